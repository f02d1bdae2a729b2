#include "sharedialog.h"

#include "controllers/playermessages.h"
#include "document/campaign.h"
#include "document/document.h"
#include "panels/flowlayout.h"
#include "panels/qrcode.h"
#include "server/battlefollower.h"
#include "server/playerserver.h"

#include <QClipboard>
#include <QComboBox>
#include <QCryptographicHash>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFont>
#include <QHostAddress>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QNetworkInterface>
#include <QPainter>
#include <QPdfWriter>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace vedette {

namespace {

constexpr int defaultPort = 8080;

} // namespace

ShareDialog::ShareDialog(Document *document, QWidget *parent)
    : QDialog(parent)
    , mDocument(document)
    , mServer(new server::PlayerServer(this))
    , mFollower(new server::BattleFollower(this))
{
    setObjectName(u"shareDialog"_s);
    setWindowTitle(tr("Share with Players"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Each side sees its own view of the battle on a phone or tablet on this computer's "
                                "network: its units, the enemy it has seen, the bound and the messages that reached "
                                "it. Nothing else leaves this computer."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *where = new FlowLayout();
    where->addWidget(new QLabel(tr("Address:"), this));
    mAddress = new QComboBox(this);
    mAddress->setObjectName(u"shareAddress"_s);
    mAddress->setEditable(true);
    mAddress->setMinimumContentsLength(15); // 255.255.255.255
    mAddress->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    mAddress->addItems(lanAddresses());
    mAddress->setToolTip(tr("Where the players' devices reach this computer: an address on the network they share "
                            "(127.0.0.1: this computer alone)."));
    where->addWidget(mAddress);
    where->addWidget(new QLabel(tr("Port:"), this));
    mPort = new QSpinBox(this);
    mPort->setObjectName(u"sharePort"_s);
    mPort->setRange(0, 65535);
    mPort->setValue(defaultPort);
    mPort->setSpecialValueText(tr("any"));
    where->addWidget(mPort);
    mStart = new QPushButton(tr("Start"), this);
    mStart->setObjectName(u"shareStart"_s);
    where->addWidget(mStart);
    layout->addLayout(where);

    mStatus = new QLabel(this);
    mStatus->setObjectName(u"shareStatus"_s);
    mStatus->setWordWrap(true);
    mStatus->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(mStatus);

    mLinksBox = new QWidget(this);
    mLinks = new QVBoxLayout(mLinksBox);
    mLinks->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(mLinksBox);

    auto *links = new FlowLayout();
    mNewLinks = new QPushButton(tr("New Links"), this);
    mNewLinks->setObjectName(u"shareNewLinks"_s);
    mNewLinks->setToolTip(tr("Give every side a new link: the old links stop working."));
    links->addWidget(mNewLinks);
    mCards = new QPushButton(tr("Save Link Cards…"), this);
    mCards->setObjectName(u"shareCards"_s);
    mCards->setToolTip(tr("A card per side with its QR code and link, as a PDF to print."));
    links->addWidget(mCards);
    layout->addLayout(links);

    auto *message = new FlowLayout();
    message->addWidget(new QLabel(tr("Message to"), this));
    mSide = new QComboBox(this);
    mSide->setObjectName(u"shareMessageSide"_s);
    message->addWidget(mSide);
    mMessage = new QLineEdit(this);
    mMessage->setObjectName(u"shareMessage"_s);
    mMessage->setMaxLength(playermessages::maxLength);
    mMessage->setPlaceholderText(tr("A short text for that side alone"));
    mMessage->setMinimumWidth(fontMetrics().averageCharWidth() * 24);
    message->addWidget(mMessage);
    mSend = new QPushButton(tr("Send"), this);
    mSend->setObjectName(u"shareSend"_s);
    message->addWidget(mSend);
    layout->addLayout(message);
    mSent = new QLabel(this);
    mSent->setObjectName(u"shareSent"_s);
    mSent->setWordWrap(true);
    layout->addWidget(mSent);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::hide);

    connect(mStart, &QPushButton::clicked, this, [this] { isSharing() ? stop() : start(); });
    connect(mNewLinks, &QPushButton::clicked, this, &ShareDialog::newLinks);
    connect(mCards, &QPushButton::clicked, this, &ShareDialog::saveCards);
    connect(mSend, &QPushButton::clicked, this, &ShareDialog::sendMessage);
    connect(mMessage, &QLineEdit::returnPressed, this, &ShareDialog::sendMessage);
    connect(mServer, &server::PlayerServer::devicesChanged, this, &ShareDialog::showStatus);
    connect(mFollower, &server::BattleFollower::changed, mServer, &server::PlayerServer::publish);
    // The window's own steps reach the devices at once; the follower's
    // timer catches the rest (another program writing the file).
    const auto look = [this] { QTimer::singleShot(0, mFollower, &server::BattleFollower::check); };
    connect(document->undoStack(), &QUndoStack::indexChanged, this, look);
    connect(document, &Document::eventRecorded, this, look);
    connect(document, &Document::playChanged, this, look);
    connect(document->campaign(), &Campaign::currentBattleChanged, this, &ShareDialog::stop);
    connect(document->campaign(), &Campaign::closed, this, &ShareDialog::stop);
    connect(document->campaign(), &Campaign::opened, this, &ShareDialog::fillSides);
    fillSides();
    showStatus();
}

ShareDialog::~ShareDialog() = default;

bool ShareDialog::isSharing() const
{
    return mServer->isListening();
}

QStringList ShareDialog::lanAddresses()
{
    QStringList addresses;
    for (const QNetworkInterface &interface : QNetworkInterface::allInterfaces()) {
        const auto flags = interface.flags();
        if (!flags.testFlag(QNetworkInterface::IsUp) || !flags.testFlag(QNetworkInterface::IsRunning)
            || flags.testFlag(QNetworkInterface::IsLoopBack))
            continue;
        for (const QNetworkAddressEntry &entry : interface.addressEntries())
            if (entry.ip().protocol() == QAbstractSocket::IPv4Protocol)
                addresses.append(entry.ip().toString());
    }
    addresses.append(u"127.0.0.1"_s);
    return addresses;
}

void ShareDialog::fillSides()
{
    const QString current = mSide->currentData().toString();
    mSide->clear();
    for (const table::Side &side : mDocument->scenario().sides())
        mSide->addItem(side.name, side.id);
    const int index = mSide->findData(current);
    if (index >= 0)
        mSide->setCurrentIndex(index);
}

void ShareDialog::start()
{
    Campaign *campaign = mDocument->campaign();
    if (!campaign->isOpen() || campaign->currentBattle() == 0) {
        mStatus->setText(tr("Open a campaign and a battle first: the players' devices show the battle on the table."));
        return;
    }
    // What the window shows is in the file before the devices read it.
    campaign->flush();
    if (!mFollower->open(campaign->filePath(), campaign->currentBattle())) {
        mStatus->setText(tr("The battle cannot be read: %1").arg(mFollower->errorString()));
        return;
    }
    const QString host = mAddress->currentText().trimmed();
    QHostAddress address;
    if (!address.setAddress(host)) {
        mFollower->close();
        mStatus->setText(tr("\"%1\" is not an address of this computer.").arg(host));
        return;
    }
    // The links given before for this battle, if any, still work.
    QHash<QString, QString> kept;
    const QVariantMap saved = QSettings().value(linksKey()).toMap();
    for (auto it = saved.cbegin(); it != saved.cend(); ++it)
        kept.insert(it.key(), it.value().toString());
    mServer->keepTokens(kept);
    mServer->publish(mFollower->snapshot());
    saveLinks();
    if (!mServer->listen(address, quint16(mPort->value()))) {
        mFollower->close();
        mStatus->setText(tr("Cannot share on %1, port %2: %3").arg(host).arg(mPort->value()).arg(mServer->errorString()));
        return;
    }
    mHost = host;
    if (address == QHostAddress::AnyIPv4 || address == QHostAddress::Any) {
        const QStringList lan = lanAddresses();
        mHost = lan.first();
    }
    fillSides();
    showLinks();
    showStatus();
    emit sharingChanged(true);
}

void ShareDialog::stop()
{
    const bool was = isSharing();
    mServer->close();
    mFollower->close();
    showLinks();
    showStatus();
    if (was)
        emit sharingChanged(false);
}

void ShareDialog::newLinks()
{
    mServer->newTokens();
    saveLinks();
    showLinks();
}

void ShareDialog::newLink(const QString &sideId)
{
    mServer->newToken(sideId);
    saveLinks();
    showLinks();
}

QString ShareDialog::linksKey() const
{
    // One entry per battle of a campaign (a file's path or a server's address).
    const QByteArray where = mDocument->campaign()->filePath().toUtf8() + '#'
                             + QByteArray::number(mDocument->campaign()->currentBattle());
    return u"share/links/"_s + QString::fromLatin1(QCryptographicHash::hash(where, QCryptographicHash::Sha1).toHex());
}

void ShareDialog::saveLinks()
{
    QVariantMap tokens;
    const QHash<QString, QString> now = mServer->tokens();
    for (auto it = now.cbegin(); it != now.cend(); ++it)
        tokens.insert(it.key(), it.value());
    QSettings().setValue(linksKey(), tokens);
}

void ShareDialog::showLinks()
{
    while (QLayoutItem *item = mLinks->takeAt(0)) {
        if (QWidget *widget = item->widget())
            delete widget;
        delete item;
    }
    const bool sharing = isSharing();
    mNewLinks->setEnabled(sharing);
    mCards->setEnabled(sharing);
    mAddress->setEnabled(!sharing);
    mPort->setEnabled(!sharing);
    mStart->setText(sharing ? tr("Stop") : tr("Start"));
    if (!sharing)
        return;
    for (const QString &side : mServer->sides()) {
        auto *row = new QWidget(mLinksBox);
        row->setObjectName(u"shareSide-"_s + side);
        auto *rowLayout = new QHBoxLayout(row);
        rowLayout->setContentsMargins(0, 0, 0, 0);
        const QString url = mServer->url(side, mHost).toString();
        auto *code = new QLabel(row);
        code->setObjectName(u"shareQr"_s);
        code->setPixmap(QPixmap::fromImage(qrCodeImage(url, 3)));
        rowLayout->addWidget(code);
        auto *words = new QVBoxLayout();
        auto *name = new QLabel(u"<b>%1</b>"_s.arg(mServer->sideName(side).toHtmlEscaped()), row);
        words->addWidget(name);
        // The whole link in sight (it is typed by hand on a phone without a
        // camera), and Copy to send it by a message.
        auto *line = new QHBoxLayout();
        auto *link = new QLineEdit(url, row);
        link->setObjectName(u"shareLink"_s);
        link->setReadOnly(true);
        link->setCursorPosition(0);
        const QMargins margins = link->textMargins() + link->contentsMargins();
        link->setMinimumWidth(link->fontMetrics().horizontalAdvance(url) + margins.left() + margins.right() + 16);
        line->addWidget(link, 1);
        auto *copy = new QPushButton(tr("Copy"), row);
        copy->setObjectName(u"shareCopy"_s);
        copy->setToolTip(tr("Copy %1's link, to send it by a message.").arg(mServer->sideName(side)));
        connect(copy, &QPushButton::clicked, copy, [copy, url] {
            QGuiApplication::clipboard()->setText(url);
            copy->setText(tr("Copied"));
            QTimer::singleShot(2000, copy, [copy] { copy->setText(tr("Copy")); });
        });
        line->addWidget(copy);
        words->addLayout(line);
        auto *renew = new QPushButton(tr("New Link"), row);
        renew->setObjectName(u"shareNewLink"_s);
        renew->setToolTip(tr("A new link for %1 alone (a phone was lost): its old link stops working, and the other "
                             "sides' phones keep theirs.")
                              .arg(mServer->sideName(side)));
        connect(renew, &QPushButton::clicked, this, [this, side] { newLink(side); });
        words->addWidget(renew, 0, Qt::AlignLeft);
        words->addStretch();
        rowLayout->addLayout(words, 1);
        mLinks->addWidget(row);
    }
}

void ShareDialog::showStatus()
{
    if (!isSharing()) {
        mStatus->setText(tr("Not sharing. Choose the address the players' devices reach this computer at, then "
                            "Start."));
        return;
    }
    mStatus->setText(tr("Sharing %1 on %2, port %3: %n device(s) connected.", nullptr, mServer->deviceCount())
                         .arg(mDocument->campaign()->currentBattleName(), mHost)
                         .arg(mServer->port()));
}

void ShareDialog::sendMessage()
{
    QString why;
    const QString side = mSide->currentData().toString();
    if (playermessages::send(mDocument, side, mMessage->text(), &why)) {
        mSent->setText(tr("Sent to %1.").arg(mSide->currentText()));
        mMessage->clear();
    } else {
        mSent->setText(why);
    }
}

void ShareDialog::saveCards()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Link Cards"), dir + u"/link-cards.pdf"_s,
                                                      tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return;
    if (!writeCards(path))
        QMessageBox::warning(this, tr("Save Link Cards"), tr("Could not write %1.").arg(path));
}

bool ShareDialog::writeCards(const QString &path) const
{
    if (!isSharing())
        return false;
    QPdfWriter writer(path);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setResolution(300);
    writer.setTitle(tr("Link cards"));
    QPainter painter;
    if (!painter.begin(&writer))
        return false;
    const double perMm = writer.resolution() / 25.4;
    const QStringList sides = mServer->sides();
    for (qsizetype i = 0; i < sides.size(); ++i) {
        if (i > 0 && i % 2 == 0)
            writer.newPage();
        const QString &side = sides[i];
        const QString url = mServer->url(side, mHost).toString();
        // A card 90 x 120 mm, two across the page.
        const QRectF card(QPointF((10 + (i % 2) * 95) * perMm, 10 * perMm), QSizeF(90 * perMm, 120 * perMm));
        painter.setPen(QPen(Qt::gray, 0.3 * perMm, Qt::DashLine));
        painter.drawRect(card);
        painter.setPen(Qt::black);
        QFont font(u"DejaVu Sans"_s);
        font.setPixelSize(int(6 * perMm));
        font.setBold(true);
        painter.setFont(font);
        const QRectF title(card.left() + 5 * perMm, card.top() + 5 * perMm, card.width() - 10 * perMm, 10 * perMm);
        painter.drawText(title, Qt::AlignCenter | Qt::TextWordWrap, mServer->sideName(side));
        const QImage code = qrCodeImage(url, 8);
        const QRectF place(card.center().x() - 35 * perMm, card.top() + 17 * perMm, 70 * perMm, 70 * perMm);
        painter.drawImage(place, code);
        font.setBold(false);
        font.setPixelSize(int(3.2 * perMm));
        painter.setFont(font);
        const QRectF words(card.left() + 5 * perMm, place.bottom() + 3 * perMm, card.width() - 10 * perMm,
                           card.bottom() - place.bottom() - 6 * perMm);
        painter.drawText(words, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWrapAnywhere,
                         tr("Scan with your phone's camera, or open:") + u'\n' + url + u"\n\n"_s
                             + tr("This card shows %1's secrets: keep it from the other side.")
                                   .arg(mServer->sideName(side)));
    }
    painter.end();
    return true;
}

} // namespace vedette

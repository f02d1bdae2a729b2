// Table > Share with Players: the dialog starts and stops the players'
// server on the address chosen, shows a link and a QR code per side and the
// devices connected, sends the referee's text to one side, and the window's
// own steps reach the devices at once.
#include "../server/serverclient.h"

#include "commands/facade.h"
#include "document/campaign.h"
#include "document/document.h"
#include "panels/qrcode.h"
#include "panels/sharedialog.h"
#include "server/playerserver.h"
#include "translations.h"

#include <QClipboard>
#include <QComboBox>
#include <QGuiApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace vedette;

namespace {

// A QR code's three finder patterns: 7 x 7 modules, dark ring, light ring,
// dark 3 x 3 centre, in three corners inside the 4-module quiet zone.
bool hasFinder(const QImage &image, int moduleSize, int column, int row)
{
    const auto dark = [&](int x, int y) {
        return qGray(image.pixel((column + x) * moduleSize + moduleSize / 2, (row + y) * moduleSize + moduleSize / 2))
               < 128;
    };
    for (int y = 0; y < 7; ++y) {
        for (int x = 0; x < 7; ++x) {
            const bool ring = x == 0 || y == 0 || x == 6 || y == 6;
            const bool centre = x >= 2 && x <= 4 && y >= 2 && y <= 4;
            if (dark(x, y) != (ring || centre))
                return false;
        }
    }
    return true;
}

} // namespace

class TestShareDialog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // The English plural forms ("1 device connected"), as the program has them.
        Translations::install(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    void qrCodes()
    {
        const QImage code = qrCodeImage(u"http://192.168.1.20:8080/?t=AAAAAAAAAAAAAAAAAAAAAA"_s, 4);
        QVERIFY(!code.isNull());
        QCOMPARE(code.width(), code.height());
        const int modules = code.width() / 4;
        QVERIFY(modules >= 21 + 8);
        // The quiet zone is white; the finders are where readers look.
        QCOMPARE(code.pixel(1, 1), qRgb(255, 255, 255));
        QVERIFY(hasFinder(code, 4, 4, 4));
        QVERIFY(hasFinder(code, 4, modules - 4 - 7, 4));
        QVERIFY(hasFinder(code, 4, 4, modules - 4 - 7));
        QVERIFY(!hasFinder(code, 4, modules - 4 - 7, modules - 4 - 7));
        QVERIFY(qrCodeImage(u"http://192.168.1.20:8080/?t=BBBBBBBBBBBBBBBBBBBBBB"_s, 4) != code);
    }

    void sharesTheBattleOnTheTable()
    {
        QTemporaryDir dir;
        Document document;
        QVERIFY(document.campaign()->create(dir.filePath(u"share.vedette"_s), u"Share"_s,
                                            u":/scenarios/blenheim-1704.json"_s));
        ShareDialog dialog(&document);
        QVERIFY(!dialog.isSharing()); // nothing listens until the referee says so
        auto *address = dialog.findChild<QComboBox *>(u"shareAddress"_s);
        QVERIFY(address);
        QCOMPARE(address->itemText(address->count() - 1), u"127.0.0.1"_s);
        address->setCurrentText(u"127.0.0.1"_s);
        dialog.findChild<QSpinBox *>(u"sharePort"_s)->setValue(0);
        auto *start = dialog.findChild<QPushButton *>(u"shareStart"_s);
        start->click();
        QVERIFY(dialog.isSharing());
        server::PlayerServer *server = dialog.server();
        QCOMPARE(server->address(), QHostAddress(QHostAddress::LocalHost));
        QCOMPARE(server->sides(), (QStringList{u"allies"_s, u"franco-bavarian"_s}));

        QList<QLineEdit *> links = dialog.findChildren<QLineEdit *>(u"shareLink"_s);
        QCOMPARE(links.size(), 2);
        QCOMPARE(links.first()->text(), server->url(u"allies"_s).toString());
        QCOMPARE(dialog.findChildren<QLabel *>(u"shareQr"_s).size(), 2);
        for (QLabel *code : dialog.findChildren<QLabel *>(u"shareQr"_s))
            QVERIFY(!code->pixmap().isNull());

        const QString token = server->token(u"allies"_s);
        serverclient::Device device(QUrl(u"ws://127.0.0.1:%1/live?t=%2"_s.arg(server->port()).arg(token)));
        QVERIFY(device.waitFrames(1));
        auto *status = dialog.findChild<QLabel *>(u"shareStatus"_s);
        QTRY_VERIFY2(status->text().contains(u"1 device connected"_s), qPrintable(status->text()));

        // A step in the window: the device hears of it at once.
        const table::Unit unit = [&] {
            for (const table::Unit &u : document.scenario().units())
                if (u.sideId() == u"allies"_s && u.isOnTable())
                    return u;
            return table::Unit();
        }();
        QVERIFY(cmd::moveUnit(&document, unit.id(), unit.position(), unit.position() + QPointF(30, 0)));
        QVERIFY(device.waitFrames(2, 1000));

        // The referee's text reaches that side, and only that side.
        auto *side = dialog.findChild<QComboBox *>(u"shareMessageSide"_s);
        side->setCurrentIndex(side->findData(u"allies"_s));
        dialog.findChild<QLineEdit *>(u"shareMessage"_s)->setText(u"Take Blindheim"_s);
        dialog.findChild<QPushButton *>(u"shareSend"_s)->click();
        QVERIFY(device.waitFrames(3, 1000));
        const auto allies = serverclient::get(server->port(), u"/state.json?t="_s + token);
        const QJsonArray messages = QJsonDocument::fromJson(allies.body).object().value(u"messages"_s).toArray();
        QCOMPARE(messages.last().toObject().value(u"text"_s).toString(), u"Take Blindheim"_s);
        const auto french = serverclient::get(server->port(),
                                              u"/state.json?t="_s + server->token(u"franco-bavarian"_s));
        QCOMPARE(french.status, 200);
        QVERIFY(!french.body.contains("Take Blindheim"));

        QVERIFY(dialog.writeCards(dir.filePath(u"cards.pdf"_s)));
        QFile cards(dir.filePath(u"cards.pdf"_s));
        QVERIFY(cards.open(QIODevice::ReadOnly));
        QVERIFY(cards.read(5) == "%PDF-");

        // New links: the old one is refused and its device closed.
        dialog.findChild<QPushButton *>(u"shareNewLinks"_s)->click();
        QVERIFY(device.waitClosed());
        QCOMPARE(serverclient::get(server->port(), u"/state.json?t="_s + token).status, 403);
        QVERIFY(dialog.findChildren<QLineEdit *>(u"shareLink"_s).first()->text().contains(server->token(u"allies"_s)));

        start->click();
        QVERIFY(!dialog.isSharing());
        QVERIFY(status->text().startsWith(u"Not sharing"_s));
    }

    // Each whole link is in sight, and Copy puts it on the clipboard.
    void wholeLinksAndCopy()
    {
        QTemporaryDir dir;
        Document document;
        QVERIFY(document.campaign()->create(dir.filePath(u"links.vedette"_s), u"Links"_s,
                                            u":/scenarios/blenheim-1704.json"_s));
        ShareDialog dialog(&document);
        // A LAN address as long as they come: the longest link a referee sees.
        dialog.findChild<QComboBox *>(u"shareAddress"_s)->setCurrentText(u"127.0.0.1"_s);
        dialog.findChild<QSpinBox *>(u"sharePort"_s)->setValue(0);
        dialog.findChild<QPushButton *>(u"shareStart"_s)->click();
        QVERIFY(dialog.isSharing());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const QList<QLineEdit *> links = dialog.findChildren<QLineEdit *>(u"shareLink"_s);
        QCOMPARE(links.size(), 2);
        for (qsizetype i = 0; i < links.size(); ++i) {
            QLineEdit *link = links[i];
            const QString url = dialog.server()->url(dialog.server()->sides()[i]).toString();
            QCOMPARE(link->text(), url);
            const QMargins margins = link->textMargins();
            const int room = link->contentsRect().width() - margins.left() - margins.right();
            QVERIFY2(link->fontMetrics().horizontalAdvance(url) + 4 <= room,
                     qPrintable(u"%1 px of text in %2 px"_s.arg(link->fontMetrics().horizontalAdvance(url)).arg(room)));
        }
        const QList<QPushButton *> copies = dialog.findChildren<QPushButton *>(u"shareCopy"_s);
        QCOMPARE(copies.size(), 2);
        for (qsizetype i = 0; i < links.size(); ++i) {
            copies[i]->click();
            QCOMPARE(QGuiApplication::clipboard()->text(), links[i]->text());
        }
    }

    // A phone was lost: New Link for that side alone. Its old link stops and
    // its phone is closed; the other side's phone stays, and its link works.
    // Shared again by another dialog (the program restarted), the links are
    // the same: the phones follow the battle again by themselves.
    void newLinkForOneSideAndLinksKept()
    {
        QTemporaryDir dir;
        Document document;
        QVERIFY(document.campaign()->create(dir.filePath(u"lost.vedette"_s), u"Lost"_s,
                                            u":/scenarios/blenheim-1704.json"_s));
        QHash<QString, QString> given;
        {
            ShareDialog dialog(&document);
            dialog.findChild<QComboBox *>(u"shareAddress"_s)->setCurrentText(u"127.0.0.1"_s);
            dialog.findChild<QSpinBox *>(u"sharePort"_s)->setValue(0);
            dialog.findChild<QPushButton *>(u"shareStart"_s)->click();
            server::PlayerServer *server = dialog.server();
            const QString allies = server->token(u"allies"_s);
            const QString french = server->token(u"franco-bavarian"_s);
            const auto live = [&](const QString &token) {
                return QUrl(u"ws://127.0.0.1:%1/live?t=%2"_s.arg(server->port()).arg(token));
            };
            serverclient::Device lost(live(allies));
            serverclient::Device kept(live(french));
            QVERIFY(lost.waitFrames(1) && kept.waitFrames(1));
            QWidget *row = dialog.findChild<QWidget *>(u"shareSide-allies"_s);
            QVERIFY(row);
            auto *renew = row->findChild<QPushButton *>(u"shareNewLink"_s);
            QVERIFY(renew);
            renew->click();
            QVERIFY(lost.waitClosed());
            QCOMPARE(lost.closeCode, 1008);
            QVERIFY(server->token(u"allies"_s) != allies);
            QCOMPARE(server->token(u"franco-bavarian"_s), french);
            QVERIFY(!kept.closed);
            QCOMPARE(serverclient::get(server->port(), u"/state.json?t="_s + allies).status, 403);
            QCOMPARE(serverclient::get(server->port(), u"/state.json?t="_s + french).status, 200);
            // The link shown is the new one; the French phone still hears of steps.
            row = dialog.findChild<QWidget *>(u"shareSide-allies"_s);
            QVERIFY(row->findChild<QLineEdit *>(u"shareLink"_s)->text().contains(server->token(u"allies"_s)));
            const table::Unit unit = [&] {
                for (const table::Unit &u : document.scenario().units())
                    if (u.sideId() == u"franco-bavarian"_s && u.isOnTable())
                        return u;
                return table::Unit();
            }();
            QVERIFY(cmd::moveUnit(&document, unit.id(), unit.position(), unit.position() + QPointF(30, 0)));
            QVERIFY(kept.waitFrames(2));
            given = {{u"allies"_s, server->token(u"allies"_s)}, {u"franco-bavarian"_s, french}};
        }
        ShareDialog again(&document);
        again.findChild<QComboBox *>(u"shareAddress"_s)->setCurrentText(u"127.0.0.1"_s);
        again.findChild<QSpinBox *>(u"sharePort"_s)->setValue(0);
        again.findChild<QPushButton *>(u"shareStart"_s)->click();
        QVERIFY(again.isSharing());
        QCOMPARE(again.server()->token(u"allies"_s), given.value(u"allies"_s));
        QCOMPARE(again.server()->token(u"franco-bavarian"_s), given.value(u"franco-bavarian"_s));
    }
};

QTEST_MAIN(TestShareDialog)
#include "test_sharedialog.moc"

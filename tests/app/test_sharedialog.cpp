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

#include <QComboBox>
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
};

QTEST_MAIN(TestShareDialog)
#include "test_sharedialog.moc"

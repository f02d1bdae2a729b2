#include "modes/lightbrigadecard.h"
#include "modes/lightbrigadedecider.h"
#include "modes/lightbrigadeoddschart.h"
#include "modes/lightbrigadesetupdialog.h"
#include "modes/lightbrigadewindow.h"

#include "document/campaign.h"
#include "document/diceservice.h"
#include "document/document.h"
#include "store/campaignstore.h"
#include "window/mainwindow.h"

#include "rules/lightbrigade/game.h"
#include "rules/lightbrigade/savedcharge.h"

#include <QDir>
#include <QMenu>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace vedette;
namespace lb = vedette::rules::lightbrigade;

namespace {

int countKind(const Document &doc, const QString &kind)
{
    int n = 0;
    for (const auto &e : doc.events())
        n += e.kind == kind ? 1 : 0;
    return n;
}

// How many times the log says a man switched to a riderless horse.
int switchesLogged(const Document &doc)
{
    int n = 0;
    for (const auto &e : doc.events())
        n += int(e.summary.count(u"switches to the riderless horse"_s));
    return n;
}

QStringList someNames()
{
    return {u"Louis Nolan"_s, u"William Britten"_s, u"John Penn"_s};
}

} // namespace

class TestLightBrigadeWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"VedetteTest"_s);
        QCoreApplication::setApplicationName(u"test_lightbrigadewindow"_s);
    }

    void menuEntry()
    {
        MainWindow window;
        QAction *action = window.findChild<QAction *>(u"actionLightBrigade"_s);
        QVERIFY(action);
        QVERIFY(window.menu(MainWindow::Menu::SoloGames)->actions().contains(action));
    }

    void formsUpTwelveCards()
    {
        Document doc;
        doc.dice()->setSeed(1854);
        LightBrigadeWindow window(&doc);
        QVERIFY(window.newGame(lb::Settings{}, someNames()));
        QCOMPARE(window.game().phase(), lb::Phase::TurnStart);
        QCOMPARE(window.cards().size(), 12);
        QCOMPARE(window.game().man(0).name, u"Louis Nolan"_s);
        QCOMPARE(countKind(doc, u"lightbrigade.setup"_s), 1);
        QVERIFY(window.logText().contains(u"forms up"_s));
        QCOMPARE(window.nextActor(), 0);
        // The last event carries the state, so the campaign can resume the charge.
        QCOMPARE(LightBrigadeWindow::lastSavedState(&doc), window.saveState());
    }

    void nextManAndRollTheTurn()
    {
        Document doc;
        doc.dice()->setSeed(7);
        LightBrigadeWindow window(&doc);
        window.decider()->setMode(LightBrigadeDecider::Mode::Steady);
        QVERIFY(window.newGame(lb::Settings{}, {}));
        window.nextMan();
        QCOMPARE(window.game().turn(), 1);
        QCOMPARE(window.game().phase(), lb::Phase::Movement);
        QCOMPARE(window.game().cursor(), 1);
        QCOMPARE(window.nextActor(), 1);
        QCOMPARE(countKind(doc, u"lightbrigade.move"_s), 1);
        window.rollTurn();
        QCOMPARE(window.game().phase(), lb::Phase::TurnStart);
        QCOMPARE(window.game().turn(), 1);
        QVERIFY(countKind(doc, u"lightbrigade.move"_s) >= 1);
        QVERIFY(window.logText().contains(u"Turn 1"_s));
        window.rollTurn();
        QCOMPARE(window.game().turn(), 2);
    }

    void spurOrderFromTheCard()
    {
        Document doc;
        doc.dice()->setSeed(3);
        LightBrigadeWindow window(&doc);
        QVERIFY(window.newGame(lb::Settings{}, {}));
        QVERIFY(window.cards().at(2)->isEnabled());
        // The player writes "second move" on trooper 1's card, then rides the turn.
        window.decider()->setOrder(2, lb::SpurUse::SecondMove);
        window.rollTurn();
        QCOMPARE(window.game().man(2).spurPoints, 1);
        QCOMPARE(window.game().man(3).spurPoints, 0);
        // The order was for one turn.
        QCOMPARE(window.decider()->order(2), lb::SpurUse::None);
    }

    void asksOnlyRealDecisionsAndScores()
    {
        Document doc;
        doc.dice()->setSeed(11);
        LightBrigadeWindow window(&doc);
        int rallies = 0;
        int switches = 0;
        window.decider()->setRallyAsker([&](const lb::Game &) {
            ++rallies;
            return lb::BreakStatus::Retreating;
        });
        bool realSwitches = true;
        window.decider()->setSwitchAsker([&](const lb::Game &game, qsizetype man) {
            ++switches;
            // Only a blown man still on his own horse is offered a riderless one.
            realSwitches = realSwitches && game.man(man).rides() && game.man(man).blown;
            return true;
        });
        QVERIFY(window.newGame(lb::Settings{}, someNames()));
        window.rideToEnd();
        QVERIFY(window.game().isOver());
        QVERIFY(rallies > 0);
        QCOMPARE(countKind(doc, u"lightbrigade.end"_s), 1);
        const QString score = window.scoreText();
        QVERIFY(score.contains(u"673"_s));
        QVERIFY(score.contains(u"113"_s));
        QVERIFY(score.contains(u"247"_s));
        QVERIFY(score.contains(u"%1 point(s)"_s.arg(window.game().tally().score)));
        QVERIFY(realSwitches);
        QCOMPARE(switchesLogged(doc), switches);
    }

    // The riderless horse is asked about, and each yes is one switch in the
    // log (each no none): the first seeds that offer one, whichever they are.
    void everySwitchAskedIsLogged()
    {
        int asked = 0;
        for (std::uint64_t seed = 1; seed <= 200 && asked == 0; ++seed) {
            Document doc;
            doc.dice()->setSeed(seed);
            LightBrigadeWindow window(&doc);
            window.decider()->setRallyAsker([](const lb::Game &) { return lb::BreakStatus::Retreating; });
            bool realSwitches = true;
            window.decider()->setSwitchAsker([&](const lb::Game &game, qsizetype man) {
                ++asked;
                realSwitches = realSwitches && game.man(man).rides() && game.man(man).blown;
                return true;
            });
            QVERIFY(window.newGame(lb::Settings{}, someNames()));
            window.rideToEnd();
            QVERIFY(window.game().isOver());
            QVERIFY2(realSwitches, qPrintable(QString::number(seed)));
            QCOMPARE(switchesLogged(doc), asked);
            if (asked == 0)
                continue;
            // The same ride, and every offer refused: no switch at all.
            Document refused;
            refused.dice()->setSeed(seed);
            LightBrigadeWindow again(&refused);
            again.decider()->setRallyAsker([](const lb::Game &) { return lb::BreakStatus::Retreating; });
            int offers = 0;
            again.decider()->setSwitchAsker([&](const lb::Game &, qsizetype) {
                ++offers;
                return false;
            });
            QVERIFY(again.newGame(lb::Settings{}, someNames()));
            again.rideToEnd();
            QVERIFY(offers > 0);
            QCOMPARE(switchesLogged(refused), 0);
        }
        QVERIFY2(asked > 0, "no ride of the first 200 seeds offered a riderless horse");
    }

    void resumesFromTheCampaign()
    {
        Document doc;
        doc.dice()->setSeed(5);
        LightBrigadeWindow first(&doc);
        first.decider()->setMode(LightBrigadeDecider::Mode::Bold);
        QVERIFY(first.newGame(lb::Settings{}, someNames()));
        first.rollTurn();
        first.rollTurn();
        first.nextMan();
        const QJsonObject saved = LightBrigadeWindow::lastSavedState(&doc);
        QCOMPARE(saved, first.saveState());
        LightBrigadeWindow second(&doc);
        QString error;
        QVERIFY2(second.resume(saved, &error), qPrintable(error));
        QCOMPARE(second.game().toJson(), first.game().toJson());
        QCOMPARE(second.nextActor(), first.nextActor());
        QVERIFY(!second.resume(QJsonObject{{u"format"_s, u"vedette.lightbrigade"_s}, {u"version"_s, 99}}, &error));
        QVERIFY(!error.isEmpty());
    }

    // Every action saves the charge in the open campaign's game table; a
    // charge resumed from that record (its dice included) rides on exactly as
    // the one that was never interrupted.
    void savedAndResumedThroughTheCampaignFile()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(u"charge.vedette"_s);
        {
            vedette::store::CampaignStore store;
            QVERIFY2(store.create(path, u"Balaclava"_s), qPrintable(store.errorString()));
        }
        Document doc;
        QVERIFY2(doc.campaign()->open(path), qPrintable(doc.campaign()->errorString()));
        doc.dice()->setSeed(5);
        LightBrigadeWindow window(&doc);
        window.decider()->setMode(LightBrigadeDecider::Mode::Bold);
        QVERIFY(LightBrigadeWindow::unfinishedCharges(&doc).isEmpty());
        QVERIFY(window.newGame(lb::Settings{}, someNames()));
        QCOMPARE(LightBrigadeWindow::unfinishedCharges(&doc).size(), 1);
        window.rollTurn();
        window.rollTurn();
        window.nextMan();
        window.nextMan();

        // One record, replaced at every action.
        QList<vedette::store::GameState> charges = LightBrigadeWindow::unfinishedCharges(&doc);
        QCOMPARE(charges.size(), 1);
        const vedette::store::GameState mid = charges.constFirst();
        QCOMPARE(mid.id, window.campaignRecord().id);
        QCOMPARE(mid.kind, u"lightbrigade"_s);
        QCOMPARE(mid.state, window.campaignRecord().state);
        QVERIFY(mid.name.contains(u"turn 3"_s));
        const lb::Game atMid = window.game();
        const qsizetype nextAtMid = window.nextActor();

        // The uninterrupted charge.
        window.rideToEnd();
        QVERIFY(window.game().isOver());
        QVERIFY(LightBrigadeWindow::unfinishedCharges(&doc).isEmpty());
        QCOMPARE(doc.campaign()->store()->games(u"lightbrigade"_s).size(), 1);
        doc.campaign()->close();

        // The file, reopened: the finished charge is there, under the same id.
        {
            vedette::store::CampaignStore reopened;
            QVERIFY2(reopened.open(path), qPrintable(reopened.errorString()));
            const QList<vedette::store::GameState> games = reopened.games(u"lightbrigade"_s);
            QCOMPARE(games.size(), 1);
            QCOMPARE(games.constFirst().id, mid.id);
            QVERIFY(games.constFirst().finished);
            QCOMPARE(games.constFirst().state, window.campaignRecord().state);
        }

        // The charge resumed from the middle, elsewhere, with other dice in the document.
        Document other;
        other.dice()->setSeed(999);
        LightBrigadeWindow resumed(&other);
        resumed.decider()->setMode(LightBrigadeDecider::Mode::Bold);
        QString error;
        QVERIFY2(resumed.resumeRecord(mid, &error), qPrintable(error));
        QCOMPARE(resumed.game().toJson(), atMid.toJson());
        QCOMPARE(resumed.campaignRecord().id, mid.id);
        QCOMPARE(resumed.nextActor(), nextAtMid);
        resumed.rideToEnd();
        QCOMPARE(resumed.game().toJson(), window.game().toJson());
        QCOMPARE(resumed.scoreText(), window.scoreText());
    }

    // A damaged or newer record is refused with a message, leaves the window
    // as it was, and is not written over by the next charge.
    void damagedRecordRefusedAndKept()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(u"damaged.vedette"_s);
        vedette::store::GameState damaged;
        damaged.kind = u"lightbrigade"_s;
        damaged.name = u"A charge from the future"_s;
        damaged.state = QJsonObject{{u"format"_s, u"vedette.lightbrigade.charge"_s}, {u"version"_s, 99}};
        {
            vedette::store::CampaignStore store;
            QVERIFY2(store.create(path, u"Balaclava"_s), qPrintable(store.errorString()));
            const std::optional<qint64> id = store.saveGame(damaged);
            QVERIFY2(id, qPrintable(store.errorString()));
            damaged.id = *id;
        }
        Document doc;
        QVERIFY2(doc.campaign()->open(path), qPrintable(doc.campaign()->errorString()));
        const QList<vedette::store::GameState> offered = LightBrigadeWindow::unfinishedCharges(&doc);
        QCOMPARE(offered.size(), 1);
        LightBrigadeWindow window(&doc);
        QString error;
        QVERIFY(!window.resumeRecord(offered.constFirst(), &error));
        QVERIFY2(error.contains(u"newer"_s), qPrintable(error));
        QCOMPARE(window.game().phase(), lb::Phase::Setup);
        QCOMPARE(window.campaignRecord().id, qint64(0));

        vedette::store::GameState garbled = offered.constFirst();
        garbled.state = QJsonObject{{u"format"_s, u"vedette.lightbrigade.charge"_s}, {u"version"_s, 1}, {u"game"_s, QJsonObject{{u"men"_s, 3}}}};
        QVERIFY(!window.resumeRecord(garbled, &error));
        QVERIFY2(error.contains(u"damaged"_s), qPrintable(error));
        vedette::store::GameState tennyson = offered.constFirst();
        tennyson.kind = u"tennyson"_s;
        QVERIFY(!window.resumeRecord(tennyson, &error));
        QVERIFY(!error.isEmpty());

        // A new charge goes into a record of its own.
        QVERIFY(window.newGame(lb::Settings{}, {}));
        const QList<vedette::store::GameState> games = doc.campaign()->store()->games(u"lightbrigade"_s);
        QCOMPARE(games.size(), 2);
        QVERIFY(window.campaignRecord().id != damaged.id);
        const auto kept = doc.campaign()->store()->game(damaged.id);
        QVERIFY(kept);
        QCOMPARE(kept->state, damaged.state);
    }

    void cancelledPhysicalDiceChangeNothing()
    {
        Document doc;
        LightBrigadeWindow window(&doc);
        window.decider()->setMode(LightBrigadeDecider::Mode::Steady);
        QVERIFY(window.newGame(lb::Settings{}, {}));
        window.nextMan();
        const QJsonObject before = window.saveState();
        const int events = int(doc.events().size());
        doc.dice()->setFaceAsker([](const QList<dice::Die> &, const QString &, const QString &) { return std::optional<QList<int>>(); });
        doc.dice()->setPhysicalDice(true);
        window.nextMan();
        QCOMPARE(window.saveState(), before);
        QCOMPARE(int(doc.events().size()), events);
        // Typed faces play the man's move: a Flat & Level moves him one space.
        doc.dice()->setFaceAsker([](const QList<dice::Die> &dice, const QString &, const QString &) {
            return std::optional<QList<int>>(QList<int>(dice.size(), 1));
        });
        const qsizetype who = window.nextActor();
        const int space = window.game().man(who).space;
        window.nextMan();
        QCOMPARE(window.game().man(who).space, space + 1);
        doc.dice()->setPhysicalDice(false);
    }

    void setupDialog()
    {
        LightBrigadeSetupDialog dialog(nullptr, 42);
        const QStringList names = dialog.names();
        QCOMPARE(names.size(), 12);
        QVERIFY(!names.contains(QString()));
        dialog.generateNames();
        QVERIFY(dialog.names() != names);
        lb::Settings s;
        s.troop = lb::TroopType::Hussars;
        s.frontRank = true;
        dialog.setSettings(s);
        QCOMPARE(dialog.settings(), s);
    }

    void oddsAndScreenshots()
    {
        Document doc;
        doc.dice()->setSeed(1854);
        LightBrigadeWindow window(&doc);
        window.decider()->setMode(LightBrigadeDecider::Mode::Steady);
        QVERIFY(window.newGame(lb::Settings{}, {u"Louis Nolan"_s, u"William Britten"_s, u"John Penn"_s, u"Edward Woodham"_s,
                                                 u"James Wightman"_s, u"Thomas Morley"_s, u"William Pennington"_s, u"George Loy Smith"_s,
                                                 u"John Berryman"_s, u"Robert Farquharson"_s, u"Henry Naylor"_s, u"James Mustard"_s}));
        for (int i = 0; i < 9; ++i)
            window.rollTurn();
        window.resize(1500, 960);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.grab().save(QDir::temp().filePath(u"lb.png"_s));

        window.oddsChart()->simulate(300, 1854, false);
        QCOMPARE(window.oddsChart()->results().size(), 6);
        QCOMPARE(window.oddsChart()->results().at(0).games(), 300);
        window.findChild<QTabWidget *>()->setCurrentIndex(1);
        QTest::qWait(20);
        window.grab().save(QDir::temp().filePath(u"lb-odds.png"_s));

        window.findChild<QTabWidget *>()->setCurrentIndex(0);
        window.rideToEnd();
        QTest::qWait(20);
        window.grab().save(QDir::temp().filePath(u"lb-end.png"_s));
        QVERIFY(window.game().isOver());
    }
};

QTEST_MAIN(TestLightBrigadeWindow)
#include "test_lightbrigadewindow.moc"

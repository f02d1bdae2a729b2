#include "modes/tennysoncard.h"
#include "modes/tennysonsetupdialog.h"
#include "modes/tennysonvalley.h"
#include "modes/tennysonwindow.h"

#include "document/campaign.h"
#include "document/diceservice.h"
#include "document/document.h"
#include "window/mainwindow.h"

#include "rules/tennyson/deck.h"
#include "rules/tennyson/game.h"
#include "store/campaignstore.h"

#include <QJsonArray>
#include <QMenu>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace vedette;
namespace tennyson = vedette::rules::tennyson;
using tennyson::Board;
using tennyson::Deck;
using tennyson::GameState;

namespace {

int card(const char *id)
{
    return Deck::indexOf(QString::fromLatin1(id));
}

// A table in the middle of a game: the 4th Light Dragoons hold `hand`.
GameState midGame(const QStringList &hand)
{
    GameState s;
    s.phase = GameState::Phase::PlayCard;
    s.current = 0;
    s.firstPlayer = 0;
    s.battery[Board::Frontal1] = Board::kStartBattery;
    QList<int> rest;
    for (int c = 0; c < Deck::kSize; ++c)
        rest.append(c);
    for (const QString &id : hand) {
        s.hands[0].append(Deck::indexOf(id));
        rest.removeOne(Deck::indexOf(id));
    }
    for (int r = 1; r < 5; ++r) {
        for (int k = 0; k < 3; ++k) {
            auto it = std::find_if(rest.begin(), rest.end(), [](int c) { return !Deck::card(c).mustPlay; });
            s.hands[static_cast<std::size_t>(r)].append(*it);
            rest.erase(it);
        }
    }
    s.deck = rest;
    return s;
}

QJsonObject saved(const GameState &state, const QStringList &seats)
{
    return QJsonObject{{u"format"_s, u"vedette.tennyson.table"_s},
                       {u"version"_s, 1},
                       {u"seats"_s, QJsonArray::fromStringList(seats)},
                       {u"game"_s, state.toJson()}};
}

int countEvents(const Document &document, const QString &kind)
{
    int n = 0;
    for (const auto &e : document.events())
        n += e.kind == kind ? 1 : 0;
    return n;
}

} // namespace

class TestTennysonWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"VedetteTest"_s);
        QCoreApplication::setApplicationName(u"test_tennysonwindow"_s);
    }

    void setupDialogChoosesSeats()
    {
        TennysonSetupDialog dialog;
        QCOMPARE(dialog.seats()[0], TennysonSeat::Person);
        QCOMPARE(dialog.seats()[4], TennysonSeat::Sensible);
        QCOMPARE(dialog.settings().victory, tennyson::VictoryMode::FirstToTheGuns);
        const TennysonSeats seats{TennysonSeat::Random, TennysonSeat::Person, TennysonSeat::Person, TennysonSeat::Sensible,
                                  TennysonSeat::Random};
        dialog.setSeats(seats);
        QCOMPARE(dialog.seats(), seats);
    }

    void computersPlayToTheEnd()
    {
        Document document;
        document.dice()->setSeed(17);
        TennysonWindow window(&document);
        window.setComputerDelay(0);
        TennysonSeats seats;
        seats.fill(TennysonSeat::Sensible);
        seats[1] = TennysonSeat::Random;
        QVERIFY(window.newGame(seats, {}, 3));
        QTRY_VERIFY_WITH_TIMEOUT(window.state().phase == GameState::Phase::Over, 20000);
        QCOMPARE(countEvents(document, u"tennyson.setup"_s), 1);
        QCOMPARE(countEvents(document, u"tennyson.end"_s), 1);
        QCOMPARE(countEvents(document, u"tennyson.card"_s), window.state().cardsPlayed);
        QVERIFY(window.headline().contains(u"win"_s) || window.headline().contains(u"drawn"_s));
        // Every card played is a line of the poem panel.
        const QString poem = window.poemText();
        for (const GameState::Played &p : window.state().played)
            QVERIFY(poem.contains(Deck::card(p.card).lineText()));
    }

    void hotSeatCoversTheHandAndMustPlayComesFirst()
    {
        Document document;
        document.dice()->setSeed(5);
        TennysonWindow window(&document);
        window.setComputerDelay(0);
        QString error;
        QVERIFY2(window.resume(saved(midGame({u"1.1"_s, u"3.4"_s, u"2.2"_s}),
                                     {u"person"_s, u"person"_s, u"sensible"_s, u"sensible"_s, u"sensible"_s}),
                               &error),
                 qPrintable(error));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.isHandCovered());
        QCOMPARE(window.headline(), u"Pass to the 4th Light Dragoons"_s);
        window.grab().save(u"/tmp/tennyson-cover.png"_s);

        auto *reveal = window.findChild<QPushButton *>(u"revealHand"_s);
        QVERIFY(reveal);
        QTest::mouseClick(reveal, Qt::LeftButton);
        QVERIFY(!window.isHandCovered());
        QList<TennysonCard *> cards = window.handCards();
        QCOMPARE(cards.size(), 3);
        window.grab().save(u"/tmp/tennyson-hand.png"_s);
        for (TennysonCard *c : cards)
            QCOMPARE(c->isEnabled(), c->card() == card("3.4"));
        // A click on a card that may not be played does nothing.
        QTest::mouseClick(cards[0], Qt::LeftButton);
        QCOMPARE(window.state().cardsPlayed, 0);
        TennysonCard *must = *std::find_if(cards.begin(), cards.end(), [](TennysonCard *c) { return c->isEnabled(); });
        QTest::mouseClick(must, Qt::LeftButton);
        QCOMPARE(window.state().cardsPlayed, 1);
        QCOMPARE(countEvents(document, u"tennyson.fire"_s), 5);
        // The next person may not see the 4th Light Dragoons' hand.
        QVERIFY(window.isHandCovered());
        QCOMPARE(window.headline(), u"Pass to the 8th Hussars"_s);
    }

    void choicesOnTheBoardAndWithButtons()
    {
        Document document;
        TennysonWindow window(&document);
        window.setComputerDelay(60000); // the computers wait; only the person's turn is tested
        GameState s = midGame({u"2.2"_s, u"5.3"_s, u"1.1"_s});
        s.position = {2, 6, 3, 4, 1};
        QVERIFY(window.resume(saved(s, {u"person"_s, u"random"_s, u"random"_s, u"random"_s, u"random"_s})));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(!window.isHandCovered()); // one person: no cover
        QTest::mouseClick(window.handCards().constFirst(), Qt::LeftButton);
        QCOMPARE(window.choiceButtons().size(), 5);
        QVERIFY(window.headline().contains(u"Was there a man dismay'd?"_s));
        // Click the 13th Light Dragoons in the valley.
        TennysonValley *valley = window.valley();
        QTest::mouseClick(valley, Qt::LeftButton, {}, valley->tokenRect(3).center().toPoint());
        QCOMPARE(window.state().position[3], 3);
        QVERIFY(window.choiceButtons().isEmpty());

        // The removal card, answered with a button.
        GameState t = midGame({u"5.3"_s, u"1.1"_s, u"1.2"_s});
        t.cossacks = 0;
        QVERIFY(window.resume(saved(t, {u"person"_s, u"random"_s, u"random"_s, u"random"_s, u"random"_s})));
        QTest::mouseClick(window.handCards().constFirst(), Qt::LeftButton);
        const QList<QPushButton *> buttons = window.choiceButtons();
        QCOMPARE(buttons.size(), 2);
        QPushButton *cossacks = *std::find_if(buttons.begin(), buttons.end(),
                                              [](QPushButton *b) { return b->property("option").toInt() == Board::kCossacks; });
        QTest::mouseClick(cossacks, Qt::LeftButton);
        QCOMPARE(window.state().cossacks, -1);
        QCOMPARE(window.state().battery[Board::Frontal1], Board::kStartBattery);
    }

    void saveAndResume()
    {
        Document document;
        document.dice()->setSeed(8);
        TennysonWindow window(&document);
        window.setComputerDelay(0);
        TennysonSeats seats;
        seats.fill(TennysonSeat::Random);
        seats[2] = TennysonSeat::Person;
        QVERIFY(window.newGame(seats, {}, 11));
        QTRY_VERIFY(window.state().current == 2 || window.state().phase == GameState::Phase::Over);
        const QJsonObject state = window.saveState();

        Document other;
        TennysonWindow resumed(&other);
        QVERIFY(resumed.resume(state));
        QCOMPARE(resumed.state().toJson(), window.state().toJson());
        QCOMPARE(resumed.seats(), seats);

        QJsonObject newer = state;
        newer.insert(u"version"_s, 99);
        QString error;
        QVERIFY(!resumed.resume(newer, &error));
        QVERIFY(error.contains(u"newer"_s));
        QCOMPARE(resumed.state().toJson(), window.state().toJson()); // unchanged
    }

    void savedInTheCampaignFile()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(u"charge.vedette"_s);
        Document document;
        document.dice()->setSeed(9);
        TennysonWindow window(&document);
        window.setComputerDelay(0);
        QSignalSpy changed(&window, &TennysonWindow::gameChanged);
        TennysonSeats seats;
        seats.fill(TennysonSeat::Sensible);
        seats[0] = TennysonSeat::Person;
        QVERIFY(window.newGame(seats, {}, 21));
        QTRY_VERIFY(window.state().current == 0 || window.state().phase == GameState::Phase::Over);
        QVERIFY(changed.count() >= 1);
        {
            vedette::store::CampaignStore store;
            QVERIFY2(store.create(path, u"Balaclava"_s), qPrintable(store.errorString()));
            const std::optional<qint64> id = store.saveGame(window.campaignRecord());
            QVERIFY2(id.has_value(), qPrintable(store.errorString()));
            window.setCampaignRecordId(*id);
        }
        vedette::store::CampaignStore reopened;
        QVERIFY2(reopened.open(path), qPrintable(reopened.errorString()));
        const QList<vedette::store::GameState> games = reopened.games(u"tennyson"_s);
        QCOMPARE(games.size(), 1);
        Document other;
        TennysonWindow resumed(&other);
        QVERIFY(resumed.resumeRecord(games.constFirst()));
        QCOMPARE(resumed.state().toJson(), window.state().toJson());
        QCOMPARE(resumed.campaignRecord().id, games.constFirst().id);
        QCOMPARE(resumed.seats(), seats);
    }

    void autosavedInTheOpenCampaign()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(u"autosave.vedette"_s);
        {
            vedette::store::CampaignStore store;
            QVERIFY2(store.create(path, u"Balaclava"_s), qPrintable(store.errorString()));
        }
        Document document;
        document.dice()->setSeed(9);
        {
            // No campaign open: nothing is saved, nothing fails.
            TennysonWindow loose(&document);
            loose.setComputerDelay(0);
            TennysonSeats seats;
            seats.fill(TennysonSeat::Sensible);
            QVERIFY(loose.newGame(seats, {}, 5));
            QCOMPARE(loose.campaignRecord().id, qint64(0));
        }
        QVERIFY2(document.campaign()->open(path), qPrintable(document.campaign()->errorString()));
        QVERIFY(!document.campaign()->unfinishedGame(u"tennyson"_s));
        TennysonWindow window(&document);
        window.setComputerDelay(0);
        TennysonSeats seats;
        seats.fill(TennysonSeat::Sensible);
        seats[0] = TennysonSeat::Person;
        QVERIFY(window.newGame(seats, {}, 21));
        QTRY_VERIFY(window.state().current == 0 || window.state().phase == GameState::Phase::Over);
        // Every change replaces the one saved record.
        const QList<vedette::store::GameState> games = document.campaign()->store()->games(u"tennyson"_s);
        QCOMPARE(games.size(), 1);
        QVERIFY(window.campaignRecord().id != 0);
        QCOMPARE(games.constFirst().id, window.campaignRecord().id);
        QCOMPARE(games.constFirst().state, window.saveState());
        if (window.state().phase != GameState::Phase::Over) {
            const std::optional<vedette::store::GameState> open = document.campaign()->unfinishedGame(u"tennyson"_s);
            QVERIFY(open);
            Document other;
            TennysonWindow resumed(&other);
            QVERIFY(resumed.resumeRecord(*open));
            QCOMPARE(resumed.state().toJson(), window.state().toJson());
        }
    }

    void soloGamesMenuOpensIt()
    {
        MainWindow main;
        QAction *action = main.findChild<QAction *>(u"actionTennyson"_s);
        QVERIFY(action);
        QVERIFY(main.menu(MainWindow::Menu::SoloGames)->actions().contains(action));
    }

    // A picture of the table in the middle of a game, for the README and for the eye.
    void screenshot()
    {
        Document document;
        document.dice()->setSeed(2026);
        TennysonWindow window(&document);
        window.setComputerDelay(0);
        GameState s = midGame({u"4.2"_s, u"3.6"_s, u"6.2"_s});
        s.position = {9, 11, 6, 13, 0};
        s.stands = {5, 3, 6, 2, 0};
        s.standsLost = {1, 3, 0, 4, 6};
        s.outOfPlay.append(std::exchange(s.hands[4], {}));
        s.battery[Board::Frontal2] = card("3.3");
        s.battery[Board::Right3] = card("3.1");
        s.battery[Board::Left4] = card("3.2");
        for (const char *id : {"3.3", "3.1", "3.2"})
            s.deck.removeOne(card(id));
        s.cossacks = 6;
        const QList<std::pair<const char *, int>> poem{{"1.1", 0}, {"1.3", 1}, {"1.4", 2}, {"3.3", 3}, {"2.3", 4}, {"1.6", 0},
                                                       {"3.1", 1}, {"4.8", 2}, {"3.2", 3}, {"2.8", 4}, {"4.7", 0}};
        for (const auto &[id, regiment] : poem)
            s.played.append({card(id), regiment});
        s.cardsPlayed = int(poem.size());
        QVERIFY(window.resume(saved(s, {u"person"_s, u"sensible"_s, u"sensible"_s, u"sensible"_s, u"sensible"_s})));
        window.resize(1560, 940);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTest::mouseClick(window.handCards().constFirst(), Qt::LeftButton); // 4.2: fire on a regiment
        QCOMPARE(window.choiceButtons().size(), 4);
        QVERIFY(window.grab().save(u"/tmp/tennyson.png"_s));
    }
};

QTEST_MAIN(TestTennysonWindow)
#include "test_tennysonwindow.moc"

#include "rules/tennyson/deck.h"
#include "rules/tennyson/game.h"
#include "rules/tennyson/randomplayer.h"
#include "rules/tennyson/sensibleplayer.h"
#include "rules/tennyson/simulation.h"

#include "dice/seededdicesource.h"
#include "journal/journalevent.h"

#include <QJsonArray>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace vedette::rules::tennyson;

class TestTennysonSimulation : public QObject
{
    Q_OBJECT

private slots:
    void sameSeedSameFigures()
    {
        const auto a = Simulation::run(100, 5, {u"random"_s});
        const auto b = Simulation::run(100, 5, {u"random"_s});
        QCOMPARE(a.toJson(), b.toJson());
        const auto c = Simulation::run(100, 6, {u"random"_s});
        QVERIFY(a.toJson() != c.toJson());
    }

    // Golden figures: a change to the rules, the deck or the players shows up here.
    void goldenFigures_data()
    {
        QTest::addColumn<QString>("players");
        QTest::addColumn<QList<int>>("wins");
        QTest::addColumn<int>("russians");
        QTest::addColumn<int>("draws");
        QTest::addColumn<qint64>("cards");
        QTest::addColumn<qint64>("standsLost");
        QTest::newRow("random") << u"random"_s << QList<int>{40, 30, 41, 47, 38} << 4 << 0 << qint64(10749) << qint64(3634);
        QTest::newRow("sensible") << u"sensible"_s << QList<int>{23, 24, 32, 25, 27} << 69 << 0 << qint64(18292) << qint64(6241);
    }

    void goldenFigures()
    {
        QFETCH(QString, players);
        QFETCH(QList<int>, wins);
        QFETCH(int, russians);
        QFETCH(int, draws);
        QFETCH(qint64, cards);
        QFETCH(qint64, standsLost);
        const auto result = Simulation::run(200, 1, players.split(u','));
        QCOMPARE(QList<int>(result.wins.begin(), result.wins.end()), wins);
        QCOMPARE(result.russians, russians);
        QCOMPARE(result.draws, draws);
        QCOMPARE(result.cardsPlayed, cards);
        QCOMPARE(result.standsLost, standsLost);
    }

    // Whichever regiment it plays, the sensible player wins clearly more often
    // than the one game in five of a random player.
    void sensibleBeatsRandom_data()
    {
        QTest::addColumn<int>("seat");
        for (int r = 0; r < Regiment::kCount; ++r)
            QTest::newRow(qPrintable(Regiment::id(r))) << r;
    }

    void sensibleBeatsRandom()
    {
        QFETCH(int, seat);
        QStringList players(Regiment::kCount, u"random"_s);
        players[seat] = u"sensible"_s;
        const int games = 600;
        const auto result = Simulation::run(games, 11, players);
        const int sensible = result.wins[static_cast<std::size_t>(seat)];
        QVERIFY2(sensible > games * 3 / 10, qPrintable(u"sensible won %1 of %2"_s.arg(sensible).arg(games)));
        for (int r = 0; r < Regiment::kCount; ++r) {
            if (r != seat)
                QVERIFY(result.wins[static_cast<std::size_t>(r)] < sensible);
        }
    }

    void randomPlayerPicksUniformly()
    {
        RandomPlayer player(3);
        Decision d;
        d.kind = Decision::Kind::RetireRegiment;
        d.options = {0, 1, 2, 3, 4};
        QList<int> counts(5, 0);
        GameState s;
        for (int i = 0; i < 5000; ++i)
            counts[player.choose(s, d)]++;
        for (int n : counts)
            QVERIFY2(n > 900 && n < 1100, qPrintable(QString::number(n)));
    }

    void sensibleChoices_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QList<int>>("positions");
        QTest::addColumn<int>("expected");
        QTest::newRow("retire the leader") << u"2.2"_s << QList<int>{5, 3, 12, 4, 6} << 2;
        QTest::newRow("fire on the leader") << u"4.2"_s << QList<int>{5, 9, 3, 4, 6} << 1;
    }

    void sensibleChoices()
    {
        QFETCH(QString, card);
        QFETCH(QList<int>, positions);
        QFETCH(int, expected);
        GameState s;
        for (int r = 0; r < 5; ++r)
            s.position[static_cast<std::size_t>(r)] = positions[r];
        s.battery[Board::Frontal1] = Board::kStartBattery;
        SensiblePlayer player;
        const Decision d = Game::choiceFor(s, Deck::indexOf(card), 0);
        QCOMPARE(player.choose(s, d), expected);
    }

    void sensibleTakesTheWinAndAvoidsHandingItOver()
    {
        GameState s;
        s.battery[Board::Frontal1] = Board::kStartBattery;
        s.position = {14, 15, 0, 0, 0};
        s.hands[0] = {Deck::indexOf(u"1.4"), Deck::indexOf(u"1.3"), Deck::indexOf(u"2.6")};
        SensiblePlayer player;
        Decision d;
        d.kind = Decision::Kind::PlayCard;
        d.player = 0;
        d.options = s.hands[0];
        // 1.3 takes the 4th Light Dragoons to the guns; 1.4 would take the 8th Hussars there too late.
        QCOMPARE(player.choose(s, d), Deck::indexOf(u"1.3"));
        s.position[0] = 10;
        d.options = {Deck::indexOf(u"1.4"), Deck::indexOf(u"2.6")};
        QCOMPARE(player.choose(s, d), Deck::indexOf(u"2.6"));
    }

    void simulationEmitsNoEventsButTheAppGetsThem()
    {
        vedette::dice::SeededDiceSource dice(4);
        vedette::journal::EventList events;
        Game game(dice, &events);
        game.setUp(Settings{}, 4);
        RandomPlayer player(4);
        while (!game.isOver())
            game.decide(player.choose(game.state(), game.decision()));
        QVERIFY(events.events().size() > game.state().cardsPlayed);
        QCOMPARE(events.events().constLast().kind, u"tennyson.end"_s);
        QVERIFY(game.state().cardsAccountedFor());
    }

    void jsonFigures()
    {
        const auto result = Simulation::run(20, 2, {u"sensible"_s, u"random"_s, u"random"_s, u"random"_s, u"random"_s});
        const QJsonObject json = result.toJson();
        QCOMPARE(json.value(u"games"_s).toInt(), 20);
        QCOMPARE(json.value(u"regiments"_s).toArray().size(), 5);
        double total = json.value(u"russians"_s).toObject().value(u"winRate"_s).toDouble()
                       + json.value(u"draws"_s).toObject().value(u"rate"_s).toDouble();
        for (const QJsonValue &r : json.value(u"regiments"_s).toArray())
            total += r.toObject().value(u"winRate"_s).toDouble();
        QCOMPARE(total, 1.0);
        QVERIFY(json.value(u"meanCardsPlayed"_s).toDouble() > 0);
        QVERIFY(json.value(u"meanStandsLost"_s).toDouble() > 0);
        QVERIFY(!Simulation::validPlayers({u"clever"_s}));
        QVERIFY(!Simulation::validPlayers({u"random"_s, u"random"_s}));
        // The window's end-of-game figures: reshuffles and batteries; glory
        // points only in the glory game.
        QVERIFY(json.contains(u"meanReshuffles"_s));
        QCOMPARE(json.value(u"reshuffles"_s).toInteger(), result.reshuffles);
        QVERIFY(json.value(u"meanBatteriesOnTable"_s).toDouble() >= 0.0);
        QVERIFY(!json.value(u"regiments"_s).toArray().first().toObject().contains(u"meanGloryPoints"_s));
    }

    // The glory game plays through two reshuffles (unless the brigade is
    // destroyed first), so reshuffles per game lie in (0, 2]; each game
    // counts its own, and a progress report comes every 1,000 games.
    void reshufflesPerGame()
    {
        Settings glory;
        glory.victory = VictoryMode::Glory;
        QList<int> reports;
        const auto result = Simulation::run(2000, 3, {u"random"_s}, glory, [&](int played) { reports.append(played); });
        QCOMPARE(reports, (QList<int>{1000, 2000}));
        const QJsonObject json = result.toJson();
        const double mean = json.value(u"meanReshuffles"_s).toDouble();
        QVERIFY2(mean > 0.0 && mean <= 2.0, qPrintable(QString::number(mean)));
        qint64 sum = 0;
        for (int g = 0; g < 5; ++g) {
            Simulation::Result one;
            Simulation::playOne(std::uint64_t(100 + g), {u"random"_s}, glory, one);
            QVERIFY(one.reshuffles >= 0 && one.reshuffles <= 2);
            sum += one.reshuffles;
        }
        Simulation::Result five;
        for (int g = 0; g < 5; ++g)
            Simulation::playOne(std::uint64_t(100 + g), {u"random"_s}, glory, five);
        QCOMPARE(five.reshuffles, sum);
        QVERIFY(json.value(u"regiments"_s).toArray().first().toObject().contains(u"meanGloryPoints"_s));
    }
};

QTEST_GUILESS_MAIN(TestTennysonSimulation)
#include "test_tennysonsimulation.moc"

#include "rules/tennyson/deck.h"
#include "rules/tennyson/game.h"
#include "rules/tennyson/gamestate.h"

#include "dice/scripteddicesource.h"
#include "journal/journalevent.h"

#include <QJsonArray>
#include <QTest>

#include <functional>

#include <algorithm>
#include <stdexcept>

using namespace Qt::StringLiterals;
using namespace vedette::rules::tennyson;
using vedette::dice::ScriptedDiceSource;
using vedette::journal::EventList;

namespace {

int card(const char *id)
{
    const int index = Deck::indexOf(QString::fromLatin1(id));
    Q_ASSERT(index >= 0);
    return index;
}

QList<int> cards(const QStringList &ids)
{
    QList<int> result;
    for (const QString &id : ids)
        result.append(Deck::indexOf(id));
    return result;
}

std::array<int, 5> five(const QList<int> &values)
{
    std::array<int, 5> a{};
    for (int i = 0; i < 5; ++i)
        a[static_cast<std::size_t>(i)] = values.at(i);
    return a;
}

QList<int> list(const std::array<int, 5> &a)
{
    return QList<int>(a.begin(), a.end());
}

// A game in progress: `hand` for the current player, three fillers for the
// others, the rest of the deck in poem order; one frontal battery.
GameState table(const QStringList &hand, int current = 0)
{
    GameState s;
    s.phase = GameState::Phase::PlayCard;
    s.current = current;
    s.firstPlayer = current;
    s.battery[Board::Frontal1] = Board::kStartBattery;
    QList<int> rest;
    for (int c = 0; c < Deck::kSize; ++c)
        rest.append(c);
    for (int c : cards(hand)) {
        s.hands[static_cast<std::size_t>(current)].append(c);
        rest.removeOne(c);
    }
    for (int r = 0; r < 5; ++r) {
        if (r == current)
            continue;
        for (int k = 0; k < 3; ++k) {
            // Fillers that are not must-play, so they never get in the way.
            auto it = std::find_if(rest.begin(), rest.end(), [](int c) { return !Deck::card(c).mustPlay; });
            s.hands[static_cast<std::size_t>(r)].append(*it);
            rest.erase(it);
        }
    }
    s.deck = rest;
    return s;
}

QStringList fillersFor(const QString &id)
{
    QStringList hand{id};
    for (const QString &f : {u"6.3"_s, u"4.5"_s, u"4.3"_s}) {
        if (f != id && hand.size() < 3)
            hand.append(f);
    }
    return hand;
}

} // namespace

class TestTennysonGame : public QObject
{
    Q_OBJECT

private slots:
    // Each card effect with a scripted deck and scripted dice; the 4th Light Dragoons play.
    void effects_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QList<int>>("positions");
        QTest::addColumn<QList<int>>("stands");
        QTest::addColumn<QList<int>>("batteries"); // occupied slots
        QTest::addColumn<QList<int>>("dice");
        QTest::addColumn<int>("choice");
        QTest::addColumn<QList<int>>("expectedPositions");
        QTest::addColumn<QList<int>>("expectedStands");

        const QList<int> full{6, 6, 6, 6, 6};
        const QList<int> start{0, 0, 0, 0, 0};
        const QList<int> one{Board::Frontal1};
        QTest::newRow("1.1 advance half a league") << u"1.1"_s << start << full << one << QList<int>{} << -1 << QList<int>{1, 0, 0, 0, 0} << full;
        QTest::newRow("1.3 advance a league") << u"1.3"_s << QList<int>{3, 0, 0, 0, 0} << full << one << QList<int>{} << -1 << QList<int>{5, 0, 0, 0, 0} << full;
        QTest::newRow("1.4 all advance, not the destroyed") << u"1.4"_s << QList<int>{2, 0, 5, 7, 1} << QList<int>{6, 6, 0, 6, 6} << one << QList<int>{} << -1
                                                            << QList<int>{3, 1, 5, 8, 2} << QList<int>{6, 6, 0, 6, 6};
        QTest::newRow("2.1 all advance a league") << u"2.1"_s << start << full << one << QList<int>{} << -1 << QList<int>{2, 2, 2, 2, 2} << full;
        QTest::newRow("2.3 take fire: 1 battery, rolled 1 hits") << u"2.3"_s << start << full << one << QList<int>{1} << -1 << QList<int>{1, 0, 0, 0, 0} << QList<int>{5, 6, 6, 6, 6};
        QTest::newRow("2.3 take fire: 1 battery, rolled 2 misses") << u"2.3"_s << start << full << one << QList<int>{2} << -1 << QList<int>{1, 0, 0, 0, 0} << full;
        QTest::newRow("1.8 flank battery covers sector 3") << u"1.8"_s << QList<int>{8, 0, 0, 0, 0} << full << QList<int>{Board::Frontal1, Board::Right3} << QList<int>{2} << -1
                                                           << QList<int>{10, 0, 0, 0, 0} << QList<int>{5, 6, 6, 6, 6};
        QTest::newRow("4.7 flank batteries do not reach sector 2") << u"4.7"_s << QList<int>{4, 0, 0, 0, 0} << full << QList<int>{Board::Frontal1, Board::Right3, Board::Left4}
                                                                   << QList<int>{2} << -1 << QList<int>{6, 0, 0, 0, 0} << full;
        const QList<int> all{Board::Frontal1, Board::Frontal2, Board::Frontal3, Board::Right3, Board::Right4, Board::Left3, Board::Left4};
        QTest::newRow("5.7 five batteries, rolled 5 hits") << u"5.7"_s << QList<int>{12, 0, 0, 0, 0} << full << all << QList<int>{5} << -1
                                                           << QList<int>{13, 0, 0, 0, 0} << QList<int>{5, 6, 6, 6, 6};
        QTest::newRow("5.7 five batteries, rolled 6 misses") << u"5.7"_s << QList<int>{12, 0, 0, 0, 0} << full << all << QList<int>{6} << -1
                                                             << QList<int>{13, 0, 0, 0, 0} << full;
        QTest::newRow("2.5 no battery, no roll") << u"2.5"_s << start << full << QList<int>{} << QList<int>{} << -1 << QList<int>{1, 0, 0, 0, 0} << full;
        QTest::newRow("2.2 retire another regiment") << u"2.2"_s << QList<int>{3, 5, 0, 0, 0} << full << one << QList<int>{} << 1 << QList<int>{3, 4, 0, 0, 0} << full;
        QTest::newRow("2.4 retire one's own") << u"2.4"_s << QList<int>{3, 5, 0, 0, 0} << full << one << QList<int>{} << 0 << QList<int>{2, 5, 0, 0, 0} << full;
        QTest::newRow("4.9 retire a league, not behind the start") << u"4.9"_s << QList<int>{3, 1, 0, 0, 0} << full << one << QList<int>{} << 1
                                                                   << QList<int>{3, 0, 0, 0, 0} << full;
        QTest::newRow("2.7 lose half a squadron") << u"2.7"_s << start << full << one << QList<int>{} << -1 << start << QList<int>{5, 6, 6, 6, 6};
        QTest::newRow("6.1 regain") << u"6.1"_s << start << QList<int>{4, 6, 6, 6, 6} << one << QList<int>{} << -1 << start << QList<int>{5, 6, 6, 6, 6};
        QTest::newRow("6.4 regain never above six") << u"6.4"_s << start << full << one << QList<int>{} << -1 << start << full;
        QTest::newRow("6.6 all regain") << u"6.6"_s << start << QList<int>{5, 6, 3, 0, 1} << one << QList<int>{} << -1 << start << QList<int>{6, 6, 4, 0, 2};
        QTest::newRow("3.4 fire on all in turn order") << u"3.4"_s << start << full << one << QList<int>{0, 5, 1, 9, 3} << -1 << start << QList<int>{5, 6, 5, 6, 6};
        QTest::newRow("4.12 fire on all skips the destroyed") << u"4.12"_s << start << QList<int>{6, 0, 6, 6, 6} << one << QList<int>{0, 1, 2, 3} << -1 << start
                                                              << QList<int>{5, 0, 5, 6, 6};
        QTest::newRow("4.2 fire on a chosen regiment") << u"4.2"_s << start << full << one << QList<int>{0} << 3 << start << QList<int>{6, 6, 6, 5, 6};
    }

    void effects()
    {
        QFETCH(QString, id);
        QFETCH(QList<int>, positions);
        QFETCH(QList<int>, stands);
        QFETCH(QList<int>, batteries);
        QFETCH(QList<int>, dice);
        QFETCH(int, choice);
        QFETCH(QList<int>, expectedPositions);
        QFETCH(QList<int>, expectedStands);

        GameState s = table(fillersFor(id));
        s.position = five(positions);
        s.stands = five(stands);
        s.battery.fill(Board::kEmpty);
        for (int slot : batteries)
            s.battery[static_cast<std::size_t>(slot)] = Board::kStartBattery;
        for (int r = 1; r < 5; ++r) {
            if (s.stands[static_cast<std::size_t>(r)] == 0)
                s.outOfPlay.append(std::exchange(s.hands[static_cast<std::size_t>(r)], {}));
        }
        QVERIFY(s.cardsAccountedFor());
        ScriptedDiceSource source(dice);
        EventList events;
        Game game(s, source, &events);
        game.decide(Deck::indexOf(id));
        if (choice >= 0) {
            QCOMPARE(game.decision().kind == Decision::Kind::RetireRegiment || game.decision().kind == Decision::Kind::FireOnRegiment, true);
            game.decide(choice);
        }
        QCOMPARE(list(game.state().position), expectedPositions);
        QCOMPARE(list(game.state().stands), expectedStands);
        QCOMPARE(source.remaining(), qsizetype(0));
        QVERIFY(game.state().cardsAccountedFor());
        QCOMPARE(game.state().discard.constLast(), Deck::indexOf(id));
        QCOMPARE(game.state().hands[0].size(), 3); // drew a replacement
        // The turn passes to the next regiment still in the game.
        int next = 1;
        while (expectedStands.at(next) == 0)
            ++next;
        QCOMPARE(game.state().current, next);
        QVERIFY(!events.events().isEmpty());
        for (const auto &e : events.events()) {
            QVERIFY(e.kind.startsWith(u"tennyson."_s));
            QVERIFY(!e.summary.isEmpty());
        }
    }

    void fireOnAllFollowsTheRegimentOrder()
    {
        // The 13th Light Dragoons play it, but the 4th Light Dragoons are fired on first.
        ScriptedDiceSource source({0, 5, 5, 5, 1});
        GameState s = table({u"5.11"_s, u"1.1"_s, u"1.2"_s}, 3);
        Game game(s, source);
        game.decide(card("5.11"));
        QCOMPARE(list(game.state().stands), (QList<int>{5, 6, 6, 6, 5}));
        QCOMPARE(game.state().current, 4);
    }

    void mustPlayFirst()
    {
        ScriptedDiceSource source({7, 7, 7, 7, 7, 7, 7, 7, 7, 7});
        GameState s = table({u"1.1"_s, u"3.4"_s, u"5.4"_s});
        Game game(s, source);
        QCOMPARE(game.decision().kind, Decision::Kind::PlayCard);
        QCOMPARE(game.decision().options, cards({u"3.4"_s, u"5.4"_s}));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, game.decide(card("1.1")));
        QCOMPARE(game.state().hands[0].size(), 3);
        // The player chooses among several must-play cards.
        game.decide(card("5.4"));
        QCOMPARE(game.state().discard.constLast(), card("5.4"));
        QVERIFY(Game::playableCards(game.state(), 0).contains(card("3.4")));
        QVERIFY(!Game::playableCards(game.state(), 0).contains(card("1.1")));
    }

    void placementCardsLeaveAndRemovalReturnsThem()
    {
        ScriptedDiceSource source;
        Game game(table({u"3.1"_s, u"3.3"_s, u"5.3"_s}), source);
        // Right-hand cannon: the player chooses the free flank position.
        game.decide(card("3.1"));
        QCOMPARE(game.decision().kind, Decision::Kind::FlankPosition);
        QCOMPARE(game.decision().options, (QList<int>{Board::Right3, Board::Right4}));
        game.decide(Board::Right4);
        QCOMPARE(game.state().battery[Board::Right4], card("3.1"));
        QVERIFY(!game.state().discard.contains(card("3.1")));
        QVERIFY(game.state().cardsAccountedFor());

        GameState s = game.state();
        s.current = 0;
        Game second(s, source);
        // Frontal cannon: no choice, the next free frontal position.
        second.decide(card("3.3"));
        QCOMPARE(second.state().battery[Board::Frontal2], card("3.3"));
        QVERIFY(!second.state().discard.contains(card("3.3")));

        s = second.state();
        s.current = 0;
        Game third(s, source);
        third.decide(card("5.3"));
        QCOMPARE(third.decision().kind, Decision::Kind::Remove);
        QCOMPARE(third.decision().options, (QList<int>{Board::Frontal1, Board::Frontal2, Board::Right4}));
        third.decide(Board::Right4);
        QCOMPARE(third.state().battery[Board::Right4], Board::kEmpty);
        // The removal card and the removed battery's placement card go to the discard pile.
        QCOMPARE(third.state().discard.mid(third.state().discard.size() - 2), cards({u"5.3"_s, u"3.1"_s}));
        QVERIFY(third.state().cardsAccountedFor());
    }

    void removingTheStartBatteryReturnsNoCard()
    {
        ScriptedDiceSource source;
        Game game(table({u"5.3"_s, u"1.1"_s, u"1.2"_s}), source);
        game.decide(card("5.3"));
        // Only one thing on the table: no question asked.
        QCOMPARE(game.state().battery[Board::Frontal1], Board::kEmpty);
        QCOMPARE(game.state().discard, cards({u"5.3"_s}));
        QVERIFY(game.state().cardsAccountedFor());
    }

    void flankPlacementWithNoFreePositionDoesNothing()
    {
        ScriptedDiceSource source;
        GameState s = table({u"5.2"_s, u"1.1"_s, u"1.2"_s});
        s.battery[Board::Left3] = card("3.2");
        s.deck.removeOne(card("3.2"));
        s.battery[Board::Left4] = Board::kStartBattery;
        Game game(s, source);
        game.decide(card("5.2"));
        QCOMPARE(game.state().discard.constLast(), card("5.2"));
        QVERIFY(game.state().cardsAccountedFor());
    }

    void cossacksBlockRegain()
    {
        ScriptedDiceSource source;
        GameState s = table({u"4.8"_s, u"6.1"_s, u"6.6"_s});
        s.position = {5, 3, 8, 2, 7};
        s.stands = {4, 4, 4, 4, 4};
        Game game(s, source);
        game.decide(card("4.8"));
        // Half a band behind the rearmost regiment (13th Light Dragoons at band 2).
        QCOMPARE(game.state().cossacks, 2);
        QCOMPARE(game.state().toJson().value(u"cossacks"_s).toDouble(), 1.5);

        s = game.state();
        s.current = 0;
        s.position[3] = 1; // retired behind the Cossacks since
        Game all(s, source);
        all.decide(card("6.6"));
        // Only the regiment behind the Cossacks regains.
        QCOMPARE(list(all.state().stands), (QList<int>{4, 4, 4, 5, 4}));

        s = all.state();
        s.current = 0;
        Game own(s, source);
        own.decide(card("6.1"));
        QCOMPARE(own.state().stands[0], 4);
    }

    void cossacksOnTheStartLineBlockEveryRegain()
    {
        ScriptedDiceSource source;
        GameState s = table({u"6.6"_s, u"1.1"_s, u"1.2"_s});
        s.stands = {5, 5, 5, 5, 5};
        s.cossacks = 0;
        Game game(s, source);
        game.decide(card("6.6"));
        QCOMPARE(list(game.state().stands), (QList<int>{5, 5, 5, 5, 5}));
    }

    void placeCossacksAgainMovesThemAndRemovalTakesThemAway()
    {
        ScriptedDiceSource source;
        GameState s = table({u"4.8"_s, u"5.3"_s, u"1.1"_s});
        s.position = {6, 9, 7, 8, 10};
        s.cossacks = 1;
        Game game(s, source);
        game.decide(card("4.8"));
        QCOMPARE(game.state().cossacks, 6);
        s = game.state();
        s.current = 0;
        Game remove(s, source);
        remove.decide(card("5.3"));
        QCOMPARE(remove.decision().options, (QList<int>{Board::Frontal1, Board::kCossacks}));
        remove.decide(Board::kCossacks);
        QCOMPARE(remove.state().cossacks, -1);
        QCOMPARE(remove.state().battery[Board::Frontal1], Board::kStartBattery);
    }

    void reshuffleOnlyWhenADrawFindsTheDeckEmpty()
    {
        ScriptedDiceSource source;
        GameState s = table({u"1.1"_s, u"1.2"_s, u"1.3"_s});
        s.deck.swap(s.discard);
        s.shuffleSeed = 99;
        const QList<int> before = s.discard;
        Game game(s, source);
        game.decide(card("1.1"));
        const GameState &after = game.state();
        QCOMPARE(after.reshuffles, 1);
        QVERIFY(after.discard.isEmpty());
        // The played card was discarded before the draw, so it is in the new deck.
        QList<int> pool = after.deck;
        pool.append(after.hands[0].constLast());
        QList<int> expected = before;
        expected.append(card("1.1"));
        std::sort(pool.begin(), pool.end());
        std::sort(expected.begin(), expected.end());
        QCOMPARE(pool, expected);
        QVERIFY(after.deck != before.mid(1)); // actually shuffled
        QVERIFY(after.cardsAccountedFor());
        // The same seed shuffles the same way.
        QCOMPARE(Game::shuffled(before, 99, 1), Game::shuffled(before, 99, 1));
    }

    void victory_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("current");
        QTest::addColumn<QList<int>>("positions");
        QTest::addColumn<QList<int>>("stands");
        QTest::addColumn<QList<int>>("dice");
        QTest::addColumn<int>("outcome");
        QTest::addColumn<int>("winner");

        const QList<int> full{6, 6, 6, 6, 6};
        const int regiment = int(GameState::Outcome::Regiment);
        QTest::newRow("advance to the guns") << u"1.3"_s << 0 << QList<int>{14, 0, 0, 0, 0} << full << QList<int>{} << regiment << 0;
        QTest::newRow("several at the guns, the player among them") << u"1.6"_s << 2 << QList<int>{15, 14, 14, 0, 0} << full << QList<int>{} << regiment << 2;
        QTest::newRow("several at the guns, first after the player") << u"1.6"_s << 2 << QList<int>{15, 0, 10, 14, 0} << full << QList<int>{} << regiment << 3;
        QTest::newRow("order wraps round") << u"1.5"_s << 3 << QList<int>{15, 15, 0, 0, 0} << full << QList<int>{} << regiment << 0;
        QTest::newRow("at the guns but the last stand is lost") << u"2.3"_s << 0 << QList<int>{15, 3, 0, 0, 0} << QList<int>{1, 6, 6, 6, 6} << QList<int>{0}
                                                                << int(GameState::Outcome::None) << -1;
        QTest::newRow("at the guns and survives the fire") << u"2.3"_s << 0 << QList<int>{15, 3, 0, 0, 0} << QList<int>{1, 6, 6, 6, 6} << QList<int>{4}
                                                           << regiment << 0;
        QTest::newRow("last regiment lost: the Russians win") << u"2.7"_s << 0 << QList<int>{3, 0, 0, 0, 0} << QList<int>{1, 0, 0, 0, 0} << QList<int>{}
                                                              << int(GameState::Outcome::Russians) << -1;
    }

    void victory()
    {
        QFETCH(QString, id);
        QFETCH(int, current);
        QFETCH(QList<int>, positions);
        QFETCH(QList<int>, stands);
        QFETCH(QList<int>, dice);
        QFETCH(int, outcome);
        QFETCH(int, winner);

        GameState s = table(fillersFor(id), current);
        s.position = five(positions);
        s.stands = five(stands);
        for (int r = 0; r < 5; ++r) {
            if (s.stands[static_cast<std::size_t>(r)] == 0)
                s.outOfPlay.append(std::exchange(s.hands[static_cast<std::size_t>(r)], {}));
        }
        ScriptedDiceSource source(dice);
        EventList events;
        Game game(s, source, &events);
        game.decide(Deck::indexOf(id));
        QCOMPARE(int(game.state().outcome), outcome);
        QCOMPARE(game.state().winner, winner);
        QCOMPARE(game.isOver(), outcome != int(GameState::Outcome::None));
        QCOMPARE(game.decision().kind == Decision::Kind::None, game.isOver());
        if (game.isOver())
            QCOMPARE(events.events().constLast().kind, u"tennyson.end"_s);
    }

    void drawnAfterTheCardLimit()
    {
        ScriptedDiceSource source;
        GameState s = table({u"1.1"_s, u"1.2"_s, u"1.3"_s});
        s.settings.drawAfterCards = 3;
        s.cardsPlayed = 2;
        Game game(s, source);
        game.decide(card("1.1"));
        QCOMPARE(game.state().outcome, GameState::Outcome::Draw);
    }

    void gloryEndsAtTheSecondReshuffle()
    {
        ScriptedDiceSource source;
        GameState s = table({u"1.1"_s, u"1.2"_s, u"1.3"_s});
        s.settings.victory = VictoryMode::Glory;
        s.reshuffles = 1;
        s.deck.swap(s.discard);
        s.position = {16, 3, 0, 0, 0};
        s.reachedGuns = {true, false, false, false, false};
        s.stands = {2, 6, 0, 3, 6};
        s.outOfPlay.append(std::exchange(s.hands[2], {}));
        Game game(s, source);
        game.decide(card("1.1"));
        QVERIFY(game.isOver());
        QCOMPARE(game.state().reshuffles, 2);
        // 4LD: 2 + 3 = 5; 8H: 6; 17L: 6 — a tie at the top is a draw.
        QCOMPARE(game.state().outcome, GameState::Outcome::Draw);
        QCOMPARE(game.state().gloryPoints(0), 5);
        QCOMPARE(game.state().gloryPoints(2), 0);

        GameState t = s;
        t.stands[4] = 5;
        Game second(t, source);
        second.decide(card("1.1"));
        QCOMPARE(second.state().outcome, GameState::Outcome::Regiment);
        QCOMPARE(second.state().winner, 1);
    }

    void gloryGoesOnPastTheGuns()
    {
        ScriptedDiceSource source;
        GameState s = table({u"1.3"_s, u"1.2"_s, u"1.1"_s});
        s.settings.victory = VictoryMode::Glory;
        s.position[0] = 15;
        Game game(s, source);
        game.decide(card("1.3"));
        QVERIFY(!game.isOver());
        QVERIFY(game.state().reachedGuns[0]);
        QCOMPARE(game.state().gloryPoints(0), 9);
    }

    void destroyedRegimentLeavesWithItsHand()
    {
        ScriptedDiceSource source({0});
        GameState s = table({u"4.2"_s, u"1.1"_s, u"1.2"_s});
        s.stands[1] = 1;
        Game game(s, source);
        game.decide(card("4.2"));
        game.decide(1);
        QVERIFY(!game.state().alive(1));
        QVERIFY(game.state().hands[1].isEmpty());
        QCOMPARE(game.state().outOfPlay.size(), 3);
        QVERIFY(game.state().cardsAccountedFor());
        // The 8th Hussars take no more turns.
        QCOMPARE(game.state().current, 2);
        QVERIFY(!Game::choiceFor(game.state(), card("2.2"), 2).options.contains(1));
    }

    void unavailableDiceLeaveTheGameAsItWas()
    {
        ScriptedDiceSource source; // runs dry at once
        const GameState s = table({u"3.4"_s, u"1.1"_s, u"1.2"_s});
        Game game(s, source);
        QVERIFY_THROWS_EXCEPTION(vedette::dice::DiceUnavailable, game.decide(card("3.4")));
        QCOMPARE(game.state().toJson(), s.toJson());
        source.append({9, 9, 9, 9, 9});
        game.decide(card("3.4"));
        QCOMPARE(game.state().cardsPlayed, 1);
    }

    void setUpRollsTheFirstPlayerAndDeals()
    {
        ScriptedDiceSource source({6});
        EventList events;
        Game game(source, &events);
        game.setUp(Settings{}, 42);
        QCOMPARE(game.state().current, 2); // the extra face: 11th Hussars
        for (const auto &hand : game.state().hands)
            QCOMPARE(hand.size(), 3);
        QCOMPARE(game.state().deck.size(), 56 - 15);
        QCOMPARE(game.state().battery[Board::Frontal1], Board::kStartBattery);
        QCOMPARE(game.state().batteriesOnTable(), 1);
        QVERIFY(game.state().cardsAccountedFor());
        QCOMPARE(events.events().constFirst().kind, u"tennyson.first"_s);
        QCOMPARE(events.events().constFirst().rolls.size(), 1);
        QCOMPARE(events.events().constFirst().rolls.constFirst().faces(), QList<int>{6});
        // The deal starts with the first player.
        QCOMPARE(game.state().hands[2].constFirst(), Game::shuffled([] {
            QList<int> all;
            for (int c = 0; c < 56; ++c)
                all.append(c);
            return all;
        }(), 42, 0).constFirst());
    }

    void fireEventsCarryTheirRoll()
    {
        ScriptedDiceSource source({3});
        EventList events;
        GameState s = table({u"2.3"_s, u"1.1"_s, u"1.2"_s});
        s.battery[Board::Frontal2] = Board::kStartBattery;
        s.battery[Board::Frontal3] = Board::kStartBattery;
        Game game(s, source, &events);
        game.decide(card("2.3"));
        QCOMPARE(events.events().size(), 2);
        QCOMPARE(events.events()[0].kind, u"tennyson.card"_s);
        QVERIFY(events.events()[0].summary.contains(u"Not tho' the soldier knew"_s));
        QCOMPARE(events.events()[1].kind, u"tennyson.fire"_s);
        QCOMPARE(events.events()[1].rolls.constFirst().faces(), QList<int>{3});
        QVERIFY(events.events()[1].summary.contains(u"4 in 10"_s));
        QCOMPARE(game.state().stands[0], 5);
    }

    void saveAndResume()
    {
        ScriptedDiceSource source({1, 0, 3, 5, 7, 9, 2, 4, 6, 8, 1, 3, 5, 7, 9, 0, 2, 4, 6, 8, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0,
                                   1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0});
        Game game(source);
        game.setUp(Settings{}, 7);
        for (int i = 0; i < 12 && !game.isOver(); ++i)
            game.decide(game.decision().options.constLast());
        const QJsonObject saved = game.state().toJson();
        QString error;
        const std::optional<GameState> loaded = GameState::fromJson(saved, &error);
        QVERIFY2(loaded.has_value(), qPrintable(error));
        QCOMPARE(loaded->toJson(), saved);
        QCOMPARE(loaded->deck, game.state().deck);
        QCOMPARE(loaded->hands, game.state().hands);

        // A resumed game goes on exactly as the original.
        ScriptedDiceSource a({0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9});
        ScriptedDiceSource b({0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9});
        Game original(game.state(), a);
        Game resumed(*loaded, b);
        for (int i = 0; i < 4 && !original.isOver(); ++i) {
            original.decide(original.decision().options.constFirst());
            resumed.decide(resumed.decision().options.constFirst());
        }
        QCOMPARE(resumed.state().toJson(), original.state().toJson());
    }

    void refusesNewerAndDamagedSaves()
    {
        ScriptedDiceSource source({1});
        Game game(source);
        game.setUp(Settings{}, 7);
        QJsonObject newer = game.state().toJson();
        newer.insert(u"version"_s, GameState::kVersion + 1);
        QString error;
        QVERIFY(!GameState::fromJson(newer, &error));
        QVERIFY(error.contains(u"newer"_s));

        QJsonObject damaged = game.state().toJson();
        QJsonArray deck = damaged.value(u"deck"_s).toArray();
        deck.removeLast(); // a card lost
        damaged.insert(u"deck"_s, deck);
        QVERIFY(!GameState::fromJson(damaged, &error));
        QVERIFY(error.contains(u"damaged"_s));
        QVERIFY(!GameState::fromJson(QJsonObject{}, &error));
    }

    // Found by the fuzzer (issue 20): values of another type or out of what
    // the game reaches were read as a default or cast out of range.
    void refusesDamagedValues_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("message");
        const QString damaged = u"damaged"_s;
        QTest::newRow("regiment out of order") << u"regiments/2/id"_s << QJsonValue(u"17L"_s) << damaged;
        QTest::newRow("reached the guns as text") << u"regiments/1/reachedGuns"_s << QJsonValue(u"no"_s) << damaged;
        QTest::newRow("stands lost overflow") << u"regiments/1/standsLost"_s << QJsonValue(2147483647) << damaged;
        QTest::newRow("cossacks far away") << u"cossacks"_s << QJsonValue(1e300) << damaged;
        QTest::newRow("cossacks between bands") << u"cossacks"_s << QJsonValue(3.7) << damaged;
        QTest::newRow("cossacks as text") << u"cossacks"_s << QJsonValue(u"near"_s) << damaged;
        QTest::newRow("unknown outcome") << u"outcome"_s << QJsonValue(u"victory"_s) << damaged;
        QTest::newRow("unknown winner") << u"winner"_s << QJsonValue(u"2D"_s) << damaged;
        QTest::newRow("winner of an unfinished game") << u"winner"_s << QJsonValue(u"8H"_s) << damaged;
        QTest::newRow("cards played overflow") << u"cardsPlayed"_s << QJsonValue(2147483647) << damaged;
        QTest::newRow("reshuffles as text") << u"reshuffles"_s << QJsonValue(u"1"_s) << damaged;
        QTest::newRow("first player out of range") << u"firstPlayer"_s << QJsonValue(9) << damaged;
        QTest::newRow("seed with a sign") << u"shuffleSeed"_s << QJsonValue(u"+7"_s) << damaged;
        QTest::newRow("played not a list") << u"played"_s << QJsonValue(u"all"_s) << damaged;
        QTest::newRow("batteries not an object") << u"batteries"_s << QJsonValue(3) << damaged;
        QTest::newRow("pending card outside a choice") << u"pendingCard"_s << QJsonValue(u"1.1"_s) << damaged;
        QTest::newRow("draw after negative cards") << u"settings/drawAfterCards"_s << QJsonValue(-5) << u"draw"_s;
        QTest::newRow("draw after endless cards") << u"settings/drawAfterCards"_s << QJsonValue(1e9) << u"draw"_s;
        QTest::newRow("unknown victory") << u"settings/victory"_s << QJsonValue(u"most-flags"_s) << u"victory"_s;
    }
    void refusesDamagedValues()
    {
        QFETCH(QString, key);
        QFETCH(QJsonValue, value);
        QFETCH(QString, message);
        ScriptedDiceSource source({1, 0, 3, 5, 7, 9, 2, 4, 6, 8, 1, 3, 5, 7, 9, 0, 2, 4, 6, 8, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0,
                                   1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0});
        Game game(source);
        game.setUp(Settings{}, 7);
        // A few cards into the game, waiting for the next card to be played.
        for (int i = 0; i < 30 && !game.isOver() && (i < 4 || game.state().phase != GameState::Phase::PlayCard); ++i)
            game.decide(game.decision().options.constLast());
        QVERIFY(game.state().phase == GameState::Phase::PlayCard);
        const QJsonObject good = game.state().toJson();
        QString error;
        QVERIFY2(GameState::fromJson(good, &error), qPrintable(error));

        // Sets the value at a path such as "regiments/2/id".
        const std::function<QJsonValue(const QJsonValue &, QStringList)> set = [&](const QJsonValue &node, QStringList path) {
            const QString step = path.takeFirst();
            if (node.isArray()) {
                QJsonArray array = node.toArray();
                array[step.toInt()] = path.isEmpty() ? value : set(array[step.toInt()], path);
                return QJsonValue(array);
            }
            QJsonObject object = node.toObject();
            object[step] = path.isEmpty() ? value : set(object[step], path);
            return QJsonValue(object);
        };
        const QJsonObject bad = set(good, key.split(u'/')).toObject();
        QVERIFY(!GameState::fromJson(bad, &error));
        QVERIFY2(error.contains(message), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestTennysonGame)
#include "test_tennysongame.moc"

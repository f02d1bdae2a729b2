// Balagan's messengers: sent from a general, riding as horse in column
// (bad going included), once a bound in their side's movement phase with one
// 1-in-6 death roll for that bound, orders delivered on arrival. Dice are
// scripted.
#include "balagantable.h"

#include "dice/scripteddicesource.h"
#include "journal/journalevent.h"
#include "rules/balagan/battle.h"
#include "rules/balagan/movement.h"

#include <QLineF>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace vedette::rules::balagan;
using namespace vedette::rules::balagan::testing;
using namespace vedette::table;
using vedette::dice::ScriptedDiceSource;
using vedette::journal::EventList;

namespace {

// A red division of two brigades on Hold far to the right, a third brigade of
// another division, and its general standing at (100, 1000).
Scenario commandTable()
{
    Scenario scenario = emptyTable();
    for (const auto &[id, division, x] : {std::tuple{u"first"_s, u"div-1"_s, 1000.0},
                                          std::tuple{u"second"_s, u"div-1"_s, 1100.0},
                                          std::tuple{u"other"_s, u"div-2"_s, 1200.0}}) {
        Unit unit = makeUnit(id, u"red"_s, Arm::Foot, Formation::SingleLine, {x, 1000.0}, 0.0);
        unit.setDivisionId(division);
        unit.setOrder(Order::Hold);
        scenario.addUnit(unit);
    }
    General general;
    general.id = u"marlborough"_s;
    general.sideId = u"red"_s;
    general.name = u"Marlborough"_s;
    general.divisionId = u"div-1"_s;
    general.position = QPointF(100.0, 1000.0);
    scenario.addGeneral(general);
    return scenario;
}

// Red's bound, its morale tests taken: the movement phase in which red's
// messengers ride (docs/rules.md M-28).
void redsMovement(Battle &battle)
{
    battle.state().setUp = false;
    battle.state().sideIndex = 0;
    battle.state().phase = BoundPhase::Action;
}

// Both sides end their bounds and red's next bound reaches its movement
// phase (no unit is in combat, no army breaks: no die).
void nextRedBound(Battle &battle)
{
    ScriptedDiceSource none;
    EventList events;
    battle.endBound(none, events);
    battle.runMoralePhase(none, events);
    battle.endBound(none, events);
    battle.runMoralePhase(none, events);
    QCOMPARE(none.used(), 0);
}

double allowanceMm(const Scenario &scenario)
{
    return Length::fromPaces(movement::messengerAllowancePaces(), scenario.groundScale()).mm();
}

// The ride is found by halving, to a millionth of a millimetre.
bool near(QPointF a, QPointF b)
{
    return QLineF(a, b).length() < 1e-3;
}

} // namespace

class TestMessenger : public QObject
{
    Q_OBJECT

private slots:
    void reachPerBound_data()
    {
        QTest::addColumn<QString>("ground");
        QTest::addColumn<double>("targetX");
        QTest::addColumn<double>("expectedX");
        // From x = 100 along y = 1000; 2400p at 100p/cm is 240 mm.
        QTest::newRow("open ground, full allowance") << u"open"_s << 1000.0 << 340.0;
        QTest::newRow("target within reach") << u"open"_s << 300.0 << 300.0;
        QTest::newRow("exactly the allowance") << u"open"_s << 340.0 << 340.0;
        // 100 mm open, then marsh from x = 200 costing x4: 140 mm left buys 35.
        QTest::newRow("marsh costs four times") << u"marsh"_s << 1000.0 << 235.0;
        QTest::newRow("stops at impassable river") << u"river"_s << 1000.0 << 200.0;
    }

    void reachPerBound()
    {
        QFETCH(QString, ground);
        QFETCH(double, targetX);
        QFETCH(double, expectedX);
        Scenario scenario = emptyTable();
        QCOMPARE(allowanceMm(scenario), 240.0);
        if (ground != u"open"_s) {
            Terrain strip(u"strip"_s, ground == u"marsh"_s ? TerrainType::Marsh : TerrainType::River,
                          QPolygonF({{200, 900}, {240, 900}, {240, 1100}, {200, 1100}}));
            strip.setImpassable(ground == u"river"_s);
            scenario.addTerrain(strip);
        }
        const QPointF reached = movement::messengerReach(scenario, {100.0, 1000.0}, {targetX, 1000.0});
        QVERIFY2(qAbs(reached.x() - expectedX) < 1e-3, qPrintable(QString::number(reached.x())));
        QCOMPARE(reached.y(), 1000.0);
    }

    void sendStartsAtTheGeneral_data()
    {
        QTest::addColumn<QString>("where");
        QTest::addColumn<QString>("target");
        QTest::addColumn<bool>("sent");
        QTest::addColumn<QPointF>("start");
        QTest::newRow("general on the table") << u"placed"_s << u"first"_s << true << QPointF(100, 1000);
        QTest::newRow("general with a unit") << u"attached"_s << u"first"_s << true << QPointF(1200, 1000);
        QTest::newRow("general nowhere") << u"nowhere"_s << u"first"_s << false << QPointF();
        QTest::newRow("unknown target") << u"placed"_s << u"ghost"_s << false << QPointF();
        QTest::newRow("target of the enemy") << u"placed"_s << u"enemy"_s << false << QPointF();
    }

    void sendStartsAtTheGeneral()
    {
        QFETCH(QString, where);
        QFETCH(QString, target);
        QFETCH(bool, sent);
        QFETCH(QPointF, start);
        Scenario scenario = commandTable();
        scenario.addUnit(makeUnit(u"enemy"_s, u"blue"_s, Arm::Foot, Formation::SingleLine, {1000, 500}, 180.0));
        General general = *scenario.general(u"marlborough"_s);
        if (where != u"placed"_s)
            general.position.reset();
        if (where == u"attached"_s)
            general.attachedUnitId = u"other"_s;
        scenario.updateGeneral(general);
        Battle battle(scenario);
        EventList events;
        const QString id = battle.sendMessenger(u"marlborough"_s, target, Order::Advance, events);
        QCOMPARE(!id.isEmpty(), sent);
        QCOMPARE(battle.scenario().messengers().size(), sent ? 1 : 0);
        QCOMPARE(events.events().size(), sent ? 1 : 0);
        if (!sent)
            return;
        const Messenger *messenger = battle.scenario().messenger(id);
        QVERIFY(messenger);
        QCOMPARE(messenger->position, start);
        QCOMPARE(messenger->route, QList<QPointF>{start});
        QCOMPARE(messenger->order, Order::Advance);
        QCOMPARE(messenger->sideId, u"red"_s);
        QVERIFY(messenger->riding());
        QCOMPARE(events.events().first().kind, u"balagan.messenger-sent"_s);
    }

    // Once a bound, in red's movement phase, one death roll a bound: pressing
    // "Messengers ride" again in the same bound rides nobody and throws no die.
    void ridesToArrival()
    {
        Battle battle(commandTable());
        redsMovement(battle);
        EventList events;
        const QString id = battle.sendMessenger(u"marlborough"_s, u"first"_s, Order::Advance, events);
        // 900 mm to ride at 240 mm a bound: three full bounds, the fourth arrives.
        ScriptedDiceSource dice({4, 2, 6, 3});
        const QList<double> expectedX{340.0, 580.0, 820.0, 1000.0};
        for (int bound = 0; bound < 4; ++bound) {
            if (bound > 0)
                nextRedBound(battle);
            QVERIFY2(battle.messengersRefusal(u"red"_s).isEmpty(), qPrintable(battle.messengersRefusal(u"red"_s)));
            const QList<MessengerRide> rides = battle.rideMessengers(u"red"_s, dice, events);
            QCOMPARE(rides.size(), 1);
            QCOMPARE(rides.first().killed, false);
            QCOMPARE(rides.first().arrived, bound == 3);
            QCOMPARE(rides.first().roll, QList<int>({4, 2, 6, 3}).at(bound));
            QVERIFY(near(rides.first().to, QPointF(expectedX.at(bound), 1000.0)));
            QVERIFY(qAbs(rides.first().paces - (bound == 3 ? 1800.0 : 2400.0)) < 0.01);
            // The same bound again: he has ridden, no die, nothing moves.
            const int used = dice.used();
            const qsizetype logged = events.events().size();
            QVERIFY(battle.rideMessengers(u"red"_s, dice, events).isEmpty());
            QCOMPARE(dice.used(), used);
            QCOMPARE(events.events().size(), logged);
            QVERIFY(!battle.messengersRefusal(u"red"_s).isEmpty());
        }
        QCOMPARE(dice.remaining(), 0);
        const Messenger *messenger = battle.scenario().messenger(id);
        QVERIFY(messenger->delivered);
        QVERIFY(!messenger->riding());
        QCOMPARE(messenger->route.size(), 5);
        QVERIFY(near(messenger->route.last(), QPointF(1000.0, 1000.0)));
        // The division changes its orders; the other division does not.
        QCOMPARE(battle.scenario().unit(u"first"_s)->order(), Order::Advance);
        QCOMPARE(battle.scenario().unit(u"second"_s)->order(), Order::Advance);
        QCOMPARE(battle.scenario().unit(u"other"_s)->order(), Order::Hold);
        QCOMPARE(events.events().last().kind, u"balagan.orders"_s);
        // A delivered messenger rides no more: no die is asked for.
        nextRedBound(battle);
        QVERIFY(battle.rideMessengers(u"red"_s, dice, events).isEmpty());
        QVERIFY(battle.rideMessengers(u"blue"_s, dice, events).isEmpty());
    }

    // A messenger rides only in his side's movement phase: not in the
    // set-up, not before the morale tests, not in the enemy's bound.
    void ridesInHisSidesMovement_data()
    {
        QTest::addColumn<bool>("setUp");
        QTest::addColumn<int>("side");
        QTest::addColumn<int>("phase");
        QTest::addColumn<bool>("rides");
        QTest::addColumn<QString>("why");
        const int morale = int(BoundPhase::Morale);
        const int action = int(BoundPhase::Action);
        QTest::newRow("red's movement") << false << 0 << action << true << QString();
        QTest::newRow("set-up") << true << 0 << morale << false << u"set up"_s;
        QTest::newRow("red's morale tests") << false << 0 << morale << false << u"morale"_s;
        QTest::newRow("blue's bound") << false << 1 << action << false << u"Blue"_s;
        QTest::newRow("battle over") << false << 0 << int(BoundPhase::Over) << false << u"over"_s;
    }
    void ridesInHisSidesMovement()
    {
        QFETCH(bool, setUp);
        QFETCH(int, side);
        QFETCH(int, phase);
        QFETCH(bool, rides);
        QFETCH(QString, why);
        Battle battle(commandTable());
        EventList events;
        const QString id = battle.sendMessenger(u"marlborough"_s, u"first"_s, Order::Advance, events);
        battle.state().setUp = setUp;
        battle.state().sideIndex = side;
        battle.state().phase = BoundPhase(phase);
        const QString refusal = battle.messengersRefusal(u"red"_s);
        QCOMPARE(refusal.isEmpty(), rides);
        QVERIFY2(refusal.contains(why), qPrintable(refusal));
        ScriptedDiceSource dice({4});
        const MessengerRide ride = battle.advanceMessenger(id, dice, events);
        QCOMPARE(dice.used(), rides ? 1 : 0);
        QCOMPARE(ride.refusal, refusal);
        QCOMPARE(battle.scenario().messenger(id)->route.size(), rides ? 2 : 1);
    }

    void deathRoll_data()
    {
        QTest::addColumn<int>("roll");
        QTest::addColumn<bool>("killed");
        for (int face = 1; face <= 6; ++face)
            QTest::newRow(qPrintable(u"roll %1"_s.arg(face))) << face << (face == 1);
    }

    void deathRoll()
    {
        QFETCH(int, roll);
        QFETCH(bool, killed);
        Battle battle(commandTable());
        redsMovement(battle);
        EventList events;
        const QString id = battle.sendMessenger(u"marlborough"_s, u"first"_s, Order::Retreat, events);
        ScriptedDiceSource dice({roll});
        const MessengerRide ride = battle.advanceMessenger(id, dice, events);
        QCOMPARE(ride.roll, roll);
        QCOMPARE(ride.killed, killed);
        const Messenger *messenger = battle.scenario().messenger(id);
        QCOMPARE(messenger->killed, killed);
        // Killed where he stood; alive he rode his full allowance.
        QVERIFY(near(messenger->position, killed ? QPointF(100.0, 1000.0) : QPointF(340.0, 1000.0)));
        QCOMPARE(messenger->route.size(), killed ? 1 : 2);
        QCOMPARE(battle.scenario().unit(u"first"_s)->order(), Order::Hold);
        QCOMPARE(events.events().at(1).kind, u"balagan.messenger"_s);
        QCOMPARE(events.events().at(1).rolls.first().faces(), QList<int>{roll});
        if (killed)
            QVERIFY(battle.rideMessengers(u"red"_s, dice, events).isEmpty());
    }

    void targetGoneStandsDown()
    {
        Battle battle(commandTable());
        redsMovement(battle);
        EventList events;
        const QString id = battle.sendMessenger(u"marlborough"_s, u"first"_s, Order::Advance, events);
        battle.scenario().removeUnit(u"first"_s);
        ScriptedDiceSource dice;
        const MessengerRide ride = battle.advanceMessenger(id, dice, events);
        QVERIFY(!ride.arrived);
        QCOMPARE(battle.scenario().messenger(id), nullptr);
        QCOMPARE(dice.used(), 0);
        QCOMPARE(events.events().last().kind, u"balagan.messenger"_s);
    }
};

QTEST_GUILESS_MAIN(TestMessenger)
#include "test_messenger.moc"

#include "balagantable.h"

#include "rules/balagan/battle.h"
#include "rules/balagan/combatanalysis.h"
#include "rules/balagan/movement.h"

#include "dice/scripteddicesource.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace vedette::table;
using namespace vedette::rules::balagan;
using namespace vedette::rules::balagan::testing;
using vedette::dice::ScriptedDiceSource;
using vedette::journal::EventList;

Q_DECLARE_METATYPE(vedette::table::Arm)
Q_DECLARE_METATYPE(vedette::table::Formation)

namespace {

// Blue foot in line at (1000, 1000) facing up; red foot in line 100p ahead
// facing down: each is under the other's fire.
Scenario skirmish()
{
    Scenario scenario = emptyTable();
    scenario.addUnit(makeUnit(u"blue-foot"_s, u"blue"_s, Arm::Foot, Formation::SingleLine, {1000, 1000}, 0.0));
    scenario.addUnit(makeUnit(u"red-foot"_s, u"red"_s, Arm::Foot, Formation::SingleLine, {1000, 970}, 180.0));
    return scenario;
}

QStringList summaries(const EventList &events)
{
    QStringList lines;
    for (const auto &event : events.events())
        lines.append(u"%1 | %2"_s.arg(event.kind, event.summary));
    return lines;
}

} // namespace

class TestBalaganBound : public QObject
{
    Q_OBJECT

private slots:
    void moraleAndRout_data()
    {
        QTest::addColumn<Arm>("arm");
        QTest::addColumn<Formation>("formation");
        QTest::addColumn<int>("counters");
        QTest::addColumn<int>("roll");
        QTest::addColumn<bool>("failed");
        QTest::addColumn<bool>("routed");
        // Alone on the table: unsupported (-1); dragoons another -1; column -1.
        QTest::newRow("foot 5-1=4 passes") << Arm::Foot << Formation::SingleLine << 0 << 5 << false << false;
        QTest::newRow("foot 4-1=3 fails") << Arm::Foot << Formation::SingleLine << 0 << 4 << true << false;
        QTest::newRow("foot 3rd counter stays") << Arm::Foot << Formation::SingleLine << 2 << 2 << true << false;
        QTest::newRow("foot 4th counter routs") << Arm::Foot << Formation::SingleLine << 3 << 2 << true << true;
        QTest::newRow("foot 4th counter passes") << Arm::Foot << Formation::SingleLine << 3 << 6 << false << false;
        QTest::newRow("horse 1st counter stays") << Arm::Horse << Formation::SingleLine << 0 << 3 << true << false;
        QTest::newRow("horse 2nd counter routs") << Arm::Horse << Formation::SingleLine << 1 << 3 << true << true;
        QTest::newRow("dragoons 6-2=4 passes") << Arm::Dragoons << Formation::SingleLine << 1 << 6 << false << false;
        QTest::newRow("dragoons 2nd counter routs") << Arm::Dragoons << Formation::SingleLine << 1 << 5 << true << true;
        QTest::newRow("artillery 2nd counter routs") << Arm::Artillery << Formation::Limbered << 1 << 5 << true << true;
    }
    void moraleAndRout()
    {
        QFETCH(Arm, arm);
        QFETCH(Formation, formation);
        QFETCH(int, counters);
        QFETCH(int, roll);
        QFETCH(bool, failed);
        QFETCH(bool, routed);
        Scenario scenario = emptyTable();
        Unit unit = makeUnit(u"unit"_s, u"red"_s, arm, formation, {1000, 1000}, 0.0);
        unit.setMoraleCounters(counters);
        scenario.addUnit(unit);
        Battle battle(scenario);
        ScriptedDiceSource dice({roll});
        EventList events;
        const MoraleResult result = battle.testMorale(u"unit"_s, dice, events);
        QCOMPARE(result.roll, roll);
        QCOMPARE(result.failed, failed);
        QCOMPARE(result.routed, routed);
        QCOMPARE(result.counters, counters + (failed ? 1 : 0));
        QCOMPARE(battle.scenario().unit(u"unit"_s) == nullptr, routed);
        if (!routed)
            QCOMPARE(battle.scenario().unit(u"unit"_s)->moraleCounters(), result.counters);
        QCOMPARE(battle.state().routed.value(u"red"_s), routed ? 1 : 0);
        QCOMPARE(events.events().first().kind, u"balagan.morale"_s);
        QCOMPARE(events.events().first().rolls.first().faces(), QList<int>{roll});
        QCOMPARE(events.events().last().kind, routed ? u"balagan.rout"_s : u"balagan.morale"_s);
        QCOMPARE(dice.remaining(), 0);
    }

    void generalKilled_data()
    {
        QTest::addColumn<int>("replacementRoll");
        QTest::addColumn<int>("orderRoll");
        QTest::addColumn<int>("rating");
        QTest::addColumn<Order>("order");
        QTest::newRow("1 and 1: -1, advance") << 1 << 1 << -1 << Order::Advance;
        QTest::newRow("3 and 4: -1, hold") << 3 << 4 << -1 << Order::Hold;
        QTest::newRow("4 and 3: 0, hold") << 4 << 3 << 0 << Order::Hold;
        QTest::newRow("6 and 5: 0, retreat") << 6 << 5 << 0 << Order::Retreat;
    }
    void generalKilled()
    {
        QFETCH(int, replacementRoll);
        QFETCH(int, orderRoll);
        QFETCH(int, rating);
        QFETCH(Order, order);
        Scenario scenario = emptyTable();
        for (const QString &id : {u"a"_s, u"b"_s}) {
            Unit unit = makeUnit(id, u"red"_s, Arm::Foot, Formation::DoubleLine, {id == u"a"_s ? 1000.0 : 1200.0, 1000}, 0.0);
            unit.setDivisionId(u"div"_s);
            unit.setOrder(Order::Advance == order ? Order::Hold : Order::Advance);
            scenario.addUnit(unit);
        }
        scenario.addGeneral({u"gen"_s, u"red"_s, u"Cutts"_s, 1, u"div"_s, false, u"a"_s, {}});
        Battle battle(scenario);
        ScriptedDiceSource dice({1, replacementRoll, orderRoll});
        EventList events;
        const MoraleResult result = battle.testMorale(u"a"_s, dice, events);
        // 1 + 1 (the general) = 2: fails, and the unmodified 1 kills him.
        QVERIFY(result.failed);
        QCOMPARE(result.generalKilled, u"gen"_s);
        QCOMPARE(result.replacementRating, rating);
        QCOMPARE(battle.scenario().general(u"gen"_s)->rating, rating);
        QCOMPARE(battle.scenario().unit(u"a"_s)->order(), order);
        QCOMPARE(battle.scenario().unit(u"b"_s)->order(), order);
        QCOMPARE(summaries(events).size(), 3);
        QCOMPARE(dice.remaining(), 0);
    }

    void noGeneralNoDeath()
    {
        Scenario scenario = emptyTable();
        scenario.addUnit(makeUnit(u"a"_s, u"red"_s, Arm::Foot, Formation::SingleLine, {1000, 1000}, 0.0));
        Battle battle(scenario);
        ScriptedDiceSource dice({1});
        EventList events;
        QVERIFY(battle.testMorale(u"a"_s, dice, events).generalKilled.isEmpty());
        QCOMPARE(events.events().size(), 1);
    }

    void actions_data()
    {
        QTest::addColumn<int>("roll");
        QTest::addColumn<bool>("failedMorale");
        QTest::addColumn<int>("rating");
        QTest::addColumn<bool>("succeeded");
        QTest::newRow("2 nothing") << 2 << false << 0 << false;
        QTest::newRow("3 succeeds") << 3 << false << 0 << true;
        QTest::newRow("3 after a failed test") << 3 << true << 0 << false;
        QTest::newRow("4 after a failed test") << 4 << true << 0 << true;
        QTest::newRow("2 with a +1 general") << 2 << false << 1 << true;
        QTest::newRow("3 with a -1 general") << 3 << false << -1 << false;
    }
    void actions()
    {
        QFETCH(int, roll);
        QFETCH(bool, failedMorale);
        QFETCH(int, rating);
        QFETCH(bool, succeeded);
        Scenario scenario = emptyTable();
        Unit unit = makeUnit(u"a"_s, u"red"_s, Arm::Foot, Formation::SingleLine, {1000, 1000}, 0.0);
        unit.setDivisionId(u"div"_s);
        scenario.addUnit(unit);
        if (rating != 0)
            scenario.addGeneral({u"gen"_s, u"red"_s, u"G"_s, rating, u"div"_s, false, u"a"_s, {}});
        Battle battle(scenario);
        if (failedMorale)
            battle.state().units[u"a"_s].failedMoraleBound = battle.state().bound;
        ScriptedDiceSource dice({roll});
        EventList events;
        const ActionResult result = battle.attemptAction(u"a"_s, Action::Wheel, dice, events);
        QVERIFY(result.allowed);
        QCOMPARE(result.succeeded, succeeded);
        QCOMPARE(events.events().size(), 1);
        QCOMPARE(events.events().first().kind, u"balagan.action"_s);
    }

    void chargeRules()
    {
        Scenario scenario = skirmish();
        scenario.addUnit(makeUnit(u"guns"_s, u"blue"_s, Arm::Artillery, Formation::Unlimbered, {1300, 1000}, 0.0));
        scenario.addUnit(makeUnit(u"column"_s, u"blue"_s, Arm::Foot, Formation::ColumnOfMarch, {1500, 1000}, 0.0));
        Battle battle(scenario);
        ScriptedDiceSource dice({4});
        EventList events;
        QVERIFY(!battle.attemptAction(u"guns"_s, Action::Charge, dice, events).allowed);
        QVERIFY(!battle.attemptAction(u"column"_s, Action::Charge, dice, events).allowed);
        QCOMPARE(dice.used(), 0);
        QVERIFY(battle.attemptAction(u"blue-foot"_s, Action::Charge, dice, events, u"red-foot"_s).succeeded);
        QCOMPARE(battle.state().unit(u"red-foot"_s).chargedBound, 1);
        // The next bound is red's: -1 for the first bound after being charged.
        battle.state().bound = 2;
        QCOMPARE(CombatAnalysis::analyseUnit(battle.scenario(), battle.rules(), battle.state(), u"red-foot"_s)
                     .factor(FactorKind::FirstBoundAfterCharged)->value(), -1);
    }

    void orders()
    {
        Scenario scenario = emptyTable();
        for (const QString &id : {u"a"_s, u"b"_s}) {
            Unit unit = makeUnit(id, u"red"_s, Arm::Foot, Formation::SingleLine, {id == u"a"_s ? 1000.0 : 1200.0, 1000}, 0.0);
            unit.setDivisionId(u"div"_s);
            scenario.addUnit(unit);
        }
        scenario.addUnit(makeUnit(u"c"_s, u"red"_s, Arm::Foot, Formation::SingleLine, {1400, 1000}, 0.0));
        scenario.addGeneral({u"gen"_s, u"red"_s, u"G"_s, 1, u"div"_s, false, u"a"_s, {}});
        scenario.addGeneral({u"slow"_s, u"red"_s, u"S"_s, 0, u"other"_s, false, QString(), {}});
        Battle battle(scenario);
        ScriptedDiceSource dice({4, 4});
        EventList events;
        // 4 + 1 = 5: changed.
        QVERIFY(battle.tryChangeOrders(u"gen"_s, Order::Advance, dice, events).succeeded);
        QCOMPARE(battle.scenario().unit(u"b"_s)->order(), Order::Advance);
        QCOMPARE(battle.scenario().unit(u"c"_s)->order(), Order::Hold);
        // Once a bound.
        QVERIFY(!battle.tryChangeOrders(u"gen"_s, Order::Retreat, dice, events).allowed);
        // 4 + 0: unchanged.
        QVERIFY(!battle.tryChangeOrders(u"slow"_s, Order::Retreat, dice, events).succeeded);
        // A messenger reaches c (no division): only c changes.
        battle.deliverOrders(u"c"_s, Order::Retreat, u"Messenger"_s, events);
        QCOMPARE(battle.scenario().unit(u"c"_s)->order(), Order::Retreat);
        QCOMPARE(battle.scenario().unit(u"a"_s)->order(), Order::Advance);
        QCOMPARE(events.events().size(), 3);
    }

    void messenger_data()
    {
        QTest::addColumn<int>("roll");
        QTest::addColumn<bool>("killed");
        for (int face = 1; face <= 6; ++face)
            QTest::addRow("roll %d", face) << face << (face == 1);
    }
    void messenger()
    {
        QFETCH(int, roll);
        QFETCH(bool, killed);
        Battle battle(emptyTable());
        ScriptedDiceSource dice({roll});
        EventList events;
        QCOMPARE(battle.messengerRides(u"Messenger"_s, dice, events), killed);
        QCOMPARE(events.events().first().kind, u"balagan.messenger"_s);
    }

    void horseThroughFog_data()
    {
        QTest::addColumn<int>("roll");
        QTest::addColumn<double>("extra");
        QTest::newRow("3") << 3 << 0.0;
        QTest::newRow("4") << 4 << 200.0;
        QTest::newRow("6") << 6 << 200.0;
    }
    void horseThroughFog()
    {
        QFETCH(int, roll);
        QFETCH(double, extra);
        Scenario scenario = emptyTable();
        scenario.addUnit(makeUnit(u"horse"_s, u"red"_s, Arm::Horse, Formation::SingleLine, {1000, 1000}, 0.0));
        Battle battle(scenario);
        ScriptedDiceSource dice({roll});
        EventList events;
        QCOMPARE(battle.horseThroughFog(u"horse"_s, dice, events), extra);
    }

    void deployment_data()
    {
        QTest::addColumn<int>("roll");
        QTest::addColumn<bool>("column");
        QTest::newRow("1") << 1 << true;
        QTest::newRow("3") << 3 << true;
        QTest::newRow("4") << 4 << false;
        QTest::newRow("6") << 6 << false;
    }
    void deployment()
    {
        QFETCH(int, roll);
        QFETCH(bool, column);
        Scenario scenario = skirmish();
        scenario.addUnit(makeUnit(u"guns"_s, u"red"_s, Arm::Artillery, Formation::Unlimbered, {1300, 700}, 180.0));
        Battle battle(scenario);
        ScriptedDiceSource dice({roll});
        EventList events;
        QCOMPARE(battle.rollDeployment(u"red"_s, dice, events), column);
        QCOMPARE(battle.scenario().unit(u"red-foot"_s)->formation(), column ? Formation::ColumnOfMarch : Formation::SingleLine);
        QCOMPARE(battle.scenario().unit(u"guns"_s)->formation(), column ? Formation::Limbered : Formation::Unlimbered);
        QCOMPARE(battle.scenario().unit(u"blue-foot"_s)->formation(), Formation::SingleLine);
        QCOMPARE(events.events().first().turn, 0);
    }

    void deploymentZones()
    {
        const movement::DeploymentZones zones = movement::deploymentZones(emptyTable());
        // 4000p x 1000p = 400 x 100 mm, 2000p = 200 mm apart.
        QCOMPARE(zones.first.width(), 400.0);
        QCOMPARE(zones.first.height(), 100.0);
        QCOMPARE(zones.second.top() - zones.first.bottom(), 200.0);
        QCOMPARE(zones.first.center().x(), 1500.0);
    }

    // Armies facing each other left and right (Blenheim across the Nebel)
    // deploy in strips side by side, whatever the table's shape.
    void deploymentZonesFollowTheArmies_data()
    {
        QTest::addColumn<QPointF>("blue");
        QTest::addColumn<QPointF>("red");
        QTest::addColumn<bool>("stacked");
        QTest::newRow("above and below") << QPointF(1000, 500) << QPointF(1100, 1500) << true;
        QTest::newRow("left and right") << QPointF(500, 1000) << QPointF(2000, 1100) << false;
        QTest::newRow("diagonal, more across") << QPointF(500, 500) << QPointF(2000, 1000) << false;
    }

    void deploymentZonesFollowTheArmies()
    {
        QFETCH(QPointF, blue);
        QFETCH(QPointF, red);
        QFETCH(bool, stacked);
        Scenario scenario = emptyTable();
        scenario.addUnit(makeUnit(u"b"_s, u"blue"_s, Arm::Foot, Formation::SingleLine, blue, 0.0));
        scenario.addUnit(makeUnit(u"r"_s, u"red"_s, Arm::Foot, Formation::SingleLine, red, 180.0));
        const movement::DeploymentZones zones = movement::deploymentZones(scenario);
        if (stacked) {
            QCOMPARE(zones.first.width(), 400.0);
            QCOMPARE(zones.second.top() - zones.first.bottom(), 200.0);
        } else {
            QCOMPARE(zones.first.height(), 400.0);
            QCOMPARE(zones.first.width(), 100.0);
            QCOMPARE(zones.second.left() - zones.first.right(), 200.0);
        }
    }

    void allowances_data()
    {
        QTest::addColumn<Arm>("arm");
        QTest::addColumn<Formation>("formation");
        QTest::addColumn<double>("paces");
        QTest::newRow("horse column") << Arm::Horse << Formation::ColumnOfMarch << 2400.0;
        QTest::newRow("horse line") << Arm::Horse << Formation::SingleLine << 1200.0;
        QTest::newRow("foot column") << Arm::Foot << Formation::ColumnOfMarch << 1200.0;
        QTest::newRow("foot line") << Arm::Foot << Formation::SingleLine << 600.0;
        QTest::newRow("foot double line") << Arm::Foot << Formation::DoubleLine << 600.0;
        QTest::newRow("artillery limbered") << Arm::Artillery << Formation::Limbered << 800.0;
        QTest::newRow("artillery unlimbered") << Arm::Artillery << Formation::Unlimbered << 0.0;
    }
    void allowances()
    {
        QFETCH(Arm, arm);
        QFETCH(Formation, formation);
        QFETCH(double, paces);
        const Unit unit = makeUnit(u"u"_s, u"red"_s, arm, formation, {}, 0.0);
        QCOMPARE(movement::allowancePaces(unit), paces);
        QCOMPARE(movement::halfAllowance(unit, {}).paces({}), paces / 2.0);
    }

    void badGoing_data()
    {
        QTest::addColumn<Arm>("arm");
        QTest::addColumn<Formation>("formation");
        QTest::addColumn<double>("costPaces"); // < 0: impassable
        // 100p in the open, then 100p in the wood.
        QTest::newRow("foot line x4") << Arm::Foot << Formation::SingleLine << 500.0;
        QTest::newRow("foot column x2") << Arm::Foot << Formation::ColumnOfMarch << 300.0;
        QTest::newRow("horse column x4") << Arm::Horse << Formation::ColumnOfMarch << 500.0;
        QTest::newRow("horse line impassable") << Arm::Horse << Formation::SingleLine << -1.0;
        QTest::newRow("limbered artillery x4") << Arm::Artillery << Formation::Limbered << 500.0;
    }
    void badGoing()
    {
        QFETCH(Arm, arm);
        QFETCH(Formation, formation);
        QFETCH(double, costPaces);
        Scenario scenario = emptyTable();
        scenario.addTerrain(Terrain(u"wood"_s, TerrainType::Woods, QPolygonF({{0, 0}, {2000, 0}, {2000, 990}, {0, 990}})));
        const Unit unit = makeUnit(u"u"_s, u"red"_s, arm, formation, {1000, 1000}, 0.0);
        const Length cost = movement::cost(scenario, unit, QPolygonF({{1000, 1000}, {1000, 980}}));
        if (costPaces < 0)
            QVERIFY(!cost.isFinite());
        else
            QVERIFY2(std::abs(cost.paces({}) - costPaces) < 1e-6, qPrintable(QString::number(cost.paces({}))));
    }

    void fogLifetime()
    {
        Scenario scenario = skirmish();
        scenario.addFogZone({u"referee-fog"_s, QString(), QPolygonF({{0, 0}, {10, 0}, {10, 10}}), 0});
        Battle battle(scenario);
        ScriptedDiceSource dice({6, 6, 6, 6});
        EventList events;
        battle.runMoralePhase(dice, events); // blue's bound: both fire
        QCOMPARE(battle.scenario().fogZones().size(), 3);
        battle.endBound(dice, events);
        QCOMPARE(battle.scenario().fogZones().size(), 3);
        // Red steps out of range: blue stops firing at it, and red has no target.
        Unit red = *battle.scenario().unit(u"red-foot"_s);
        red.setPosition({1000, 500});
        battle.scenario().updateUnit(red);
        battle.runMoralePhase(dice, events);
        QCOMPARE(battle.scenario().fogZones().size(), 3); // still there during the bound
        battle.endBound(dice, events);
        QCOMPARE(battle.scenario().fogZones().size(), 1);
        QCOMPARE(battle.scenario().fogZones().first().id, u"referee-fog"_s);
    }

    void armyBreak_data()
    {
        QTest::addColumn<int>("roll");
        QTest::addColumn<bool>("broken");
        QTest::newRow("3 breaks") << 3 << true;
        QTest::newRow("4 fights on") << 4 << false;
    }
    void armyBreak()
    {
        QFETCH(int, roll);
        QFETCH(bool, broken);
        Scenario scenario = skirmish();
        scenario.addUnit(makeUnit(u"blue-reserve"_s, u"blue"_s, Arm::Foot, Formation::SingleLine, {2000, 2000}, 0.0));
        Unit shaky = *scenario.unit(u"blue-foot"_s);
        shaky.setMoraleCounters(3);
        scenario.updateUnit(shaky);
        Battle battle(scenario);
        // Blue moves first (sides: red, blue): make it blue's bound.
        battle.state().sideIndex = 1;
        // blue-foot: 2 - 1 (unsupported) = 1, 4th counter, routs; then the break roll.
        ScriptedDiceSource dice({2, roll});
        EventList events;
        battle.runMoralePhase(dice, events);
        QCOMPARE(battle.state().routed.value(u"blue"_s), 1);
        battle.endBound(dice, events);
        QCOMPARE(battle.state().lostSide, broken ? u"blue"_s : QString());
        QCOMPARE(battle.state().phase, broken ? BoundPhase::Over : BoundPhase::Morale);
        QCOMPARE(battle.scenario().unit(u"blue-reserve"_s) == nullptr, broken);
        if (!broken) {
            // No new rout in a later bound: no roll.
            battle.endBound(dice, events);
            QCOMPARE(dice.remaining(), 0);
            QCOMPARE(battle.state().bound, 3);
        }
    }

    // A small battle of four bounds, every line of its log checked.
    void scriptedBattle()
    {
        Scenario scenario = skirmish();
        scenario.addUnit(makeUnit(u"red-horse"_s, u"red"_s, Arm::Horse, Formation::SingleLine, {1300, 700}, 180.0));
        Battle battle(scenario);
        ScriptedDiceSource dice({
            2,    // bound 1 (red): red-foot 2 - 1 = 1, fails
            1,    // red-horse charges: 1, nothing happens
            4,    // bound 2 (blue): blue-foot 4 - 1 = 3, fails
            3,    // bound 3 (red): red-foot 3 - 1 = 2, fails
            6,    // bound 4 (blue): blue-foot 6 - 1 = 5, passes
        });
        EventList events;
        battle.runMoralePhase(dice, events);
        QCOMPARE(battle.state().phase, BoundPhase::Action);
        battle.attemptAction(u"red-horse"_s, Action::Charge, dice, events, u"blue-foot"_s);
        battle.endBound(dice, events);
        battle.runMoralePhase(dice, events);
        battle.endBound(dice, events);
        battle.runMoralePhase(dice, events);
        battle.endBound(dice, events);
        battle.runMoralePhase(dice, events);
        battle.endBound(dice, events);
        const QStringList expected{
            u"balagan.fog | blue-foot fires: fog in front of it."_s,
            u"balagan.fog | red-foot fires: fog in front of it."_s,
            u"balagan.morale | red-foot tests morale: 2 \u22121 = 1, fails (1 counters)."_s,
            u"balagan.action | red-horse attempts charge into contact: 1 +0, nothing happens."_s,
            u"balagan.bound | Bound 1 ends; 10:15, bound 2 of Blue."_s,
            u"balagan.morale | blue-foot tests morale: 4 \u22121 = 3, fails (1 counters)."_s,
            u"balagan.bound | Bound 2 ends; 10:30, bound 3 of Red."_s,
            u"balagan.morale | red-foot tests morale: 3 \u22121 = 2, fails (2 counters)."_s,
            u"balagan.bound | Bound 3 ends; 10:45, bound 4 of Blue."_s,
            u"balagan.morale | blue-foot tests morale: 6 \u22121 = 5, passes."_s,
            u"balagan.bound | Bound 4 ends; 11:00, bound 5 of Red."_s,
        };
        const QStringList actual = summaries(events);
        for (qsizetype i = 0; i < std::min(actual.size(), expected.size()); ++i)
            QCOMPARE(actual[i], expected[i]);
        QCOMPARE(actual.size(), expected.size());
        QCOMPARE(dice.remaining(), 0);
        QCOMPARE(battle.scenario().unit(u"red-foot"_s)->moraleCounters(), 2);
        QCOMPARE(battle.scenario().unit(u"blue-foot"_s)->moraleCounters(), 1);
        QCOMPARE(battle.state().clockText(), u"11:00"_s);
        for (const auto &event : events.events())
            QVERIFY(event.turn >= 1 && event.turn <= 4);
    }
};

QTEST_GUILESS_MAIN(TestBalaganBound)
#include "test_balaganbound.moc"

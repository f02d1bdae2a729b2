#include "balagantable.h"

#include "rules/balagan/battle.h"
#include "rules/balagan/combatanalysis.h"
#include "rules/balagan/divisioncheck.h"
#include "rules/balagan/movement.h"

#include "dice/scripteddicesource.h"
#include "table/geometry.h"

#include <QJsonArray>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;
using namespace vedette::table;
using namespace vedette::rules::balagan;
using namespace vedette::rules::balagan::testing;
using vedette::dice::ScriptedDiceSource;
using vedette::journal::EventList;
using vedette::table::MoveCheck;

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

    // docs/rules.md M-33: a unit in melee takes no action but its melee's:
    // withdrawing or following up. Every other action is refused before a die.
    void actionsInMelee_data()
    {
        QTest::addColumn<int>("action");
        QTest::addColumn<bool>("allowed");
        QTest::newRow("wheel") << int(Action::Wheel) << false;
        QTest::newRow("change formation") << int(Action::ChangeFormation) << false;
        QTest::newRow("charge another enemy") << int(Action::Charge) << false;
        QTest::newRow("withdraw") << int(Action::Withdraw) << true;
        QTest::newRow("follow up") << int(Action::FollowUp) << true;
    }
    void actionsInMelee()
    {
        QFETCH(int, action);
        QFETCH(bool, allowed);
        Scenario scenario = emptyTable();
        // Red foot in line at (1000, 1000) facing up, blue horse in contact
        // with its front, another blue foot unit 200 p beside it.
        scenario.addUnit(makeUnit(u"a"_s, u"red"_s, Arm::Foot, Formation::SingleLine, {1000, 1000}, 0.0));
        scenario.addUnit(makeUnit(u"horse"_s, u"blue"_s, Arm::Horse, Formation::SingleLine, {1000, 980}, 180.0));
        scenario.addUnit(makeUnit(u"other"_s, u"blue"_s, Arm::Foot, Formation::SingleLine, {1110, 1000}, 0.0));
        Battle battle(scenario);
        QVERIFY(CombatAnalysis::analyseUnit(battle.scenario(), battle.rules(), battle.state(), u"a"_s).inMelee);
        ScriptedDiceSource dice({6});
        EventList events;
        ActionRequest request;
        request.unitId = u"a"_s;
        request.action = Action(action);
        request.formation = Formation::ColumnOfMarch;
        request.targetId = u"other"_s;
        const ActionResult result = battle.attemptAction(request, dice, events);
        QCOMPARE(result.allowed, allowed);
        if (!allowed) {
            QVERIFY2(result.reason.contains(u"melee"_s), qPrintable(result.reason));
            QCOMPARE(dice.used(), 0);
            QVERIFY(events.events().isEmpty());
        }
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

    // Change formation, then half a move (movement::halfAllowance of the new
    // formation): the table changes on a success only.
    void changeFormation_data()
    {
        QTest::addColumn<Arm>("arm");
        QTest::addColumn<Formation>("from");
        QTest::addColumn<bool>("mountedBefore");
        QTest::addColumn<Formation>("to");
        QTest::addColumn<int>("mountRequest"); // -1 unset, 0 dismount, 1 mount
        QTest::addColumn<int>("roll");
        QTest::addColumn<Formation>("formation");
        QTest::addColumn<bool>("mountedAfter");
        QTest::addColumn<double>("halfPaces");
        QTest::newRow("foot line to column") << Arm::Foot << Formation::SingleLine << true << Formation::ColumnOfMarch << -1
                                             << 3 << Formation::ColumnOfMarch << true << 600.0;
        QTest::newRow("foot line to column fails") << Arm::Foot << Formation::SingleLine << true << Formation::ColumnOfMarch
                                                   << -1 << 2 << Formation::SingleLine << true << 0.0;
        QTest::newRow("horse column to line") << Arm::Horse << Formation::ColumnOfMarch << true << Formation::SingleLine << -1
                                              << 6 << Formation::SingleLine << true << 600.0;
        QTest::newRow("artillery limbers") << Arm::Artillery << Formation::Unlimbered << true << Formation::Limbered << -1 << 4
                                           << Formation::Limbered << true << 400.0;
        QTest::newRow("dragoons dismount from column") << Arm::Dragoons << Formation::ColumnOfMarch << true
                                                       << Formation::ColumnOfMarch << 0 << 5 << Formation::SingleLine << false
                                                       << 300.0;
        QTest::newRow("dismounted dragoons form column: they mount") << Arm::Dragoons << Formation::SingleLine << false
                                                                     << Formation::ColumnOfMarch << -1 << 5
                                                                     << Formation::ColumnOfMarch << true << 1200.0;
    }
    void changeFormation()
    {
        QFETCH(Arm, arm);
        QFETCH(Formation, from);
        QFETCH(bool, mountedBefore);
        QFETCH(Formation, to);
        QFETCH(int, mountRequest);
        QFETCH(int, roll);
        QFETCH(Formation, formation);
        QFETCH(bool, mountedAfter);
        QFETCH(double, halfPaces);
        Scenario scenario = emptyTable();
        Unit unit = makeUnit(u"unit"_s, u"red"_s, arm, from, {1000, 1000}, 0.0);
        unit.setDragoonsMounted(mountedBefore);
        scenario.addUnit(unit);
        Battle battle(scenario);
        ScriptedDiceSource dice({roll});
        EventList events;
        ActionRequest request{u"unit"_s, Action::ChangeFormation, {}, to,
                              mountRequest < 0 ? std::nullopt : std::optional<bool>(mountRequest == 1)};
        const ActionResult result = battle.attemptAction(request, dice, events);
        QVERIFY2(result.allowed, qPrintable(result.reason));
        QCOMPARE(result.succeeded, roll >= 3);
        const Unit *after = battle.scenario().unit(u"unit"_s);
        QCOMPARE(after->formation(), formation);
        QCOMPARE(after->dragoonsMounted(), mountedAfter);
        QCOMPARE(result.moveAllowance.paces({}), halfPaces);
        const MoveAllowance allowance = battle.moveAllowance(u"unit"_s);
        QCOMPARE(allowance.total.paces({}), halfPaces);
        QVERIFY(!allowance.mayTurn);
        QCOMPARE(battle.state().unit(u"unit"_s).actedBound, 1);
        QCOMPARE(battle.state().unit(u"unit"_s).action, u"change-formation"_s);
        QCOMPARE(battle.state().toJson()[u"units"_s][u"unit"_s][u"action"_s].toString(), u"change-formation"_s);
        // One action a bound.
        QVERIFY(!battle.attemptAction(request, dice, events).allowed);
        QCOMPARE(dice.remaining(), 0);
    }

    void changeFormationRefused()
    {
        Scenario scenario = emptyTable();
        scenario.addUnit(makeUnit(u"foot"_s, u"red"_s, Arm::Foot, Formation::SingleLine, {1000, 1000}, 0.0));
        Battle battle(scenario);
        ScriptedDiceSource dice({6});
        EventList events;
        // No formation named (the old call), the same formation, or one the arm cannot take.
        QVERIFY(!battle.attemptAction(u"foot"_s, Action::ChangeFormation, dice, events).allowed);
        QVERIFY(!battle.attemptAction({u"foot"_s, Action::ChangeFormation, {}, Formation::SingleLine, {}}, dice, events).allowed);
        QVERIFY(!battle.attemptAction({u"foot"_s, Action::ChangeFormation, {}, Formation::Limbered, {}}, dice, events).allowed);
        QCOMPARE(dice.used(), 0);
        QVERIFY(events.events().isEmpty());
    }

    // Withdraw only from a melee; follow up only from a melee, or in the bound
    // after an enemy withdrew from (or routed out of) one with it.
    void withdrawAndFollowUp()
    {
        Scenario scenario = emptyTable();
        // Red foot facing up at (1000, 1000); blue foot in contact in front, facing down.
        scenario.addUnit(makeUnit(u"red"_s, u"red"_s, Arm::Foot, Formation::SingleLine, {1000, 1000}, 0.0));
        scenario.addUnit(makeUnit(u"blue"_s, u"blue"_s, Arm::Foot, Formation::SingleLine, {1000, 980}, 180.0));
        scenario.addUnit(makeUnit(u"far"_s, u"red"_s, Arm::Foot, Formation::SingleLine, {2000, 1000}, 0.0));
        Battle battle(scenario);
        ScriptedDiceSource dice({4, 5, 6});
        EventList events;
        const ActionResult notInMelee = battle.attemptAction(u"far"_s, Action::Withdraw, dice, events);
        QVERIFY(!notInMelee.allowed);
        QVERIFY(!notInMelee.reason.isEmpty());
        QVERIFY(!battle.attemptAction(u"far"_s, Action::FollowUp, dice, events).allowed);
        QCOMPARE(dice.used(), 0);

        // Bound 1 (red): red withdraws (4) and steps back out of contact.
        const ActionResult withdrawn = battle.attemptAction(u"red"_s, Action::Withdraw, dice, events);
        QVERIFY(withdrawn.succeeded);
        QCOMPARE(withdrawn.moveAllowance.paces({}), 600.0);
        Unit red = *battle.scenario().unit(u"red"_s);
        red.setPosition({1000, 1050});
        battle.scenario().updateUnit(red);
        battle.recordMove(u"red"_s, Length::fromPaces(500.0, {}));
        QCOMPARE(battle.state().unit(u"blue"_s).meleeEndedBound, 1);

        // Bound 2 (blue): no longer in melee, but it may follow up.
        battle.endBound(dice, events);
        QVERIFY(!CombatAnalysis::analyseUnit(battle.scenario(), battle.rules(), battle.state(), u"blue"_s).inMelee);
        const ActionResult follow = battle.attemptAction(u"blue"_s, Action::FollowUp, dice, events);
        QVERIFY2(follow.allowed, qPrintable(follow.reason));
        QVERIFY(follow.succeeded);
        // Bound 4: too late to follow up.
        battle.state().bound = 4;
        QVERIFY(!battle.attemptAction(u"blue"_s, Action::FollowUp, dice, events).allowed);
    }

    // A unit that routs out of a melee lets its enemies follow up next bound.
    void followUpAfterRout()
    {
        Scenario scenario = emptyTable();
        Unit red = makeUnit(u"red"_s, u"red"_s, Arm::Horse, Formation::SingleLine, {1000, 1000}, 0.0);
        red.setMoraleCounters(1);
        scenario.addUnit(red);
        scenario.addUnit(makeUnit(u"blue"_s, u"blue"_s, Arm::Foot, Formation::SingleLine, {1000, 980}, 180.0));
        Battle battle(scenario);
        ScriptedDiceSource dice({1, 5});
        EventList events;
        QVERIFY(battle.testMorale(u"red"_s, dice, events).routed); // 1: a second counter
        QCOMPARE(battle.state().unit(u"blue"_s).meleeEndedBound, 1);
        battle.state().bound = 2;
        QVERIFY(battle.attemptAction(u"blue"_s, Action::FollowUp, dice, events).allowed);
    }

    // A charge names its enemy target, closes into contact, and gives the
    // target -1 in its next morale test ("first bound after being charged").
    void chargeIntoContact()
    {
        Scenario scenario = emptyTable();
        // Blue foot facing up at (1000, 1000); red foot 300p ahead and 200p to
        // the right, facing down: blue charges its front.
        scenario.addUnit(makeUnit(u"blue"_s, u"blue"_s, Arm::Foot, Formation::SingleLine, {1000, 1000}, 0.0));
        scenario.addUnit(makeUnit(u"red"_s, u"red"_s, Arm::Foot, Formation::SingleLine, {1020, 950}, 180.0));
        scenario.addUnit(makeUnit(u"friend"_s, u"blue"_s, Arm::Foot, Formation::SingleLine, {1500, 1000}, 0.0));
        scenario.addUnit(makeUnit(u"far"_s, u"red"_s, Arm::Foot, Formation::SingleLine, {2500, 1000}, 180.0));
        Battle battle(scenario);
        battle.state().sideIndex = 1; // blue's bound
        ScriptedDiceSource dice({5, 2});
        EventList events;
        QVERIFY(!battle.attemptAction(u"blue"_s, Action::Charge, dice, events).allowed);           // no target
        QVERIFY(!battle.attemptAction(u"blue"_s, Action::Charge, dice, events, u"friend"_s).allowed); // own side
        const ActionResult far = battle.attemptAction(u"blue"_s, Action::Charge, dice, events, u"far"_s);
        QVERIFY(!far.allowed);
        QVERIFY2(far.reason.contains(u"out of reach"_s), qPrintable(far.reason));
        QCOMPARE(dice.used(), 0);

        const ActionResult charge = battle.attemptAction(u"blue"_s, Action::Charge, dice, events, u"red"_s);
        QVERIFY(charge.succeeded);
        QVERIFY(charge.contact);
        QCOMPARE(charge.fogRoll, 0);
        const Footprint blue = battle.scenario().footprint(*battle.scenario().unit(u"blue"_s));
        const Footprint red = battle.scenario().footprint(*battle.scenario().unit(u"red"_s));
        QVERIFY(geometry::edgeDistance(blue, red).mm() <= 1e-6);
        QVERIFY(!geometry::overlaps(blue, red));
        QCOMPARE(battle.scenario().unit(u"blue"_s)->facing(), 0.0);
        // Straight on: its front edge meets red's front edge (y 960) at the
        // point nearest blue's centre (x 1000).
        QVERIFY(std::abs(blue.centre().x() - 1000.0) < 1e-6 && std::abs(blue.centre().y() - 970.0) < 1e-6);
        QCOMPARE(events.events().last().kind, u"balagan.charge"_s);
        QCOMPARE(battle.state().unit(u"red"_s).chargedBound, 1);
        QCOMPARE(battle.moveAllowance(u"blue"_s).total.mm(), 0.0);
        QVERIFY(CombatAnalysis::analyseUnit(battle.scenario(), battle.rules(), battle.state(), u"red"_s).inMelee);

        // Red's next bound: its morale test counts -1 for the charge.
        battle.endBound(dice, events);
        QCOMPARE(battle.state().sideToMove(), u"red"_s);
        const MoraleResult morale = battle.testMorale(u"red"_s, dice, events);
        // The status is kept: the factor points into it.
        const CombatStatus redStatus = CombatAnalysis::analyseUnit(battle.scenario(), battle.rules(), battle.state(), u"red"_s);
        const Factor *charged = redStatus.factor(FactorKind::FirstBoundAfterCharged);
        QCOMPARE(charged->value(), -1);
        QJsonArray factors = events.events().last().detail.value(u"factors"_s).toArray();
        bool logged = false;
        for (const QJsonValue &factor : factors)
            logged = logged || (factor[u"kind"_s].toString() == u"first-bound-after-charged"_s && factor[u"value"_s].toInt() == -1);
        QVERIFY(logged);
        QCOMPARE(morale.roll, 2);
    }

    // A flank charge turns square to the flank it comes from.
    void chargeTheFlank()
    {
        Scenario scenario = emptyTable();
        scenario.addUnit(makeUnit(u"red"_s, u"red"_s, Arm::Foot, Formation::SingleLine, {1000, 1000}, 0.0));
        // Blue horse beside red's right flank, 500p off, facing up.
        scenario.addUnit(makeUnit(u"blue"_s, u"blue"_s, Arm::Horse, Formation::SingleLine, {1130, 1005}, 0.0));
        Battle battle(scenario);
        ScriptedDiceSource dice({6});
        EventList events;
        QVERIFY(battle.attemptAction(u"blue"_s, Action::Charge, dice, events, u"red"_s).contact);
        const Unit *blue = battle.scenario().unit(u"blue"_s);
        QCOMPARE(blue->facing(), 270.0);
        // 80 wide, 20 deep, facing west: its front edge on red's flank line x = 1040.
        QVERIFY(std::abs(blue->position().x() - 1050.0) < 1e-6);
        QVERIFY(std::abs(blue->position().y() - 1005.0) < 1e-6);
        // In contact with the flank, though it reaches past red's front line:
        // it counts as behind the flank (docs/rules.md M-21).
        QCOMPARE(CombatAnalysis::analyseUnit(battle.scenario(), battle.rules(), battle.state(), u"red"_s)
                     .factor(FactorKind::EnemyBehind)->value(), -1);
    }

    // Horse charging wholly through fog throws 1d6 when the allowance falls
    // short: 4-6 adds the 200p it needs; otherwise it stops short.
    void chargeThroughFog_data()
    {
        QTest::addColumn<int>("fogRoll");
        QTest::addColumn<bool>("contact");
        QTest::newRow("4: 200p more, contact") << 4 << true;
        QTest::newRow("3: short") << 3 << false;
    }
    void chargeThroughFog()
    {
        QFETCH(int, fogRoll);
        QFETCH(bool, contact);
        Scenario scenario = emptyTable();
        // Horse line facing up at (1000, 1000), its front edge at 990; the
        // target's near edge at 860: 1,300p, beyond the 1,200p of horse in line.
        scenario.addUnit(makeUnit(u"horse"_s, u"blue"_s, Arm::Horse, Formation::SingleLine, {1000, 1000}, 0.0));
        scenario.addUnit(makeUnit(u"target"_s, u"red"_s, Arm::Foot, Formation::SingleLine, {1000, 850}, 180.0));
        Battle battle(scenario);
        ScriptedDiceSource dice({6, fogRoll});
        EventList events;
        QVERIFY(!battle.attemptAction(u"horse"_s, Action::Charge, dice, events, u"target"_s).allowed);
        scenario.addFogZone({u"fog"_s, QString(), QPolygonF({{900, 860}, {1100, 860}, {1100, 1010}, {900, 1010}}), 1});
        Battle fogged(scenario);
        const ActionResult result = fogged.attemptAction(u"horse"_s, Action::Charge, dice, events, u"target"_s);
        QVERIFY2(result.allowed, qPrintable(result.reason));
        QVERIFY(result.succeeded);
        QCOMPARE(result.fogRoll, fogRoll);
        QCOMPARE(result.fogExtraPaces, fogRoll >= 4 ? 200.0 : 0.0);
        QCOMPARE(result.contact, contact);
        const QPointF at = fogged.scenario().unit(u"horse"_s)->position();
        // In contact its centre is at 870; short, 1,200p (120 mm) from 1000.
        QVERIFY2(std::abs(at.y() - (contact ? 870.0 : 880.0)) < 0.01, qPrintable(QString::number(at.y())));
        QCOMPARE(fogged.state().unit(u"target"_s).chargedBound, 1);
        // Foot through the same fog gains nothing: out of reach, no die.
        QCOMPARE(fogged.horseThroughFog(u"target"_s, dice, events), 0.0);
        QCOMPARE(dice.remaining(), 0);
    }

    // A unit moves or attempts an action: never both.
    void movedOrActed()
    {
        Scenario scenario = emptyTable();
        scenario.addUnit(makeUnit(u"foot"_s, u"red"_s, Arm::Foot, Formation::SingleLine, {1000, 1000}, 0.0));
        scenario.addUnit(makeUnit(u"other"_s, u"red"_s, Arm::Foot, Formation::SingleLine, {1500, 1000}, 0.0));
        Battle battle(scenario);
        MoveAllowance fresh = battle.moveAllowance(u"foot"_s);
        QCOMPARE(fresh.total.paces({}), 600.0);
        QCOMPARE(fresh.left().paces({}), 600.0);
        QVERIFY(!fresh.mayTurn);
        battle.recordMove(u"foot"_s, Length::fromPaces(250.0, {}));
        battle.recordMove(u"foot"_s, Length::fromPaces(100.0, {}));
        QCOMPARE(battle.moveAllowance(u"foot"_s).left().paces({}), 250.0);
        QCOMPARE(battle.state().toJson()[u"units"_s][u"foot"_s][u"movedPaces"_s].toDouble(), 350.0);
        ScriptedDiceSource dice({1, 6});
        EventList events;
        const ActionResult refused = battle.attemptAction(u"foot"_s, Action::Wheel, dice, events);
        QVERIFY(!refused.allowed);
        QVERIFY(refused.reason.contains(u"moved"_s));
        // A failed action: no move at all; a wheel: the allowance with a turn.
        QVERIFY(!battle.attemptAction(u"other"_s, Action::Wheel, dice, events).succeeded);
        QCOMPARE(battle.moveAllowance(u"other"_s).total.mm(), 0.0);
        battle.endBound(dice, events);
        battle.endBound(dice, events);
        QCOMPARE(battle.moveAllowance(u"foot"_s).spent.mm(), 0.0); // a new bound of red's
        const ActionResult wheel = battle.attemptAction(u"other"_s, Action::Wheel, dice, events);
        QVERIFY(wheel.succeeded);
        QVERIFY(battle.moveAllowance(u"other"_s).mayTurn);
        QCOMPARE(battle.moveAllowance(u"other"_s).total.paces({}), 600.0);
    }

    // docs/rules.md M-11, setting: a wheel costs the outer corner's path (frontage x
    // angle), or with the setting off the centre's (its distance from the pivot).
    void wheelCost_data()
    {
        QTest::addColumn<bool>("outerCorner");
        QTest::addColumn<double>("costMm");
        QTest::addColumn<bool>("within");
        // Horse in line, 80 x 20, 90 degrees; 1,200p = 120 mm allowance.
        QTest::newRow("outer corner") << true << 80.0 * M_PI / 2.0 << false;
        QTest::newRow("centre") << false << std::hypot(40.0, 10.0) * M_PI / 2.0 << true;
    }
    void wheelCost()
    {
        QFETCH(bool, outerCorner);
        QFETCH(double, costMm);
        QFETCH(bool, within);
        Scenario scenario = emptyTable();
        const Unit horse = makeUnit(u"horse"_s, u"red"_s, Arm::Horse, Formation::SingleLine, {1000, 1000}, 0.0);
        scenario.addUnit(horse);
        HouseRules rules;
        rules.wheelCostOuterCorner = outerCorner;
        QVERIFY(std::abs(movement::wheelCost(scenario.footprint(horse), 90.0, rules).mm() - costMm) < 1e-9);
        QVERIFY(std::abs(movement::wheelCost(scenario.footprint(horse), -90.0, rules).mm() - costMm) < 1e-9);
        const MoveCheck check = movement::checkWheel(scenario, horse, 90.0, rules);
        QVERIFY(check.legal);
        QVERIFY(std::abs(check.cost.mm() - costMm) < 1e-9);
        QCOMPARE(check.withinAllowance, within);
        QCOMPARE(check.reason.isEmpty(), within);
    }

    // docs/rules.md M-27: a division has 3 to 7 units; set-up warns outside that.
    void divisionSizes()
    {
        Scenario scenario = emptyTable();
        const auto add = [&](const QString &side, const QString &division, int count) {
            for (int i = 0; i < count; ++i) {
                Unit unit = makeUnit(u"%1-%2-%3"_s.arg(side, division).arg(i), side, Arm::Foot, Formation::SingleLine,
                                     {100.0 + 100.0 * scenario.units().size(), 100}, 0.0);
                unit.setDivisionId(division);
                scenario.addUnit(unit);
            }
        };
        add(u"red"_s, u"two"_s, 2);
        add(u"red"_s, u"three"_s, 3);
        add(u"red"_s, u"seven"_s, 7);
        add(u"blue"_s, u"eight"_s, 8);
        add(u"blue"_s, u"three"_s, 1); // blue's "three" is another division
        scenario.addUnit(makeUnit(u"loose"_s, u"red"_s, Arm::Foot, Formation::SingleLine, {2900, 2900}, 0.0));
        const QList<DivisionCheck::Division> outside = DivisionCheck::outsideSize(scenario);
        QCOMPARE(outside.size(), 3);
        QCOMPARE(outside[0].divisionId, u"two"_s);
        QCOMPARE(outside[0].units, 2);
        QCOMPARE(outside[1].divisionId, u"eight"_s);
        QCOMPARE(outside[1].units, 8);
        QCOMPARE(outside[2].divisionId, u"three"_s);
        QCOMPARE(outside[2].sideId, u"blue"_s);
        QCOMPARE(outside[2].units, 1);
        QVERIFY(outside[0].warning.contains(u"Red"_s));
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
    // A zone the referee fixed or moved is the side's zone; fixing takes
    // both zones where they stand now and leaves them there.
    void deploymentZonesFixed()
    {
        Scenario scenario = emptyTable();
        const movement::DeploymentZones computed = movement::deploymentZones(scenario);
        const QList<Side> fixed = movement::fixedDeploymentZones(scenario);
        QCOMPARE(fixed.size(), 2);
        QCOMPARE(*fixed[0].deploymentZone, *movement::deploymentZoneOf(scenario, fixed[0].id));
        for (const Side &side : fixed)
            scenario.updateSide(side);
        QVERIFY(movement::fixedDeploymentZones(scenario).isEmpty());
        // Units put to the side of the table no longer turn the zones about.
        scenario.addUnit(makeUnit(u"r"_s, u"red"_s, Arm::Foot, Formation::SingleLine, {100, 1500}, 90.0));
        scenario.addUnit(makeUnit(u"b"_s, u"blue"_s, Arm::Foot, Formation::SingleLine, {2900, 1500}, 270.0));
        QCOMPARE(movement::deploymentZoneOf(scenario, u"red"_s), std::optional<QRectF>(computed.first));
        Side red = *scenario.side(u"red"_s);
        red.deploymentZone = QRectF(10, 10, 500, 120);
        scenario.updateSide(red);
        QCOMPARE(movement::deploymentZoneOf(scenario, u"red"_s), std::optional<QRectF>(QRectF(10, 10, 500, 120)));
    }

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
        QTest::newRow("dragoons mounted in column") << Arm::Dragoons << Formation::ColumnOfMarch << 2400.0;
        // docs/rules.md M-22: on foot always in single line, moving as foot in line.
        QTest::newRow("dragoons dismounted from column") << Arm::Dragoons << Formation::ColumnOfMarch << -600.0;
        QTest::newRow("dragoons dismounted in line") << Arm::Dragoons << Formation::SingleLine << -600.0;
    }
    void allowances()
    {
        QFETCH(Arm, arm);
        QFETCH(Formation, formation);
        QFETCH(double, paces);
        Unit unit = makeUnit(u"u"_s, u"red"_s, arm, formation, {}, 0.0);
        // A negative figure marks dismounted dragoons.
        if (paces < 0) {
            unit.setDragoonsMounted(false);
            paces = -paces;
        }
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
        scenario.addUnit(makeUnit(u"red-horse"_s, u"red"_s, Arm::Horse, Formation::SingleLine, {1150, 960}, 180.0));
        // Out of the fire and of any support, but within a horse charge (1,118p) of blue-foot.
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
            u"balagan.morale | red-foot tests morale: 2 \u22121 = 1, fails (1 counter(s))."_s,
            u"balagan.action | red-horse attempts charge into contact: 1 +0, nothing happens."_s,
            u"balagan.bound | Bound 1 ends; 10:15, bound 2 of Blue."_s,
            u"balagan.morale | blue-foot tests morale: 4 \u22121 = 3, fails (1 counter(s))."_s,
            u"balagan.bound | Bound 2 ends; 10:30, bound 3 of Red."_s,
            u"balagan.morale | red-foot tests morale: 3 \u22121 = 2, fails (2 counter(s))."_s,
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

// docs/rules.md M-34: what the side to move may do now, and the act that
// does it. Offered means allowed: every act the options list is accepted,
// every act they leave out is refused (before any die), and an override
// does it anyway, logged.
#include "balagantable.h"

#include "rules/balagan/battle.h"
#include "rules/balagan/combatanalysis.h"
#include "rules/balagan/movement.h"

#include "dice/scripteddicesource.h"

#include "table/geometry.h"

#include <QLineF>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace vedette::table;
using namespace vedette::rules::balagan;
using namespace vedette::rules::balagan::testing;
using vedette::dice::ScriptedDiceSource;
using vedette::journal::EventList;

Q_DECLARE_METATYPE(vedette::table::Arm)
Q_DECLARE_METATYPE(vedette::table::Formation)
Q_DECLARE_METATYPE(vedette::table::Order)
Q_DECLARE_METATYPE(vedette::rules::balagan::Act)

namespace {

// Red's bound, its morale tests taken. Red foot in line (rf) 400 p from blue
// foot (bf); red foot in column (rc); red guns unlimbered (ra) 800 p from
// blue foot (bf2); red foot (rm) with a red unit (wall) 300 p ahead of it;
// red foot (rk) in contact with blue horse (bh). Red is under orders to advance.
Battle redsBound()
{
    Scenario s = emptyTable();
    s.addUnit(makeUnit(u"rf"_s, u"red"_s, Arm::Foot, Formation::SingleLine, {1000, 1000}, 0.0));
    s.addUnit(makeUnit(u"bf"_s, u"blue"_s, Arm::Foot, Formation::SingleLine, {1000, 940}, 180.0));
    s.addUnit(makeUnit(u"rc"_s, u"red"_s, Arm::Foot, Formation::ColumnOfMarch, {1300, 1000}, 0.0));
    s.addUnit(makeUnit(u"ra"_s, u"red"_s, Arm::Artillery, Formation::Unlimbered, {600, 1000}, 0.0));
    s.addUnit(makeUnit(u"bf2"_s, u"blue"_s, Arm::Foot, Formation::SingleLine, {600, 900}, 180.0));
    s.addUnit(makeUnit(u"rm"_s, u"red"_s, Arm::Foot, Formation::SingleLine, {1000, 1500}, 0.0));
    s.addUnit(makeUnit(u"wall"_s, u"red"_s, Arm::Foot, Formation::SingleLine, {1000, 1460}, 0.0));
    s.addUnit(makeUnit(u"rk"_s, u"red"_s, Arm::Foot, Formation::SingleLine, {2000, 1000}, 0.0));
    s.addUnit(makeUnit(u"bh"_s, u"blue"_s, Arm::Horse, Formation::SingleLine, {2000, 980}, 180.0));
    // Red advances (docs/rules.md M-32: its order binds what it is offered).
    for (Unit unit : s.units()) {
        if (unit.sideId() == u"red"_s) {
            unit.setOrder(Order::Advance);
            s.updateUnit(unit);
        }
    }
    Battle battle(s);
    battle.state().setUp = false;
    ScriptedDiceSource dice({6, 6, 6, 6, 6, 6});
    EventList events;
    battle.runMoralePhase(dice, events);
    return battle;
}

QList<FormationChoice> everyFormation(Arm arm)
{
    QList<FormationChoice> choices;
    for (Formation f : allFormations())
        choices.append({f, arm == Arm::Dragoons ? std::optional<bool>(true) : std::nullopt});
    if (arm == Arm::Dragoons)
        choices.append({Formation::SingleLine, false});
    return choices;
}

// Every request the referee could make of the units on the table.
QList<ActRequest> everyRequest(const Scenario &scenario)
{
    QList<ActRequest> requests;
    for (const Unit &unit : scenario.units()) {
        for (Act act : allActs()) {
            ActRequest request;
            request.unitId = unit.id();
            request.act = act;
            if (act == Act::Charge || act == Act::Fire) {
                for (const Unit &other : scenario.units()) {
                    if (other.id() == unit.id())
                        continue;
                    request.targetId = other.id();
                    requests.append(request);
                }
            } else if (act == Act::ChangeFormation) {
                for (const FormationChoice &choice : everyFormation(unit.arm())) {
                    request.formation = choice;
                    requests.append(request);
                }
            } else {
                requests.append(request);
            }
        }
    }
    return requests;
}

bool offered(const BoundOptions &options, const ActRequest &request)
{
    const UnitOptions *unit = options.unit(request.unitId);
    const ActOption *option = unit ? unit->find(request.act) : nullptr;
    if (!option)
        return false;
    if (request.act == Act::Charge || (request.act == Act::Fire && !request.targetId.isEmpty()))
        return option->targets.contains(request.targetId);
    if (request.act == Act::ChangeFormation)
        return request.formation && option->formations.contains(*request.formation);
    return true;
}

QString describe(const ActRequest &request)
{
    return u"%1 %2 %3 %4"_s.arg(request.unitId, actId(request.act), request.targetId,
                                request.formation ? request.formation->id() : QString());
}

} // namespace

class TestBalaganOptions : public QObject
{
    Q_OBJECT

private slots:
    // Only the side to move, and only once its morale tests are taken.
    void onlyTheSideToMove()
    {
        const Battle battle = redsBound();
        const BoundOptions options = battle.options();
        QCOMPARE(options.sideId, u"red"_s);
        QCOMPARE(options.phase, BoundPhase::Action);
        QVERIFY(options.why.isEmpty());
        QStringList ids;
        for (const UnitOptions &unit : options.units)
            ids.append(unit.unitId);
        for (const QString &blue : {u"bf"_s, u"bf2"_s, u"bh"_s})
            QVERIFY2(!ids.contains(blue), qPrintable(ids.join(u", "_s)));
        for (const QString &red : {u"rf"_s, u"rc"_s, u"ra"_s, u"rm"_s, u"rk"_s})
            QVERIFY2(ids.contains(red), qPrintable(red));
        // Blue's unit is refused with the reason, and no die is thrown.
        Battle copy = battle;
        ScriptedDiceSource dice({6});
        EventList events;
        const ActResult result = copy.act({u"bf"_s, Act::Wheel, {}, std::nullopt, false}, dice, events);
        QVERIFY(!result.allowed);
        QVERIFY2(result.reason.contains(u"side to move"_s), qPrintable(result.reason));
        QCOMPARE(dice.used(), 0);
        QVERIFY(events.events().isEmpty());
    }

    void moraleTestsFirst()
    {
        Scenario s = emptyTable();
        s.addUnit(makeUnit(u"rf"_s, u"red"_s, Arm::Foot, Formation::SingleLine, {1000, 1000}, 0.0));
        Battle battle(s);
        battle.state().setUp = false;
        BoundOptions options = battle.options();
        QVERIFY(options.units.isEmpty());
        QVERIFY2(options.why.contains(u"morale"_s), qPrintable(options.why));
        ScriptedDiceSource dice({6});
        EventList events;
        QVERIFY(!battle.act({u"rf"_s, Act::Wheel, {}, std::nullopt, false}, dice, events).allowed);
        QCOMPARE(dice.used(), 0);
        battle.runMoralePhase(dice, events);
        options = battle.options();
        QVERIFY(options.unit(u"rf"_s));
        QVERIFY(options.why.isEmpty());
    }

    // Offered <=> allowed, over every request on the table; what is offered
    // is accepted (the die may fail it); what is not is refused before a die.
    void offeredMeansAllowed()
    {
        const Battle battle = redsBound();
        const BoundOptions options = battle.options();
        for (const ActRequest &request : everyRequest(battle.scenario())) {
            const QString why = battle.whyNot(request);
            QVERIFY2(offered(options, request) == why.isEmpty(), qPrintable(describe(request) + u": "_s + why));
            Battle copy = battle;
            ScriptedDiceSource dice({6, 6});
            EventList events;
            const ActResult result = copy.act(request, dice, events);
            QVERIFY2(result.allowed == why.isEmpty(), qPrintable(describe(request) + u": "_s + result.reason));
            if (!result.allowed) {
                QCOMPARE(result.reason, why);
                QCOMPARE(dice.used(), 0);
                QVERIFY(events.events().isEmpty());
                QVERIFY(copy.scenario() == battle.scenario());
                QVERIFY(copy.state() == battle.state());
            } else {
                QVERIFY(!result.overridden);
                QVERIFY(!events.events().isEmpty());
            }
        }
    }

    // What each unit is offered, by the rules: a charge only from line and
    // within its allowance, no charge by guns, fire where the rules have it,
    // a unit in melee only its melee's actions.
    void whatEachUnitIsOffered()
    {
        const Battle battle = redsBound();
        const BoundOptions options = battle.options();
        const UnitOptions *line = options.unit(u"rf"_s);
        QVERIFY(line);
        QVERIFY(line->find(Act::Charge));
        QCOMPARE(line->find(Act::Charge)->targets, QStringList{u"bf"_s});
        QCOMPARE(line->find(Act::Charge)->odds, 4.0 / 6.0);
        QVERIFY(!line->find(Act::Fire)); // 400 p: beyond foot's 200 p
        QVERIFY(line->find(Act::Move));
        const QList<FormationChoice> lineTakes = line->find(Act::ChangeFormation)->formations;
        QCOMPARE(lineTakes.size(), 2); // double line, column of march
        QVERIFY(!lineTakes.contains(FormationChoice{Formation::SingleLine, std::nullopt}));

        const UnitOptions *column = options.unit(u"rc"_s);
        QVERIFY(!column->find(Act::Charge));
        QVERIFY(!column->find(Act::Fire));
        QCOMPARE(column->find(Act::Move)->distance, movement::allowance(*battle.scenario().unit(u"rc"_s),
                                                                         battle.scenario().groundScale()));

        const UnitOptions *guns = options.unit(u"ra"_s);
        QVERIFY(!guns->find(Act::Charge));
        QVERIFY(!guns->find(Act::Move)); // unlimbered: no move
        const ActOption *fire = guns->find(Act::Fire);
        QVERIFY(fire);
        QVERIFY(fire->targets.contains(u"bf2"_s));
        const int factors = CombatAnalysis::analyseUnit(battle.scenario(), battle.rules(), battle.state(), u"bf2"_s).total();
        QCOMPARE(fire->targetOdds.value(u"bf2"_s), std::clamp(3 - factors, 0, 6) / 6.0);
        QCOMPARE(fire->odds, 1.0);

        const UnitOptions *melee = options.unit(u"rk"_s);
        QVERIFY(melee);
        QList<Act> acts;
        for (const ActOption &option : melee->acts)
            acts.append(option.act);
        // (under Advance it follows up; it would withdraw under Retreat: ordersBind)
        QCOMPARE(acts, (QList<Act>{Act::FollowUp}));

        // The move straight ahead stops short of the unit in the way.
        const UnitOptions *blocked = options.unit(u"rm"_s);
        const ActOption *move = blocked->find(Act::Move);
        QVERIFY(move);
        QVERIFY2(move->distance.mm() > 18.0 && move->distance.mm() < 20.5, qPrintable(QString::number(move->distance.mm())));
    }

    // docs/rules.md M-34: fire is the firer's act: no die, its fog laid, the
    // target's test to come in its own bound; once a bound.
    void fireIsAnAct()
    {
        Battle battle = redsBound();
        ScriptedDiceSource dice;
        EventList events;
        const ActResult result = battle.act({u"ra"_s, Act::Fire, u"bf2"_s, std::nullopt, false}, dice, events);
        QVERIFY2(result.allowed, qPrintable(result.reason));
        QCOMPARE(result.roll, 0);
        QCOMPARE(result.targets, QStringList{u"bf2"_s});
        QCOMPARE(events.events().constLast().kind, u"balagan.fire"_s);
        QVERIFY(events.events().constLast().actors.contains(u"bf2"_s));
        bool fog = false;
        for (const FogZone &zone : battle.scenario().fogZones())
            fog = fog || zone.ownerUnitId == u"ra"_s;
        QVERIFY(fog);
        const BoundOptions bound = battle.options();
        QVERIFY(bound.unit(u"ra"_s));
        QVERIFY(!bound.unit(u"ra"_s)->find(Act::Fire));
        QVERIFY(bound.unit(u"ra"_s)->find(Act::Wheel)); // fire takes no action
        QVERIFY(battle.whyNot({u"ra"_s, Act::Fire, {}, std::nullopt, false}).contains(u"fired"_s));
    }

    void moveStraightAhead()
    {
        Battle battle = redsBound();
        const QPointF start = battle.scenario().unit(u"rc"_s)->position();
        ScriptedDiceSource dice;
        EventList events;
        const ActResult result = battle.act({u"rc"_s, Act::Move, {}, std::nullopt, false}, dice, events);
        QVERIFY(result.allowed);
        QCOMPARE(battle.scenario().unit(u"rc"_s)->position(), start + QPointF(0, -120)); // 1200 p of column
        QCOMPARE(events.events().constLast().kind, u"balagan.move"_s);
        // Its move is spent: no more move, and no action after a move (M-7).
        QVERIFY(!battle.options().unit(u"rc"_s));
    }

    // docs/rules.md M-35: a move never ends in contact with an enemy; it
    // halts 100 p short (the house rule), and contact comes only from the
    // charge. Red (under Advance) faces blue foot `gap` paces ahead.
    void moveHaltsShortOfTheEnemy_data()
    {
        QTest::addColumn<Arm>("arm");
        QTest::addColumn<Formation>("formation");
        QTest::addColumn<double>("gap");   // paces, edge to edge
        QTest::addColumn<double>("moved"); // paces straight ahead; 0: no move offered
        QTest::newRow("horse in column, foot 800 p ahead") << Arm::Horse << Formation::ColumnOfMarch << 800.0 << 700.0;
        QTest::newRow("foot in line, foot 500 p ahead") << Arm::Foot << Formation::SingleLine << 500.0 << 400.0;
        QTest::newRow("foot in line, foot 800 p ahead") << Arm::Foot << Formation::SingleLine << 800.0 << 600.0;
        QTest::newRow("foot in column, foot 150 p ahead") << Arm::Foot << Formation::ColumnOfMarch << 150.0 << 50.0;
        QTest::newRow("foot in line, foot 100 p ahead") << Arm::Foot << Formation::SingleLine << 100.0 << 0.0;
        QTest::newRow("foot in line, foot 50 p ahead") << Arm::Foot << Formation::SingleLine << 50.0 << 0.0;
    }
    void moveHaltsShortOfTheEnemy()
    {
        QFETCH(Arm, arm);
        QFETCH(Formation, formation);
        QFETCH(double, gap);
        QFETCH(double, moved);
        Scenario s = emptyTable();
        Unit red = makeUnit(u"red"_s, u"red"_s, arm, formation, {1000, 1500}, 0.0);
        red.setOrder(Order::Advance);
        s.addUnit(red);
        const double redFront = 1500.0 - s.footprint(red).depth().mm() / 2.0;
        s.addUnit(makeUnit(u"blue"_s, u"blue"_s, Arm::Foot, Formation::ColumnOfMarch,
                           {1000, redFront - gap / 10.0 - 30.0}, 180.0));
        Battle battle(s);
        battle.state().setUp = false;
        ScriptedDiceSource none;
        EventList events;
        battle.runMoralePhase(none, events);
        const BoundOptions bound = battle.options(); // the pointers below point into it
        const UnitOptions *options = bound.unit(u"red"_s);
        QVERIFY(options);
        const ActOption *move = options->find(Act::Move);
        const ActRequest request{u"red"_s, Act::Move, {}, std::nullopt, false};
        if (moved == 0.0) {
            QVERIFY(!move);
            const QString why = battle.whyNot(request);
            QVERIFY2(why.contains(u"blue"_s), qPrintable(why));
            QVERIFY(!battle.act(request, none, events).allowed);
            QCOMPARE(battle.scenario().unit(u"red"_s)->position(), QPointF(1000, 1500));
        } else {
            QVERIFY(move);
            QVERIFY2(std::abs(move->distance.paces(s.groundScale()) - moved) < 0.1,
                     qPrintable(QString::number(move->distance.paces(s.groundScale()))));
            const ActResult result = battle.act(request, none, events);
            QVERIFY2(result.allowed, qPrintable(result.reason));
            QVERIFY(std::abs(QLineF(QPointF(1000, 1500), result.to).length() * 10.0 - moved) < 0.1);
        }
        // Never in contact, never in melee: at least the halt's 100 p apart.
        const Scenario &now = battle.scenario();
        const double apart = geometry::edgeDistance(now.footprint(*now.unit(u"red"_s)), now.footprint(*now.unit(u"blue"_s))).mm();
        QVERIFY2(apart >= std::min(gap, 100.0) / 10.0 - 1e-3, qPrintable(QString::number(apart)));
        QVERIFY(!CombatAnalysis::analyseUnit(now, battle.rules(), battle.state(), u"blue"_s).inMelee);
        QCOMPARE(battle.state().unit(u"blue"_s).chargedBound, -1);
        QCOMPARE(none.used(), 0);
    }

    // The drag on the table asks core the same: a move ending in contact
    // with an enemy is refused, one short of it is not.
    void dragIntoContactRefused()
    {
        Scenario s = emptyTable();
        Unit red = makeUnit(u"red"_s, u"red"_s, Arm::Foot, Formation::SingleLine, {1000, 1500}, 0.0);
        red.setOrder(Order::Advance);
        s.addUnit(red);
        s.addUnit(makeUnit(u"blue"_s, u"blue"_s, Arm::Foot, Formation::SingleLine, {1000, 1400}, 180.0)); // 80 mm apart
        Battle battle(s);
        battle.state().setUp = false;
        ScriptedDiceSource none;
        EventList events;
        battle.runMoralePhase(none, events);
        QVERIFY(battle.moveRefusal(u"red"_s, {1000, 1440}).isEmpty());  // 40 mm short
        QVERIFY(battle.moveRefusal(u"red"_s, {1000, 1430}).isEmpty());  // 10 mm: the halt's gap
        const QString touching = battle.moveRefusal(u"red"_s, {1000, 1420});
        QVERIFY2(touching.contains(u"blue"_s) && touching.contains(u"charge"_s), qPrintable(touching));
        QVERIFY(!battle.moveRefusal(u"red"_s, {1000, 1425}).isEmpty()); // inside the gap
    }

    // docs/rules.md M-32: orders bind. Red foot faces blue foot 300 p ahead
    // (or turned away from it), or stands in melee with blue horse; what it
    // is offered follows its order, what the order refuses is done only at
    // the referee's word, logged with the order named.
    void ordersBind_data()
    {
        QTest::addColumn<Order>("order");
        QTest::addColumn<double>("facing"); // 0: towards the enemy, 180: away
        QTest::addColumn<bool>("melee");
        QTest::addColumn<Act>("act");
        QTest::addColumn<bool>("offered");
        const auto row = [](const char *name, Order order, double facing, bool melee, Act act, bool offered) {
            QTest::newRow(name) << order << facing << melee << act << offered;
        };
        row("advance: move towards", Order::Advance, 0.0, false, Act::Move, true);
        row("advance: move away", Order::Advance, 180.0, false, Act::Move, false);
        row("advance: charge", Order::Advance, 0.0, false, Act::Charge, true);
        row("advance: wheel", Order::Advance, 0.0, false, Act::Wheel, true);
        row("advance: change formation", Order::Advance, 0.0, false, Act::ChangeFormation, true);
        row("advance: follow up", Order::Advance, 0.0, true, Act::FollowUp, true);
        row("advance: withdraw", Order::Advance, 0.0, true, Act::Withdraw, false);
        row("hold: move towards", Order::Hold, 0.0, false, Act::Move, false);
        row("hold: move away", Order::Hold, 180.0, false, Act::Move, false);
        row("hold: charge", Order::Hold, 0.0, false, Act::Charge, false);
        row("hold: wheel", Order::Hold, 0.0, false, Act::Wheel, false);
        row("hold: change formation", Order::Hold, 0.0, false, Act::ChangeFormation, true);
        row("hold: follow up", Order::Hold, 0.0, true, Act::FollowUp, false);
        row("hold: withdraw", Order::Hold, 0.0, true, Act::Withdraw, false);
        row("retreat: move towards", Order::Retreat, 0.0, false, Act::Move, false);
        row("retreat: move away", Order::Retreat, 180.0, false, Act::Move, true);
        row("retreat: charge", Order::Retreat, 0.0, false, Act::Charge, false);
        row("retreat: wheel", Order::Retreat, 0.0, false, Act::Wheel, true);
        row("retreat: change formation", Order::Retreat, 0.0, false, Act::ChangeFormation, true);
        row("retreat: follow up", Order::Retreat, 0.0, true, Act::FollowUp, false);
        row("retreat: withdraw", Order::Retreat, 0.0, true, Act::Withdraw, true);
    }
    void ordersBind()
    {
        QFETCH(Order, order);
        QFETCH(double, facing);
        QFETCH(bool, melee);
        QFETCH(Act, act);
        QFETCH(bool, offered);
        Scenario s = emptyTable();
        Unit red = makeUnit(u"red"_s, u"red"_s, Arm::Foot, Formation::SingleLine, {1000, 1500}, facing);
        red.setOrder(order);
        s.addUnit(red);
        if (melee)
            s.addUnit(makeUnit(u"blue"_s, u"blue"_s, Arm::Horse, Formation::SingleLine, {1000, 1480}, 180.0));
        else
            s.addUnit(makeUnit(u"blue"_s, u"blue"_s, Arm::Foot, Formation::SingleLine, {1000, 1450}, 180.0));
        Battle battle(s);
        battle.state().setUp = false;
        battle.state().phase = BoundPhase::Action;
        ActRequest request{u"red"_s, act, {}, std::nullopt, false};
        if (act == Act::Charge)
            request.targetId = u"blue"_s;
        if (act == Act::ChangeFormation)
            request.formation = FormationChoice{Formation::DoubleLine, std::nullopt};
        QCOMPARE(battle.options().offers(u"red"_s, act, request.targetId), offered);
        const QString why = battle.whyNot(request);
        QCOMPARE(why.isEmpty(), offered);
        if (offered)
            return;
        const QString named = orderName(order).toLower();
        QVERIFY2(why.contains(named), qPrintable(why));
        ScriptedDiceSource dice({6});
        EventList events;
        Battle refused = battle;
        QVERIFY(!refused.act(request, dice, events).allowed);
        QCOMPARE(dice.used(), 0);
        QVERIFY(events.events().isEmpty());
        QVERIFY(refused.scenario() == battle.scenario());
        // The referee overrides: done, and the log names the order.
        request.override = true;
        const ActResult forced = battle.act(request, dice, events);
        QVERIFY2(forced.allowed, qPrintable(forced.reason));
        QVERIFY(forced.overridden);
        const auto &entry = events.events().constFirst();
        QCOMPARE(entry.kind, u"balagan.act-override"_s);
        QVERIFY2(entry.summary.contains(named), qPrintable(entry.summary));
        QCOMPARE(entry.detail.value(u"order"_s).toString(), orderId(order));
    }

    // Retreat is from every enemy: a move away from one enemy that comes
    // no farther from another is no retreat; Advance looks at the nearest.
    void ordersOnTheDrag_data()
    {
        QTest::addColumn<Order>("order");
        QTest::addColumn<QPointF>("to");
        QTest::addColumn<bool>("refused");
        // Red at (1000, 1500); blue A 300 p ahead (up the table), blue B
        // 1000 p to its right.
        QTest::newRow("advance towards A") << Order::Advance << QPointF(1000, 1480) << false;
        QTest::newRow("advance sideways") << Order::Advance << QPointF(1030, 1500) << false;
        QTest::newRow("advance back") << Order::Advance << QPointF(1000, 1520) << true;
        QTest::newRow("advance 0.8 mm back: a wobble") << Order::Advance << QPointF(1000, 1500.8) << false;
        QTest::newRow("hold: any move") << Order::Hold << QPointF(1000, 1480) << true;
        QTest::newRow("hold: 1 mm is a wobble") << Order::Hold << QPointF(1000.8, 1500) << false;
        QTest::newRow("retreat back from both") << Order::Retreat << QPointF(960, 1540) << false;
        QTest::newRow("retreat back from A, towards B") << Order::Retreat << QPointF(1060, 1540) << true;
        QTest::newRow("retreat sideways") << Order::Retreat << QPointF(960, 1500) << true;
    }
    void ordersOnTheDrag()
    {
        QFETCH(Order, order);
        QFETCH(QPointF, to);
        QFETCH(bool, refused);
        Scenario s = emptyTable();
        Unit red = makeUnit(u"red"_s, u"red"_s, Arm::Foot, Formation::SingleLine, {1000, 1500}, 0.0);
        red.setOrder(order);
        s.addUnit(red);
        s.addUnit(makeUnit(u"a"_s, u"blue"_s, Arm::Foot, Formation::SingleLine, {1000, 1450}, 180.0));
        s.addUnit(makeUnit(u"b"_s, u"blue"_s, Arm::Foot, Formation::SingleLine, {1180, 1500}, 270.0));
        Battle battle(s);
        battle.state().setUp = false;
        battle.state().phase = BoundPhase::Action;
        const QString why = battle.moveRefusal(u"red"_s, to);
        QVERIFY2(why.isEmpty() != refused, qPrintable(why));
        if (refused)
            QVERIFY2(why.contains(orderName(order).toLower()), qPrintable(why));
    }

    // A refused act goes ahead only at the referee's word, logged as an
    // override; what cannot be done at all stays refused.
    void overrideIsLogged()
    {
        Battle battle = redsBound();
        ActRequest request{u"rc"_s, Act::Charge, u"bf"_s, std::nullopt, false};
        QVERIFY(battle.whyNot(request).contains(u"line"_s));
        request.override = true;
        ScriptedDiceSource dice({6});
        EventList events;
        const ActResult result = battle.act(request, dice, events);
        QVERIFY2(result.allowed, qPrintable(result.reason));
        QVERIFY(result.overridden);
        QCOMPARE(events.events().constFirst().kind, u"balagan.act-override"_s);
        QVERIFY2(events.events().constFirst().summary.contains(u"line"_s), qPrintable(events.events().constFirst().summary));
        // A friend is no target, whatever the referee says.
        ScriptedDiceSource more({6});
        EventList none;
        QVERIFY(!battle.act({u"rf"_s, Act::Charge, u"rm"_s, std::nullopt, true}, more, none).allowed);
        QCOMPARE(more.used(), 0);
    }
};

QTEST_GUILESS_MAIN(TestBalaganOptions)
#include "test_balaganoptions.moc"

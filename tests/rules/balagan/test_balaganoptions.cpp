// docs/rules.md M-34: what the side to move may do now, and the act that
// does it. Offered means allowed: every act the options list is accepted,
// every act they leave out is refused (before any die), and an override
// does it anyway, logged.
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

namespace {

// Red's bound, its morale tests taken. Red foot in line (rf) 400 p from blue
// foot (bf); red foot in column (rc); red guns unlimbered (ra) 800 p from
// blue foot (bf2); red foot (rm) with a red unit (wall) 300 p ahead of it;
// red foot (rk) in contact with blue horse (bh).
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
        QCOMPARE(acts, (QList<Act>{Act::Withdraw, Act::FollowUp}));

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
        QVERIFY(!battle.options().unit(u"ra"_s)->find(Act::Fire));
        QVERIFY(battle.options().unit(u"ra"_s)->find(Act::Wheel)); // fire takes no action
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

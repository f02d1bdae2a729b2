#include "rules/brown/chargeprocedure.h"

#include "dice/scripteddicesource.h"

#include <QJsonArray>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace vedette::rules::brown;
using vedette::dice::DiceUnavailable;
using vedette::dice::ScriptedDiceSource;
using vedette::journal::EventList;
using vedette::table::CoverClass;
using vedette::table::StateMarker;
using Step = ChargeProcedure::Step;
using Kind = ChargeOutcome::Move::Kind;

namespace {

ChargeUnit unit(const QString &id, TroopType type, TroopClass troopClass = TroopClass::Regular)
{
    ChargeUnit u;
    u.id = id;
    u.name = id;
    u.type = type;
    u.troopClass = troopClass;
    u.formation = isCavalry(type) ? FormationClass::Line : FormationClass::Line;
    return u;
}

ChargeSituation situation(ChargeUnit attacker, ChargeUnit defender, double distance)
{
    ChargeSituation s;
    s.attacker = std::move(attacker);
    s.defender = std::move(defender);
    s.distanceInches = distance;
    return s;
}

QStringList kinds(const EventList &log)
{
    QStringList list;
    for (const auto &e : log.events())
        list.append(e.kind);
    return list;
}

// Plays a charge from 4" to the chart with both dice showing 4 and the
// attacker's leader rating making up the net result: infantry defenders fire
// at once (a 1 on fire discipline) and cause no closing casualties.
ChargeProcedure &playToNet(ChargeProcedure &p)
{
    QList<int> faces{8};
    if (p.situation().defender.type == TroopType::Infantry || p.situation().defender.type == TroopType::Artillery)
        faces.append(1);
    faces.append({4, 4});
    ScriptedDiceSource dice(faces);
    p.rollActivation(dice);
    if (p.step() == Step::Evade)
        p.decideEvade(false);
    if (p.step() == Step::FireDiscipline)
        p.rollFireDiscipline(dice);
    if (p.step() == Step::ClosingCasualties)
        p.enterClosingCasualties(0);
    p.rollCharge(dice);
    return p;
}

} // namespace

class TestBrownProcedure : public QObject
{
    Q_OBJECT

private slots:
    void refusedCavalryIntoCover()
    {
        EventList log;
        ChargeSituation s = situation(unit(u"hussars"_s, TroopType::LightCavalry), unit(u"foot"_s, TroopType::Infantry), 5);
        s.cover = CoverClass::Medium;
        ChargeProcedure p(s, HouseRules(), log);
        QVERIFY(p.isRefused());
        QCOMPARE(p.step(), Step::Done);
        QVERIFY(p.refusal().contains(u"cover"_s));
        QCOMPARE(kinds(log), QStringList{u"brown.refused"_s});
        ScriptedDiceSource dice({6});
        QVERIFY_THROWS_EXCEPTION(std::logic_error, p.rollActivation(dice));
    }

    void activationFails()
    {
        EventList log;
        ChargeProcedure p(situation(unit(u"a"_s, TroopType::Infantry), unit(u"d"_s, TroopType::Infantry), 5),
                          HouseRules(), log);
        ScriptedDiceSource dice({2}); // d8, needs 3+
        QVERIFY(!p.rollActivation(dice));
        QCOMPARE(p.step(), Step::Done);
        QCOMPARE(p.outcome().ending, ChargeOutcome::Ending::ActivationFailed);
        QCOMPARE(p.distanceInches(), 5.0); // never moved
        QCOMPARE(kinds(log), (QStringList{u"brown.declare"_s, u"brown.activation"_s}));
        QCOMPARE(log.events()[1].rolls.size(), 1);
    }

    // Infantry against infantry from 6": to 4", three held volleys to 1", fire, 20% closing casualties.
    void fireDisciplineLoopToOneInch()
    {
        EventList log;
        ChargeProcedure p(situation(unit(u"a"_s, TroopType::Infantry), unit(u"d"_s, TroopType::Infantry), 6),
                          HouseRules(), log);
        ScriptedDiceSource dice({5, 6, 5, 5, 8, 1});
        QVERIFY(p.rollActivation(dice));
        QCOMPARE(p.distanceInches(), 4.0);
        QCOMPARE(p.step(), Step::FireDiscipline);
        QVERIFY(p.rollFireDiscipline(dice));
        QCOMPARE(p.distanceInches(), 3.0);
        QVERIFY(p.rollFireDiscipline(dice));
        QCOMPARE(p.distanceInches(), 2.0);
        QCOMPARE(p.step(), Step::FireDiscipline);
        QVERIFY(p.rollFireDiscipline(dice)); // held again, but now at 1": the defender fires
        QCOMPARE(p.distanceInches(), 1.0);
        QCOMPARE(p.step(), Step::ClosingCasualties);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, p.enterClosingCasualties(15));
        p.enterClosingCasualties(20);
        QCOMPARE(p.modifiers().find(u"attacker.closing-casualties"_s)->effective(), -4);
        QCOMPARE(p.situation().attacker.strength, 400);
        QCOMPARE(p.step(), Step::ChargeRoll);
        const Chart::Reading r = p.rollCharge(dice); // (8 - 4) - 1 = 3
        QCOMPARE(r.net, 3);
        QCOMPARE(r.result, ChargeResult::DefenderRecoils2in);
        QCOMPARE(p.step(), Step::Done);
        const ChargeOutcome &o = p.outcome();
        QCOMPARE(o.ending, ChargeOutcome::Ending::Resolved);
        QCOMPARE(o.attackerLosses, 100);
        QCOMPARE(o.moves.size(), 2);
        QCOMPARE(o.moves[0].kind, Kind::ToDistance);
        QCOMPARE(o.moves[1].side, Side::Defender);
        QCOMPARE(o.moves[1].inches, 2.0);
        QVERIFY(o.moves[1].numbered);
        QVERIFY(o.attackerMayOccupy);
        QVERIFY(!o.pursuitAllowed); // a result of 3 to 4 allows no pursuit
        QCOMPARE(dice.remaining(), 0);
        QCOMPARE(kinds(log), (QStringList{u"brown.declare"_s, u"brown.activation"_s, u"brown.move"_s,
                                          u"brown.fire-discipline"_s, u"brown.fire-discipline"_s,
                                          u"brown.fire-discipline"_s, u"brown.closing-casualties"_s,
                                          u"brown.charge"_s, u"brown.result"_s}));
        const auto &charge = log.events()[7];
        QCOMPARE(charge.rolls.size(), 1);
        QCOMPARE(charge.rolls[0].faces(), (QList<int>{8, 1}));
        QCOMPARE(charge.detail[u"modifiers"_s].toArray().size(), 23);
        QCOMPARE(charge.detail[u"result"_s].toString(), u"defender-recoils-2in"_s);
        QVERIFY(!charge.summary.isEmpty());
        QVERIFY_THROWS_EXCEPTION(std::logic_error, p.rollCharge(dice));
    }

    void firesOnFailedRoll()
    {
        EventList log;
        ChargeProcedure p(situation(unit(u"a"_s, TroopType::Infantry), unit(u"d"_s, TroopType::Infantry), 4),
                          HouseRules(), log);
        ScriptedDiceSource dice({3, 4});
        QVERIFY(p.rollActivation(dice));
        QCOMPARE(kinds(log).count(u"brown.move"_s), 0); // already at 4": stays
        QVERIFY(!p.rollFireDiscipline(dice));
        QCOMPARE(p.distanceInches(), 4.0);
        QCOMPARE(p.step(), Step::ClosingCasualties);
        QCOMPARE(p.fireDisciplineRolls(), 1);
    }

    void alreadyWithinOneInch()
    {
        EventList log;
        ChargeProcedure p(situation(unit(u"a"_s, TroopType::Infantry), unit(u"d"_s, TroopType::Infantry), 0.5),
                          HouseRules(), log);
        ScriptedDiceSource dice({3});
        QVERIFY(p.rollActivation(dice));
        QCOMPARE(p.step(), Step::ClosingCasualties);
        QCOMPARE(log.events().last().kind, u"brown.fire-discipline"_s);
        QCOMPARE(log.events().last().detail[u"rolled"_s].toBool(), false);
    }

    void inSmoke()
    {
        EventList log;
        ChargeSituation s = situation(unit(u"a"_s, TroopType::Infantry), unit(u"d"_s, TroopType::Infantry), 3);
        s.continued = true;
        ChargeProcedure p(s, HouseRules(), log);
        QCOMPARE(p.fireDisciplineModifier(), -2);
        ScriptedDiceSource dice({3, 6}); // 6 - 2 = 4: fires
        p.rollActivation(dice);
        QVERIFY(!p.rollFireDiscipline(dice));
        QCOMPARE(log.events().last().detail[u"modifier"_s].toInt(), -2);
    }

    void evade_data()
    {
        QTest::addColumn<int>("attacker");
        QTest::addColumn<int>("defender");
        QTest::addColumn<bool>("offered");
        QTest::newRow("heavy on light") << int(TroopType::HeavyCavalry) << int(TroopType::LightCavalry) << true;
        QTest::newRow("light on light") << int(TroopType::LightCavalry) << int(TroopType::LightCavalry) << false;
        QTest::newRow("light on heavy") << int(TroopType::LightCavalry) << int(TroopType::HeavyCavalry) << false;
        QTest::newRow("infantry on guns") << int(TroopType::Infantry) << int(TroopType::Artillery) << true;
        QTest::newRow("cavalry on guns") << int(TroopType::HeavyCavalry) << int(TroopType::Artillery) << true;
        QTest::newRow("infantry on infantry") << int(TroopType::Infantry) << int(TroopType::Infantry) << false;
    }
    void evade()
    {
        QFETCH(int, attacker);
        QFETCH(int, defender);
        QFETCH(bool, offered);
        EventList log;
        ChargeProcedure p(situation(unit(u"a"_s, TroopType(attacker)), unit(u"d"_s, TroopType(defender)), 5),
                          HouseRules(), log);
        ScriptedDiceSource dice({6});
        QVERIFY(p.rollActivation(dice));
        QCOMPARE(p.evadeOffered(), offered);
        QCOMPARE(p.step() == Step::Evade, offered);
        if (!offered)
            return;
        p.decideEvade(true);
        QCOMPARE(p.step(), Step::Done);
        QCOMPARE(p.outcome().ending, ChargeOutcome::Ending::Evaded);
        QCOMPARE(p.outcome().moves.last().side, Side::Defender);
        QVERIFY(!p.outcome().moves.last().numbered);
        QCOMPARE(p.outcome().moves.last().inches, 6.0);
        QCOMPARE(log.events().last().kind, u"brown.evade"_s);
    }

    void standsInsteadOfEvading()
    {
        EventList log;
        ChargeProcedure p(situation(unit(u"a"_s, TroopType::HeavyCavalry), unit(u"d"_s, TroopType::LightCavalry), 5),
                          HouseRules(), log);
        ScriptedDiceSource dice({6, 3, 3});
        p.rollActivation(dice);
        p.decideEvade(false);
        QCOMPARE(p.step(), Step::ChargeRoll); // cavalry does not roll fire discipline
        const Chart::Reading r = p.rollCharge(dice); // 3 + 4 (heavy vs light) - 3
        QCOMPARE(r.net, 4);
        QCOMPARE(r.result, ChargeResult::DefenderRecoils2in);
        QVERIFY(!r.blown);

        // Guns that stand roll fire discipline.
        EventList log2;
        ChargeProcedure guns(situation(unit(u"a"_s, TroopType::Infantry), unit(u"g"_s, TroopType::Artillery), 3),
                             HouseRules(), log2);
        ScriptedDiceSource dice2({6});
        guns.rollActivation(dice2);
        guns.decideEvade(false);
        QCOMPARE(guns.step(), Step::FireDiscipline);
    }

    // Cavalry on cavalry: FIREFIGHT shifts inward to MELEE!, and the attacker is Blown.
    void cavalryMeleeBlown()
    {
        EventList log;
        ChargeProcedure p(situation(unit(u"a"_s, TroopType::LightCavalry), unit(u"d"_s, TroopType::LightCavalry), 6),
                          HouseRules(), log);
        ScriptedDiceSource dice({4, 5, 4});
        p.rollActivation(dice);
        QCOMPARE(p.step(), Step::ChargeRoll);
        const Chart::Reading r = p.rollCharge(dice);
        QCOMPARE(r.chartResult, ChargeResult::Firefight);
        QCOMPARE(r.result, ChargeResult::Melee);
        QVERIFY(r.blown);
        const ChargeOutcome &o = p.outcome();
        QVERIFY(o.meleeBegins);
        QVERIFY(o.attackerMarkers.testFlag(StateMarker::Blown));
        QVERIFY(o.attackerMarkers.testFlag(StateMarker::Disordered));
        QVERIFY(o.defenderMarkers.testFlag(StateMarker::Disordered));
        QCOMPARE(o.moves.last().kind, Kind::Contact);
        QVERIFY(!o.pursuitAllowed);
    }

    // Cavalry on a square: FIREFIGHT shifts outward to a halt at 3", replaced by Blown's halt outside 4".
    void cavalryOutwardBlown()
    {
        EventList log;
        ChargeUnit square = unit(u"d"_s, TroopType::Infantry);
        square.formation = FormationClass::Square;
        ChargeProcedure p(situation(unit(u"a"_s, TroopType::LightCavalry), square, 6), HouseRules(), log);
        ScriptedDiceSource dice({4, 2, 4, 1});
        p.rollActivation(dice);
        QVERIFY(!p.rollFireDiscipline(dice));
        p.enterClosingCasualties(0);
        const Chart::Reading r = p.rollCharge(dice); // 4 - 5 - 1
        QCOMPARE(r.net, -2);
        QCOMPARE(r.result, ChargeResult::AttackerHalts3in);
        QVERIFY(r.shifted);
        QVERIFY(r.blown);
        const auto &moves = p.outcome().moves;
        QCOMPARE(moves.size(), 1);
        QVERIFY(moves[0].justOutside);
        QCOMPARE(moves[0].inches, 4.0);
        QVERIFY(p.outcome().attackerMarkers.testFlag(StateMarker::Blown));
    }

    void pursuit()
    {
        EventList log;
        ChargeUnit attacker = unit(u"a"_s, TroopType::Infantry);
        attacker.leaderRating = 2;
        attacker.leaderName = u"Ney"_s;
        ChargeProcedure p(situation(attacker, unit(u"d"_s, TroopType::Infantry), 4), HouseRules(), log);
        ScriptedDiceSource dice({8, 1, 8, 1});
        p.rollActivation(dice);
        p.rollFireDiscipline(dice);
        p.enterClosingCasualties(0);
        const Chart::Reading r = p.rollCharge(dice); // 8 + 2 - 1
        QCOMPARE(r.result, ChargeResult::DefenderRouts);
        QCOMPARE(p.step(), Step::Done); // infantry does not ride down
        QVERIFY(p.outcome().pursuitAllowed);
        QVERIFY(p.outcome().defenderMarkers.testFlag(StateMarker::Rout));
        QVERIFY(!p.outcome().moves.last().numbered); // a rout is a suggested move
        const auto offered = p.offerPursuit({{u"x"_s, u"X"_s, 4.9}, {u"y"_s, u"Y"_s, 5.0}, {u"z"_s, u"Z"_s, 5.1}});
        QCOMPARE(offered.size(), 2);
        QCOMPARE(offered[1].unitId, u"y"_s);
        QCOMPARE(log.events().last().kind, u"brown.pursuit"_s);

        // The continued charge: the next defender is In Smoke.
        const ChargeSituation next = p.continuedSituation(unit(u"y"_s, TroopType::Infantry));
        QVERIFY(next.continued);
        EventList log2;
        ChargeProcedure continued(ChargeSituation(next), HouseRules(), log2);
        QCOMPARE(continued.fireDisciplineModifier(), -2);
    }

    // docs/rules.md B-30 pursuit: a continued charge is offered only after an
    // "occupy"/"continue" result, never from a melee, never after 3 to 4
    // (shifted there or not), never when the defender was in cover, and only
    // to targets 5" or less from the position occupied.
    void continuedChargeEligibility_data()
    {
        QTest::addColumn<int>("attackerType");
        QTest::addColumn<int>("defenderType");
        QTest::addColumn<bool>("inCover");
        QTest::addColumn<int>("net");
        QTest::addColumn<int>("result");
        QTest::addColumn<bool>("allowed");
        const int inf = int(TroopType::Infantry);
        const int lc = int(TroopType::LightCavalry);
        QTest::newRow("9: defender routs, may continue") << inf << inf << false << 9 << int(ChargeResult::DefenderRouts) << true;
        QTest::newRow("7: falls back broken, may occupy") << inf << inf << false << 7 << int(ChargeResult::DefenderFallsBackBroken) << true;
        QTest::newRow("5: recoils disordered") << inf << inf << false << 5 << int(ChargeResult::DefenderRecoilsDisordered) << true;
        QTest::newRow("4: 3 to 4 allows no pursuit") << inf << inf << false << 4 << int(ChargeResult::DefenderRecoils2in) << false;
        QTest::newRow("3: 3 to 4 allows no pursuit") << inf << inf << false << 3 << int(ChargeResult::DefenderRecoils2in) << false;
        QTest::newRow("0: melee, no pursuit") << inf << inf << false << 0 << int(ChargeResult::Melee) << false;
        QTest::newRow("9 in cover: no pursuit") << inf << inf << true << 9 << int(ChargeResult::DefenderFallsBackBroken) << false;
        QTest::newRow("11 in cover: no pursuit") << inf << inf << true << 11 << int(ChargeResult::Surrender) << false;
        QTest::newRow("cavalry 5 on cavalry: may occupy") << lc << lc << false << 5 << int(ChargeResult::DefenderRecoilsDisordered) << true;
        QTest::newRow("cavalry 1 on foot: shifted to 3 to 4") << lc << inf << false << 1 << int(ChargeResult::DefenderRecoils2in) << false;
        QTest::newRow("cavalry 2 on cavalry: melee") << lc << lc << false << 2 << int(ChargeResult::Melee) << false;
    }
    void continuedChargeEligibility()
    {
        QFETCH(int, attackerType);
        QFETCH(int, defenderType);
        QFETCH(bool, inCover);
        QFETCH(int, net);
        QFETCH(int, result);
        QFETCH(bool, allowed);
        ChargeUnit attacker = unit(u"a"_s, TroopType(attackerType));
        ChargeUnit defender = unit(u"d"_s, TroopType(defenderType));
        // Cavalry against foot in line has +6: the leader makes up the rest.
        const int cavalryVsLine = isCavalry(attacker.type) && defender.type == TroopType::Infantry ? 6 : 0;
        // Cover gives the defender +1 (light).
        attacker.leaderRating = net - cavalryVsLine + (inCover ? 1 : 0);
        ChargeSituation s = situation(attacker, defender, 4);
        if (inCover)
            s.cover = CoverClass::Light;
        EventList log;
        ChargeProcedure p(s, HouseRules(), log);
        playToNet(p);
        if (p.step() == Step::RideDown) {
            ScriptedDiceSource more({5, 5});
            p.rollRideDown(more);
        }
        if (p.step() == Step::Surrender) {
            ScriptedDiceSource more({3});
            p.rollSurrender(more);
        }
        QCOMPARE(p.step(), Step::Done);
        QCOMPARE(p.outcome().reading->net, net);
        QCOMPARE(int(p.outcome().reading->result), result);
        QCOMPARE(p.outcome().pursuitAllowed, allowed);
        // The reach: 5" or less from the position occupied.
        const auto offered = p.offerPursuit({{u"near"_s, u"Near"_s, 5.0}, {u"far"_s, u"Far"_s, 5.01}});
        QCOMPARE(offered.size(), allowed ? 1 : 0);
        if (allowed)
            QCOMPARE(offered.first().unitId, u"near"_s);
    }

    // docs/rules.md B-22: attacking cavalry with a net from -7 to 2 is Blown; where
    // the result after the cavalry shift is MELEE! the melee is fought (contact)
    // and the attacker is Blown as well; otherwise it halts just outside 4".
    void blownCavalryMelee_data()
    {
        QTest::addColumn<int>("defenderType");
        QTest::addColumn<int>("net");
        QTest::addColumn<bool>("melee");
        QTest::addColumn<bool>("blown");
        const int lc = int(TroopType::LightCavalry);
        const int inf = int(TroopType::Infantry);
        QTest::newRow("cavalry -8: thrown back, not blown") << lc << -8 << false << false;
        QTest::newRow("cavalry -7: blown, halts outside 4\"") << lc << -7 << false << true;
        QTest::newRow("cavalry -3: blown, halts outside 4\"") << lc << -3 << false << true;
        QTest::newRow("cavalry -2: FIREFIGHT shifted to MELEE!, blown") << lc << -2 << true << true;
        QTest::newRow("cavalry 0: MELEE!, blown") << lc << 0 << true << true;
        QTest::newRow("cavalry 2: FIREFIGHT shifted to MELEE!, blown") << lc << 2 << true << true;
        QTest::newRow("cavalry 3: recoils 2\", not blown") << lc << 3 << false << false;
        QTest::newRow("foot 0: MELEE!, blown") << inf << 0 << true << true;
        QTest::newRow("foot 2: shifted out to 3 to 4, blown") << inf << 2 << false << true;
    }
    void blownCavalryMelee()
    {
        QFETCH(int, defenderType);
        QFETCH(int, net);
        QFETCH(bool, melee);
        QFETCH(bool, blown);
        ChargeUnit attacker = unit(u"a"_s, TroopType::LightCavalry);
        const ChargeUnit defender = unit(u"d"_s, TroopType(defenderType));
        attacker.leaderRating = net - (defender.type == TroopType::Infantry ? 6 : 0);
        EventList log;
        ChargeProcedure p(situation(attacker, defender, 4), HouseRules(), log);
        playToNet(p);
        QCOMPARE(p.step(), Step::Done);
        const ChargeOutcome &o = p.outcome();
        QCOMPARE(o.reading->net, net);
        QCOMPARE(o.reading->blown, blown);
        QCOMPARE(o.meleeBegins, melee);
        QCOMPARE(o.reading->result == ChargeResult::Melee, melee);
        QCOMPARE(o.attackerMarkers.testFlag(StateMarker::Blown), blown);
        bool contact = false;
        bool justOutside = false;
        for (const ChargeOutcome::Move &m : o.moves) {
            contact = contact || (m.side == Side::Attacker && m.kind == Kind::Contact);
            justOutside = justOutside || (m.side == Side::Attacker && m.justOutside);
        }
        QCOMPARE(contact, melee);
        QCOMPARE(justOutside, blown && !melee);
        if (melee)
            QVERIFY(o.summary.contains(u"Blown"_s) == blown);
        // One result, as B-22 reads it, in every sentence of the log: a
        // MELEE! is fought (never "halts just outside"); a Blown halt
        // replaces the attacker's own halt and its "may occupy".
        QStringList sentences{o.summary};
        for (const auto &e : log.events()) {
            if (e.kind == u"brown.charge"_s || e.kind == u"brown.result"_s)
                sentences.append(e.summary);
        }
        QCOMPARE(sentences.size(), 3);
        for (const QString &sentence : std::as_const(sentences)) {
            QCOMPARE(sentence.contains(u"MELEE!"_s), melee);
            QCOMPARE(sentence.contains(u"Blown"_s), blown);
            QCOMPARE(sentence.contains(u"just outside"_s), blown && !melee);
            if (blown) {
                QVERIFY2(!sentence.contains(u"may occupy"_s), qPrintable(sentence));
                QVERIFY2(!sentence.contains(u"at 3\""_s) && !sentence.contains(u"at 4\""_s), qPrintable(sentence));
            }
        }
    }

    void noPursuitFromCover()
    {
        EventList log;
        ChargeUnit attacker = unit(u"a"_s, TroopType::Infantry);
        attacker.leaderRating = 4;
        ChargeSituation s = situation(attacker, unit(u"d"_s, TroopType::Infantry), 4);
        s.cover = CoverClass::Light;
        ChargeProcedure p(s, HouseRules(), log);
        QCOMPARE(p.chart(), ChartKind::Cover);
        ScriptedDiceSource dice({8, 1, 8, 1});
        p.rollActivation(dice);
        p.rollFireDiscipline(dice);
        p.enterClosingCasualties(0);
        const Chart::Reading r = p.rollCharge(dice); // 8 + 4 - (1 + 1)
        QCOMPARE(r.net, 10);
        QCOMPARE(r.result, ChargeResult::DefenderRouts);
        QVERIFY(p.outcome().attackerMayOccupy);
        QVERIFY(!p.outcome().pursuitAllowed);
        QVERIFY(p.offerPursuit({{u"x"_s, u"X"_s, 1.0}}).isEmpty());
    }

    // Cavalry breaks infantry in line for a surrender: one round of ride-down
    // melee at -8 for the infantry, then the surrender roll on what is left.
    void rideDownThenSurrender()
    {
        EventList log;
        ChargeUnit hussars = unit(u"a"_s, TroopType::LightCavalry, TroopClass::Elite);
        hussars.meleeModifier = 3;
        ChargeUnit foot = unit(u"d"_s, TroopType::Infantry, TroopClass::Green);
        foot.meleeModifier = 5;
        foot.startingStrength = 1000;
        foot.strength = 800;
        ChargeProcedure p(situation(hussars, foot, 3), HouseRules(), log);
        ScriptedDiceSource dice({3, 2, 12, 1, 4, 6, 4});
        p.rollActivation(dice);           // d12: 3, needs 3+
        QVERIFY(!p.rollFireDiscipline(dice)); // d6: 2, fires
        p.enterClosingCasualties(0);
        const Chart::Reading r = p.rollCharge(dice); // 12 + 6 (line) - (1 + 2 mass)
        QCOMPARE(r.net, 15);
        QCOMPARE(r.result, ChargeResult::Surrender);
        QCOMPARE(p.step(), Step::RideDown);
        const MeleeRound round = p.rollRideDown(dice); // 4 + 3 = 7 against 6 + 5 - 8 = 3
        QCOMPARE(round.defenderModifier(), -3);
        QCOMPARE(round.winner(), std::optional<Side>(Side::Attacker));
        QCOMPARE(p.situation().defender.strength, 800 - 400); // 4 steps of 10% of 1000
        QCOMPARE(p.situation().attacker.strength, 500 - 100); // 2 steps of 10% of 500
        QCOMPARE(p.step(), Step::Surrender);
        QCOMPARE(p.rollSurrender(dice), 40);
        const ChargeOutcome &o = p.outcome();
        QCOMPARE(o.surrendered, 160);
        QCOMPARE(o.surrenderingSide, std::optional<Side>(Side::Defender));
        QCOMPARE(o.defenderLosses, 400 + 160);
        QCOMPARE(p.situation().defender.strength, 240);
        QVERIFY(o.defenderMarkers.testFlag(StateMarker::Rout));
        QVERIFY(o.rideDown.has_value());
        QVERIFY(o.pursuitAllowed);
        QCOMPARE(dice.remaining(), 0);
        QVERIFY(kinds(log).contains(u"brown.ride-down"_s));
        QVERIFY(kinds(log).contains(u"brown.surrender"_s));
        const QJsonObject json = o.toJson();
        QCOMPARE(json[u"result"_s].toString(), u"surrender"_s);
        QCOMPARE(json[u"surrender"_s][u"figures"_s].toInt(), 160);
    }

    void attackerSurrenders()
    {
        EventList log;
        ChargeUnit foot = unit(u"a"_s, TroopType::Infantry);
        foot.routOrBroken = false;
        ChargeUnit square = unit(u"d"_s, TroopType::Infantry);
        ChargeSituation s = situation(foot, square, 2);
        s.cover = CoverClass::Heavy; // defender +5
        s.secureFlanks = 2;          // +2
        ChargeProcedure p(s, HouseRules(), log);
        ScriptedDiceSource dice({4, 1, 1, 8, 10});
        p.rollActivation(dice);
        p.rollFireDiscipline(dice);
        p.enterClosingCasualties(10); // -2
        const Chart::Reading r = p.rollCharge(dice); // 1 - 2 - (8 + 7)
        QCOMPARE(r.net, -16);
        QCOMPARE(r.result, ChargeResult::AttackerSurrenders);
        QCOMPARE(p.step(), Step::Surrender);
        QCOMPARE(p.rollSurrender(dice), 100);
        QCOMPARE(p.outcome().surrendered, 450);
        QCOMPARE(p.outcome().attackerLosses, 50 + 450);
        QCOMPARE(p.outcome().surrenderingSide, std::optional<Side>(Side::Attacker));
    }

    void diceUnavailableKeepsStep()
    {
        EventList log;
        ChargeProcedure p(situation(unit(u"a"_s, TroopType::Infantry), unit(u"d"_s, TroopType::Infantry), 5),
                          HouseRules(), log);
        ScriptedDiceSource empty;
        QVERIFY_THROWS_EXCEPTION(DiceUnavailable, p.rollActivation(empty));
        QCOMPARE(p.step(), Step::Activation);
        QCOMPARE(log.events().size(), 1);
        ScriptedDiceSource dice({3});
        QVERIFY(p.rollActivation(dice));
    }

    // The same script gives the same log: replayable.
    void deterministic()
    {
        auto run = [] {
            EventList log;
            ChargeProcedure p(situation(unit(u"a"_s, TroopType::Infantry), unit(u"d"_s, TroopType::Infantry), 6),
                              HouseRules(), log);
            ScriptedDiceSource dice({5, 6, 2, 7, 3});
            p.rollActivation(dice);
            while (p.step() == Step::FireDiscipline)
                p.rollFireDiscipline(dice);
            p.enterClosingCasualties(10);
            p.rollCharge(dice);
            QStringList lines;
            for (const auto &e : log.events())
                lines.append(e.summary + e.rollsText());
            return lines;
        };
        QCOMPARE(run(), run());
    }
};

QTEST_GUILESS_MAIN(TestBrownProcedure)
#include "test_brownprocedure.moc"

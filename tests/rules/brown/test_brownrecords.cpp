// The charge and melee in progress as a battle keeps them: every step with
// its dice, written as JSON, read back and replayed to the same procedure;
// what a record that was tampered with gets; and where a resolved charge
// puts the units (on the table, never off it).
#include "rules/brown/chargeapplication.h"
#include "rules/brown/chargerecord.h"
#include "rules/brown/meleeodds.h"
#include "rules/brown/meleerecord.h"
#include "rules/brown/tablecharge.h"

#include "dice/scripteddicesource.h"
#include "table/validation.h"

#include <QJsonArray>
#include <QLineF>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace vedette::rules::brown;
using vedette::dice::DiceUnavailable;
using vedette::dice::ScriptedDiceSource;
using vedette::journal::EventList;
using Kind = ChargeRecord::Step::Kind;
using PStep = ChargeProcedure::Step;

namespace {

ChargeUnit unit(const QString &id, TroopType type)
{
    ChargeUnit u;
    u.id = id;
    u.name = id + u" name"_s;
    u.type = type;
    return u;
}

ChargeSituation lancersOnFoot()
{
    ChargeSituation s;
    s.attacker = unit(u"lancers"_s, TroopType::HeavyCavalry);
    s.defender = unit(u"foot"_s, TroopType::Infantry);
    s.distanceInches = 7.5;
    s.approachReason = u"in front"_s;
    return s;
}

ChargeRecord::Step step(Kind kind, int value = 0)
{
    ChargeRecord::Step s;
    s.kind = kind;
    s.value = value;
    return s;
}

// The whole procedure's visible state, to compare a replay with the original.
QJsonObject snapshot(const ChargeProcedure &p)
{
    return QJsonObject{{u"step"_s, stepId(p.step())},
                       {u"distance"_s, p.distanceInches()},
                       {u"fire"_s, p.fireDisciplineRolls()},
                       {u"modifiers"_s, p.modifiers().toJson()},
                       {u"outcome"_s, p.outcome().toJson()}};
}

} // namespace

class TestBrownRecords : public QObject
{
    Q_OBJECT

private slots:
    // Each row: the steps a referee takes with the faces the dice show. After
    // every step the record written as JSON and read back replays to exactly
    // the procedure that was played, and its events name the same dice.
    void recordReplaysEveryStep_data()
    {
        QTest::addColumn<QList<int>>("kinds");
        QTest::addColumn<QList<int>>("values");
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<QString>("ending");
        using K = Kind;
        QTest::newRow("activation fails") << QList<int>{int(K::Activation)} << QList<int>{0} << QList<int>{2}
                                          << u"activation-failed"_s;
        QTest::newRow("fires at 4, surrender")
            << QList<int>{int(K::Activation), int(K::FireDiscipline), int(K::ClosingCasualties), int(K::ChargeRoll),
                          int(K::RideDown), int(K::Surrender), int(K::Apply)}
            << QList<int>{0, 0, 10, 0, 0, 0, 1} << QList<int>{5, 2, 8, 1, 6, 5, 3} << u"resolved"_s;
        QTest::newRow("holds twice, switched modifier")
            << QList<int>{int(K::Activation), int(K::FireDiscipline), int(K::FireDiscipline), int(K::FireDiscipline),
                          int(K::ClosingCasualties), int(K::Modifier), int(K::ChargeRoll)}
            << QList<int>{0, 0, 0, 0, 0, 0, 0} << QList<int>{3, 6, 5, 1, 4, 4} << u"resolved"_s;
    }
    void recordReplaysEveryStep()
    {
        QFETCH(QList<int>, kinds);
        QFETCH(QList<int>, values);
        QFETCH(QList<int>, faces);
        QFETCH(QString, ending);
        EventList declared;
        ChargeRecord record = ChargeRecord::declare(lancersOnFoot(), HouseRules(), 3, declared);
        QCOMPARE(declared.events().size(), 1);
        QCOMPARE(declared.events().first().kind, u"brown.declare"_s);
        QCOMPARE(declared.events().first().turn, 3);
        ScriptedDiceSource dice(faces);
        EventList log;
        for (qsizetype i = 0; i < kinds.size(); ++i) {
            ChargeRecord::Step next = step(Kind(kinds[i]), values[i]);
            if (next.kind == Kind::Modifier) {
                next.modifier = u"attacker.cavalry-vs-line"_s;
                next.enabled = false;
                next.value = 6;
            }
            QString error;
            const std::optional<ChargeRecord> after = record.then(next, dice, log, &error);
            QVERIFY2(after, qPrintable(error));
            record = *after;
            // Written and read back, the record replays to the same procedure.
            QString readError;
            const std::optional<ChargeRecord> reread = ChargeRecord::fromJson(record.toJson(), &readError);
            QVERIFY2(reread, qPrintable(readError));
            QCOMPARE(reread->toJson(), record.toJson());
            EventList discard;
            const auto a = record.replay(discard);
            const auto b = reread->replay(discard);
            QVERIFY(a && b);
            QCOMPARE(snapshot(*b), snapshot(*a));
        }
        QCOMPARE(dice.remaining(), 0);
        EventList discard;
        const auto last = record.replay(discard);
        QCOMPARE(endingId(last->outcome().ending), ending);
        // The dice kept with the steps are the dice the log shows, in order.
        QList<int> kept;
        for (const ChargeRecord::Step &s : record.steps)
            kept.append(s.faces);
        QList<int> logged;
        for (const auto &e : log.events())
            for (const auto &r : e.rolls)
                logged.append(r.faces());
        QCOMPARE(kept, faces);
        QCOMPARE(logged, faces);
    }

    // The referee's cancelled keypad keeps the record as it was; a step out
    // of turn is refused with a reason.
    void cancelledOrOutOfTurnStepKeepsTheRecord()
    {
        EventList log;
        const ChargeRecord record = ChargeRecord::declare(lancersOnFoot(), HouseRules(), 0, log);
        ScriptedDiceSource none;
        QVERIFY_THROWS_EXCEPTION(DiceUnavailable, record.then(step(Kind::Activation), none, log));
        QCOMPARE(record.steps.size(), 0);
        ScriptedDiceSource dice({5});
        QString error;
        QVERIFY(!record.then(step(Kind::ChargeRoll), dice, log, &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!record.then(step(Kind::Apply), dice, log, &error));
    }

    // A record that was tampered with is refused with a message, never half read.
    void damagedRecordsAreRefused_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QJsonValue>("value");
        QTest::newRow("missing dice") << u"steps"_s << QJsonValue(QJsonArray{QJsonObject{{u"kind"_s, u"activation"_s}}});
        QTest::newRow("extra dice") << u"steps"_s
                                    << QJsonValue(QJsonArray{QJsonObject{{u"kind"_s, u"activation"_s}, {u"faces"_s, QJsonArray{5, 4}}}});
        QTest::newRow("out of order") << u"steps"_s << QJsonValue(QJsonArray{QJsonObject{{u"kind"_s, u"surrender"_s}, {u"faces"_s, QJsonArray{5}}}});
        QTest::newRow("unknown step") << u"steps"_s << QJsonValue(QJsonArray{QJsonObject{{u"kind"_s, u"dance"_s}}});
        QTest::newRow("impossible face") << u"steps"_s
                                         << QJsonValue(QJsonArray{QJsonObject{{u"kind"_s, u"activation"_s}, {u"faces"_s, QJsonArray{9}}}});
        QTest::newRow("turn out of range") << u"turn"_s << QJsonValue(-1);
        QTest::newRow("no situation") << u"situation"_s << QJsonValue(QJsonObject());
    }
    void damagedRecordsAreRefused()
    {
        QFETCH(QString, path);
        QFETCH(QJsonValue, value);
        EventList log;
        QJsonObject json = ChargeRecord::declare(lancersOnFoot(), HouseRules(), 0, log).toJson();
        json.insert(path, value);
        QString error;
        QVERIFY(!ChargeRecord::fromJson(json, &error));
        QVERIFY(!error.isEmpty());
    }

    void situationRoundTrip()
    {
        ChargeSituation s = lancersOnFoot();
        s.secureFlanks = 1;
        s.secureFlanksReason = u"a wood on the left"_s;
        s.attacker.leaderRating = 1;
        s.attacker.leaderName = u"Cardigan"_s;
        s.defender.troopClass = TroopClass::Veteran;
        s.cover = vedette::table::CoverClass::Light;
        s.approach = vedette::table::geometry::Arc::Flank;
        TownBlock block;
        block.terrainId = u"village"_s;
        block.units = {{u"foot"_s, u"foot name"_s, 2, 4, 3, 400, 500}};
        s.defenderBlock = block;
        QString error;
        const auto back = chargeSituationFromJson(chargeSituationToJson(s), &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(chargeSituationToJson(*back), chargeSituationToJson(s));
        QCOMPARE(back->attacker.leaderRating, std::optional<int>(1));
        QCOMPARE(back->defenderBlock->units.first().standCount, 4);
    }

    // A melee round by round, kept and replayed with its dice.
    void meleeRecordReplays()
    {
        MeleeRecord record;
        record.attacker = {u"a"_s, u"Greys"_s, 1, 500, 500, 0};
        record.defender = {u"d"_s, u"Foot"_s, 1, 500, 500, 0};
        ScriptedDiceSource dice({5, 6, 9, 2});
        EventList log;
        MeleeRecord::Step round;
        round.kind = MeleeRecord::Step::Kind::Round;
        MeleeRecord::Step modifier;
        modifier.kind = MeleeRecord::Step::Kind::Modifier;
        modifier.value = 2;
        MeleeRecord::Step morale;
        morale.kind = MeleeRecord::Step::Kind::Morale;
        morale.defenderRetreats = true;
        MeleeRecord::Step held;
        held.kind = MeleeRecord::Step::Kind::Morale;
        // A tie (5 + 2 against 6 + 1), morale holds, then a round the
        // attacker wins and the defender retreats.
        for (const MeleeRecord::Step &s : {modifier, round, held, round, morale}) {
            QString error;
            const auto after = record.then(s, dice, log, &error);
            QVERIFY2(after, qPrintable(error));
            record = *after;
            const auto reread = MeleeRecord::fromJson(record.toJson(), &error);
            QVERIFY2(reread, qPrintable(error));
            QCOMPARE(reread->replay()->roundsFought(), record.replay()->roundsFought());
            QCOMPARE(reread->replay()->fighter(Side::Defender).strength, record.replay()->fighter(Side::Defender).strength);
        }
        const MeleeFight fight = *record.replay();
        QCOMPARE(fight.stage(), MeleeFight::Stage::Over);
        QCOMPARE(fight.retreated(), std::optional<Side>(Side::Defender));
        QCOMPARE(fight.fighter(Side::Attacker).meleeModifier, 2);
        // A morale record before any round is out of step.
        MeleeRecord fresh;
        fresh.attacker = record.attacker;
        fresh.defender = record.defender;
        QString error;
        QVERIFY(!fresh.then(morale, dice, log, &error));
        QVERIFY(!error.isEmpty());
    }

    // The odds of a melee round count every pair of d10 faces once, and agree
    // with MeleeRound for each (the reading is MeleeRound's, not a copy).
    void meleeOddsCountEveryPair_data()
    {
        QTest::addColumn<int>("attacker");
        QTest::addColumn<int>("defender");
        QTest::newRow("even") << 1 << 1;
        QTest::newRow("elite against green") << 3 << 0;
        QTest::newRow("ride down") << 1 << -7;
    }
    void meleeOddsCountEveryPair()
    {
        QFETCH(int, attacker);
        QFETCH(int, defender);
        const MeleeOdds odds = MeleeOdds::of(attacker, defender);
        QCOMPARE(odds.total, quint64(100));
        QCOMPARE(odds.attackerWins + odds.ties + odds.defenderWins, quint64(100));
        std::uint64_t wins = 0, ties = 0;
        QMap<int, std::uint64_t> steps;
        for (int a = 1; a <= 10; ++a) {
            for (int d = 1; d <= 10; ++d) {
                const int diff = (a + attacker) - (d + defender);
                wins += diff > 0 ? 1 : 0;
                ties += diff == 0 ? 1 : 0;
                // The loser takes the difference of the totals, the winner that of the rolls.
                ++steps[diff < 0 ? -diff : std::abs(a - d)];
            }
        }
        QCOMPARE(odds.attackerWins, wins);
        QCOMPARE(odds.ties, ties);
        QCOMPARE(odds.attackerSteps, steps);
    }

    // docs/rules.md B-18: each time the defender holds its fire the attacker
    // comes 1" closer, and it stands where the defender fired unless the
    // result moves it. Foot charges foot from 6": to 4", then `holds` held
    // volleys, the volley, and the chart roll; the attacker's closest edge
    // to where the defender stood when it fired.
    void fireDisciplineClosingsReachTheTable_data()
    {
        QTest::addColumn<int>("holds");
        QTest::addColumn<int>("attackerFace");
        QTest::addColumn<int>("defenderFace");
        QTest::addColumn<QString>("result");
        QTest::addColumn<double>("inches");
        QTest::newRow("fires at 4\", firefight") << 0 << 5 << 4 << u"firefight"_s << 4.0;
        QTest::newRow("fires at 3\", firefight") << 1 << 5 << 4 << u"firefight"_s << 3.0;
        QTest::newRow("fires at 2\", firefight") << 2 << 5 << 4 << u"firefight"_s << 2.0;
        QTest::newRow("fires at 3\", defender recoils") << 1 << 7 << 4 << u"defender-recoils-2in"_s << 3.0;
        QTest::newRow("fires at 2\", attacker halts at 3\"") << 2 << 1 << 5 << u"attacker-halts-3in"_s << 3.0;
        QTest::newRow("fires at 3\", melee") << 1 << 4 << 4 << u"melee"_s << 0.0;
    }
    void fireDisciplineClosingsReachTheTable()
    {
        QFETCH(int, holds);
        QFETCH(int, attackerFace);
        QFETCH(int, defenderFace);
        QFETCH(QString, result);
        QFETCH(double, inches);
        using namespace vedette::table;
        Scenario s;
        s.setRuleSystem(RuleSystem::Brown);
        s.setTableSize(Length::fromInches(72), Length::fromInches(48));
        s.addSide({u"gb"_s, u"British"_s, Qt::red});
        s.addSide({u"fr"_s, u"French"_s, Qt::blue});
        Unit defender(u"d"_s, u"fr"_s, u"2e Ligne"_s, Arm::Foot);
        defender.setPosition({900, 600});
        s.addUnit(defender);
        const double depth = s.footprint(defender).depth().mm();
        Unit attacker(u"a"_s, u"gb"_s, u"33rd Foot"_s, Arm::Foot);
        attacker.setFacing(180);
        attacker.setPosition({900, 600 - depth - Length::fromInches(6).mm()});
        s.addUnit(attacker);
        const TableCharge::Result found = TableCharge::situation(s, u"a"_s, u"d"_s, HouseRules());
        QVERIFY2(found, qPrintable(found.errorString));
        QCOMPARE(qRound(found.situation->distanceInches * 100), 600);

        EventList log;
        ChargeProcedure p(*found.situation, HouseRules(), log);
        QList<int> faces{8};
        for (int i = 0; i < holds; ++i)
            faces.append(6);
        faces.append(1); // it fires
        faces.append({attackerFace, defenderFace});
        ScriptedDiceSource dice(faces);
        QVERIFY(p.rollActivation(dice));
        while (p.step() == PStep::FireDiscipline)
            p.rollFireDiscipline(dice);
        p.enterClosingCasualties(0);
        const Chart::Reading reading = p.rollCharge(dice);
        QCOMPARE(resultId(reading.result), result);
        QCOMPARE(dice.remaining(), 0);

        const ChargeApplication applied = ChargeApplication::of(s, u"a"_s, u"d"_s, p.outcome(), true);
        const double at = geometry::edgeDistance(s.footprint(applied.attacker), s.footprint(defender)).inches();
        QVERIFY2(std::abs(at - inches) < 0.01, qPrintable(QString::number(at)));
        // Without the suggested moves as well: these moves all have a number.
        const ChargeApplication held = ChargeApplication::of(s, u"a"_s, u"d"_s, p.outcome(), false);
        QCOMPARE(held.attacker.position(), applied.attacker.position());
    }

    // A charge's moves put the units where the text says, and a move that
    // would carry a unit off the table stops at the edge (docs/rules.md B-24).
    void applicationKeepsUnitsOnTheTable()
    {
        using namespace vedette::table;
        Scenario s;
        s.setRuleSystem(RuleSystem::Brown);
        s.setTableSize(Length::fromInches(72), Length::fromInches(48));
        s.addSide({u"gb"_s, u"British"_s, Qt::red});
        s.addSide({u"ru"_s, u"Russians"_s, Qt::darkGreen});
        Unit lancers(u"l"_s, u"gb"_s, u"Lancers"_s, Arm::Horse);
        lancers.setPosition({Length::fromInches(36).mm(), Length::fromInches(40).mm()});
        lancers.setFacing(0);
        s.addUnit(lancers);
        Unit guns(u"g"_s, u"ru"_s, u"Guns"_s, Arm::Artillery);
        guns.setFormation(Formation::Unlimbered);
        guns.setStrength(80);
        guns.setPosition({Length::fromInches(36).mm(), Length::fromInches(2).mm()});
        guns.setFacing(180);
        s.addUnit(guns);
        QVERIFY(validation::unit(*s.unit(u"g"_s), s).isEmpty());

        ChargeOutcome surrender;
        surrender.ending = ChargeOutcome::Ending::Resolved;
        surrender.defenderLosses = 20;
        surrender.defenderMarkers = StateMarker::Rout;
        surrender.moves.append({vedette::rules::brown::Side::Defender, ChargeOutcome::Move::Kind::Back, 6.0, false, false, {}});
        surrender.summary = u"Surrender"_s;
        const ChargeApplication applied = ChargeApplication::of(s, u"l"_s, u"g"_s, surrender, true);
        QCOMPARE(applied.defender.strength(), 60);
        QCOMPARE(applied.defender.casualties(), 20);
        QVERIFY(applied.defender.hasMarker(StateMarker::Rout));
        // The rout back would leave the table by 4": it stops at the edge, said so.
        QVERIFY(validation::footprintOnTable(s.footprint(applied.defender), s.tableRect()).isEmpty());
        QVERIFY(applied.defender.position().y() < guns.position().y());
        QCOMPARE(applied.notes.size(), 1);
        QVERIFY(applied.notes.first().contains(u"table edge"_s));
        // Without the referee's confirmation the suggested move is not made.
        const ChargeApplication held = ChargeApplication::of(s, u"l"_s, u"g"_s, surrender, false);
        QCOMPARE(held.defender.position(), guns.position());
        QVERIFY(held.notes.isEmpty());
        // The numbered halt at 3": along the charge line, the closest edges 3" apart.
        ChargeOutcome halt;
        halt.ending = ChargeOutcome::Ending::Resolved;
        halt.moves.append({vedette::rules::brown::Side::Attacker, ChargeOutcome::Move::Kind::ToDistance, 3.0, true, false, {}});
        const ChargeApplication halted = ChargeApplication::of(s, u"l"_s, u"g"_s, halt, false);
        QCOMPARE(qRound(geometry::edgeDistance(s.footprint(halted.attacker), s.footprint(guns)).inches() * 100), 300);
    }

    // docs/rules.md B-34: no move of a charge's result, numbered or
    // suggested, ends overlapping another unit or passes through one (G-12):
    // it stops short along its line where the first unit stands in its way,
    // and the step says so. The 2e Ligne (four
    // 40 x 20 mm stands) faces up the table at (900, 600); the 33rd faces it
    // 1" away; each may have a supporting unit of its own side behind it.
    void movesEndClearOfOtherUnits_data()
    {
        QTest::addColumn<int>("side");        // 0 attacker, 1 defender
        QTest::addColumn<int>("kind");        // ChargeOutcome::Move::Kind
        QTest::addColumn<double>("inches");
        QTest::addColumn<bool>("numbered");
        QTest::addColumn<double>("behind");   // the support's gap behind the mover, inches (<0: none)
        QTest::addColumn<double>("sideways"); // the support's offset along the line, mm
        QTest::addColumn<double>("moved");    // inches the mover goes
        const int attacker = 0;
        const int defender = 1;
        const int back = int(ChargeOutcome::Move::Kind::Back);
        const int to = int(ChargeOutcome::Move::Kind::ToDistance);
        QTest::newRow("defender routs 6\" onto its support 5\" behind") << defender << back << 6.0 << false << 5.0 << 0.0 << 5.0;
        QTest::newRow("defender falls back 6\", support 3\" behind: not through it") << defender << back << 6.0 << false << 3.0 << 0.0 << 3.0;
        QTest::newRow("defender recoils 2\" onto its support 1\" behind") << defender << back << 2.0 << true << 1.0 << 0.0 << 1.0;
        QTest::newRow("defender routs, nobody behind") << defender << back << 6.0 << false << -1.0 << 0.0 << 6.0;
        QTest::newRow("defender routs beside its support") << defender << back << 6.0 << false << 5.0 << 200.0 << 6.0;
        QTest::newRow("attacker thrown back 6\" onto its support 4\" behind") << attacker << back << 6.0 << false << 4.0 << 0.0 << 4.0;
        QTest::newRow("attacker halts at 4\", support 2\" behind") << attacker << to << 4.0 << true << 2.0 << 0.0 << 2.0;
    }
    void movesEndClearOfOtherUnits()
    {
        QFETCH(int, side);
        QFETCH(int, kind);
        QFETCH(double, inches);
        QFETCH(bool, numbered);
        QFETCH(double, behind);
        QFETCH(double, sideways);
        QFETCH(double, moved);
        using namespace vedette::table;
        const double inch = 25.4;
        Scenario s;
        s.setRuleSystem(RuleSystem::Brown);
        s.setTableSize(Length::fromInches(72), Length::fromInches(48));
        s.addSide({u"gb"_s, u"British"_s, Qt::red});
        s.addSide({u"fr"_s, u"French"_s, Qt::blue});
        Unit defender(u"d"_s, u"fr"_s, u"2e Ligne"_s, Arm::Foot);
        defender.setPosition({900, 600});
        s.addUnit(defender);
        Unit attacker(u"a"_s, u"gb"_s, u"33rd Foot"_s, Arm::Foot);
        attacker.setFacing(180);
        attacker.setPosition({900, 600 - 20 - inch});
        s.addUnit(attacker);
        const Unit &mover = side == 0 ? attacker : defender;
        if (behind >= 0.0) {
            // Behind the mover, away from the enemy: +y for the defender, -y for the attacker.
            const double away = side == 0 ? -1.0 : 1.0;
            Unit support(u"s"_s, mover.sideId(), u"Support"_s, Arm::Foot);
            support.setFacing(mover.facing());
            support.setPosition({900 + sideways, mover.position().y() + away * (20 + behind * inch)});
            s.addUnit(support);
        }
        ChargeOutcome outcome;
        outcome.ending = ChargeOutcome::Ending::Resolved;
        outcome.moves.append({side == 0 ? vedette::rules::brown::Side::Attacker : vedette::rules::brown::Side::Defender,
                              ChargeOutcome::Move::Kind(kind), inches, numbered, false, {}});
        const ChargeApplication applied = ChargeApplication::of(s, u"a"_s, u"d"_s, outcome, true);
        const Unit &after = side == 0 ? applied.attacker : applied.defender;
        const double went = QLineF(mover.position(), after.position()).length() / inch;
        QVERIFY2(std::abs(went - moved) < 0.01, qPrintable(QString::number(went)));
        // Clear of every other unit, the other side of the charge as it now stands included.
        for (const Unit &other : s.units()) {
            if (other.id() == after.id())
                continue;
            const Unit &now = other.id() == u"a"_s ? applied.attacker : other.id() == u"d"_s ? applied.defender : other;
            QVERIFY2(!geometry::overlaps(s.footprint(after), s.footprint(now)), qPrintable(other.id()));
        }
        // The step says why the move fell short; a full move says nothing.
        const bool short_ = moved < inches - 0.01;
        QCOMPARE(applied.notes.size(), short_ ? 1 : 0);
        if (short_)
            QVERIFY2(applied.notes.first().contains(u"Support"_s), qPrintable(applied.notes.first()));
    }
};

QTEST_MAIN(TestBrownRecords)
#include "test_brownrecords.moc"

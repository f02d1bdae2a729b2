#include "chargeprocedure.h"

#include "inches.h"
#include "refusal.h"

#include "journal/rollcollector.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <stdexcept>

using namespace Qt::StringLiterals;

namespace vedette::rules::brown {

namespace {

// The translation context of this file, for Tr::tr() in free functions too
// (lupdate reads Tr::tr with this context; a free Tr::tr() helper it would not).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(vedette::rules::brown::ChargeProcedure)
};

QString signedNumber(int value)
{
    return value < 0 ? QString::number(value) : u"+"_s + QString::number(value);
}

constexpr double closestFireInches = 1.0;
constexpr double recoilInches = 2.0;
constexpr double haltInches = 3.0;

} // namespace

QString stepId(ChargeProcedure::Step step)
{
    switch (step) {
    case ChargeProcedure::Step::Activation:
        return u"activation"_s;
    case ChargeProcedure::Step::Evade:
        return u"evade"_s;
    case ChargeProcedure::Step::FireDiscipline:
        return u"fire-discipline"_s;
    case ChargeProcedure::Step::ClosingCasualties:
        return u"closing-casualties"_s;
    case ChargeProcedure::Step::ChargeRoll:
        return u"charge-roll"_s;
    case ChargeProcedure::Step::RideDown:
        return u"ride-down"_s;
    case ChargeProcedure::Step::Surrender:
        return u"surrender"_s;
    case ChargeProcedure::Step::Done:
        return u"done"_s;
    }
    return u"done"_s;
}

ChargeProcedure::ChargeProcedure(ChargeSituation situation, HouseRules rules, journal::EventSink &sink, int turn)
    : mSituation(std::move(situation))
    , mRules(std::move(rules))
    , mSink(sink)
    , mTurn(turn)
    , mModifiers(ModifierList::derive(mSituation))
    , mDistance(mSituation.distanceInches)
{
    mRefusal = refusalReason(mSituation, mRules);
    QJsonObject detail{{u"distanceInches"_s, mDistance},
                       {u"continued"_s, mSituation.continued},
                       {u"modifiers"_s, mModifiers.toJson()}};
    // A charge between town blocks: the log keeps who was counted in each.
    if (mSituation.isTownCharge()) {
        detail.insert(u"attackerTown"_s, mSituation.attackerBlock->toJson());
        detail.insert(u"defenderTown"_s, mSituation.defenderBlock->toJson());
    }
    if (!mRefusal.isEmpty()) {
        detail.insert(u"refusal"_s, mRefusal);
        mOutcome.ending = ChargeOutcome::Ending::Refused;
        mOutcome.summary = mRefusal;
        mStep = Step::Done;
        record(u"brown.refused"_s, Tr::tr("Charge refused: %1").arg(mRefusal), detail);
        return;
    }
    record(u"brown.declare"_s,
           Tr::tr("%1 declares a charge on %2, %3 away.")
               .arg(mSituation.attacker.name, mSituation.defender.name, inchesText(mDistance)),
           detail);
}

ChartKind ChargeProcedure::chart() const
{
    return mSituation.cover == table::CoverClass::None ? ChartKind::Open : ChartKind::Cover;
}

bool ChargeProcedure::evadeOffered() const
{
    const TroopType a = mSituation.attacker.type;
    const TroopType d = mSituation.defender.type;
    return (d == TroopType::LightCavalry && a == TroopType::HeavyCavalry) || d == TroopType::Artillery;
}

void ChargeProcedure::require(Step step, const char *what) const
{
    if (mStep != step)
        throw std::logic_error(std::string("ChargeProcedure: ") + what + " called out of step");
}

void ChargeProcedure::record(const QString &kind, const QString &summary, QJsonObject detail,
                             QList<dice::RollRecord> rolls)
{
    journal::JournalEvent event;
    event.kind = kind;
    event.summary = summary;
    event.turn = mTurn;
    event.actors = {mSituation.attacker.id, mSituation.defender.id};
    detail.insert(u"step"_s, stepId(mStep));
    event.detail = detail;
    event.rolls = std::move(rolls);
    mSink.append(event);
}

bool ChargeProcedure::rollActivation(dice::DiceSource &dice)
{
    require(Step::Activation, "rollActivation");
    journal::RollCollector collector(dice);
    const dice::Die die = attackerDie();
    const int face = dice.roll(die, Tr::tr("activation"));
    const bool success = face >= mRules.activationTarget;
    record(u"brown.activation"_s,
           success ? Tr::tr("%1 activates: %2 on %3, needs %4+.")
                         .arg(mSituation.attacker.name, QString::number(face), die.name(),
                              QString::number(mRules.activationTarget))
                   : Tr::tr("%1 fails to activate: %2 on %3, needs %4+.")
                         .arg(mSituation.attacker.name, QString::number(face), die.name(),
                              QString::number(mRules.activationTarget)),
           QJsonObject{{u"face"_s, face}, {u"die"_s, die.name()}, {u"target"_s, mRules.activationTarget},
                       {u"success"_s, success}},
           collector.take());
    if (!success) {
        mOutcome.ending = ChargeOutcome::Ending::ActivationFailed;
        mOutcome.summary = Tr::tr("%1 fails to activate; no charge.").arg(mSituation.attacker.name);
        finish();
        return false;
    }
    // Step 2: to 4" from the target, or stay if already at or inside 4".
    if (!withinApproach(mDistance)) {
        const double from = mDistance;
        mDistance = approachInches;
        mOutcome.moves.append({Side::Attacker, ChargeOutcome::Move::Kind::ToDistance, approachInches, true, false,
                               Tr::tr("Attacker moves to %1 from the target.").arg(inchesText(approachInches))});
        record(u"brown.move"_s,
               Tr::tr("%1 moves from %2 to %3 from %4.")
                   .arg(mSituation.attacker.name, inchesText(from), inchesText(mDistance), mSituation.defender.name),
               QJsonObject{{u"fromInches"_s, from}, {u"toInches"_s, mDistance}});
    }
    if (evadeOffered())
        mStep = Step::Evade;
    else
        afterApproach();
    return true;
}

void ChargeProcedure::afterApproach()
{
    if (!defenderFires()) {
        mStep = Step::ChargeRoll;
        return;
    }
    if (mDistance <= closestFireInches) {
        // Already at 1" or inside: the defender fires at once, no roll.
        mStep = Step::ClosingCasualties;
        record(u"brown.fire-discipline"_s,
               Tr::tr("%1 fires at %2: the attacker is already within %3.")
                   .arg(mSituation.defender.name, inchesText(mDistance), inchesText(closestFireInches)),
               QJsonObject{{u"fires"_s, true}, {u"distanceInches"_s, mDistance}, {u"rolled"_s, false}});
        return;
    }
    mStep = Step::FireDiscipline;
}

void ChargeProcedure::closeIn()
{
    // docs/rules.md B-18: the attacker stands where the defender fires, unless
    // the result moves it: its approach move ends there.
    const auto approach = std::find_if(mOutcome.moves.begin(), mOutcome.moves.end(), [](const ChargeOutcome::Move &m) {
        return m.side == Side::Attacker && m.kind == ChargeOutcome::Move::Kind::ToDistance;
    });
    const QString text = Tr::tr("Attacker comes to %1 from the target: the defender held its fire.").arg(inchesText(mDistance));
    if (approach == mOutcome.moves.end()) {
        mOutcome.moves.append({Side::Attacker, ChargeOutcome::Move::Kind::ToDistance, mDistance, true, false, text});
    } else {
        approach->inches = mDistance;
        approach->text = text;
    }
}

void ChargeProcedure::decideEvade(bool evade)
{
    require(Step::Evade, "decideEvade");
    record(u"brown.evade"_s,
           evade ? Tr::tr("%1 evades the charge.").arg(mSituation.defender.name)
                 : Tr::tr("%1 stands to receive the charge.").arg(mSituation.defender.name),
           QJsonObject{{u"evade"_s, evade}});
    if (evade) {
        mOutcome.ending = ChargeOutcome::Ending::Evaded;
        mOutcome.moves.append({Side::Defender, ChargeOutcome::Move::Kind::Back, mRules.suggestedMoveInches, false,
                               false, Tr::tr("Defender evades: suggested %1 back.").arg(inchesText(mRules.suggestedMoveInches))});
        mOutcome.summary = Tr::tr("%1 evades; the charge ends.").arg(mSituation.defender.name);
        finish();
        return;
    }
    afterApproach();
}

bool ChargeProcedure::rollFireDiscipline(dice::DiceSource &dice)
{
    require(Step::FireDiscipline, "rollFireDiscipline");
    journal::RollCollector collector(dice);
    const dice::Die die = defenderDie();
    const int face = dice.roll(die, Tr::tr("fire discipline"));
    ++mFireDisciplineRolls;
    const int modifier = fireDisciplineModifier();
    const bool holds = face + modifier >= mRules.fireDisciplineTarget;
    const double at = mDistance;
    QString summary;
    if (holds) {
        mDistance = std::max(closestFireInches, mDistance - 1.0);
        closeIn();
        if (mDistance <= closestFireInches) {
            summary = Tr::tr("%1 holds its fire (%2%3 on %4, needs %5+); the attacker comes to %6 and the defender fires.");
            mStep = Step::ClosingCasualties;
        } else {
            summary = Tr::tr("%1 holds its fire (%2%3 on %4, needs %5+); the attacker comes 1\" closer, to %6.");
        }
    } else {
        summary = Tr::tr("%1 fires (%2%3 on %4, needs %5+ to hold) with the attacker at %6.");
        mStep = Step::ClosingCasualties;
    }
    summary = summary.arg(mSituation.defender.name, QString::number(face),
                          modifier != 0 ? Tr::tr(" %1 In Smoke").arg(signedNumber(modifier)) : QString(), die.name(),
                          QString::number(mRules.fireDisciplineTarget), inchesText(holds ? mDistance : at));
    record(u"brown.fire-discipline"_s, summary,
           QJsonObject{{u"face"_s, face},
                       {u"die"_s, die.name()},
                       {u"modifier"_s, modifier},
                       {u"target"_s, mRules.fireDisciplineTarget},
                       {u"holds"_s, holds},
                       {u"fires"_s, mStep == Step::ClosingCasualties},
                       {u"fromInches"_s, at},
                       {u"distanceInches"_s, mDistance},
                       {u"rolled"_s, true}},
           collector.take());
    return holds;
}

void ChargeProcedure::enterClosingCasualties(int percent)
{
    require(Step::ClosingCasualties, "enterClosingCasualties");
    if (percent < 0 || percent > 100 || percent % 10 != 0)
        throw std::invalid_argument("closing casualties come in 10% steps from 0 to 100");
    const int lost = (mSituation.attacker.strength * percent + 50) / 100;
    mSituation.attacker.strength -= lost;
    mSituation.closingCasualtyPercent = percent;
    mOutcome.attackerLosses += lost;
    // Mass compares current strengths: derive again, keeping what the referee overrode.
    ModifierList fresh = ModifierList::derive(mSituation);
    for (const Modifier &m : mModifiers.items()) {
        if (m.overridden() && m.id != u"attacker.closing-casualties"_s) {
            fresh.setValue(m.id, m.value);
            fresh.setEnabled(m.id, m.enabled);
        }
    }
    mModifiers = fresh;
    record(u"brown.closing-casualties"_s,
           Tr::tr("%1 loses %2% (%3) to the defender's fire while closing: %4.")
               .arg(mSituation.attacker.name, QString::number(percent), QString::number(lost),
                    signedNumber(-2 * (percent / 10))),
           QJsonObject{{u"percent"_s, percent}, {u"figures"_s, lost}, {u"strength"_s, mSituation.attacker.strength},
                       {u"modifier"_s, -2 * (percent / 10)}});
    mStep = Step::ChargeRoll;
}

Chart::Reading ChargeProcedure::rollCharge(dice::DiceSource &dice)
{
    require(Step::ChargeRoll, "rollCharge");
    journal::RollCollector collector(dice);
    const dice::Die aDie = attackerDie();
    const dice::Die dDie = defenderDie();
    const QList<int> faces = dice.roll(QList<dice::Die>{aDie, dDie}, Tr::tr("class dice"));
    const int aTotal = faces[0] + mModifiers.total(Side::Attacker);
    const int dTotal = faces[1] + mModifiers.total(Side::Defender);
    const Chart::Reading reading =
        Chart::read(chart(), aTotal - dTotal, mSituation.attacker.isCavalry(), mSituation.defender.isCavalry());
    mOutcome.reading = reading;

    QString summary = Tr::tr("Charge: %1 %2 %3 = %4 against %5 %6 %7 = %8, net %9 on the %10 chart: %11")
                          .arg(mSituation.attacker.name, QString::number(faces[0]),
                               signedNumber(mModifiers.total(Side::Attacker)), QString::number(aTotal),
                               mSituation.defender.name, QString::number(faces[1]),
                               signedNumber(mModifiers.total(Side::Defender)), QString::number(dTotal),
                               signedNumber(reading.net),
                               chart() == ChartKind::Cover ? Tr::tr("cover") : Tr::tr("open"), Chart::text(reading));
    if (reading.shifted)
        summary += u' ' + Tr::tr("(cavalry does not firefight: shifted from FIREFIGHT)");
    record(u"brown.charge"_s, summary,
           QJsonObject{{u"attackerFace"_s, faces[0]},
                       {u"attackerDie"_s, aDie.name()},
                       {u"defenderFace"_s, faces[1]},
                       {u"defenderDie"_s, dDie.name()},
                       {u"attackerModifiers"_s, mModifiers.total(Side::Attacker)},
                       {u"defenderModifiers"_s, mModifiers.total(Side::Defender)},
                       {u"modifiers"_s, mModifiers.toJson()},
                       {u"chart"_s, chartName(reading.chart)},
                       {u"net"_s, reading.net},
                       {u"chartResult"_s, resultId(reading.chartResult)},
                       {u"result"_s, resultId(reading.result)},
                       {u"shifted"_s, reading.shifted},
                       {u"blown"_s, reading.blown}},
           collector.take());

    const bool rideDown = mSituation.attacker.isCavalry() && mSituation.defender.type == TroopType::Infantry
        && mRules.ridesDown(reading.result);
    if (rideDown)
        mStep = Step::RideDown;
    else if (reading.result == ChargeResult::Surrender || reading.result == ChargeResult::AttackerSurrenders)
        mStep = Step::Surrender;
    else
        applyResult();
    return reading;
}

MeleeRound ChargeProcedure::rollRideDown(dice::DiceSource &dice)
{
    require(Step::RideDown, "rollRideDown");
    journal::RollCollector collector(dice);
    const QList<int> faces = dice.roll(QList<dice::Die>{dice::Die::d(10), dice::Die::d(10)}, Tr::tr("ride down"));
    const MeleeRound round(faces[0], mSituation.attacker.meleeModifier, faces[1], mSituation.defender.meleeModifier - 8);
    mOutcome.rideDown = round;
    const int aLoss = std::min(mSituation.attacker.strength,
                               mRules.casualties(round.attackerSteps(), mSituation.attacker.startingStrength));
    const int dLoss = std::min(mSituation.defender.strength,
                               mRules.casualties(round.defenderSteps(), mSituation.defender.startingStrength));
    mSituation.attacker.strength -= aLoss;
    mSituation.defender.strength -= dLoss;
    mOutcome.attackerLosses += aLoss;
    mOutcome.defenderLosses += dLoss;
    QJsonObject detail = round.toJson();
    detail.insert(u"attackerLoss"_s, aLoss);
    detail.insert(u"defenderLoss"_s, dLoss);
    record(u"brown.ride-down"_s,
           Tr::tr("Ride down: %1 %2%3 = %4 against %5 %6%7 (melee modifier -8) = %8; %1 loses %9, %5 loses %10.")
               .arg(mSituation.attacker.name, QString::number(round.attackerRoll()),
                    signedNumber(round.attackerModifier()), QString::number(round.attackerTotal()),
                    mSituation.defender.name, QString::number(round.defenderRoll()),
                    signedNumber(round.defenderModifier()), QString::number(round.defenderTotal()),
                    Tr::tr("%n men", "casualties of a ride down", aLoss), Tr::tr("%n men", "casualties of a ride down", dLoss)),
           detail, collector.take());
    if (mOutcome.reading->result == ChargeResult::Surrender || mOutcome.reading->result == ChargeResult::AttackerSurrenders)
        mStep = Step::Surrender;
    else
        applyResult();
    return round;
}

int ChargeProcedure::rollSurrender(dice::DiceSource &dice)
{
    require(Step::Surrender, "rollSurrender");
    const Side side = mOutcome.reading->result == ChargeResult::Surrender ? Side::Defender : Side::Attacker;
    ChargeUnit &unit = side == Side::Defender ? mSituation.defender : mSituation.attacker;
    journal::RollCollector collector(dice);
    const int face = dice.roll(dice::Die::d(10), Tr::tr("surrender"));
    const int percent = face * 10;
    const int figures = (unit.strength * percent + 50) / 100;
    unit.strength -= figures;
    mOutcome.surrenderingSide = side;
    mOutcome.surrenderPercent = percent;
    mOutcome.surrendered = figures;
    (side == Side::Defender ? mOutcome.defenderLosses : mOutcome.attackerLosses) += figures;
    record(u"brown.surrender"_s,
           Tr::tr("%1 rolls %2: %3% (%4) surrender, the remaining %5 rout.")
               .arg(unit.name, QString::number(face), QString::number(percent), QString::number(figures),
                    QString::number(unit.strength)),
           QJsonObject{{u"side"_s, sideId(side)}, {u"face"_s, face}, {u"percent"_s, percent},
                       {u"figures"_s, figures}, {u"remaining"_s, unit.strength}},
           collector.take());
    applyResult();
    return percent;
}

void ChargeProcedure::applyResult()
{
    using Kind = ChargeOutcome::Move::Kind;
    using table::StateMarker;
    const Chart::Reading &r = *mOutcome.reading;
    ChargeOutcome &o = mOutcome;
    const double suggested = mRules.suggestedMoveInches;
    auto back = [&](Side side, bool numbered, double inches, const QString &text) {
        o.moves.append({side, Kind::Back, inches, numbered, false, text});
    };
    switch (r.result) {
    case ChargeResult::Surrender:
        o.defenderMarkers |= StateMarker::Rout;
        back(Side::Defender, false, suggested, Tr::tr("The rest of the defender routs: suggested %1 back.").arg(inchesText(suggested)));
        break;
    case ChargeResult::DefenderRouts:
        o.defenderMarkers |= StateMarker::Rout;
        back(Side::Defender, false, suggested, Tr::tr("Defender routs: suggested %1 back.").arg(inchesText(suggested)));
        break;
    case ChargeResult::DefenderFallsBackBroken:
        o.defenderMarkers |= StateMarker::Broken;
        back(Side::Defender, false, suggested, Tr::tr("Defender falls back broken: suggested %1 back.").arg(inchesText(suggested)));
        break;
    case ChargeResult::DefenderRecoilsDisordered:
        o.defenderMarkers |= StateMarker::Disordered;
        back(Side::Defender, false, suggested, Tr::tr("Defender recoils disordered: suggested %1 back.").arg(inchesText(suggested)));
        break;
    case ChargeResult::DefenderRecoils2in:
        back(Side::Defender, true, recoilInches, Tr::tr("Defender recoils %1.").arg(inchesText(recoilInches)));
        break;
    case ChargeResult::Firefight:
        o.attackerMarkers |= StateMarker::Firefight;
        o.defenderMarkers |= StateMarker::Firefight;
        break;
    case ChargeResult::Melee:
        o.attackerMarkers |= StateMarker::Disordered;
        o.defenderMarkers |= StateMarker::Disordered;
        o.meleeBegins = true;
        o.moves.append({Side::Attacker, Kind::Contact, 0.0, true, false, Tr::tr("Attacker closes to contact: melee.")});
        break;
    case ChargeResult::AttackerHalts3in:
        o.moves.append({Side::Attacker, Kind::ToDistance, haltInches, true, false,
                        Tr::tr("Attacker halts at %1.").arg(inchesText(haltInches))});
        break;
    case ChargeResult::AttackerHalts4inDisordered:
        o.attackerMarkers |= StateMarker::Disordered;
        o.moves.append({Side::Attacker, Kind::ToDistance, approachInches, true, false,
                        Tr::tr("Attacker staggers to a halt at %1, disordered.").arg(inchesText(approachInches))});
        break;
    case ChargeResult::AttackerThrownBackBroken:
        o.attackerMarkers |= StateMarker::Broken;
        back(Side::Attacker, false, suggested, Tr::tr("Attacker thrown back broken: suggested %1 back.").arg(inchesText(suggested)));
        break;
    case ChargeResult::AttackerRouts:
        o.attackerMarkers |= StateMarker::Rout;
        back(Side::Attacker, false, suggested, Tr::tr("Attacker routs: suggested %1 back.").arg(inchesText(suggested)));
        break;
    case ChargeResult::AttackerSurrenders:
        o.attackerMarkers |= StateMarker::Rout;
        back(Side::Attacker, false, suggested, Tr::tr("The rest of the attacker routs: suggested %1 back.").arg(inchesText(suggested)));
        break;
    }
    o.attackerMayOccupy = attackerMayOccupy(r.result);
    if (r.blown) {
        // Blown cavalry halts just outside 4" in addition to the chart text;
        // it replaces the attacker's own halt, but not a melee contact.
        o.attackerMarkers |= StateMarker::Blown;
        if (!o.meleeBegins) {
            o.moves.erase(std::remove_if(o.moves.begin(), o.moves.end(),
                                         [](const ChargeOutcome::Move &m) { return m.side == Side::Attacker; }),
                          o.moves.end());
            o.moves.append({Side::Attacker, Kind::ToDistance, approachInches, true, true,
                            Tr::tr("Blown: the attacker halts just outside %1.").arg(inchesText(approachInches))});
            o.attackerMayOccupy = false;
        }
    }
    // Pursuit: never from a melee, never if the defender was in cover, never after 3 to 4.
    o.pursuitAllowed = o.attackerMayOccupy && mSituation.cover == table::CoverClass::None
        && r.result != ChargeResult::DefenderRecoils2in && !o.meleeBegins;
    o.ending = ChargeOutcome::Ending::Resolved;
    o.summary = Chart::text(r);
    record(u"brown.result"_s, o.summary, o.toJson());
    finish();
}

void ChargeProcedure::finish()
{
    mStep = Step::Done;
}

QList<ChargeProcedure::PursuitCandidate> ChargeProcedure::offerPursuit(const QList<PursuitCandidate> &candidates)
{
    require(Step::Done, "offerPursuit");
    QList<PursuitCandidate> offered;
    if (mOutcome.pursuitAllowed) {
        for (const PursuitCandidate &c : candidates) {
            if (c.distanceInches <= pursuitReachInches)
                offered.append(c);
        }
    }
    QJsonArray ids;
    QStringList names;
    for (const PursuitCandidate &c : offered) {
        ids.append(c.unitId);
        names.append(c.name);
    }
    record(u"brown.pursuit"_s,
           !mOutcome.pursuitAllowed ? Tr::tr("No pursuit after this result.")
               : offered.isEmpty()  ? Tr::tr("No target within %1 for a continued charge.").arg(inchesText(pursuitReachInches))
                                    : Tr::tr("%1 may continue the charge against: %2.")
                                         .arg(mSituation.attacker.name, names.join(u", "_s)),
           QJsonObject{{u"allowed"_s, mOutcome.pursuitAllowed}, {u"offered"_s, ids}});
    return offered;
}

ChargeSituation ChargeProcedure::continuedSituation(const ChargeUnit &next) const
{
    ChargeSituation s;
    s.attacker = mSituation.attacker;
    s.defender = next;
    s.continued = true;
    return s;
}

} // namespace vedette::rules::brown

#pragma once

#include "chargeoutcome.h"
#include "chargesituation.h"
#include "houserules.h"
#include "modifierlist.h"

#include "dice/dicesource.h"
#include "journal/journalevent.h"

#include <QList>
#include <QString>

namespace vedette::rules::brown {

// "The Mechanics of a Charge" as the referee walks it (docs/rules.md B-14 to B-31):
// declare (or refuse), activation, move to 4", evade decision, fire
// discipline in 1" steps with the closing casualties the referee enters,
// class dice and the chart, then ride down and surrender where they apply.
// Each step is one call; the procedure asks for dice only through the
// DiceSource it is handed, so scripted dice replay it exactly. Every step
// appends one "brown.*" journal event with its rolls and modifiers.
//
// A call out of step throws std::logic_error; dice::DiceUnavailable from the
// source leaves the procedure on the same step (nothing was applied).
class ChargeProcedure
{
public:
    enum class Step {
        Activation,        // rollActivation()
        Evade,             // decideEvade()
        FireDiscipline,    // rollFireDiscipline()
        ClosingCasualties, // enterClosingCasualties()
        ChargeRoll,        // rollCharge()
        RideDown,          // rollRideDown()
        Surrender,         // rollSurrender()
        Done,              // outcome() is final
    };

    ChargeProcedure(ChargeSituation situation, HouseRules rules, journal::EventSink &sink, int turn = 0);

    Step step() const { return mStep; }
    bool isRefused() const { return mOutcome.ending == ChargeOutcome::Ending::Refused; }
    const QString &refusal() const { return mRefusal; }
    const ChargeSituation &situation() const { return mSituation; }
    const HouseRules &houseRules() const { return mRules; }
    // The referee may switch and override lines any time before rollCharge().
    ModifierList &modifiers() { return mModifiers; }
    const ModifierList &modifiers() const { return mModifiers; }
    // Where the attacker is now, closest edge to closest edge.
    double distanceInches() const { return mDistance; }
    int fireDisciplineRolls() const { return mFireDisciplineRolls; }
    ChartKind chart() const;
    dice::Die attackerDie() const { return mRules.classDie(mSituation.attacker.troopClass); }
    dice::Die defenderDie() const { return mRules.classDie(mSituation.defender.troopClass); }
    const ChargeOutcome &outcome() const { return mOutcome; }

    // True when the text offers the defender the evade decision: light
    // cavalry charged by heavy cavalry, or artillery.
    bool evadeOffered() const;
    // True when the defender rolls Fire Discipline (infantry and artillery).
    bool defenderFires() const { return firesOnCharge(mSituation.defender.type); }
    // The modifier to the defender's Fire Discipline roll (In Smoke on a continued charge).
    int fireDisciplineModifier() const { return mSituation.continued ? mRules.inSmokeModifier : 0; }

    bool rollActivation(dice::DiceSource &dice);
    void decideEvade(bool evade);
    // True when the defender held its fire (the attacker came 1" closer).
    bool rollFireDiscipline(dice::DiceSource &dice);
    // Percent of the attacker's current strength, in 10% steps (0 to 100).
    void enterClosingCasualties(int percent);
    Chart::Reading rollCharge(dice::DiceSource &dice);
    MeleeRound rollRideDown(dice::DiceSource &dice);
    int rollSurrender(dice::DiceSource &dice);

    // Step 2: the attacker is moved to 4" from its target, or stays where it
    // stands when it is already at or inside 4".
    static constexpr double approachInches = 4.0;
    // True when an attacker this far from its target (closest edges, at the
    // declaration) is at or inside 4": step 2 leaves it where it stands. A
    // cavalry attacker then charges from a stand (Standing Cav., docs/rules.md B-12).
    static bool withinApproach(double distanceInches) { return distanceInches <= approachInches + 1e-6; }

    // A possible next target for a continued charge: its distance from the
    // position the attacker occupies.
    struct PursuitCandidate
    {
        QString unitId;
        QString name;
        double distanceInches = 0.0;

        friend bool operator==(const PursuitCandidate &, const PursuitCandidate &) = default;
    };
    static constexpr double pursuitReachInches = 5.0;
    // The candidates a continued charge may go on to (none when pursuit is
    // not allowed); logs the offer as "brown.pursuit".
    QList<PursuitCandidate> offerPursuit(const QList<PursuitCandidate> &candidates);
    // The situation of a continued charge against `next`: the defender is In
    // Smoke; the caller fills in the geometry of the new target.
    ChargeSituation continuedSituation(const ChargeUnit &next) const;

private:
    void require(Step step, const char *what) const;
    void record(const QString &kind, const QString &summary, QJsonObject detail, QList<dice::RollRecord> rolls = {});
    void afterApproach();
    void closeIn();
    void finish();
    void applyResult();

    ChargeSituation mSituation;
    HouseRules mRules;
    journal::EventSink &mSink;
    int mTurn;
    ModifierList mModifiers;
    QString mRefusal;
    Step mStep = Step::Activation;
    double mDistance = 0.0;
    int mFireDisciplineRolls = 0;
    ChargeOutcome mOutcome;
};

QString stepId(ChargeProcedure::Step step); // "activation", "evade", "fire-discipline", ...

} // namespace vedette::rules::brown

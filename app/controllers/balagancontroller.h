#pragma once

#include "controllers/battlecontroller.h"

#include "rules/balagan/battle.h"
#include "rules/balagan/battlestate.h"
#include "rules/balagan/combatstatus.h"
#include "rules/balagan/houserules.h"

#include <functional>

namespace vedette {

namespace dice {
class DiceSource;
}

// Balagan's battle in play: the whole bound state (bound, side to move,
// phase, clock, set-up and deployment rolls, morale tests taken, routs and
// army-break rolls, the referee's factor overrides) kept in the document's
// state of play, so it follows the battle on the table and survives a
// restart. Each method is one step of the referee: one command, one
// transaction. The Bound and Orders panels, the reach overlay, the pieces
// on the table and `vedette-cli balagan play` are views and faces of this.
//
// The state of play's JSON is rules::balagan::BattleState::toJson(); its
// turn is the bound (0 while setting up), its phase the bound's phase.
class BalaganController : public BattleController
{
    Q_OBJECT

public:
    explicit BalaganController(Document *document);

    // --- House rules (kept with the campaign) -------------------------------
    const rules::balagan::HouseRules &houseRules() const { return mRules; }
    bool setHouseRules(const rules::balagan::HouseRules &rules);
    void loadHouseRules();

    // --- Where the battle stands -------------------------------------------
    // As last written, or for a battle not yet played the state the rules
    // give its table (the sides in table order, bound 1, set-up).
    const rules::balagan::BattleState &state() const;
    bool inSetUp() const { return state().setUp; }
    QList<rules::balagan::CombatStatus> combat() const;
    rules::balagan::CombatStatus combatOf(const QString &unitId) const;
    // The d6 modifier of the unit's next action (general, failed morale).
    int actionModifier(const QString &unitId) const;
    // The sides that have not yet rolled for deployment.
    QStringList deploymentRollsLeft() const;
    // What the unit may still move this bound (core's Battle::boundAllowance):
    // half after a formation change, nothing after a failed action or a
    // charge, nothing for a unit of the other side, before the morale tests
    // or in melee (docs/rules.md M-33, M-34).
    rules::balagan::MoveAllowance moveAllowance(const QString &unitId) const;
    // docs/rules.md M-34, core's Battle::options(): for the side to move, the
    // units that may still act and what each may do now, with targets and
    // odds. The Bound panel, the table's menu and `vedette-cli balagan
    // options` show exactly this.
    const rules::balagan::BoundOptions &options() const;
    // The same without the units' orders (docs/rules.md M-32): what the
    // referee may do by overriding them (the unit's menu with Ctrl).
    rules::balagan::BoundOptions optionsAgainstOrders() const;
    // Why the act is not offered now (empty when it is).
    QString whyNot(const rules::balagan::ActRequest &request) const;
    // Why moving the unit to `to` in its side's bound goes against the rules
    // beyond its allowance and the ground (core's Battle::moveRefusal): it
    // ends in contact with an enemy (docs/rules.md M-35) or against its
    // order (M-32). Empty when it does not, and outside a bound.
    QString moveRefusal(const QString &unitId, QPointF to) const;
    // Whether the unit's charge on `targetId` would pass wholly through fog
    // (horse only, docs/rules.md M-30).
    bool chargesThroughFog(const QString &unitId, const QString &targetId) const;
    // Set-up (docs/rules.md M-27): one warning per division outside 3-7 units.
    QStringList divisionWarnings() const;

    // --- Steps ----------------------------------------------------------------
    // Set-up: 1d6 for each side that has not rolled (1-3: all in column).
    bool rollDeployment();
    // The morale phase of the side to move (fog laid, every unit in combat tested).
    bool testAll();
    bool testUnit(const QString &unitId);
    // One act of the options (a move straight ahead, a fire, an action with
    // its die): one step, one transaction. What the options do not offer is
    // refused and nothing written, unless the request overrides the rules
    // (then it is done and logged as an override). lastOutcome() says what happened.
    bool act(const rules::balagan::ActRequest &request);
    bool attemptAction(const QString &unitId, rules::balagan::Action action, const QString &chargeTargetId = {});
    // The action as the referee asked it: a formation change names the new
    // formation (and for dragoons mounted or not), a charge its target.
    bool attemptAction(const rules::balagan::ActionRequest &request);
    // The referee moved a unit in its bound: the table and the move recorded
    // (a unit that moved may not attempt an action, M-7). `notes` are logged
    // with it (the referee's override of the rules, the order named).
    bool moveUnit(const QString &unitId, QPointF to, const QList<journal::JournalEvent> &notes = {});
    // Horse whose charge passed wholly through fog: 1d6, 4-6 adds 200 p (M-30).
    bool horseThroughFog(const QString &unitId);
    // The referee's override of a derived factor (nothing: back to derived).
    bool setFactorOverride(const QString &unitId, rules::balagan::FactorKind kind, std::optional<int> value);
    // Fog lifetime, army break, clock +15 minutes, next side.
    bool endBound();

    // --- Generals and messengers ----------------------------------------------
    bool sendMessenger(const QString &generalId, const QString &targetUnitId, table::Order order);
    // The general tries to change his own orders: 5-6 + rating, once a bound (M-26).
    bool changeOrders(const QString &generalId, table::Order order);
    // The general arrives in person at the unit: he joins it and its
    // division's order changes at once (M-26).
    bool generalArrives(const QString &generalId, const QString &unitId, table::Order order);
    // What the last step's die said, for the panels' messages (translated;
    // empty when the step threw none).
    QString lastOutcome() const { return mLastOutcome; }
    // Why the messengers of a side (default: the side to move) may not ride
    // now (core's Battle::messengersRefusal): once a bound, in their side's
    // movement phase (docs/rules.md M-28). Empty when they may.
    QString messengersRefusal(const QString &sideId = {}) const;
    // The messengers of a side (default: the side to move) ride their bound;
    // the number that rode, 0 when none rides (lastError() says why: none
    // riding, not their bound, ridden already), nothing when the referee
    // withheld the dice.
    std::optional<int> rideMessengers(const QString &sideId = {});

private:
    // Plays a step on a copy of the battle; returns why nothing is to be
    // done (nothing is then pushed), empty when the step was made.
    using Play = std::function<QString(rules::balagan::Battle &, dice::DiceSource &, journal::EventSink &)>;
    // One step on a copy of the table and state; `endsSetUp`: the first step
    // of a bound ends the set-up.
    bool play(const QString &text, const Play &play, bool endsSetUp);
    store::PlayRecord recordOf(const rules::balagan::BattleState &state) const;

    rules::balagan::HouseRules mRules;
    QString mLastOutcome;
    mutable std::optional<store::PlayRecord> mCachedRecord;
    mutable quint64 mCachedRevision = 0;
    mutable rules::balagan::BattleState mCached;
    // The options as last worked out, and what they were worked out from.
    mutable std::optional<rules::balagan::BoundOptions> mOptions;
    mutable store::PlayRecord mOptionsRecord;
    mutable quint64 mOptionsRevision = 0;
    mutable rules::balagan::HouseRules mOptionsRules;
};

} // namespace vedette

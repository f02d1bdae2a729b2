#pragma once

#include "actoptions.h"
#include "battlestate.h"
#include "combatstatus.h"
#include "houserules.h"

#include "dice/dicesource.h"
#include "journal/journalevent.h"
#include "table/scenario.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace vedette::rules::balagan {

struct MoraleResult
{
    QString unitId;
    int roll = 0;            // the unmodified d6
    int factors = 0;         // total of the tactical factors (general included)
    int total = 0;
    bool failed = false;     // total below 4
    int counters = 0;        // morale counters after the test
    bool routed = false;
    QString generalKilled;   // id of the general with the unit who died
    int replacementRating = 0;
    std::optional<table::Order> randomOrder; // the division's new order after his death
};

// One bound of a messenger's ride.
struct MessengerRide
{
    QString messengerId;
    int roll = 0;            // his 1-in-6 death roll
    bool killed = false;
    bool arrived = false;    // reached the target: its division's orders changed
    QPointF from;
    QPointF to;              // where he is after the bound (mm)
    double paces = 0.0;      // straight distance ridden
    QString refusal;         // translated: why he did not ride (nothing thrown, nothing moved)
};

enum class Action { ChangeFormation, Withdraw, FollowUp, Charge, Wheel };
QString actionId(Action action);
QString actionName(Action action);

// What the referee asks a unit to try (docs/rules.md M-7 to M-11).
struct ActionRequest
{
    QString unitId;
    Action action = Action::Wheel;
    QString targetId;                          // Charge: the enemy unit charged (required)
    std::optional<table::Formation> formation; // ChangeFormation: the formation to take (required)
    // ChangeFormation of dragoons: false dismounts them (always in single
    // line), true mounts them; unset keeps them as they are, except that a
    // formation other than single line mounts dismounted dragoons.
    std::optional<bool> mounted;
};

struct ActionResult
{
    bool allowed = true;     // false: the rules forbid it (reason says why); no die thrown
    QString reason;
    int roll = 0;
    int modifier = 0;
    bool succeeded = false;
    // After a success: what the unit may still move this bound (half its new
    // allowance after a formation change; its allowance, wheel or turn
    // included, after a wheel, a withdrawal or a follow-up; none after a charge).
    table::Length moveAllowance;
    // A charge: whether it reached contact, the 1d6 for horse charging wholly
    // through fog (0: none thrown) and the paces it added.
    bool contact = false;
    int fogRoll = 0;
    double fogExtraPaces = 0.0;
};

// What a unit may still move in this bound, as the move tool shows it.
struct MoveAllowance
{
    table::Length total;     // its allowance this bound (half after a formation change)
    table::Length spent;     // what its moves this bound have cost
    bool mayTurn = false;    // a wheel or 180-degree turn may be part of it (a successful wheel action)
    QString reason;          // translated: why it is what it is ("Free move straight ahead.")

    table::Length left() const { return std::max(table::Length(), total - spent); }
};

// A Balagan battle played bound by bound: the table, the battle state and
// the house rules. Every step reads the table and the dice source, changes
// the table and state, and tells the sink what happened ("balagan.*"
// events). Deterministic given the dice, so a scripted battle replays.
class Battle
{
public:
    Battle(table::Scenario scenario, HouseRules rules = {});

    const table::Scenario &scenario() const { return mScenario; }
    table::Scenario &scenario() { return mScenario; }
    const BattleState &state() const { return mState; }
    BattleState &state() { return mState; }
    const HouseRules &rules() const { return mRules; }

    QList<CombatStatus> combat() const;
    // Units of the side to move that are in combat, in table order.
    QList<CombatStatus> toTest() const;

    // Set-up: 1d6 per side, 1-3 puts all its units in column (artillery limbered).
    bool rollDeployment(const QString &sideId, dice::DiceSource &dice, journal::EventSink &sink);

    // Morale phase: lay fog in front of every firing unit, then test each unit
    // of the side to move that is in combat; then the action phase begins.
    QList<MoraleResult> runMoralePhase(dice::DiceSource &dice, journal::EventSink &sink);
    MoraleResult testMorale(const QString &unitId, dice::DiceSource &dice, journal::EventSink &sink);

    // One action for a unit that has neither acted nor moved this bound:
    // 1d6, 3+ succeeds (-1 after a failed morale test this bound, + the
    // general's rating), applied to the table on success: the new formation
    // (then half a move), a wheel, withdraw or follow-up move allowed (the
    // referee places it), a charge moved into contact with its target. The
    // attempt is recorded in the state whatever the die says. Refused with a
    // reason, before any die: withdraw when not in melee; follow up when not
    // in melee and no enemy withdrew from or routed out of a melee with it
    // last bound; a charge without an enemy target, from out of line, by
    // artillery, or beyond its allowance (plus 200p for horse wholly in fog);
    // a formation change without a new formation.
    ActionResult attemptAction(const ActionRequest &request, dice::DiceSource &dice, journal::EventSink &sink);
    ActionResult attemptAction(const QString &unitId, Action action, dice::DiceSource &dice, journal::EventSink &sink,
                               const QString &chargeTargetId = {});
    // What the unit may move now: its allowance (straight ahead) if it has not
    // acted, half its new allowance after a formation change, its allowance
    // with a turn after a wheel action, nothing after a failed action or a charge.
    MoveAllowance moveAllowance(const QString &unitId) const;
    // The referee moved the unit; `cost` is what the move cost (bad going
    // included). A unit that moved may not attempt an action this bound.
    void recordMove(const QString &unitId, table::Length cost);
    // A general tries to change his division's order: 5-6 + rating, once a bound.
    ActionResult tryChangeOrders(const QString &generalId, table::Order order, dice::DiceSource &dice,
                                 journal::EventSink &sink);
    // A general or messenger has reached the unit: the order of its division
    // (or of the unit alone, without a division) changes at once.
    void deliverOrders(const QString &unitId, table::Order order, const QString &byWhom, journal::EventSink &sink);
    // A general arrives in person at a unit of his side (docs/rules.md M-26):
    // he joins it and the order of its division (or of the unit alone)
    // changes at once, with no die. Refused, the reason returned, for a
    // general or unit not on the table, a unit of another side, or a unit
    // outside a division general's own division (the commander-in-chief may
    // join any unit of his side). Empty when done.
    QString generalArrives(const QString &generalId, const QString &unitId, table::Order order,
                           journal::EventSink &sink);
    // A messenger rode this bound: killed on a 1.
    bool messengerRides(const QString &messengerName, dice::DiceSource &dice, journal::EventSink &sink);
    // A general sends a messenger with an order for a unit (and through it its
    // division). He starts where the general stands, or at the unit the
    // general is with. Returns the messenger's id, empty when refused.
    QString sendMessenger(const QString &generalId, const QString &targetUnitId, table::Order order,
                          journal::EventSink &sink);
    // One bound of a riding messenger (docs/rules.md M-28): his death roll
    // (killed on a 1, where he is), then his ride towards the target unit at
    // horse-in-column allowance; on reaching it the orders are delivered. A
    // messenger whose target has left the table is stood down (removed)
    // without a roll. He rides once a bound, in his side's movement phase:
    // otherwise nothing is thrown or moved and `refusal` says why.
    MessengerRide advanceMessenger(const QString &messengerId, dice::DiceSource &dice, journal::EventSink &sink);
    // Why the side's messengers may not ride now (empty when they may): not
    // its bound, or not yet its movement phase, or none still riding who has
    // not ridden this bound.
    QString messengersRefusal(const QString &sideId) const;
    // Every messenger of the side still riding who has not ridden this
    // bound, in table order; none when messengersRefusal() says why.
    QList<MessengerRide> rideMessengers(const QString &sideId, dice::DiceSource &dice, journal::EventSink &sink);
    // Horse (or mounted dragoons) whose charge passed wholly through fog:
    // 1d6, 4-6 adds 200p. 0 without a die for any other unit.
    double horseThroughFog(const QString &unitId, dice::DiceSource &dice, journal::EventSink &sink);

    // Fog lifetime, army break, clock +15 minutes, next side.
    void endBound(dice::DiceSource &dice, journal::EventSink &sink);

    // --- The referee's choices in a bound (docs/rules.md M-34) ---------------
    // For the side to move: the units that may still do something and, for
    // each, every act the rules allow now with its targets and odds. Orders
    // bind (M-32): what a unit's order refuses is not offered, unless
    // `withOrders` is false (what the referee may do by overriding them).
    BoundOptions options(bool withOrders = true) const;
    // Why `request` is not among the options now; empty when it is.
    QString whyNot(const ActRequest &request) const;
    // Does what the referee asks, when the options offer it (or the referee
    // overrides the rules, logged): a move straight ahead as far as its
    // allowance and the ground let it, the fire it makes (its fog laid, the
    // target's test to come in its own bound), or an action with its die
    // (attemptAction). Refused with the reason and nothing changed otherwise.
    ActResult act(const ActRequest &request, dice::DiceSource &dice, journal::EventSink &sink);
    // What the unit may move now in its side's bound: moveAllowance(), or
    // nothing, with the reason, for a unit of the other side, before the
    // morale tests, in melee (M-33) or when the battle is over.
    MoveAllowance boundAllowance(const QString &unitId) const;
    // The unit's move straight ahead as far as `allowance` and the ground let
    // it (no unit crossed, no impassable ground, on the table, bad going paid).
    struct AheadMove
    {
        QPointF to;
        table::Length distance;
        table::Length cost;
        QString blocked; // what stops it short of the allowance (translated), if anything
    };
    AheadMove moveAhead(const QString &unitId, table::Length allowance) const;
    // Why moving the unit's centre to `to` (its facing kept) in its side's
    // bound goes against the rules beyond its allowance and the ground: it
    // ends in contact with an enemy (docs/rules.md M-35), or against its
    // order (M-32). Empty when it does not. The drag on the table asks this.
    QString moveRefusal(const QString &unitId, QPointF to) const;

private:
    // Why the side may not ride now, before looking at its messengers.
    QString messengerPhaseRefusal(const QString &sideId) const;
    journal::JournalEvent event(const QString &kind, const QString &summary) const;
    void rout(const QString &unitId, const QStringList &meleeEnemies, journal::EventSink &sink);
    ActionResult refuse(const QString &reason) const;
    QString refusal(const ActionRequest &request, const table::Unit &unit, const CombatStatus &status) const;
    void applyAction(const ActionRequest &request, ActionResult &result, dice::DiceSource &dice, journal::EventSink &sink);
    void setDivisionOrder(const table::Unit &unit, table::Order order);
    void updateFog(journal::EventSink &sink);
    void layFog(const table::Unit &unit, journal::EventSink &sink);
    ActionResult resolveAction(const ActionRequest &request, const CombatStatus &status, dice::DiceSource &dice,
                               journal::EventSink &sink);
    // The acts' checks (actoptions.cpp): whose bound and which phase; the act
    // itself against the table; what no override can make possible.
    QString boundRefusal(const table::Unit &unit) const;
    QString actRefusal(const ActRequest &request, const table::Unit &unit, const CombatStatus &status,
                       const QList<CombatStatus> &combat, bool withOrders = true) const;
    QString hardRefusal(const ActRequest &request) const;
    // docs/rules.md M-32: what the unit's order refuses of an act that is not
    // a move straight ahead (that is judged where it ends).
    QString orderRefusal(Act act, const table::Unit &unit) const;
    // docs/rules.md M-35: how far short of an enemy a move halts, in mm.
    double haltGapMm() const;
    QStringList fireTargets(const QString &unitId, const QList<CombatStatus> &combat) const;
    ActionRequest actionRequest(const ActRequest &request) const;
    QString label(const QString &unitId) const;

    table::Scenario mScenario;
    HouseRules mRules;
    BattleState mState;
};

} // namespace vedette::rules::balagan

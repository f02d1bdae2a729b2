#pragma once

#include "battlestate.h"
#include "combatstatus.h"
#include "houserules.h"

#include "dice/dicesource.h"
#include "journal/journalevent.h"
#include "table/scenario.h"

#include <QList>
#include <QString>

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
};

enum class Action { ChangeFormation, Withdraw, FollowUp, Charge, Wheel };
QString actionId(Action action);
QString actionName(Action action);

struct ActionResult
{
    bool allowed = true;     // false: the rules forbid it (reason says why); no die thrown
    QString reason;
    int roll = 0;
    int modifier = 0;
    bool succeeded = false;
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

    ActionResult attemptAction(const QString &unitId, Action action, dice::DiceSource &dice, journal::EventSink &sink,
                               const QString &chargeTargetId = {});
    // A general tries to change his division's order: 5-6 + rating, once a bound.
    ActionResult tryChangeOrders(const QString &generalId, table::Order order, dice::DiceSource &dice,
                                 journal::EventSink &sink);
    // A general or messenger has reached the unit: the order of its division
    // (or of the unit alone, without a division) changes at once.
    void deliverOrders(const QString &unitId, table::Order order, const QString &byWhom, journal::EventSink &sink);
    // A messenger rode this bound: killed on a 1.
    bool messengerRides(const QString &messengerName, dice::DiceSource &dice, journal::EventSink &sink);
    // A general sends a messenger with an order for a unit (and through it its
    // division). He starts where the general stands, or at the unit the
    // general is with. Returns the messenger's id, empty when refused.
    QString sendMessenger(const QString &generalId, const QString &targetUnitId, table::Order order,
                          journal::EventSink &sink);
    // One bound of a riding messenger: his death roll (killed on a 1, where
    // he is), then his ride towards the target unit at horse-in-column
    // allowance; on reaching it the orders are delivered. A messenger whose
    // target has left the table is stood down (removed) without a roll.
    MessengerRide advanceMessenger(const QString &messengerId, dice::DiceSource &dice, journal::EventSink &sink);
    // Every messenger of the side still riding, in table order.
    QList<MessengerRide> rideMessengers(const QString &sideId, dice::DiceSource &dice, journal::EventSink &sink);
    // Horse whose charge passed wholly through fog: 4-6 adds 200p.
    double horseThroughFog(const QString &unitId, dice::DiceSource &dice, journal::EventSink &sink);

    // Fog lifetime, army break, clock +15 minutes, next side.
    void endBound(dice::DiceSource &dice, journal::EventSink &sink);

private:
    journal::JournalEvent event(const QString &kind, const QString &summary) const;
    void rout(const QString &unitId, journal::EventSink &sink);
    void setDivisionOrder(const table::Unit &unit, table::Order order);
    void updateFog(journal::EventSink &sink);
    QString label(const QString &unitId) const;

    table::Scenario mScenario;
    HouseRules mRules;
    BattleState mState;
};

} // namespace vedette::rules::balagan

#pragma once

#include "factor.h"

#include <QHash>
#include <QJsonObject>
#include <QSet>
#include <QString>
#include <QStringList>

#include <map>
#include <optional>

namespace vedette::rules::balagan {

enum class BoundPhase { Morale, Action, Over };
QString boundPhaseId(BoundPhase phase); // "morale", "action", "over"
QString boundPhaseName(BoundPhase phase); // translated

// What a unit remembers between bounds that the table does not show.
struct UnitBattleState
{
    int chargedBound = -1;      // the last bound in which it was charged
    int failedMoraleBound = -1; // the last bound in which it failed a morale test
    int lastFiredBound = -1;    // the last bound in which it fired
    // What it did in its side's bound (docs/rules.md M-7: a unit moves or attempts
    // an action): valid while the bound named is the battle's bound.
    int actedBound = -1;        // the bound in which it attempted an action
    QString action;             // that action's id (actionId(): "change-formation", ...)
    bool actionSucceeded = false;
    int movedBound = -1;        // the bound in which it moved
    double movedPaces = 0.0;    // what its moves in that bound cost, in paces
    // The bound in which an enemy it was in melee with withdrew or routed:
    // it may follow up in the next bound.
    int meleeEndedBound = -1;
    // The bound in which the referee had it fire (docs/rules.md M-34): once a bound.
    int fireRecordedBound = -1;

    // Every field, for the saved state of play; defaults are left out.
    QJsonObject toJson() const;

    friend bool operator==(const UnitBattleState &, const UnitBattleState &) = default;
};

// The bookkeeping of a Balagan battle beside the table: whose bound, which
// phase, the clock, per-unit memory, the referee's factor overrides and the
// army-break counts. A plain value so the app can snapshot it for undo.
struct BattleState
{
    int bound = 1;               // bounds of both sides counted together
    QStringList sideOrder;       // the sides in the order they move
    int sideIndex = 0;
    BoundPhase phase = BoundPhase::Morale;
    int startMinutes = 10 * 60;  // the battle clock at bound 1 (10:00)
    QHash<QString, UnitBattleState> units;
    QHash<QString, std::map<FactorKind, int>> overrides; // unit id -> factor -> value
    QHash<QString, int> startingUnits; // side id -> units at the start
    QHash<QString, int> routed;        // side id -> units routed so far
    QHash<QString, int> routedThisBound;
    QSet<QString> breakRolled;         // sides whose half-routed roll has started
    QString lostSide;                  // the side whose army broke, if any
    QSet<QString> ordersTried;         // generals who tried to change orders this bound
    QSet<QString> messengersRidden;    // messengers who rode this bound (docs/rules.md M-28: once a bound)
    int nextFogNumber = 1;
    // Set-up, before the first bound: the deployment zones show and each
    // side may roll for its deployment once. The first step of a bound ends it.
    bool setUp = true;
    QStringList deploymentRolled;      // side ids, in the order they rolled

    QString sideToMove() const { return sideOrder.value(sideIndex); }
    int clockMinutes() const { return startMinutes + (bound - 1) * 15; }
    QString clockText() const; // "10:15"
    UnitBattleState unit(const QString &id) const { return units.value(id); }
    std::optional<int> overrideFor(const QString &unitId, FactorKind kind) const;
    void setOverride(const QString &unitId, FactorKind kind, std::optional<int> value);

    // The whole state, to keep with the battle (fromJson() reads it back
    // exactly); its first keys (bound, side, phase, clock, routed, lostSide)
    // also serve as a summary for the command line.
    QJsonObject toJson() const;
    // Nothing (and `error` says why) for JSON that toJson() could not have
    // written: unknown phase, a side index outside the order, negative counts...
    static std::optional<BattleState> fromJson(const QJsonObject &json, QString *error = nullptr);

    friend bool operator==(const BattleState &, const BattleState &) = default;
};

} // namespace vedette::rules::balagan

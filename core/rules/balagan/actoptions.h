#pragma once

#include "battlestate.h"

#include "table/length.h"
#include "table/unittypes.h"

#include <QHash>
#include <QList>
#include <QPointF>
#include <QString>
#include <QStringList>

#include <optional>

namespace vedette::rules::balagan {

// What the referee may do with a unit in its side's bound (docs/rules.md
// M-34): the free move straight ahead, the fire the rules have it make, and
// the actions of M-7 to M-11 that take a die.
enum class Act { Charge, Fire, ChangeFormation, Wheel, Withdraw, FollowUp, Move };
QString actId(Act act);              // "charge", "fire", "change-formation", "wheel", "withdraw", "follow-up", "move"
QString actName(Act act);            // translated
std::optional<Act> actFromId(QStringView id);
const QList<Act> &allActs();         // in the order above, the order the options list them

// A formation a unit may change into: dragoons also mounted or on foot.
struct FormationChoice
{
    table::Formation formation = table::Formation::SingleLine;
    std::optional<bool> mounted; // dragoons only: true mounted, false on foot (then single line)

    // The formation's id, or "dismounted" for dragoons on foot.
    QString id() const;
    QString name() const; // translated
    // The choice a command line names for a unit of `arm` (nothing for an unknown id).
    static std::optional<FormationChoice> fromId(QStringView id, table::Arm arm);

    friend bool operator==(const FormationChoice &, const FormationChoice &) = default;
};

// One thing a unit may do now, with what it needs and its chances.
struct ActOption
{
    Act act = Act::Move;
    QStringList targets;               // Charge, Fire: the enemy units it may choose, nearest first
    QList<FormationChoice> formations; // ChangeFormation: the formations it may take
    int modifier = 0;                  // the action die's modifier (general, failed morale)
    int winningFaces = 6;              // faces of the d6 that succeed (a move or fire throws none: 6)
    double odds = 1.0;                 // the chance it succeeds
    // Charge: the chance each target is reached in contact (the action die,
    // times the 4-6 of horse through fog where the allowance needs it);
    // Fire: the chance each target fails the morale test it takes for it.
    QHash<QString, double> targetOdds;
    table::Length distance;            // Move: how far straight ahead it would go
};

struct UnitOptions
{
    QString unitId;
    QList<ActOption> acts;

    const ActOption *find(Act act) const;
};

// For the side to move: the units that may still do something this bound,
// each with every act the rules allow it now (docs/rules.md M-34). Nothing
// the rules refuse is here; when no unit may act, `why` says why.
struct BoundOptions
{
    QString sideId;
    int bound = 0;
    BoundPhase phase = BoundPhase::Morale;
    bool setUp = false;
    QString why;
    QList<UnitOptions> units;

    const UnitOptions *unit(const QString &unitId) const;
    bool offers(const QString &unitId, Act act, const QString &targetId = {}) const;
};

// What the referee asks a unit to do (Battle::act).
struct ActRequest
{
    QString unitId;
    Act act = Act::Move;
    QString targetId;                          // Charge: required; Fire: one of its targets, empty for all
    std::optional<FormationChoice> formation;  // ChangeFormation: required
    // The referee overrides the rules (docs/rules.md M-34): what they refuse
    // is done anyway and logged as an override; what cannot be done at all
    // (no such unit, a friend as the target, a formation its arm has not) stays refused.
    bool override = false;
};

struct ActResult
{
    bool allowed = true;      // false: nothing done, `reason` says why
    QString reason;
    bool overridden = false;  // done against the rules at the referee's word
    bool succeeded = true;    // an action's die: 3 or more after the modifier
    int roll = 0;             // an action's d6 (0: none thrown)
    bool contact = false;     // a charge reached contact
    QPointF to;               // a move: where the unit stands after it
    table::Length cost;       // a move: what it cost
    QStringList targets;      // fire: the units fired on
    QString outcome;          // translated, one sentence for the referee
};

} // namespace vedette::rules::balagan

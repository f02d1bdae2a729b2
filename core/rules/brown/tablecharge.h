#pragma once

#include "chargeprocedure.h"
#include "chargesituation.h"
#include "houserules.h"
#include "townblock.h"

#include "table/footprint.h"
#include "table/scenario.h"

#include <QList>
#include <QString>

#include <optional>

namespace vedette::rules::brown {

// Reads a charge off the table: the units in Brown's terms and every fact the
// modifiers are derived from (docs/rules.md B-6 to B-13), each with its reason.
// Errors are returned by value, never thrown.
class TableCharge
{
public:
    struct Result
    {
        std::optional<ChargeSituation> situation;
        QString errorString;
        explicit operator bool() const { return situation.has_value(); }
    };

    // What the battle's state of play knows beyond the table; each fact left
    // unset is the referee's call (its line is off until switched on).
    // Standing Cav. (docs/rules.md B-12) needs none: it is the charging
    // cavalry's distance at the declaration.
    struct PlayFacts
    {
        // General Order (docs/rules.md B-13): the referee marked the defender.
        std::optional<bool> defenderUnderGeneralOrder;
        // A continued charge (docs/rules.md B-30): the defender is In Smoke.
        bool continued = false;
        // A continued charge: the ground the attacker occupies (the footprint
        // of the defender it beat, as it stood before its retreat). The
        // declaration is measured from there: distance, arc, downhill.
        std::optional<table::Footprint> occupied;
    };
    static Result situation(const table::Scenario &scenario, const QString &attackerId, const QString &targetId,
                            const HouseRules &rules, const PlayFacts &facts);
    static Result situation(const table::Scenario &scenario, const QString &attackerId, const QString &targetId,
                            const HouseRules &rules)
    {
        return situation(scenario, attackerId, targetId, rules, PlayFacts());
    }

    // The enemy units `attackerId` may charge now (no refusal: in reach, not
    // cavalry into cover, not a routed or broken attacker), nearest first
    // (closest edges, G-4): the first is the default target of a charge.
    // Empty when the attacker may charge nobody.
    static QStringList chargeableTargets(const table::Scenario &scenario, const QString &attackerId,
                                         const HouseRules &rules);

    // The unit in Brown's terms; its melee modifier is meleeModifier() below.
    static ChargeUnit chargeUnit(const table::Scenario &scenario, const table::Unit &unit, const HouseRules &rules);
    static ChargeUnit chargeUnit(const table::Scenario &scenario, const table::Unit &unit)
    {
        return chargeUnit(scenario, unit, HouseRules{});
    }
    // docs/rules.md B-27: the unit's own melee modifier, or without one the house
    // rule's value for its class (setting; Elite +3, Veteran +2, Regular +1, Green 0).
    static int meleeModifier(const table::Unit &unit, const HouseRules &rules);

    // The best cover class of the terrain the unit stands in: at least half
    // of its footprint's area inside a piece (docs/rules.md B-8 and G-6, the same test as
    // Balagan's favourable terrain).
    static table::CoverClass coverUnder(const table::Scenario &scenario, const table::Unit &unit, QString *reason = nullptr);
    // Height of the highest hill under a point (0 off the hills).
    static table::Length groundHeight(const table::Scenario &scenario, QPointF point);
    // Flanks with a friendly unit or impassable terrain within `inches` beside
    // them: the band that far out from each side edge, as deep as the unit.
    static int secureFlanks(const table::Scenario &scenario, const table::Unit &unit, double inches,
                            QString *reason = nullptr);
    // The town block the unit fights in and the stands of its side involved
    // (townblock.h has the reading); nothing when it is not in a town.
    static std::optional<TownBlock> townBlock(const table::Scenario &scenario, const table::Unit &unit);
    // docs/rules.md B-30: the enemy units 5" or less, edge to edge, from the
    // position the attacker occupies: the ground the defender held, which is
    // its footprint in `scenario` (the table before the defender's retreat).
    static QList<ChargeProcedure::PursuitCandidate> pursuitCandidates(const table::Scenario &scenario,
                                                                      const QString &attackerId,
                                                                      const QString &defenderId);
    // The same from a ground given by the caller (`scenario` may be the
    // table after the retreat: `defenderId` is left out of the candidates).
    static QList<ChargeProcedure::PursuitCandidate> pursuitCandidates(const table::Scenario &scenario,
                                                                      const QString &attackerId,
                                                                      const QString &defenderId,
                                                                      const table::Footprint &occupied);
};

} // namespace vedette::rules::brown

#pragma once

#include "chargeprocedure.h"
#include "chargesituation.h"
#include "houserules.h"
#include "townblock.h"

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

    // What the battle's state of play knows of the defender; each fact left
    // unset is the referee's call (its line is off until switched on).
    struct PlayFacts
    {
        // Standing Cav. (docs/rules.md B-12): cavalry that did not move this
        // turn is standing when charged.
        std::optional<bool> defenderMovedThisTurn;
        // General Order (docs/rules.md B-13): the referee marked the defender.
        std::optional<bool> defenderUnderGeneralOrder;
        // A continued charge (docs/rules.md B-30): the defender is In Smoke.
        bool continued = false;
    };
    static Result situation(const table::Scenario &scenario, const QString &attackerId, const QString &targetId,
                            const HouseRules &rules, const PlayFacts &facts);
    static Result situation(const table::Scenario &scenario, const QString &attackerId, const QString &targetId,
                            const HouseRules &rules, std::optional<bool> defenderMovedThisTurn = std::nullopt)
    {
        PlayFacts facts;
        facts.defenderMovedThisTurn = defenderMovedThisTurn;
        return situation(scenario, attackerId, targetId, rules, facts);
    }

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
    // Enemy units within reach of the attacker once it occupies the
    // defender's position (its centre moved there, same facing).
    static QList<ChargeProcedure::PursuitCandidate> pursuitCandidates(const table::Scenario &scenario,
                                                                      const QString &attackerId,
                                                                      const QString &defenderId);
};

} // namespace vedette::rules::brown

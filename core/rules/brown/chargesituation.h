#pragma once

#include "chargeunit.h"
#include "townblock.h"

#include "table/geometry.h"
#include "table/terrain.h"

#include <QString>

#include <optional>

namespace vedette::rules::brown {

// Everything about a declared charge that the modifiers and refusals are
// derived from. Each table-derived fact carries the reason the panel shows
// ("attacker's centre 1.2\" behind the defender's rear edge").
struct ChargeSituation
{
    ChargeUnit attacker;
    ChargeUnit defender;

    double distanceInches = 0.0; // closest edge to closest edge at declaration
    table::geometry::Arc approach = table::geometry::Arc::Front;
    QString approachReason;
    table::CoverClass cover = table::CoverClass::None;
    QString coverReason;
    bool downhill = false;
    QString downhillReason;
    int secureFlanks = 0; // 0, 1 or 2
    QString secureFlanksReason;
    // General Order -2: the defender holds under a General Order the referee
    // marked on it (docs/rules.md B-13). Unset: not known (the referee's call).
    std::optional<bool> generalOrder;
    QString generalOrderReason;
    // Standing Cav. -3: the attacker is cavalry charging from a stand, at or
    // inside 4" of its target at the declaration (docs/rules.md B-12).
    // Unset: not known (the referee's call, off until switched on).
    std::optional<bool> standingCavalry;
    QString standingCavalryReason;
    bool continued = false;    // a continued charge: the defender is In Smoke for fire discipline
    int closingCasualtyPercent = 0; // from the fire step, in 10% steps
    // The town blocks each side stands in (none outside a town).
    std::optional<TownBlock> attackerBlock;
    std::optional<TownBlock> defenderBlock;

    // A charge between town blocks: the CW difference uses the averages of
    // the stands involved (townblock.h has the reading).
    bool isTownCharge() const { return attackerBlock.has_value() && defenderBlock.has_value(); }
};

} // namespace vedette::rules::brown

#pragma once

#include "battlestate.h"
#include "combatstatus.h"
#include "houserules.h"

#include "table/scenario.h"

#include <QList>

namespace vedette::rules::balagan {

// Derives from the table who is in combat (docs/rules.md M-12, M-13: under fire, in
// melee) and every tactical factor with its reason, then applies the
// referee's overrides from the battle state. Pure: the same table, rules and
// state always give the same answer.
class CombatAnalysis
{
public:
    // One status per unit, in the scenario's unit order.
    static QList<CombatStatus> analyse(const table::Scenario &scenario, const HouseRules &rules,
                                       const BattleState &state);
    // The status of one unit (an unknown id gives an empty status).
    static CombatStatus analyseUnit(const table::Scenario &scenario, const HouseRules &rules,
                                    const BattleState &state, const QString &unitId);

    // Foot in line (dismounted dragoons included) and unlimbered artillery fire.
    static bool canFire(const table::Unit &unit);
    // Range of a firing unit in paces; 0 for units that do not fire.
    static double rangePaces(const table::Unit &unit, const HouseRules &rules);
};

} // namespace vedette::rules::balagan

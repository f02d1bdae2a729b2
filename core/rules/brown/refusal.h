#pragma once

#include "chargesituation.h"
#include "houserules.h"

#include <QString>

namespace vedette::rules::brown {

// Why a declared charge may not go ahead, in words for the referee; empty
// when it may. Refusals, not modifiers: a routed or broken attacker ("Rout/
// Broken NA"), cavalry charging a target in cover, a target out of reach
// (house rule: reach per unit type; reach 0 = this type does not charge).
QString refusalReason(const ChargeSituation &situation, const HouseRules &rules);

} // namespace vedette::rules::brown

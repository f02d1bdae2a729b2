#pragma once

#include "troop.h"

#include <QString>

#include <optional>

namespace vedette::rules::brown {

// What Brown's charge needs to know about one unit, in Brown's terms. The
// table adapter (TableCharge) fills it from the scenario; tests build it by hand.
struct ChargeUnit
{
    QString id;
    QString name;
    TroopType type = TroopType::Infantry;
    TroopClass troopClass = TroopClass::Regular;
    FormationClass formation = FormationClass::Line;
    int strength = 500;
    int startingStrength = 500;
    int combatWeight = 1;
    int meleeModifier = 1;
    bool shaken = false;
    bool disordered = false;
    bool routOrBroken = false;
    std::optional<int> leaderRating; // "Leader Attached +IL"
    QString leaderName;

    bool isCavalry() const { return brown::isCavalry(type); }
};

} // namespace vedette::rules::brown

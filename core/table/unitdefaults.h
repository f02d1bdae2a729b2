#pragma once

#include "unit.h"
#include "unittypes.h"

namespace vedette::table {

// What a new unit or general of a rule system starts as when the referee
// gives only its arm: the order-of-battle dock, the CSV reader and the
// templates fill the fields nobody typed from here. The numbers are the
// bundled battles' (a Brown battalion of 500 men on four 40 x 20 mm stands,
// a regiment of horse of 400 on three 40 x 30 mm stands, a battery of six
// guns on two 40 x 40 mm stands; a Balagan brigade of 2,000 foot, 1,500
// horse or 1,200 dragoons, a battery of 12 guns); class Regular, so CW and
// melee modifier are Regular's, formation the arm's default.
class UnitDefaults
{
public:
    static Unit unit(RuleSystem system, Arm arm, const QString &id = {}, const QString &sideId = {},
                     const QString &name = {});

    // A general's rating: Balagan rates generals -1, 0 or +1 (RULES.md §2);
    // a Brown leader adds his rating when attached, kept to -3..+3 here.
    static int minimumRating(RuleSystem system);
    static int maximumRating(RuleSystem system);

    // Documented ranges of the order of battle (FORMAT.md, "Orders of battle
    // as CSV"), also used by the forms.
    static constexpr int minimumStrength = 1;
    static constexpr int maximumStrength = 1000000;
    static constexpr int minimumCombatWeight = 0;
    static constexpr int maximumCombatWeight = 10;
    static constexpr int minimumMeleeModifier = -10;
    static constexpr int maximumMeleeModifier = 10;
    static constexpr int minimumStands = 1;
    static constexpr int maximumStands = 100;
    static constexpr double minimumStandMm = 1.0;
    static constexpr double maximumStandMm = 1000.0;
};

} // namespace vedette::table

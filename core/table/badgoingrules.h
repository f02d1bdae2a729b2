#pragma once

#include "unittypes.h"

#include <limits>

namespace vedette::table {

class Unit;

// How much bad going (woods, marsh, buildings, steep slopes, rivers) slows a
// unit: each mm inside costs `multiplier` mm of its allowance. Balagan
// (RULES.md §2): horse in column x4, horse in line impassable, foot column
// x2, foot line x4, limbered artillery x4. Brown scenarios have no bad-going
// cost unless the referee sets one.
struct BadGoingRules
{
    static constexpr double impassable = std::numeric_limits<double>::infinity();

    bool enabled = false;
    double horseColumn = 4.0;
    double horseLine = impassable;
    double footColumn = 2.0;
    double footLine = 4.0;
    double limberedArtillery = 4.0;
    // Unlimbered artillery does not move in Balagan; a referee moving it by
    // hand pays the limbered cost.
    double unlimberedArtillery = 4.0;

    static BadGoingRules balagan() { BadGoingRules rules; rules.enabled = true; return rules; }
    static BadGoingRules none() { return BadGoingRules{}; }

    // 1 when disabled; infinity when the unit cannot enter bad going at all.
    // Columns are column of march and closed column; every other formation
    // (line, square) counts as line. Dismounted dragoons move as foot.
    double multiplier(const Unit &unit) const;
    double multiplier(Arm arm, Formation formation, bool dragoonsMounted = true) const;

    friend bool operator==(const BadGoingRules &, const BadGoingRules &) = default;
};

} // namespace vedette::table

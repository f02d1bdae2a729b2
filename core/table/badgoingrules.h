#pragma once

#include "unittypes.h"

#include <limits>

namespace vedette::table {

class Unit;

// The arm and formation a unit stands, moves and fires as under Balagan's
// reading (docs/rules.md M-22): dismounted dragoons are foot in single line, always
// (another formation mounts them first); every other unit is its own arm in
// its own formation. Bad going, the Balagan allowances, fire, the tactical
// factors and the element footprint all ask this one function.
struct MovementClass
{
    Arm arm = Arm::Foot;
    Formation formation = Formation::SingleLine;

    bool isColumn() const { return formation == Formation::ColumnOfMarch || formation == Formation::ClosedColumn; }
};
MovementClass movementClass(const Unit &unit);

// How much bad going (woods, marsh, buildings, steep slopes, rivers) slows a
// unit: each mm inside costs `multiplier` mm of its allowance. Balagan
// (docs/rules.md M-6): horse in column x4, horse in line impassable, foot column
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
    // (line, square) counts as line. Dismounted dragoons move as foot in
    // line (movementClass()).
    double multiplier(const Unit &unit) const;
    double multiplier(Arm arm, Formation formation, bool dragoonsMounted = true) const;

    friend bool operator==(const BadGoingRules &, const BadGoingRules &) = default;
};

} // namespace vedette::table

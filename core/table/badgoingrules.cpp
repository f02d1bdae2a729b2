#include "badgoingrules.h"

#include "unit.h"

namespace vedette::table {

MovementClass movementClass(const Unit &unit)
{
    if (unit.arm() == Arm::Dragoons && !unit.dragoonsMounted())
        return {Arm::Foot, Formation::SingleLine};
    return {unit.arm(), unit.formation()};
}

double BadGoingRules::multiplier(const Unit &unit) const
{
    const MovementClass moves = movementClass(unit);
    return multiplier(moves.arm, moves.formation);
}

double BadGoingRules::multiplier(Arm arm, Formation formation, bool dragoonsMounted) const
{
    if (!enabled)
        return 1.0;
    const bool column = formation == Formation::ColumnOfMarch || formation == Formation::ClosedColumn;
    switch (arm) {
    case Arm::Horse:
        return column ? horseColumn : horseLine;
    case Arm::Dragoons:
        if (dragoonsMounted)
            return column ? horseColumn : horseLine;
        return footLine; // always in single line on foot
    case Arm::Foot:
        return column ? footColumn : footLine;
    case Arm::Artillery:
        return formation == Formation::Limbered ? limberedArtillery : unlimberedArtillery;
    }
    return 1.0;
}

} // namespace vedette::table

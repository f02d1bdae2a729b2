#include "badgoingrules.h"

#include "unit.h"

namespace vedette::table {

double BadGoingRules::multiplier(const Unit &unit) const
{
    return multiplier(unit.arm(), unit.formation(), unit.dragoonsMounted());
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
        return column ? footColumn : footLine;
    case Arm::Foot:
        return column ? footColumn : footLine;
    case Arm::Artillery:
        return formation == Formation::Limbered ? limberedArtillery : unlimberedArtillery;
    }
    return 1.0;
}

} // namespace vedette::table

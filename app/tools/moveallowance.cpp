#include "moveallowance.h"

#include "table/scenario.h"

namespace vedette {

table::Length MoveAllowance::of(const table::Scenario &scenario, const table::Unit &unit)
{
    using table::Formation;
    if (scenario.ruleSystem() != table::RuleSystem::Balagan)
        return table::Length::infinite();
    const bool column = unit.formation() == Formation::ColumnOfMarch || unit.formation() == Formation::ClosedColumn;
    double paces = 0;
    switch (unit.arm()) {
    case table::Arm::Horse:
        paces = column ? 2400 : 1200;
        break;
    case table::Arm::Dragoons:
        // Mounted dragoons move as horse, dismounted as foot.
        paces = unit.dragoonsMounted() ? (column ? 2400 : 1200) : (column ? 1200 : 600);
        break;
    case table::Arm::Foot:
        paces = column ? 1200 : 600;
        break;
    case table::Arm::Artillery:
        paces = unit.formation() == Formation::Limbered ? 800 : 0;
        break;
    }
    return table::Length::fromPaces(paces, scenario.groundScale());
}

} // namespace vedette

#pragma once

#include "table/scenario.h"

// Small tables for the Balagan tests. Units are Balagan brigades (two 4 x 2 cm
// elements); a line is 80 x 20 mm, facing 0 = up the table (towards -y).
namespace vedette::rules::balagan::testing {

inline table::Scenario emptyTable()
{
    table::Scenario scenario;
    scenario.setRuleSystem(table::RuleSystem::Balagan);
    scenario.setTableSize(table::Length::fromMm(3000.0), table::Length::fromMm(3000.0));
    scenario.addSide({QStringLiteral("red"), QStringLiteral("Red"), Qt::red});
    scenario.addSide({QStringLiteral("blue"), QStringLiteral("Blue"), Qt::blue});
    return scenario;
}

inline table::Unit makeUnit(const QString &id, const QString &side, table::Arm arm, table::Formation formation,
                            QPointF position, double facing)
{
    table::Unit unit(id, side, id, arm);
    unit.setFormation(formation);
    unit.setPosition(position);
    unit.setFacing(facing);
    return unit;
}

} // namespace vedette::rules::balagan::testing

#pragma once

#include "table/length.h"
#include "table/scenario.h"

#include <QPolygonF>
#include <QRectF>

#include <optional>

namespace vedette::rules::balagan {

// Movement of RULES.md §2: allowances per arm and formation, and what a path
// costs through bad going (the scenario's BadGoingRules: horse column x4,
// horse line impassable, foot column x2, foot line x4, limbered artillery x4).
namespace movement {

// Horse 2400p column / 1200p line; foot 1200p / 600p; limbered artillery
// 800p; unlimbered artillery none. Dismounted dragoons move as foot in line.
double allowancePaces(const table::Unit &unit);
table::Length allowance(const table::Unit &unit, table::GroundScale scale);
// After a successful formation-change action the unit may still move half.
table::Length halfAllowance(const table::Unit &unit, table::GroundScale scale);
// What the path costs this unit; infinite when it enters ground it may not.
table::Length cost(const table::Scenario &scenario, const table::Unit &unit, const QPolygonF &path);
bool withinAllowance(const table::Scenario &scenario, const table::Unit &unit, const QPolygonF &path);

// Messengers ride as horse in column.
double messengerAllowancePaces();
// Where a messenger riding straight from `from` towards `to` is after one
// bound: his allowance paid for as horse in column, bad going included. He
// stops short of ground he may not enter rather than ride round it.
QPointF messengerReach(const table::Scenario &scenario, QPointF from, QPointF to);

// Deployment zones, 1000p deep, 4000p wide, 2000p apart (RULES.md §2),
// centred on the table across its longer middle line; first faces the
// second across the gap.
struct DeploymentZones
{
    QRectF first;
    QRectF second;
};
DeploymentZones deploymentZones(const table::Scenario &scenario);
// The zone of one side in set-up: each of the first two sides takes the zone
// nearer the middle of its units on the table (in order when neither has any);
// nullopt for a third side.
std::optional<QRectF> deploymentZoneOf(const table::Scenario &scenario, const QString &sideId);
// The middle of a side's units on the table; nullopt when none is.
std::optional<QPointF> middleOnTable(const table::Scenario &scenario, const QString &sideId);

} // namespace movement

} // namespace vedette::rules::balagan

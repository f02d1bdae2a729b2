#pragma once

#include "houserules.h"

#include "table/length.h"
#include "table/movecheck.h"
#include "table/scenario.h"

#include <QPolygonF>
#include <QRectF>

#include <optional>

namespace vedette::rules::balagan {

// Movement of docs/rules.md M-4 to M-6: allowances per arm and formation, and what a path
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

// What a wheel of `degrees` costs (docs/rules.md M-11, setting wheelCostOuterCorner):
// the distance moved by the outer front corner, frontage x angle, as the unit
// pivots on its other front corner; with the setting off, the distance moved
// by the unit's centre (its distance from the pivot x angle).
table::Length wheelCost(const table::Footprint &footprint, double degrees, const HouseRules &rules);
// table::checkWheel against the unit's allowance, the cost as the house rules
// measure it (the footprint laid out with their gaps).
table::MoveCheck checkWheel(const table::Scenario &scenario, const table::Unit &unit, double degrees,
                            const HouseRules &rules);

// A charge into contact (docs/rules.md M-10): the charger turns to face
// the side of the target it is coming from (front, a flank or the rear, by
// where its centre stands against the target's edge lines) and closes
// straight on it, its front edge centred on the nearest point of that edge.
struct ChargeMove
{
    QPointF position;          // the charger's centre in contact
    double facing = 0.0;       // degrees, square to the target's edge
    QPolygonF path;            // its centre's straight path there
    table::Length distance;    // the path's length
    table::Length cost;        // the path with bad going (infinite: impassable)
    bool throughFog = false;   // the whole path lies in fog
};
ChargeMove chargeContact(const table::Scenario &scenario, const table::Unit &charger, const table::Unit &target,
                         const HouseRules &rules);
// True when the whole of the path lies inside fog (one zone or several
// overlapping): horse charging wholly through fog may roll for 200p more.
bool whollyInFog(const table::Scenario &scenario, const QPolygonF &path);

// Orders bind (docs/rules.md M-32): whether moving the unit's centre from
// `from` to `to` (same facing) keeps its order (M-26). Advance: the move
// ends no farther from the nearest enemy than it began (how near it may
// come is M-35's halt); Hold: it does not move (formation changes and fire
// only); Retreat: it ends farther from every enemy. Distances are edge to
// edge (G-4) to the enemies on the table; changes of up to 1 mm are a
// hand's wobble, not a move. With no enemy on the table Advance and
// Retreat allow any move. Empty when the move keeps the order, else the
// translated refusal, which names the order.
inline constexpr double orderWobbleMm = 1.0;
QString orderRefusal(const table::Scenario &scenario, const table::Unit &unit, QPointF from, QPointF to);

// Messengers ride as horse in column.
double messengerAllowancePaces();
// Where a messenger riding straight from `from` towards `to` is after one
// bound: his allowance paid for as horse in column, bad going included. He
// stops short of ground he may not enter rather than ride round it.
QPointF messengerReach(const table::Scenario &scenario, QPointF from, QPointF to);

// Deployment zones, 1000p deep, 4000p wide, 2000p apart (docs/rules.md M-31),
// centred on the table across its longer middle line; first faces the
// second across the gap.
struct DeploymentZones
{
    QRectF first;
    QRectF second;
};
DeploymentZones deploymentZones(const table::Scenario &scenario);
// The zone of one side in set-up: the one the referee fixed or moved
// (table::Side::deploymentZone), else each of the first two sides takes the
// zone nearer the middle of its units on the table (in order when neither
// has any); nullopt for a third side.
std::optional<QRectF> deploymentZoneOf(const table::Scenario &scenario, const QString &sideId);
// The first two sides with their zones fixed where they are now, so that
// units deployed in them do not move them: the sides whose zone was not yet
// fixed, changed (empty when both are fixed already).
QList<table::Side> fixedDeploymentZones(const table::Scenario &scenario);
// The middle of a side's units on the table; nullopt when none is.
std::optional<QPointF> middleOnTable(const table::Scenario &scenario, const QString &sideId);

} // namespace movement

} // namespace vedette::rules::balagan

#include "movement.h"

#include "table/geometry.h"
#include "table/lengthformat.h"

#include <QCoreApplication>
#include <QLineF>

#include <algorithm>
#include <cmath>
#include <numbers>

using namespace Qt::StringLiterals;
using namespace vedette::table;

namespace vedette::rules::balagan::movement {

double allowancePaces(const Unit &unit)
{
    // Dismounted dragoons come here as foot in single line.
    const MovementClass moves = movementClass(unit);
    const bool column = moves.isColumn();
    switch (moves.arm) {
    case Arm::Horse:
    case Arm::Dragoons:
        return column ? 2400.0 : 1200.0;
    case Arm::Foot:
        return column ? 1200.0 : 600.0;
    case Arm::Artillery:
        return moves.formation == Formation::Limbered ? 800.0 : 0.0;
    }
    return 0.0;
}

Length allowance(const Unit &unit, GroundScale scale)
{
    return Length::fromPaces(allowancePaces(unit), scale);
}

Length halfAllowance(const Unit &unit, GroundScale scale)
{
    return allowance(unit, scale) / 2.0;
}

Length cost(const Scenario &scenario, const Unit &unit, const QPolygonF &path)
{
    return pathCost(scenario, unit, path);
}

bool withinAllowance(const Scenario &scenario, const Unit &unit, const QPolygonF &path)
{
    // A hair of tolerance so a move measured to exactly the allowance passes.
    return cost(scenario, unit, path).mm() <= allowance(unit, scenario.groundScale()).mm() + 1e-9;
}

namespace {

// The edge distance from the unit standing at `at` to each enemy on the table.
QList<std::pair<QString, double>> enemyDistances(const Scenario &scenario, const Unit &unit, QPointF at)
{
    Unit placed = unit;
    placed.setPosition(at);
    const Footprint footprint = scenario.footprint(placed);
    QList<std::pair<QString, double>> distances;
    for (const Unit &other : scenario.units()) {
        if (other.sideId() == unit.sideId() || other.id() == unit.id() || !other.isOnTable())
            continue;
        distances.append({other.id(), geometry::edgeDistance(footprint, scenario.footprint(other)).mm()});
    }
    return distances;
}

QString nameOf(const Scenario &scenario, const QString &unitId)
{
    const Unit *unit = scenario.unit(unitId);
    return unit && !unit->name().isEmpty() ? unit->name() : unitId;
}

} // namespace

QString orderRefusal(const Scenario &scenario, const Unit &unit, QPointF from, QPointF to)
{
    const auto tr = [](const char *text) { return QCoreApplication::translate("vedette::rules::balagan::movement", text); };
    const double moved = QLineF(from, to).length();
    if (moved <= orderWobbleMm)
        return {};
    const QString name = nameOf(scenario, unit.id());
    if (unit.order() == Order::Hold)
        return tr("%1 has orders to hold: it does not move (formation changes and fire only).").arg(name);
    const QList<std::pair<QString, double>> before = enemyDistances(scenario, unit, from);
    const QList<std::pair<QString, double>> after = enemyDistances(scenario, unit, to);
    if (before.isEmpty())
        return {};
    if (unit.order() == Order::Advance) {
        const auto nearest = [](const QList<std::pair<QString, double>> &list) {
            return std::min_element(list.cbegin(), list.cend(), [](const auto &a, const auto &b) { return a.second < b.second; });
        };
        const auto was = nearest(before);
        const auto now = nearest(after);
        const double change = now->second - was->second;
        if (change > orderWobbleMm)
            return tr("%1 has orders to advance: this move ends %2 farther from the nearest enemy (%3).")
                .arg(name, formatLength(Length::fromMm(change), scenario.displayUnits()), nameOf(scenario, now->first));
        return {};
    }
    // Retreat: farther from every enemy, each by more than a wobble.
    for (qsizetype i = 0; i < before.size(); ++i) {
        if (after[i].second - before[i].second <= orderWobbleMm)
            return tr("%1 has orders to retreat: this move does not take it farther from %2.")
                .arg(name, nameOf(scenario, before[i].first));
    }
    return {};
}

Length wheelCost(const Footprint &footprint, double degrees, const HouseRules &rules)
{
    if (rules.wheelCostOuterCorner)
        return geometry::wheelCost(footprint.frontage(), degrees);
    const OrientedRect &outline = footprint.outline();
    // The pivot is a front corner: the centre is half the frontage across and
    // half the depth back from it.
    const double radius = std::hypot(outline.width() / 2.0, outline.depth() / 2.0);
    return Length::fromMm(radius * std::abs(degrees) * std::numbers::pi / 180.0);
}

MoveCheck checkWheel(const Scenario &scenario, const Unit &unit, double degrees, const HouseRules &rules)
{
    const Length allowed = allowance(unit, scenario.groundScale());
    MoveCheck check = table::checkWheel(scenario, unit, degrees, Length::infinite());
    const Footprint footprint = Footprint::of(unit, rules.footprintSettings(scenario.footprintSettings()));
    check.cost = wheelCost(footprint, degrees, rules);
    check.distance = check.cost;
    if (!check.legal)
        return check;
    check.withinAllowance = check.cost.mm() <= allowed.mm() + geometry::touchTolerance;
    check.reason = check.withinAllowance
        ? QString()
        : QCoreApplication::translate("vedette::table::MoveCheck", "The wheel costs %1 of an allowance of %2.")
              .arg(formatLength(check.cost, scenario.displayUnits()), formatLength(allowed, scenario.displayUnits()));
    return check;
}

ChargeMove chargeContact(const Scenario &scenario, const Unit &charger, const Unit &target, const HouseRules &rules)
{
    const FootprintSettings settings = rules.footprintSettings(scenario.footprintSettings());
    const OrientedRect attacker = Footprint::of(charger, settings).outline();
    const OrientedRect defender = Footprint::of(target, settings).outline();
    const QPointF start = attacker.centre();
    const double halfWidth = defender.width() / 2.0;
    const double halfDepth = defender.depth() / 2.0;
    const double ahead = defender.ahead(start);
    const double lateral = defender.lateral(start);
    // The side it comes from, as Brown reads arcs: behind the rear line is the
    // rear; behind the front line and beside it a flank; else the front.
    QPointF outward;        // out of the target through the edge it is charged on
    QPointF alongEdge;      // along that edge
    double along = 0.0;     // where the charger stands along it, from its middle
    double halfEdge = 0.0;  // half the edge's length
    double toEdge = 0.0;    // from the target's centre to the edge
    if (ahead < -halfDepth) {
        outward = -defender.forward();
        alongEdge = defender.right();
        along = lateral;
        halfEdge = halfWidth;
        toEdge = halfDepth;
    } else if (ahead < halfDepth && std::abs(lateral) > halfWidth) {
        outward = lateral > 0.0 ? defender.right() : -defender.right();
        alongEdge = defender.forward();
        along = ahead;
        halfEdge = halfDepth;
        toEdge = halfWidth;
    } else {
        outward = defender.forward();
        alongEdge = defender.right();
        along = lateral;
        halfEdge = halfWidth;
        toEdge = halfDepth;
    }
    const QPointF contact = defender.centre() + outward * toEdge + alongEdge * std::clamp(along, -halfEdge, halfEdge);

    ChargeMove move;
    move.position = contact + outward * (attacker.depth() / 2.0);
    // Facing into the target: 0 degrees looks up the table (-y), clockwise.
    move.facing = std::atan2(-outward.x(), outward.y()) * 180.0 / std::numbers::pi;
    if (move.facing < 0.0)
        move.facing += 360.0;
    move.path = QPolygonF{start, move.position};
    move.distance = Length::fromMm(QLineF(start, move.position).length());
    move.cost = cost(scenario, charger, move.path);
    move.throughFog = whollyInFog(scenario, move.path);
    return move;
}

bool whollyInFog(const Scenario &scenario, const QPolygonF &path)
{
    if (path.size() < 2 || scenario.fogZones().isEmpty())
        return false;
    for (qsizetype i = 1; i < path.size(); ++i) {
        const QLineF segment(path[i - 1], path[i]);
        if (segment.length() <= 0.0)
            continue;
        QList<std::pair<double, double>> inside;
        for (const FogZone &zone : scenario.fogZones())
            inside.append(geometry::insideIntervals(segment, zone.outline));
        std::sort(inside.begin(), inside.end());
        // Covered from 0 to 1 without a gap (a hair allowed where zones meet).
        const double hair = 1e-6 / segment.length();
        double covered = 0.0;
        for (const auto &[from, to] : inside) {
            if (from > covered + hair)
                break;
            covered = std::max(covered, to);
        }
        if (covered < 1.0 - hair)
            return false;
    }
    return true;
}

double messengerAllowancePaces()
{
    return 2400.0;
}

QPointF messengerReach(const Scenario &scenario, QPointF from, QPointF to)
{
    Unit rider(u"messenger"_s, {}, {}, Arm::Horse);
    rider.setFormation(Formation::ColumnOfMarch);
    const double allowance = Length::fromPaces(messengerAllowancePaces(), scenario.groundScale()).mm();
    const auto costTo = [&](double t) {
        return cost(scenario, rider, QPolygonF{from, from + (to - from) * t}).mm();
    };
    if (costTo(1.0) <= allowance + 1e-9)
        return to;
    // The cost grows with the distance ridden (and is infinite past
    // impassable ground), so halving finds the furthest affordable point.
    double reached = 0.0;
    double beyond = 1.0;
    for (int i = 0; i < 50 && (beyond - reached) * QLineF(from, to).length() > 1e-6; ++i) {
        const double middle = (reached + beyond) / 2.0;
        if (costTo(middle) <= allowance + 1e-9)
            reached = middle;
        else
            beyond = middle;
    }
    return from + (to - from) * reached;
}

std::optional<QPointF> middleOnTable(const Scenario &scenario, const QString &sideId)
{
    QPointF sum;
    int count = 0;
    for (const Unit *unit : scenario.unitsOfSide(sideId)) {
        if (!unit->isOnTable())
            continue;
        sum += unit->position();
        ++count;
    }
    if (count == 0)
        return std::nullopt;
    return sum / double(count);
}

DeploymentZones deploymentZones(const Scenario &scenario)
{
    const GroundScale scale = scenario.groundScale();
    const double width = Length::fromPaces(4000.0, scale).mm();
    const double depth = Length::fromPaces(1000.0, scale).mm();
    const double gap = Length::fromPaces(2000.0, scale).mm();
    const QRectF table = scenario.tableRect();
    const QPointF centre = table.center();
    // The armies face each other across the line between their units'
    // middles (Blenheim's across the Nebel, left and right); a table without
    // units yet is divided across its long middle line.
    bool stacked = table.width() >= table.height();
    QList<QPointF> middles;
    for (const table::Side &side : scenario.sides()) {
        const std::optional<QPointF> middle = middleOnTable(scenario, side.id);
        if (!middle)
            continue;
        middles.append(*middle);
        if (middles.size() == 2)
            break;
    }
    if (middles.size() == 2) {
        const QPointF apart = middles[1] - middles[0];
        if (apart.x() != 0.0 || apart.y() != 0.0)
            stacked = std::abs(apart.y()) >= std::abs(apart.x());
    }
    if (stacked) {
        return {QRectF(centre.x() - width / 2.0, centre.y() - gap / 2.0 - depth, width, depth),
                QRectF(centre.x() - width / 2.0, centre.y() + gap / 2.0, width, depth)};
    }
    return {QRectF(centre.x() - gap / 2.0 - depth, centre.y() - width / 2.0, depth, width),
            QRectF(centre.x() + gap / 2.0, centre.y() - width / 2.0, depth, width)};
}

std::optional<QRectF> deploymentZoneOf(const Scenario &scenario, const QString &sideId)
{
    const QList<Side> &sides = scenario.sides();
    for (qsizetype i = 0; i < sides.size() && i < 2; ++i)
        if (sides[i].id == sideId && sides[i].deploymentZone)
            return sides[i].deploymentZone;
    const DeploymentZones zones = deploymentZones(scenario);
    if (sides.size() < 2)
        return sides.isEmpty() || sides.first().id != sideId ? std::nullopt : std::optional<QRectF>(zones.first);
    // Each of the first two sides takes the zone nearer its units' middle; a
    // side with nothing on the table yet counts as near both.
    const auto nearness = [&](const QString &id, const QRectF &rect) {
        const std::optional<QPointF> middle = middleOnTable(scenario, id);
        if (!middle)
            return 0.0;
        const QPointF d = *middle - rect.center();
        return std::hypot(d.x(), d.y());
    };
    const QString &a = sides[0].id;
    const QString &b = sides[1].id;
    const bool swapped = nearness(a, zones.first) + nearness(b, zones.second)
        > nearness(a, zones.second) + nearness(b, zones.first);
    if (sideId == a)
        return swapped ? zones.second : zones.first;
    if (sideId == b)
        return swapped ? zones.first : zones.second;
    return std::nullopt;
}

QList<Side> fixedDeploymentZones(const Scenario &scenario)
{
    QList<Side> fixed;
    const QList<Side> &sides = scenario.sides();
    for (qsizetype i = 0; i < sides.size() && i < 2; ++i) {
        if (sides[i].deploymentZone)
            continue;
        Side side = sides[i];
        side.deploymentZone = deploymentZoneOf(scenario, side.id);
        if (side.deploymentZone)
            fixed.append(side);
    }
    return fixed;
}

} // namespace vedette::rules::balagan::movement

#include "movement.h"

#include "table/movecheck.h"

#include <QLineF>

#include <cmath>

using namespace Qt::StringLiterals;
using namespace vedette::table;

namespace vedette::rules::balagan::movement {

double allowancePaces(const Unit &unit)
{
    const bool column = unit.formation() == Formation::ColumnOfMarch || unit.formation() == Formation::ClosedColumn;
    switch (unit.arm()) {
    case Arm::Horse:
        return column ? 2400.0 : 1200.0;
    case Arm::Dragoons:
        if (!unit.dragoonsMounted())
            return 600.0;
        return column ? 2400.0 : 1200.0;
    case Arm::Foot:
        return column ? 1200.0 : 600.0;
    case Arm::Artillery:
        return unit.formation() == Formation::Limbered ? 800.0 : 0.0;
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
    const DeploymentZones zones = deploymentZones(scenario);
    const QList<Side> &sides = scenario.sides();
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

} // namespace vedette::rules::balagan::movement

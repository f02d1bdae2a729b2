#include "movecheck.h"

#include "footprint.h"
#include "geometry.h"
#include "lengthformat.h"
#include "scenario.h"
#include "unit.h"
#include "validation.h"

#include <QCoreApplication>
#include <QLineF>

#include <algorithm>
#include <cmath>

namespace vedette::table {

Length pathCost(const Scenario &scenario, const Unit &unit, const QPolygonF &path, QString *blockingId)
{
    const double multiplier = scenario.badGoingRules().multiplier(unit);
    double cost = 0.0;
    for (qsizetype i = 1; i < path.size(); ++i) {
        const QLineF segment(path[i - 1], path[i]);
        const double length = segment.length();
        if (length <= 0.0)
            continue;
        const QRectF bounds = QRectF(segment.p1(), segment.p2()).normalized();
        QList<std::pair<double, double>> bad;
        for (const Terrain &piece : scenario.terrain()) {
            if (!piece.isImpassable() && !piece.isBadGoing())
                continue;
            const QRectF pieceBounds = piece.boundingRect();
            if (pieceBounds.right() < bounds.left() || pieceBounds.left() > bounds.right()
                || pieceBounds.bottom() < bounds.top() || pieceBounds.top() > bounds.bottom())
                continue;
            const auto inside = geometry::insideIntervals(segment, piece.outline());
            if (inside.isEmpty())
                continue;
            if (piece.isImpassable() || std::isinf(multiplier)) {
                if (blockingId)
                    *blockingId = piece.id();
                return Length::infinite();
            }
            bad.append(inside);
        }
        // Overlapping pieces of bad going are paid for once.
        std::sort(bad.begin(), bad.end());
        double badFraction = 0.0;
        double coveredTo = 0.0;
        for (const auto &[from, to] : bad) {
            const double start = std::max(from, coveredTo);
            if (to > start) {
                badFraction += to - start;
                coveredTo = to;
            }
        }
        // Only ground actually crossed is multiplied: 0 x infinity (horse in
        // line on open ground) would be NaN.
        cost += length * (1.0 - badFraction) + (badFraction > 0.0 ? length * badFraction * multiplier : 0.0);
    }
    return Length::fromMm(cost);
}

MoveCheck checkMove(const Scenario &scenario, const Unit &unit, const QPolygonF &path, Length allowance)
{
    MoveCheck check;
    if (path.size() < 2)
        return check;
    check.distance = geometry::pathLength(path);

    QString blocking;
    check.cost = pathCost(scenario, unit, path, &blocking);
    if (!check.cost.isFinite()) {
        check.legal = false;
        check.withinAllowance = false;
        check.blockingId = blocking;
        const Terrain *piece = scenario.terrainPiece(blocking);
        const QString name = piece ? (piece->name().isEmpty() ? terrainTypeName(piece->type()) : piece->name()) : blocking;
        check.reason = piece && piece->isImpassable()
            ? QCoreApplication::translate("vedette::table::MoveCheck", "The move crosses impassable terrain (%1).").arg(name)
            : QCoreApplication::translate("vedette::table::MoveCheck", "%1 in %2 cannot enter bad going (%3).")
                  .arg(armName(unit.arm()), formationName(unit.formation()).toLower(), name);
        return check;
    }

    // No interpenetration: every base of the mover sweeps each straight leg.
    const FootprintSettings &settings = scenario.footprintSettings();
    QList<std::pair<const Unit *, Footprint>> others;
    const double moverReach = Footprint::of(unit, settings, path.first(), unit.facing()).boundingRadius();
    const QRectF pathBounds = path.boundingRect().adjusted(-moverReach, -moverReach, moverReach, moverReach);
    for (const Unit &other : scenario.units()) {
        if (other.id() == unit.id() || !other.isOnTable())
            continue;
        // Culled before its bases are placed: the footprint's centre is the
        // unit's position and its radius reach()'s (Battle::options() checks
        // every unit's moves against all the others).
        const double reach = Footprint::reach(other, settings);
        const QPointF c = other.position();
        if (!pathBounds.adjusted(-reach, -reach, reach, reach).contains(c))
            continue;
        others.append({&other, Footprint::of(other, settings)});
    }
    for (qsizetype i = 1; i < path.size(); ++i) {
        const Footprint mover = Footprint::of(unit, settings, path[i - 1], unit.facing());
        const QPointF offset = path[i] - path[i - 1];
        for (const auto &[other, footprint] : others) {
            for (const Base &base : mover.bases()) {
                for (const Base &obstacle : footprint.bases()) {
                    if (geometry::sweepOverlaps(base.rect, offset, obstacle.rect)) {
                        check.legal = false;
                        check.blockingId = other->id();
                        check.reason = QCoreApplication::translate("vedette::table::MoveCheck",
                                                                   "The move passes through %1.")
                                           .arg(other->name().isEmpty() ? other->id() : other->name());
                        return check;
                    }
                }
            }
        }
    }

    const Footprint end = Footprint::of(unit, settings, path.last(), unit.facing());
    if (!validation::footprintOnTable(end, scenario.tableRect()).isEmpty()) {
        check.legal = false;
        check.reason = QCoreApplication::translate("vedette::table::MoveCheck", "The move ends off the table.");
        return check;
    }

    check.withinAllowance = check.cost.mm() <= allowance.mm() + geometry::touchTolerance;
    if (!check.withinAllowance) {
        const DisplayUnits &units = scenario.displayUnits();
        check.reason = QCoreApplication::translate("vedette::table::MoveCheck", "The move costs %1 of an allowance of %2.")
                           .arg(formatLength(check.cost, units), formatLength(allowance, units));
    }
    return check;
}

MoveCheck checkWheel(const Scenario &scenario, const Unit &unit, double degrees, Length allowance)
{
    MoveCheck check;
    const FootprintSettings &settings = scenario.footprintSettings();
    const Footprint start = Footprint::of(unit, settings);
    check.distance = geometry::wheelCost(start.frontage(), degrees);
    check.cost = check.distance;
    if (degrees == 0.0)
        return check;

    // Everything the wheel can touch lies within the unit's diagonal of the pivot.
    const OrientedRect &outline = start.outline();
    const QPointF pivot = outline.corner(degrees >= 0.0 ? OrientedRect::FrontRight : OrientedRect::FrontLeft);
    const double sweep = std::sqrt(outline.width() * outline.width() + outline.depth() * outline.depth());
    QList<std::pair<const Unit *, Footprint>> others;
    for (const Unit &other : scenario.units()) {
        if (other.id() == unit.id() || !other.isOnTable())
            continue;
        Footprint footprint = Footprint::of(other, settings);
        const QPointF d = footprint.centre() - pivot;
        if (std::sqrt(d.x() * d.x() + d.y() * d.y()) < sweep + footprint.boundingRadius())
            others.append({&other, std::move(footprint)});
    }
    QList<const Terrain *> walls;
    const QRectF reach(pivot.x() - sweep, pivot.y() - sweep, 2.0 * sweep, 2.0 * sweep);
    for (const Terrain &piece : scenario.terrain()) {
        if (piece.isImpassable() && piece.boundingRect().intersects(reach))
            walls.append(&piece);
    }

    const int steps = std::max(1, static_cast<int>(std::ceil(std::abs(degrees) / 5.0)));
    for (int step = 1; step <= steps; ++step) {
        const OrientedRect pose = geometry::wheeled(outline, degrees * step / steps);
        const Footprint moved = Footprint::of(unit, settings, pose.centre(), pose.facing());
        for (const auto &[other, footprint] : others) {
            if (geometry::overlaps(moved, footprint)) {
                check.legal = false;
                check.blockingId = other->id();
                check.reason = QCoreApplication::translate("vedette::table::MoveCheck", "The wheel runs into %1.")
                                   .arg(other->name().isEmpty() ? other->id() : other->name());
                return check;
            }
        }
        for (const Terrain *piece : walls) {
            for (const Base &base : moved.bases()) {
                if (geometry::intersects(base.rect, piece->outline())) {
                    check.legal = false;
                    check.blockingId = piece->id();
                    check.reason = QCoreApplication::translate("vedette::table::MoveCheck",
                                                               "The wheel crosses impassable terrain (%1).")
                                       .arg(piece->name().isEmpty() ? terrainTypeName(piece->type()) : piece->name());
                    return check;
                }
            }
        }
        if (step == steps && !validation::footprintOnTable(moved, scenario.tableRect()).isEmpty()) {
            check.legal = false;
            check.reason = QCoreApplication::translate("vedette::table::MoveCheck", "The wheel ends off the table.");
            return check;
        }
    }

    check.withinAllowance = check.cost.mm() <= allowance.mm() + geometry::touchTolerance;
    if (!check.withinAllowance) {
        const DisplayUnits &units = scenario.displayUnits();
        check.reason = QCoreApplication::translate("vedette::table::MoveCheck", "The wheel costs %1 of an allowance of %2.")
                           .arg(formatLength(check.cost, units), formatLength(allowance, units));
    }
    return check;
}

} // namespace vedette::table

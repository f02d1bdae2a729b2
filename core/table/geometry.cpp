#include "geometry.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>

using namespace Qt::StringLiterals;

namespace vedette::table::geometry {

namespace {

constexpr double degreesToRadians = std::numbers::pi / 180.0;

double dot(QPointF a, QPointF b) { return a.x() * b.x() + a.y() * b.y(); }
double cross(QPointF a, QPointF b) { return a.x() * b.y() - a.y() * b.x(); }

// Half the extent of a rect projected on a unit axis.
double halfExtent(const OrientedRect &rect, QPointF axis)
{
    return std::abs(dot(rect.right(), axis)) * rect.width() / 2.0
        + std::abs(dot(rect.forward(), axis)) * rect.depth() / 2.0;
}

// Squared distance from a point to a rect's area (0 inside).
double pointRectDistance2(const OrientedRect &rect, QPointF point)
{
    const double dx = std::max(std::abs(rect.lateral(point)) - rect.width() / 2.0, 0.0);
    const double dy = std::max(std::abs(rect.ahead(point)) - rect.depth() / 2.0, 0.0);
    return dx * dx + dy * dy;
}

double pointRectDistance(const OrientedRect &rect, QPointF point)
{
    return std::sqrt(pointRectDistance2(rect, point));
}

double pointSegmentDistance(QPointF p, QPointF a, QPointF b)
{
    const QPointF ab = b - a;
    const double length2 = dot(ab, ab);
    double t = length2 > 0.0 ? dot(p - a, ab) / length2 : 0.0;
    t = std::clamp(t, 0.0, 1.0);
    const QPointF closest = a + ab * t;
    return std::hypot(p.x() - closest.x(), p.y() - closest.y());
}

// Separating-axis test for two convex polygons: true when their interiors
// overlap by more than the touch tolerance on every axis.
bool convexOverlap(const QPolygonF &a, const QPolygonF &b)
{
    const auto separated = [](const QPolygonF &edges, const QPolygonF &p, const QPolygonF &q) {
        for (qsizetype i = 0; i < edges.size(); ++i) {
            const QPointF edge = edges[(i + 1) % edges.size()] - edges[i];
            const double length = std::hypot(edge.x(), edge.y());
            if (length <= 0.0)
                continue;
            const QPointF axis(-edge.y() / length, edge.x() / length);
            double pMin = HUGE_VAL, pMax = -HUGE_VAL, qMin = HUGE_VAL, qMax = -HUGE_VAL;
            for (QPointF v : p) {
                pMin = std::min(pMin, dot(v, axis));
                pMax = std::max(pMax, dot(v, axis));
            }
            for (QPointF v : q) {
                qMin = std::min(qMin, dot(v, axis));
                qMax = std::max(qMax, dot(v, axis));
            }
            if (pMax <= qMin + touchTolerance || qMax <= pMin + touchTolerance)
                return true;
        }
        return false;
    };
    return !separated(a, a, b) && !separated(b, a, b);
}

QPolygonF convexHull(QList<QPointF> points)
{
    std::sort(points.begin(), points.end(), [](QPointF a, QPointF b) {
        return a.x() < b.x() || (a.x() == b.x() && a.y() < b.y());
    });
    if (points.size() < 3)
        return QPolygonF(points);
    QList<QPointF> hull(2 * points.size());
    qsizetype k = 0;
    for (qsizetype i = 0; i < points.size(); ++i) {
        while (k >= 2 && cross(hull[k - 1] - hull[k - 2], points[i] - hull[k - 2]) <= 0.0)
            --k;
        hull[k++] = points[i];
    }
    for (qsizetype i = points.size() - 1, lower = k + 1; i > 0; --i) {
        while (k >= lower && cross(hull[k - 1] - hull[k - 2], points[i - 1] - hull[k - 2]) <= 0.0)
            --k;
        hull[k++] = points[i - 1];
    }
    hull.resize(k - 1);
    return QPolygonF(hull);
}

// Orientation of c relative to the line a->b: +1, -1 or 0 (collinear).
int orientation(QPointF a, QPointF b, QPointF c)
{
    const double value = cross(b - a, c - a);
    const double scale = std::max({1.0, std::abs(b.x() - a.x()) + std::abs(b.y() - a.y()),
                                   std::abs(c.x() - a.x()) + std::abs(c.y() - a.y())});
    if (std::abs(value) <= 1e-12 * scale * scale)
        return 0;
    return value > 0.0 ? 1 : -1;
}

bool onSegment(QPointF a, QPointF b, QPointF p)
{
    return p.x() <= std::max(a.x(), b.x()) + 1e-12 && p.x() >= std::min(a.x(), b.x()) - 1e-12
        && p.y() <= std::max(a.y(), b.y()) + 1e-12 && p.y() >= std::min(a.y(), b.y()) - 1e-12;
}

bool segmentsIntersect(QPointF p1, QPointF p2, QPointF q1, QPointF q2)
{
    const int o1 = orientation(p1, p2, q1);
    const int o2 = orientation(p1, p2, q2);
    const int o3 = orientation(q1, q2, p1);
    const int o4 = orientation(q1, q2, p2);
    if (o1 != o2 && o3 != o4)
        return true;
    return (o1 == 0 && onSegment(p1, p2, q1)) || (o2 == 0 && onSegment(p1, p2, q2))
        || (o3 == 0 && onSegment(q1, q2, p1)) || (o4 == 0 && onSegment(q1, q2, p2));
}

// A convex polygon of at most kMaxCorners corners, kept on the stack: a base's
// four corners clipped by the three lines of a front arc gain at most one
// corner per line. The arc is asked of every firer and target pair of a
// combat analysis, and growing a list there was a third of its time.
struct SmallPolygon
{
    static constexpr int kMaxCorners = 16;
    std::array<QPointF, kMaxCorners> points{};
    int size = 0;

    // 4 + 3 corners are the most exact arithmetic gives; rounding on a
    // degenerate (hair-thin) base could in theory add more, and a corner
    // beyond the room is dropped rather than written past the end.
    void append(QPointF p)
    {
        if (size < kMaxCorners)
            points[std::size_t(size++)] = p;
    }
    bool isEmpty() const { return size == 0; }
    QPointF operator[](int i) const { return points[std::size_t(i)]; }
};

// The part of a convex polygon where `value` is at most the touch tolerance
// (Sutherland–Hodgman against one line): each clip adds at most one corner.
template<typename Value>
SmallPolygon clip(const SmallPolygon &polygon, Value value)
{
    SmallPolygon result;
    for (int i = 0; i < polygon.size; ++i) {
        const QPointF a = polygon[i];
        const QPointF b = polygon[(i + 1) % polygon.size];
        const double va = value(a);
        const double vb = value(b);
        const bool aIn = va <= touchTolerance;
        const bool bIn = vb <= touchTolerance;
        if (aIn)
            result.append(a);
        if (aIn != bIn) {
            const double t = va / (va - vb);
            result.append(a + (b - a) * t);
        }
    }
    return result;
}

} // namespace

// --- Distances -----------------------------------------------------------------

Length centreDistance(const Footprint &a, const Footprint &b)
{
    const QPointF d = a.centre() - b.centre();
    return Length::fromMm(std::sqrt(d.x() * d.x() + d.y() * d.y()));
}

Length pointDistance(const OrientedRect &rect, QPointF point)
{
    return Length::fromMm(pointRectDistance(rect, point));
}

bool overlaps(const OrientedRect &a, const OrientedRect &b)
{
    const QPointF d = b.centre() - a.centre();
    for (QPointF axis : {a.forward(), a.right(), b.forward(), b.right()}) {
        if (std::abs(dot(d, axis)) >= halfExtent(a, axis) + halfExtent(b, axis) - touchTolerance)
            return false;
    }
    return true;
}

bool overlaps(const Footprint &a, const Footprint &b)
{
    const QPointF d = a.centre() - b.centre();
    if (std::sqrt(d.x() * d.x() + d.y() * d.y()) >= a.boundingRadius() + b.boundingRadius())
        return false;
    for (const Base &x : a.bases()) {
        for (const Base &y : b.bases()) {
            if (overlaps(x.rect, y.rect))
                return true;
        }
    }
    return false;
}

Length edgeDistance(const OrientedRect &a, const OrientedRect &b)
{
    // Rects whose bounding circles are apart cannot overlap: skip the axis test.
    const QPointF d = a.centre() - b.centre();
    const double reach = a.boundingRadius() + b.boundingRadius();
    if (d.x() * d.x() + d.y() * d.y() < reach * reach && overlaps(a, b))
        return Length();
    // Apart (or touching) convex shapes are closest at a corner of one of them.
    double best2 = HUGE_VAL;
    for (QPointF corner : a.corners())
        best2 = std::min(best2, pointRectDistance2(b, corner));
    for (QPointF corner : b.corners())
        best2 = std::min(best2, pointRectDistance2(a, corner));
    const double best = std::sqrt(best2);
    return Length::fromMm(best <= touchTolerance ? 0.0 : best);
}

Length edgeDistance(const Footprint &a, const Footprint &b)
{
    // Bases lie inside their outline, so the outlines' distance is a lower
    // bound, and exact when neither unit has gaps between its bases.
    const Length outlines = edgeDistance(a.outline(), b.outline());
    if (a.basesFillOutline() && b.basesFillOutline())
        return outlines;
    double best = HUGE_VAL;
    for (const Base &x : a.bases()) {
        const double rx = x.rect.boundingRadius();
        for (const Base &y : b.bases()) {
            const QPointF d = x.rect.centre() - y.rect.centre();
            // No pair of these two bases can beat the best found so far.
            if (std::sqrt(d.x() * d.x() + d.y() * d.y()) - rx - y.rect.boundingRadius() >= best)
                continue;
            best = std::min(best, edgeDistance(x.rect, y.rect).mm());
            // Nothing can be closer than the outlines are.
            if (best <= outlines.mm())
                return Length::fromMm(best);
        }
    }
    return Length::fromMm(best);
}

// --- Arcs ---------------------------------------------------------------------------

QString arcId(Arc arc)
{
    switch (arc) {
    case Arc::Front: return u"front"_s;
    case Arc::Flank: return u"flank"_s;
    case Arc::Rear: return u"rear"_s;
    }
    return {};
}

QString arcName(Arc arc)
{
    switch (arc) {
    case Arc::Front: return QCoreApplication::translate("vedette::table::Geometry", "front");
    case Arc::Flank: return QCoreApplication::translate("vedette::table::Geometry", "flank");
    case Arc::Rear: return QCoreApplication::translate("vedette::table::Geometry", "rear");
    }
    return {};
}

double behindFrontLine(const Footprint &unit, QPointF point)
{
    return unit.outline().depth() / 2.0 - unit.outline().ahead(point);
}

double behindRearLine(const Footprint &unit, QPointF point)
{
    return -unit.outline().depth() / 2.0 - unit.outline().ahead(point);
}

Arc arcOf(const Footprint &attacker, const Footprint &defender)
{
    const QPointF centre = attacker.centre();
    if (behindRearLine(defender, centre) > touchTolerance)
        return Arc::Rear;
    if (behindFrontLine(defender, centre) > touchTolerance)
        return Arc::Flank;
    return Arc::Front;
}

bool whollyBehindFlankOrRear(const Footprint &other, const Footprint &unit, double onLineMm)
{
    const OrientedRect &outline = unit.outline();
    const double halfWidth = outline.width() / 2.0;
    // `d` is how far past the line a corner lies: a hair past it, or (with
    // onLineMm) no more than onLineMm short of it, as contact is measured.
    const auto beyond = [onLineMm](double d) { return onLineMm > 0.0 ? d >= -onLineMm : d > touchTolerance; };
    bool behindRear = true, behindFront = true, beyondLeft = true, beyondRight = true;
    for (const Base &base : other.bases()) {
        for (QPointF corner : base.rect.corners()) {
            behindRear = behindRear && beyond(behindRearLine(unit, corner));
            behindFront = behindFront && beyond(behindFrontLine(unit, corner));
            const double lateral = outline.lateral(corner);
            beyondLeft = beyondLeft && beyond(-halfWidth - lateral);
            beyondRight = beyondRight && beyond(lateral - halfWidth);
            // Most units asked about lie ahead: their first corner settles it.
            if (!behindRear && !(behindFront && (beyondLeft || beyondRight)))
                return false;
        }
    }
    if (other.bases().isEmpty())
        return false;
    return behindRear || (behindFront && (beyondLeft || beyondRight));
}

namespace {

// The parts of the target's bases inside the firer's front arc, in the
// firer's frame: x to its right, y ahead of its front edge.
// `skip(base)` may pass over a base before it is clipped: a caller that
// knows no part of it could change its answer.
template<typename Visit, typename Skip>
void partsInFrontArc(const Footprint &target, const Footprint &firer, double halfAngleDegrees, Visit visit, Skip skip)
{
    const OrientedRect &outline = firer.outline();
    const double halfWidth = outline.width() / 2.0;
    const double frontLine = outline.depth() / 2.0;
    const bool halfPlane = halfAngleDegrees >= 90.0;
    const double slope = halfPlane ? 0.0 : std::tan(std::max(0.0, halfAngleDegrees) * degreesToRadians);
    for (const Base &base : target.bases()) {
        if (skip(base))
            continue;
        SmallPolygon polygon;
        for (QPointF corner : base.rect.corners())
            polygon.append(QPointF(outline.lateral(corner), outline.ahead(corner) - frontLine));
        polygon = clip(polygon, [](QPointF p) { return -p.y(); });
        if (!halfPlane) {
            polygon = clip(polygon, [&](QPointF p) { return p.x() - halfWidth - p.y() * slope; });
            polygon = clip(polygon, [&](QPointF p) { return -p.x() - halfWidth - p.y() * slope; });
        }
        if (!polygon.isEmpty() && !visit(polygon))
            return;
    }
}

} // namespace

Length frontArcDistance(const Footprint &target, const Footprint &firer, double halfAngleDegrees)
{
    const double halfWidth = firer.outline().width() / 2.0;
    const QPointF left(-halfWidth, 0.0);
    const QPointF right(halfWidth, 0.0);
    // Distance from a point ahead of the front edge to that edge.
    const auto toEdge = [halfWidth](QPointF p) {
        const double dx = std::max(std::abs(p.x()) - halfWidth, 0.0);
        const double dy = std::max(p.y(), 0.0);
        return std::sqrt(dx * dx + dy * dy);
    };
    double best = HUGE_VAL;
    const OrientedRect &outline = firer.outline();
    const double frontLine = outline.depth() / 2.0;
    // No part of a base is nearer the front edge than its centre less its
    // bounding radius: a base beyond the best so far cannot lower it. A
    // brigade's bases are many, and most lie behind its nearest one.
    const auto cannotBeNearer = [&](const Base &base) {
        const QPointF c = base.rect.centre();
        const QPointF local(outline.lateral(c), outline.ahead(c) - frontLine);
        const double dx = std::max(std::abs(local.x()) - halfWidth, 0.0);
        const double dy = std::abs(local.y());
        return std::sqrt(dx * dx + dy * dy) - base.rect.boundingRadius() > best + touchTolerance;
    };
    partsInFrontArc(target, firer, halfAngleDegrees, [&](const SmallPolygon &part) {
        for (int i = 0; i < part.size; ++i) {
            const QPointF a = part[i];
            const QPointF b = part[(i + 1) % part.size];
            // Two segments that do not cross are closest at an end of one of them.
            best = std::min({best, toEdge(a), pointSegmentDistance(left, a, b), pointSegmentDistance(right, a, b)});
        }
        return true;
    }, cannotBeNearer);
    return std::isfinite(best) ? Length::fromMm(best <= touchTolerance ? 0.0 : best) : Length::infinite();
}

bool inFrontArc(const Footprint &target, const Footprint &firer, double halfAngleDegrees)
{
    bool any = false;
    partsInFrontArc(target, firer, halfAngleDegrees, [&](const SmallPolygon &) {
        any = true;
        return false; // one part is enough
    }, [](const Base &) { return false; });
    return any;
}

QPolygonF frontArcPolygon(const Footprint &firer, Length reach, double halfAngleDegrees)
{
    const OrientedRect &outline = firer.outline();
    const QPointF left = outline.corner(OrientedRect::FrontLeft);
    const QPointF right = outline.corner(OrientedRect::FrontRight);
    const double alpha = std::clamp(halfAngleDegrees, 0.0, 90.0) * degreesToRadians;
    const auto direction = [&](double angle) {
        return outline.forward() * std::cos(angle) + outline.right() * std::sin(angle);
    };
    constexpr int steps = 8;
    QPolygonF polygon{left, right};
    for (int i = 0; i <= steps; ++i)
        polygon.append(right + direction(alpha * (steps - i) / steps) * reach.mm());
    for (int i = 0; i <= steps; ++i)
        polygon.append(left + direction(-alpha * i / steps) * reach.mm());
    return polygon;
}

OrientedRect supportBox(const Footprint &unit, Length distance)
{
    const OrientedRect &outline = unit.outline();
    const double depth = distance.mm();
    return outline.placed(QPointF(0.0, -outline.depth() / 2.0 - depth / 2.0), outline.width(), depth);
}

bool withinBehind(const Footprint &other, const Footprint &unit, Length distance)
{
    // A little deeper than asked so that a unit exactly at the distance counts.
    const OrientedRect box = supportBox(unit, distance + Length::fromMm(2.0 * touchTolerance));
    return std::any_of(other.bases().cbegin(), other.bases().cend(),
                       [&](const Base &base) { return overlaps(base.rect, box); });
}

// --- Fire -----------------------------------------------------------------------------

OrientedRect fogZone(const Footprint &firer, GroundScale scale, double extraWidthPaces, double depthPaces)
{
    const OrientedRect &outline = firer.outline();
    const double width = outline.width() + Length::fromPaces(extraWidthPaces, scale).mm();
    const double depth = Length::fromPaces(depthPaces, scale).mm();
    return outline.placed(QPointF(0.0, outline.depth() / 2.0 + depth / 2.0), width, depth);
}

// --- Movement ---------------------------------------------------------------------------

Length wheelCost(Length frontage, double degrees)
{
    return frontage * (std::abs(degrees) * degreesToRadians);
}

OrientedRect wheeled(const OrientedRect &outline, double degrees)
{
    const QPointF pivot = outline.corner(degrees >= 0.0 ? OrientedRect::FrontRight : OrientedRect::FrontLeft);
    const double radians = degrees * degreesToRadians;
    const double c = std::cos(radians);
    const double s = std::sin(radians);
    // With y down, this matrix turns clockwise on the table for positive angles.
    const QPointF d = outline.centre() - pivot;
    const QPointF centre = pivot + QPointF(d.x() * c - d.y() * s, d.x() * s + d.y() * c);
    return OrientedRect(centre, outline.width(), outline.depth(), outline.facing() + degrees);
}

Length pathLength(const QPolygonF &path)
{
    double total = 0.0;
    for (qsizetype i = 1; i < path.size(); ++i)
        total += std::hypot(path[i].x() - path[i - 1].x(), path[i].y() - path[i - 1].y());
    return Length::fromMm(total);
}

QList<std::pair<double, double>> insideIntervals(const QLineF &segment, const QPolygonF &polygon)
{
    QList<double> cuts{0.0, 1.0};
    const QPointF p = segment.p1();
    const QPointF r = segment.p2() - segment.p1();
    for (qsizetype i = 0; i < polygon.size(); ++i) {
        const QPointF q = polygon[i];
        const QPointF s = polygon[(i + 1) % polygon.size()] - q;
        const double denominator = cross(r, s);
        if (std::abs(denominator) < 1e-12)
            continue;
        const double t = cross(q - p, s) / denominator;
        const double u = cross(q - p, r) / denominator;
        if (t > 0.0 && t < 1.0 && u >= -1e-12 && u <= 1.0 + 1e-12)
            cuts.append(t);
    }
    std::sort(cuts.begin(), cuts.end());
    QList<std::pair<double, double>> intervals;
    for (qsizetype i = 1; i < cuts.size(); ++i) {
        const double from = cuts[i - 1];
        const double to = cuts[i];
        if (to - from <= 1e-12)
            continue;
        if (!polygonContains(polygon, p + r * ((from + to) / 2.0)))
            continue;
        if (!intervals.isEmpty() && std::abs(intervals.last().second - from) <= 1e-12)
            intervals.last().second = to;
        else
            intervals.append({from, to});
    }
    return intervals;
}

bool sweepOverlaps(const OrientedRect &base, QPointF offset, const OrientedRect &obstacle)
{
    QList<QPointF> points;
    for (QPointF corner : base.corners()) {
        points.append(corner);
        points.append(corner + offset);
    }
    return convexOverlap(convexHull(points), obstacle.toPolygon());
}

// --- Polygons ----------------------------------------------------------------------------

double signedArea(const QPolygonF &polygon)
{
    double twice = 0.0;
    for (qsizetype i = 0; i < polygon.size(); ++i)
        twice += cross(polygon[i], polygon[(i + 1) % polygon.size()]);
    return twice / 2.0;
}

bool isSelfIntersecting(const QPolygonF &polygon)
{
    const qsizetype n = polygon.size();
    if (n < 4)
        return false;
    for (qsizetype i = 0; i < n; ++i) {
        const QPointF a1 = polygon[i];
        const QPointF a2 = polygon[(i + 1) % n];
        for (qsizetype j = i + 1; j < n; ++j) {
            // Neighbouring edges share a corner; that is not a crossing.
            if (j == i + 1 || (i == 0 && j == n - 1))
                continue;
            if (segmentsIntersect(a1, a2, polygon[j], polygon[(j + 1) % n]))
                return true;
        }
    }
    return false;
}

bool polygonContains(const QPolygonF &polygon, QPointF point)
{
    const qsizetype n = polygon.size();
    if (n < 3)
        return false;
    bool inside = false;
    for (qsizetype i = 0, j = n - 1; i < n; j = i++) {
        const QPointF a = polygon[i];
        const QPointF b = polygon[j];
        if (pointSegmentDistance(point, a, b) <= touchTolerance)
            return true;
        if ((a.y() > point.y()) != (b.y() > point.y())) {
            const double x = a.x() + (point.y() - a.y()) * (b.x() - a.x()) / (b.y() - a.y());
            if (point.x() < x)
                inside = !inside;
        }
    }
    return inside;
}

bool intersects(const OrientedRect &rect, const QPolygonF &polygon)
{
    if (polygon.size() < 3)
        return false;
    const auto corners = rect.corners();
    for (QPointF corner : corners) {
        if (polygonContains(polygon, corner))
            return true;
    }
    for (QPointF vertex : polygon) {
        if (rect.contains(vertex, touchTolerance))
            return true;
    }
    for (int i = 0; i < 4; ++i) {
        for (qsizetype j = 0; j < polygon.size(); ++j) {
            if (segmentsIntersect(corners[i], corners[(i + 1) % 4], polygon[j], polygon[(j + 1) % polygon.size()]))
                return true;
        }
    }
    return false;
}

} // namespace vedette::table::geometry

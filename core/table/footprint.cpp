#include "footprint.h"

#include "badgoingrules.h"
#include "unit.h"

#include <algorithm>
#include <array>
#include <functional>
#include <cmath>

namespace vedette::table {

namespace {

struct LocalBase
{
    QPointF centre; // x to the unit's right, y ahead
    double width;
    double depth;
    BaseRole role;
};

// Two bases one behind the other, `gap` apart, the first one in front.
QList<LocalBase> stacked(double width, double depth, double gap, BaseRole front, BaseRole rear)
{
    const double offset = (depth + gap) / 2.0;
    return {{{0.0, offset}, width, depth, front}, {{0.0, -offset}, width, depth, rear}};
}

QList<LocalBase> elementLayout(const Unit &unit, const FootprintSettings &settings)
{
    const double w = settings.elementWidth.mm();
    const double d = settings.elementDepth.mm();
    // Balagan's elements: dismounted dragoons stand in single line whatever
    // formation they were in before they dismounted.
    const MovementClass formed = movementClass(unit);
    if (formed.arm == Arm::Artillery) {
        if (formed.formation == Formation::Limbered)
            return stacked(w, d, 0.0, BaseRole::Train, BaseRole::Gun);
        return stacked(w, d, settings.artilleryGap.mm(), BaseRole::Gun, BaseRole::Train);
    }
    switch (formed.formation) {
    case Formation::DoubleLine:
        return stacked(w, d, settings.doubleLineGap.mm(), BaseRole::Element, BaseRole::Element);
    case Formation::ColumnOfMarch:
        return stacked(w, d, settings.columnGap.mm(), BaseRole::Element, BaseRole::Element);
    case Formation::Square:
    case Formation::ClosedColumn:
        return stacked(w, d, 0.0, BaseRole::Element, BaseRole::Element);
    case Formation::SingleLine:
    case Formation::Limbered:
    case Formation::Unlimbered:
        break;
    }
    return {{{-w / 2.0, 0.0}, w, d, BaseRole::Element}, {{w / 2.0, 0.0}, w, d, BaseRole::Element}};
}

QList<LocalBase> standLayout(const Unit &unit)
{
    const int count = std::max(1, unit.standCount());
    const double f = unit.standFrontage().mm();
    const double d = unit.standDepth().mm();
    int columns = count;
    switch (unit.formation()) {
    case Formation::SingleLine:
    case Formation::Unlimbered:
        columns = count;
        break;
    case Formation::DoubleLine:
        columns = (count + 1) / 2;
        break;
    case Formation::ColumnOfMarch:
    case Formation::Limbered:
        columns = 1;
        break;
    case Formation::ClosedColumn:
        columns = std::min(2, count);
        break;
    case Formation::Square:
        columns = static_cast<int>(std::ceil(std::sqrt(static_cast<double>(count))));
        break;
    }
    const int rows = (count + columns - 1) / columns;
    const BaseRole role = unit.arm() == Arm::Artillery ? BaseRole::Gun : BaseRole::Stand;
    QList<LocalBase> bases;
    bases.reserve(count);
    for (int k = 0; k < count; ++k) {
        const int row = k / columns;
        const int column = k % columns;
        // A short last rank is centred behind the others.
        const int inRow = std::min(columns, count - row * columns);
        const double x = (column - (inRow - 1) / 2.0) * f;
        const double y = rows * d / 2.0 - d / 2.0 - row * d;
        bases.append({{x, y}, f, d, role});
    }
    return bases;
}

} // namespace

Footprint Footprint::of(const Unit &unit, const FootprintSettings &settings)
{
    return of(unit, settings, unit.position(), unit.facing());
}

namespace {

QList<LocalBase> layout(const Unit &unit, const FootprintSettings &settings)
{
    return settings.style == FootprintSettings::BaseStyle::Elements ? elementLayout(unit, settings) : standLayout(unit);
}

// The rectangle round a layout's bases, in the unit's frame.
struct Extent
{
    double left = 0.0, right = 0.0, front = 0.0, rear = 0.0;
};

Extent extentOf(const QList<LocalBase> &local)
{
    Extent e;
    bool first = true;
    for (const LocalBase &base : local) {
        const double l = base.centre.x() - base.width / 2.0;
        const double r = base.centre.x() + base.width / 2.0;
        const double f = base.centre.y() + base.depth / 2.0;
        const double b = base.centre.y() - base.depth / 2.0;
        e.left = first ? l : std::min(e.left, l);
        e.right = first ? r : std::max(e.right, r);
        e.front = first ? f : std::max(e.front, f);
        e.rear = first ? b : std::min(e.rear, b);
        first = false;
    }
    return e;
}

} // namespace

double Footprint::reach(const Unit &unit, const FootprintSettings &settings)
{
    const Extent e = extentOf(layout(unit, settings));
    // OrientedRect's own radius of the outline of() makes, operation for
    // operation (the same number to the last bit), without its turn.
    const double width = e.right - e.left;
    const double depth = e.front - e.rear;
    return std::sqrt(width * width + depth * depth) / 2.0;
}

Footprint Footprint::of(const Unit &unit, const FootprintSettings &settings, QPointF position, double facing)
{
    const QList<LocalBase> local = layout(unit, settings);
    const Extent extent = extentOf(local);
    const double left = extent.left, right = extent.right, front = extent.front, rear = extent.rear;
    const QPointF middle((left + right) / 2.0, (front + rear) / 2.0);

    Footprint footprint;
    footprint.mOutline = OrientedRect(position, right - left, front - rear, facing);
    footprint.mBases.reserve(local.size());
    for (const LocalBase &base : local)
        footprint.mBases.append({footprint.mOutline.placed(base.centre - middle, base.width, base.depth), base.role});
    footprint.mRadius = footprint.mOutline.boundingRadius();
    // Layouts never overlap their own bases, so equal areas mean no gaps.
    double baseArea = 0.0;
    for (const LocalBase &base : local)
        baseArea += base.width * base.depth;
    const double outlineArea = footprint.mOutline.width() * footprint.mOutline.depth();
    footprint.mFilled = baseArea >= outlineArea * (1.0 - 1e-12);
    return footprint;
}

double Footprint::area() const
{
    double sum = 0.0;
    for (const Base &base : mBases)
        sum += base.rect.width() * base.rect.depth();
    return sum;
}

double Footprint::areaInside(const QPolygonF &polygon) const
{
    if (polygon.size() < 3)
        return 0.0;
    const QRectF bounds = polygon.boundingRect();
    double sum = 0.0;
    QList<QPointF> clipped;
    QList<QPointF> next;
    for (const Base &base : mBases) {
        const OrientedRect &rect = base.rect;
        // The base's bounding box from its corners, without building a polygon.
        const std::array<QPointF, 4> corners = rect.corners();
        double left = corners[0].x(), right = left, top = corners[0].y(), bottom = top;
        for (QPointF c : corners) {
            left = std::min(left, c.x());
            right = std::max(right, c.x());
            top = std::min(top, c.y());
            bottom = std::max(bottom, c.y());
        }
        if (!bounds.intersects(QRectF(QPointF(left, top), QPointF(right, bottom))))
            continue;
        // Sutherland-Hodgman: the terrain outline clipped by the base's four
        // sides. The outline may be concave; the clip window (the base) is
        // convex, and then the result's shoelace area is the area of the
        // intersection even where the clipped outline doubles back on itself.
        // Refilled, not rebuilt: the lists keep their room from base to base.
        clipped.clear();
        for (QPointF p : polygon)
            clipped.append(p);
        const double halfWidth = rect.width() / 2.0;
        const double halfDepth = rect.depth() / 2.0;
        // How far a point lies outside each of the four sides.
        const auto value = [&](int side, QPointF p) {
            switch (side) {
            case 0:
                return rect.ahead(p) - halfDepth;
            case 1:
                return -rect.ahead(p) - halfDepth;
            case 2:
                return rect.lateral(p) - halfWidth;
            default:
                return -rect.lateral(p) - halfWidth;
            }
        };
        for (int side = 0; side < 4; ++side) {
            next.clear();
            for (qsizetype i = 0; i < clipped.size(); ++i) {
                const QPointF a = clipped[i];
                const QPointF b = clipped[(i + 1) % clipped.size()];
                const double va = value(side, a);
                const double vb = value(side, b);
                if (va <= 0.0)
                    next.append(a);
                if ((va <= 0.0) != (vb <= 0.0))
                    next.append(a + (b - a) * (va / (va - vb)));
            }
            std::swap(clipped, next);
            if (clipped.isEmpty())
                break;
        }
        double twice = 0.0;
        for (qsizetype i = 0; i < clipped.size(); ++i) {
            const QPointF a = clipped[i];
            const QPointF b = clipped[(i + 1) % clipped.size()];
            twice += a.x() * b.y() - b.x() * a.y();
        }
        sum += std::abs(twice) / 2.0;
    }
    return sum;
}

bool Footprint::standsIn(const QPolygonF &polygon) const
{
    const double total = area();
    // A relative hair so a unit placed exactly half in counts as in.
    return total > 0.0 && areaInside(polygon) >= total / 2.0 - total * 1e-9;
}

QRectF Footprint::boundingRect() const
{
    return mOutline.toPolygon().boundingRect();
}

QList<QPolygonF> Footprint::polygons() const
{
    QList<QPolygonF> result;
    result.reserve(mBases.size());
    for (const Base &base : mBases)
        result.append(base.rect.toPolygon());
    return result;
}

} // namespace vedette::table

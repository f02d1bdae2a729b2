#include "footprint.h"

#include "unit.h"

#include <algorithm>
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
    if (unit.arm() == Arm::Artillery) {
        if (unit.formation() == Formation::Limbered)
            return stacked(w, d, 0.0, BaseRole::Train, BaseRole::Gun);
        return stacked(w, d, settings.artilleryGap.mm(), BaseRole::Gun, BaseRole::Train);
    }
    switch (unit.formation()) {
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

Footprint Footprint::of(const Unit &unit, const FootprintSettings &settings, QPointF position, double facing)
{
    const QList<LocalBase> local = settings.style == FootprintSettings::BaseStyle::Elements
        ? elementLayout(unit, settings)
        : standLayout(unit);

    double left = 0.0, right = 0.0, front = 0.0, rear = 0.0;
    bool first = true;
    for (const LocalBase &base : local) {
        const double l = base.centre.x() - base.width / 2.0;
        const double r = base.centre.x() + base.width / 2.0;
        const double f = base.centre.y() + base.depth / 2.0;
        const double b = base.centre.y() - base.depth / 2.0;
        left = first ? l : std::min(left, l);
        right = first ? r : std::max(right, r);
        front = first ? f : std::max(front, f);
        rear = first ? b : std::min(rear, b);
        first = false;
    }
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

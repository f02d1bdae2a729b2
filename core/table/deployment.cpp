#include "deployment.h"

#include "geometry.h"
#include "validation.h"

#include <QCoreApplication>

#include <cmath>
#include <numbers>

using namespace Qt::StringLiterals;

namespace vedette::table {

namespace {

// The translation context of this file, for Tr::tr() in free functions too
// (lupdate reads Tr::tr with this context; a free Tr::tr() helper it would not).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(vedette::table::Deployment)
};

QString label(const Unit &unit)
{
    return unit.name().isEmpty() ? unit.id() : unit.name();
}

QPointF forwardOf(double facing)
{
    const double radians = facing * std::numbers::pi / 180.0;
    return {std::sin(radians), -std::cos(radians)};
}

QPointF rightOf(double facing)
{
    const QPointF f = forwardOf(facing);
    return {-f.y(), f.x()};
}

// The unit taken from the scenario, in the formation asked for (when its
// arm allows it) and facing `facing`, on the table at no place yet.
Unit prepared(const Unit &unit, const Deployment::Options &options)
{
    Unit placed = unit;
    if (options.formation)
        placed.takeFormation(*options.formation);
    placed.setFacing(options.facing);
    placed.setOnTable(true);
    return placed;
}

// The unit with its front edge's middle at `frontMiddle`.
void putFrontAt(Unit &unit, const FootprintSettings &settings, QPointF frontMiddle)
{
    const Footprint print = Footprint::of(unit, settings, {}, unit.facing());
    unit.setPosition(frontMiddle - forwardOf(unit.facing()) * (print.depth().mm() / 2.0));
}

Deployment::Result checkAll(const Scenario &scenario, Deployment::Result result, const std::optional<QRectF> &zone)
{
    QSet<QString> moving;
    for (const Unit &unit : std::as_const(result.units))
        moving.insert(unit.id());
    for (qsizetype i = 0; i < result.units.size() && result.problem.isEmpty(); ++i) {
        const Unit &unit = result.units[i];
        result.problem = Deployment::problemAt(scenario, unit, moving, zone);
        if (!result.problem.isEmpty())
            break;
        // The new units among themselves.
        const Footprint print = scenario.footprint(unit);
        for (qsizetype j = 0; j < i; ++j) {
            if (geometry::overlaps(print, scenario.footprint(result.units[j]))) {
                result.problem = Tr::tr("%1 would overlap %2.").arg(label(unit), label(result.units[j]));
                break;
            }
        }
    }
    return result;
}

} // namespace

Length Deployment::defaultInterval(const Scenario &scenario)
{
    return scenario.ruleSystem() == RuleSystem::Balagan ? Length::fromPaces(100.0, scenario.groundScale())
                                                        : Length::fromInches(1.0);
}

double Deployment::facingOfLine(QPointF from, QPointF to)
{
    const QPointF d = to - from;
    // The bearing the line runs along, less a quarter turn: its left is the front.
    const double along = std::atan2(d.x(), -d.y()) * 180.0 / std::numbers::pi;
    double facing = std::fmod(along - 90.0 + 720.0, 360.0);
    return facing == 360.0 ? 0.0 : facing;
}

QString Deployment::problemAt(const Scenario &scenario, const Unit &unit, const QSet<QString> &moving,
                              const std::optional<QRectF> &zone)
{
    const Footprint print = scenario.footprint(unit);
    if (!validation::footprintOnTable(print, scenario.tableRect()).isEmpty())
        return Tr::tr("%1 would not fit on the table there.").arg(label(unit));
    if (zone) {
        const QRectF tolerant = zone->adjusted(-geometry::touchTolerance, -geometry::touchTolerance,
                                               geometry::touchTolerance, geometry::touchTolerance);
        for (const Base &base : print.bases()) {
            for (QPointF corner : base.rect.corners()) {
                if (!tolerant.contains(corner))
                    return Tr::tr("%1 would stand outside its side's deployment zone.").arg(label(unit));
            }
        }
    }
    for (const Terrain &piece : scenario.terrain()) {
        if (!piece.isImpassable() || !piece.boundingRect().intersects(print.boundingRect()))
            continue;
        for (const Base &base : print.bases()) {
            if (geometry::intersects(base.rect, piece.outline()))
                return Tr::tr("%1 would stand in %2, which is impassable.")
                    .arg(label(unit), piece.name().isEmpty() ? terrainTypeName(piece.type()) : piece.name());
        }
    }
    for (const Unit &other : scenario.units()) {
        if (!other.isOnTable() || other.id() == unit.id() || moving.contains(other.id()))
            continue;
        const Footprint otherPrint = scenario.footprint(other);
        const double reach = print.boundingRadius() + otherPrint.boundingRadius();
        const QPointF d = otherPrint.centre() - print.centre();
        if (d.x() * d.x() + d.y() * d.y() > reach * reach)
            continue;
        if (geometry::overlaps(print, otherPrint))
            return Tr::tr("%1 would overlap %2.").arg(label(unit), label(other));
    }
    return {};
}

Deployment::Result Deployment::inLine(const Scenario &scenario, const QStringList &unitIds, QPointF at,
                                      const Options &options)
{
    Result result;
    const FootprintSettings &settings = scenario.footprintSettings();
    double total = 0.0;
    QList<double> widths;
    for (const QString &id : unitIds) {
        const Unit *unit = scenario.unit(id);
        if (!unit) {
            result.problem = Tr::tr("There is no unit \"%1\".").arg(id);
            return result;
        }
        Unit placed = prepared(*unit, options);
        const double width = Footprint::of(placed, settings, {}, placed.facing()).frontage().mm();
        widths.append(width);
        total += width;
        result.units.append(placed);
    }
    if (result.units.isEmpty()) {
        result.problem = Tr::tr("No unit to deploy.");
        return result;
    }
    total += options.interval.mm() * double(result.units.size() - 1);
    const QPointF right = rightOf(options.facing);
    double along = options.centred ? -total / 2.0 : 0.0;
    for (qsizetype i = 0; i < result.units.size(); ++i) {
        putFrontAt(result.units[i], settings, at + right * (along + widths[i] / 2.0));
        along += widths[i] + options.interval.mm();
    }
    return checkAll(scenario, std::move(result), options.zone);
}

Deployment::Result Deployment::inArea(const Scenario &scenario, const QStringList &unitIds, const QRectF &area,
                                      double facing, Length interval, std::optional<Formation> formation)
{
    Result result;
    const FootprintSettings &settings = scenario.footprintSettings();
    const QPointF forward = forwardOf(facing);
    const QPointF right = rightOf(facing);
    // The area's extent across the rows and from front to back.
    const double rowWidth = std::abs(right.x()) * area.width() + std::abs(right.y()) * area.height();
    const double areaDepth = std::abs(forward.x()) * area.width() + std::abs(forward.y()) * area.height();
    const QPointF frontMiddle = area.center() + forward * (areaDepth / 2.0);
    const double gap = interval.mm();

    struct Placed
    {
        Unit unit;
        double width;
        double depth;
        double before; // space before it in its row: an interval, two between divisions
    };
    QList<QList<Placed>> rows(1);
    double used = 0.0;
    QString lastDivision;
    Options options;
    options.facing = facing;
    options.formation = formation;
    for (const QString &id : unitIds) {
        const Unit *unit = scenario.unit(id);
        if (!unit) {
            result.problem = Tr::tr("There is no unit \"%1\".").arg(id);
            return result;
        }
        Placed p{prepared(*unit, options), 0.0, 0.0, 0.0};
        const Footprint print = Footprint::of(p.unit, settings, {}, facing);
        p.width = print.frontage().mm();
        p.depth = print.depth().mm();
        if (p.width > rowWidth) {
            result.problem = Tr::tr("%1 is wider than the area it is to deploy in.").arg(label(p.unit));
            return result;
        }
        const bool newDivision = !rows.constLast().isEmpty() && unit->divisionId() != lastDivision;
        p.before = rows.constLast().isEmpty() ? 0.0 : (newDivision ? 2.0 * gap : gap);
        if (used + p.before + p.width > rowWidth + geometry::touchTolerance) {
            rows.append(QList<Placed>());
            p.before = 0.0;
            used = 0.0;
        }
        used += p.before + p.width;
        lastDivision = unit->divisionId();
        rows.last().append(p);
    }
    if (rows.constFirst().isEmpty()) {
        result.problem = Tr::tr("No unit to deploy.");
        return result;
    }
    // Rows an interval apart, or as far apart as the area allows.
    QList<double> depths;
    double total = 0.0;
    for (const QList<Placed> &row : std::as_const(rows)) {
        double depth = 0.0;
        for (const Placed &p : row)
            depth = std::max(depth, p.depth);
        depths.append(depth);
        total += depth;
    }
    const double rowGap = rows.size() < 2 ? gap : std::clamp((areaDepth - total) / double(rows.size() - 1), 0.0, gap);
    double back = 0.0; // from the area's front to this row's front
    for (qsizetype r = 0; r < rows.size(); ++r) {
        const QList<Placed> &row = rows[r];
        double width = 0.0;
        const double depth = depths[r];
        for (const Placed &p : row)
            width += p.before + p.width;
        if (back + depth > areaDepth + geometry::touchTolerance) {
            result.problem = QCoreApplication::translate("vedette::table::Deployment",
                                                         "The units do not fit: %n more row(s) would reach beyond "
                                                         "the back of the area.",
                                                         nullptr, int(rows.size() - r));
            result.units.clear();
            return result;
        }
        double along = -width / 2.0;
        for (const Placed &p : row) {
            along += p.before;
            Unit unit = p.unit;
            putFrontAt(unit, settings, frontMiddle - forward * back + right * (along + p.width / 2.0));
            along += p.width;
            result.units.append(unit);
        }
        back += depth + rowGap;
    }
    return checkAll(scenario, std::move(result), std::nullopt);
}

Deployment::Result Deployment::army(const Scenario &scenario, const QString &sideId, const QRectF &area)
{
    // Division after division, in the order the order of battle gives them.
    QStringList divisions;
    for (const Unit *unit : scenario.unitsOfSide(sideId))
        if (!divisions.contains(unit->divisionId()))
            divisions.append(unit->divisionId());
    QStringList ids;
    for (const QString &division : std::as_const(divisions))
        for (const Unit *unit : scenario.unitsOfSide(sideId))
            if (unit->divisionId() == division)
                ids.append(unit->id());
    const double facing = facingTowardsCentre(scenario, area);
    const Length interval = defaultInterval(scenario);
    Result result = inArea(scenario, ids, area, facing, interval);
    if (result.ok())
        return result;
    Result inLine = inArea(scenario, ids, area, facing, interval, Formation::SingleLine);
    if (!inLine.ok())
        return result; // the reason it fails as ordered
    inLine.inLine = true;
    return inLine;
}

namespace {

// The rest of a side placed one by one along rows, around what stands there.
Deployment::Result placeAround(const Scenario &scenario, const QStringList &ids, const QRectF &area, double facing,
                               double gap, std::optional<Formation> formation)
{
    Deployment::Result result;
    const FootprintSettings &settings = scenario.footprintSettings();
    const QPointF forward = forwardOf(facing);
    const QPointF right = rightOf(facing);
    const double rowWidth = std::abs(right.x()) * area.width() + std::abs(right.y()) * area.height();
    const double areaDepth = std::abs(forward.x()) * area.width() + std::abs(forward.y()) * area.height();
    const QPointF frontMiddle = area.center() + forward * (areaDepth / 2.0);
    const double step = std::max(gap / 2.0, 2.0); // mm the cursor slides past what is in the way
    QSet<QString> moving(ids.cbegin(), ids.cend());
    // What stands on the table already, and what this layout adds.
    QList<Footprint> standing;
    for (const Unit &unit : scenario.units())
        if (unit.isOnTable() && !moving.contains(unit.id()))
            standing.append(scenario.footprint(unit));
    double back = 0.0;      // from the area's front to this row's front
    double along = 0.0;     // from the row's left end
    double rowDepth = 0.0;  // the deepest unit of the row so far
    QString lastDivision;
    Deployment::Options options;
    options.facing = facing;
    options.formation = formation;
    for (const QString &id : ids) {
        const Unit *source = scenario.unit(id);
        if (!source) {
            result.problem = Tr::tr("There is no unit \"%1\".").arg(id);
            return result;
        }
        Unit unit = prepared(*source, options);
        const Footprint shape = Footprint::of(unit, settings, {}, facing);
        const double width = shape.frontage().mm();
        const double depth = shape.depth().mm();
        if (width > rowWidth + geometry::touchTolerance) {
            result.problem = Tr::tr("%1 is wider than the area it is to deploy in.").arg(label(unit));
            return result;
        }
        // A double interval between divisions.
        if (along > 0.0 && unit.divisionId() != lastDivision)
            along += gap;
        lastDivision = unit.divisionId();
        for (;;) {
            if (along + width > rowWidth + geometry::touchTolerance) {
                back += (rowDepth > 0.0 ? rowDepth : depth) + gap;
                along = 0.0;
                rowDepth = 0.0;
            }
            if (back + depth > areaDepth + geometry::touchTolerance) {
                result.problem = Tr::tr("The units do not fit in the area: %1 finds no room.").arg(label(unit));
                result.units.clear();
                return result;
            }
            putFrontAt(unit, settings, frontMiddle - forward * back + right * (along - rowWidth / 2.0 + width / 2.0));
            const Footprint print = scenario.footprint(unit);
            bool free = Deployment::problemAt(scenario, unit, moving, area).isEmpty();
            for (qsizetype i = 0; free && i < standing.size(); ++i)
                free = !geometry::overlaps(print, standing[i])
                    && geometry::edgeDistance(print, standing[i]).mm() >= gap - geometry::touchTolerance - 1e-6;
            if (free) {
                standing.append(print);
                result.units.append(unit);
                along += width + gap;
                rowDepth = std::max(rowDepth, depth);
                break;
            }
            along += step;
        }
    }
    if (result.units.isEmpty())
        result.problem = Tr::tr("No unit to deploy.");
    return result;
}

} // namespace

Deployment::Result Deployment::rest(const Scenario &scenario, const QString &sideId, const QRectF &area,
                                    std::optional<Length> interval)
{
    QStringList divisions;
    for (const Unit *unit : scenario.unitsOfSide(sideId))
        if (!unit->isOnTable() && !divisions.contains(unit->divisionId()))
            divisions.append(unit->divisionId());
    QStringList ids;
    for (const QString &division : std::as_const(divisions))
        for (const Unit *unit : scenario.unitsOfSide(sideId))
            if (!unit->isOnTable() && unit->divisionId() == division)
                ids.append(unit->id());
    if (ids.isEmpty())
        return {{}, Tr::tr("Every unit of the side is on the table.")};
    const double facing = facingTowardsCentre(scenario, area);
    const double gap = interval.value_or(defaultInterval(scenario)).mm();
    // As ordered with the interval; else closer, then in single line; at
    // last shoulder to shoulder (units may touch, never overlap).
    const std::pair<std::optional<Formation>, double> tries[] = {
        {std::nullopt, gap}, {std::nullopt, gap / 2.0}, {Formation::SingleLine, gap}, {Formation::SingleLine, gap / 2.0},
        {std::nullopt, 0.0}, {Formation::SingleLine, 0.0}};
    Result first;
    for (const auto &[formation, spacing] : tries) {
        Result result = placeAround(scenario, ids, area, facing, spacing, formation);
        if (result.ok()) {
            result.inLine = formation.has_value();
            return result;
        }
        if (first.problem.isEmpty())
            first = result;
    }
    return first; // the reason it fails as ordered
}

std::optional<QRectF> Deployment::edgeBand(const Scenario &scenario, const QString &sideId)
{
    qsizetype index = -1;
    for (qsizetype i = 0; i < scenario.sides().size(); ++i)
        if (scenario.sides()[i].id == sideId)
            index = i;
    if (index < 0 || index > 1)
        return std::nullopt;
    const QRectF table = scenario.tableRect();
    const bool wide = table.width() >= table.height();
    const double shortSide = wide ? table.height() : table.width();
    const double depth = std::min(Length::fromInches(10.0).mm(), shortSide / 3.0);
    if (wide)
        return index == 0 ? QRectF(table.left(), table.bottom() - depth, table.width(), depth)
                          : QRectF(table.left(), table.top(), table.width(), depth);
    return index == 0 ? QRectF(table.left(), table.top(), depth, table.height())
                      : QRectF(table.right() - depth, table.top(), depth, table.height());
}

double Deployment::facingTowardsCentre(const Scenario &scenario, const QRectF &area)
{
    const QPointF d = scenario.tableRect().center() - area.center();
    if (std::abs(d.x()) > std::abs(d.y()))
        return d.x() > 0 ? 90.0 : 270.0;
    return d.y() > 0 ? 180.0 : 0.0;
}

} // namespace vedette::table

#include "validation.h"

#include "footprint.h"
#include "general.h"
#include "geometry.h"
#include "scenario.h"
#include "terrain.h"
#include "unit.h"

#include <QCoreApplication>
#include <QSet>

#include <cmath>

namespace vedette::table::validation {

namespace {

bool finitePoint(QPointF point)
{
    return std::isfinite(point.x()) && std::isfinite(point.y());
}

} // namespace

QString tableSize(Length width, Length height)
{
    if (!width.isFinite() || !height.isFinite())
        return QCoreApplication::translate("vedette::table::Validation", "The table size must be a number.");
    if (width.mm() <= 0.0 || height.mm() <= 0.0)
        return QCoreApplication::translate("vedette::table::Validation", "The table must be wider and longer than zero.");
    // Larger than any room a referee could stand in; usually a unit mix-up (mm for cm).
    if (width.mm() > 100000.0 || height.mm() > 100000.0)
        return QCoreApplication::translate("vedette::table::Validation", "The table may be at most 100 m on a side.");
    return {};
}

QString terrainOutline(const QPolygonF &outline)
{
    for (QPointF point : outline) {
        if (!finitePoint(point))
            return QCoreApplication::translate("vedette::table::Validation", "The terrain outline has a point that is not a number.");
    }
    QPolygonF open = outline;
    if (open.size() > 1 && open.first() == open.last())
        open.removeLast();
    QSet<std::pair<double, double>> distinct;
    for (QPointF point : open)
        distinct.insert({point.x(), point.y()});
    if (distinct.size() < 3)
        return QCoreApplication::translate("vedette::table::Validation", "A terrain outline needs at least three different points.");
    if (geometry::isSelfIntersecting(open))
        return QCoreApplication::translate("vedette::table::Validation", "The terrain outline crosses itself; draw it without crossing lines.");
    if (std::abs(geometry::signedArea(open)) < 1.0)
        return QCoreApplication::translate("vedette::table::Validation", "The terrain outline encloses no area.");
    return {};
}

QString terrain(const Terrain &piece)
{
    if (piece.id().isEmpty())
        return QCoreApplication::translate("vedette::table::Validation", "A terrain piece has no id.");
    if (const QString problem = terrainOutline(piece.outline()); !problem.isEmpty())
        return problem;
    if (!piece.height().isFinite() || piece.height().mm() < 0.0)
        return QCoreApplication::translate("vedette::table::Validation", "A hill's height must be zero or more.");
    return {};
}

QString footprintOnTable(const Footprint &footprint, const QRectF &table)
{
    const QRectF tolerant = table.adjusted(-geometry::touchTolerance, -geometry::touchTolerance,
                                           geometry::touchTolerance, geometry::touchTolerance);
    for (const Base &base : footprint.bases()) {
        for (QPointF corner : base.rect.corners()) {
            if (!tolerant.contains(corner))
                return QCoreApplication::translate("vedette::table::Validation", "The unit does not fit on the table there.");
        }
    }
    return {};
}

QString unit(const Unit &unit, const Scenario &scenario)
{
    if (unit.id().isEmpty())
        return QCoreApplication::translate("vedette::table::Validation", "A unit has no id.");
    if (!scenario.side(unit.sideId()))
        return QCoreApplication::translate("vedette::table::Validation", "Unit \"%1\" belongs to no known side (\"%2\").")
            .arg(unit.name(), unit.sideId());
    if (!finitePoint(unit.position()) || !std::isfinite(unit.facing()))
        return QCoreApplication::translate("vedette::table::Validation", "Unit \"%1\" has a position that is not a number.")
            .arg(unit.name());
    if (unit.strength() < 0 || unit.startingStrength() < 0 || unit.casualties() < 0 || unit.moraleCounters() < 0)
        return QCoreApplication::translate("vedette::table::Validation", "Unit \"%1\" has a negative strength or count.")
            .arg(unit.name());
    if (unit.standCount() < 1 || unit.standCount() > 100)
        return QCoreApplication::translate("vedette::table::Validation", "Unit \"%1\" must have from 1 to 100 stands.")
            .arg(unit.name());
    if (!(unit.standFrontage().mm() > 0.0) || !(unit.standDepth().mm() > 0.0) || !unit.standFrontage().isFinite()
        || !unit.standDepth().isFinite())
        return QCoreApplication::translate("vedette::table::Validation", "Unit \"%1\" has stands of no size.")
            .arg(unit.name());
    if (!formationAllowed(unit.arm(), unit.formation()))
        return QCoreApplication::translate("vedette::table::Validation", "%1 cannot be in %2.")
            .arg(armName(unit.arm()), formationName(unit.formation()).toLower());
    if (!unit.isOnTable())
        return {}; // waiting to be deployed: it has no place to check yet
    if (const QString problem = footprintOnTable(scenario.footprint(unit), scenario.tableRect()); !problem.isEmpty())
        return QCoreApplication::translate("vedette::table::Validation", "Unit \"%1\" is placed off the table.")
            .arg(unit.name());
    return {};
}

QString general(const General &general, const Scenario &scenario)
{
    const QString name = general.name.isEmpty() ? general.id : general.name;
    if (!scenario.side(general.sideId))
        return QCoreApplication::translate("vedette::table::Validation", "General \"%1\" belongs to no known side (\"%2\").")
            .arg(name, general.sideId);
    if (general.attachedUnitId.isEmpty())
        return {};
    const Unit *with = scenario.unit(general.attachedUnitId);
    if (!with)
        return QCoreApplication::translate("vedette::table::Validation", "General \"%1\" is attached to no known unit (\"%2\").")
            .arg(name, general.attachedUnitId);
    if (with->sideId() != general.sideId) {
        const Side *side = scenario.side(with->sideId());
        return QCoreApplication::translate("vedette::table::Validation",
                                           "General \"%1\" is attached to \"%2\", a unit of the other side (%3).")
            .arg(name, with->name().isEmpty() ? with->id() : with->name(), side ? side->name : with->sideId());
    }
    return {};
}

QStringList scenario(const Scenario &scenario)
{
    QStringList problems;
    if (const QString problem = tableSize(scenario.tableWidth(), scenario.tableHeight()); !problem.isEmpty())
        problems.append(problem);
    for (const Unit &u : scenario.units()) {
        if (const QString problem = unit(u, scenario); !problem.isEmpty())
            problems.append(problem);
    }
    for (const General &g : scenario.generals()) {
        if (const QString problem = general(g, scenario); !problem.isEmpty())
            problems.append(problem);
    }
    for (const Terrain &piece : scenario.terrain()) {
        if (const QString problem = terrain(piece); !problem.isEmpty())
            problems.append(QCoreApplication::translate("vedette::table::Validation", "Terrain \"%1\": %2")
                                .arg(piece.name().isEmpty() ? piece.id() : piece.name(), problem));
    }
    return problems;
}

} // namespace vedette::table::validation

#pragma once

#include "scenario.h"

#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>

namespace vedette::table {

// Putting units of the order of battle on the table at set-up: a division
// along a line the referee draws, or each side's army in an area (its own
// long table edge, a Balagan deployment zone). Every unit is laid out in its
// formation with the footprint settings' gaps inside it and `interval`
// between neighbours, and the whole layout is refused, naming the first unit
// and the reason, where a base would overlap another unit, leave the table,
// stand in impassable terrain or outside the zone. Nothing here changes the
// scenario: the caller applies the units returned (as one undo step).
class Deployment
{
public:
    struct Options
    {
        double facing = 0.0;               // degrees, 0 = up the table
        Length interval;                   // between neighbouring units
        std::optional<Formation> formation; // every unit whose arm allows it takes this one (Unit::takeFormation)
        bool centred = false;              // the line's middle at the point given, else its left end
        std::optional<QRectF> zone;        // every base inside (Balagan set-up)
    };

    struct Result
    {
        QList<Unit> units; // as they would stand (on the table, placed, faced)
        QString problem;   // why the layout is refused, empty when it is not
        bool inLine = false; // army(): the units had to be put in line to fit

        bool ok() const { return problem.isEmpty() && !units.isEmpty(); }
    };

    // Between neighbouring units: Brown 1", Balagan 100 p (1 cm at 100 p/cm).
    static Length defaultInterval(const Scenario &scenario);

    // Side by side along the line through `at`, running to the units' right
    // (facing + 90 degrees), their front edges on it.
    static Result inLine(const Scenario &scenario, const QStringList &unitIds, QPointF at, const Options &options);
    // The facing of units whose front is the line drawn from `from` to `to`:
    // the line runs to their right, so a line drawn left to right faces up the table.
    static double facingOfLine(QPointF from, QPointF to);

    // Rows across `area` from its front edge (the one `facing` points to)
    // backwards, units in the given order, a double interval between
    // divisions; the rows are `interval` apart, or closer when that is what
    // makes them fit; refused when they do not fit even touching. With a
    // formation, every unit whose arm allows it takes it.
    static Result inArea(const Scenario &scenario, const QStringList &unitIds, const QRectF &area, double facing,
                         Length interval, std::optional<Formation> formation = std::nullopt);
    // A side's whole army in its area (vedette-cli oob import --deploy): its
    // units division after division, facing the table's middle, in their own
    // formations; when they do not fit so, in single line (guns as they are),
    // and Result::inLine says so.
    static Result army(const Scenario &scenario, const QString &sideId, const QRectF &area);
    // The side's units not yet on the table laid out in `area` ("Deploy the
    // rest"): division after division in rows from the area's front edge (the
    // one towards the table's middle) backwards, each unit in the first place
    // along the rows where it fits with `interval` (the default interval when
    // none) to every unit already there: in the area, on the table, in no
    // impassable ground. In their own formations, or all in single line (guns
    // as they are) when only so they fit (Result::inLine). Refused, naming
    // why, when they do not fit.
    static Result rest(const Scenario &scenario, const QString &sideId, const QRectF &area,
                       std::optional<Length> interval = std::nullopt);

    // The band along a side's own long table edge (Brown set-up): the first
    // side the near edge (bottom, or left on a table taller than wide), the
    // second the far one; 10" deep or a third of the table, whichever is less.
    static std::optional<QRectF> edgeBand(const Scenario &scenario, const QString &sideId);
    // From the area towards the table's middle, to the nearest quarter turn.
    static double facingTowardsCentre(const Scenario &scenario, const QRectF &area);

    // Why `unit` may not stand where it is: off the table, on a unit on the
    // table that is not one of `moving`, in impassable terrain, or (with a
    // zone) outside it. Empty when it may.
    static QString problemAt(const Scenario &scenario, const Unit &unit, const QSet<QString> &moving,
                             const std::optional<QRectF> &zone = std::nullopt);
};

} // namespace vedette::table

#pragma once

#include "render/markscale.h"
#include "table/footprint.h"
#include "table/pinnedruler.h"

#include <QLineF>
#include <QRectF>
#include <QString>

#include <utility>

class QPainter;

namespace vedette::table {
class Scenario;
}

namespace vedette::render {

// A tape laid on the table between two points: marks every inch (or cm),
// longer every 6" or 5 cm, and an upright label with the distance in the
// scenario's units. The measuring tape, the pinned rulers and a move's
// trail are drawn with it.
class RulerPainter
{
public:
    struct Shape
    {
        QLineF line;       // table mm
        QString label;     // "caption: 4.0\" (10.2 cm) · note"
        double unitMm = 25.4;
        bool inches = true;
        bool pinned = false;
        bool warning = false;     // the measured move is not allowed: red
        bool highlighted = false; // picked by the referee: a soft glow
    };

    static constexpr double labelRoom = 150.0; // mm round the line kept for the label

    static Shape prepare(const table::Scenario &scenario, QLineF line, const QString &caption, const QString &note);
    // "A to B, edge to edge: 4.0\" (10.2 cm) · centres 5.1\"".
    static QString labelText(const table::Scenario &scenario, QLineF line, const QString &caption,
                             const QString &note);
    static QRectF bounds(const Shape &shape);
    static void paint(QPainter *painter, const Shape &shape, const MarkScale &marks);

    // --- Pinned rulers of the scenario -------------------------------------
    // Where a ruler lies on the table now: between the closest edges of its
    // units, or its fixed points; a unit no longer on the table counts as
    // the point stored for it.
    static QLineF pinnedLine(const table::Scenario &scenario, const table::PinnedRuler &ruler);
    // "A to B, edge to edge", or the referee's label.
    static QString pinnedCaption(const table::Scenario &scenario, const table::PinnedRuler &ruler);
    // "centres 5.1\"" between two units, else empty.
    static QString pinnedNote(const table::Scenario &scenario, const table::PinnedRuler &ruler);
    // The two closest points between two units' bases.
    static std::pair<QPointF, QPointF> closestPoints(const table::Footprint &a, const table::Footprint &b);
};

} // namespace vedette::render

#pragma once

#include "render/markscale.h"

#include <QLineF>
#include <QList>
#include <QRectF>
#include <QString>

#include <optional>

class QPainter;

namespace vedette::table {
class Scenario;
}

namespace vedette::render {

// A declared (or considered) Brown charge: an arrow from the attacker's
// front edge to the closest edge of the target, labelled with the
// closest-edge distance, with marks at 4" and every inch inside it from the
// target, where the fire-discipline steps halt the attacker. Red and dashed
// when the charge is refused.
class ChargeLinePainter
{
public:
    struct Shape
    {
        QLineF line;
        double distanceMm = 0.0; // closest edge to closest edge
        QString label;           // "Greys to 2e Ligne: 5.3\" (13.5 cm)"
        QString distanceLabel;   // "5.3\" (13.5 cm)": the label where the whole has no room
        QString fourInchLabel;   // the 4" mark's figure in the scenario's unit
        bool refused = false;
    };

    // mm round the line kept for the label, which keeps its size on screen:
    // room for it at the smallest zoom a whole table is shown at.
    static constexpr double labelRoom = 700.0;

    // Nothing when either unit is missing (or they are the same).
    static std::optional<Shape> prepare(const table::Scenario &scenario, const QString &attackerId,
                                        const QString &targetId, bool refused);
    // The fire-discipline marks, in mm from the target: 4" and each inch
    // inside it, those the line is long enough for.
    static QList<double> tickDistancesMm(const QLineF &line);
    static QRectF bounds(const QLineF &line);
    // The line, its arrowhead and its marks; the label is one of the table's
    // labels (TableLabels), placed beside the line inside the view and off
    // the units' names.
    static void paint(QPainter *painter, const Shape &shape, const MarkScale &marks);
    // The label's box (mark pixels) and the label drawn in `box` (the
    // painter's pixels, upright).
    static QSizeF labelSize(const QString &text);
    static void paintLabel(QPainter *painter, const Shape &shape, const QString &text, const QRectF &box);
};

} // namespace vedette::render

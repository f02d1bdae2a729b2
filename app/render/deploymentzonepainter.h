#pragma once

#include "render/markscale.h"

#include <QColor>
#include <QPointF>
#include <QRectF>
#include <QString>

class QPainter;

namespace vedette::table {
class Scenario;
}

namespace vedette::render {

// One of Balagan's deployment zones while the battle is being set up: a
// hatched rectangle in its side's colour, labelled outside the zone, on the
// side away from the table's middle (the two zones face each other across a
// gap narrower than their labels, and the units deploying inside must stay
// visible), with the side and the zone's size in paces.
class DeploymentZonePainter
{
public:
    struct Shape
    {
        QRectF zone; // table mm
        QString sideName;
        QColor colour;
        QString label;
        QPointF anchor; // on the zone's edge, table mm
        QRectF box;     // the label's box from the anchor, mark pixels
        QPointF textAt; // the text's top-left from the anchor, mark pixels
    };

    static Shape prepare(const table::Scenario &scenario, const QRectF &zone, const QString &sideName,
                         const QColor &colour);
    static QString labelText(const table::Scenario &scenario, const QRectF &zone, const QString &sideName);
    // The zone in table coordinates.
    static void paintZone(QPainter *painter, const Shape &shape, const MarkScale &marks);
    // The label in mark pixels round the anchor (see MarkScale::place).
    static void paintLabel(QPainter *painter, const Shape &shape);
};

} // namespace vedette::render

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
// visible), with the side and the zone's size in paces. Where the table's
// edge is nearer than the label is long, the label slides back over its
// zone so that it stays on the table: a label off the table's edge was cut
// by the window's edge when the whole table is in view.
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
        QRectF table;   // the table, table mm: the label stays on it
        QPointF inward; // the way the label slides to stay on the table (a unit step, mark pixels)
        double slideRoom = 0.0; // how far it may slide: to lie just inside the zone's edge

        // Every place the label may be drawn, from the anchor in mark pixels.
        QRectF reach() const { return box.united(box.translated(inward * slideRoom)); }
    };

    static Shape prepare(const table::Scenario &scenario, const QRectF &zone, const QString &sideName,
                         const QColor &colour);
    static QString labelText(const table::Scenario &scenario, const QRectF &zone, const QString &sideName);
    // The zone in table coordinates.
    static void paintZone(QPainter *painter, const Shape &shape, const MarkScale &marks);
    // How far (mark pixels, along `inward`) the label slides to stay on the
    // table, given the transforms the zone (table mm to device) and the label
    // (mark pixels round the anchor to device) are drawn with: 0 where there is room.
    static double slide(const Shape &shape, const QTransform &tableToDevice, const QTransform &labelToDevice);
    // The label in mark pixels round the anchor (see MarkScale::place), slid
    // `slide` mark pixels back over the zone.
    static void paintLabel(QPainter *painter, const Shape &shape, double slide = 0.0);
};

} // namespace vedette::render

#pragma once

#include "render/markscale.h"
#include "rules/balagan/reachablearea.h"

#include <QPainterPath>
#include <QPointF>
#include <QRectF>
#include <QString>

class QPainter;

namespace vedette::table {
class Scenario;
}

namespace vedette::render {

// Balagan's movement overlay for one unit: the area its centre reaches with
// an action move (a soft wash with a dashed edge) and the straight-ahead
// free move (a stronger band), labelled at the front of the free move with
// the allowance in paces. It only draws what reachableArea() derived.
class ReachPainter
{
public:
    struct Shape
    {
        QPainterPath actionPath;
        QPainterPath corridorPath;
        QRectF bounds;
        QString label;
        QPointF labelAt; // table mm
    };

    static Shape prepare(const table::Scenario &scenario, const table::Unit &unit,
                         const rules::balagan::ReachableArea &area);
    static QString labelText(const table::Scenario &scenario, const rules::balagan::ReachableArea &area);
    static void paintArea(QPainter *painter, const Shape &shape, const MarkScale &marks);
    // The label in mark pixels round its point (see MarkScale::place).
    static void paintLabel(QPainter *painter, const Shape &shape);
    static QColor colour();
};

} // namespace vedette::render

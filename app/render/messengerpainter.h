#pragma once

#include "render/markscale.h"
#include "table/unittypes.h"

#include <QColor>
#include <QPointF>
#include <QPolygonF>
#include <QRectF>

class QPainter;

namespace vedette::table {
class Scenario;
struct Messenger;
}

namespace vedette::render {

// A Balagan messenger riding with his despatch (a round piece in his side's
// colour with a sealed letter and the order's flag, in mark pixels round the
// painter's origin) and the route he rode (dotted, a mark where each bound
// ended, a faint line on to his target), in table coordinates.
class MessengerPainter
{
public:
    static constexpr double baseRadius = 8.0; // mark pixels

    struct Shape
    {
        bool riding = false;
        QPointF position;
        QColor colour;
        table::Order order = table::Order::Hold;
        QPolygonF route;      // the points ridden, ending where he is
        bool hasTarget = false;
        QPointF target;
    };

    static Shape prepare(const table::Scenario &scenario, const table::Messenger &messenger);
    static QRectF pieceBounds();
    static QRectF routeBounds(const Shape &shape);
    static void paintPiece(QPainter *painter, const Shape &shape);
    static void paintRoute(QPainter *painter, const Shape &shape, const MarkScale &marks);
};

} // namespace vedette::render

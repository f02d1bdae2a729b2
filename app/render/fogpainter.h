#pragma once

#include <QList>
#include <QPainterPath>
#include <QPointF>
#include <QRectF>

class QPainter;

namespace vedette::table {
struct FogZone;
}

namespace vedette::render {

// Powder smoke on the table: a pale body with a feathered edge broken into
// puffs, so it reads as a cloud and not as a piece of terrain.
class FogPainter
{
public:
    struct Shape
    {
        QPainterPath path;
        QList<QPointF> puffs;
        QRectF bounds;
    };

    static constexpr double softEdge = 6.0; // mm of feathering round the zone

    static Shape prepare(const table::FogZone &zone);
    static void paint(QPainter *painter, const Shape &shape);
};

} // namespace vedette::render

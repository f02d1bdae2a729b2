#pragma once

#include <QRectF>

class QPainter;

namespace vedette::render {

// The table itself: the cloth in the paper tone of an old campaign map with
// a double neat line round its edge, and a soft shadow under it.
class TableCloth
{
public:
    // `table` and `exposed` in mm; `pixelsPerMm` keeps the lines a pixel or two wide.
    static void paint(QPainter *painter, const QRectF &table, const QRectF &exposed, double pixelsPerMm);
};

} // namespace vedette::render

#include "tablecloth.h"

#include <QColor>
#include <QPainter>
#include <QPen>

#include <algorithm>

namespace vedette::render {

void TableCloth::paint(QPainter *painter, const QRectF &table, const QRectF &exposed, double pixelsPerMm)
{
    if (!exposed.intersects(table.adjusted(-40, -40, 40, 40)))
        return;
    painter->save();
    const double shadow = std::max(4.0, 6.0 / std::max(pixelsPerMm, 0.01));
    // Only the shadow's edges show beside the table: blending the whole of
    // it under the opaque cloth would cost a table's worth of pixels a frame.
    const QColor shade(0, 0, 0, 70);
    painter->fillRect(QRectF(table.right(), table.top() + shadow, shadow, table.height()), shade);
    painter->fillRect(QRectF(table.left() + shadow, table.bottom(), table.width() - shadow, shadow), shade);
    painter->fillRect(table, QColor(0xe9, 0xdf, 0xc3));
    const double inset = std::min(table.width(), table.height()) * 0.004;
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(QColor(0x6b, 0x58, 0x3e), std::max(1.6, 2.0 / pixelsPerMm)));
    painter->drawRect(table);
    painter->setPen(QPen(QColor(0x6b, 0x58, 0x3e, 150), std::max(0.4, 0.8 / pixelsPerMm)));
    painter->drawRect(table.adjusted(inset, inset, -inset, -inset));
    painter->restore();
}

} // namespace vedette::render

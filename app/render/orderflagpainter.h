#pragma once

#include "table/unittypes.h"

#include <QColor>
#include <QPointF>
#include <QRectF>

class QPainter;

namespace vedette::render {

// A Balagan order as a small flag: a green pennant for Advance, a gold
// square flag for Hold, a red swallowtail for Retreat. Sizes are mark
// pixels (see MarkScale); shapes differ as well as colours, for
// colour-blind referees and greyscale prints.
class OrderFlagPainter
{
public:
    // The flag with its pole foot at `foot`, `scale` 1 for the unit flag's
    // size; general pieces draw their division's flag with it.
    static void paint(QPainter *painter, table::Order order, QPointF foot, double scale = 1.0);
    static QRectF rect(QPointF foot, double scale = 1.0);
    static QColor colour(table::Order order);
};

} // namespace vedette::render

#include "orderflagitem.h"

#include "scene/tablescene.h"

namespace vedette {

OrderFlagItem::OrderFlagItem(const QString &unitId)
    : mUnitId(unitId)
{
    // Pixels on screen rather than millimetres of table: readable at any zoom.
    setFlag(ItemIgnoresTransformations);
    setZValue(TableScene::MarkerLayer + 50);
    setAcceptedMouseButtons(Qt::NoButton);
}

void OrderFlagItem::setOrder(table::Order order)
{
    if (order == mOrder)
        return;
    mOrder = order;
    refresh();
}

QRectF OrderFlagItem::boundingRect() const
{
    return flagRect(QPointF(0, 0));
}

void OrderFlagItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    paintFlag(painter, mOrder, QPointF(0, 0));
}

} // namespace vedette

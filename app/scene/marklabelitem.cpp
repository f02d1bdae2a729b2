#include "marklabelitem.h"

namespace vedette {

MarkLabelItem::MarkLabelItem(QGraphicsItem *parent)
    : QGraphicsItem(parent)
{
    setFlag(ItemIgnoresTransformations);
    setAcceptedMouseButtons(Qt::NoButton);
}

void MarkLabelItem::setPainter(Painter painter, const QRectF &bounds)
{
    prepareGeometryChange();
    mPainter = std::move(painter);
    mBounds = bounds;
    update();
}

void MarkLabelItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (mPainter)
        mPainter(painter);
}

} // namespace vedette

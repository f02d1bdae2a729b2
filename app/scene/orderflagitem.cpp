#include "orderflagitem.h"

#include "scene/tablescene.h"

#include <QPainter>
#include <QPainterPath>

namespace vedette {

namespace {

// Pixels: the pole, and the cloth at its top.
constexpr double poleHeight = 22.0;
constexpr double clothWidth = 14.0;
constexpr double clothHeight = 10.0;

} // namespace

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
    update();
}

QColor OrderFlagItem::flagColour(table::Order order)
{
    switch (order) {
    case table::Order::Advance: return QColor(0x2e, 0x8b, 0x3e);
    case table::Order::Hold: return QColor(0xe3, 0xb4, 0x1c);
    case table::Order::Retreat: return QColor(0xc0, 0x2b, 0x22);
    }
    return Qt::gray;
}

QRectF OrderFlagItem::flagRect(QPointF foot, double scale)
{
    return QRectF(foot.x() - 2.0 * scale, foot.y() - poleHeight * scale - 1.0, (clothWidth + 4.0) * scale,
                  poleHeight * scale + 4.0 * scale);
}

void OrderFlagItem::paintFlag(QPainter *painter, table::Order order, QPointF foot, double scale)
{
    const QColor ink(0x2b, 0x21, 0x18);
    const double top = foot.y() - poleHeight * scale;
    const double left = foot.x();
    const double w = clothWidth * scale;
    const double h = clothHeight * scale;
    // Shapes differ as well as colours, for colour-blind referees and greyscale prints.
    QPainterPath cloth;
    switch (order) {
    case table::Order::Advance:
        // A pennant pointing on.
        cloth.moveTo(left, top);
        cloth.lineTo(left + w * 1.1, top + h / 2.0);
        cloth.lineTo(left, top + h);
        break;
    case table::Order::Hold:
        cloth.addRect(QRectF(left, top, w * 0.85, h));
        break;
    case table::Order::Retreat:
        // A swallowtail, its notch open to the rear.
        cloth.moveTo(left, top);
        cloth.lineTo(left + w, top);
        cloth.lineTo(left + w * 0.6, top + h / 2.0);
        cloth.lineTo(left + w, top + h);
        cloth.lineTo(left, top + h);
        break;
    }
    cloth.closeSubpath();
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(ink, 1.6 * scale, Qt::SolidLine, Qt::RoundCap));
    painter->drawLine(foot, QPointF(left, top));
    painter->setPen(QPen(ink, 1.0));
    painter->setBrush(flagColour(order));
    painter->drawPath(cloth);
    painter->setBrush(ink);
    painter->setPen(Qt::NoPen);
    painter->drawEllipse(foot, 1.8 * scale, 1.8 * scale);
    painter->restore();
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

#include "messengerpainter.h"

#include "render/orderflagpainter.h"
#include "table/scenario.h"

#include <QPainter>
#include <QPainterPath>

namespace vedette::render {

MessengerPainter::Shape MessengerPainter::prepare(const table::Scenario &scenario, const table::Messenger &messenger)
{
    Shape shape;
    shape.riding = messenger.riding();
    shape.position = messenger.position;
    const table::Side *side = scenario.side(messenger.sideId);
    shape.colour = side && side->colour.isValid() ? side->colour : QColor(0x70, 0x70, 0x70);
    shape.order = messenger.order;
    shape.route = QPolygonF(messenger.route);
    if (shape.route.isEmpty() || shape.route.last() != messenger.position)
        shape.route.append(messenger.position);
    const table::Unit *target = scenario.unit(messenger.targetUnitId);
    shape.hasTarget = target != nullptr;
    shape.target = target ? target->position() : QPointF();
    return shape;
}

QRectF MessengerPainter::pieceBounds()
{
    return QRectF(-baseRadius - 2.0, -baseRadius - 20.0, 2.0 * baseRadius + 18.0, 2.0 * baseRadius + 22.0);
}

QRectF MessengerPainter::routeBounds(const Shape &shape)
{
    QRectF bounds = shape.route.boundingRect();
    if (shape.hasTarget)
        bounds = bounds.united(QRectF(shape.target, QSizeF(0, 0)));
    // Room for the marks, a few pixels wide at any zoom down to a whole table.
    return bounds.adjusted(-30.0, -30.0, 30.0, 30.0);
}

void MessengerPainter::paintPiece(QPainter *painter, const Shape &shape)
{
    const QColor ink(0x2b, 0x21, 0x18);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(ink, 1.4));
    painter->setBrush(shape.colour);
    painter->drawEllipse(QPointF(0, 0), baseRadius, baseRadius);
    // The despatch he carries: a sealed letter.
    const QRectF letter(-5.0, -3.5, 10.0, 7.0);
    painter->setPen(QPen(ink, 0.8));
    painter->setBrush(QColor(0xf4, 0xec, 0xd6));
    painter->drawRect(letter);
    painter->drawPolyline(QPolygonF({letter.topLeft(), QPointF(0, 0.5), letter.topRight()}));
    painter->setBrush(QColor(0xb3, 0x24, 0x18));
    painter->setPen(Qt::NoPen);
    painter->drawEllipse(QPointF(0, 0.8), 1.3, 1.3);
    painter->restore();
    OrderFlagPainter::paint(painter, shape.order, QPointF(baseRadius * 0.5, -baseRadius * 0.5), 0.6);
}

void MessengerPainter::paintRoute(QPainter *painter, const Shape &shape, const MarkScale &marks)
{
    const double pixel = marks.pixel(painter);
    const QColor ink(0x2b, 0x21, 0x18);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    if (shape.hasTarget && !shape.route.isEmpty()) {
        painter->setPen(marks.pen(ink, 1.0, Qt::DashLine));
        painter->setOpacity(0.35);
        painter->drawLine(shape.route.last(), shape.target);
        painter->setOpacity(1.0);
    }
    painter->setPen(marks.pen(shape.colour.darker(130), 2.2, Qt::DotLine, Qt::RoundCap));
    painter->drawPolyline(shape.route);
    // One mark where each bound ended.
    painter->setPen(QPen(ink, 1.2 * pixel));
    painter->setBrush(shape.colour.lighter(140));
    const double mark = std::min(3.5 * pixel, 29.0);
    for (const QPointF &point : std::as_const(shape.route))
        painter->drawEllipse(point, mark, mark);
    painter->restore();
}

} // namespace vedette::render

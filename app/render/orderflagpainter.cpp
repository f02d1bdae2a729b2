#include "orderflagpainter.h"

#include <QPainter>
#include <QPainterPath>

namespace vedette::render {

namespace {

// Mark pixels: the pole, and the cloth at its top.
constexpr double poleHeight = 22.0;
constexpr double clothWidth = 14.0;
constexpr double clothHeight = 10.0;

} // namespace

QColor OrderFlagPainter::colour(table::Order order)
{
    switch (order) {
    case table::Order::Advance: return QColor(0x2e, 0x8b, 0x3e);
    case table::Order::Hold: return QColor(0xe3, 0xb4, 0x1c);
    case table::Order::Retreat: return QColor(0xc0, 0x2b, 0x22);
    }
    return Qt::gray;
}

QRectF OrderFlagPainter::rect(QPointF foot, double scale)
{
    return QRectF(foot.x() - 2.0 * scale, foot.y() - poleHeight * scale - 1.0, (clothWidth + 4.0) * scale,
                  poleHeight * scale + 4.0 * scale);
}

void OrderFlagPainter::paint(QPainter *painter, table::Order order, QPointF foot, double scale)
{
    const QColor ink(0x2b, 0x21, 0x18);
    const double top = foot.y() - poleHeight * scale;
    const double left = foot.x();
    const double w = clothWidth * scale;
    const double h = clothHeight * scale;
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
    painter->setBrush(colour(order));
    painter->drawPath(cloth);
    painter->setBrush(ink);
    painter->setPen(Qt::NoPen);
    painter->drawEllipse(foot, 1.8 * scale, 1.8 * scale);
    painter->restore();
}

} // namespace vedette::render

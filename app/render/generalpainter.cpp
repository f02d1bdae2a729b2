#include "generalpainter.h"

#include "render/orderflagpainter.h"
#include "table/scenario.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

using namespace Qt::StringLiterals;

namespace vedette::render {

namespace {

QFont labelFont()
{
    QFont font;
    font.setPixelSize(11);
    font.setBold(true);
    return font;
}

QPainterPath star(QPointF centre, double outer, double inner)
{
    QPainterPath path;
    for (int i = 0; i < 10; ++i) {
        const double radius = i % 2 == 0 ? outer : inner;
        const double angle = M_PI / 5.0 * i - M_PI / 2.0;
        const QPointF point = centre + QPointF(std::cos(angle) * radius, std::sin(angle) * radius);
        if (i == 0)
            path.moveTo(point);
        else
            path.lineTo(point);
    }
    path.closeSubpath();
    return path;
}

// Beside the unit, to its left and a little below its order flag.
constexpr QPointF besideUnit(-30.0, 6.0);

} // namespace

QString GeneralPainter::signedRating(int rating)
{
    return rating < 0 ? u"\u2212%1"_s.arg(-rating) : u"+%1"_s.arg(rating);
}

GeneralPainter::Shape GeneralPainter::prepare(const table::Scenario &scenario, const table::General &general,
                                              bool secrets)
{
    Shape shape;
    shape.id = general.id;
    // With a unit not on the table yet, he is not on it either.
    const table::Unit *attached = scenario.unit(general.attachedUnitId);
    const table::Unit *with = attached && attached->isOnTable() ? attached : nullptr;
    shape.placed = with || general.position.has_value();
    shape.offset = with ? besideUnit : QPointF();
    shape.position = with ? with->position() : general.position.value_or(QPointF());
    const table::Side *side = scenario.side(general.sideId);
    shape.colour = side && side->colour.isValid() ? side->colour : QColor(0x70, 0x70, 0x70);
    shape.commanderInChief = general.commanderInChief;
    shape.label = secrets ? u"%1 %2"_s.arg(general.name, signedRating(general.rating)) : general.name;
    if (!secrets)
        return shape;
    // The division's order is shown once, on its general; the CinC shows the
    // order of the division he is with.
    const QString divisionId = !general.divisionId.isEmpty() ? general.divisionId
                               : with                        ? with->divisionId()
                                                             : QString();
    for (const table::Unit &unit : scenario.units()) {
        if (unit.sideId() == general.sideId && !divisionId.isEmpty() && unit.divisionId() == divisionId) {
            shape.divisionOrder = unit.order();
            break;
        }
    }
    return shape;
}

QRectF GeneralPainter::bounds(const Shape &shape)
{
    const QFontMetricsF metrics(labelFont());
    const double labelWidth = metrics.horizontalAdvance(shape.label) + 6.0;
    const double half = std::max(baseRadius + 4.0, labelWidth / 2.0);
    return QRectF(shape.offset.x() - half, shape.offset.y() - baseRadius - 26.0, 2.0 * half + 16.0,
                  2.0 * baseRadius + 26.0 + metrics.height() + 6.0);
}

void GeneralPainter::paint(QPainter *painter, const Shape &shape)
{
    const QColor ink(0x2b, 0x21, 0x18);
    const QColor gilt(0xd8, 0xb0, 0x3c);
    const QPointF at = shape.offset;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    if (shape.commanderInChief) {
        painter->setPen(QPen(ink, 1.2));
        painter->setBrush(gilt);
        painter->drawEllipse(at, baseRadius + 3.5, baseRadius + 3.5);
    }
    painter->setPen(QPen(ink, 1.6));
    painter->setBrush(shape.colour);
    painter->drawEllipse(at, baseRadius, baseRadius);
    painter->setPen(QPen(ink, 0.8));
    painter->setBrush(shape.commanderInChief ? gilt : QColor(Qt::white));
    painter->drawPath(star(at, baseRadius * 0.72, baseRadius * 0.3));
    if (shape.divisionOrder)
        OrderFlagPainter::paint(painter, *shape.divisionOrder, at + QPointF(baseRadius * 0.6, -baseRadius * 0.6), 0.8);
    painter->restore();
}

void GeneralPainter::paintLabel(QPainter *painter, const Shape &shape, const QRectF &box)
{
    // The name on a pale ground, readable on any terrain.
    painter->save();
    painter->setFont(labelFont());
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0xf4, 0xec, 0xd6, 220));
    painter->drawRoundedRect(box, 3, 3);
    painter->setPen(QColor(0x2b, 0x21, 0x18));
    painter->drawText(box, Qt::AlignCenter, shape.label);
    painter->restore();
}

} // namespace vedette::render

#include "reachpainter.h"

#include "render/boxedlabel.h"
#include "table/lengthformat.h"
#include "table/scenario.h"

#include <QCoreApplication>
#include <QPainter>

namespace vedette::render {

namespace {
// Movement reads as blue-green on the green cloth without hiding the units.
const QColor kReach(0x1f, 0x6f, 0xb4);
} // namespace

QColor ReachPainter::colour()
{
    return kReach;
}

QString ReachPainter::labelText(const table::Scenario &scenario, const rules::balagan::ReachableArea &area)
{
    const table::DisplayUnits paces = table::DisplayUnits::only(table::LengthUnit::Paces, scenario.groundScale());
    const QString allowance = table::formatLength(area.allowance, paces);
    if (!area.canMove())
        return QCoreApplication::translate("vedette::ReachableAreaItem", "%1: cannot move").arg(allowance);
    if (area.freeStop == rules::balagan::ReachableArea::Stop::Allowance)
        return allowance;
    return QCoreApplication::translate("vedette::ReachableAreaItem", "%1 (straight ahead %2)")
        .arg(allowance, table::formatLength(area.freeDistance, paces));
}

ReachPainter::Shape ReachPainter::prepare(const table::Scenario &scenario, const table::Unit &unit,
                                          const rules::balagan::ReachableArea &area)
{
    Shape shape;
    shape.actionPath.setFillRule(Qt::OddEvenFill);
    for (const QPolygonF &polygon : std::as_const(area.actionArea)) {
        shape.actionPath.addPolygon(polygon);
        shape.actionPath.closeSubpath();
    }
    shape.corridorPath.addPolygon(area.freeCorridor);
    shape.corridorPath.closeSubpath();
    shape.bounds = shape.actionPath.boundingRect().united(shape.corridorPath.boundingRect()).adjusted(-2, -2, 2, 2);
    shape.label = labelText(scenario, area);
    // At the front of the free move, where the eye looks for how far it goes.
    const QPolygonF &corridor = area.freeCorridor;
    shape.labelAt = corridor.size() < 2 ? unit.position() : (corridor[0] + corridor[1]) / 2.0;
    return shape;
}

void ReachPainter::paintArea(QPainter *painter, const Shape &shape, const MarkScale &marks)
{
    QColor wash = kReach;
    wash.setAlpha(28);
    painter->setPen(marks.pen(kReach, 1.5, Qt::DashLine));
    painter->setBrush(wash);
    painter->drawPath(shape.actionPath);

    QColor band = kReach;
    band.setAlpha(95);
    painter->setPen(marks.pen(kReach.darker(130), 2.0));
    painter->setBrush(band);
    painter->drawPath(shape.corridorPath);
}

void ReachPainter::paintLabel(QPainter *painter, const Shape &shape)
{
    const BoxedLabel label(shape.label, kReach.darker(160));
    label.paint(painter, label.textRect().adjusted(0.0, 0.0, 8.0, 4.0), QPointF(4.0, 2.0));
}

} // namespace vedette::render

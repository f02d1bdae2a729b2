#include "deploymentzonepainter.h"

#include "render/boxedlabel.h"
#include "table/lengthformat.h"
#include "table/scenario.h"

#include <QCoreApplication>
#include <QPainter>

namespace vedette::render {

QString DeploymentZonePainter::labelText(const table::Scenario &scenario, const QRectF &zone, const QString &sideName)
{
    const table::DisplayUnits paces = table::DisplayUnits::only(table::LengthUnit::Paces, scenario.groundScale());
    // Width along the line of battle first, then depth.
    const double along = std::max(zone.width(), zone.height());
    const double deep = std::min(zone.width(), zone.height());
    return QCoreApplication::translate("vedette::DeploymentZoneItem", "%1 deployment zone\n%2 \u00d7 %3")
        .arg(sideName, table::formatLength(table::Length::fromMm(along), paces),
             table::formatLength(table::Length::fromMm(deep), paces));
}

DeploymentZonePainter::Shape DeploymentZonePainter::prepare(const table::Scenario &scenario, const QRectF &zone,
                                                            const QString &sideName, const QColor &colour)
{
    Shape shape;
    shape.zone = zone;
    shape.sideName = sideName;
    shape.colour = colour.isValid() ? colour : QColor(Qt::darkGray);
    shape.label = labelText(scenario, zone, sideName);
    const QSizeF size = BoxedLabel(shape.label, shape.colour.darker(150)).textRect().size() + QSizeF(8.0, 4.0);
    const QPointF middle = scenario.tableRect().center();
    const bool sideBySide = zone.height() > zone.width();
    QPointF offset; // of the box's top-left from the anchor, in mark pixels
    if (sideBySide) {
        const bool left = zone.center().x() < middle.x();
        shape.anchor = left ? zone.topLeft() : zone.topRight();
        offset = QPointF(left ? -size.width() - 4.0 : 4.0, 0.0);
    } else {
        const bool above = zone.center().y() < middle.y();
        shape.anchor = above ? zone.topLeft() : zone.bottomLeft();
        offset = QPointF(0.0, above ? -size.height() - 4.0 : 4.0);
    }
    shape.box = QRectF(offset, size);
    shape.textAt = offset + QPointF(4.0, 2.0);
    return shape;
}

void DeploymentZonePainter::paintZone(QPainter *painter, const Shape &shape, const MarkScale &marks)
{
    QColor tint = shape.colour;
    tint.setAlpha(30);
    painter->setPen(Qt::NoPen);
    painter->setBrush(tint);
    painter->drawRect(shape.zone);
    // The hatching keeps its spacing in mark pixels whatever the zoom.
    QColor hatch = shape.colour;
    hatch.setAlpha(110);
    QBrush lines(hatch, Qt::BDiagPattern);
    lines.setTransform(marks.onScreen() ? MarkScale::tablePattern(painter->worldTransform())
                                        : QTransform::fromScale(marks.mmPerPixel(), marks.mmPerPixel()));
    painter->setBrush(lines);
    painter->drawRect(shape.zone);
    painter->setPen(marks.pen(shape.colour.darker(120), 2.0, Qt::DashDotLine));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(shape.zone);
}

void DeploymentZonePainter::paintLabel(QPainter *painter, const Shape &shape)
{
    BoxedLabel(shape.label, shape.colour.darker(150)).paint(painter, shape.box, shape.textAt);
}

} // namespace vedette::render

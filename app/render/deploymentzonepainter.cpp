#include "deploymentzonepainter.h"

#include "render/boxedlabel.h"
#include "table/lengthformat.h"
#include "table/scenario.h"

#include <QCoreApplication>
#include <QTransform>

#include <algorithm>
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
    shape.table = scenario.tableRect();
    // Back over the zone, at most until the label lies just inside its edge.
    if (sideBySide) {
        shape.inward = QPointF(offset.x() < 0.0 ? 1.0 : -1.0, 0.0);
        shape.slideRoom = size.width() + 8.0;
    } else {
        shape.inward = QPointF(0.0, offset.y() < 0.0 ? 1.0 : -1.0);
        shape.slideRoom = size.height() + 8.0;
    }
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

double DeploymentZonePainter::slide(const Shape &shape, const QTransform &tableToDevice,
                                    const QTransform &labelToDevice)
{
    bool invertible = false;
    const QTransform deviceToLabel = labelToDevice.inverted(&invertible);
    if (!invertible || !tableToDevice.isInvertible())
        return 0.0;
    // The table in the label's own pixels, a margin of 4 inside its edge.
    const QRectF table = (tableToDevice * deviceToLabel).mapRect(shape.table).adjusted(4.0, 4.0, -4.0, -4.0);
    double overshoot = 0.0; // how far the label pokes off the table, the way it slides back
    if (shape.inward.x() > 0.0)
        overshoot = table.left() - shape.box.left();
    else if (shape.inward.x() < 0.0)
        overshoot = shape.box.right() - table.right();
    else if (shape.inward.y() > 0.0)
        overshoot = table.top() - shape.box.top();
    else if (shape.inward.y() < 0.0)
        overshoot = shape.box.bottom() - table.bottom();
    return std::clamp(overshoot, 0.0, shape.slideRoom);
}

void DeploymentZonePainter::paintLabel(QPainter *painter, const Shape &shape, double slide)
{
    const QPointF by = shape.inward * slide;
    BoxedLabel(shape.label, shape.colour.darker(150)).paint(painter, shape.box.translated(by), shape.textAt + by);
}

} // namespace vedette::render

#include "deploymentzoneitem.h"

#include "scene/tablescene.h"
#include "table/lengthformat.h"
#include "table/scenario.h"

#include <QCoreApplication>
#include <QFont>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QPainter>
#include <QPen>

namespace vedette {

DeploymentZoneItem::DeploymentZoneItem(TableScene *scene)
    : mTableScene(scene)
    , mLabelBox(new QGraphicsRectItem(this))
    , mLabel(new QGraphicsSimpleTextItem(mLabelBox))
{
    // On the cloth and terrain, under the units being placed in it.
    setZValue(TableScene::UnitLayer - 2);
    setAcceptedMouseButtons(Qt::NoButton);
    // The label keeps its size on screen and stays readable over the pieces.
    mLabelBox->setFlag(ItemIgnoresTransformations);
    mLabelBox->setPen(Qt::NoPen);
    mLabelBox->setBrush(QColor(255, 255, 255, 200));
    QFont font = mLabel->font();
    font.setBold(true);
    mLabel->setFont(font);
}

void DeploymentZoneItem::setZone(const QRectF &zone, const QString &sideName, const QColor &colour)
{
    prepareGeometryChange();
    mZone = zone;
    mSideName = sideName;
    mColour = colour.isValid() ? colour : QColor(Qt::darkGray);
    mLabel->setBrush(mColour.darker(150));
    placeLabel(label());
    update();
}

QString DeploymentZoneItem::label() const
{
    const table::DisplayUnits paces =
        table::DisplayUnits::only(table::LengthUnit::Paces, mTableScene->scenario().groundScale());
    // Width along the line of battle first, then depth.
    const double along = std::max(mZone.width(), mZone.height());
    const double deep = std::min(mZone.width(), mZone.height());
    return QCoreApplication::translate("vedette::DeploymentZoneItem", "%1 deployment zone\n%2 \u00d7 %3")
        .arg(mSideName, table::formatLength(table::Length::fromMm(along), paces),
             table::formatLength(table::Length::fromMm(deep), paces));
}

QRectF DeploymentZoneItem::boundingRect() const
{
    return mZone.adjusted(-1.0, -1.0, 1.0, 1.0);
}

void DeploymentZoneItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (mTableScene->isExporting())
        return;
    QColor tint = mColour;
    tint.setAlpha(30);
    painter->setPen(Qt::NoPen);
    painter->setBrush(tint);
    painter->drawRect(mZone);
    // The hatching keeps its spacing in screen pixels whatever the zoom.
    QColor hatch = mColour;
    hatch.setAlpha(110);
    QBrush lines(hatch, Qt::BDiagPattern);
    lines.setTransform(painter->worldTransform().inverted());
    painter->setBrush(lines);
    painter->drawRect(mZone);
    QPen edge(mColour.darker(120), 2.0, Qt::DashDotLine);
    edge.setCosmetic(true);
    painter->setPen(edge);
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(mZone);
}

// The label stands outside the zone, on the side away from the table's
// middle: the two zones face each other across a gap narrower than their
// labels, and the units deploying inside must stay visible.
void DeploymentZoneItem::placeLabel(const QString &text)
{
    mLabel->setText(text);
    const QSizeF size = mLabel->boundingRect().size() + QSizeF(8.0, 4.0);
    const QPointF middle = mTableScene->scenario().tableRect().center();
    const bool sideBySide = mZone.height() > mZone.width();
    QPointF anchor;         // on the zone's edge, in table mm
    QPointF offset;         // of the box's top-left from the anchor, in pixels
    if (sideBySide) {
        const bool left = mZone.center().x() < middle.x();
        anchor = left ? mZone.topLeft() : mZone.topRight();
        offset = QPointF(left ? -size.width() - 4.0 : 4.0, 0.0);
    } else {
        const bool above = mZone.center().y() < middle.y();
        anchor = above ? mZone.topLeft() : mZone.bottomLeft();
        offset = QPointF(0.0, above ? -size.height() - 4.0 : 4.0);
    }
    mLabel->setPos(offset + QPointF(4.0, 2.0));
    mLabelBox->setRect(QRectF(offset, size));
    mLabelBox->setPos(anchor);
}

} // namespace vedette

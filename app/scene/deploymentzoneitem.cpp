#include "deploymentzoneitem.h"

#include "render/markscale.h"
#include "scene/marklabelitem.h"
#include "scene/tablescene.h"

namespace vedette {

DeploymentZoneItem::DeploymentZoneItem(TableScene *scene)
    : mTableScene(scene)
    , mLabel(new MarkLabelItem(this))
{
    // On the cloth and terrain, under the units being placed in it.
    setZValue(TableScene::UnitLayer - 2);
    setAcceptedMouseButtons(Qt::NoButton);
}

void DeploymentZoneItem::setZone(const QRectF &zone, const QString &sideName, const QColor &colour)
{
    prepareLayerChange();
    mShape = render::DeploymentZonePainter::prepare(mTableScene->scenario(), zone, sideName, colour);
    mLabel->setPos(mShape.anchor);
    mLabel->setPainter([shape = mShape](QPainter *painter) { render::DeploymentZonePainter::paintLabel(painter, shape); },
                       mShape.box);
    refresh();
}

QRectF DeploymentZoneItem::boundingRect() const
{
    return mShape.zone.adjusted(-1.0, -1.0, 1.0, 1.0);
}

void DeploymentZoneItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    render::DeploymentZonePainter::paintZone(painter, mShape, render::MarkScale::screen());
}

} // namespace vedette

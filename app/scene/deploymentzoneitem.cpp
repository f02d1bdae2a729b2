#include "deploymentzoneitem.h"

#include "render/markscale.h"
#include "scene/tablescene.h"

#include <QPainter>

namespace vedette {

DeploymentZoneItem::DeploymentZoneItem(TableScene *scene)
    : mTableScene(scene)
{
    // On the cloth and terrain, under the units being placed in it.
    setZValue(TableScene::UnitLayer - 2);
    setAcceptedMouseButtons(Qt::NoButton);
}

void DeploymentZoneItem::setZone(const QRectF &zone, const QString &sideName, const QColor &colour)
{
    prepareLayerChange();
    mShape = render::DeploymentZonePainter::prepare(mTableScene->scenario(), zone, sideName, colour);
    // The caption is laid out with the table's other labels (TableScene::
    // paintLabels), off the units deploying in the zone and inside the view.
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

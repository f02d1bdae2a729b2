#include "fogitem.h"

#include "document/document.h"
#include "scene/tablescene.h"
#include "table/scenario.h"

namespace vedette {

FogItem::FogItem(TableScene *scene, const QString &zoneId)
    : mTableScene(scene)
    , mZoneId(zoneId)
{
    setZValue(TableScene::FogLayer);
}

void FogItem::sync()
{
    const table::FogZone *zone = mTableScene->scenario().fogZone(mZoneId);
    if (!zone)
        return;
    prepareLayerChange();
    mShape = render::FogPainter::prepare(*zone, mTableScene->document()->turn());
    refresh();
}

QRectF FogItem::boundingRect() const
{
    return mShape.bounds;
}

QPainterPath FogItem::shape() const
{
    return mShape.path;
}

void FogItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    render::FogPainter::paint(painter, mShape);
}

} // namespace vedette

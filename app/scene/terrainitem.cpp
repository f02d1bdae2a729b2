#include "terrainitem.h"

#include "scene/tablescene.h"
#include "table/scenario.h"

namespace vedette {

TerrainItem::TerrainItem(TableScene *scene, const QString &terrainId)
    : mTableScene(scene)
    , mTerrainId(terrainId)
{
    // Terrain never moves while the referee pans, and its textures, hatching
    // and hachures are the dearest drawing on the table: keep each piece as
    // it was last drawn at this zoom and copy it until the zoom changes.
    setCacheMode(QGraphicsItem::DeviceCoordinateCache);
}

void TerrainItem::sync()
{
    const table::Terrain *terrain = mTableScene->scenario().terrainPiece(mTerrainId);
    if (!terrain)
        return;
    prepareGeometryChange();
    mShape = render::TerrainPainter::prepare(mTableScene->scenario(), *terrain);
    setZValue(TableScene::TerrainLayer + mShape.stacking);
    update();
}

QRectF TerrainItem::boundingRect() const
{
    return mShape.bounds;
}

QPainterPath TerrainItem::shape() const
{
    return mShape.path;
}

void TerrainItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    render::TerrainPainter::paint(painter, mShape);
}

} // namespace vedette

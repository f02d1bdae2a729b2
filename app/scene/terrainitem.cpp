#include "terrainitem.h"

#include "scene/tablescene.h"
#include "table/scenario.h"

namespace vedette {

TerrainItem::TerrainItem(TableScene *scene, const QString &terrainId)
    : mTableScene(scene)
    , mTerrainId(terrainId)
{
    // No pixmap of its own: the view keeps the whole layer, terrain and all,
    // as one picture per zoom (TableView). Qt's item pixmaps cut a piece
    // longer than the view at the view's edge and stitched it again on a
    // pan, a step of antialiasing off along the seam.
}

void TerrainItem::sync()
{
    const table::Terrain *terrain = mTableScene->scenario().terrainPiece(mTerrainId);
    if (!terrain)
        return;
    prepareLayerChange();
    mShape = render::TerrainPainter::prepare(mTableScene->scenario(), *terrain);
    mDashes = {};
    setZValue(TableScene::TerrainLayer + mShape.stacking);
    refresh();
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
    render::TerrainPainter::paint(painter, mShape, &mDashes);
}

} // namespace vedette

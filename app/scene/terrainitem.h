#pragma once

#include "scene/tablelayeritem.h"
#include "render/terrainpainter.h"
#include "table/terrain.h"

#include <QGraphicsItem>
#include <QString>

namespace vedette {

class TableScene;

// One piece of terrain on the referee's table, drawn by TerrainPainter (as
// in every picture of the table) from what sync() copied from the model.
class TerrainItem : public TableLayerItem
{
public:
    enum { Type = UserType + 2 };

    TerrainItem(TableScene *scene, const QString &terrainId);

    const QString &terrainId() const { return mTerrainId; }
    void sync();

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    // The fill and ink of a type (also used by the terrain tool's preview).
    static QColor fillColour(table::TerrainType type) { return render::TerrainPainter::fillColour(type); }
    static QColor inkColour(table::TerrainType type) { return render::TerrainPainter::inkColour(type); }

private:
    TableScene *mTableScene;
    QString mTerrainId;
    render::TerrainPainter::Shape mShape;
    render::TerrainPainter::DashCache mDashes; // of mShape, at the zoom last drawn
};

} // namespace vedette

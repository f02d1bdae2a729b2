#pragma once

#include "table/terrain.h"

#include <QGraphicsItem>
#include <QPainterPath>
#include <QString>

namespace vedette {

class TableScene;

// One piece of terrain drawn as on a period campaign map: woods with tree
// clumps, marsh with reed tufts, buildings as hatched blocks, hills with
// contour lines and their height, steep slopes with hachures, rivers and
// roads with their banks and verges.
class TerrainItem : public QGraphicsItem
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
    static QColor fillColour(table::TerrainType type);
    static QColor inkColour(table::TerrainType type);

private:
    TableScene *mTableScene;
    QString mTerrainId;
    table::TerrainType mType = table::TerrainType::Woods;
    QPainterPath mPath;
    QPainterPath mDetail; // contours or hachures
    QRectF mBounds;
    QString mLabel;
    QPointF mLabelPos;
    bool mImpassable = false;
};

} // namespace vedette

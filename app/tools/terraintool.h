#pragma once

#include "table/terrain.h"
#include "tools/abstracttool.h"

#include <QPolygonF>

class QGraphicsPathItem;

namespace vedette {

// Draws terrain polygons: click the corners, then double-click, press Enter
// or click the first corner again to finish. Backspace takes back a corner,
// Escape drops the outline, a right click on a piece removes it. A polygon
// whose edges cross is refused with a message.
class TerrainTool : public AbstractTool
{
    Q_OBJECT

public:
    explicit TerrainTool(QObject *parent = nullptr);
    ~TerrainTool() override;

    QString hint() const override;
    QCursor cursor() const override { return Qt::CrossCursor; }
    QWidget *createOptionsWidget(QWidget *parent) override;
    void activate(TableScene *scene) override;
    void deactivate() override;

    void mousePressed(QGraphicsSceneMouseEvent *event) override;
    void mouseMoved(QGraphicsSceneMouseEvent *event) override;
    void mouseReleased(QGraphicsSceneMouseEvent *event) override;
    void mouseDoubleClicked(QGraphicsSceneMouseEvent *event) override;
    bool keyPressed(QKeyEvent *event) override;

    table::TerrainType terrainType() const { return mType; }
    void setTerrainType(table::TerrainType type) { mType = type; }
    const QPolygonF &points() const { return mPoints; }
    void addPoint(QPointF point);
    // Adds the outline drawn so far as a terrain piece; false (with a
    // message) when it is refused.
    bool finish();
    void cancel();

private:
    void updatePreview(QPointF cursor);

    table::TerrainType mType = table::TerrainType::Woods;
    QPolygonF mPoints;
    QPointF mCursor;
    QGraphicsPathItem *mPreview = nullptr;
};

} // namespace vedette

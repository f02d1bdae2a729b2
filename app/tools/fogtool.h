#pragma once

#include "tools/abstracttool.h"

#include <QPointF>

class QGraphicsRectItem;

namespace vedette {

// Lays and clears powder smoke: a click on a unit lays the fog zone in front
// of it (Balagan: 50p wider than its frontage, 50p deep), a drag on open
// table lays a rectangle of smoke, a click on smoke clears it.
class FogTool : public AbstractTool
{
    Q_OBJECT

public:
    explicit FogTool(QObject *parent = nullptr);
    ~FogTool() override;

    QString hint() const override;
    QCursor cursor() const override { return Qt::CrossCursor; }
    void activate(TableScene *scene) override;
    void deactivate() override;

    void mousePressed(QGraphicsSceneMouseEvent *event) override;
    void mouseMoved(QGraphicsSceneMouseEvent *event) override;
    void mouseReleased(QGraphicsSceneMouseEvent *event) override;

    // Lays the fog zone in front of a unit; false when there is no such unit.
    bool layInFrontOf(const QString &unitId);
    bool layRectangle(const QRectF &rect);
    bool clearAt(QPointF pos);

private:
    QGraphicsRectItem *mRubber = nullptr;
    QPointF mFrom;
    bool mDragging = false;
};

} // namespace vedette

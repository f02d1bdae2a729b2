#pragma once

#include "scene/tablelayeritem.h"
#include "render/unitpainter.h"

#include <QGraphicsItem>
#include <QString>

namespace vedette {

class TableScene;

// One unit on the referee's table, drawn by UnitPainter (as in every
// picture of the table): placed at the unit's centre and turned to its
// facing; holds only what sync() copied from the model, and whether the
// referee has picked it.
class UnitItem : public TableLayerItem
{
public:
    enum { Type = UserType + 1 };

    UnitItem(TableScene *scene, const QString &unitId);

    const QString &unitId() const { return mUnitId; }

    QString labelOwner() const override { return mUnitId; }
    QRectF drawnRect(double *marginPx) const override;
    void sync();

    void setHighlighted(bool highlighted);
    bool isHighlighted() const { return mHighlighted; }

    // The rotate handle in front of a highlighted unit, in scene coordinates.
    QPointF rotateHandlePos() const;
    static constexpr double rotateHandleDistance = render::UnitPainter::rotateHandleDistance;
    static constexpr double rotateHandleRadius = render::UnitPainter::rotateHandleRadius;

    int type() const override { return Type; }
    const render::UnitPainter::Shape &painted() const { return mShape; }
    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    TableScene *mTableScene;
    QString mUnitId;
    render::UnitPainter::Shape mShape;
    bool mHighlighted = false;
};

} // namespace vedette

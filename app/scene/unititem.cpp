#include "unititem.h"

#include "scene/tablescene.h"
#include "table/scenario.h"

#include <QPainter>

namespace vedette {

UnitItem::UnitItem(TableScene *scene, const QString &unitId)
    : mTableScene(scene)
    , mUnitId(unitId)
{
    setZValue(TableScene::UnitLayer);
    setAcceptHoverEvents(false);
}

void UnitItem::sync()
{
    const table::Scenario &scenario = mTableScene->scenario();
    const table::Unit *unit = scenario.unit(mUnitId);
    if (!unit)
        return;
    // A unit waiting to be deployed has no place: not drawn, not hit.
    setVisible(unit->isOnTable());
    prepareLayerChange();
    mShape = render::UnitPainter::prepare(scenario, *unit);
    setPos(mShape.position);
    // Hovering tells what the label has no room for (QGraphicsView shows it).
    setToolTip(render::UnitPainter::toolTip(scenario, *unit));
    setRotation(mShape.rotation);
    refresh();
}

void UnitItem::setHighlighted(bool highlighted)
{
    if (mHighlighted == highlighted)
        return;
    refresh(); // where it was drawn, with its handle or without
    mHighlighted = highlighted;
    refresh();
}

QRectF UnitItem::drawnRect(double *marginPx) const
{
    if (mHighlighted) {
        *marginPx = 0;
        return boundingRect();
    }
    // The bases and the front edge (render::UnitPainter::paintBody); the
    // ring of a unit the players have not seen reaches up to 1.2 mm and 3.1
    // px past the outline.
    *marginPx = 4;
    return mShape.path.boundingRect().united(mShape.outline).adjusted(-1.5, -1.5, 1.5, 1.5).intersected(boundingRect());
}

QPointF UnitItem::rotateHandlePos() const
{
    return mapToScene(QPointF(0, mShape.outline.top() - rotateHandleDistance));
}

QRectF UnitItem::boundingRect() const
{
    return mShape.bounds;
}

QPainterPath UnitItem::shape() const
{
    return mShape.path;
}

void UnitItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    // The item's own opacity (a removed unit fading out) comes in the painter.
    const qreal opacity = painter->opacity();
    if (mShape.faded)
        painter->setOpacity(opacity * 0.55);
    render::UnitPainter::paintBody(painter, mShape, mTableScene->symbols(), false);
    if (mHighlighted)
        render::UnitPainter::paintHighlight(painter, mShape);
    painter->setOpacity(opacity);
    // The name, states and morale badge: TableScene::paintLabels.
}

} // namespace vedette

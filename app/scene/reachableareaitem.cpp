#include "reachableareaitem.h"

#include "render/markscale.h"
#include "scene/tablescene.h"
#include "table/scenario.h"

namespace vedette {

ReachableAreaItem::ReachableAreaItem(TableScene *scene)
    : mTableScene(scene)
{
    // Under the units so their symbols stay readable, over the terrain.
    setZValue(TableScene::UnitLayer - 1);
    setAcceptedMouseButtons(Qt::NoButton);
}

void ReachableAreaItem::setUnit(const QString &unitId, const rules::balagan::HouseRules &rules,
                                std::optional<table::Length> allowance)
{
    mUnitId = unitId;
    mRules = rules;
    mAllowance = allowance;
    sync();
}

QString ReachableAreaItem::label() const
{
    return render::ReachPainter::labelText(mTableScene->scenario(), mArea);
}

void ReachableAreaItem::sync()
{
    prepareLayerChange();
    mArea = {};
    mShape = {};
    const table::Unit *unit = mUnitId.isEmpty() ? nullptr : mTableScene->scenario().unit(mUnitId);
    if (unit && !unit->isOnTable())
        unit = nullptr; // nowhere to move from until it is deployed
    mShown = unit != nullptr;
    if (!unit)
        return;
    mArea = rules::balagan::reachableArea(mTableScene->scenario(), *unit, mRules, 50.0, mAllowance);
    mShape = render::ReachPainter::prepare(mTableScene->scenario(), *unit, mArea);
    // The caption lives in the scene's label layer.
    if (scene())
        scene()->update();
    refresh();
}

QRectF ReachableAreaItem::boundingRect() const
{
    return mShape.bounds;
}

void ReachableAreaItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    render::ReachPainter::paintArea(painter, mShape, render::MarkScale::screen());
}

} // namespace vedette

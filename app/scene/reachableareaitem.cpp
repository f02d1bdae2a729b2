#include "reachableareaitem.h"

#include "render/boxedlabel.h"
#include "render/markscale.h"
#include "scene/marklabelitem.h"
#include "scene/tablescene.h"
#include "table/scenario.h"

namespace vedette {

ReachableAreaItem::ReachableAreaItem(TableScene *scene)
    : mTableScene(scene)
    , mLabel(new MarkLabelItem(this))
{
    // Under the units so their symbols stay readable, over the terrain.
    setZValue(TableScene::UnitLayer - 1);
    setAcceptedMouseButtons(Qt::NoButton);
}

void ReachableAreaItem::setUnit(const QString &unitId, const rules::balagan::HouseRules &rules)
{
    mUnitId = unitId;
    mRules = rules;
    sync();
}

QString ReachableAreaItem::label() const
{
    return render::ReachPainter::labelText(mTableScene->scenario(), mArea);
}

void ReachableAreaItem::sync()
{
    prepareGeometryChange();
    mArea = {};
    mShape = {};
    const table::Unit *unit = mUnitId.isEmpty() ? nullptr : mTableScene->scenario().unit(mUnitId);
    if (unit && !unit->isOnTable())
        unit = nullptr; // nowhere to move from until it is deployed
    mLabel->setVisible(unit != nullptr);
    if (!unit)
        return;
    mArea = rules::balagan::reachableArea(mTableScene->scenario(), *unit, mRules);
    mShape = render::ReachPainter::prepare(mTableScene->scenario(), *unit, mArea);
    mLabel->setPos(mShape.labelAt);
    const QRectF box = render::BoxedLabel(mShape.label, QColor()).textRect().adjusted(0.0, 0.0, 8.0, 4.0);
    mLabel->setPainter([shape = mShape](QPainter *painter) { render::ReachPainter::paintLabel(painter, shape); }, box);
    update();
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

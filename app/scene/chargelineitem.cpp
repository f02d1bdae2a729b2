#include "chargelineitem.h"

#include "render/markscale.h"
#include "scene/tablescene.h"
#include "table/scenario.h"

#include <QPainter>

namespace vedette {

ChargeLineItem::ChargeLineItem(TableScene *scene)
    : mTableScene(scene)
{
    // With the rulers, above units and fog: it is the referee's own mark.
    setZValue(TableScene::PinnedRulerLayer);
    setAcceptHoverEvents(true);
}

ChargeLineItem::~ChargeLineItem()
{
    // Still in its scene (a scene being destroyed is no longer a TableScene).
    touchMarks(scene());
}

QVariant ChargeLineItem::itemChange(GraphicsItemChange change, const QVariant &value)
{
    if (change == ItemSceneChange || change == ItemVisibleHasChanged)
        touchMarks(scene()); // leaving: the scene it is still in loses it
    else if (change == ItemSceneHasChanged)
        touchMarks(value.value<QGraphicsScene *>());
    return QGraphicsItem::itemChange(change, value);
}

void ChargeLineItem::touchMarks(QGraphicsScene *scene) const
{
    if (auto *table = qobject_cast<TableScene *>(scene))
        table->touchMarks();
}

void ChargeLineItem::setUnits(const QString &attackerId, const QString &targetId)
{
    mAttackerId = attackerId;
    mTargetId = targetId;
    sync();
}

void ChargeLineItem::setRefusal(const QString &reason)
{
    mRefusal = reason;
    mShape.refused = !reason.isEmpty();
    setToolTip(reason);
    touchMarks(scene());
    update();
}

bool ChargeLineItem::sync()
{
    prepareGeometryChange();
    touchMarks(scene());
    const auto shape = render::ChargeLinePainter::prepare(mTableScene->scenario(), mAttackerId, mTargetId,
                                                          !mRefusal.isEmpty());
    if (!shape) {
        mShape = {};
        setVisible(false);
        return false;
    }
    mShape = *shape;
    setVisible(true);
    update();
    return true;
}

QList<double> ChargeLineItem::tickDistancesMm() const
{
    return render::ChargeLinePainter::tickDistancesMm(mShape.line);
}

QRectF ChargeLineItem::boundingRect() const
{
    return render::ChargeLinePainter::bounds(mShape.line);
}

QPainterPath ChargeLineItem::shape() const
{
    QPainterPath path;
    path.moveTo(mShape.line.p1());
    path.lineTo(mShape.line.p2());
    QPainterPathStroker stroker;
    stroker.setWidth(6.0);
    return stroker.createStroke(path);
}

void ChargeLineItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    render::ChargeLinePainter::paint(painter, mShape, render::MarkScale::screen());
}

} // namespace vedette

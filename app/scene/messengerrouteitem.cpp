#include "messengerrouteitem.h"

#include "scene/tablescene.h"
#include "table/scenario.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace vedette {

MessengerRouteItem::MessengerRouteItem(TableScene *scene, const QString &messengerId)
    : mTableScene(scene)
    , mMessengerId(messengerId)
{
    setZValue(TableScene::MarkerLayer + 40);
    setAcceptedMouseButtons(Qt::NoButton);
}

void MessengerRouteItem::sync()
{
    const table::Scenario &scenario = mTableScene->scenario();
    const table::Messenger *messenger = scenario.messenger(mMessengerId);
    if (!messenger)
        return;
    prepareGeometryChange();
    mRoute = QPolygonF(messenger->route);
    if (mRoute.isEmpty() || mRoute.last() != messenger->position)
        mRoute.append(messenger->position);
    const table::Unit *target = scenario.unit(messenger->targetUnitId);
    mHasTarget = target != nullptr;
    mTarget = target ? target->position() : QPointF();
    const table::Side *side = scenario.side(messenger->sideId);
    mColour = side && side->colour.isValid() ? side->colour : QColor(0x70, 0x70, 0x70);
    setVisible(messenger->riding());
    update();
}

QRectF MessengerRouteItem::boundingRect() const
{
    QRectF bounds = mRoute.boundingRect();
    if (mHasTarget)
        bounds = bounds.united(QRectF(mTarget, QSizeF(0, 0)));
    // Room for the marks, a few pixels wide at any zoom down to a whole table.
    return bounds.adjusted(-30.0, -30.0, 30.0, 30.0);
}

void MessengerRouteItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    const double pixel = 1.0 / std::max(lod, 1e-6);
    const QColor ink(0x2b, 0x21, 0x18);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    if (mHasTarget && !mRoute.isEmpty()) {
        QPen onward(ink, 1.0, Qt::DashLine);
        onward.setCosmetic(true);
        painter->setPen(onward);
        painter->setOpacity(0.35);
        painter->drawLine(mRoute.last(), mTarget);
        painter->setOpacity(1.0);
    }
    QPen dotted(mColour.darker(130), 2.2, Qt::DotLine, Qt::RoundCap);
    dotted.setCosmetic(true);
    painter->setPen(dotted);
    painter->drawPolyline(mRoute);
    // One mark where each bound ended.
    painter->setPen(QPen(ink, 1.2 * pixel));
    painter->setBrush(mColour.lighter(140));
    const double mark = std::min(3.5 * pixel, 29.0);
    for (const QPointF &point : std::as_const(mRoute))
        painter->drawEllipse(point, mark, mark);
    painter->restore();
}

} // namespace vedette

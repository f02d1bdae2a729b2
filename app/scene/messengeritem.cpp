#include "messengeritem.h"

#include "scene/orderflagitem.h"
#include "scene/tablescene.h"
#include "table/scenario.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPainterPath>

using namespace Qt::StringLiterals;

namespace vedette {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("vedette::MessengerItem", text);
}

} // namespace

MessengerItem::MessengerItem(TableScene *scene, const QString &messengerId)
    : mTableScene(scene)
    , mMessengerId(messengerId)
{
    setFlag(ItemIgnoresTransformations);
    setZValue(TableScene::MarkerLayer + 70);
    setAcceptedMouseButtons(Qt::NoButton);
}

void MessengerItem::sync()
{
    const table::Scenario &scenario = mTableScene->scenario();
    const table::Messenger *messenger = scenario.messenger(mMessengerId);
    if (!messenger)
        return;
    setPos(messenger->position);
    setVisible(messenger->riding());
    const table::Side *side = scenario.side(messenger->sideId);
    mColour = side && side->colour.isValid() ? side->colour : QColor(0x70, 0x70, 0x70);
    mOrder = messenger->order;
    const table::Unit *target = scenario.unit(messenger->targetUnitId);
    const double togo = target ? QLineF(messenger->position, target->position()).length() : 0.0;
    setToolTip(tr("%1\nCarrying \u201c%2\u201d to %3\nBounds ridden: %4\nStill to ride: %5")
                   .arg(messenger->name, table::orderName(messenger->order),
                        target ? target->name() : messenger->targetUnitId)
                   .arg(std::max<qsizetype>(0, messenger->route.size() - 1))
                   .arg(mTableScene->formatDistance(togo)));
    update();
}

QRectF MessengerItem::boundingRect() const
{
    return QRectF(-baseRadius - 2.0, -baseRadius - 20.0, 2.0 * baseRadius + 18.0, 2.0 * baseRadius + 22.0);
}

QPainterPath MessengerItem::shape() const
{
    QPainterPath path;
    path.addEllipse(QPointF(0, 0), baseRadius + 1.0, baseRadius + 1.0);
    return path;
}

void MessengerItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const QColor ink(0x2b, 0x21, 0x18);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(ink, 1.4));
    painter->setBrush(mColour);
    painter->drawEllipse(QPointF(0, 0), baseRadius, baseRadius);
    // The despatch he carries: a sealed letter.
    const QRectF letter(-5.0, -3.5, 10.0, 7.0);
    painter->setPen(QPen(ink, 0.8));
    painter->setBrush(QColor(0xf4, 0xec, 0xd6));
    painter->drawRect(letter);
    painter->drawPolyline(QPolygonF({letter.topLeft(), QPointF(0, 0.5), letter.topRight()}));
    painter->setBrush(QColor(0xb3, 0x24, 0x18));
    painter->setPen(Qt::NoPen);
    painter->drawEllipse(QPointF(0, 0.8), 1.3, 1.3);
    painter->restore();
    OrderFlagItem::paintFlag(painter, mOrder, QPointF(baseRadius * 0.5, -baseRadius * 0.5), 0.6);
}

} // namespace vedette

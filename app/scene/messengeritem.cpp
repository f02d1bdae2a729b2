#include "messengeritem.h"

#include "scene/tablescene.h"
#include "table/scenario.h"

#include <QCoreApplication>
#include <QPainterPath>

using namespace Qt::StringLiterals;

namespace vedette {

namespace {

// The translation context of this file, for Tr::tr() in free functions too
// (lupdate reads Tr::tr with this context; a free Tr::tr() helper it would not).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(vedette::MessengerItem)
};

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
    mShape = render::MessengerPainter::prepare(scenario, *messenger);
    setPos(mShape.position);
    setVisible(mShape.riding);
    const table::Unit *target = scenario.unit(messenger->targetUnitId);
    const double togo = target ? QLineF(messenger->position, target->position()).length() : 0.0;
    setToolTip(Tr::tr("%1\nCarrying \u201c%2\u201d to %3\nBounds ridden: %4\nStill to ride: %5")
                   .arg(messenger->name, table::orderName(messenger->order),
                        target ? target->name() : messenger->targetUnitId)
                   .arg(std::max<qsizetype>(0, messenger->route.size() - 1))
                   .arg(mTableScene->formatDistance(togo)));
    refresh();
}

QRectF MessengerItem::boundingRect() const
{
    return render::MessengerPainter::pieceBounds();
}

QPainterPath MessengerItem::shape() const
{
    QPainterPath path;
    path.addEllipse(QPointF(0, 0), baseRadius + 1.0, baseRadius + 1.0);
    return path;
}

void MessengerItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    render::MessengerPainter::paintPiece(painter, mShape);
}

} // namespace vedette

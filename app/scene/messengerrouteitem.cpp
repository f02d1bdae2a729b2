#include "messengerrouteitem.h"

#include "render/markscale.h"
#include "scene/tablescene.h"
#include "table/scenario.h"

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
    prepareLayerChange();
    mShape = render::MessengerPainter::prepare(scenario, *messenger);
    setVisible(mShape.riding);
    refresh();
}

QRectF MessengerRouteItem::boundingRect() const
{
    return render::MessengerPainter::routeBounds(mShape);
}

void MessengerRouteItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    render::MessengerPainter::paintRoute(painter, mShape, render::MarkScale::screen());
}

} // namespace vedette

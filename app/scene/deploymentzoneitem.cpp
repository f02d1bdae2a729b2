#include "deploymentzoneitem.h"

#include "render/markscale.h"
#include "scene/marklabelitem.h"
#include "scene/tablescene.h"

#include <QPainter>

namespace vedette {

DeploymentZoneItem::DeploymentZoneItem(TableScene *scene)
    : mTableScene(scene)
    , mLabel(new MarkLabelItem(this))
{
    // On the cloth and terrain, under the units being placed in it.
    setZValue(TableScene::UnitLayer - 2);
    setAcceptedMouseButtons(Qt::NoButton);
}

void DeploymentZoneItem::setZone(const QRectF &zone, const QString &sideName, const QColor &colour)
{
    prepareLayerChange();
    mShape = render::DeploymentZonePainter::prepare(mTableScene->scenario(), zone, sideName, colour);
    mLabel->setPos(mShape.anchor);
    // The label slides back over the zone where the table's edge is too near
    // (DeploymentZonePainter::slide): how far depends on the zoom, which the
    // label, upright in device pixels, does not see; the zone, drawn first
    // with the table's transform, keeps it. The label is placed from that
    // transform as Qt places an item that ignores transformations, so only
    // its scale and turn count: a pass at another offset gives the same.
    mLabel->setPainter(
        [this](QPainter *painter) {
            mLabelSlide = 0.0;
            if (mTableToDevice) {
                const QPointF at = mTableToDevice->map(mShape.anchor);
                mLabelSlide = render::DeploymentZonePainter::slide(mShape, *mTableToDevice,
                                                                   QTransform::fromTranslate(at.x(), at.y()));
            }
            render::DeploymentZonePainter::paintLabel(painter, mShape, mLabelSlide);
        },
        mShape.reach());
    refresh();
}

QRectF DeploymentZoneItem::boundingRect() const
{
    return mShape.zone.adjusted(-1.0, -1.0, 1.0, 1.0);
}

void DeploymentZoneItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    mTableToDevice = painter->worldTransform();
    render::DeploymentZonePainter::paintZone(painter, mShape, render::MarkScale::screen());
}

} // namespace vedette

#include "markeritem.h"

#include "scene/tablescene.h"
#include "table/scenario.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace vedette {

MarkerItem::MarkerItem(TableScene *scene, const QString &markerId)
    : mTableScene(scene)
    , mMarkerId(markerId)
{
    setZValue(TableScene::MarkerLayer);
}

void MarkerItem::sync()
{
    const table::Marker *marker = mTableScene->scenario().marker(mMarkerId);
    if (!marker)
        return;
    prepareLayerChange();
    mMarker = *marker;
    setPos(marker->position);
    QString tip = mMarker.text.isEmpty() ? table::markerKindName(mMarker.kind)
                                         : table::markerKindName(mMarker.kind) + u": "_s + mMarker.text;
    if (mMarker.refereeOnly)
        tip += u'\n' + QCoreApplication::translate("vedette::MarkerItem", "Only the referee sees it.");
    else if (!mMarker.hiddenFrom.isEmpty()) {
        QStringList sides;
        for (const QString &id : std::as_const(mMarker.hiddenFrom)) {
            const table::Side *side = mTableScene->scenario().side(id);
            sides.append(side ? side->name : id);
        }
        tip += u'\n' + QCoreApplication::translate("vedette::MarkerItem", "Hidden from: %1").arg(sides.join(u", "_s));
    }
    setToolTip(tip);
    refresh();
}

QRectF MarkerItem::boundingRect() const
{
    return render::MarkerPainter::bounds(mMarker);
}

QPainterPath MarkerItem::shape() const
{
    QPainterPath path;
    path.addEllipse(QPointF(0, 0), radius, radius);
    return path;
}

void MarkerItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    render::MarkerPainter::paint(painter, mMarker.kind, mMarker.count);
}

} // namespace vedette

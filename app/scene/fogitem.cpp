#include "fogitem.h"

#include "scene/tablescene.h"
#include "table/scenario.h"

#include <QPainter>
#include <QRadialGradient>

#include <cmath>

namespace vedette {

namespace {
constexpr double kSoftEdge = 6.0; // mm of feathering round the zone
}

FogItem::FogItem(TableScene *scene, const QString &zoneId)
    : mTableScene(scene)
    , mZoneId(zoneId)
{
    setZValue(TableScene::FogLayer);
}

void FogItem::sync()
{
    const table::FogZone *zone = mTableScene->scenario().fogZone(mZoneId);
    if (!zone)
        return;
    prepareGeometryChange();
    mPath = QPainterPath();
    mPath.addPolygon(zone->outline);
    mPath.closeSubpath();
    // Puffs along the edge break the straight outline into a cloud.
    mPuffs.clear();
    const QPolygonF &outline = zone->outline;
    for (qsizetype i = 0; i < outline.size(); ++i) {
        const QLineF edge(outline[i], outline[(i + 1) % outline.size()]);
        const int n = std::max(1, int(edge.length() / 9.0));
        for (int k = 0; k < n; ++k)
            mPuffs.append(edge.pointAt((k + 0.5) / n));
    }
    mBounds = mPath.boundingRect().adjusted(-3 * kSoftEdge, -3 * kSoftEdge, 3 * kSoftEdge, 3 * kSoftEdge);
    update();
}

QRectF FogItem::boundingRect() const
{
    return mBounds;
}

QPainterPath FogItem::shape() const
{
    return mPath;
}

void FogItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const QColor smoke(0xf2, 0xf0, 0xea);
    // Feathered edge: wide faint strokes under a narrower, denser body.
    for (int i = 3; i >= 1; --i) {
        QColor c = smoke;
        c.setAlpha(28);
        painter->setPen(QPen(c, kSoftEdge * i, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter->setBrush(Qt::NoBrush);
        painter->drawPath(mPath);
    }
    painter->setPen(Qt::NoPen);
    for (const QPointF &puff : std::as_const(mPuffs)) {
        QRadialGradient g(puff, kSoftEdge * 1.8);
        g.setColorAt(0, QColor(0xf5, 0xf3, 0xee, 90));
        g.setColorAt(1, QColor(0xf5, 0xf3, 0xee, 0));
        painter->setBrush(g);
        painter->drawEllipse(puff, kSoftEdge * 1.8, kSoftEdge * 1.8);
    }
    QColor body = smoke;
    body.setAlpha(125);
    painter->setBrush(body);
    painter->drawPath(mPath);
}

} // namespace vedette

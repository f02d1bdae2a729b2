#include "fogpainter.h"

#include "table/fogzone.h"

#include <QCoreApplication>
#include <QPainter>
#include <QRadialGradient>

#include <algorithm>
#include <cmath>

namespace vedette::render {

QString FogPainter::caption(const table::FogZone &zone, int bound)
{
    if (zone.ownerUnitId.isEmpty())
        return QCoreApplication::translate("vedette::FogItem", "Smoke: stays until lifted");
    // Laid at the end of the bound its unit fired in; it stays while the
    // unit keeps firing, so it lifts at the end of this bound at the soonest.
    // It lies in front of its unit: the caption need not name it.
    const int lifts = std::max(bound, zone.placedBound + 1);
    return QCoreApplication::translate("vedette::FogItem", "Smoke: lifts after bound %1 unless its unit fires").arg(lifts);
}

FogPainter::Shape FogPainter::prepare(const table::FogZone &zone, int bound)
{
    Shape shape;
    shape.id = zone.id;
    shape.path.addPolygon(zone.outline);
    shape.path.closeSubpath();
    // Puffs along the edge break the straight outline into a cloud.
    const QPolygonF &outline = zone.outline;
    for (qsizetype i = 0; i < outline.size(); ++i) {
        const QLineF edge(outline[i], outline[(i + 1) % outline.size()]);
        const int n = std::max(1, int(edge.length() / 9.0));
        for (int k = 0; k < n; ++k)
            shape.puffs.append(edge.pointAt((k + 0.5) / n));
    }
    shape.bounds
        = shape.path.boundingRect().adjusted(-3 * softEdge, -3 * softEdge, 3 * softEdge, 3 * softEdge);
    shape.label = caption(zone, bound);
    shape.labelAt = shape.path.boundingRect().center();
    return shape;
}

void FogPainter::paint(QPainter *painter, const Shape &shape)
{
    const QColor smoke(0xf2, 0xf0, 0xea);
    // Feathered edge: wide faint strokes under a narrower, denser body.
    for (int i = 3; i >= 1; --i) {
        QColor c = smoke;
        c.setAlpha(60);
        painter->setPen(QPen(c, softEdge * i, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter->setBrush(Qt::NoBrush);
        painter->drawPath(shape.path);
    }
    painter->setPen(Qt::NoPen);
    for (const QPointF &puff : std::as_const(shape.puffs)) {
        QRadialGradient g(puff, softEdge * 1.8);
        g.setColorAt(0, QColor(0xf5, 0xf3, 0xee, 170));
        g.setColorAt(1, QColor(0xf5, 0xf3, 0xee, 0));
        painter->setBrush(g);
        painter->drawEllipse(puff, softEdge * 1.8, softEdge * 1.8);
    }
    // A dense body and a grey rim: smoke must read at whole-table zoom on
    // any cloth (it blocks sight and slows horse, M-29, M-30).
    // Cool white against the warm cloths, so it never reads as sand.
    const QColor body(0xf4, 0xf6, 0xf8, 205);
    QPen rim(QColor(0x6e, 0x6a, 0x62, 200), 1.2, Qt::DashLine);
    rim.setCosmetic(true);
    painter->setPen(rim);
    painter->setBrush(body);
    painter->drawPath(shape.path);
}

} // namespace vedette::render

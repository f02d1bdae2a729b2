#include "fogpainter.h"

#include "table/fogzone.h"

#include <QPainter>
#include <QRadialGradient>

#include <cmath>

namespace vedette::render {

FogPainter::Shape FogPainter::prepare(const table::FogZone &zone)
{
    Shape shape;
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
    return shape;
}

void FogPainter::paint(QPainter *painter, const Shape &shape)
{
    const QColor smoke(0xf2, 0xf0, 0xea);
    // Feathered edge: wide faint strokes under a narrower, denser body.
    for (int i = 3; i >= 1; --i) {
        QColor c = smoke;
        c.setAlpha(28);
        painter->setPen(QPen(c, softEdge * i, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter->setBrush(Qt::NoBrush);
        painter->drawPath(shape.path);
    }
    painter->setPen(Qt::NoPen);
    for (const QPointF &puff : std::as_const(shape.puffs)) {
        QRadialGradient g(puff, softEdge * 1.8);
        g.setColorAt(0, QColor(0xf5, 0xf3, 0xee, 90));
        g.setColorAt(1, QColor(0xf5, 0xf3, 0xee, 0));
        painter->setBrush(g);
        painter->drawEllipse(puff, softEdge * 1.8, softEdge * 1.8);
    }
    QColor body = smoke;
    body.setAlpha(125);
    painter->setBrush(body);
    painter->drawPath(shape.path);
}

} // namespace vedette::render

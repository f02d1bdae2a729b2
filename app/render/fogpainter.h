#pragma once

#include <QList>
#include <QPainterPath>
#include <QPointF>
#include <QRectF>
#include <QString>

class QPainter;

namespace vedette::table {
struct FogZone;
}

namespace vedette::render {

// Powder smoke on the table: a dense pale body with a grey rim and a
// feathered edge broken into puffs, so it reads as a cloud (and not as a
// piece of terrain) at whole-table zoom, captioned with the bound it lifts
// (the caption is placed with the other labels, TableLabels).
class FogPainter
{
public:
    struct Shape
    {
        QString id;
        QPainterPath path;
        QList<QPointF> puffs;
        QRectF bounds;
        QString label;
        QPointF labelAt; // table mm, the zone's middle
    };

    static constexpr double softEdge = 6.0; // mm of feathering round the zone

    // `bound` is the bound being played (0 when unknown: a scenario's
    // picture), for the caption.
    static Shape prepare(const table::FogZone &zone, int bound);
    // When the smoke lifts (docs/rules.md M-29): at the end of the bound
    // being played unless its unit fires in it; the referee's stays.
    static QString caption(const table::FogZone &zone, int bound);
    static void paint(QPainter *painter, const Shape &shape);
};

} // namespace vedette::render

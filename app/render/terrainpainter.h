#pragma once

#include "table/terrain.h"

#include <QColor>
#include <QPainterPath>
#include <QPointF>
#include <QRectF>
#include <QString>

class QPainter;

namespace vedette::table {
class Scenario;
}

namespace vedette::render {

// One piece of terrain drawn as on a period campaign map: woods with tree
// clumps, marsh with reed tufts, buildings as hatched blocks, hills with
// contour lines and their height, steep slopes with hachures, rivers and
// roads with their banks and verges. The scene's terrain items and the
// table's pictures draw with it.
class TerrainPainter
{
public:
    // What is drawn, worked out once from the model (outline, contours,
    // hachures, label), in table millimetres.
    struct Shape
    {
        table::TerrainType type = table::TerrainType::Woods;
        QPainterPath path;
        QPainterPath detail; // contours or hachures
        QRectF bounds;
        QString label;
        QPointF labelPos;
        bool impassable = false;
        int stacking = 0; // hills under everything, roads over rivers, woods and buildings on top
    };
    // The dashed outlines a piece last drew (the marsh's or road's dashes,
    // the dots of the impassable), by pen: stroking a whole outline into
    // dashes took a step's patch of the table's picture milliseconds a
    // piece at a close zoom, for the same path each time. Filled as they
    // were made, the same pixels. Kept by the one who paints the piece on
    // one thread (TerrainItem); a picture drawn in bands on two threads
    // strokes them each time.
    struct Dashes
    {
        double width = -1;
        Qt::PenStyle style = Qt::NoPen;
        QPainterPath stroke;
    };
    struct DashCache
    {
        Dashes outline; // marsh, road
        Dashes impassable;
    };

    static Shape prepare(const table::Scenario &scenario, const table::Terrain &terrain);
    // Draws `shape` in the painter's table coordinates.
    static void paint(QPainter *painter, const Shape &shape, DashCache *kept = nullptr);

    // The fill and ink of a type (also for the terrain tool's preview).
    static QColor fillColour(table::TerrainType type);
    static QColor inkColour(table::TerrainType type);
};

} // namespace vedette::render

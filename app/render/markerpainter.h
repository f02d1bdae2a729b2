#pragma once

#include "table/marker.h"

#include <QRectF>
#include <QString>

class QPainter;

namespace vedette::render {

// A token on the table: a morale counter, a casualty marker, an objective or
// a note, drawn like the card counters a referee puts down, centred on the
// painter's origin.
class MarkerPainter
{
public:
    static constexpr double radius = 4.5; // mm

    static QRectF bounds(const table::Marker &marker);
    // The token (a note's text is one of the table's labels: TableLabels).
    static void paint(QPainter *painter, table::MarkerKind kind, int count);
};

} // namespace vedette::render

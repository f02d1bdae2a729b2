#pragma once

#include "table/unittypes.h"

#include <QColor>
#include <QPointF>
#include <QRectF>
#include <QString>

#include <optional>

class QPainter;

namespace vedette::table {
class Scenario;
struct General;
}

namespace vedette::render {

// A general as a period-style piece: a star on a round base in his side's
// colour (the commander-in-chief's gilt, with a double rim), his name and
// rating (placed by TableLabels), and his division's order as a small flag
// on the base.
// Drawn in mark pixels (see MarkScale) round the painter's origin, which is
// his unit's centre when he is with one.
class GeneralPainter
{
public:
    static constexpr double baseRadius = 12.0; // mark pixels

    struct Shape
    {
        QString id;
        bool placed = false; // neither placed nor with a unit: not drawn
        QPointF position;    // table mm: where he stands, or his unit's centre
        QPointF offset;      // of the piece from `position`, mark pixels
        QColor colour;
        QString label;       // "Cadogan +1"
        std::optional<table::Order> divisionOrder;
        bool commanderInChief = false;
    };

    // `secrets` false (a players' picture) leaves out his rating and his
    // division's order.
    static Shape prepare(const table::Scenario &scenario, const table::General &general, bool secrets = true);
    static QRectF bounds(const Shape &shape);
    // The piece (its name is laid out with the other labels, TableLabels).
    static void paint(QPainter *painter, const Shape &shape);
    // The name on a pale ground filling `box` (mark pixels).
    static void paintLabel(QPainter *painter, const Shape &shape, const QRectF &box);
    static QString signedRating(int rating);
};

} // namespace vedette::render

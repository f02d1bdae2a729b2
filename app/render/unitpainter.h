#pragma once

#include "render/unitstyle.h"
#include "table/footprint.h"
#include "table/unittypes.h"

#include <QColor>
#include <QCoreApplication>
#include <QList>
#include <QPainterPath>
#include <QPolygonF>
#include <QString>

class QPainter;

namespace vedette::table {
class Scenario;
class Unit;
}

namespace vedette::render {

class SymbolCache;

// One unit on the table: its bases drawn from the SVG symbols in the side's
// colour and the front edge in heavy ink, in the unit's own frame: origin at
// its centre, y towards its rear. Its name, states and morale badge are laid
// out with every other label by TableLabels.
class UnitPainter
{
    Q_DECLARE_TR_FUNCTIONS(vedette::render::UnitPainter)

public:
    struct LocalBase
    {
        QPointF centre; // in the unit's frame: x right, y towards the rear
        double width = 0;
        double depth = 0;
        double turn = 0; // relative to the unit's facing
        table::BaseRole role = table::BaseRole::Element;
    };

    // What is drawn, copied from the model once. The front edge is kept
    // here once made (a shape lives as long as its item or picture).
    struct Shape
    {
        QString id;
        QPointF position; // the footprint's centre on the table, mm
        double rotation = 0; // the unit's facing, degrees clockwise
        QList<LocalBase> bases;
        QRectF outline; // the footprint's outline in the unit's frame
        QPainterPath path; // the bases, for hit tests and blocks of colour
        QRectF bounds;
        QColor colour;
        table::Arm arm = table::Arm::Foot;
        QString name;
        // TableLabels::briefName(), the short name it goes by on its table,
        // worked out once here rather than for every unit on every frame
        // (null: not worked out).
        QString briefName;
        QString strengthText;
        QString stateText;
        int moraleCounters = 0;
        int moraleLimit = 0;
        bool faded = false; // routed or broken
        bool unseen = false; // hidden from a side: the referee's picture rings it

        mutable QPolygonF frontEdge; // one pen width deep, for the width it was built
        mutable double frontEdgeWidth = 0;
    };

    static constexpr double rotateHandleDistance = 14.0; // mm ahead of the front edge
    static constexpr double rotateHandleRadius = 3.5;

    static Shape prepare(const table::Scenario &scenario, const table::Unit &unit);

    // Draws the bases and the front edge in the unit's frame (and the dotted
    // ring of a unit some side has not yet seen). `vector` draws
    // the SVG itself (exports), not the pixmaps sized for the screen.
    static void paintBody(QPainter *painter, const Shape &shape, SymbolCache &symbols, bool vector,
                          UnitStyle style = UnitStyle::Symbols);
    // The dashed frame and the rotate handle of the picked unit (screen only).
    static void paintHighlight(QPainter *painter, const Shape &shape);
    // What hovering over the unit tells: name, strength, states, morale
    // counters and order.
    static QString toolTip(const table::Scenario &scenario, const table::Unit &unit);
    // The unit's strength as a referee counts it, with the plural forms of
    // the language: "1,600 men"; a battery's guns and crew, "8 guns, 160
    // crew" (only the crew when the scenario does not give the guns). The
    // tooltip, the label, the order of battle and the Inspector show it.
    static QString strengthText(const table::Unit &unit);
};

} // namespace vedette::render

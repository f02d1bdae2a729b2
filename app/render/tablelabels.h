#pragma once

#include "render/fogpainter.h"
#include "render/generalpainter.h"
#include "render/markscale.h"
#include "render/reachpainter.h"
#include "render/unitpainter.h"

#include <QList>
#include <QRectF>

class QPainter;

namespace vedette::render {

// The table's labels, laid out together over everything else: unit names,
// morale badges, generals' names, the reach's caption and the smoke's. They
// are placed in device space, in order of priority (the reach, generals,
// smoke, then units, larger first), each in the first of its places that
// overlaps no other label and no unit but its own, and dropped when none is
// free: so a label never hides another, at every zoom. The window draws them
// in the scene's foreground and every picture after its elements, with this
// same code.
class TableLabels
{
public:
    struct Input
    {
        QList<const UnitPainter::Shape *> units;
        QList<GeneralPainter::Shape> generals;
        const ReachPainter::Shape *reach = nullptr;
        QList<FogPainter::Shape> fog;
    };

    // One label as placed, in device coordinates (for tests and tooltips).
    struct Placed
    {
        enum Kind { UnitName, MoraleBadge, GeneralName, ReachCaption, FogCaption };
        Kind kind = UnitName;
        QString owner; // the unit's, general's or fog zone's id
        QString text;
        QRectF rect;   // device pixels
        double angle = 0; // degrees, the text turned with its unit
    };

    // Lays out and draws the labels under `painter`'s transform (table mm to
    // device); `exposed` (table mm) is what needs drawing, empty for all.
    // Returns what was drawn.
    static QList<Placed> paint(QPainter *painter, const Input &input, const MarkScale &marks, const QRectF &exposed);

    // A shorter name for a unit when its own does not fit: the name in
    // brackets ("Dutch horse (Hompesch)": "Hompesch"), else its first word.
    static QString shortName(const QString &name);
};

} // namespace vedette::render

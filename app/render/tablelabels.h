#pragma once

#include "render/chargelinepainter.h"
#include "render/deploymentzonepainter.h"
#include "render/fogpainter.h"
#include "render/generalpainter.h"
#include "render/markscale.h"
#include "render/reachpainter.h"
#include "render/unitpainter.h"

#include <QLineF>
#include <QList>
#include <QRectF>

class QPainter;

namespace vedette::table {
class Scenario;
class Unit;
}

namespace vedette::render {

// The table's labels, laid out together over everything else: the
// deployment zones' captions, unit names, morale badges, generals' names,
// notes, the reach's caption and the smoke's. They are placed in device
// space, in order of priority (the zones, the reach, generals, smoke, notes,
// then units, larger first), each in the first of its places that overlaps
// no other label and no unit but its own and lies wholly inside the picture
// (or the view), so a label never hides another nor is cut by an edge, at
// every zoom. A unit whose name has no room beside it gets its name, or a
// short form of it, farther out with a leader line to it; a name is never
// replaced by the unit's id. The window draws them over every frame and
// every picture after its elements, with this same code.
class TableLabels
{
public:
    struct Input
    {
        QList<const UnitPainter::Shape *> units;
        QList<GeneralPainter::Shape> generals;
        const ReachPainter::Shape *reach = nullptr;
        QList<FogPainter::Shape> fog;
        QList<DeploymentZonePainter::Shape> zones;
        // Charge lines: their distance, beside the line.
        QList<const ChargeLinePainter::Shape *> charges;
        // Notes pinned on the table (markers of the kind note): the text
        // beside the pin, at a readable size.
        struct Note
        {
            QString id;
            QString text;
            QPointF position; // table mm
        };
        QList<Note> notes;
        // Device pixels no label may take (what is drawn over the labels:
        // the view's scale bar).
        QList<QRectF> keepOff;
    };

    // One label as placed, in device coordinates (for tests and tooltips).
    struct Placed
    {
        enum Kind { UnitName, MoraleBadge, GeneralName, ReachCaption, FogCaption, ZoneLabel, NoteCaption, ChargeCaption };
        Kind kind = UnitName;
        QString owner; // the unit's, general's or fog zone's id
        QString text;
        QRectF rect;   // device pixels
        double angle = 0; // degrees, the text turned with its unit
        QLineF leader;    // device pixels, from the label to its unit (null: none)
        QString detail = {}; // a unit's second line: its strength, its state markers
    };

    // Lays out and draws the labels under `painter`'s transform (table mm to
    // device); `exposed` (table mm) is what needs drawing, empty for all;
    // every label lies wholly inside `bounds` (device pixels; empty: no
    // bound). Returns what was drawn.
    static QList<Placed> paint(QPainter *painter, const Input &input, const MarkScale &marks, const QRectF &exposed,
                               const QRectF &bounds = {});

    // A shorter name for a unit when its own does not fit: the name in
    // brackets ("Dutch horse (Hompesch)": "Hompesch"), else its first word.
    static QString shortName(const QString &name);
    // The shorter forms of a name, in the order they are tried: the
    // designation at the end with the word before it ("Battery in Redoubt
    // No. 3": "Redoubt No. 3"), the name in brackets or the first word (two
    // after a number: "1st Foot"), then more and more of its first words.
    static QStringList shortForms(const QString &name);
    // The short name a unit goes by on this table: the first of its short
    // forms that no other unit of the scenario has among its own (two
    // batteries were both "Battery" on Balaclava's table), else its name.
    static QString briefName(const table::Scenario &scenario, const table::Unit &unit);
};

} // namespace vedette::render

#pragma once

#include "footprintsettings.h"
#include "orientedrect.h"

#include <QList>
#include <QPolygonF>
#include <QRectF>

namespace vedette::table {

class Unit;

// What a base stands for, so the scene can draw guns and trains differently.
enum class BaseRole { Element, Stand, Gun, Train };

struct Base
{
    OrientedRect rect;
    BaseRole role = BaseRole::Element;
};

// A unit's bases on the table, derived from its formation, position and
// facing. Balagan (Elements): single line = two elements side by side;
// double line = one behind the other, 1 cm apart; column of march = one
// behind the other, 2 cm apart; square and closed column = one behind the
// other touching; artillery = gun with its train 1 cm behind, or limbered
// with the train in front touching the gun. Brown (Stands): single line = all
// stands side by side; double line = two ranks; column of march = one stand
// wide; closed column = two stands wide; square = a block as near square as
// the count allows; artillery unlimbered in line, limbered in column.
// The unit's position is the centre of the outline.
class Footprint
{
public:
    Footprint() = default;

    static Footprint of(const Unit &unit, const FootprintSettings &settings);
    // The same layout for a unit at another place and facing (drag previews).
    static Footprint of(const Unit &unit, const FootprintSettings &settings, QPointF position, double facing);
    // The boundingRadius() of(unit, settings) has, found without placing
    // the bases: what a search culls by before it makes the footprints of
    // the units near it (its centre is the unit's position).
    static double reach(const Unit &unit, const FootprintSettings &settings);

    const QList<Base> &bases() const { return mBases; }
    // The rectangle around all bases, turned with the unit: its front edge is
    // the unit's front edge, its sides the flank lines, its rear the rear edge.
    const OrientedRect &outline() const { return mOutline; }
    QPointF centre() const { return mOutline.centre(); }
    double facing() const { return mOutline.facing(); }
    Length frontage() const { return Length::fromMm(mOutline.width()); }
    Length depth() const { return Length::fromMm(mOutline.depth()); }
    // Radius of the circle round the centre that holds every base corner:
    // the cheap rejection test for distance queries.
    double boundingRadius() const { return mRadius; }
    // True when the bases cover the outline without gaps (lines, touching
    // stacks, full ranks of stands): the outline's distances are then exact
    // and the base-by-base search can be skipped.
    bool basesFillOutline() const { return mFilled; }
    QRectF boundingRect() const;
    QList<QPolygonF> polygons() const;

    // Area of the bases (mm²); the gaps between bases do not count.
    double area() const;
    // Area of the bases that lies inside `polygon` (a simple polygon, convex
    // or not), mm².
    double areaInside(const QPolygonF &polygon) const;
    // docs/rules.md G-6 (M-15, and B-8 for a Brown defender's cover): a unit stands in a
    // piece of terrain when at least half of its footprint's area is inside.
    bool standsIn(const QPolygonF &polygon) const;

private:
    QList<Base> mBases;
    OrientedRect mOutline;
    double mRadius = 0.0;
    bool mFilled = false;
};

} // namespace vedette::table

#pragma once

#include "footprint.h"
#include "groundscale.h"
#include "length.h"
#include "orientedrect.h"

#include <QLineF>
#include <QPointF>
#include <QPolygonF>

// Pure geometry over footprints: what the rules measure on the table.
// Every function is deterministic and has no state; tests check them
// against hand-computed cases.
namespace vedette::table::geometry {

// Tolerance (mm) under which two edges count as touching rather than
// overlapping or apart, and a point counts as on a line.
inline constexpr double touchTolerance = 1e-6;

// --- Distances -------------------------------------------------------------

Length centreDistance(const Footprint &a, const Footprint &b);
// Closest distance between any base of a and any base of b; 0 when they touch
// or overlap.
Length edgeDistance(const Footprint &a, const Footprint &b);
Length edgeDistance(const OrientedRect &a, const OrientedRect &b);
Length pointDistance(const OrientedRect &rect, QPointF point);
// True when the interiors overlap (touching edges do not overlap).
bool overlaps(const OrientedRect &a, const OrientedRect &b);
bool overlaps(const Footprint &a, const Footprint &b);

// --- Arcs --------------------------------------------------------------------

enum class Arc { Front, Flank, Rear };
QString arcId(Arc arc);   // "front", "flank", "rear"
QString arcName(Arc arc); // translated

// Signed distance of a point behind the front edge line of `unit` (the line
// through its front edge, extended): > 0 behind, < 0 in front, 0 on the line.
double behindFrontLine(const Footprint &unit, QPointF point);
double behindRearLine(const Footprint &unit, QPointF point);

// Brown (docs/rules.md B-7): where `attacker` is relative to `defender`. Rear: the
// attacker's centre is behind the line of the defender's rear edge. Flank:
// the centre is behind the front edge line but not behind the rear line.
// Front otherwise; a centre exactly on a line is not behind it.
Arc arcOf(const Footprint &attacker, const Footprint &defender);

// Balagan (docs/rules.md M-21): every corner of every base of `other` is behind the
// rear edge line of `unit`, or behind its front edge line and beyond one of
// its flank lines (the side edges, extended). With `onLineMm` 0 touching a
// line is not beyond it; otherwise a corner within `onLineMm` of a line
// counts as beyond it (Balagan: the contact tolerance, so an enemy in contact
// with the flank or rear counts as behind it).
bool whollyBehindFlankOrRear(const Footprint &other, const Footprint &unit, double onLineMm = 0.0);

// Balagan's front arc: the area ahead of the front edge between two rays from
// the front corners at `halfAngleDegrees` outward of straight ahead (setting,
// 45). True when any part of `target` is inside, edges included.
bool inFrontArc(const Footprint &target, const Footprint &firer, double halfAngleDegrees = 45.0);
// How far the nearest part of `target` inside the front arc is from the
// firer's front edge; infinite when no part is inside. Balagan's "under fire":
// frontArcDistance(target, firer) <= range (foot 200p, artillery 1000p).
Length frontArcDistance(const Footprint &target, const Footprint &firer, double halfAngleDegrees = 45.0);
QPolygonF frontArcPolygon(const Footprint &firer, Length reach, double halfAngleDegrees = 45.0);

// Support: any part of `other` lies in the box behind `unit`, as wide as its
// frontage and `distance` deep from its rear edge (Balagan: 200p).
bool withinBehind(const Footprint &other, const Footprint &unit, Length distance);
OrientedRect supportBox(const Footprint &unit, Length distance);

// --- Fire ---------------------------------------------------------------------

// The fog a firing unit places (Balagan): 25p wider on each side than its
// frontage and 50p deep, touching its front edge.
OrientedRect fogZone(const Footprint &firer, GroundScale scale,
                     double extraWidthPaces = 50.0, double depthPaces = 50.0);

// --- Movement -------------------------------------------------------------------

// Wheel: the unit pivots on one front corner; the outer corner moves
// frontage x angle (radians). Positive degrees wheel clockwise (pivot on the
// right front corner).
Length wheelCost(Length frontage, double degrees);
// Centre and facing after the wheel.
OrientedRect wheeled(const OrientedRect &outline, double degrees);

// Length of a polyline.
Length pathLength(const QPolygonF &path);

// The intervals (as fractions 0..1 along the segment) where `segment` is
// inside `polygon`.
QList<std::pair<double, double>> insideIntervals(const QLineF &segment, const QPolygonF &polygon);

// A base moved in a straight line covers the convex hull of its start and
// end rects; true when that sweep overlaps `obstacle`'s interior.
bool sweepOverlaps(const OrientedRect &base, QPointF offset, const OrientedRect &obstacle);

// --- Polygons ---------------------------------------------------------------------

bool isSelfIntersecting(const QPolygonF &polygon);
double signedArea(const QPolygonF &polygon);
// Inside or on the edge.
bool polygonContains(const QPolygonF &polygon, QPointF point);
// Any overlap of interiors or edges between a convex rect and a simple polygon.
bool intersects(const OrientedRect &rect, const QPolygonF &polygon);

} // namespace vedette::table::geometry

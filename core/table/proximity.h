#pragma once

#include "footprint.h"
#include "geometry.h"
#include "length.h"

#include <QList>

#include <functional>

namespace vedette::table {

// One pair of units found close together, with what the rules ask of them.
struct ProximityPair
{
    qsizetype a = 0; // indices into the footprint list, a < b
    qsizetype b = 0;
    Length edgeDistance;
    geometry::Arc arcOfAFromB = geometry::Arc::Front; // where a stands relative to b
    geometry::Arc arcOfBFromA = geometry::Arc::Front;
};

// Every pair of footprints whose closest edges are within `reach`, with exact
// edge distances and both arcs. A uniform grid of cell size `reach` plus a
// bounding-circle test keeps the all-pairs search near linear, so a whole
// 2,000-unit table is scanned in a few milliseconds.
QList<ProximityPair> pairsWithin(const QList<Footprint> &footprints, Length reach);

} // namespace vedette::table

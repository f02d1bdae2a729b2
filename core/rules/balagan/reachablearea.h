#pragma once

#include "houserules.h"

#include "table/length.h"
#include "table/scenario.h"

#include <QList>
#include <QPolygonF>
#include <QString>

#include <optional>

namespace vedette::rules::balagan {

// Where a unit can go this bound (docs/rules.md M-4 to M-6), for the movement overlay.
//
// The free move is straight ahead: the unit's outline swept forward until
// the allowance is spent (bad going measured along the centre line, as
// table::checkMove measures it), or until it would touch impassable ground
// (bad going counts as impassable for horse in line), another unit or the
// table edge; it halts short of an enemy (docs/rules.md M-35).
//
// The action move (a move including a wheel or 180-degree turn) lets the
// unit leave the straight line: the area is every point its centre reaches
// by a path whose bad-going-weighted length stays within the allowance.
// It is found by Dijkstra on a grid of `cellPaces` cells with 16 neighbours
// (straight, diagonal and knight's moves: lengths within 3% of a straight
// line). Since the unit may turn on the way, the centre keeps half the
// unit's depth (its narrowest half-size) clear of other units' bases, of
// impassable ground and of the table edge; the referee still places the
// unit with the move tool, which checks the exact footprint.
struct ReachableArea
{
    enum class Stop { Allowance, BadGoing, Impassable, Unit, TableEdge };

    table::Length allowance;        // the unit's allowance (full, or what is left of it)
    double allowancePaces = 0.0;

    // Free move.
    table::Length freeDistance;     // how far the centre moves straight ahead
    QPolygonF freeCorridor;         // the outline swept (start rear edge to end front edge)
    Stop freeStop = Stop::Allowance;
    QString freeStopId;             // the unit or terrain that stops it, if any

    // Action move: outlines of the reachable area (holes run the other way
    // round; fill with Qt::WindingFill or OddEvenFill).
    QList<QPolygonF> actionArea;
    double actionAreaMm2 = 0.0;     // cells reached x cell area
    table::Length farthest;         // farthest centre reached from the start (straight line)
    table::Length cellSize;

    bool canMove() const { return allowance.mm() > 0.0; }
};

QString reachableStopId(ReachableArea::Stop stop); // "allowance", "bad-going", "impassable", "unit", "table-edge"

// `allowance`: what the unit has left this bound, when not its full
// allowance (half after a formation change, less what it moved; issue 40:
// the caption said "600 p" where 300 p were left).
ReachableArea reachableArea(const table::Scenario &scenario, const table::Unit &unit, const HouseRules &rules,
                            double cellPaces = 50.0, std::optional<table::Length> allowance = std::nullopt);

} // namespace vedette::rules::balagan

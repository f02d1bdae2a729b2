#pragma once

#include "length.h"

#include <QPolygonF>
#include <QString>

namespace vedette::table {

class Scenario;
class Unit;

// The verdict on a proposed move: how far, what it costs in allowance after
// bad going, and whether it is legal (no impassable terrain, no other unit
// crossed or overlapped, stays on the table) and within the allowance.
struct MoveCheck
{
    Length distance;   // along the path, measured at the unit's centre
    Length cost;       // distance with bad-going multipliers applied
    bool legal = true;
    bool withinAllowance = true;
    QString reason;    // translated, empty when legal and within allowance
    QString blockingId; // the unit or terrain that makes it illegal

    bool ok() const { return legal && withinAllowance; }
};

// Checks moving `unit` (at its current position and facing) along `path`,
// whose first point is the unit's centre; the facing stays unchanged. An
// allowance of Length::infinite() checks legality only.
MoveCheck checkMove(const Scenario &scenario, const Unit &unit, const QPolygonF &path,
                    Length allowance = Length::infinite());

// Checks wheeling `unit` by `degrees` (positive clockwise, pivoting on the
// right front corner; negative on the left): the cost is the distance moved
// by the outer corner (docs/rules.md M-11, setting). Illegal when the unit on its way
// (checked every 5 degrees) overlaps another unit or impassable terrain, or
// ends off the table.
MoveCheck checkWheel(const Scenario &scenario, const Unit &unit, double degrees,
                     Length allowance = Length::infinite());

// Bad-going cost of the path for this unit: each piece inside bad going is
// multiplied by the unit's multiplier (the largest where pieces overlap);
// infinite when the path enters impassable terrain or bad going the unit
// may not enter. `blockingId` receives the first terrain that blocks.
Length pathCost(const Scenario &scenario, const Unit &unit, const QPolygonF &path,
                QString *blockingId = nullptr);

} // namespace vedette::table

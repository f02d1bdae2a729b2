#pragma once

#include <QPolygonF>
#include <QString>

namespace vedette::table {

// Powder smoke laid by a firing unit (Balagan): the outline in front of the
// firer, and the bound it was placed in; it goes at the end of the first
// bound in which the unit does not fire.
struct FogZone
{
    QString id;
    QString ownerUnitId;
    QPolygonF outline; // mm
    int placedBound = 0;

    friend bool operator==(const FogZone &, const FogZone &) = default;
};

} // namespace vedette::table

#pragma once

#include <QList>
#include <QPointF>
#include <QSizeF>
#include <QString>

namespace vedette::table {
class Scenario;
}

namespace vedette::vision {

// OpenCV's dictionary every card is printed from.
inline constexpr const char *dictionaryName = "DICT_4X4_1000";
inline constexpr int dictionarySize = 1000;
// Markers 0-7 are the reference markers at the table's edge; units get 8 up.
inline constexpr int referenceCount = 8;
inline constexpr int firstUnitMarker = 8;
// The reference markers: side and distance of their centres in from the edges.
inline constexpr double referenceSideMm = 50.0;
inline constexpr double referenceInsetMm = 40.0;
// A unit's card: read at 1920x1080 over a 6x4 ft table (about 0.8 px/mm,
// so a 40 mm marker is about 32 px, 5 px a cell); smaller under a smaller
// base, never under the smallest side.
inline constexpr double defaultUnitSideMm = 40.0;
inline constexpr double smallestUnitSideMm = 30.0;

struct ReferenceMarker
{
    int marker = 0;
    QPointF centreMm;
    double sideMm = referenceSideMm;
};

struct UnitMarker
{
    QString unitId;
    int marker = 0;
    double sideMm = defaultUnitSideMm;
    // Where the table has the unit now (its footprint's centre) and its facing.
    QPointF positionMm;
    double facing = 0.0;
    bool assigned = false; // the marker is the unit's own (else given here)
};

// Which marker stands where on a table: the eight reference markers (0
// top-left, 1 top middle, 2 top-right, 3 right middle, 4 bottom-right, 5
// bottom middle, 6 bottom-left, 7 left middle) and one per unit on the table.
struct MarkerLayout
{
    QSizeF tableMm;
    QList<ReferenceMarker> reference;
    QList<UnitMarker> units;

    static QList<ReferenceMarker> referenceMarkers(QSizeF tableMm);
    // The units on the table keep their own markers (Unit::cameraMarker());
    // a unit without one, or with one another unit already holds, gets the
    // lowest free number from 8 up, in the order of the table's list.
    // `unitSideMm` is the default side of a unit's marker.
    static MarkerLayout of(const table::Scenario &scenario, double unitSideMm = defaultUnitSideMm);

    const UnitMarker *unitOf(int marker) const;
};

} // namespace vedette::vision

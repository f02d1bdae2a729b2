#pragma once

#include "length.h"

#include <QPolygonF>
#include <QRectF>
#include <QString>
#include <QStringList>

namespace vedette::table {

class Footprint;
struct General;
class Scenario;
class Terrain;
class Unit;

// Checks that refuse bad input with a message for the referee. Each returns
// an empty string when the input is fine, else one translated sentence.
namespace validation {

QString tableSize(Length width, Length height);
// At least three distinct points, a non-zero area, no edge crossing another.
QString terrainOutline(const QPolygonF &outline);
QString terrain(const Terrain &terrain);
// The unit's side exists, its numbers are sane, its formation suits its arm,
// and every base lies on the table.
QString unit(const Unit &unit, const Scenario &scenario);
QString footprintOnTable(const Footprint &footprint, const QRectF &table);
// A general's side exists, and the unit he is attached to (if any) exists and
// is of his side: a general never rides with the enemy.
QString general(const General &general, const Scenario &scenario);

// Every problem in a scenario, one message each (empty when it is fine).
QStringList scenario(const Scenario &scenario);

} // namespace validation
} // namespace vedette::table

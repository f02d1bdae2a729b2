#pragma once

#include "table/scenario.h"

namespace vedette {

// Puts a removed object back at its old place in the scenario's lists. The
// scenario only appends, and undo must restore the exact state, order
// included, so the objects after the place are taken off and put back.
class ScenarioEdit
{
public:
    static void insertUnit(table::Scenario &scenario, const table::Unit &unit, qsizetype index);
    static void insertTerrain(table::Scenario &scenario, const table::Terrain &terrain, qsizetype index);
    static void insertFogZone(table::Scenario &scenario, const table::FogZone &zone, qsizetype index);
    static void insertMarker(table::Scenario &scenario, const table::Marker &marker, qsizetype index);

    static qsizetype unitIndex(const table::Scenario &scenario, const QString &id);
    static qsizetype terrainIndex(const table::Scenario &scenario, const QString &id);
    static qsizetype fogZoneIndex(const table::Scenario &scenario, const QString &id);
    static qsizetype markerIndex(const table::Scenario &scenario, const QString &id);
};

} // namespace vedette

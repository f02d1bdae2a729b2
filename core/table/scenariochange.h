#pragma once

#include <QString>

namespace vedette::table {

// What changed in a Scenario, for its observers (scene items, panels, store).
struct ScenarioChange
{
    enum class Kind {
        Reset,          // everything may have changed (load, replace)
        Settings,       // title, table size, rule system, scale, units, rules
        SideAdded, SideChanged, SideRemoved,
        UnitAdded, UnitChanged, UnitRemoved,
        TerrainAdded, TerrainChanged, TerrainRemoved,
        FogZoneAdded, FogZoneChanged, FogZoneRemoved,
        MarkerAdded, MarkerChanged, MarkerRemoved,
        GeneralAdded, GeneralChanged, GeneralRemoved,
        MessengerAdded, MessengerChanged, MessengerRemoved,
        RulerAdded, RulerChanged, RulerRemoved,
    };

    Kind kind = Kind::Reset;
    QString id; // the id of the object that changed
};

} // namespace vedette::table

#pragma once

#include "table/scenario.h"

#include <QUndoCommand>

namespace vedette {

class Document;

// Adds an object to one of the table's lists, or removes one, as one undo
// step that restores the exact list (order included): a removed object goes
// back to its old place, an added one is taken out again. One template for
// every kind of object (units, generals, sides, terrain, fog zones, markers,
// messengers, pinned rulers); Kind says which list, the aliases below name
// the commands.
//
// What refers to a removed object (a general attached to a removed unit, a
// marker on it) is the caller's to change first, in the same parent command,
// so that the table stays readable.
template<typename Kind>
class AddRemoveObjectCommand : public QUndoCommand
{
public:
    using Object = typename Kind::Object;

    // Puts `object` at `index` of its list when the step is done (-1: at the end).
    static AddRemoveObjectCommand *add(Document *document, const Object &object, qsizetype index = -1,
                                       QUndoCommand *parent = nullptr);
    // Takes the object with `id` off its list; nullptr when there is none.
    static AddRemoveObjectCommand *remove(Document *document, const QString &id, QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;

    bool isAdding() const { return mAdding; }
    const Object &object() const { return mObject; }

private:
    AddRemoveObjectCommand(Document *document, const Object &object, qsizetype index, bool adding,
                           QUndoCommand *parent);
    void put();
    void take();

    Document *mDocument;
    Object mObject;
    qsizetype mIndex;
    bool mAdding;
};

// The lists, each with how to reach it and what its steps are called.
struct UnitList
{
    using Object = table::Unit;
    static const QList<Object> &list(const table::Scenario &scenario) { return scenario.units(); }
    static bool insert(table::Scenario &scenario, qsizetype index, const Object &o) { return scenario.insertUnit(index, o); }
    static bool remove(table::Scenario &scenario, const QString &id) { return scenario.removeUnit(id); }
    static QString idOf(const Object &o) { return o.id(); }
    static QString nameOf(const Object &o) { return o.name(); }
};

struct GeneralList
{
    using Object = table::General;
    static const QList<Object> &list(const table::Scenario &scenario) { return scenario.generals(); }
    static bool insert(table::Scenario &scenario, qsizetype index, const Object &o) { return scenario.insertGeneral(index, o); }
    static bool remove(table::Scenario &scenario, const QString &id) { return scenario.removeGeneral(id); }
    static QString idOf(const Object &o) { return o.id; }
    static QString nameOf(const Object &o) { return o.name; }
};

struct SideList
{
    using Object = table::Side;
    static const QList<Object> &list(const table::Scenario &scenario) { return scenario.sides(); }
    static bool insert(table::Scenario &scenario, qsizetype index, const Object &o) { return scenario.insertSide(index, o); }
    static bool remove(table::Scenario &scenario, const QString &id) { return scenario.removeSide(id); }
    static QString idOf(const Object &o) { return o.id; }
    static QString nameOf(const Object &o) { return o.name; }
};

struct TerrainList
{
    using Object = table::Terrain;
    static const QList<Object> &list(const table::Scenario &scenario) { return scenario.terrain(); }
    static bool insert(table::Scenario &scenario, qsizetype index, const Object &o) { return scenario.insertTerrain(index, o); }
    static bool remove(table::Scenario &scenario, const QString &id) { return scenario.removeTerrain(id); }
    static QString idOf(const Object &o) { return o.id(); }
    static QString nameOf(const Object &o);
};

struct FogZoneList
{
    using Object = table::FogZone;
    static const QList<Object> &list(const table::Scenario &scenario) { return scenario.fogZones(); }
    static bool insert(table::Scenario &scenario, qsizetype index, const Object &o) { return scenario.insertFogZone(index, o); }
    static bool remove(table::Scenario &scenario, const QString &id) { return scenario.removeFogZone(id); }
    static QString idOf(const Object &o) { return o.id; }
    static QString nameOf(const Object &o);
};

struct MarkerList
{
    using Object = table::Marker;
    static const QList<Object> &list(const table::Scenario &scenario) { return scenario.markers(); }
    static bool insert(table::Scenario &scenario, qsizetype index, const Object &o) { return scenario.insertMarker(index, o); }
    static bool remove(table::Scenario &scenario, const QString &id) { return scenario.removeMarker(id); }
    static QString idOf(const Object &o) { return o.id; }
    static QString nameOf(const Object &o);
};

struct MessengerList
{
    using Object = table::Messenger;
    static const QList<Object> &list(const table::Scenario &scenario) { return scenario.messengers(); }
    static bool insert(table::Scenario &scenario, qsizetype index, const Object &o) { return scenario.insertMessenger(index, o); }
    static bool remove(table::Scenario &scenario, const QString &id) { return scenario.removeMessenger(id); }
    static QString idOf(const Object &o) { return o.id; }
    static QString nameOf(const Object &o) { return o.name; }
};

struct RulerList
{
    using Object = table::PinnedRuler;
    static const QList<Object> &list(const table::Scenario &scenario) { return scenario.rulers(); }
    static bool insert(table::Scenario &scenario, qsizetype index, const Object &o) { return scenario.insertRuler(index, o); }
    static bool remove(table::Scenario &scenario, const QString &id) { return scenario.removeRuler(id); }
    static QString idOf(const Object &o) { return o.id; }
    static QString nameOf(const Object &o);
};

using AddRemoveUnitCommand = AddRemoveObjectCommand<UnitList>;
using AddRemoveGeneralCommand = AddRemoveObjectCommand<GeneralList>;
using AddRemoveSideCommand = AddRemoveObjectCommand<SideList>;
using AddRemoveTerrainCommand = AddRemoveObjectCommand<TerrainList>;
using AddRemoveFogZoneCommand = AddRemoveObjectCommand<FogZoneList>;
using AddRemoveMarkerCommand = AddRemoveObjectCommand<MarkerList>;
using AddRemoveMessengerCommand = AddRemoveObjectCommand<MessengerList>;
using AddRemoveRulerCommand = AddRemoveObjectCommand<RulerList>;

extern template class AddRemoveObjectCommand<UnitList>;
extern template class AddRemoveObjectCommand<GeneralList>;
extern template class AddRemoveObjectCommand<SideList>;
extern template class AddRemoveObjectCommand<TerrainList>;
extern template class AddRemoveObjectCommand<FogZoneList>;
extern template class AddRemoveObjectCommand<MarkerList>;
extern template class AddRemoveObjectCommand<MessengerList>;
extern template class AddRemoveObjectCommand<RulerList>;

} // namespace vedette

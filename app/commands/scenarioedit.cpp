#include "scenarioedit.h"

namespace vedette {

namespace {

template<typename T, typename IdOf, typename Remove, typename Add>
void reinsert(const QList<T> &list, const T &value, qsizetype index, IdOf idOf, Remove remove, Add add)
{
    const QList<T> tail = index >= 0 && index < list.size() ? list.mid(index) : QList<T>();
    for (const T &item : tail)
        remove(idOf(item));
    add(value);
    for (const T &item : tail)
        add(item);
}

template<typename T, typename IdOf>
qsizetype indexIn(const QList<T> &list, const QString &id, IdOf idOf)
{
    for (qsizetype i = 0; i < list.size(); ++i)
        if (idOf(list[i]) == id)
            return i;
    return -1;
}

} // namespace

void ScenarioEdit::insertUnit(table::Scenario &scenario, const table::Unit &unit, qsizetype index)
{
    reinsert(
        scenario.units(), unit, index, [](const table::Unit &u) { return u.id(); },
        [&](const QString &id) { scenario.removeUnit(id); }, [&](const table::Unit &u) { scenario.addUnit(u); });
}

void ScenarioEdit::insertTerrain(table::Scenario &scenario, const table::Terrain &terrain, qsizetype index)
{
    reinsert(
        scenario.terrain(), terrain, index, [](const table::Terrain &t) { return t.id(); },
        [&](const QString &id) { scenario.removeTerrain(id); },
        [&](const table::Terrain &t) { scenario.addTerrain(t); });
}

void ScenarioEdit::insertFogZone(table::Scenario &scenario, const table::FogZone &zone, qsizetype index)
{
    reinsert(
        scenario.fogZones(), zone, index, [](const table::FogZone &z) { return z.id; },
        [&](const QString &id) { scenario.removeFogZone(id); },
        [&](const table::FogZone &z) { scenario.addFogZone(z); });
}

void ScenarioEdit::insertMarker(table::Scenario &scenario, const table::Marker &marker, qsizetype index)
{
    reinsert(
        scenario.markers(), marker, index, [](const table::Marker &m) { return m.id; },
        [&](const QString &id) { scenario.removeMarker(id); },
        [&](const table::Marker &m) { scenario.addMarker(m); });
}

qsizetype ScenarioEdit::unitIndex(const table::Scenario &scenario, const QString &id)
{
    return indexIn(scenario.units(), id, [](const table::Unit &u) { return u.id(); });
}

qsizetype ScenarioEdit::terrainIndex(const table::Scenario &scenario, const QString &id)
{
    return indexIn(scenario.terrain(), id, [](const table::Terrain &t) { return t.id(); });
}

qsizetype ScenarioEdit::fogZoneIndex(const table::Scenario &scenario, const QString &id)
{
    return indexIn(scenario.fogZones(), id, [](const table::FogZone &z) { return z.id; });
}

qsizetype ScenarioEdit::markerIndex(const table::Scenario &scenario, const QString &id)
{
    return indexIn(scenario.markers(), id, [](const table::Marker &m) { return m.id; });
}

} // namespace vedette

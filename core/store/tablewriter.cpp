#include "tablewriter.h"

#include "campaignfile.h"
#include "dialect.h"
#include "storevalues.h"

#include "table/scenariojson.h"
#include "table/validation.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>

#include <array>
#include <functional>

using namespace Qt::StringLiterals;

namespace vedette::store {

namespace {

// The lists of the scenario JSON that are kept one row per object, in the
// table of the same concern (schema: 0001_initial.sql).
enum Collection { Sides, Units, Terrain, Zones, Markers, Generals, Messengers, CollectionCount };

struct CollectionInfo
{
    QLatin1StringView jsonKey;
    QLatin1StringView table;
};

constexpr std::array<CollectionInfo, CollectionCount> collections{{
    {QLatin1StringView("sides"), QLatin1StringView("side")},
    {QLatin1StringView("units"), QLatin1StringView("unit")},
    {QLatin1StringView("terrain"), QLatin1StringView("terrain")},
    {QLatin1StringView("fogZones"), QLatin1StringView("zone")},
    {QLatin1StringView("markers"), QLatin1StringView("marker")},
    {QLatin1StringView("generals"), QLatin1StringView("general")},
    {QLatin1StringView("messengers"), QLatin1StringView("messenger")},
}};

// The table's settings without anything on it: what `battle.settings` holds.
table::Scenario settingsOf(const table::Scenario &scenario)
{
    table::Scenario settings;
    settings.setRuleSystem(scenario.ruleSystem());
    settings.setTitle(scenario.title());
    settings.setDescription(scenario.description());
    settings.setTableSize(scenario.tableWidth(), scenario.tableHeight());
    settings.setDisplayUnits(scenario.displayUnits());
    settings.setGroundScale(scenario.groundScale());
    settings.setFootprintSettings(scenario.footprintSettings());
    settings.setBadGoingRules(scenario.badGoingRules());
    // Pinned rulers are few and small: they travel with the settings rather
    // than in a table of their own.
    for (const table::PinnedRuler &ruler : scenario.rulers())
        settings.addRuler(ruler);
    return settings;
}

// Which objects of one list are new, changed or moved in the list (with
// their place), and which ids are gone.
template<typename T, typename IdOf>
void compareLists(const QList<T> &now, const QList<T> *before, IdOf idOf, QList<QPair<QString, int>> &changed,
                  QStringList &removed, const std::function<void(const T &)> &keep)
{
    QHash<QString, qsizetype> index;
    if (before) {
        index.reserve(before->size());
        for (qsizetype i = 0; i < before->size(); ++i)
            index.insert(idOf(before->at(i)), i);
    }
    for (qsizetype i = 0; i < now.size(); ++i) {
        const T &item = now[i];
        const QString id = idOf(item);
        const qsizetype old = index.value(id, -1);
        if (old != i || !(before->at(old) == item)) {
            changed.append({id, int(i)});
            keep(item);
        }
        index.remove(id);
    }
    for (auto it = index.cbegin(); it != index.cend(); ++it)
        removed.append(it.key());
}

// Writes a row of the battle's table whether or not it is there yet (both
// engines know ON CONFLICT; SQLite's INSERT OR REPLACE is SQLite's own).
QString upsertSql(const QString &table, const QStringList &columns)
{
    QStringList marks;
    QStringList updates;
    for (const QString &column : columns) {
        marks.append(u"?"_s);
        if (column != u"battle_id"_s && column != u"key"_s)
            updates.append(u"%1 = excluded.%1"_s.arg(column));
    }
    return u"INSERT INTO %1 (%2) VALUES (%3) ON CONFLICT (battle_id, key) DO UPDATE SET %4"_s.arg(
        table, columns.join(u", "_s), marks.join(u", "_s), updates.join(u", "_s));
}

} // namespace

TableWriter::TableWriter(CampaignFile &file)
    : mFile(file)
{
}

std::optional<table::Scenario> TableWriter::read(qint64 battle, TableCache *cache) const
{
    using Error = CampaignStore::Error;
    QByteArray settings;
    bool found = false;
    std::array<QJsonArray, CollectionCount> arrays;
    if (mFile.dialect().isServer()) {
        // A server answers each query after a round trip: the battle's
        // settings (as list -1) and its seven lists in one, read in one snapshot.
        QStringList parts{u"SELECT -1 AS c, 0 AS seq, settings AS data FROM battle WHERE id = %1"_s.arg(battle)};
        for (int c = 0; c < CollectionCount; ++c)
            parts.append(u"SELECT %1 AS c, seq, data FROM %2 WHERE battle_id = %3"_s.arg(c).arg(collections[c].table).arg(battle));
        QSqlQuery rows(mFile.db());
        rows.setForwardOnly(true);
        if (!rows.exec(parts.join(u" UNION ALL "_s) + u" ORDER BY c, seq"_s)) {
            mFile.failQuery(rows);
            return std::nullopt;
        }
        while (rows.next()) {
            const int c = rows.value(0).toInt();
            if (c < 0) {
                settings = rows.value(2).toByteArray();
                found = true;
            } else {
                arrays[c].append(QJsonDocument::fromJson(rows.value(2).toByteArray()).object());
            }
        }
    } else {
        QSqlQuery query(mFile.db());
        if (!mFile.run(query, u"SELECT settings FROM battle WHERE id = ?"_s, {battle})) {
            mFile.failQuery(query);
            return std::nullopt;
        }
        found = query.next();
        if (found)
            settings = query.value(0).toByteArray();
        query.finish();
        if (found) {
            for (int c = 0; c < CollectionCount; ++c) {
                QSqlQuery rows(mFile.db());
                rows.setForwardOnly(true);
                if (!rows.exec(u"SELECT data FROM %1 WHERE battle_id = %2 ORDER BY seq"_s.arg(collections[c].table).arg(battle))) {
                    mFile.failQuery(rows);
                    return std::nullopt;
                }
                while (rows.next())
                    arrays[c].append(QJsonDocument::fromJson(rows.value(0).toByteArray()).object());
            }
        }
    }
    if (!found) {
        mFile.fail(Error::Invalid, Tr::tr("There is no battle %1 in this campaign.").arg(battle));
        return std::nullopt;
    }
    QJsonObject document = QJsonDocument::fromJson(settings).object();
    for (int c = 0; c < CollectionCount; ++c) {
        const QString jsonKey = collections[c].jsonKey;
        if (document.contains(jsonKey) || !arrays[c].isEmpty())
            document.insert(jsonKey, arrays[c]);
    }
    table::ScenarioJson::ReadResult result = table::ScenarioJson::fromJson(document);
    if (!result) {
        mFile.fail(Error::Damaged,
                                          Tr::tr("The table of battle %1 cannot be read: %2").arg(battle).arg(result.errorString));
        return std::nullopt;
    }
    if (cache) {
        cache->settings = settings;
        cache->table = result.scenario;
    }
    return std::move(result.scenario);
}

bool TableWriter::write(qint64 battle, const table::Scenario &scenario, TableCache &cache)
{
    using Error = CampaignStore::Error;
    // Only the objects that differ from the stored table are serialised:
    // they are put into a table of their own with the same settings, whose
    // JSON then gives one row per object.
    table::Scenario changedOnly = settingsOf(scenario);
    const table::Scenario *before = cache.table ? &*cache.table : nullptr;
    std::array<QList<QPair<QString, int>>, CollectionCount> changed;
    std::array<QStringList, CollectionCount> removed;
    compareLists<table::Side>(scenario.sides(), before ? &before->sides() : nullptr, [](const table::Side &x) { return x.id; },
                              changed[Sides], removed[Sides], [&](const table::Side &x) { changedOnly.addSide(x); });
    compareLists<table::Unit>(scenario.units(), before ? &before->units() : nullptr, [](const table::Unit &x) { return x.id(); },
                              changed[Units], removed[Units], [&](const table::Unit &x) { changedOnly.addUnit(x); });
    compareLists<table::Terrain>(scenario.terrain(), before ? &before->terrain() : nullptr,
                                 [](const table::Terrain &x) { return x.id(); }, changed[Terrain], removed[Terrain],
                                 [&](const table::Terrain &x) { changedOnly.addTerrain(x); });
    compareLists<table::FogZone>(scenario.fogZones(), before ? &before->fogZones() : nullptr,
                                 [](const table::FogZone &x) { return x.id; }, changed[Zones], removed[Zones],
                                 [&](const table::FogZone &x) { changedOnly.addFogZone(x); });
    compareLists<table::Marker>(scenario.markers(), before ? &before->markers() : nullptr,
                                [](const table::Marker &x) { return x.id; }, changed[Markers], removed[Markers],
                                [&](const table::Marker &x) { changedOnly.addMarker(x); });
    compareLists<table::General>(scenario.generals(), before ? &before->generals() : nullptr,
                                 [](const table::General &x) { return x.id; }, changed[Generals], removed[Generals],
                                 [&](const table::General &x) { changedOnly.addGeneral(x); });
    compareLists<table::Messenger>(scenario.messengers(), before ? &before->messengers() : nullptr,
                                   [](const table::Messenger &x) { return x.id; }, changed[Messengers], removed[Messengers],
                                   [&](const table::Messenger &x) { changedOnly.addMessenger(x); });

    // What the scenario reader would refuse on loading must not be saved:
    // the battle could not be reopened.
    for (const auto &[id, seq] : std::as_const(changed[Units])) {
        const QString problem = table::validation::unit(*scenario.unit(id), scenario);
        if (!problem.isEmpty())
            return mFile.fail(Error::Invalid, Tr::tr("This change cannot be saved: %1").arg(problem));
    }
    for (const auto &[id, seq] : std::as_const(changed[Terrain])) {
        const QString problem = table::validation::terrain(*scenario.terrainPiece(id));
        if (!problem.isEmpty())
            return mFile.fail(Error::Invalid, Tr::tr("This change cannot be saved: %1").arg(problem));
    }

    const QJsonObject document = table::ScenarioJson::toJson(changedOnly);
    QJsonObject settings = document;
    for (int c = 0; c < CollectionCount; ++c) {
        const QString jsonKey = collections[c].jsonKey;
        if (!document.contains(jsonKey))
            continue;
        // The settings keep an empty list so that loading knows the list was there.
        settings.insert(jsonKey, QJsonArray());
        const QJsonArray array = document.value(jsonKey).toArray();
        QHash<QString, int> seqOf;
        for (const auto &[id, seq] : std::as_const(changed[c]))
            seqOf.insert(id, seq);
        if (array.size() != seqOf.size())
            return mFile.fail(Error::Invalid, Tr::tr("This change cannot be saved: the table's %1 could not be written.").arg(jsonKey));
        for (const QJsonValue &value : array) {
            const QJsonObject object = value.toObject();
            const QString key = object.value(u"id"_s).toString();
            const int seq = seqOf.value(key, -1);
            if (seq < 0)
                return mFile.fail(Error::Invalid, Tr::tr("This change cannot be saved: the table's %1 could not be written.").arg(jsonKey));
            QSqlQuery *upsert = nullptr;
            int dataIndex = 4;
            switch (Collection(c)) {
            case Sides: {
                upsert = &mFile.prepared(upsertSql(u"side"_s, {u"battle_id"_s, u"key"_s, u"seq"_s, u"name"_s, u"data"_s}));
                upsert->bindValue(3, text(scenario.side(key)->name));
                break;
            }
            case Units: {
                upsert = &mFile.prepared(
                    upsertSql(u"unit"_s, {u"battle_id"_s, u"key"_s, u"seq"_s, u"side"_s, u"name"_s, u"strength"_s, u"data"_s}));
                const table::Unit *unit = scenario.unit(key);
                upsert->bindValue(3, text(unit->sideId()));
                upsert->bindValue(4, text(unit->name()));
                upsert->bindValue(5, unit->strength());
                dataIndex = 6;
                break;
            }
            case Terrain:
                upsert = &mFile.prepared(upsertSql(u"terrain"_s, {u"battle_id"_s, u"key"_s, u"seq"_s, u"type"_s, u"data"_s}));
                upsert->bindValue(3, table::terrainTypeId(scenario.terrainPiece(key)->type()));
                break;
            case Zones: {
                upsert = &mFile.prepared(upsertSql(
                    u"zone"_s, {u"battle_id"_s, u"key"_s, u"seq"_s, u"owner_unit"_s, u"placed_bound"_s, u"data"_s}));
                const table::FogZone *zone = scenario.fogZone(key);
                upsert->bindValue(3, text(zone->ownerUnitId));
                upsert->bindValue(4, zone->placedBound);
                dataIndex = 5;
                break;
            }
            case Markers: {
                upsert = &mFile.prepared(upsertSql(u"marker"_s, {u"battle_id"_s, u"key"_s, u"seq"_s, u"kind"_s, u"unit"_s, u"data"_s}));
                const table::Marker *marker = scenario.marker(key);
                upsert->bindValue(3, table::markerKindId(marker->kind));
                upsert->bindValue(4, text(marker->unitId));
                dataIndex = 5;
                break;
            }
            case Generals: {
                upsert = &mFile.prepared(upsertSql(u"general"_s, {u"battle_id"_s, u"key"_s, u"seq"_s, u"side"_s, u"name"_s, u"data"_s}));
                const table::General *general = scenario.general(key);
                upsert->bindValue(3, text(general->sideId));
                upsert->bindValue(4, text(general->name));
                dataIndex = 5;
                break;
            }
            case Messengers:
                upsert = &mFile.prepared(upsertSql(u"messenger"_s, {u"battle_id"_s, u"key"_s, u"seq"_s, u"side"_s, u"data"_s}));
                upsert->bindValue(3, text(scenario.messenger(key)->sideId));
                break;
            case CollectionCount:
                break;
            }
            if (!upsert)
                continue;
            upsert->bindValue(0, battle);
            upsert->bindValue(1, text(key));
            upsert->bindValue(2, seq);
            upsert->bindValue(dataIndex, jsonText(object));
            if (!upsert->exec())
                return mFile.failQuery(*upsert);
        }
    }
    for (int c = 0; c < CollectionCount; ++c) {
        for (const QString &key : std::as_const(removed[c])) {
            QSqlQuery &remove = mFile.prepared(u"DELETE FROM %1 WHERE battle_id = ? AND key = ?"_s.arg(collections[c].table));
            remove.addBindValue(battle);
            remove.addBindValue(key);
            if (!remove.exec())
                return mFile.failQuery(remove);
        }
    }
    const QByteArray settingsText = compact(settings);
    if (settingsText != cache.settings) {
        QSqlQuery &update = mFile.prepared(u"UPDATE battle SET settings = ? WHERE id = ?"_s);
        update.addBindValue(utf8Text(settingsText));
        update.addBindValue(battle);
        if (!update.exec())
            return mFile.failQuery(update);
    }
    cache.settings = settingsText;
    cache.table = scenario;
    return true;
}

} // namespace vedette::store

#include "campaignstore.h"

#include "migrations.h"

#include "table/scenario.h"
#include "table/scenariojson.h"
#include "table/templatejson.h"
#include "table/validation.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLockFile>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>
#include <QtEndian>

#include <array>
#include <functional>
#include <atomic>
#include <map>

using namespace Qt::StringLiterals;

namespace vedette::store {

namespace {

// The translation context of this file, for Tr::tr() in free functions too
// (lupdate reads Tr::tr with this context; a free Tr::tr() helper it would not).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(vedette::store::CampaignStore)
};

QString nowText()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

QString timeText(const QDateTime &time)
{
    return time.toUTC().toString(Qt::ISODateWithMs);
}

QDateTime timeFromText(const QString &text)
{
    QDateTime time = QDateTime::fromString(text, Qt::ISODateWithMs);
    return time.isValid() ? time.toUTC() : time;
}

QByteArray compact(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

QByteArray compact(const QJsonArray &array)
{
    return QJsonDocument(array).toJson(QJsonDocument::Compact);
}

QJsonObject objectFrom(const QVariant &text)
{
    return QJsonDocument::fromJson(text.toByteArray()).object();
}

// Qt SQL binds a null QString as NULL; the schema's text columns are NOT NULL.
QString text(const QString &value)
{
    return value.isNull() ? QString(u""_s) : value;
}

// NULL for "no battle" (0), as the schema wants.
QVariant battleValue(qint64 battle)
{
    return battle == 0 ? QVariant(QMetaType::fromType<qint64>()) : QVariant(battle);
}

dice::DiceOrigin originFromName(const QString &name)
{
    for (dice::DiceOrigin origin : {dice::DiceOrigin::Random, dice::DiceOrigin::Entered, dice::DiceOrigin::Scripted}) {
        if (dice::originName(origin) == name)
            return origin;
    }
    return dice::DiceOrigin::Random;
}

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

// What the store last wrote for a battle's table, so that a commit compares
// model values (cheap) and serialises only what changed.
struct TableCache
{
    QByteArray settings;                // the settings JSON as stored
    std::optional<table::Scenario> table; // the table as stored
};

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

std::atomic<int> connectionCounter{0};

// SQLITE_CORRUPT or SQLITE_NOTADB (Qt gives SQLite's result code as the native code).
bool isDamage(const QSqlError &error)
{
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok) & 0xff;
    return ok && (code == 11 || code == 26);
}

} // namespace

class CampaignStore::Private
{
public:
    ~Private() { closeConnection(); }

    bool fail(Error error, const QString &message)
    {
        mError = error;
        mErrorString = message;
        return false;
    }
    bool failQuery(const QSqlQuery &query)
    {
        return fail(Error::Database, Tr::tr("The campaign file could not be written or read: %1").arg(query.lastError().text()));
    }
    void clearError()
    {
        mError = Error::None;
        mErrorString.clear();
    }

    // `immutable`: read-only, and SQLite creates nothing beside the file
    // (no -wal, no -shm), for checking a file nobody has open.
    bool openConnection(const QString &path, bool readOnly, bool immutable = false);
    void closeConnection();

    bool writable()
    {
        if (!mDb.isOpen())
            return fail(Error::Invalid, Tr::tr("No campaign is open."));
        if (mReadOnly)
            return fail(Error::ReadOnly, Tr::tr("The campaign is open read-only; nothing can be changed."));
        return true;
    }
    bool readable() const { return mDb.isOpen(); }

    // A prepared statement, kept for reuse (autosave writes the same few
    // statements thousands of times).
    QSqlQuery &prepared(const QString &sql)
    {
        auto it = mQueries.find(sql);
        if (it == mQueries.end()) {
            auto query = std::make_unique<QSqlQuery>(mDb);
            query->prepare(sql);
            it = mQueries.emplace(sql, std::move(query)).first;
        }
        return *it->second;
    }

    bool begin()
    {
        if (!mDb.transaction())
            return fail(Error::Database, Tr::tr("Cannot start writing the campaign: %1").arg(mDb.lastError().text()));
        return true;
    }
    bool end()
    {
        if (!mDb.commit()) {
            const QString message = mDb.lastError().text();
            mDb.rollback();
            return fail(Error::Database, Tr::tr("Cannot write the campaign: %1").arg(message));
        }
        return true;
    }
    bool abort()
    {
        mDb.rollback();
        return false;
    }

    std::optional<qint64> insertEvent(qint64 battle, const journal::JournalEvent &event, qint64 game = 0);
    bool writePlay(qint64 battle, const PlayRecord &play);
    bool setVoidedBy(const QList<qint64> &entries, qint64 voidedBy);
    bool writeTable(qint64 battle, const table::Scenario &scenario, TableCache &cache);
    std::optional<table::Scenario> readTable(qint64 battle, TableCache *cache) const;
    std::optional<qint64> saveGame(const GameState &game);
    bool battleExists(qint64 battle) const;

    QList<JournalEntry> readEntries(QSqlQuery &query) const;
    QString whereClause(const JournalFilter &filter, QVariantList &values) const;

    QSqlDatabase mDb;
    QString mConnectionName;
    std::map<QString, std::unique_ptr<QSqlQuery>> mQueries;
    std::unique_ptr<QLockFile> mLock;
    QString mPath;
    bool mReadOnly = false;
    bool mFts = false;
    int mFileVersion = 0;
    QString mBackupPath;
    Error mError = Error::None;
    QString mErrorString;
    QList<qint64> mLastEntryIds;
    QList<qint64> mLastGameIds;
    mutable QHash<qint64, TableCache> mTables;
    // The state of play as last written per battle, to skip unchanged ones.
    mutable QHash<qint64, PlayRecord> mPlays;
};

bool CampaignStore::Private::openConnection(const QString &path, bool readOnly, bool immutable)
{
    closeConnection();
    if (!QSqlDatabase::isDriverAvailable(u"QSQLITE"_s))
        return fail(Error::Database, Tr::tr("Qt's SQLite driver (QSQLITE) is missing; install the package libqt6sql6-sqlite."));
    mConnectionName = u"vedette-store-%1"_s.arg(connectionCounter.fetch_add(1));
    mDb = QSqlDatabase::addDatabase(u"QSQLITE"_s, mConnectionName);
    if (immutable) {
        // A URI filename: the path percent-encoded, so '?', '#' and '%' in it stay part of the name.
        mDb.setDatabaseName(QUrl::fromLocalFile(path).toString(QUrl::FullyEncoded) + u"?immutable=1"_s);
        mDb.setConnectOptions(u"QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI"_s);
    } else {
        mDb.setDatabaseName(path);
        mDb.setConnectOptions(readOnly ? u"QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=5000"_s : u"QSQLITE_BUSY_TIMEOUT=5000"_s);
    }
    if (!mDb.open()) {
        const QString message = mDb.lastError().text();
        closeConnection();
        return fail(Error::Database, Tr::tr("Cannot open %1: %2").arg(QDir::toNativeSeparators(path), message));
    }
    return true;
}

void CampaignStore::Private::closeConnection()
{
    mQueries.clear();
    mTables.clear();
    mPlays.clear();
    if (mConnectionName.isEmpty())
        return;
    mDb.close();
    mDb = QSqlDatabase();
    QSqlDatabase::removeDatabase(mConnectionName);
    mConnectionName.clear();
}

bool CampaignStore::Private::battleExists(qint64 battle) const
{
    QSqlQuery query(mDb);
    query.prepare(u"SELECT 1 FROM battle WHERE id = ?"_s);
    query.addBindValue(battle);
    return query.exec() && query.next();
}

std::optional<qint64> CampaignStore::Private::insertEvent(qint64 battle, const journal::JournalEvent &event, qint64 game)
{
    QSqlQuery &insert = prepared(u"INSERT INTO journal (battle_id, game_id, turn, time, kind, actors, summary, detail, visibility) "
                                 "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
    const QDateTime time = event.time.isValid() ? event.time : QDateTime::currentDateTimeUtc();
    insert.addBindValue(battleValue(battle));
    insert.addBindValue(battleValue(game));
    insert.addBindValue(event.turn);
    insert.addBindValue(timeText(time));
    insert.addBindValue(text(event.kind));
    insert.addBindValue(compact(QJsonArray::fromStringList(event.actors)));
    insert.addBindValue(text(event.summary));
    insert.addBindValue(compact(event.detail));
    insert.addBindValue(text(event.visibility));
    if (!insert.exec()) {
        failQuery(insert);
        return std::nullopt;
    }
    const qint64 id = insert.lastInsertId().toLongLong();

    QSqlQuery &actor = prepared(u"INSERT OR IGNORE INTO journal_actor (unit, entry_id) VALUES (?, ?)"_s);
    for (const QString &unit : event.actors) {
        actor.addBindValue(text(unit));
        actor.addBindValue(id);
        if (!actor.exec()) {
            failQuery(actor);
            return std::nullopt;
        }
    }
    QSqlQuery &roll = prepared(u"INSERT INTO roll (entry_id, seq, purpose, origin, dice, total) VALUES (?, ?, ?, ?, ?, ?)"_s);
    for (qsizetype i = 0; i < event.rolls.size(); ++i) {
        const dice::RollRecord &record = event.rolls[i];
        QJsonArray dice;
        for (const dice::DieRoll &die : record.dice)
            dice.append(QJsonObject{{u"faces"_s, die.die.faces}, {u"first"_s, die.die.first}, {u"face"_s, die.face}});
        roll.addBindValue(id);
        roll.addBindValue(int(i));
        roll.addBindValue(text(record.purpose));
        roll.addBindValue(dice::originName(record.origin));
        roll.addBindValue(compact(dice));
        roll.addBindValue(record.total());
        if (!roll.exec()) {
            failQuery(roll);
            return std::nullopt;
        }
    }
    return id;
}

std::optional<table::Scenario> CampaignStore::Private::readTable(qint64 battle, TableCache *cache) const
{
    QSqlQuery query(mDb);
    query.prepare(u"SELECT settings FROM battle WHERE id = ?"_s);
    query.addBindValue(battle);
    if (!query.exec() || !query.next()) {
        const_cast<Private *>(this)->fail(Error::Invalid, Tr::tr("There is no battle %1 in this campaign.").arg(battle));
        return std::nullopt;
    }
    const QByteArray settings = query.value(0).toByteArray();
    QJsonObject document = QJsonDocument::fromJson(settings).object();
    for (int c = 0; c < CollectionCount; ++c) {
        const QString jsonKey = collections[c].jsonKey;
        QSqlQuery rows(mDb);
        rows.setForwardOnly(true);
        if (!rows.exec(u"SELECT data FROM %1 WHERE battle_id = %2 ORDER BY seq"_s.arg(collections[c].table).arg(battle))) {
            const_cast<Private *>(this)->failQuery(rows);
            return std::nullopt;
        }
        QJsonArray array;
        while (rows.next())
            array.append(QJsonDocument::fromJson(rows.value(0).toByteArray()).object());
        if (document.contains(jsonKey) || !array.isEmpty())
            document.insert(jsonKey, array);
    }
    table::ScenarioJson::ReadResult result = table::ScenarioJson::fromJson(document);
    if (!result) {
        const_cast<Private *>(this)->fail(Error::Damaged,
                                          Tr::tr("The table of battle %1 cannot be read: %2").arg(battle).arg(result.errorString));
        return std::nullopt;
    }
    if (cache) {
        cache->settings = settings;
        cache->table = result.scenario;
    }
    return std::move(result.scenario);
}

bool CampaignStore::Private::writeTable(qint64 battle, const table::Scenario &scenario, TableCache &cache)
{
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
            return fail(Error::Invalid, Tr::tr("This change cannot be saved: %1").arg(problem));
    }
    for (const auto &[id, seq] : std::as_const(changed[Terrain])) {
        const QString problem = table::validation::terrain(*scenario.terrainPiece(id));
        if (!problem.isEmpty())
            return fail(Error::Invalid, Tr::tr("This change cannot be saved: %1").arg(problem));
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
            return fail(Error::Invalid, Tr::tr("This change cannot be saved: the table's %1 could not be written.").arg(jsonKey));
        for (const QJsonValue &value : array) {
            const QJsonObject object = value.toObject();
            const QString key = object.value(u"id"_s).toString();
            const int seq = seqOf.value(key, -1);
            if (seq < 0)
                return fail(Error::Invalid, Tr::tr("This change cannot be saved: the table's %1 could not be written.").arg(jsonKey));
            QSqlQuery *upsert = nullptr;
            int dataIndex = 4;
            switch (Collection(c)) {
            case Sides: {
                upsert = &prepared(u"INSERT OR REPLACE INTO side (battle_id, key, seq, name, data) VALUES (?, ?, ?, ?, ?)"_s);
                upsert->bindValue(3, text(scenario.side(key)->name));
                break;
            }
            case Units: {
                upsert = &prepared(u"INSERT OR REPLACE INTO unit (battle_id, key, seq, side, name, strength, data) "
                                   "VALUES (?, ?, ?, ?, ?, ?, ?)"_s);
                const table::Unit *unit = scenario.unit(key);
                upsert->bindValue(3, text(unit->sideId()));
                upsert->bindValue(4, text(unit->name()));
                upsert->bindValue(5, unit->strength());
                dataIndex = 6;
                break;
            }
            case Terrain:
                upsert = &prepared(u"INSERT OR REPLACE INTO terrain (battle_id, key, seq, type, data) VALUES (?, ?, ?, ?, ?)"_s);
                upsert->bindValue(3, table::terrainTypeId(scenario.terrainPiece(key)->type()));
                break;
            case Zones: {
                upsert = &prepared(u"INSERT OR REPLACE INTO zone (battle_id, key, seq, owner_unit, placed_bound, data) "
                                   "VALUES (?, ?, ?, ?, ?, ?)"_s);
                const table::FogZone *zone = scenario.fogZone(key);
                upsert->bindValue(3, text(zone->ownerUnitId));
                upsert->bindValue(4, zone->placedBound);
                dataIndex = 5;
                break;
            }
            case Markers: {
                upsert = &prepared(u"INSERT OR REPLACE INTO marker (battle_id, key, seq, kind, unit, data) VALUES (?, ?, ?, ?, ?, ?)"_s);
                const table::Marker *marker = scenario.marker(key);
                upsert->bindValue(3, table::markerKindId(marker->kind));
                upsert->bindValue(4, text(marker->unitId));
                dataIndex = 5;
                break;
            }
            case Generals: {
                upsert = &prepared(u"INSERT OR REPLACE INTO general (battle_id, key, seq, side, name, data) VALUES (?, ?, ?, ?, ?, ?)"_s);
                const table::General *general = scenario.general(key);
                upsert->bindValue(3, text(general->sideId));
                upsert->bindValue(4, text(general->name));
                dataIndex = 5;
                break;
            }
            case Messengers:
                upsert = &prepared(u"INSERT OR REPLACE INTO messenger (battle_id, key, seq, side, data) VALUES (?, ?, ?, ?, ?)"_s);
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
            upsert->bindValue(dataIndex, compact(object));
            if (!upsert->exec())
                return failQuery(*upsert);
        }
    }
    for (int c = 0; c < CollectionCount; ++c) {
        for (const QString &key : std::as_const(removed[c])) {
            QSqlQuery &remove = prepared(u"DELETE FROM %1 WHERE battle_id = ? AND key = ?"_s.arg(collections[c].table));
            remove.addBindValue(battle);
            remove.addBindValue(key);
            if (!remove.exec())
                return failQuery(remove);
        }
    }
    const QByteArray settingsText = compact(settings);
    if (settingsText != cache.settings) {
        QSqlQuery &update = prepared(u"UPDATE battle SET settings = ? WHERE id = ?"_s);
        update.addBindValue(settingsText);
        update.addBindValue(battle);
        if (!update.exec())
            return failQuery(update);
    }
    cache.settings = settingsText;
    cache.table = scenario;
    return true;
}

bool CampaignStore::Private::writePlay(qint64 battle, const PlayRecord &play)
{
    QSqlQuery &upsert = prepared(u"INSERT OR REPLACE INTO play (battle_id, rule_system, turn, phase, side, clock, version, "
                                 "state, updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
    upsert.addBindValue(battle);
    upsert.addBindValue(text(play.ruleSystem));
    upsert.addBindValue(play.turn);
    upsert.addBindValue(text(play.phase));
    upsert.addBindValue(text(play.side));
    upsert.addBindValue(play.clockMinutes ? QVariant(*play.clockMinutes) : QVariant(QMetaType::fromType<int>()));
    upsert.addBindValue(play.version);
    upsert.addBindValue(compact(play.state));
    upsert.addBindValue(nowText());
    if (!upsert.exec())
        return failQuery(upsert);
    return true;
}

bool CampaignStore::Private::setVoidedBy(const QList<qint64> &entries, qint64 voidedBy)
{
    // Voiding only touches valid entries and reinstating only those an undo
    // voided, so a step never voids an entry twice nor revives one the
    // referee voided by hand.
    QSqlQuery &update = voidedBy != 0
        ? prepared(u"UPDATE journal SET voided_by = ? WHERE id = ? AND voided_by IS NULL"_s)
        : prepared(u"UPDATE journal SET voided_by = NULL WHERE id = ? AND voided_by IN "
                   "(SELECT id FROM journal WHERE kind = 'undo')"_s);
    for (qint64 entry : entries) {
        if (voidedBy != 0)
            update.addBindValue(voidedBy);
        update.addBindValue(entry);
        if (!update.exec())
            return failQuery(update);
    }
    return true;
}

std::optional<qint64> CampaignStore::Private::saveGame(const GameState &game)
{
    if (game.kind.isEmpty()) {
        fail(Error::Invalid, Tr::tr("A game state needs a kind."));
        return std::nullopt;
    }
    if (game.battle != 0 && !battleExists(game.battle)) {
        fail(Error::Invalid, Tr::tr("There is no battle %1 in this campaign.").arg(game.battle));
        return std::nullopt;
    }
    QSqlQuery query(mDb);
    if (game.id == 0) {
        query.prepare(u"INSERT INTO game (kind, battle_id, name, version, state, finished, updated) VALUES (?, ?, ?, ?, ?, ?, ?)"_s);
    } else {
        query.prepare(u"UPDATE game SET kind = ?, battle_id = ?, name = ?, version = ?, state = ?, finished = ?, updated = ? "
                      "WHERE id = ?"_s);
    }
    query.addBindValue(text(game.kind));
    query.addBindValue(battleValue(game.battle));
    query.addBindValue(text(game.name));
    query.addBindValue(game.version);
    query.addBindValue(compact(game.state));
    query.addBindValue(game.finished ? 1 : 0);
    query.addBindValue(nowText());
    if (game.id != 0)
        query.addBindValue(game.id);
    if (!query.exec()) {
        failQuery(query);
        return std::nullopt;
    }
    if (game.id != 0 && query.numRowsAffected() != 1) {
        fail(Error::Invalid, Tr::tr("There is no game %1 in this campaign.").arg(game.id));
        return std::nullopt;
    }
    return game.id != 0 ? game.id : query.lastInsertId().toLongLong();
}

// ---------------------------------------------------------------------------

CampaignStore::CampaignStore()
    : d(std::make_unique<Private>())
{
}

CampaignStore::~CampaignStore() = default;

int CampaignStore::schemaVersion()
{
    return Migrations::latestVersion();
}

bool CampaignStore::create(const QString &path, const QString &campaignName)
{
    close();
    d->clearError();
    const QFileInfo info(path);
    const QString absolute = info.absoluteFilePath();
    if (info.exists())
        return d->fail(Error::Exists, Tr::tr("%1 already exists; a new campaign never overwrites a file.").arg(QDir::toNativeSeparators(absolute)));
    if (!QDir().mkpath(info.absolutePath()))
        return d->fail(Error::NotWritable, Tr::tr("Cannot create the folder %1.").arg(QDir::toNativeSeparators(info.absolutePath())));

    auto lock = std::make_unique<QLockFile>(absolute + u".lock"_s);
    lock->setStaleLockTime(0);
    if (!lock->tryLock(0))
        return d->fail(Error::Locked, Tr::tr("%1 is being created by another Vedette.").arg(QDir::toNativeSeparators(absolute)));

    auto removeFailed = [&] {
        d->closeConnection();
        QFile::remove(absolute);
        QFile::remove(absolute + u"-wal"_s);
        QFile::remove(absolute + u"-shm"_s);
        return false;
    };
    if (!d->openConnection(absolute, false))
        return removeFailed();
    {
        QSqlQuery query(d->mDb);
        if (!query.exec(u"PRAGMA journal_mode = WAL"_s) || !query.exec(u"PRAGMA synchronous = FULL"_s)
            || !query.exec(u"PRAGMA foreign_keys = ON"_s)) {
            d->failQuery(query);
            return removeFailed();
        }
    }
    QString error;
    if (!Migrations::apply(d->mDb, 0, schemaVersion(), &error)) {
        d->fail(Error::Database, error);
        return removeFailed();
    }
    {
        QSqlQuery query(d->mDb);
        query.prepare(u"INSERT INTO campaign (id, name, created, created_by) VALUES (1, ?, ?, ?)"_s);
        query.addBindValue(text(campaignName));
        query.addBindValue(nowText());
        query.addBindValue(QStringLiteral(VEDETTE_VERSION_STRING));
        if (!query.exec()) {
            d->failQuery(query);
            return removeFailed();
        }
    }
    {
        // Put the header into the file itself at once, so that even a copy of
        // the file without its log is recognised as a Vedette campaign.
        QSqlQuery query(d->mDb);
        if (!query.exec(u"PRAGMA wal_checkpoint(TRUNCATE)"_s)) {
            d->failQuery(query);
            return removeFailed();
        }
    }
    d->mLock = std::move(lock);
    d->mPath = absolute;
    d->mReadOnly = false;
    d->mFileVersion = schemaVersion();
    d->mFts = d->mDb.tables().contains(u"journal_fts"_s);
    return true;
}

bool CampaignStore::open(const QString &path, Mode mode)
{
    close();
    d->clearError();
    const QFileInfo info(path);
    const QString absolute = info.absoluteFilePath();
    const QString shown = QDir::toNativeSeparators(absolute);
    if (!info.exists() || !info.isFile())
        return d->fail(Error::NotFound, Tr::tr("The campaign file %1 does not exist.").arg(shown));

    // The header says what the file is before SQLite touches it, so a newer
    // or foreign file is refused without ever being opened by SQLite. When a
    // write-ahead log lies beside it (the last Vedette died before SQLite
    // copied the log into the file), the header may be older than the
    // database, so only the checks through SQLite below can tell.
    const bool walPending = QFileInfo(absolute + u"-wal"_s).size() > 0;
    {
        QFile file(absolute);
        if (!file.open(QIODevice::ReadOnly))
            return d->fail(Error::NotWritable, Tr::tr("%1 cannot be read: %2").arg(shown, file.errorString()));
        const QByteArray header = file.read(100);
        static const QByteArray magic("SQLite format 3\0", 16);
        if (!header.startsWith(magic)) {
            return d->fail(Error::NotVedette, Tr::tr("%1 is not a Vedette campaign: it is not an SQLite database.").arg(shown));
        }
        if (header.size() < 100)
            return d->fail(Error::Damaged, Tr::tr("%1 is damaged: the file is cut short. It has not been changed.").arg(shown));
        const qint32 applicationId = qFromBigEndian<qint32>(header.constData() + 68);
        const qint32 version = qFromBigEndian<qint32>(header.constData() + 60);
        if (applicationId != ApplicationId && !walPending)
            return d->fail(Error::NotVedette, Tr::tr("%1 is an SQLite database of another program, not a Vedette campaign.").arg(shown));
        if (version > schemaVersion()) {
            return d->fail(Error::TooNew, Tr::tr("%1 was written by a newer Vedette (campaign format %2; this Vedette reads formats up to %3). "
                                             "Update Vedette to open it; the file has not been changed.")
                                              .arg(shown)
                                              .arg(version)
                                              .arg(schemaVersion()));
        }
    }

    std::unique_ptr<QLockFile> lock;
    if (mode == Mode::ReadWrite) {
        if (!info.isWritable() || !QFileInfo(info.absolutePath()).isWritable()) {
            return d->fail(Error::NotWritable, Tr::tr("%1 cannot be changed here (the file or its folder is read-only). "
                                                  "It can be opened read-only.")
                                                   .arg(shown));
        }
        lock = std::make_unique<QLockFile>(absolute + u".lock"_s);
        // A campaign stays open for hours: only a dead owner makes a lock stale.
        lock->setStaleLockTime(0);
        if (!lock->tryLock(0)) {
            if (lock->error() == QLockFile::LockFailedError) {
                qint64 pid = 0;
                QString host;
                QString application;
                lock->getLockInfo(&pid, &host, &application);
                return d->fail(Error::Locked, Tr::tr("%1 is open in another Vedette (process %2 on %3). It can be opened read-only.")
                                                  .arg(shown)
                                                  .arg(pid)
                                                  .arg(host.isEmpty() ? Tr::tr("this computer") : host));
            }
            return d->fail(Error::NotWritable, Tr::tr("%1 cannot be locked for writing. It can be opened read-only.").arg(shown));
        }
    }

    // Checks run on a read-only connection: a damaged file is never written.
    // SQLite's read-only connections create the log and its index beside the
    // file and never remove them; a refusal removes what was not there
    // before, so a refused file is left exactly as it was found. When none
    // of them is there nobody has the file open, and an immutable
    // connection reads it without creating anything.
    QStringList absent;
    for (const QString &suffix : {u"-wal"_s, u"-shm"_s, u"-journal"_s}) {
        if (!QFileInfo::exists(absolute + suffix))
            absent.append(suffix);
    }
    const bool immutable = absent.size() == 3;
    auto refuse = [&](Error error, const QString &message) {
        d->closeConnection();
        d->mPath.clear();
        for (const QString &suffix : std::as_const(absent))
            QFile::remove(absolute + suffix);
        return d->fail(error, message);
    };
    const QString damagedMessage = Tr::tr("%1 is damaged: part of it cannot be read (it may have been cut short or "
                                      "overwritten). It has not been changed; a backup copy may hold the campaign.")
                                       .arg(shown);
    if (!d->openConnection(absolute, true, immutable))
        return refuse(Error::Damaged, damagedMessage);
    int version = 0;
    {
        QSqlQuery query(d->mDb);
        // SQLite's own text ("database disk image is malformed") says nothing
        // to a referee: every way of failing here is the same damaged file.
        auto damaged = [&] {
            query.finish();
            return refuse(Error::Damaged, damagedMessage);
        };
        if (!query.exec(u"PRAGMA application_id"_s) || !query.next())
            return damaged();
        const qint32 applicationId = query.value(0).toInt();
        if (!query.exec(u"PRAGMA user_version"_s) || !query.next())
            return damaged();
        version = query.value(0).toInt();
        query.finish();
        if (applicationId != ApplicationId)
            return refuse(Error::NotVedette, Tr::tr("%1 is an SQLite database of another program, not a Vedette campaign.").arg(shown));
        if (version > schemaVersion() || version < 1) {
            return refuse(version < 1 ? Error::NotVedette : Error::TooNew,
                          version < 1 ? Tr::tr("%1 is not a Vedette campaign.").arg(shown)
                                      : Tr::tr("%1 was written by a newer Vedette (campaign format %2; this Vedette reads formats up to %3). "
                                           "Update Vedette to open it; the file has not been changed.")
                                            .arg(shown)
                                            .arg(version)
                                            .arg(schemaVersion()));
        }
        // quick_check reads every page and checks the b-trees (not index
        // contents): it finds truncation and garbage in a fraction of the
        // time of integrity_check, which matters for a 100,000-entry log.
        if (!query.exec(u"PRAGMA quick_check"_s) || !query.next() || query.value(0).toString() != u"ok"_s)
            return damaged();
        query.finish();
        if (!query.exec(u"SELECT name FROM campaign WHERE id = 1"_s) || !query.next())
            return damaged();
    }
    d->mFileVersion = version;
    d->mPath = absolute;

    if (mode == Mode::ReadOnly) {
        // An immutable connection would not see what another Vedette writes later.
        if (immutable && !d->openConnection(absolute, true))
            return refuse(Error::Damaged, damagedMessage);
        d->mReadOnly = true;
        d->mFts = d->mDb.tables().contains(u"journal_fts"_s);
        return true;
    }

    if (version < schemaVersion()) {
        const QString base = info.completeBaseName();
        QString backup = info.absolutePath() + u'/' + base + u".before-v%1.vedette"_s.arg(schemaVersion());
        for (int n = 2; QFileInfo::exists(backup); ++n)
            backup = info.absolutePath() + u'/' + base + u".before-v%1 (%2).vedette"_s.arg(schemaVersion()).arg(n);
        QSqlQuery query(d->mDb);
        query.prepare(u"VACUUM INTO ?"_s);
        query.addBindValue(backup);
        if (!query.exec()) {
            const bool damage = isDamage(query.lastError());
            query.finish();
            QFile::remove(backup);
            d->mPath.clear();
            if (damage)
                return refuse(Error::Damaged, damagedMessage);
            return refuse(Error::NotWritable, Tr::tr("%1 needs updating to the current campaign format, but the copy to keep "
                                                 "beside it could not be made (is the disk full?). It has not been changed.")
                                                  .arg(shown));
        }
        d->mBackupPath = backup;
    }

    if (!d->openConnection(absolute, false)) {
        d->mPath.clear();
        return false;
    }
    {
        QSqlQuery query(d->mDb);
        if (!query.exec(u"PRAGMA journal_mode = WAL"_s) || !query.exec(u"PRAGMA synchronous = FULL"_s)
            || !query.exec(u"PRAGMA foreign_keys = ON"_s)) {
            const bool damage = isDamage(query.lastError());
            d->failQuery(query);
            query.finish();
            const Error error = d->mError;
            const QString message = d->mErrorString;
            close();
            return damage ? d->fail(Error::Damaged, damagedMessage) : d->fail(error, message);
        }
    }
    if (version < schemaVersion()) {
        QString error;
        if (!Migrations::apply(d->mDb, version, schemaVersion(), &error)) {
            // Each migration is one transaction: when not even the first
            // went through, the file is as it was and its copy is not needed.
            QSqlQuery query(d->mDb);
            const bool unchanged = query.exec(u"PRAGMA user_version"_s) && query.next() && query.value(0).toInt() == version;
            query.finish();
            const QString backup = d->mBackupPath;
            close();
            if (unchanged) {
                QFile::remove(backup);
                return d->fail(Error::Damaged, Tr::tr("%1 could not be updated to the current campaign format: it is damaged, "
                                                  "or the disk is full. It has not been changed.")
                                                   .arg(shown));
            }
            d->mBackupPath = backup;
            return d->fail(Error::Damaged, Tr::tr("%1 could not be updated to the current campaign format: it is damaged, "
                                              "or the disk is full. The copy made before is %2.")
                                               .arg(shown, QDir::toNativeSeparators(backup)));
        }
    }
    d->mLock = std::move(lock);
    d->mReadOnly = false;
    d->mFts = d->mDb.tables().contains(u"journal_fts"_s);
    return true;
}

void CampaignStore::close()
{
    d->closeConnection();
    if (d->mLock)
        d->mLock->unlock();
    d->mLock.reset();
    d->mPath.clear();
    d->mReadOnly = false;
    d->mFts = false;
    d->mFileVersion = 0;
    d->mBackupPath.clear();
    d->mLastEntryIds.clear();
}

bool CampaignStore::isOpen() const { return d->mDb.isOpen(); }
bool CampaignStore::isReadOnly() const { return d->mReadOnly; }
QString CampaignStore::filePath() const { return d->mPath; }
CampaignStore::Error CampaignStore::error() const { return d->mError; }
QString CampaignStore::errorString() const { return d->mErrorString; }
int CampaignStore::fileSchemaVersion() const { return d->mFileVersion; }
QString CampaignStore::migrationBackupPath() const { return d->mBackupPath; }
bool CampaignStore::hasFullTextIndex() const { return d->mFts; }

QString CampaignStore::campaignName() const
{
    if (!d->readable())
        return {};
    QSqlQuery query(d->mDb);
    if (query.exec(u"SELECT name FROM campaign WHERE id = 1"_s) && query.next())
        return query.value(0).toString();
    return {};
}

bool CampaignStore::setCampaignName(const QString &name)
{
    d->clearError();
    if (!d->writable())
        return false;
    QSqlQuery query(d->mDb);
    query.prepare(u"UPDATE campaign SET name = ? WHERE id = 1"_s);
    query.addBindValue(text(name));
    return query.exec() || d->failQuery(query);
}

bool CampaignStore::saveCopy(const QString &targetPath)
{
    d->clearError();
    if (!d->readable())
        return d->fail(Error::Invalid, Tr::tr("No campaign is open."));
    const QString target = QFileInfo(targetPath).absoluteFilePath();
    if (QFileInfo::exists(target))
        return d->fail(Error::Exists, Tr::tr("%1 already exists; choose another name.").arg(QDir::toNativeSeparators(target)));
    {
        QSqlQuery query(d->mDb);
        query.prepare(u"VACUUM INTO ?"_s);
        query.addBindValue(target);
        if (!query.exec()) {
            return d->fail(Error::NotWritable,
                           Tr::tr("The copy %1 could not be written: %2").arg(QDir::toNativeSeparators(target), query.lastError().text()));
        }
    }
    // The copy is an ordinary rollback-journal file; campaigns are kept in WAL mode.
    const QString name = u"vedette-store-copy-%1"_s.arg(connectionCounter.fetch_add(1));
    {
        QSqlDatabase copy = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        copy.setDatabaseName(target);
        if (copy.open()) {
            QSqlQuery query(copy);
            query.exec(u"PRAGMA journal_mode = WAL"_s);
        }
        copy.close();
    }
    QSqlDatabase::removeDatabase(name);
    return true;
}

// --- Scenarios ---------------------------------------------------------------

QList<ScenarioInfo> CampaignStore::scenarios() const
{
    QList<ScenarioInfo> result;
    if (!d->readable())
        return result;
    QSqlQuery query(d->mDb);
    query.exec(u"SELECT id, name, rule_system, source, created FROM scenario ORDER BY id"_s);
    while (query.next()) {
        result.append({query.value(0).toLongLong(), query.value(1).toString(), query.value(2).toString(),
                       query.value(3).toString(), timeFromText(query.value(4).toString())});
    }
    return result;
}

std::optional<ScenarioInfo> CampaignStore::scenarioInfo(qint64 scenarioId) const
{
    for (const ScenarioInfo &info : scenarios()) {
        if (info.id == scenarioId)
            return info;
    }
    return std::nullopt;
}

std::optional<qint64> CampaignStore::addScenario(const table::Scenario &scenario, const QString &source)
{
    d->clearError();
    if (!d->writable())
        return std::nullopt;
    QSqlQuery query(d->mDb);
    query.prepare(u"INSERT INTO scenario (name, rule_system, source, document, created) VALUES (?, ?, ?, ?, ?)"_s);
    query.addBindValue(scenario.title().isEmpty() ? Tr::tr("Untitled scenario") : scenario.title());
    query.addBindValue(table::ruleSystemId(scenario.ruleSystem()));
    query.addBindValue(text(source));
    query.addBindValue(table::ScenarioJson::write(scenario));
    query.addBindValue(nowText());
    if (!query.exec()) {
        d->failQuery(query);
        return std::nullopt;
    }
    return query.lastInsertId().toLongLong();
}

std::optional<qint64> CampaignStore::importScenarioJson(const QByteArray &json, const QString &source)
{
    d->clearError();
    if (!d->writable())
        return std::nullopt;
    const table::ScenarioJson::ReadResult result = table::ScenarioJson::read(json);
    if (!result) {
        d->fail(Error::Invalid, Tr::tr("The scenario cannot be imported: %1").arg(result.errorString));
        return std::nullopt;
    }
    return addScenario(*result.scenario, source);
}

std::optional<table::Scenario> CampaignStore::scenario(qint64 scenarioId) const
{
    d->clearError();
    if (!d->readable())
        return std::nullopt;
    QSqlQuery query(d->mDb);
    query.prepare(u"SELECT document FROM scenario WHERE id = ?"_s);
    query.addBindValue(scenarioId);
    if (!query.exec() || !query.next()) {
        d->fail(Error::Invalid, Tr::tr("There is no scenario %1 in this campaign.").arg(scenarioId));
        return std::nullopt;
    }
    table::ScenarioJson::ReadResult result = table::ScenarioJson::read(query.value(0).toByteArray());
    if (!result) {
        d->fail(Error::Damaged, Tr::tr("Scenario %1 in this campaign cannot be read: %2").arg(scenarioId).arg(result.errorString));
        return std::nullopt;
    }
    return std::move(result.scenario);
}

std::optional<QByteArray> CampaignStore::exportScenarioJson(qint64 scenarioId) const
{
    const std::optional<table::Scenario> stored = scenario(scenarioId);
    if (!stored)
        return std::nullopt;
    return table::ScenarioJson::write(*stored);
}

// --- Battles -----------------------------------------------------------------

namespace {

BattleInfo battleFrom(const QSqlQuery &query)
{
    BattleInfo info;
    info.id = query.value(0).toLongLong();
    info.scenarioId = query.value(1).toLongLong();
    info.name = query.value(2).toString();
    info.diceSeed = query.value(3).toString().toULongLong();
    info.turn = query.value(4).toInt();
    info.carriedFrom = query.value(5).toLongLong();
    info.started = timeFromText(query.value(6).toString());
    info.updated = timeFromText(query.value(7).toString());
    return info;
}

const QString battleColumns = u"id, scenario_id, name, dice_seed, turn, carried_from, started, updated"_s;

} // namespace

QList<BattleInfo> CampaignStore::battles() const
{
    QList<BattleInfo> result;
    if (!d->readable())
        return result;
    QSqlQuery query(d->mDb);
    query.exec(u"SELECT %1 FROM battle ORDER BY id"_s.arg(battleColumns));
    while (query.next())
        result.append(battleFrom(query));
    return result;
}

QList<BattleInfo> CampaignStore::battlesOf(qint64 scenarioId) const
{
    QList<BattleInfo> result;
    for (const BattleInfo &info : battles()) {
        if (info.scenarioId == scenarioId)
            result.append(info);
    }
    return result;
}

std::optional<BattleInfo> CampaignStore::battleInfo(qint64 battleId) const
{
    if (!d->readable())
        return std::nullopt;
    QSqlQuery query(d->mDb);
    query.prepare(u"SELECT %1 FROM battle WHERE id = ?"_s.arg(battleColumns));
    query.addBindValue(battleId);
    if (query.exec() && query.next())
        return battleFrom(query);
    return std::nullopt;
}

std::optional<qint64> CampaignStore::startBattle(const NewBattle &options)
{
    d->clearError();
    if (!d->writable())
        return std::nullopt;
    const std::optional<ScenarioInfo> info = scenarioInfo(options.scenarioId);
    std::optional<table::Scenario> table = scenario(options.scenarioId);
    if (!info || !table)
        return std::nullopt;
    if (options.carryStrengthFrom != 0) {
        const std::optional<table::Scenario> previous = loadBattle(options.carryStrengthFrom);
        if (!previous)
            return std::nullopt;
        const QList<table::Unit> units = table->units();
        for (table::Unit unit : units) {
            if (const table::Unit *before = previous->unit(unit.id())) {
                unit.setStrength(before->strength());
                unit.setCasualties(before->casualties());
                unit.setMoraleCounters(before->moraleCounters());
                table->updateUnit(unit);
            }
        }
    }
    std::uint64_t seed = options.diceSeed;
    while (seed == 0)
        seed = QRandomGenerator::system()->generate64();
    const QString name = options.name.isEmpty()
        ? Tr::tr("%1 (%2)").arg(info->name, QDate::currentDate().toString(Qt::ISODate))
        : options.name;

    if (!d->begin())
        return std::nullopt;
    QSqlQuery insert(d->mDb);
    insert.prepare(u"INSERT INTO battle (scenario_id, name, dice_seed, turn, settings, carried_from, started, updated) "
                   "VALUES (?, ?, ?, 0, '{}', ?, ?, ?)"_s);
    insert.addBindValue(options.scenarioId);
    insert.addBindValue(name);
    insert.addBindValue(QString::number(seed));
    insert.addBindValue(battleValue(options.carryStrengthFrom));
    const QString now = nowText();
    insert.addBindValue(now);
    insert.addBindValue(now);
    if (!insert.exec()) {
        d->failQuery(insert);
        d->abort();
        return std::nullopt;
    }
    const qint64 battle = insert.lastInsertId().toLongLong();
    TableCache cache;
    if (!d->writeTable(battle, *table, cache)) {
        d->abort();
        return std::nullopt;
    }
    journal::JournalEvent start;
    start.kind = u"battle.start"_s;
    start.summary = options.carryStrengthFrom != 0
        ? Tr::tr("Battle “%1” begins from the scenario “%2”, with the strengths at the end of battle %3.")
              .arg(name, info->name)
              .arg(options.carryStrengthFrom)
        : Tr::tr("Battle “%1” begins from the scenario “%2”.").arg(name, info->name);
    start.detail = QJsonObject{{u"scenario"_s, options.scenarioId},
                               {u"diceSeed"_s, QString::number(seed)},
                               {u"carriedFrom"_s, options.carryStrengthFrom}};
    const std::optional<qint64> entry = d->insertEvent(battle, start);
    if (!entry) {
        d->abort();
        return std::nullopt;
    }
    if (!d->end())
        return std::nullopt;
    d->mTables.insert(battle, std::move(cache));
    d->mLastEntryIds = {*entry};
    return battle;
}

std::optional<table::Scenario> CampaignStore::loadBattle(qint64 battleId) const
{
    d->clearError();
    if (!d->readable()) {
        d->fail(Error::Invalid, Tr::tr("No campaign is open."));
        return std::nullopt;
    }
    if (d->mReadOnly)
        return d->readTable(battleId, nullptr);
    TableCache cache;
    std::optional<table::Scenario> table = d->readTable(battleId, &cache);
    if (table)
        d->mTables.insert(battleId, std::move(cache));
    return table;
}

std::optional<QByteArray> CampaignStore::exportBattleJson(qint64 battleId) const
{
    const std::optional<table::Scenario> table = loadBattle(battleId);
    if (!table)
        return std::nullopt;
    return table::ScenarioJson::write(*table);
}

bool CampaignStore::renameBattle(qint64 battleId, const QString &name)
{
    d->clearError();
    if (!d->writable())
        return false;
    QSqlQuery query(d->mDb);
    query.prepare(u"UPDATE battle SET name = ? WHERE id = ?"_s);
    query.addBindValue(text(name));
    query.addBindValue(battleId);
    if (!query.exec())
        return d->failQuery(query);
    if (query.numRowsAffected() != 1)
        return d->fail(Error::Invalid, Tr::tr("There is no battle %1 in this campaign.").arg(battleId));
    return true;
}

bool CampaignStore::setBattleDiceSeed(qint64 battleId, std::uint64_t seed)
{
    d->clearError();
    if (!d->writable())
        return false;
    if (seed == 0)
        return d->fail(Error::Invalid, Tr::tr("A battle's dice seed cannot be 0."));
    QSqlQuery query(d->mDb);
    query.prepare(u"UPDATE battle SET dice_seed = ? WHERE id = ?"_s);
    query.addBindValue(QString::number(seed));
    query.addBindValue(battleId);
    if (!query.exec())
        return d->failQuery(query);
    if (query.numRowsAffected() != 1)
        return d->fail(Error::Invalid, Tr::tr("There is no battle %1 in this campaign.").arg(battleId));
    return true;
}

// --- Autosave ----------------------------------------------------------------

bool CampaignStore::commit(const Commit &step)
{
    d->clearError();
    if (!d->writable())
        return false;
    if (step.battle == 0 && (step.table || step.turn || step.play))
        return d->fail(Error::Invalid, Tr::tr("A table, turn or state of play needs a battle."));
    if (step.eventsGame >= 0 && (step.battle != 0 || step.eventsGame >= step.games.size()))
        return d->fail(Error::Invalid, Tr::tr("Entries of a game belong to no battle and need that game."));
    if (!step.voids.isEmpty() && step.events.isEmpty())
        return d->fail(Error::Invalid, Tr::tr("Voiding entries needs an entry that says why."));

    TableCache cache;
    if (step.table) {
        const auto cached = d->mTables.constFind(step.battle);
        if (cached != d->mTables.cend()) {
            cache = *cached;
        } else if (!d->readTable(step.battle, &cache)) {
            return false;
        }
    } else if (step.battle != 0 && !d->mTables.contains(step.battle) && !d->battleExists(step.battle)) {
        return d->fail(Error::Invalid, Tr::tr("There is no battle %1 in this campaign.").arg(step.battle));
    }
    bool writePlay = false;
    if (step.play) {
        const auto stored = d->mPlays.constFind(step.battle);
        writePlay = stored == d->mPlays.cend() || !(*stored == *step.play);
    }

    if (!d->begin())
        return false;
    if (step.table && !d->writeTable(step.battle, *step.table, cache))
        return d->abort();
    QList<qint64> gameIds;
    gameIds.reserve(step.games.size());
    for (const GameState &game : step.games) {
        const std::optional<qint64> id = d->saveGame(game);
        if (!id)
            return d->abort();
        gameIds.append(*id);
    }
    const qint64 eventsGame = step.eventsGame >= 0 ? gameIds[step.eventsGame] : 0;
    QList<qint64> ids;
    ids.reserve(step.events.size());
    for (const journal::JournalEvent &event : step.events) {
        const std::optional<qint64> id = d->insertEvent(step.battle, event, eventsGame);
        if (!id)
            return d->abort();
        ids.append(*id);
    }
    if (!step.voids.isEmpty() && !d->setVoidedBy(step.voids, ids.constFirst()))
        return d->abort();
    if (!step.reinstates.isEmpty() && !d->setVoidedBy(step.reinstates, 0))
        return d->abort();
    if (writePlay && !d->writePlay(step.battle, *step.play))
        return d->abort();
    if (step.battle != 0) {
        const std::optional<int> turn = step.play ? std::optional<int>(step.play->turn) : step.turn;
        QSqlQuery &update = d->prepared(turn ? u"UPDATE battle SET updated = ?, turn = ? WHERE id = ?"_s
                                             : u"UPDATE battle SET updated = ? WHERE id = ?"_s);
        update.addBindValue(nowText());
        if (turn)
            update.addBindValue(*turn);
        update.addBindValue(step.battle);
        if (!update.exec()) {
            d->failQuery(update);
            return d->abort();
        }
    }
    if (!d->end())
        return false;
    if (step.table)
        d->mTables.insert(step.battle, std::move(cache));
    if (writePlay)
        d->mPlays.insert(step.battle, *step.play);
    d->mLastEntryIds = ids;
    d->mLastGameIds = gameIds;
    return true;
}

QList<qint64> CampaignStore::lastEntryIds() const
{
    return d->mLastEntryIds;
}

QList<qint64> CampaignStore::lastGameIds() const
{
    return d->mLastGameIds;
}

std::optional<PlayRecord> CampaignStore::play(qint64 battleId) const
{
    if (!d->readable())
        return std::nullopt;
    if (const auto cached = d->mPlays.constFind(battleId); cached != d->mPlays.cend())
        return *cached;
    QSqlQuery query(d->mDb);
    query.prepare(u"SELECT rule_system, turn, phase, side, clock, version, state FROM play WHERE battle_id = ?"_s);
    query.addBindValue(battleId);
    if (!query.exec() || !query.next())
        return std::nullopt;
    PlayRecord play;
    play.ruleSystem = query.value(0).toString();
    play.turn = query.value(1).toInt();
    play.phase = query.value(2).toString();
    play.side = query.value(3).toString();
    if (!query.value(4).isNull())
        play.clockMinutes = query.value(4).toInt();
    play.version = query.value(5).toInt();
    play.state = objectFrom(query.value(6));
    d->mPlays.insert(battleId, play);
    return play;
}

// --- Game states and house rules -----------------------------------------------

std::optional<qint64> CampaignStore::saveGame(const GameState &game)
{
    d->clearError();
    if (!d->writable())
        return std::nullopt;
    return d->saveGame(game);
}

namespace {

GameState gameFrom(const QSqlQuery &query)
{
    GameState game;
    game.id = query.value(0).toLongLong();
    game.kind = query.value(1).toString();
    game.battle = query.value(2).toLongLong();
    game.name = query.value(3).toString();
    game.version = query.value(4).toInt();
    game.state = objectFrom(query.value(5));
    game.finished = query.value(6).toInt() != 0;
    game.updated = timeFromText(query.value(7).toString());
    return game;
}

} // namespace

std::optional<GameState> CampaignStore::game(qint64 gameId) const
{
    if (!d->readable())
        return std::nullopt;
    QSqlQuery query(d->mDb);
    query.prepare(u"SELECT id, kind, battle_id, name, version, state, finished, updated FROM game WHERE id = ?"_s);
    query.addBindValue(gameId);
    if (query.exec() && query.next())
        return gameFrom(query);
    return std::nullopt;
}

QList<GameState> CampaignStore::games(const QString &kind) const
{
    QList<GameState> result;
    if (!d->readable())
        return result;
    QSqlQuery query(d->mDb);
    query.prepare(u"SELECT id, kind, battle_id, name, version, state, finished, updated FROM game "
                  "WHERE ? = '' OR kind = ? ORDER BY updated DESC, id DESC"_s);
    query.addBindValue(kind);
    query.addBindValue(kind);
    if (query.exec()) {
        while (query.next())
            result.append(gameFrom(query));
    }
    return result;
}

QJsonObject CampaignStore::houseRules(const QString &ruleSystem, qint64 scenarioId) const
{
    if (!d->readable())
        return {};
    QSqlQuery query(d->mDb);
    query.prepare(u"SELECT rules FROM house_rules WHERE rule_system = ? AND scenario_id IN (?, 0) ORDER BY scenario_id DESC LIMIT 1"_s);
    query.addBindValue(ruleSystem);
    query.addBindValue(scenarioId);
    if (query.exec() && query.next())
        return objectFrom(query.value(0));
    return {};
}

bool CampaignStore::setHouseRules(const QString &ruleSystem, const QJsonObject &rules, qint64 scenarioId)
{
    d->clearError();
    if (!d->writable())
        return false;
    QSqlQuery query(d->mDb);
    query.prepare(u"INSERT OR REPLACE INTO house_rules (rule_system, scenario_id, rules, updated) VALUES (?, ?, ?, ?)"_s);
    query.addBindValue(text(ruleSystem));
    query.addBindValue(scenarioId);
    query.addBindValue(compact(rules));
    query.addBindValue(nowText());
    return query.exec() || d->failQuery(query);
}

// --- The campaign log ----------------------------------------------------------

namespace {

// Words of a search as an FTS5 query: each word quoted (so punctuation and
// operators are literal) and matched as a prefix; all must match.
QString ftsQuery(const QString &text)
{
    QStringList terms;
    const QStringList words = text.split(u' ', Qt::SkipEmptyParts);
    for (QString word : words) {
        word.replace(u'"', u"\"\""_s);
        terms.append(u'"' + word + u"\"*"_s);
    }
    return terms.join(u' ');
}

QString likePattern(QString word)
{
    word.replace(u'\\', u"\\\\"_s);
    word.replace(u'%', u"\\%"_s);
    word.replace(u'_', u"\\_"_s);
    return u'%' + word + u'%';
}

} // namespace

QString CampaignStore::Private::whereClause(const JournalFilter &filter, QVariantList &values) const
{
    QStringList conditions;
    if (filter.battle) {
        if (*filter.battle == 0) {
            conditions.append(u"j.battle_id IS NULL"_s);
        } else {
            conditions.append(u"j.battle_id = ?"_s);
            values.append(*filter.battle);
        }
    }
    if (filter.game) {
        if (*filter.game < 0) {
            conditions.append(u"j.game_id IS NULL"_s);
        } else if (*filter.game == 0) {
            conditions.append(u"j.game_id IS NOT NULL"_s);
        } else {
            conditions.append(u"j.game_id = ?"_s);
            values.append(*filter.game);
        }
    }
    if (!filter.unit.isEmpty()) {
        conditions.append(u"j.id IN (SELECT entry_id FROM journal_actor WHERE unit = ?)"_s);
        values.append(filter.unit);
    }
    if (!filter.side.isEmpty()) {
        conditions.append(u"(j.visibility = ? OR EXISTS (SELECT 1 FROM journal_actor a JOIN unit u "
                          "ON u.battle_id = j.battle_id AND u.key = a.unit WHERE a.entry_id = j.id AND u.side = ?))"_s);
        values.append(filter.side);
        values.append(filter.side);
    }
    if (!filter.kinds.isEmpty()) {
        QStringList marks;
        for (const QString &kind : filter.kinds) {
            marks.append(u"?"_s);
            values.append(kind);
        }
        conditions.append(u"j.kind IN (%1)"_s.arg(marks.join(u", "_s)));
    }
    const QString text = filter.text.simplified();
    if (!text.isEmpty()) {
        if (mFts) {
            conditions.append(u"j.id IN (SELECT rowid FROM journal_fts WHERE journal_fts MATCH ?)"_s);
            values.append(ftsQuery(text));
        } else {
            const QStringList words = text.split(u' ', Qt::SkipEmptyParts);
            for (const QString &word : words) {
                conditions.append(u"(j.summary LIKE ? ESCAPE '\\' OR j.kind LIKE ? ESCAPE '\\' OR j.actors LIKE ? ESCAPE '\\')"_s);
                values.append(likePattern(word));
                values.append(likePattern(word));
                values.append(likePattern(word));
            }
        }
    }
    if (!filter.includeVoided)
        conditions.append(u"j.voided_by IS NULL"_s);
    if (filter.afterId > 0) {
        conditions.append(u"j.id > ?"_s);
        values.append(filter.afterId);
    }
    if (filter.beforeId > 0) {
        conditions.append(u"j.id < ?"_s);
        values.append(filter.beforeId);
    }
    return conditions.isEmpty() ? QString() : u" WHERE "_s + conditions.join(u" AND "_s);
}

QList<JournalEntry> CampaignStore::Private::readEntries(QSqlQuery &query) const
{
    QList<JournalEntry> entries;
    QHash<qint64, qsizetype> index;
    while (query.next()) {
        JournalEntry entry;
        entry.id = query.value(0).toLongLong();
        entry.battle = query.value(1).toLongLong();
        entry.event.turn = query.value(2).toInt();
        entry.event.time = timeFromText(query.value(3).toString());
        entry.event.kind = query.value(4).toString();
        const QJsonArray actors = QJsonDocument::fromJson(query.value(5).toByteArray()).array();
        for (const QJsonValue &actor : actors)
            entry.event.actors.append(actor.toString());
        entry.event.summary = query.value(6).toString();
        entry.event.detail = objectFrom(query.value(7));
        entry.event.visibility = query.value(8).toString();
        entry.voidedBy = query.value(9).toLongLong();
        entry.game = query.value(10).toLongLong();
        index.insert(entry.id, entries.size());
        entries.append(std::move(entry));
    }
    if (entries.isEmpty())
        return entries;
    qint64 low = entries.constFirst().id;
    qint64 high = low;
    for (const JournalEntry &entry : std::as_const(entries)) {
        low = std::min(low, entry.id);
        high = std::max(high, entry.id);
    }
    QSqlQuery rolls(mDb);
    rolls.setForwardOnly(true);
    rolls.prepare(u"SELECT entry_id, purpose, origin, dice FROM roll WHERE entry_id BETWEEN ? AND ? ORDER BY entry_id, seq"_s);
    rolls.addBindValue(low);
    rolls.addBindValue(high);
    if (rolls.exec()) {
        while (rolls.next()) {
            const auto it = index.constFind(rolls.value(0).toLongLong());
            if (it == index.cend())
                continue;
            dice::RollRecord record;
            record.purpose = rolls.value(1).toString();
            record.origin = originFromName(rolls.value(2).toString());
            const QJsonArray dice = QJsonDocument::fromJson(rolls.value(3).toByteArray()).array();
            for (const QJsonValue &value : dice) {
                const QJsonObject die = value.toObject();
                record.dice.append(dice::DieRoll{dice::Die{die.value(u"faces"_s).toInt(), die.value(u"first"_s).toInt()},
                                                 die.value(u"face"_s).toInt()});
            }
            entries[*it].event.rolls.append(record);
        }
    }
    return entries;
}

QList<JournalEntry> CampaignStore::journal(const JournalFilter &filter) const
{
    if (!d->readable())
        return {};
    QVariantList values;
    QString sql = u"SELECT j.id, j.battle_id, j.turn, j.time, j.kind, j.actors, j.summary, j.detail, j.visibility, j.voided_by, "
                  "j.game_id FROM journal j"_s
        + d->whereClause(filter, values);
    sql += filter.newestFirst ? u" ORDER BY j.id DESC"_s : u" ORDER BY j.id"_s;
    if (filter.limit >= 0)
        sql += u" LIMIT %1"_s.arg(filter.limit);
    QSqlQuery query(d->mDb);
    query.setForwardOnly(true);
    query.prepare(sql);
    for (const QVariant &value : std::as_const(values))
        query.addBindValue(value);
    if (!query.exec()) {
        d->failQuery(query);
        return {};
    }
    QList<JournalEntry> entries = d->readEntries(query);
    if (filter.newestFirst)
        std::reverse(entries.begin(), entries.end());
    return entries;
}

qint64 CampaignStore::journalCount(const JournalFilter &filter) const
{
    if (!d->readable())
        return 0;
    QVariantList values;
    const QString sql = u"SELECT count(*) FROM journal j"_s + d->whereClause(filter, values);
    QSqlQuery query(d->mDb);
    query.prepare(sql);
    for (const QVariant &value : std::as_const(values))
        query.addBindValue(value);
    if (!query.exec() || !query.next()) {
        d->failQuery(query);
        return 0;
    }
    qint64 count = query.value(0).toLongLong();
    if (filter.limit >= 0)
        count = std::min<qint64>(count, filter.limit);
    return count;
}

std::optional<JournalEntry> CampaignStore::journalEntry(qint64 entryId) const
{
    if (!d->readable())
        return std::nullopt;
    QSqlQuery query(d->mDb);
    query.prepare(u"SELECT id, battle_id, turn, time, kind, actors, summary, detail, visibility, voided_by, game_id "
                  "FROM journal WHERE id = ?"_s);
    query.addBindValue(entryId);
    if (!query.exec())
        return std::nullopt;
    const QList<JournalEntry> entries = d->readEntries(query);
    if (entries.isEmpty())
        return std::nullopt;
    return entries.constFirst();
}

QStringList CampaignStore::journalKinds() const
{
    QStringList kinds;
    if (!d->readable())
        return kinds;
    QSqlQuery query(d->mDb);
    query.exec(u"SELECT DISTINCT kind FROM journal ORDER BY kind"_s);
    while (query.next())
        kinds.append(query.value(0).toString());
    return kinds;
}

std::optional<qint64> CampaignStore::addNote(qint64 battleId, int turn, const QString &text, const QString &visibility)
{
    d->clearError();
    if (!d->writable())
        return std::nullopt;
    if (text.trimmed().isEmpty()) {
        d->fail(Error::Invalid, Tr::tr("A note needs some text."));
        return std::nullopt;
    }
    journal::JournalEvent note;
    note.kind = u"note"_s;
    note.summary = text.trimmed();
    note.turn = turn;
    note.visibility = visibility;
    Commit step;
    step.battle = battleId;
    step.events = {note};
    if (!commit(step))
        return std::nullopt;
    return d->mLastEntryIds.constFirst();
}

std::optional<qint64> CampaignStore::voidEntry(qint64 entryId, const QString &reason)
{
    d->clearError();
    if (!d->writable())
        return std::nullopt;
    const std::optional<JournalEntry> entry = journalEntry(entryId);
    if (!entry) {
        d->fail(Error::Invalid, Tr::tr("There is no log entry %1.").arg(entryId));
        return std::nullopt;
    }
    if (entry->isVoided()) {
        d->fail(Error::Invalid, Tr::tr("Log entry %1 is already void (by entry %2).").arg(entryId).arg(entry->voidedBy));
        return std::nullopt;
    }
    if (entry->event.kind == u"void"_s) {
        d->fail(Error::Invalid, Tr::tr("Log entry %1 voids another entry and cannot itself be voided.").arg(entryId));
        return std::nullopt;
    }
    int turn = entry->event.turn;
    if (entry->battle != 0) {
        if (const std::optional<BattleInfo> battle = battleInfo(entry->battle))
            turn = battle->turn;
    }
    journal::JournalEvent voiding;
    voiding.kind = u"void"_s;
    voiding.turn = turn;
    voiding.actors = entry->event.actors;
    voiding.visibility = entry->event.visibility;
    voiding.summary = reason.trimmed().isEmpty()
        ? Tr::tr("Entry %1 voided: “%2”").arg(entryId).arg(entry->event.summary)
        : Tr::tr("Entry %1 voided: “%2” (%3)").arg(entryId).arg(entry->event.summary, reason.trimmed());
    voiding.detail = QJsonObject{{u"voids"_s, entryId}, {u"reason"_s, reason.trimmed()}};

    if (!d->begin())
        return std::nullopt;
    const std::optional<qint64> id = d->insertEvent(entry->battle, voiding);
    if (!id) {
        d->abort();
        return std::nullopt;
    }
    QSqlQuery update(d->mDb);
    update.prepare(u"UPDATE journal SET voided_by = ? WHERE id = ? AND voided_by IS NULL"_s);
    update.addBindValue(*id);
    update.addBindValue(entryId);
    if (!update.exec() || update.numRowsAffected() != 1) {
        d->failQuery(update);
        d->abort();
        return std::nullopt;
    }
    if (!d->end())
        return std::nullopt;
    d->mLastEntryIds = {*id};
    return id;
}

// --- Templates of units and divisions ------------------------------------------------

namespace {

UnitTemplate templateFrom(const QSqlQuery &query)
{
    UnitTemplate unitTemplate;
    unitTemplate.id = query.value(0).toLongLong();
    unitTemplate.kind = query.value(1).toString();
    unitTemplate.ruleSystem = query.value(2).toString();
    unitTemplate.name = query.value(3).toString();
    unitTemplate.data = objectFrom(query.value(4));
    unitTemplate.created = timeFromText(query.value(5).toString());
    return unitTemplate;
}

const QString templateColumns = u"id, kind, rule_system, name, data, created"_s;

} // namespace

std::optional<qint64> CampaignStore::saveTemplate(const UnitTemplate &unitTemplate)
{
    d->clearError();
    if (!d->writable())
        return std::nullopt;
    if (unitTemplate.name.trimmed().isEmpty()) {
        d->fail(Error::Invalid, Tr::tr("A template needs a name."));
        return std::nullopt;
    }
    if (unitTemplate.kind != u"unit"_s && unitTemplate.kind != u"division"_s) {
        d->fail(Error::Invalid, Tr::tr("A template is of a unit or of a division, not \"%1\".").arg(unitTemplate.kind));
        return std::nullopt;
    }
    bool known = false;
    table::ruleSystemFromId(unitTemplate.ruleSystem, &known);
    if (!known) {
        d->fail(Error::Invalid, Tr::tr("Unknown rule system \"%1\".").arg(unitTemplate.ruleSystem));
        return std::nullopt;
    }
    // What could not be read back is not kept.
    const table::TemplateJson::ReadResult read = table::TemplateJson::read(unitTemplate.data);
    if (!read) {
        d->fail(Error::Invalid, Tr::tr("The template cannot be saved: %1").arg(read.errorString));
        return std::nullopt;
    }
    if (read.contents->units.isEmpty()) {
        d->fail(Error::Invalid, Tr::tr("A template holds at least one unit."));
        return std::nullopt;
    }
    QSqlQuery query(d->mDb);
    if (unitTemplate.id == 0) {
        query.prepare(u"INSERT INTO template (kind, rule_system, name, data, created) VALUES (?, ?, ?, ?, ?)"_s);
    } else {
        query.prepare(u"UPDATE template SET kind = ?, rule_system = ?, name = ?, data = ? WHERE id = ?"_s);
    }
    query.addBindValue(unitTemplate.kind);
    query.addBindValue(unitTemplate.ruleSystem);
    query.addBindValue(unitTemplate.name.trimmed());
    query.addBindValue(compact(unitTemplate.data));
    query.addBindValue(unitTemplate.id == 0 ? QVariant(nowText()) : QVariant(unitTemplate.id));
    if (!query.exec()) {
        d->failQuery(query);
        return std::nullopt;
    }
    if (unitTemplate.id != 0) {
        if (query.numRowsAffected() != 1) {
            d->fail(Error::Invalid, Tr::tr("There is no template %1 in this campaign.").arg(unitTemplate.id));
            return std::nullopt;
        }
        return unitTemplate.id;
    }
    return query.lastInsertId().toLongLong();
}

QList<UnitTemplate> CampaignStore::templates(const QString &ruleSystem, const QString &kind) const
{
    QList<UnitTemplate> result;
    if (!d->readable())
        return result;
    QSqlQuery query(d->mDb);
    query.prepare(u"SELECT %1 FROM template WHERE (? = '' OR rule_system = ?) AND (? = '' OR kind = ?) "
                  "ORDER BY name COLLATE NOCASE, id"_s.arg(templateColumns));
    query.addBindValue(text(ruleSystem));
    query.addBindValue(text(ruleSystem));
    query.addBindValue(text(kind));
    query.addBindValue(text(kind));
    if (query.exec()) {
        while (query.next())
            result.append(templateFrom(query));
    }
    return result;
}

std::optional<UnitTemplate> CampaignStore::unitTemplate(qint64 templateId) const
{
    if (!d->readable())
        return std::nullopt;
    QSqlQuery query(d->mDb);
    query.prepare(u"SELECT %1 FROM template WHERE id = ?"_s.arg(templateColumns));
    query.addBindValue(templateId);
    if (query.exec() && query.next())
        return templateFrom(query);
    return std::nullopt;
}

bool CampaignStore::removeTemplate(qint64 templateId)
{
    d->clearError();
    if (!d->writable())
        return false;
    QSqlQuery query(d->mDb);
    query.prepare(u"DELETE FROM template WHERE id = ?"_s);
    query.addBindValue(templateId);
    if (!query.exec())
        return d->failQuery(query);
    if (query.numRowsAffected() != 1)
        return d->fail(Error::Invalid, Tr::tr("There is no template %1 in this campaign.").arg(templateId));
    return true;
}

} // namespace vedette::store

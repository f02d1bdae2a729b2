#include "campaignstore.h"

#include "campaigncopy.h"
#include "campaignfile.h"
#include "dialect.h"
#include "following.h"
#include "gamequeries.h"
#include "journalqueries.h"
#include "leases.h"
#include "migrations.h"
#include "searchindex.h"
#include "storevalues.h"
#include "tablewriter.h"
#include "templatequeries.h"

#include "table/scenariojson.h"

#include <QHash>
#include <QRandomGenerator>
#include <QSet>
#include <QSqlQuery>
#include <QUuid>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vedette::store {

// The store is the one door to a campaign: the file (campaignfile.h), the
// table writer, the journal queries and their search memo (searchmemo.h),
// the leases of a server, following other programs' steps (following.h) and
// the copy between engines (campaigncopy.h) put together, plus what is small enough to need no
// class of its own: scenarios, battles, states of play, game states, house
// rules and templates.
class CampaignStore::Private
{
public:
    // Called before the open file (if any) is closed, or another opened.
    void forget()
    {
        leases.releaseAll();
        mTables.clear();
        mPlays.clear();
        mBattles.clear();
        mFollowedVersion.reset();
        mLastEntryIds.clear();
        following.reset();
        // What this session appended is indexed for search before the file is let go.
        search.finish();
        search.reset();
        log.reset();
    }

    CampaignFile file;
    TableWriter tables{file};
    SearchIndex search{file};
    JournalQueries log{file, search};
    GameQueries games{file};
    TemplateQueries templates{file};
    QList<qint64> mLastEntryIds;
    QList<qint64> mLastGameIds;
    QHash<qint64, TableCache> mTables;
    // The state of play as last written per battle, to skip unchanged ones.
    QHash<qint64, PlayRecord> mPlays;
    // Battles known to exist, so that a step without a table does not ask.
    QSet<qint64> mBattles;
    // The data version last seen by dataVersion(): when another connection
    // committed since, what is remembered above may be out of date.
    std::optional<qint64> mFollowedVersion;

    // Who plays which battle on a server (leases.h).
    Leases leases{file};

    // What other programs wrote since the last look (following.h).
    Following following{file};
};

// ---------------------------------------------------------------------------

CampaignStore::CampaignStore()
    : d(std::make_unique<Private>())
{
}

CampaignStore::~CampaignStore()
{
    close();
}

int CampaignStore::schemaVersion()
{
    // Counted once: the migrations are resources of the program.
    static const int latest = Migrations::latestVersion();
    return latest;
}

bool CampaignStore::create(const QString &location, const QString &campaignName)
{
    d->forget();
    return d->file.create(CampaignLocation::parse(location), campaignName);
}

bool CampaignStore::open(const QString &location, Mode mode)
{
    d->forget();
    return d->file.open(CampaignLocation::parse(location), mode);
}

void CampaignStore::close()
{
    d->forget();
    d->file.close();
}

bool CampaignStore::isOpen() const { return d->file.isOpen(); }
bool CampaignStore::isReadOnly() const { return d->file.isReadOnly(); }
QString CampaignStore::filePath() const { return d->file.path(); }
QString CampaignStore::displayName() const { return d->file.location().displayName(); }
CampaignStore::Error CampaignStore::error() const { return d->file.error(); }
QString CampaignStore::errorString() const { return d->file.errorString(); }
int CampaignStore::fileSchemaVersion() const { return d->file.fileVersion(); }
QString CampaignStore::migrationBackupPath() const { return d->file.backupPath(); }
bool CampaignStore::hasFullTextIndex() const { return d->file.hasFullTextIndex(); }

bool CampaignStore::saveCopy(const QString &target)
{
    d->file.clearError();
    if (!d->file.readable())
        return d->file.fail(Error::Invalid, Tr::tr("No campaign is open."));
    const CampaignLocation where = CampaignLocation::parse(target);
    if (!where.isValid())
        return d->file.fail(Error::Invalid, where.errorString());
    if (where.toString() == d->file.path())
        return d->file.fail(Error::Exists, Tr::tr("%1 is the campaign itself; choose another place for the copy.").arg(target));
    // File to file, SQLite copies itself.
    if (!d->file.dialect().isServer() && where.isFile())
        return d->file.saveCopy(where.filePath());
    // Otherwise row by row: the source read in one snapshot, the copy
    // written in one transaction (with a server's schema).
    if (!d->file.beginSnapshot())
        return false;
    CampaignFile copy;
    const bool done = copy.create(where, QString(), [&] { return CampaignCopy::copyRows(d->file, copy); });
    d->file.abort();
    if (!done)
        return d->file.fail(copy.error(), copy.errorString());
    // The copy is committed; what follows only speeds up its first reads
    // (VACUUM cannot run in a transaction), so a refusal changes nothing.
    for (const QString &statement : copy.dialect().afterCopyStatements()) {
        QSqlQuery query(copy.db());
        query.exec(statement);
    }
    copy.close();
    return true;
}

bool CampaignStore::copy(const QString &from, const QString &to, Error *error, QString *errorString)
{
    auto failed = [&](Error code, const QString &message) {
        if (error)
            *error = code;
        if (errorString)
            *errorString = message;
        return false;
    };
    const CampaignLocation target = CampaignLocation::parse(to);
    if (!target.isValid())
        return failed(Error::Invalid, target.errorString());
    CampaignStore source;
    if (!source.open(from, Mode::ReadOnly))
        return failed(source.error(), source.errorString());
    // An older file is brought up to date first (beside a copy of itself, as any open does).
    if (source.fileSchemaVersion() < schemaVersion() && (!source.open(from, Mode::ReadWrite) || !source.d->file.isOpen()))
        return failed(source.error(), source.errorString());
    if (!source.saveCopy(to))
        return failed(source.error(), source.errorString());
    return true;
}

QString CampaignStore::campaignName() const
{
    if (!d->file.readable())
        return {};
    QSqlQuery query(d->file.db());
    if (query.exec(u"SELECT name FROM campaign WHERE id = 1"_s) && query.next())
        return query.value(0).toString();
    return {};
}

std::optional<qint64> CampaignStore::dataVersion() const
{
    // A server's campaign has no data version: changes() follows it.
    if (!d->file.readable() || d->file.dialect().isServer())
        return std::nullopt;
    const qint64 version = d->file.dataVersion();
    if (d->mFollowedVersion && *d->mFollowedVersion != version) {
        // Another connection wrote: the tables and states of play this one
        // remembers are read again when next asked for.
        d->mTables.clear();
        d->mPlays.clear();
        d->mBattles.clear();
    }
    d->mFollowedVersion = version;
    return version;
}

bool CampaignStore::setCampaignName(const QString &name)
{
    d->file.clearError();
    if (!d->file.writable())
        return false;
    QSqlQuery query(d->file.db());
    query.prepare(u"UPDATE campaign SET name = ? WHERE id = 1"_s);
    query.addBindValue(text(name));
    return query.exec() || d->file.failQuery(query);
}


// --- Scenarios ---------------------------------------------------------------

QList<ScenarioInfo> CampaignStore::scenarios() const
{
    QList<ScenarioInfo> result;
    if (!d->file.readable())
        return result;
    QSqlQuery query(d->file.db());
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
    d->file.clearError();
    if (!d->file.writable())
        return std::nullopt;
    QSqlQuery query(d->file.db());
    query.prepare(d->file.dialect().insertGivingId(u"INSERT INTO scenario (name, rule_system, source, document, created) VALUES (?, ?, ?, ?, ?)"_s));
    query.addBindValue(scenario.title().isEmpty() ? Tr::tr("Untitled scenario") : scenario.title());
    query.addBindValue(table::ruleSystemId(scenario.ruleSystem()));
    query.addBindValue(text(source));
    query.addBindValue(utf8Text(table::ScenarioJson::write(scenario)));
    query.addBindValue(nowText());
    if (!query.exec()) {
        d->file.failQuery(query);
        return std::nullopt;
    }
    return d->file.insertedId(query);
}

std::optional<qint64> CampaignStore::importScenarioJson(const QByteArray &json, const QString &source)
{
    d->file.clearError();
    if (!d->file.writable())
        return std::nullopt;
    const table::ScenarioJson::ReadResult result = table::ScenarioJson::read(json);
    if (!result) {
        d->file.fail(Error::Invalid, Tr::tr("The scenario cannot be imported: %1").arg(result.errorString));
        return std::nullopt;
    }
    return addScenario(*result.scenario, source);
}

std::optional<table::Scenario> CampaignStore::scenario(qint64 scenarioId) const
{
    d->file.clearError();
    if (!d->file.readable())
        return std::nullopt;
    QSqlQuery query(d->file.db());
    if (!d->file.run(query, u"SELECT document FROM scenario WHERE id = ?"_s, {scenarioId}) || !query.next()) {
        d->file.fail(Error::Invalid, Tr::tr("There is no scenario %1 in this campaign.").arg(scenarioId));
        return std::nullopt;
    }
    table::ScenarioJson::ReadResult result = table::ScenarioJson::read(query.value(0).toByteArray());
    if (!result) {
        d->file.fail(Error::Damaged, Tr::tr("Scenario %1 in this campaign cannot be read: %2").arg(scenarioId).arg(result.errorString));
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

// `updated` is the later of the battle's own (the last step that changed its
// table, turn or state of play) and its newest entry's time (both ISO 8601
// UTC text, so they compare as text).
QString battleColumns(const Dialect &dialect)
{
    return u"id, scenario_id, name, dice_seed, turn, carried_from, started, "_s
        // The newest entry by the index on (battle_id, id): a planner that
        // walked the log backwards instead read every later battle's entries.
        + dialect.greatest(u"updated"_s, u"coalesce((SELECT j.time FROM journal j WHERE j.id = "
                                         "(SELECT max(k.id) FROM journal k WHERE k.battle_id = battle.id)), '')"_s);
}

} // namespace

QList<BattleInfo> CampaignStore::battles() const
{
    QList<BattleInfo> result;
    if (!d->file.readable())
        return result;
    QSqlQuery query(d->file.db());
    query.exec(u"SELECT %1 FROM battle ORDER BY id"_s.arg(battleColumns(d->file.dialect())));
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
    if (!d->file.readable())
        return std::nullopt;
    QSqlQuery query(d->file.db());
    if (d->file.run(query, u"SELECT %1 FROM battle WHERE id = ?"_s.arg(battleColumns(d->file.dialect())), {battleId}) && query.next())
        return battleFrom(query);
    return std::nullopt;
}

std::optional<qint64> CampaignStore::startBattle(const NewBattle &options)
{
    d->file.clearError();
    if (!d->file.writable())
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

    if (!d->file.begin())
        return std::nullopt;
    QSqlQuery insert(d->file.db());
    insert.prepare(d->file.dialect().insertGivingId(u"INSERT INTO battle (scenario_id, name, dice_seed, turn, settings, carried_from, started, updated) "
                                                    "VALUES (?, ?, ?, 0, '{}', ?, ?, ?)"_s));
    insert.addBindValue(options.scenarioId);
    insert.addBindValue(name);
    insert.addBindValue(QString::number(seed));
    insert.addBindValue(battleValue(options.carryStrengthFrom));
    const QString now = nowText();
    insert.addBindValue(now);
    insert.addBindValue(now);
    if (!insert.exec()) {
        d->file.failQuery(insert);
        d->file.abort();
        return std::nullopt;
    }
    const qint64 battle = d->file.insertedId(insert);
    TableCache cache;
    if (!d->tables.write(battle, *table, cache)) {
        d->file.abort();
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
    const std::optional<qint64> entry = d->log.insert(battle, start);
    if (!entry) {
        d->file.abort();
        return std::nullopt;
    }
    if (!d->file.end())
        return std::nullopt;
    d->search.appended(1);
    d->mTables.insert(battle, std::move(cache));
    d->mLastEntryIds = {*entry};
    return battle;
}

std::optional<table::Scenario> CampaignStore::loadBattle(qint64 battleId) const
{
    d->file.clearError();
    if (!d->file.readable()) {
        d->file.fail(Error::Invalid, Tr::tr("No campaign is open."));
        return std::nullopt;
    }
    if (d->file.isReadOnly())
        return d->tables.read(battleId, nullptr);
    TableCache cache;
    std::optional<table::Scenario> table = d->tables.read(battleId, &cache);
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
    d->file.clearError();
    if (!d->file.writable())
        return false;
    QSqlQuery query(d->file.db());
    query.prepare(u"UPDATE battle SET name = ? WHERE id = ?"_s);
    query.addBindValue(text(name));
    query.addBindValue(battleId);
    if (!query.exec())
        return d->file.failQuery(query);
    if (query.numRowsAffected() != 1)
        return d->file.fail(Error::Invalid, Tr::tr("There is no battle %1 in this campaign.").arg(battleId));
    return true;
}

bool CampaignStore::setBattleDiceSeed(qint64 battleId, std::uint64_t seed)
{
    d->file.clearError();
    if (!d->file.writable())
        return false;
    if (seed == 0)
        return d->file.fail(Error::Invalid, Tr::tr("A battle's dice seed cannot be 0."));
    QSqlQuery query(d->file.db());
    query.prepare(u"UPDATE battle SET dice_seed = ? WHERE id = ?"_s);
    query.addBindValue(QString::number(seed));
    query.addBindValue(battleId);
    if (!query.exec())
        return d->file.failQuery(query);
    if (query.numRowsAffected() != 1)
        return d->file.fail(Error::Invalid, Tr::tr("There is no battle %1 in this campaign.").arg(battleId));
    return true;
}

// --- Autosave ----------------------------------------------------------------

bool CampaignStore::commit(const Commit &step)
{
    d->file.clearError();
    if (!d->file.writable())
        return false;
    if (step.battle == 0 && (step.table || step.turn || step.play))
        return d->file.fail(Error::Invalid, Tr::tr("A table, turn or state of play needs a battle."));
    if (step.eventsGame >= 0 && (step.battle != 0 || step.eventsGame >= step.games.size()))
        return d->file.fail(Error::Invalid, Tr::tr("Entries of a game belong to no battle and need that game."));
    if (!step.voids.isEmpty() && step.events.isEmpty())
        return d->file.fail(Error::Invalid, Tr::tr("Voiding entries needs an entry that says why."));

    // A server that went away since the last step is looked for first.
    if (!d->file.ensureConnected())
        return false;
    // On a server the step carries an id: when its commit is cut off (the
    // connection lost, the server restarted) it is tried once more, and the
    // second try first asks whether the first one went through after all.
    const QString stepId = d->file.dialect().hasSeveralWriters() ? QUuid::createUuid().toString(QUuid::WithoutBraces) : QString();
    Attempt written; // the last try that got as far as writing
    if (commitOnce(step, stepId, nullptr, written))
        return true;
    // A refusal by the server (a serialization failure, a deadlock) is tried
    // once more; a lost connection (a restart, perhaps several in a row) is
    // tried while the server comes back, up to four tries in all, each
    // asking first whether an earlier one was written after all.
    for (int tries = 1; d->file.mayRetry() && tries < 4; ++tries) {
        const bool lost = !d->file.db().isOpen() || d->file.lostConnection();
        if (!lost && tries >= 2)
            break;
        // A connection the server ended may still look open to the driver.
        if (lost && !d->file.reconnect())
            return false;
        d->file.clearError();
        Attempt next;
        if (commitOnce(step, stepId, &written, next))
            return true;
        // A try that failed before writing anything cannot have been written.
        if (!next.entries.isEmpty() || !next.games.isEmpty())
            written = next;
    }
    return false;
}

bool CampaignStore::commitOnce(const Commit &step, const QString &stepId, const Attempt *before, Attempt &attempt)
{
    const Dialect &dialect = d->file.dialect();
    if (before && !stepId.isEmpty()) {
        QSqlQuery &written = d->file.prepared(u"SELECT 1 FROM step WHERE id = ?"_s);
        written.addBindValue(stepId);
        if (!written.exec())
            return d->file.failQuery(written);
        const bool found = written.next();
        written.finish();
        if (found) {
            // The first try was written (only its answer was lost): its
            // entries and games are the step's. What the store remembers of
            // the battle is read again when next needed.
            d->mLastEntryIds = before->entries;
            d->mLastGameIds = before->games;
            d->following.wrote(before->entries);
            d->mTables.remove(step.battle);
            d->mPlays.remove(step.battle);
            return true;
        }
    }

    TableCache cache;
    if (step.table) {
        const auto cached = d->mTables.constFind(step.battle);
        if (cached != d->mTables.cend()) {
            cache = *cached;
        } else if (!d->tables.read(step.battle, &cache)) {
            return false;
        }
    } else if (step.battle != 0 && !d->mTables.contains(step.battle) && !d->mBattles.contains(step.battle)) {
        // Battles are never removed: one found once is there for good.
        if (!d->games.battleExists(step.battle)) {
            if (d->file.error() == Error::None)
                d->file.fail(Error::Invalid, Tr::tr("There is no battle %1 in this campaign.").arg(step.battle));
            return false;
        }
        d->mBattles.insert(step.battle);
    }
    bool writePlay = false;
    if (step.play) {
        const auto stored = d->mPlays.constFind(step.battle);
        writePlay = stored == d->mPlays.cend() || !(*stored == *step.play);
    }

    // A server's step takes its battle (or the campaign) first, in the same
    // round trip as its BEGIN: the steps of one battle are then one after
    // the other, a battle another referee holds is refused before anything
    // is written, the step's id is recorded, and the others are told.
    qint64 revision = 0;
    if (dialect.hasSeveralWriters()) {
        std::optional<qint64> claimed;
        if (!d->file.beginWithClaim(dialect.beginAndClaimSql(step.battle, d->leases.holder(), stepId), &claimed))
            return false;
        if (!claimed) {
            d->file.abort();
            if (const std::optional<LeaseInfo> holder = lease(step.battle)) {
                return d->file.fail(Error::Leased, Tr::tr("Battle %1 is being played by %2 at another table; the step was not written. "
                                                          "It can be followed here, not played.")
                                                       .arg(step.battle)
                                                       .arg(holder->label));
            }
            return d->file.fail(Error::Invalid, Tr::tr("There is no battle %1 in this campaign.").arg(step.battle));
        }
        revision = *claimed;
        // A lease due for renewal is renewed with the step.
        if (step.battle != 0 && d->leases.isDue(step.battle) && !d->leases.take(step.battle))
            return d->file.abort();
    } else if (!d->file.begin()) {
        return false;
    }
    if (step.table && !d->tables.write(step.battle, *step.table, cache))
        return d->file.abort();
    if (step.houseRules
        && !d->games.setHouseRules(step.houseRules->ruleSystem, step.houseRules->rules, step.houseRules->scenarioId))
        return d->file.abort();
    QList<qint64> gameIds;
    gameIds.reserve(step.games.size());
    for (const GameState &game : step.games) {
        const std::optional<qint64> id = d->games.save(game);
        if (!id)
            return d->file.abort();
        gameIds.append(*id);
        attempt.games.append(*id);
    }
    const qint64 eventsGame = step.eventsGame >= 0 ? gameIds[step.eventsGame] : 0;
    QList<qint64> ids;
    ids.reserve(step.events.size());
    for (const journal::JournalEvent &event : step.events) {
        const std::optional<qint64> id = d->log.insert(step.battle, event, eventsGame);
        if (!id)
            return d->file.abort();
        ids.append(*id);
        attempt.entries.append(*id);
    }
    if (!step.voids.isEmpty() && !d->log.setVoidedBy(step.voids, ids.constFirst()))
        return d->file.abort();
    if (!step.reinstates.isEmpty() && !d->log.setVoidedBy(step.reinstates, 0))
        return d->file.abort();
    if (writePlay && !d->games.writePlay(step.battle, *step.play))
        return d->file.abort();
    // A step that only appends entries leaves the battle's row alone (one
    // page fewer to write): its newest entry says when it was last played
    // (see battleColumns).
    if (step.battle != 0 && (step.table || step.turn || step.play)) {
        const std::optional<int> turn = step.play ? std::optional<int>(step.play->turn) : step.turn;
        QSqlQuery &update = d->file.prepared(turn ? u"UPDATE battle SET updated = ?, turn = ? WHERE id = ?"_s
                                             : u"UPDATE battle SET updated = ? WHERE id = ?"_s);
        update.addBindValue(nowText());
        if (turn)
            update.addBindValue(*turn);
        update.addBindValue(step.battle);
        if (!update.exec()) {
            d->file.failQuery(update);
            return d->file.abort();
        }
    }
    if (!d->file.end())
        return false;
    // After the step is durable: the search index is caught up in batches.
    d->search.appended(ids.size());
    if (step.table)
        d->mTables.insert(step.battle, std::move(cache));
    if (writePlay)
        d->mPlays.insert(step.battle, *step.play);
    d->mLastEntryIds = ids;
    d->mLastGameIds = gameIds;
    d->following.wrote(ids);
    if (revision != 0)
        d->following.wroteRevision(step.battle, revision);
    return true;
}

// --- Several referees ---------------------------------------------------------

bool CampaignStore::takeLease(qint64 battleId)
{
    d->file.clearError();
    if (!d->file.readable())
        return d->file.fail(Error::Invalid, Tr::tr("No campaign is open."));
    if (!d->file.dialect().hasSeveralWriters())
        return true;
    if (d->file.isReadOnly())
        return d->file.fail(Error::ReadOnly, Tr::tr("The campaign is open read-only; nothing can be changed."));
    if (!d->file.ensureConnected())
        return false;
    if (d->leases.take(battleId))
        return true;
    if (d->file.error() == Error::Leased) {
        if (const std::optional<LeaseInfo> holder = lease(battleId)) {
            d->file.fail(Error::Leased, Tr::tr("Battle %1 is being played by %2 at another table. It can be followed here, not played.")
                                            .arg(battleId)
                                            .arg(holder->label));
        }
    }
    return false;
}

bool CampaignStore::renewLeases()
{
    d->file.clearError();
    if (!d->file.readable() || !d->file.dialect().hasSeveralWriters())
        return true;
    if (!d->file.ensureConnected(0))
        return false;
    bool all = true;
    for (qint64 battle : d->leases.held()) {
        if (!d->leases.take(battle))
            all = false;
    }
    return all;
}

void CampaignStore::releaseLease(qint64 battleId)
{
    d->leases.release(battleId);
}

std::optional<LeaseInfo> CampaignStore::lease(qint64 battleId) const
{
    if (!d->file.readable() || !d->file.dialect().hasSeveralWriters())
        return std::nullopt;
    return d->leases.other(battleId);
}

void CampaignStore::loseNextCommitAnswerForTest()
{
    CampaignFile::sLoseNextCommitAnswer = true;
}

bool CampaignStore::watch(const std::function<void()> &notify)
{
    return d->file.listen([notify](const QString &) { notify(); });
}

Changes CampaignStore::changes()
{
    const Changes changes = d->following.changes();
    // What this store remembers of those battles is another program's past now.
    for (qint64 battle : changes.battles) {
        d->mTables.remove(battle);
        d->mPlays.remove(battle);
    }
    return changes;
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
    if (!d->file.readable())
        return std::nullopt;
    if (const auto cached = d->mPlays.constFind(battleId); cached != d->mPlays.cend())
        return *cached;
    std::optional<PlayRecord> play = d->games.play(battleId);
    if (play)
        d->mPlays.insert(battleId, *play);
    return play;
}

// --- Game states and house rules -----------------------------------------------

std::optional<qint64> CampaignStore::saveGame(const GameState &game)
{
    d->file.clearError();
    if (!d->file.writable())
        return std::nullopt;
    return d->games.save(game);
}

std::optional<GameState> CampaignStore::game(qint64 gameId) const
{
    return d->games.game(gameId);
}

QList<GameState> CampaignStore::games(const QString &kind) const
{
    return d->games.games(kind);
}

QJsonObject CampaignStore::houseRules(const QString &ruleSystem, qint64 scenarioId) const
{
    return d->games.houseRules(ruleSystem, scenarioId);
}

bool CampaignStore::setHouseRules(const QString &ruleSystem, const QJsonObject &rules, qint64 scenarioId)
{
    return d->games.setHouseRules(ruleSystem, rules, scenarioId);
}

// --- The campaign log ----------------------------------------------------------

QList<JournalEntry> CampaignStore::journal(const JournalFilter &filter) const
{
    return d->log.entries(filter);
}

qint64 CampaignStore::journalCount(const JournalFilter &filter) const
{
    return d->log.count(filter);
}

std::optional<JournalEntry> CampaignStore::journalEntry(qint64 entryId) const
{
    return d->log.entry(entryId);
}

QStringList CampaignStore::journalKinds() const
{
    return d->log.kinds();
}

QHash<QString, QString> CampaignStore::battleActorNames(std::optional<qint64> battle) const
{
    return d->log.actorNames(battle);
}

std::optional<qint64> CampaignStore::addNote(qint64 battleId, int turn, const QString &text, const QString &visibility)
{
    d->file.clearError();
    if (!d->file.writable())
        return std::nullopt;
    if (text.trimmed().isEmpty()) {
        d->file.fail(Error::Invalid, Tr::tr("A note needs some text."));
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
    d->file.clearError();
    if (!d->file.writable())
        return std::nullopt;
    const std::optional<JournalEntry> entry = journalEntry(entryId);
    if (!entry) {
        d->file.fail(Error::Invalid, Tr::tr("There is no log entry %1.").arg(entryId));
        return std::nullopt;
    }
    if (entry->isVoided()) {
        d->file.fail(Error::Invalid, Tr::tr("Log entry %1 is already void (by entry %2).").arg(entryId).arg(entry->voidedBy));
        return std::nullopt;
    }
    if (entry->event.kind == u"void"_s) {
        d->file.fail(Error::Invalid, Tr::tr("Log entry %1 voids another entry and cannot itself be voided.").arg(entryId));
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

    if (!d->file.begin())
        return std::nullopt;
    const std::optional<qint64> id = d->log.insert(entry->battle, voiding);
    if (!id) {
        d->file.abort();
        return std::nullopt;
    }
    QSqlQuery update(d->file.db());
    update.prepare(u"UPDATE journal SET voided_by = ? WHERE id = ? AND voided_by IS NULL"_s);
    update.addBindValue(*id);
    update.addBindValue(entryId);
    if (!update.exec() || update.numRowsAffected() != 1) {
        d->file.failQuery(update);
        d->file.abort();
        return std::nullopt;
    }
    if (!d->file.end())
        return std::nullopt;
    d->search.appended(1);
    d->mLastEntryIds = {*id};
    return id;
}

// --- Templates of units and divisions ------------------------------------------------

std::optional<qint64> CampaignStore::saveTemplate(const UnitTemplate &unitTemplate)
{
    return d->templates.save(unitTemplate);
}

QList<UnitTemplate> CampaignStore::templates(const QString &ruleSystem, const QString &kind) const
{
    return d->templates.list(ruleSystem, kind);
}

std::optional<UnitTemplate> CampaignStore::unitTemplate(qint64 templateId) const
{
    return d->templates.get(templateId);
}

bool CampaignStore::removeTemplate(qint64 templateId)
{
    return d->templates.remove(templateId);
}

} // namespace vedette::store

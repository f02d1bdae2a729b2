#include "campaignstore_p.h"


using namespace Qt::StringLiterals;

namespace vedette::store {

bool CampaignStore::Private::battleExists(qint64 battle) const
{
    QSqlQuery query(mDb);
    query.prepare(u"SELECT 1 FROM battle WHERE id = ?"_s);
    query.addBindValue(battle);
    return query.exec() && query.next();
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

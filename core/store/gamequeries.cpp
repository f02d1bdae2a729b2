#include "gamequeries.h"

#include "campaignfile.h"
#include "dialect.h"
#include "storevalues.h"

#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace vedette::store {

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

GameQueries::GameQueries(CampaignFile &file)
    : mFile(file)
{
}

bool GameQueries::battleExists(qint64 battle) const
{
    QSqlQuery &query = mFile.prepared(u"SELECT 1 FROM battle WHERE id = ?"_s);
    query.addBindValue(battle);
    if (!query.exec()) {
        mFile.failQuery(query);
        return false;
    }
    const bool found = query.next();
    query.finish();
    return found;
}

bool GameQueries::writePlay(qint64 battle, const PlayRecord &play)
{
    QSqlQuery &upsert = mFile.prepared(u"INSERT INTO play (battle_id, rule_system, turn, phase, side, clock, version, state, updated) "
                                       "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (battle_id) DO UPDATE SET "
                                       "rule_system = excluded.rule_system, turn = excluded.turn, phase = excluded.phase, "
                                       "side = excluded.side, clock = excluded.clock, version = excluded.version, "
                                       "state = excluded.state, updated = excluded.updated"_s);
    upsert.addBindValue(battle);
    upsert.addBindValue(text(play.ruleSystem));
    upsert.addBindValue(play.turn);
    upsert.addBindValue(text(play.phase));
    upsert.addBindValue(text(play.side));
    upsert.addBindValue(play.clockMinutes ? QVariant(*play.clockMinutes) : QVariant(QMetaType::fromType<int>()));
    upsert.addBindValue(play.version);
    upsert.addBindValue(jsonText(play.state));
    upsert.addBindValue(nowText());
    if (!upsert.exec())
        return mFile.failQuery(upsert);
    return true;
}

std::optional<qint64> GameQueries::save(const GameState &game)
{
    using Error = CampaignStore::Error;
    if (game.kind.isEmpty()) {
        mFile.fail(Error::Invalid, Tr::tr("A game state needs a kind."));
        return std::nullopt;
    }
    if (game.battle != 0 && !battleExists(game.battle)) {
        mFile.fail(Error::Invalid, Tr::tr("There is no battle %1 in this campaign.").arg(game.battle));
        return std::nullopt;
    }
    QSqlQuery query(mFile.db());
    if (game.id == 0) {
        query.prepare(mFile.dialect().insertGivingId(
            u"INSERT INTO game (kind, battle_id, name, version, state, finished, updated) VALUES (?, ?, ?, ?, ?, ?, ?)"_s));
    } else {
        query.prepare(u"UPDATE game SET kind = ?, battle_id = ?, name = ?, version = ?, state = ?, finished = ?, updated = ? "
                      "WHERE id = ?"_s);
    }
    query.addBindValue(text(game.kind));
    query.addBindValue(battleValue(game.battle));
    query.addBindValue(text(game.name));
    query.addBindValue(game.version);
    query.addBindValue(jsonText(game.state));
    query.addBindValue(game.finished ? 1 : 0);
    query.addBindValue(nowText());
    if (game.id != 0)
        query.addBindValue(game.id);
    if (!query.exec()) {
        mFile.failQuery(query);
        return std::nullopt;
    }
    if (game.id != 0 && query.numRowsAffected() != 1) {
        mFile.fail(Error::Invalid, Tr::tr("There is no game %1 in this campaign.").arg(game.id));
        return std::nullopt;
    }
    return game.id != 0 ? game.id : mFile.insertedId(query);
}

std::optional<PlayRecord> GameQueries::play(qint64 battleId) const
{
    if (!mFile.readable())
        return std::nullopt;
    QSqlQuery query(mFile.db());
    if (!mFile.run(query, u"SELECT rule_system, turn, phase, side, clock, version, state FROM play WHERE battle_id = ?"_s, {battleId})
        || !query.next())
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
    return play;
}

std::optional<GameState> GameQueries::game(qint64 gameId) const
{
    if (!mFile.readable())
        return std::nullopt;
    QSqlQuery query(mFile.db());
    if (mFile.run(query, u"SELECT id, kind, battle_id, name, version, state, finished, updated FROM game WHERE id = ?"_s, {gameId})
        && query.next())
        return gameFrom(query);
    return std::nullopt;
}

QList<GameState> GameQueries::games(const QString &kind) const
{
    QList<GameState> result;
    if (!mFile.readable())
        return result;
    QSqlQuery query(mFile.db());
    // A null string would be bound as NULL, which equals nothing: all games were never listed.
    if (mFile.run(query,
                  u"SELECT id, kind, battle_id, name, version, state, finished, updated FROM game "
                  "WHERE ? = '' OR kind = ? ORDER BY updated DESC, id DESC"_s,
                  {text(kind), text(kind)})) {
        while (query.next())
            result.append(gameFrom(query));
    }
    return result;
}

QJsonObject GameQueries::houseRules(const QString &ruleSystem, qint64 scenarioId) const
{
    if (!mFile.readable())
        return {};
    QSqlQuery query(mFile.db());
    if (mFile.run(query, u"SELECT rules FROM house_rules WHERE rule_system = ? AND scenario_id IN (?, 0) ORDER BY scenario_id DESC LIMIT 1"_s,
                  {text(ruleSystem), scenarioId})
        && query.next())
        return objectFrom(query.value(0));
    return {};
}

bool GameQueries::setHouseRules(const QString &ruleSystem, const QJsonObject &rules, qint64 scenarioId)
{
    mFile.clearError();
    if (!mFile.writable())
        return false;
    QSqlQuery query(mFile.db());
    query.prepare(u"INSERT INTO house_rules (rule_system, scenario_id, rules, updated) VALUES (?, ?, ?, ?) "
                  "ON CONFLICT (rule_system, scenario_id) DO UPDATE SET rules = excluded.rules, updated = excluded.updated"_s);
    query.addBindValue(text(ruleSystem));
    query.addBindValue(scenarioId);
    query.addBindValue(jsonText(rules));
    query.addBindValue(nowText());
    return query.exec() || mFile.failQuery(query);
}

} // namespace vedette::store

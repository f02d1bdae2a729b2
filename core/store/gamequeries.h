#pragma once

#include "store/campaignrecords.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace vedette::store {

class CampaignFile;

// What the campaign file keeps for others as JSON: the states of play of the
// battles, the game states of solo and card games, and the house rules.
// Writes happen inside the caller's transaction where there is one.
class GameQueries
{
public:
    explicit GameQueries(CampaignFile &file);

    bool battleExists(qint64 battle) const;
    bool writePlay(qint64 battle, const PlayRecord &play);
    std::optional<PlayRecord> play(qint64 battle) const;
    // Inserts (id 0) or replaces a game state; its id.
    std::optional<qint64> save(const GameState &game);
    std::optional<GameState> game(qint64 gameId) const;
    QList<GameState> games(const QString &kind) const;
    QJsonObject houseRules(const QString &ruleSystem, qint64 scenarioId) const;
    bool setHouseRules(const QString &ruleSystem, const QJsonObject &rules, qint64 scenarioId);

private:
    CampaignFile &mFile;
};

} // namespace vedette::store

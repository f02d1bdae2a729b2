#pragma once

#include "regiment.h"
#include "settings.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <array>
#include <cstdint>
#include <functional>
#include <memory>

namespace vedette::rules::tennyson {

class Player;

// Many games between computer players, for `vedette-cli tennyson simulate`
// and the benchmark. Game g takes its dice, deck and players' seeds from
// (seed, g), so the same seed gives the same figures on every machine.
class Simulation
{
public:
    struct Result
    {
        int games = 0;
        std::array<int, Regiment::kCount> wins{};
        int russians = 0;
        int draws = 0;
        qint64 cardsPlayed = 0;
        qint64 standsLost = 0;
        std::array<qint64, Regiment::kCount> standsLostBy{};
        // The figures the game's window shows at the end of a game, summed.
        qint64 reshuffles = 0;
        qint64 batteriesOnTable = 0;
        std::array<qint64, Regiment::kCount> gloryPointsBy{}; // reported for the glory victory only
        VictoryMode victory = VictoryMode::FirstToTheGuns;

        QJsonObject toJson() const;
    };

    // `players`: one kind ("random", "sensible") for all five, or five kinds in regiment order.
    static bool validPlayers(const QStringList &players);
    static std::unique_ptr<Player> makePlayer(const QString &kind, std::uint64_t seed);

    // `progress`, when given, is called with the number of games played so
    // far every 1,000 games (for a progress report on long runs).
    static Result run(int games, std::uint64_t seed, const QStringList &players, const Settings &settings = {},
                      const std::function<void(int played)> &progress = {});
    // One game; adds its figures to `result`.
    static void playOne(std::uint64_t gameSeed, const QStringList &players, const Settings &settings, Result &result);
};

} // namespace vedette::rules::tennyson

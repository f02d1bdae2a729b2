#pragma once

#include "policydecider.h"
#include "settings.h"

#include "dice/batcheddicesource.h"

#include <QJsonObject>

#include <cstdint>
#include <vector>

namespace vedette::rules::lightbrigade {

class Game;

// Plays many charges with one policy from one seed and gathers the figures
// every solo player asks about. The games are the Engine's procedure played
// in one go by QuickCharge (the same games from the same dice, proved by
// test_lightbrigadequick), with a BatchedDiceSource.
class Simulation
{
public:
    // The distribution of one figure over all games: counts[v] games had value v.
    struct Metric
    {
        std::vector<std::int64_t> counts;
        std::int64_t sum = 0;

        void add(int value)
        {
            const auto v = static_cast<std::size_t>(value < 0 ? 0 : value);
            if (v >= counts.size())
                counts.resize(v + 1, 0);
            ++counts[v];
            sum += value;
        }
        double mean() const;
        std::int64_t games() const;
        int minimum() const;
        int maximum() const;
        // The smallest value v with at least fraction p of the games at or below v.
        int percentile(double p) const;
        QJsonObject toJson() const;
    };

    Simulation(const Settings &settings, Policy policy, std::uint64_t seed);

    // Plays `games` more charges, continuing the dice where the last call stopped.
    void run(std::int64_t games);

    const Settings &settings() const { return mSettings; }
    Policy policy() const { return mPolicy; }
    std::uint64_t seed() const { return mSeed; }
    std::int64_t games() const { return mGames; }

    Metric score;
    Metric home;           // of the original twelve
    Metric stragglersHome;
    Metric killed;         // of the original twelve
    Metric fled;           // of the original twelve
    Metric russiansKilled;
    Metric turns;

    QJsonObject toJson() const;

private:
    Settings mSettings;
    Policy mPolicy;
    std::uint64_t mSeed;
    std::int64_t mGames = 0;
    dice::BatchedDiceSource mDice; // the next game's dice continue from here
};

} // namespace vedette::rules::lightbrigade

#include "rules/tennyson/simulation.h"

#include <benchmark/benchmark.h>

#include <QStringList>

using namespace Qt::StringLiterals;

// Whole games of Anyone for Tennyson between computer players: the speed of
// `vedette-cli tennyson simulate`. Items per second = games per second.
static void BM_TennysonGameRandom(benchmark::State &state)
{
    const QStringList players{u"random"_s};
    vedette::rules::tennyson::Simulation::Result result;
    std::uint64_t seed = 1;
    for (auto _ : state)
        vedette::rules::tennyson::Simulation::playOne(seed++, players, {}, result);
    benchmark::DoNotOptimize(result.cardsPlayed);
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_TennysonGameRandom);

static void BM_TennysonGameSensible(benchmark::State &state)
{
    const QStringList players{u"sensible"_s};
    vedette::rules::tennyson::Simulation::Result result;
    std::uint64_t seed = 1;
    for (auto _ : state)
        vedette::rules::tennyson::Simulation::playOne(seed++, players, {}, result);
    benchmark::DoNotOptimize(result.cardsPlayed);
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_TennysonGameSensible);

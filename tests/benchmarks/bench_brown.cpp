#include "rules/brown/chargeodds.h"

#include <benchmark/benchmark.h>

using vedette::dice::Die;
using namespace vedette::rules::brown;

// Issue 6's target: the full odds of a charge, as the Charge panel and
// `vedette-cli brown odds` show them (every final result after the cavalry
// shift, with its id, plus the Blown odds), in under 20 microseconds.
static void BM_BrownFullChargeOdds(benchmark::State &state)
{
    const Die attacker = Die::d(static_cast<int>(state.range(0)));
    const Die defender = Die::d(static_cast<int>(state.range(1)));
    int modifier = 4;
    for (auto _ : state) {
        benchmark::DoNotOptimize(modifier);
        const ChargeOdds odds = ChargeOdds::compute(attacker, defender, modifier, ChartKind::Open, true, false);
        const auto outcomes = odds.outcomes();
        benchmark::DoNotOptimize(outcomes.constData());
        benchmark::DoNotOptimize(odds.blownProbability());
    }
}
BENCHMARK(BM_BrownFullChargeOdds)->Args({12, 6})->Args({8, 8})->Args({6, 12});

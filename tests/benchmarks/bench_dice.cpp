#include "dice/diceexpression.h"
#include "dice/distribution.h"
#include "dice/seededdicesource.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <array>

using namespace Qt::StringLiterals;
using vedette::dice::Die;
using vedette::dice::Distribution;

// Raw speed of the reproducible generator: simulations throw hundreds of
// millions of dice.
static void BM_SeededD6(benchmark::State &state)
{
    vedette::dice::SeededDiceSource source(42);
    const auto d6 = vedette::dice::Die::d6();
    for (auto _ : state)
        benchmark::DoNotOptimize(source.face(d6));
}
BENCHMARK(BM_SeededD6);

// Issue 3's target: the full outcome odds of a Brown charge (attacker's class
// die plus net modifier minus defender's class die, folded into a 13-band
// chart) in under 20 microseconds. Shaped like the real thing: d10+3 vs d8.
static void BM_BrownChargeOdds(benchmark::State &state)
{
    const Die attacker = Die::d(static_cast<int>(state.range(0)));
    const Die defender = Die::d(static_cast<int>(state.range(1)));
    int modifier = 3;
    for (auto _ : state) {
        benchmark::DoNotOptimize(modifier);
        const Distribution net = Distribution::of(attacker) + modifier - Distribution::of(defender);
        std::array<std::uint64_t, 13> bands{};
        net.foldInto(bands, [](int v) { return std::clamp(v, -6, 6) + 6; });
        benchmark::DoNotOptimize(bands);
    }
}
BENCHMARK(BM_BrownChargeOdds)->Args({10, 8})->Args({12, 6})->Args({6, 12})->Unit(benchmark::kNanosecond);

// The same odds through the text the tray and `vedette-cli odds` accept.
static void BM_ExpressionOdds(benchmark::State &state)
{
    const QString text = u"d10+3-d8"_s;
    for (auto _ : state) {
        const Distribution d = vedette::dice::DiceExpression::parse(text).distribution();
        benchmark::DoNotOptimize(d.total());
    }
}
BENCHMARK(BM_ExpressionOdds)->Unit(benchmark::kNanosecond);

// Exact odds of a big roll, so the tray stays instant while the referee types.
static void BM_Distribution10d10(benchmark::State &state)
{
    for (auto _ : state) {
        const Distribution d = Distribution::sumOf(Die::d(10), 10);
        benchmark::DoNotOptimize(d.total());
    }
}
BENCHMARK(BM_Distribution10d10)->Unit(benchmark::kMicrosecond);

#include "dice/seededdicesource.h"

#include <benchmark/benchmark.h>

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

#include "table/footprint.h"
#include "table/geometry.h"
#include "table/proximity.h"
#include "table/unit.h"

#include <QRandomGenerator>

#include <benchmark/benchmark.h>

// Issue 4's target: closest edge-to-edge distance and arc tests for every
// pair among 2,000 units in under 50 ms. The units are Balagan brigades
// (two 4 x 2 cm elements) in mixed formations, scattered with random facings
// over a 12' x 8' floor table, so that they do not all sit on each other.
namespace {

using namespace vedette::table;

QList<Footprint> scatteredUnits(int count)
{
    QRandomGenerator random(1704);
    const FootprintSettings settings = FootprintSettings::balagan();
    const Formation formations[] = {Formation::SingleLine, Formation::DoubleLine, Formation::ColumnOfMarch};
    QList<Footprint> footprints;
    footprints.reserve(count);
    for (int i = 0; i < count; ++i) {
        Unit unit(QString::number(i), QStringLiteral("side"), QString(), i % 7 == 0 ? Arm::Artillery : Arm::Foot);
        unit.setFormation(unit.arm() == Arm::Artillery ? Formation::Unlimbered : formations[i % 3]);
        unit.setPosition({random.bounded(3657.6), random.bounded(2438.4)});
        unit.setFacing(random.bounded(360.0));
        footprints.append(Footprint::of(unit, settings));
    }
    return footprints;
}

// Every pair within the longest reach the rules ask about (1,200 paces =
// 12 cm: Balagan's "enemy behind the flank within 1200p"), with exact edge
// distances and both arcs; the grid and bounding circles dismiss the rest.
void BM_TablePairsWithinReach(benchmark::State &state)
{
    const QList<Footprint> footprints = scatteredUnits(static_cast<int>(state.range(0)));
    const Length reach = Length::fromPaces(1200, GroundScale{100});
    qsizetype found = 0;
    for (auto _ : state) {
        const QList<ProximityPair> pairs = pairsWithin(footprints, reach);
        found = pairs.size();
        benchmark::DoNotOptimize(pairs.data());
    }
    state.counters["pairs_in_reach"] = static_cast<double>(found);
    state.SetLabel("2,000 units: target < 50 ms");
}
BENCHMARK(BM_TablePairsWithinReach)->Arg(2000)->Unit(benchmark::kMillisecond);

// No shortcut at all: the exact edge distance and both arcs for each of the
// 1,999,000 pairs, as a ceiling for what the grid saves.
void BM_TableEveryPairExact(benchmark::State &state)
{
    const QList<Footprint> footprints = scatteredUnits(static_cast<int>(state.range(0)));
    for (auto _ : state) {
        double total = 0.0;
        int rear = 0;
        for (qsizetype a = 0; a < footprints.size(); ++a) {
            for (qsizetype b = a + 1; b < footprints.size(); ++b) {
                total += geometry::edgeDistance(footprints[a], footprints[b]).mm();
                rear += geometry::arcOf(footprints[a], footprints[b]) == geometry::Arc::Rear;
                rear += geometry::arcOf(footprints[b], footprints[a]) == geometry::Arc::Rear;
            }
        }
        benchmark::DoNotOptimize(total);
        benchmark::DoNotOptimize(rear);
    }
}
BENCHMARK(BM_TableEveryPairExact)->Arg(2000)->Unit(benchmark::kMillisecond);

// Laying out the bases of 2,000 units (done on every model change the scene syncs).
void BM_TableFootprints(benchmark::State &state)
{
    for (auto _ : state)
        benchmark::DoNotOptimize(scatteredUnits(static_cast<int>(state.range(0))).data());
}
BENCHMARK(BM_TableFootprints)->Arg(2000)->Unit(benchmark::kMillisecond);

} // namespace

#include "rules/balagan/battle.h"
#include "rules/balagan/combatanalysis.h"
#include "rules/balagan/reachablearea.h"

#include "table/scenario.h"

#include <benchmark/benchmark.h>

// Issue 7's target: the combat status and every tactical factor of every
// unit of a 200-unit Balagan battle in under 5 ms. Two armies of 100 brigades
// in four ranks face each other across 150p, so the front ranks are under
// foot and artillery fire, some are in contact, and the rear ranks support.
namespace {

using namespace vedette::table;
using namespace vedette::rules::balagan;

Scenario battle(int perSide)
{
    Scenario scenario;
    scenario.setRuleSystem(RuleSystem::Balagan);
    scenario.setTableSize(Length::fromMm(3000.0), Length::fromMm(1500.0));
    scenario.addSide({QStringLiteral("red"), QStringLiteral("Red"), Qt::red});
    scenario.addSide({QStringLiteral("blue"), QStringLiteral("Blue"), Qt::blue});
    scenario.addTerrain(Terrain(QStringLiteral("wood"), TerrainType::Woods,
                                QPolygonF({{400, 500}, {700, 500}, {700, 1000}, {400, 1000}})));
    const int perRank = perSide / 4;
    for (int side = 0; side < 2; ++side) {
        for (int i = 0; i < perSide; ++i) {
            const int rank = i / perRank;
            const int file = i % perRank;
            const Arm arm = i % 5 == 0 ? Arm::Artillery : i % 7 == 0 ? Arm::Horse : Arm::Foot;
            Unit unit(QStringLiteral("%1-%2").arg(side).arg(i), side == 0 ? QStringLiteral("red") : QStringLiteral("blue"),
                      QString(), arm);
            unit.setFormation(arm == Arm::Artillery ? Formation::Unlimbered : Formation::SingleLine);
            // Every 9th front-rank unit steps forward into contact.
            const double step = rank == 0 && file % 9 == 0 ? 7.5 : 0.0;
            const double y = side == 0 ? 760.0 + rank * 60.0 - step : 740.0 - rank * 60.0 + step;
            unit.setPosition({100.0 + file * 100.0, side == 0 ? y + 15.0 : y - 15.0});
            unit.setFacing(side == 0 ? 0.0 : 180.0);
            unit.setDivisionId(QStringLiteral("d%1-%2").arg(side).arg(file / 5));
            scenario.addUnit(unit);
        }
    }
    return scenario;
}

void BM_BalaganCombatStatus200(benchmark::State &state)
{
    const Scenario scenario = battle(100);
    const HouseRules rules;
    BattleState battleState;
    battleState.sideOrder = {QStringLiteral("red"), QStringLiteral("blue")};
    int inCombat = 0;
    for (auto _ : state) {
        const QList<CombatStatus> statuses = CombatAnalysis::analyse(scenario, rules, battleState);
        inCombat = 0;
        for (const CombatStatus &status : statuses)
            inCombat += status.inCombat() ? 1 : 0;
        benchmark::DoNotOptimize(inCombat);
    }
    state.counters["units"] = static_cast<double>(scenario.units().size());
    state.counters["inCombat"] = inCombat;
}
BENCHMARK(BM_BalaganCombatStatus200)->Unit(benchmark::kMillisecond);

// Issue 7's overlay target: the reachable area of one unit on the same
// 200-unit table in under 2 ms: a foot brigade of the second rank in line,
// and a horse brigade in column (2400p, the largest area) on the flank.
void BM_BalaganReachableArea200(benchmark::State &state)
{
    Scenario scenario = battle(100);
    Unit mover = *scenario.unit(QStringLiteral("0-%1").arg(state.range(0)));
    if (state.range(1) != 0) {
        mover.setArm(Arm::Horse);
        mover.setFormation(Formation::ColumnOfMarch);
        mover.setPosition({500.0, 1300.0});
        scenario.updateUnit(mover);
    }
    const HouseRules rules;
    for (auto _ : state) {
        const ReachableArea reach = reachableArea(scenario, mover, rules);
        benchmark::DoNotOptimize(reach.actionArea.constData());
    }
    const ReachableArea reach = reachableArea(scenario, mover, rules);
    state.counters["allowancePaces"] = reach.allowancePaces;
    state.counters["freeMm"] = reach.freeDistance.mm();
    state.counters["areaMm2"] = reach.actionAreaMm2;
}
BENCHMARK(BM_BalaganReachableArea200)->Args({31, 0})->Args({32, 1})->Unit(benchmark::kMillisecond);

// What every unit of the side to move may do in its action phase, as the
// Bound panel lists it after every step (Battle::options(): each act of
// each unit tried against the rules, the moves against every other unit's
// bases): on the 200-unit table (first argument 100) and one of 20 units
// a side (10), the size of Blenheim as bundled.
void BM_BalaganOptions(benchmark::State &state)
{
    Battle play(battle(int(state.range(0))));
    play.state().sideOrder = {QStringLiteral("red"), QStringLiteral("blue")};
    play.state().setUp = false;
    play.state().phase = BoundPhase::Action;
    qsizetype offered = 0;
    for (auto _ : state) {
        const BoundOptions options = play.options();
        offered = options.units.size();
        benchmark::DoNotOptimize(offered);
    }
    state.counters["units"] = static_cast<double>(play.scenario().units().size());
    state.counters["offered"] = static_cast<double>(offered);
}
BENCHMARK(BM_BalaganOptions)->Arg(10)->Arg(100)->Unit(benchmark::kMillisecond);

} // namespace

#pragma once

#include "chargeresult.h"

#include <QString>
#include <QStringView>

#include <optional>
#include <span>

namespace vedette::rules::brown {

enum class ChartKind : std::uint8_t { Open, Cover };

QString chartName(ChartKind kind); // "open", "cover"
std::optional<ChartKind> chartFromName(QStringView name);

// One row of a chart: net results from `low` to `high` inclusive. The first
// row of each chart is open upwards ("11+") and the last downwards ("-12+").
struct ChartBand
{
    int low;
    int high;
    ChargeResult result;
};

// The two charge charts of "The Mechanics of a Charge" as data, and the two
// rules that change a reading: cavalry does not firefight, and attacking
// cavalry with a middling result is Blown.
class Chart
{
public:
    // What the referee reads off the chart for one net result.
    struct Reading
    {
        ChartKind chart = ChartKind::Open;
        int net = 0;
        ChargeResult chartResult = ChargeResult::Melee; // the row the net falls in
        ChargeResult result = ChargeResult::Melee;      // after the cavalry shift
        bool shifted = false;
        bool blown = false; // attacking cavalry halts just outside 4" and is Blown
    };

    static std::span<const ChartBand> bands(ChartKind kind);
    static ChargeResult lookup(ChartKind kind, int net);
    static Reading read(ChartKind kind, int net, bool attackerCavalry, bool defenderCavalry);

    // Cavalry does not firefight: a FIREFIGHT between cavalry shifts inward to
    // MELEE!, one with infantry or artillery involved shifts outward to the
    // next band away from 0 on the same side. Both charts put the same
    // bands just beyond their FIREFIGHT, so the chart is not asked.
    static ChargeResult shiftFirefight(int net, ChargeResult result, bool attackerCavalry, bool defenderCavalry);

    // The one result a reading gives, in words (docs/rules.md B-22): the
    // chart's text, except for Blown cavalry: a MELEE! is fought and the
    // attacker is Blown as well; any other result has it halt just outside
    // 4" instead of its own halt, and it may not occupy.
    static QString text(const Reading &reading);

    // Attacking cavalry with a net from -7 to 2 is Blown, in addition to the chart text.
    static bool isBlown(int net, bool attackerCavalry) { return attackerCavalry && net >= -7 && net <= 2; }

    static constexpr int blownLow = -7;
    static constexpr int blownHigh = 2;
};

} // namespace vedette::rules::brown

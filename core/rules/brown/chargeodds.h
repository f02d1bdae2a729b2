#pragma once

#include "chart.h"

#include "dice/die.h"
#include "dice/distribution.h"

#include <array>
#include <cstdint>

namespace vedette::rules::brown {

// The exact odds of a charge before the dice are thrown: every final result
// (after the cavalry shift) with the number of equally likely pairs of class
// dice that give it, and how many of them leave attacking cavalry Blown.
class ChargeOdds
{
public:
    // `modifier` is the attacker's modifiers minus the defender's.
    static ChargeOdds compute(const dice::Die &attackerDie, const dice::Die &defenderDie, int modifier,
                              ChartKind chart, bool attackerCavalry, bool defenderCavalry);

    std::uint64_t count(ChargeResult result) const { return mCounts[static_cast<std::size_t>(result)]; }
    std::uint64_t total() const { return mTotal; }
    std::uint64_t blownCount() const { return mBlown; }
    double probability(ChargeResult result) const;
    double blownProbability() const;
    // Every result of the chart in chart order, impossible ones with count 0.
    QList<dice::OutcomeCount> outcomes() const;

    // The distribution of the net result itself (for the odds widget's bars).
    const dice::Distribution &net() const { return mNet; }

private:
    std::array<std::uint64_t, chargeResultCount> mCounts{};
    std::uint64_t mTotal = 0;
    std::uint64_t mBlown = 0;
    dice::Distribution mNet;
};

} // namespace vedette::rules::brown

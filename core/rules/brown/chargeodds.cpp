#include "chargeodds.h"

namespace vedette::rules::brown {

ChargeOdds ChargeOdds::compute(const dice::Die &attackerDie, const dice::Die &defenderDie, int modifier,
                               ChartKind chart, bool attackerCavalry, bool defenderCavalry)
{
    ChargeOdds odds;
    odds.mNet = (dice::Distribution::of(attackerDie) - dice::Distribution::of(defenderDie)).shifted(modifier);
    odds.mTotal = odds.mNet.total();
    odds.mNet.foldInto(odds.mCounts, [&](int net) {
        return static_cast<int>(Chart::shiftFirefight(net, Chart::lookup(chart, net), attackerCavalry, defenderCavalry));
    });
    if (attackerCavalry)
        odds.mBlown = odds.mNet.countBetween(Chart::blownLow, Chart::blownHigh);
    return odds;
}

double ChargeOdds::probability(ChargeResult result) const
{
    return mTotal == 0 ? 0.0 : static_cast<double>(count(result)) / static_cast<double>(mTotal);
}

double ChargeOdds::blownProbability() const
{
    return mTotal == 0 ? 0.0 : static_cast<double>(mBlown) / static_cast<double>(mTotal);
}

QList<dice::OutcomeCount> ChargeOdds::outcomes() const
{
    QList<dice::OutcomeCount> list;
    list.reserve(chargeResultCount);
    for (ChargeResult r : allResults())
        list.append(dice::OutcomeCount{resultId(r), count(r)});
    return list;
}

} // namespace vedette::rules::brown

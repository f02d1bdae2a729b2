#include "stillness.h"

#include <QSet>

#include <cmath>

namespace vedette::vision {

StillnessFilter::StillnessFilter(qint64 stillMs, double toleranceMm, double toleranceDegrees)
    : mStillMs(stillMs)
    , mToleranceMm(toleranceMm)
    , mToleranceDegrees(toleranceDegrees)
{
}

QList<UnitSeen> StillnessFilter::feed(const Location &location, qint64 ms)
{
    QList<UnitSeen> still;
    QSet<QString> seen;
    for (const UnitSeen &unit : location.units) {
        seen.insert(unit.id);
        auto run = mRuns.find(unit.id);
        const bool moved = run == mRuns.end()
                           || std::hypot(unit.xMm - run->first.xMm, unit.yMm - run->first.yMm) > mToleranceMm
                           || std::abs(angleBetween(run->first.facing, unit.facing)) > mToleranceDegrees;
        if (moved) {
            mRuns.insert(unit.id, Run{unit, ms});
            continue;
        }
        if (ms - run->since >= mStillMs)
            still.append(run->first);
    }
    // A unit not seen (covered, lifted) starts again when it is seen again.
    for (auto it = mRuns.begin(); it != mRuns.end();) {
        if (seen.contains(it.key()))
            ++it;
        else
            it = mRuns.erase(it);
    }
    return still;
}

} // namespace vedette::vision

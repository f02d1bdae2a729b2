#pragma once

#include "locator.h"

#include <QHash>

namespace vedette::vision {

// The live camera's patience: a unit counts as seen only once its marker has
// stayed in one place for a while (lifted and put down, not carried), and a
// unit not seen in a frame (a hand over it) starts again from nothing.
class StillnessFilter
{
public:
    explicit StillnessFilter(qint64 stillMs = 500, double toleranceMm = 2.0, double toleranceDegrees = 2.0);

    // One located frame taken at `ms`; the units that have been still for
    // long enough, each where it has stood since.
    QList<UnitSeen> feed(const Location &location, qint64 ms);
    void clear() { mRuns.clear(); }

private:
    struct Run
    {
        UnitSeen first;
        qint64 since = 0;
    };
    qint64 mStillMs;
    double mToleranceMm;
    double mToleranceDegrees;
    QHash<QString, Run> mRuns;
};

} // namespace vedette::vision

#include "rollcollector.h"

namespace vedette::journal {

RollCollector::RollCollector(dice::DiceSource &source)
    : mSource(source)
{
    mSource.setObserver([this](const dice::RollRecord &r) { mRolls.append(r); });
}

RollCollector::~RollCollector()
{
    mSource.setObserver({});
}

QList<dice::RollRecord> RollCollector::take()
{
    return std::exchange(mRolls, {});
}

} // namespace vedette::journal

#pragma once

#include "dice/dicesource.h"

#include <QList>

namespace vedette::journal {

// Watches a dice source for the lifetime of a procedure step and keeps every
// roll, so the step's journal event carries exactly the dice that decided it.
class RollCollector
{
public:
    explicit RollCollector(dice::DiceSource &source);
    ~RollCollector();
    RollCollector(const RollCollector &) = delete;
    RollCollector &operator=(const RollCollector &) = delete;

    // Hands over the rolls seen since construction or the last take().
    QList<dice::RollRecord> take();

private:
    dice::DiceSource &mSource;
    QList<dice::RollRecord> mRolls;
};

} // namespace vedette::journal

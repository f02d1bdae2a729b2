#pragma once

#include "meleeround.h"

#include <QMap>

#include <cstdint>

namespace vedette::rules::brown {

// The exact odds of one melee round before the dice are thrown: every pair
// of d10 faces counted once (100 in all), by MeleeRound's own reading, so
// the panel shows what the round will do and never a rule of its own.
struct MeleeOdds
{
    std::uint64_t attackerWins = 0;
    std::uint64_t ties = 0;
    std::uint64_t defenderWins = 0;
    std::uint64_t total = 0;
    // Casualty steps each side takes -> how many of the pairs give that many.
    QMap<int, std::uint64_t> attackerSteps;
    QMap<int, std::uint64_t> defenderSteps;

    static MeleeOdds of(int attackerModifier, int defenderModifier);
};

} // namespace vedette::rules::brown

#include "meleeodds.h"

namespace vedette::rules::brown {

MeleeOdds MeleeOdds::of(int attackerModifier, int defenderModifier)
{
    MeleeOdds odds;
    for (int a = 1; a <= 10; ++a) {
        for (int d = 1; d <= 10; ++d) {
            const MeleeRound round(a, attackerModifier, d, defenderModifier);
            ++odds.total;
            if (round.isTie())
                ++odds.ties;
            else if (round.winner() == Side::Attacker)
                ++odds.attackerWins;
            else
                ++odds.defenderWins;
            ++odds.attackerSteps[round.attackerSteps()];
            ++odds.defenderSteps[round.defenderSteps()];
        }
    }
    return odds;
}

} // namespace vedette::rules::brown

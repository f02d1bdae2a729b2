#pragma once

#include "chargeside.h"

#include <QJsonObject>

#include <optional>

namespace vedette::rules::brown {

// One round of "The Mechanics of the Melee": each side 1d10 + its melee
// modifier; the higher modified total wins; the loser takes the difference
// of the modified totals in casualty steps, the winner the difference of the
// unmodified rolls. On a tie both take the difference of the unmodified
// rolls and there is no winner; both sides check morale as after any round
// (docs/rules.md B-26, B-29).
class MeleeRound
{
public:
    MeleeRound(int attackerRoll, int attackerModifier, int defenderRoll, int defenderModifier);

    int attackerRoll() const { return mAttackerRoll; }
    int attackerModifier() const { return mAttackerModifier; }
    int defenderRoll() const { return mDefenderRoll; }
    int defenderModifier() const { return mDefenderModifier; }
    int attackerTotal() const { return mAttackerRoll + mAttackerModifier; }
    int defenderTotal() const { return mDefenderRoll + mDefenderModifier; }

    bool isTie() const { return attackerTotal() == defenderTotal(); }
    std::optional<Side> winner() const;
    int steps(Side side) const;
    int attackerSteps() const { return steps(Side::Attacker); }
    int defenderSteps() const { return steps(Side::Defender); }

    // {"attacker": {roll, modifier, total, steps}, "defender": {...}, "winner": "attacker"|"defender"|null, "tie": bool}
    QJsonObject toJson() const;

private:
    int mAttackerRoll;
    int mAttackerModifier;
    int mDefenderRoll;
    int mDefenderModifier;
};

} // namespace vedette::rules::brown

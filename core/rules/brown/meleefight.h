#pragma once

#include "meleeround.h"
#include "side.h"

#include "dice/dicesource.h"
#include "journal/journalevent.h"

#include <QList>
#include <QString>

namespace vedette::rules::brown {

// A melee fought turn by turn: a round, then the referee's morale record
// (morale is outside Brown's text), and again until a side retreats. Both
// sides count as Disordered for as long as the melee lasts.
class MeleeFight
{
public:
    enum class Stage { AwaitRound, AwaitMorale, Over };

    struct Fighter
    {
        QString unitId;
        QString name;
        int meleeModifier = 0;
        int startingStrength = 0;
        int strength = 0;
        int stepsTaken = 0; // over the whole melee
    };

    MeleeFight(Fighter attacker, Fighter defender, int casualtyStepPercent, int turn = 0);

    Stage stage() const { return mStage; }
    int roundsFought() const { return mRounds.size(); }
    const QList<MeleeRound> &rounds() const { return mRounds; }
    const Fighter &fighter(Side side) const { return side == Side::Attacker ? mAttacker : mDefender; }
    // The referee's override of a side's melee modifier before the next round.
    void setMeleeModifier(Side side, int modifier)
    {
        (side == Side::Attacker ? mAttacker : mDefender).meleeModifier = modifier;
    }
    // Which side left the melee, once it is over.
    std::optional<Side> retreated() const { return mRetreated; }

    // Throws 1d10 for each side, applies the casualty steps and logs
    // "brown.melee". A tie goes straight to the next round; otherwise the
    // referee records morale next. Throws dice::DiceUnavailable unchanged
    // (nothing is applied then).
    MeleeRound fightRound(dice::DiceSource &dice, journal::EventSink &sink);

    // The referee's reading of the morale checks after a round that had a
    // winner. Neither retreating: the melee continues next turn.
    void recordMorale(bool attackerRetreats, bool defenderRetreats, journal::EventSink &sink);

private:
    int lossFor(const Fighter &f, int steps) const;

    Fighter mAttacker;
    Fighter mDefender;
    int mStepPercent;
    int mTurn;
    Stage mStage = Stage::AwaitRound;
    QList<MeleeRound> mRounds;
    std::optional<Side> mRetreated;
};

} // namespace vedette::rules::brown

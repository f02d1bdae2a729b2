#pragma once

#include "houserules.h"
#include "meleeround.h"
#include "chargeside.h"
#include "townblock.h"

#include "dice/dicesource.h"
#include "journal/journalevent.h"
#include "table/unit.h"

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

    // A unit on the table as a fighter: its melee modifier is its own, or its
    // class's from the house rules (TableCharge::meleeModifier).
    static Fighter fighterOf(const table::Unit &unit, const HouseRules &rules);
    // A side fighting block against block in a town: the declared unit's
    // name and melee modifier, the men of the block's stands involved.
    static Fighter townFighter(const TownBlock &block, int meleeModifier);
    // The block a side fights in: its losses are then spread over the
    // block's stands (townblock.h). Set before the first round.
    void setTownBlock(Side side, const TownBlock &block);
    const std::optional<TownBlock> &townBlock(Side side) const
    {
        return side == Side::Attacker ? mAttackerTown : mDefenderTown;
    }

    struct UnitLoss
    {
        QString unitId;
        int men = 0;
    };

    MeleeFight(Fighter attacker, Fighter defender, int casualtyStepPercent, int turn = 0);

    Stage stage() const { return mStage; }
    // The turn the fight's next step belongs to: the turn it began in, one
    // more each time morale kept both sides in it.
    int turn() const { return mTurn; }
    int roundsFought() const { return mRounds.size(); }
    const QList<MeleeRound> &rounds() const { return mRounds; }
    const Fighter &fighter(Side side) const { return side == Side::Attacker ? mAttacker : mDefender; }
    // The referee's override of a side's melee modifier before the next round.
    void setMeleeModifier(Side side, int modifier)
    {
        (side == Side::Attacker ? mAttacker : mDefender).meleeModifier = modifier;
    }
    // The men each unit lost in the last round (one entry per unit involved).
    const QList<UnitLoss> &lastLosses(Side side) const
    {
        return side == Side::Attacker ? mAttackerLosses : mDefenderLosses;
    }
    // Which side left the melee, once it is over.
    std::optional<Side> retreated() const { return mRetreated; }

    // Throws 1d10 for each side, applies the casualty steps and logs
    // "brown.melee". The referee records morale next, after a tie too
    // (docs/rules.md B-29). Throws dice::DiceUnavailable unchanged (nothing
    // is applied then).
    MeleeRound fightRound(dice::DiceSource &dice, journal::EventSink &sink);

    // The referee's reading of the morale checks after a round. Neither
    // retreating: the melee continues next turn (turn() counts on).
    void recordMorale(bool attackerRetreats, bool defenderRetreats, journal::EventSink &sink);

private:
    int lossFor(const Fighter &f, int steps) const;
    QList<UnitLoss> takeLoss(Fighter &f, std::optional<TownBlock> &town, int men);

    Fighter mAttacker;
    Fighter mDefender;
    int mStepPercent;
    int mTurn;
    Stage mStage = Stage::AwaitRound;
    QList<MeleeRound> mRounds;
    std::optional<Side> mRetreated;
    std::optional<TownBlock> mAttackerTown;
    std::optional<TownBlock> mDefenderTown;
    QList<UnitLoss> mAttackerLosses;
    QList<UnitLoss> mDefenderLosses;
};

} // namespace vedette::rules::brown

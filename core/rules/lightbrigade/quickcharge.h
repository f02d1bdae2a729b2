#pragma once

#include "game.h"
#include "policydecider.h"
#include "settings.h"

#include "dice/batcheddicesource.h"

#include <cstdint>
#include <vector>

namespace vedette::rules::lightbrigade {

// One whole charge for the simulation, played in one go: the Engine's
// procedure for a policy (PolicyDecider) and batched dice, nobody listening,
// as a flat turn loop over small records, without the step-by-step state
// machine the table needs (phases to resume at, undo copies, words, records).
//
// It is the Engine's procedure, not a variant: the same dice in the same
// order, the same decisions, the same game. test_lightbrigadequick plays
// thousands of charges of every troop, policy and option both ways and
// compares the whole game (every man's card, the turn, the dice left), so a
// change to the rules in one and not the other fails there.
class QuickCharge
{
public:
    QuickCharge(const Settings &settings, Policy policy);

    // Plays a fresh charge, from the set-up to its end, with these dice.
    void play(dice::BatchedDiceSource &dice);

    // The figures of the charge last played (Game::tally()'s).
    Tally tally() const;
    // The charge last played as a Game (over, unnamed), for the tests.
    Game game() const;

private:
    // A record card with only what the procedure reads, in small numbers.
    struct Card
    {
        int space = 0;
        int wounds = 0;
        int spurPoints = 0;
        int carrier = -1;
        int joinedTurn = 0;
        int arrivedTurn = 0;
        int russiansKilled = 0;
        int endTurn = 0;
        int woundLimit = 4; // dies at this many wounds
        Skills skills = NoSkill;
        Role role = Role::Rider;
        BreakStatus status = BreakStatus::None;
        Fate fate = Fate::InPlay;
        bool blown = false;
        bool walked = false;

        bool inPlay() const { return fate == Fate::InPlay; }
        bool rides() const { return fate == Fate::InPlay && carrier < 0; }
    };

    bool approach() const { return mFirstArrival == 0 || mTurn <= mFirstArrival + Game::kMeleeTurns; }
    bool meleeNow() const
    {
        const int n = mTurn - mFirstArrival;
        return mFirstArrival != 0 && n >= 1 && n <= Game::kMeleeTurns;
    }
    // PolicyDecider::spur() for a man who is not in melee.
    bool spursForMove(const Card &m) const
    {
        return mBold && approach() && !m.blown && m.spurPoints < 4 && m.space != Game::kBattery;
    }

    // What an encounter does, by the encounter die and the next (the obstacle
    // or fire table), for a man riding to or from the battery in a space of
    // one of four kinds: the third die passes at `pass` or more (less the
    // man's evade modifier when `evades`), which takes `takenOnPass` dice and
    // moves him one space; else a fourth die (wound, or kill roll when
    // `fire`) is read. `special`: a straggler (on the way back) or a
    // riderless horse (a blown man switches): played die by die.
    struct Outcome
    {
        std::int8_t pass = 0;
        std::int8_t evades = 0; // -1 (all bits: the modifier counts) or 0
        std::int8_t takenOnPass = 1;
        std::int8_t kill = 0;
        std::uint8_t fire = 0; // 1 for fire
        std::uint8_t special = 0; // kStraggler, kRiderless
        std::uint8_t unused[2] = {0, 0}; // eight bytes: an index is a shift
    };
    static constexpr std::uint8_t kStraggler = 1;
    static constexpr std::uint8_t kRiderless = 2;
    // Indexed by encounter die << 3 | table die (faces 1-6; 0 and 7 unused).
    static constexpr int kDiceIndex = 64;
    // Spaces by their cannon modifier and front-rank rule: 1-12, {0, 13, 14, 20}, 15-16, 17-19.
    static int spaceKind(int space) { return space >= 1 && space <= 12 ? 0 : (space >= 15 && space <= 19 ? (space <= 16 ? 2 : 3) : 1); }

    bool startTurn();
    void actMan(int i);
    void melee(int i);
    void encounter(int i);
    void encounterDieByDie(int i);
    void evade(int i, const ObstacleRow &row);
    void fire(int i, const FireRow &row);
    void spur(int i);
    void straggler(int space);
    void moveOne(int i);
    void moveBy(int i, int step); // step 0: he stays (passengers are put beside him all the same)
    void wound(int i);
    void kill(int i);
    void die(int i);
    void endPassengers(int carrier, Fate fate);
    void dropRider(int i);
    void moralePhase();
    void rallyPhase();

    Outcome mOutcomes[2][4][kDiceIndex]; // [approach][spaceKind][encounter die << 3 | table die]
    std::int8_t mSpaceKinds[Game::kBattery + 1];
    Settings mSettings;
    bool mBold;
    int mFightModifier;
    dice::BatchedDiceSource *mDice = nullptr;
    std::vector<Card> mMen;
    std::vector<int> mRiders; // in roster order, as the Engine's
    int mTurn = 0;
    int mCursor = 0; // Game::cursor() where the charge ended
    int mFirstArrival = 0;
    bool mKilledThisTurn = false;
    bool mStragglers = false; // someone joined: passengers may ride
    // The break results this turn's morale gave (statusBit), less a group
    // rallied: every other rider's status was cleared as he moved.
    unsigned mBroken = 0;
    static unsigned statusBit(BreakStatus status) { return 1u << static_cast<unsigned>(status); }
};

} // namespace vedette::rules::lightbrigade

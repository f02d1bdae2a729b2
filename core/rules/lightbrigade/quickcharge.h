#pragma once

#include "game.h"
#include "policydecider.h"
#include "settings.h"

#include "dice/batcheddicesource.h"

#include <bit>
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
        // Worked out once, not at every encounter (settle(); an encounter
        // and a melee move evadeRow on themselves as they wound):
        // Tough's +1 to the kill roll, kNeverKilled for the Captain;
        int toughness = 0;
        // (evade modifier + 2) x kThreeDice, the modifier being Riding's +1,
        // blown -1 and two wounds -1: the man's rows of mTakes;
        int evadeRow = 0;
        // the melee's fight modifier but for three wounds (Fighting's +1 and
        // the Settings' bonus, which a straggler does not have).
        int fightBase = 0;
        // The mTakes bits that send his encounter die by die: a straggler,
        // and a riderless horse when blown.
        unsigned specialMask = 0;
        Skills skills = NoSkill;
        Role role = Role::Rider;
        BreakStatus status = BreakStatus::None;
        Fate fate = Fate::InPlay;
        bool blown = false;
        bool walked = false;
        bool carries = false; // has been given a passenger (who may be gone since)

        bool inPlay() const { return fate == Fate::InPlay; }
        bool rides() const { return fate == Fate::InPlay && carrier < 0; }
    };

    // Both hold for a whole turn (the first arrival during a turn changes
    // neither), so startTurn() works them out once.
    bool approach() const { return mApproach; }
    bool meleeNow() const { return mMeleeNow; }
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

    // The dice's place, in registers for the whole charge (the functions
    // taking it are inlined into play()); handed back to mDice around the
    // rare paths that read it die by die.
    using Cursor = dice::BatchedDiceSource::Cursor;
    const std::uint8_t *ahead(Cursor &c)
    {
        dice::BatchedDiceSource::ensure(*mDice, c);
        return c.at;
    }

    // A kill roll this high never kills (a fire's kill is at most 6, a
    // melee's needs 4 after it is taken off).
    static constexpr int kNeverKilled = 64;
    void settle(Card &m) const;

    bool startTurn();
    void actMan(int i, Cursor &c);
    void melee(int i, Cursor &c);
    void encounter(int i, Cursor &c);
    void encounterDieByDie(int i);
    void evade(int i, const ObstacleRow &row);
    void fire(int i, const FireRow &row);
    void spur(int i, Cursor &c);
    void straggler(int space);
    void moveOne(int i);
    void moveBy(int i, int step); // step 0: he stays (passengers are put beside him all the same)
    void wound(int i);
    void kill(int i);
    void die(int i);
    void endPassengers(int carrier, Fate fate);
    void dropRider(int i);
    void moralePhase(Cursor &c);
    void rallyPhase(Cursor &c);

    Outcome mOutcomes[2][4][kDiceIndex]; // [approach][spaceKind][encounter die << 3 | table die]
    // An encounter in one byte, by the man's evade modifier (-2 to 1) and
    // the first three dice: how many dice it takes (1, 3 or 4: fewer than 4
    // is a pass), less one, in the low two bits (0, 2 or 3: bit 0 is a
    // failure); a fire's hit (a failure against fire); then the Outcome's
    // special and kill. The next encounter's dice are where this says, so
    // the one look-up between two encounters' dice is this one, and the
    // Outcome (built first, in the constructor) is not read again.
    static constexpr int kModifiers = 4;
    static constexpr int kThreeDice = 512; // d0 << 6 | d1 << 3 | d2
    static constexpr unsigned kTakeMask = 3;
    static constexpr int kHitShift = 2;
    static constexpr int kSpecialShift = 3; // two bits: kStraggler, kRiderless
    static constexpr int kKillShift = 5; // three bits: a fire's kill number, at most 5
    static unsigned specialMask(bool blown) { return (kStraggler | (blown ? kRiderless : 0u)) << kSpecialShift; }
    std::uint8_t mTakes[2][4][kModifiers][kThreeDice]; // [approach][spaceKind][evade modifier + 2][three dice]
    std::int8_t mSpaceKinds[Game::kBattery + 1];
    Settings mSettings;
    bool mBold;
    int mFightModifier;
    dice::BatchedDiceSource *mDice = nullptr;
    std::vector<Card> mMen;
    std::vector<Card> mFresh; // the twelve cards of a new charge, their roles set
    // The riders as bits by roster index (bit i % 64 of word i / 64): the
    // Engine's riders list is in roster order, which is index order, so a
    // walk over the set bits meets them in its order; dropping one clears
    // a bit where the list shifted its tail down. mPending: those still to
    // move this turn (the riders at its start; the movement phase takes out
    // those dropped since: a straggler joining mid-turn moves next turn, as
    // in the Engine).
    // Words kept between games: no allocation a game.
    std::vector<std::uint64_t> mRiders;
    std::vector<std::uint64_t> mPending;
    int mRiderCount = 0;
    void addRider(int i);
    static int bitIndex(std::size_t word, std::uint64_t bits) { return static_cast<int>(word * 64) + std::countr_zero(bits); }
    int mTurn = 0;
    int mCursor = 0; // Game::cursor() where the charge ended
    int mFirstArrival = 0;
    bool mApproach = true; // riding to the battery or in melee there
    bool mMeleeNow = false; // a melee turn: a man at the battery fights
    bool mKilledThisTurn = false;
    // The break results this turn's morale gave (statusBit), less a group
    // rallied: every other rider's status was cleared as he moved.
    unsigned mBroken = 0;
    static unsigned statusBit(BreakStatus status) { return 1u << static_cast<unsigned>(status); }
};

} // namespace vedette::rules::lightbrigade

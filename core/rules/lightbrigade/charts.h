#pragma once

#include <QString>

#include <span>

namespace vedette::rules::lightbrigade {

// The skills a man can have; the Captain has three at once, so they are flags.
enum Skill : unsigned {
    NoSkill = 0,
    Riding = 1u << 0,       // +1 to evade rolls
    Horsemanship = 1u << 1, // +1 to spur rolls
    Steadfast = 1u << 2,    // +1 to morale rolls, dies at 5 wounds
    Fighting = 1u << 3,     // +1 to fight rolls
    Tough = 1u << 4,        // +1 to kill rolls, dies at 6 wounds
};
using Skills = unsigned;

enum class Encounter { FlatLevel, FlatEven, GroundObstacle, ManObstacle, CannonFire, MusketryFire };

enum class Obstacle {
    Corpse, WoundedMan, DeadHorse, RiderlessHorse, // man obstacles
    UnevenGround, Bushes, Rocks, Ditch,            // ground obstacles
};

enum class FireType { DoubleCanister, Canister, RoundShot, CannonBall, ExplodingShell, Shrapnel, MusketFire, MusketVolley, RifleShot };

enum class Opponent { OfficerWithSaber, CossackWithSword, RussianLancer, GreatcoatWithBayonet, Artilleryman, NoOpponent };

enum class BreakStatus { None, Hurried, Hesitant, Retreating };

struct ObstacleRow
{
    Obstacle obstacle;
    int evade; // the evade roll must reach this
};

struct FireRow
{
    FireType type;
    int hit;  // hit on 1d6 <= hit
    int kill; // killed on modified kill roll <= kill
};

struct MeleeRow
{
    Opponent opponent;
    int fight; // 0 for "No Opponent this Turn"
};

// The tables of light-brigade-solo.txt as data, indexed by the (clamped) roll.
// Lookups clamp to the "1-" and "6+" rows; only the skill, encounter and fire
// tables have such rows, the others are only ever asked for plain dice.
class Charts
{
public:
    static Skills skill(int roll);
    static Encounter encounter(int roll);
    static ObstacleRow manObstacle(int roll);
    static ObstacleRow groundObstacle(int roll);
    static FireRow cannonFire(int modifiedRoll);
    static FireRow musketryFire(int roll);
    static MeleeRow melee(int roll2d6);
    static BreakStatus breakResult(int roll);

    // Cannon location modifier: +2 in spaces 1-12, -2 in spaces 17-19.
    static int cannonModifier(int space);
    // Death at 4 wounds, Steadfast 5, Tough 6 (the Captain never dies).
    static int woundLimit(Skills skills);

    static int clampD6(int roll) { return roll < 1 ? 1 : (roll > 6 ? 6 : roll); }

    // Translated names for the log and the cards.
    static QString skillsName(Skills skills);
    static QString encounterName(Encounter encounter);
    static QString obstacleName(Obstacle obstacle);
    static QString fireName(FireType type);
    static QString opponentName(Opponent opponent);
    static QString statusName(BreakStatus status);
};

} // namespace vedette::rules::lightbrigade

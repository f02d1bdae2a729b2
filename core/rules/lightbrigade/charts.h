#pragma once

#include <QString>

#include <array>
#include <cstddef>

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

namespace detail {
inline constexpr std::array<Skills, 6> kSkill{Riding, Horsemanship, Steadfast, Steadfast, Fighting, Tough};
inline constexpr std::array<Encounter, 6> kEncounter{Encounter::FlatLevel, Encounter::FlatEven, Encounter::GroundObstacle,
                                              Encounter::ManObstacle, Encounter::CannonFire, Encounter::MusketryFire};
inline constexpr std::array<ObstacleRow, 6> kManObstacle{{{Obstacle::Corpse, 2}, {Obstacle::WoundedMan, 3}, {Obstacle::WoundedMan, 3},
                                                   {Obstacle::DeadHorse, 4}, {Obstacle::RiderlessHorse, 5}, {Obstacle::RiderlessHorse, 5}}};
inline constexpr std::array<ObstacleRow, 6> kGroundObstacle{{{Obstacle::UnevenGround, 2}, {Obstacle::UnevenGround, 2}, {Obstacle::UnevenGround, 2},
                                                      {Obstacle::Bushes, 3}, {Obstacle::Rocks, 4}, {Obstacle::Ditch, 5}}};
inline constexpr std::array<FireRow, 6> kCannonFire{{{FireType::DoubleCanister, 5, 4}, {FireType::Canister, 4, 3}, {FireType::RoundShot, 2, 5},
                                              {FireType::CannonBall, 2, 5}, {FireType::ExplodingShell, 4, 2}, {FireType::Shrapnel, 3, 1}}};
inline constexpr std::array<FireRow, 6> kMusketryFire{{{FireType::MusketFire, 2, 3}, {FireType::MusketFire, 2, 3}, {FireType::MusketVolley, 3, 3},
                                                {FireType::MusketVolley, 3, 3}, {FireType::RifleShot, 4, 3}, {FireType::RifleShot, 4, 3}}};
// 2d6 from 2 to 12.
inline constexpr std::array<MeleeRow, 11> kMelee{{{Opponent::OfficerWithSaber, 5}, {Opponent::CossackWithSword, 4}, {Opponent::RussianLancer, 4},
                                           {Opponent::GreatcoatWithBayonet, 3}, {Opponent::Artilleryman, 2}, {Opponent::NoOpponent, 0},
                                           {Opponent::Artilleryman, 2}, {Opponent::CossackWithSword, 4}, {Opponent::RussianLancer, 4},
                                           {Opponent::GreatcoatWithBayonet, 3}, {Opponent::OfficerWithSaber, 5}}};
inline constexpr std::array<BreakStatus, 6> kBreak{BreakStatus::Hurried, BreakStatus::Hurried, BreakStatus::Hurried,
                                            BreakStatus::Hesitant, BreakStatus::Hesitant, BreakStatus::Retreating};

} // namespace detail

// The tables of light-brigade-solo.txt as data, indexed by the (clamped) roll.
// Lookups clamp to the "1-" and "6+" rows; only the skill, encounter and fire
// tables have such rows, the others are only ever asked for plain dice.
class Charts
{
public:
    static int clampD6(int roll) { return roll < 1 ? 1 : (roll > 6 ? 6 : roll); }

    static Skills skill(int roll) { return detail::kSkill[row(roll)]; }
    static Encounter encounter(int roll) { return detail::kEncounter[row(roll)]; }
    static ObstacleRow manObstacle(int roll) { return detail::kManObstacle[row(roll)]; }
    static ObstacleRow groundObstacle(int roll) { return detail::kGroundObstacle[row(roll)]; }
    static FireRow cannonFire(int modifiedRoll) { return detail::kCannonFire[row(modifiedRoll)]; }
    static FireRow musketryFire(int roll) { return detail::kMusketryFire[row(roll)]; }
    static BreakStatus breakResult(int roll) { return detail::kBreak[row(roll)]; }
    static MeleeRow melee(int roll2d6)
    {
        const int r = roll2d6 < 2 ? 2 : (roll2d6 > 12 ? 12 : roll2d6);
        return detail::kMelee[static_cast<std::size_t>(r - 2)];
    }

    // Cannon location modifier: +2 in spaces 1-12, -2 in spaces 17-19.
    static int cannonModifier(int space) { return (space >= 1 && space <= 12) ? 2 : ((space >= 17 && space <= 19) ? -2 : 0); }
    // Death at 4 wounds, Steadfast 5, Tough 6 (the Captain never dies).
    static int woundLimit(Skills skills) { return (skills & Tough) ? 6 : ((skills & Steadfast) ? 5 : 4); }

    // Translated names for the log and the cards.
    static QString skillsName(Skills skills);
    static QString encounterName(Encounter encounter);
    static QString obstacleName(Obstacle obstacle);
    static QString fireName(FireType type);
    static QString opponentName(Opponent opponent);
    static QString statusName(BreakStatus status);

private:
    static std::size_t row(int roll) { return static_cast<std::size_t>(clampD6(roll) - 1); }
};

} // namespace vedette::rules::lightbrigade

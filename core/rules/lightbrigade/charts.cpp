#include "charts.h"

#include <QCoreApplication>
#include <QStringList>

#include <array>

namespace vedette::rules::lightbrigade {

namespace {

constexpr std::array<Skills, 6> kSkill{Riding, Horsemanship, Steadfast, Steadfast, Fighting, Tough};
constexpr std::array<Encounter, 6> kEncounter{Encounter::FlatLevel, Encounter::FlatEven, Encounter::GroundObstacle,
                                              Encounter::ManObstacle, Encounter::CannonFire, Encounter::MusketryFire};
constexpr std::array<ObstacleRow, 6> kManObstacle{{{Obstacle::Corpse, 2}, {Obstacle::WoundedMan, 3}, {Obstacle::WoundedMan, 3},
                                                   {Obstacle::DeadHorse, 4}, {Obstacle::RiderlessHorse, 5}, {Obstacle::RiderlessHorse, 5}}};
constexpr std::array<ObstacleRow, 6> kGroundObstacle{{{Obstacle::UnevenGround, 2}, {Obstacle::UnevenGround, 2}, {Obstacle::UnevenGround, 2},
                                                      {Obstacle::Bushes, 3}, {Obstacle::Rocks, 4}, {Obstacle::Ditch, 5}}};
constexpr std::array<FireRow, 6> kCannonFire{{{FireType::DoubleCanister, 5, 4}, {FireType::Canister, 4, 3}, {FireType::RoundShot, 2, 5},
                                              {FireType::CannonBall, 2, 5}, {FireType::ExplodingShell, 4, 2}, {FireType::Shrapnel, 3, 1}}};
constexpr std::array<FireRow, 6> kMusketryFire{{{FireType::MusketFire, 2, 3}, {FireType::MusketFire, 2, 3}, {FireType::MusketVolley, 3, 3},
                                                {FireType::MusketVolley, 3, 3}, {FireType::RifleShot, 4, 3}, {FireType::RifleShot, 4, 3}}};
// 2d6 from 2 to 12.
constexpr std::array<MeleeRow, 11> kMelee{{{Opponent::OfficerWithSaber, 5}, {Opponent::CossackWithSword, 4}, {Opponent::RussianLancer, 4},
                                           {Opponent::GreatcoatWithBayonet, 3}, {Opponent::Artilleryman, 2}, {Opponent::NoOpponent, 0},
                                           {Opponent::Artilleryman, 2}, {Opponent::CossackWithSword, 4}, {Opponent::RussianLancer, 4},
                                           {Opponent::GreatcoatWithBayonet, 3}, {Opponent::OfficerWithSaber, 5}}};
constexpr std::array<BreakStatus, 6> kBreak{BreakStatus::Hurried, BreakStatus::Hurried, BreakStatus::Hurried,
                                            BreakStatus::Hesitant, BreakStatus::Hesitant, BreakStatus::Retreating};

inline std::size_t row(int roll)
{
    return static_cast<std::size_t>(Charts::clampD6(roll) - 1);
}

QString tr(const char *text)
{
    return QCoreApplication::translate("LightBrigade", text);
}

} // namespace

Skills Charts::skill(int roll) { return kSkill[row(roll)]; }
Encounter Charts::encounter(int roll) { return kEncounter[row(roll)]; }
ObstacleRow Charts::manObstacle(int roll) { return kManObstacle[row(roll)]; }
ObstacleRow Charts::groundObstacle(int roll) { return kGroundObstacle[row(roll)]; }
FireRow Charts::cannonFire(int modifiedRoll) { return kCannonFire[row(modifiedRoll)]; }
FireRow Charts::musketryFire(int roll) { return kMusketryFire[row(roll)]; }
BreakStatus Charts::breakResult(int roll) { return kBreak[row(roll)]; }

MeleeRow Charts::melee(int roll2d6)
{
    const int r = roll2d6 < 2 ? 2 : (roll2d6 > 12 ? 12 : roll2d6);
    return kMelee[static_cast<std::size_t>(r - 2)];
}

int Charts::cannonModifier(int space)
{
    if (space >= 1 && space <= 12)
        return 2;
    if (space >= 17 && space <= 19)
        return -2;
    return 0;
}

int Charts::woundLimit(Skills skills)
{
    if (skills & Tough)
        return 6;
    if (skills & Steadfast)
        return 5;
    return 4;
}

QString Charts::skillsName(Skills skills)
{
    QStringList names;
    if (skills & Riding)
        names.append(tr("Riding"));
    if (skills & Horsemanship)
        names.append(tr("Horsemanship"));
    if (skills & Steadfast)
        names.append(tr("Steadfast"));
    if (skills & Fighting)
        names.append(tr("Fighting"));
    if (skills & Tough)
        names.append(tr("Tough"));
    return names.join(QStringLiteral(", "));
}

QString Charts::encounterName(Encounter encounter)
{
    switch (encounter) {
    case Encounter::FlatLevel: return tr("Flat & Level");
    case Encounter::FlatEven: return tr("Flat & Even");
    case Encounter::GroundObstacle: return tr("Ground Obstacle");
    case Encounter::ManObstacle: return tr("Man Obstacle");
    case Encounter::CannonFire: return tr("Cannon Fire");
    case Encounter::MusketryFire: return tr("Musketry Fire");
    }
    return {};
}

QString Charts::obstacleName(Obstacle obstacle)
{
    switch (obstacle) {
    case Obstacle::Corpse: return tr("Corpse");
    case Obstacle::WoundedMan: return tr("Wounded Man");
    case Obstacle::DeadHorse: return tr("Dead Horse");
    case Obstacle::RiderlessHorse: return tr("Riderless Horse");
    case Obstacle::UnevenGround: return tr("Uneven Ground");
    case Obstacle::Bushes: return tr("Bushes");
    case Obstacle::Rocks: return tr("Rocks");
    case Obstacle::Ditch: return tr("Ditch");
    }
    return {};
}

QString Charts::fireName(FireType type)
{
    switch (type) {
    case FireType::DoubleCanister: return tr("Double Canister");
    case FireType::Canister: return tr("Canister");
    case FireType::RoundShot: return tr("Round Shot");
    case FireType::CannonBall: return tr("Cannon Ball");
    case FireType::ExplodingShell: return tr("Exploding Shell");
    case FireType::Shrapnel: return tr("Shrapnel");
    case FireType::MusketFire: return tr("Musket Fire");
    case FireType::MusketVolley: return tr("Musket Volley");
    case FireType::RifleShot: return tr("Rifle Shot");
    }
    return {};
}

QString Charts::opponentName(Opponent opponent)
{
    switch (opponent) {
    case Opponent::OfficerWithSaber: return tr("Officer with Saber");
    case Opponent::CossackWithSword: return tr("Cossack with Sword");
    case Opponent::RussianLancer: return tr("Russian Lancer");
    case Opponent::GreatcoatWithBayonet: return tr("Greatcoat with Bayonet");
    case Opponent::Artilleryman: return tr("Artilleryman");
    case Opponent::NoOpponent: return tr("No Opponent this Turn");
    }
    return {};
}

QString Charts::statusName(BreakStatus status)
{
    switch (status) {
    case BreakStatus::None: return tr("Good morale");
    case BreakStatus::Hurried: return tr("Hurried");
    case BreakStatus::Hesitant: return tr("Hesitates");
    case BreakStatus::Retreating: return tr("Retreats");
    }
    return {};
}

} // namespace vedette::rules::lightbrigade

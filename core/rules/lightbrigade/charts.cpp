#include "charts.h"

#include <QCoreApplication>
#include <QStringList>


namespace vedette::rules::lightbrigade {

namespace {

// The translation context of this file, for Tr::tr() in free functions too
// (lupdate reads Tr::tr with this context; a free Tr::tr() helper it would not).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(LightBrigade)
};

} // namespace

QString Charts::skillsName(Skills skills)
{
    QStringList names;
    if (skills & Riding)
        names.append(Tr::tr("Riding"));
    if (skills & Horsemanship)
        names.append(Tr::tr("Horsemanship"));
    if (skills & Steadfast)
        names.append(Tr::tr("Steadfast"));
    if (skills & Fighting)
        names.append(Tr::tr("Fighting"));
    if (skills & Tough)
        names.append(Tr::tr("Tough"));
    return names.join(QStringLiteral(", "));
}

QString Charts::encounterName(Encounter encounter)
{
    switch (encounter) {
    case Encounter::FlatLevel: return Tr::tr("Flat & Level");
    case Encounter::FlatEven: return Tr::tr("Flat & Even");
    case Encounter::GroundObstacle: return Tr::tr("Ground Obstacle");
    case Encounter::ManObstacle: return Tr::tr("Man Obstacle");
    case Encounter::CannonFire: return Tr::tr("Cannon Fire");
    case Encounter::MusketryFire: return Tr::tr("Musketry Fire");
    }
    return {};
}

QString Charts::obstacleName(Obstacle obstacle)
{
    switch (obstacle) {
    case Obstacle::Corpse: return Tr::tr("Corpse");
    case Obstacle::WoundedMan: return Tr::tr("Wounded Man");
    case Obstacle::DeadHorse: return Tr::tr("Dead Horse");
    case Obstacle::RiderlessHorse: return Tr::tr("Riderless Horse");
    case Obstacle::UnevenGround: return Tr::tr("Uneven Ground");
    case Obstacle::Bushes: return Tr::tr("Bushes");
    case Obstacle::Rocks: return Tr::tr("Rocks");
    case Obstacle::Ditch: return Tr::tr("Ditch");
    }
    return {};
}

QString Charts::fireName(FireType type)
{
    switch (type) {
    case FireType::DoubleCanister: return Tr::tr("Double Canister");
    case FireType::Canister: return Tr::tr("Canister");
    case FireType::RoundShot: return Tr::tr("Round Shot");
    case FireType::CannonBall: return Tr::tr("Cannon Ball");
    case FireType::ExplodingShell: return Tr::tr("Exploding Shell");
    case FireType::Shrapnel: return Tr::tr("Shrapnel");
    case FireType::MusketFire: return Tr::tr("Musket Fire");
    case FireType::MusketVolley: return Tr::tr("Musket Volley");
    case FireType::RifleShot: return Tr::tr("Rifle Shot");
    }
    return {};
}

QString Charts::opponentName(Opponent opponent)
{
    switch (opponent) {
    case Opponent::OfficerWithSaber: return Tr::tr("Officer with Saber");
    case Opponent::CossackWithSword: return Tr::tr("Cossack with Sword");
    case Opponent::RussianLancer: return Tr::tr("Russian Lancer");
    case Opponent::GreatcoatWithBayonet: return Tr::tr("Greatcoat with Bayonet");
    case Opponent::Artilleryman: return Tr::tr("Artilleryman");
    case Opponent::NoOpponent: return Tr::tr("No Opponent this Turn");
    }
    return {};
}

QString Charts::statusName(BreakStatus status)
{
    switch (status) {
    case BreakStatus::None: return Tr::tr("Good morale");
    case BreakStatus::Hurried: return Tr::tr("Hurried");
    case BreakStatus::Hesitant: return Tr::tr("Hesitates");
    case BreakStatus::Retreating: return Tr::tr("Retreats");
    }
    return {};
}

} // namespace vedette::rules::lightbrigade

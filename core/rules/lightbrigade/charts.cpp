#include "charts.h"

#include <QCoreApplication>
#include <QStringList>


namespace vedette::rules::lightbrigade {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("LightBrigade", text);
}

} // namespace

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

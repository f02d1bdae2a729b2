#include "unit.h"

#include <cmath>

namespace vedette::table {

Unit::Unit(QString id, QString sideId, QString name, Arm arm)
    : mId(std::move(id))
    , mSideId(std::move(sideId))
    , mName(std::move(name))
    , mArm(arm)
    , mFormation(defaultFormation(arm))
{
}

void Unit::setFacing(double degrees)
{
    // One representation per direction, so equal facings compare equal.
    double facing = std::fmod(degrees, 360.0);
    if (facing < 0.0)
        facing += 360.0;
    mFacing = facing == 360.0 ? 0.0 : facing;
}

bool Unit::takeFormation(Formation formation)
{
    if (!formationAllowed(mArm, formation))
        return false;
    if (mArm == Arm::Dragoons && formation != Formation::SingleLine)
        mMounted = true;
    mFormation = formation;
    return true;
}

void Unit::setTroopClass(TroopClass troopClass)
{
    mTroopClass = troopClass;
    mCombatWeight = defaultCombatWeight(troopClass);
    mMeleeModifier.reset();
}

} // namespace vedette::table

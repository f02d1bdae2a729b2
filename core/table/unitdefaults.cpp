#include "unitdefaults.h"

namespace vedette::table {

Unit UnitDefaults::unit(RuleSystem system, Arm arm, const QString &id, const QString &sideId, const QString &name)
{
    Unit unit(id, sideId, name, arm);
    unit.setTroopClass(TroopClass::Regular);
    unit.setFormation(defaultFormation(arm));
    const bool balagan = system == RuleSystem::Balagan;
    int strength = 500;
    int stands = 4;
    double depth = 20.0;
    switch (arm) {
    case Arm::Foot:
        strength = balagan ? 2000 : 500;
        break;
    case Arm::Horse:
        strength = balagan ? 1500 : 400;
        stands = 3;
        depth = 30.0;
        break;
    case Arm::Dragoons:
        strength = balagan ? 1200 : 400;
        stands = 3;
        depth = 30.0;
        break;
    case Arm::Artillery:
        strength = balagan ? 12 : 6;
        stands = 2;
        depth = 40.0;
        break;
    }
    unit.setStrength(strength);
    unit.setStartingStrength(strength);
    unit.setStandCount(stands);
    unit.setStandFrontage(Length::fromMm(40.0));
    unit.setStandDepth(Length::fromMm(depth));
    return unit;
}

int UnitDefaults::minimumRating(RuleSystem system)
{
    return system == RuleSystem::Balagan ? -1 : -3;
}

int UnitDefaults::maximumRating(RuleSystem system)
{
    return system == RuleSystem::Balagan ? 1 : 3;
}

} // namespace vedette::table

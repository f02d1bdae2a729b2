#include "troop.h"

#include "util/enumid.h"

using namespace Qt::StringLiterals;

namespace vedette::rules::brown {

namespace {

// Brown's troop types and formation classes as JSON and the house rules
// name them.
constexpr util::EnumId<TroopType> kTypes[] = {{TroopType::Infantry, "infantry"},
                                              {TroopType::LightCavalry, "light-cavalry"},
                                              {TroopType::HeavyCavalry, "heavy-cavalry"},
                                              {TroopType::Artillery, "artillery"}};
constexpr util::EnumId<FormationClass> kFormations[] = {{FormationClass::Line, "line"},
                                                        {FormationClass::Column, "column"},
                                                        {FormationClass::ClosedColumn, "closed-column"},
                                                        {FormationClass::Square, "square"},
                                                        {FormationClass::Other, "other"}};
static_assert(util::isWellFormed(kTypes) && util::coversAll(kTypes, 4));
static_assert(util::isWellFormed(kFormations) && util::coversAll(kFormations, 5));

} // namespace

QString troopTypeId(TroopType type)
{
    return util::idOf(kTypes, type);
}

std::optional<TroopType> troopTypeFromId(QStringView id)
{
    return util::fromId(kTypes, id);
}

QString formationClassId(FormationClass formation)
{
    return util::idOf(kFormations, formation);
}

std::optional<FormationClass> formationClassFromId(QStringView id)
{
    return util::fromId(kFormations, id);
}

TroopType troopTypeOf(table::Arm arm, table::HorseWeight weight, bool dragoonsMounted)
{
    switch (arm) {
    case table::Arm::Foot:
        return TroopType::Infantry;
    case table::Arm::Artillery:
        return TroopType::Artillery;
    case table::Arm::Dragoons:
        if (!dragoonsMounted)
            return TroopType::Infantry;
        [[fallthrough]];
    case table::Arm::Horse:
        return weight == table::HorseWeight::Heavy ? TroopType::HeavyCavalry : TroopType::LightCavalry;
    }
    return TroopType::Infantry;
}

FormationClass formationClassOf(table::Formation formation)
{
    switch (formation) {
    case table::Formation::SingleLine:
    case table::Formation::DoubleLine:
        return FormationClass::Line;
    case table::Formation::ColumnOfMarch:
        return FormationClass::Column;
    case table::Formation::ClosedColumn:
        return FormationClass::ClosedColumn;
    case table::Formation::Square:
        return FormationClass::Square;
    case table::Formation::Limbered:
    case table::Formation::Unlimbered:
        return FormationClass::Other;
    }
    return FormationClass::Other;
}

} // namespace vedette::rules::brown

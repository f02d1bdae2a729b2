#include "troop.h"

#include <array>

using namespace Qt::StringLiterals;

namespace vedette::rules::brown {

namespace {

constexpr std::array<const char16_t *, 4> typeIds{u"infantry", u"light-cavalry", u"heavy-cavalry", u"artillery"};
constexpr std::array<const char16_t *, 5> formationIds{u"line", u"column", u"closed-column", u"square", u"other"};

template<class E, std::size_t N>
std::optional<E> fromId(const std::array<const char16_t *, N> &ids, QStringView id)
{
    for (std::size_t i = 0; i < N; ++i) {
        if (id == QStringView(ids[i]))
            return static_cast<E>(i);
    }
    return std::nullopt;
}

} // namespace

QString troopTypeId(TroopType type)
{
    return QString::fromUtf16(typeIds[static_cast<std::size_t>(type)]);
}

std::optional<TroopType> troopTypeFromId(QStringView id)
{
    return fromId<TroopType>(typeIds, id);
}

QString formationClassId(FormationClass formation)
{
    return QString::fromUtf16(formationIds[static_cast<std::size_t>(formation)]);
}

std::optional<FormationClass> formationClassFromId(QStringView id)
{
    return fromId<FormationClass>(formationIds, id);
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

#include "troop.h"

#include <array>

using namespace Qt::StringLiterals;

namespace vedette::rules::brown {

namespace {

constexpr std::array<const char16_t *, 4> typeIds{u"infantry", u"light-cavalry", u"heavy-cavalry", u"artillery"};
constexpr std::array<const char16_t *, 4> classIds{u"elite", u"veteran", u"regular", u"green"};
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

QString troopClassId(TroopClass troopClass)
{
    return QString::fromUtf16(classIds[static_cast<std::size_t>(troopClass)]);
}

std::optional<TroopClass> troopClassFromId(QStringView id)
{
    return fromId<TroopClass>(classIds, id);
}

QString formationId(Formation formation)
{
    return QString::fromUtf16(formationIds[static_cast<std::size_t>(formation)]);
}

std::optional<Formation> formationFromId(QStringView id)
{
    return fromId<Formation>(formationIds, id);
}

} // namespace vedette::rules::brown

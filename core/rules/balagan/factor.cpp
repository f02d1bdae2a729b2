#include "factor.h"

#include "util/enumid.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace vedette::rules::balagan {

namespace {

// The ids of the factors in JSON output and the log, and their names: one
// row each.
struct KindInfo
{
    FactorKind value;
    const char *id;
    const char *name;
};

constexpr KindInfo kinds[] = {
    {FactorKind::FavourableTerrain, "favourable-terrain", QT_TRANSLATE_NOOP("vedette::rules::balagan::Factor", "Favourable terrain")},
    {FactorKind::ArtilleryLongRange, "artillery-long-range", QT_TRANSLATE_NOOP("vedette::rules::balagan::Factor", "Only shot at by artillery at long range")},
    {FactorKind::ColumnOrLimbered, "column-or-limbered", QT_TRANSLATE_NOOP("vedette::rules::balagan::Factor", "In column or limbered")},
    {FactorKind::Unsupported, "unsupported", QT_TRANSLATE_NOOP("vedette::rules::balagan::Factor", "Unsupported")},
    {FactorKind::HorseOrLimberedUnderFire, "horse-or-limbered-under-fire", QT_TRANSLATE_NOOP("vedette::rules::balagan::Factor", "Horse or limbered artillery under fire")},
    {FactorKind::FirstBoundAfterCharged, "first-bound-after-charged", QT_TRANSLATE_NOOP("vedette::rules::balagan::Factor", "First bound after being charged")},
    {FactorKind::ElementsBeyondTwo, "elements-beyond-two", QT_TRANSLATE_NOOP("vedette::rules::balagan::Factor", "Enemy elements in contact beyond two")},
    {FactorKind::MeleeWithHorse, "melee-with-horse", QT_TRANSLATE_NOOP("vedette::rules::balagan::Factor", "Foot or artillery in melee with horse")},
    {FactorKind::EnemyBehind, "enemy-behind", QT_TRANSLATE_NOOP("vedette::rules::balagan::Factor", "Enemy behind flank or rear")},
    {FactorKind::Dragoons, "dragoons", QT_TRANSLATE_NOOP("vedette::rules::balagan::Factor", "Dragoons")},
    {FactorKind::GeneralRating, "general-rating", QT_TRANSLATE_NOOP("vedette::rules::balagan::Factor", "General's rating")},
};
static_assert(vedette::util::isWellFormed(kinds) && vedette::util::coversAll(kinds, 11));

const KindInfo &info(FactorKind kind)
{
    for (const KindInfo &entry : kinds)
        if (entry.value == kind)
            return entry;
    return kinds[0];
}

} // namespace

QString factorKindId(FactorKind kind)
{
    return util::idOf(kinds, kind);
}

FactorKind factorKindFromId(QStringView id, bool *ok)
{
    return util::fromId(kinds, id, ok);
}

QString factorKindName(FactorKind kind)
{
    return QCoreApplication::translate("vedette::rules::balagan::Factor", info(kind).name);
}

const QList<FactorKind> &allFactorKinds()
{
    static const QList<FactorKind> all = [] {
        QList<FactorKind> list;
        for (const KindInfo &entry : kinds)
            list.append(entry.value);
        return list;
    }();
    return all;
}

QJsonObject Factor::toJson() const
{
    QJsonObject json{{u"kind"_s, factorKindId(kind)},
                     {u"derived"_s, derived},
                     {u"value"_s, value()},
                     {u"reason"_s, reason}};
    if (overridden)
        json.insert(u"overridden"_s, *overridden);
    return json;
}

int totalOf(const QList<Factor> &factors)
{
    int total = 0;
    for (const Factor &factor : factors)
        total += factor.value();
    return total;
}

} // namespace vedette::rules::balagan

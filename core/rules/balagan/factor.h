#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringView>

#include <optional>

namespace vedette::rules::balagan {

// The tactical factors of a Balagan morale test (docs/rules.md M-14 to M-23).
enum class FactorKind {
    FavourableTerrain,      // +1
    ArtilleryLongRange,     // +1 only shot at by artillery at 200p or more
    ColumnOrLimbered,       // -1
    Unsupported,            // -1
    HorseOrLimberedUnderFire, // -1
    FirstBoundAfterCharged, // -1
    ElementsBeyondTwo,      // -1 each
    MeleeWithHorse,         // -1 foot or artillery in melee with horse
    EnemyBehind,            // -1 enemy wholly behind flank or rear
    Dragoons,               // -1
    GeneralRating,          // the joined general's rating
};

QString factorKindId(FactorKind kind);   // "favourable-terrain", ...
FactorKind factorKindFromId(QStringView id, bool *ok = nullptr);
QString factorKindName(FactorKind kind); // translated
const QList<FactorKind> &allFactorKinds();

// One factor as derived from the table, with the reason the referee sees,
// and the referee's override (if any) which wins over the derived value.
struct Factor
{
    FactorKind kind = FactorKind::FavourableTerrain;
    int derived = 0;          // 0 = does not apply
    QString reason;           // translated; why it applies (or why not)
    std::optional<int> overridden;

    int value() const { return overridden.value_or(derived); }
    bool isOverridden() const { return overridden.has_value(); }
    QJsonObject toJson() const;
};

// Sum of the effective values.
int totalOf(const QList<Factor> &factors);

} // namespace vedette::rules::balagan

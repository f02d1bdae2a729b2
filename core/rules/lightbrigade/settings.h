#pragma once

#include <QJsonObject>
#include <QString>

#include <optional>

namespace vedette::rules::lightbrigade {

enum class TroopType { Dragoons, Hussars, Lancers };

// The choices made before the charge.
struct Settings
{
    TroopType troop = TroopType::Lancers;
    bool frontRank = false;
    // The optional variant "Lancers +1 to Fight" (off by default, docs/rules.md L-2).
    bool lancersFightBonus = false;

    // Modifier to the skill roll of the Trumpeter and the riders.
    int skillModifier() const;
    // +1 to every fight roll of the original men with the variant on.
    int fightModifier() const;

    QJsonObject toJson() const;
    static std::optional<Settings> fromJson(const QJsonObject &json, QString *errorString = nullptr);

    static QString troopId(TroopType troop); // "dragoons", "hussars", "lancers"
    static std::optional<TroopType> troopFromId(QStringView id);
    static QString troopName(TroopType troop); // translated

    friend bool operator==(const Settings &, const Settings &) = default;
};

} // namespace vedette::rules::lightbrigade

#pragma once

#include <QString>
#include <QStringView>

#include <cstdint>
#include <optional>

namespace vedette::rules::brown {

// The unit categories Brown's modifiers tell apart.
enum class TroopType : std::uint8_t { Infantry, LightCavalry, HeavyCavalry, Artillery };
enum class TroopClass : std::uint8_t { Elite, Veteran, Regular, Green };
// "Other" covers skirmish order, limbered guns and anything the chart has no row for.
enum class Formation : std::uint8_t { Line, Column, ClosedColumn, Square, Other };

inline constexpr int troopTypeCount = 4;
inline constexpr int troopClassCount = 4;

constexpr bool isCavalry(TroopType type) { return type == TroopType::LightCavalry || type == TroopType::HeavyCavalry; }
// Fire Discipline is rolled by infantry and artillery only.
constexpr bool firesOnCharge(TroopType type) { return !isCavalry(type); }

// Stable ids for JSON: "infantry", "light-cavalry", "heavy-cavalry", "artillery" ...
QString troopTypeId(TroopType type);
std::optional<TroopType> troopTypeFromId(QStringView id);
QString troopClassId(TroopClass troopClass); // "elite", "veteran", "regular", "green"
std::optional<TroopClass> troopClassFromId(QStringView id);
QString formationId(Formation formation); // "line", "column", "closed-column", "square", "other"
std::optional<Formation> formationFromId(QStringView id);

} // namespace vedette::rules::brown

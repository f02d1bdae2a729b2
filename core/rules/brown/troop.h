#pragma once

#include "table/unittypes.h"

#include <QString>
#include <QStringView>

#include <cstdint>
#include <optional>

namespace vedette::rules::brown {

// The unit categories Brown's modifiers tell apart.
enum class TroopType : std::uint8_t { Infantry, LightCavalry, HeavyCavalry, Artillery };
// Troop classes are the table model's own (Elite, Veteran, Regular, Green).
using TroopClass = table::TroopClass;
// "Other" covers skirmish order, limbered guns and anything the chart has no row for.
enum class FormationClass : std::uint8_t { Line, Column, ClosedColumn, Square, Other };

inline constexpr int troopTypeCount = 4;
inline constexpr int troopClassCount = 4;

constexpr bool isCavalry(TroopType type) { return type == TroopType::LightCavalry || type == TroopType::HeavyCavalry; }
// Fire Discipline is rolled by infantry and artillery only.
constexpr bool firesOnCharge(TroopType type) { return !isCavalry(type); }

// Stable ids for JSON: "infantry", "light-cavalry", "heavy-cavalry", "artillery" ...
QString troopTypeId(TroopType type);
std::optional<TroopType> troopTypeFromId(QStringView id);
QString formationClassId(FormationClass formation); // "line", "column", "closed-column", "square", "other"
std::optional<FormationClass> formationClassFromId(QStringView id);

// How the table model's arms and formations read in Brown's terms: mounted
// dragoons are light cavalry unless marked heavy, dragoons on foot infantry;
// single and double line are "line", column of march "column".
TroopType troopTypeOf(table::Arm arm, table::HorseWeight weight, bool dragoonsMounted);
FormationClass formationClassOf(table::Formation formation);

} // namespace vedette::rules::brown

#pragma once

#include "chargeresult.h"
#include "troop.h"

#include "dice/die.h"
#include "table/unit.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <array>
#include <optional>

namespace vedette::rules::brown {

// The rows of the movement allowances (docs/rules.md B-33): infantry (and
// dragoons on foot) in line, column or square; cavalry (mounted dragoons
// too) in line or column (a square moves as a line); guns limbered or not.
enum class MoveKind : std::uint8_t {
    InfantryLine,
    InfantryColumn,
    InfantrySquare,
    CavalryLine,
    CavalryColumn,
    ArtilleryLimbered,
    ArtilleryUnlimbered
};
inline constexpr int moveKindCount = 7;
QString moveKindId(MoveKind kind); // "infantry-line", ...
MoveKind moveKindOf(const table::Unit &unit);

// Every reading of docs/rules.md B marked "setting", with its default. The
// store keeps one of these with the campaign; the House rules dialog edits it.
struct HouseRules
{
    // How far each unit type may be from its target when it declares a charge;
    // the text gives no figure, so these are Vedette's defaults. 0 = cannot charge.
    std::array<double, troopTypeCount> chargeReachInches{6.0, 12.0, 10.0, 0.0};
    int activationTarget = 3;      // class die, success on this or more
    int fireDisciplineTarget = 5;  // class die, holds fire on this or more
    int inSmokeModifier = -2;      // fire discipline of a defender hit by a continued charge
    std::array<int, troopClassCount> classDieFaces{12, 10, 8, 6};  // Elite, Veteran, Regular, Green
    std::array<int, troopClassCount> meleeModifiers{3, 2, 1, 0};
    int casualtyStepPercent = 10;  // of starting strength
    double secureFlankInches = 2.0;
    double suggestedMoveInches = 6.0; // for moves the text gives no number for
    // Results after which cavalry may ride down the infantry that lost (open 9+, cover 10+).
    QList<ChargeResult> rideDown{ChargeResult::Surrender, ChargeResult::DefenderRouts};
    // docs/rules.md B-33: movement allowances a turn, by arm and formation.
    // The text has none, so they are off unless the referee switches them on;
    // the figures are Vedette's defaults.
    bool movementAllowances = false;
    std::array<double, moveKindCount> moveInches{6.0, 9.0, 2.0, 12.0, 15.0, 12.0, 0.0};

    double chargeReach(TroopType type) const { return chargeReachInches[static_cast<std::size_t>(type)]; }
    dice::Die classDie(TroopClass troopClass) const { return dice::Die::d(classDieFaces[static_cast<std::size_t>(troopClass)]); }
    int meleeModifier(TroopClass troopClass) const { return meleeModifiers[static_cast<std::size_t>(troopClass)]; }
    bool ridesDown(ChargeResult result) const { return rideDown.contains(result); }
    // How far the unit may move a turn when the referee set allowances;
    // nothing when they are off (then a move has no limit but the table's).
    std::optional<double> moveAllowanceInches(const table::Unit &unit) const;
    // Strength lost for `steps` casualty steps, rounded to the nearest whole figure.
    int casualties(int steps, int startingStrength) const;

    QJsonObject toJson() const;
    // Missing keys keep their defaults; a bad value fails with a message in *error.
    static std::optional<HouseRules> fromJson(const QJsonObject &json, QString *error = nullptr);

    friend bool operator==(const HouseRules &, const HouseRules &) = default;
};

} // namespace vedette::rules::brown

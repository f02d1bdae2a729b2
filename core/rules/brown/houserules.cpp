#include "houserules.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <cmath>

using namespace Qt::StringLiterals;

namespace vedette::rules::brown {

namespace {

// The translation context of this file, for Tr::tr() in free functions too
// (lupdate reads Tr::tr with this context; a free Tr::tr() helper it would not).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(vedette::rules::brown::HouseRules)
};

bool readInt(const QJsonObject &json, QLatin1StringView key, int low, int high, int &value, QString *error)
{
    if (!json.contains(key))
        return true;
    const QJsonValue v = json.value(key);
    const double d = v.toDouble(std::nan(""));
    if (!v.isDouble() || d != std::floor(d) || d < low || d > high) {
        if (error)
            *error = Tr::tr("House rule \"%1\" must be a whole number from %2 to %3.").arg(key).arg(low).arg(high);
        return false;
    }
    value = static_cast<int>(d);
    return true;
}

bool readInches(const QJsonValue &v, const QString &key, double &value, QString *error)
{
    if (v.isUndefined())
        return true;
    if (!v.isDouble() || v.toDouble() < 0.0 || v.toDouble() > 100.0) {
        if (error)
            *error = Tr::tr("House rule \"%1\" must be a distance from 0 to 100 inches.").arg(key);
        return false;
    }
    value = v.toDouble();
    return true;
}

} // namespace

QString moveKindId(MoveKind kind)
{
    switch (kind) {
    case MoveKind::InfantryLine: return u"infantry-line"_s;
    case MoveKind::InfantryColumn: return u"infantry-column"_s;
    case MoveKind::InfantrySquare: return u"infantry-square"_s;
    case MoveKind::CavalryLine: return u"cavalry-line"_s;
    case MoveKind::CavalryColumn: return u"cavalry-column"_s;
    case MoveKind::ArtilleryLimbered: return u"artillery-limbered"_s;
    case MoveKind::ArtilleryUnlimbered: return u"artillery-unlimbered"_s;
    }
    return {};
}

MoveKind moveKindOf(const table::Unit &unit)
{
    using table::Formation;
    const Formation formation = unit.formation();
    const bool column = formation == Formation::ColumnOfMarch || formation == Formation::ClosedColumn;
    switch (unit.arm()) {
    case table::Arm::Artillery:
        return formation == Formation::Limbered ? MoveKind::ArtilleryLimbered : MoveKind::ArtilleryUnlimbered;
    case table::Arm::Dragoons:
        if (!unit.dragoonsMounted())
            return MoveKind::InfantryLine; // on foot they are always in single line
        [[fallthrough]];
    case table::Arm::Horse:
        return column ? MoveKind::CavalryColumn : MoveKind::CavalryLine;
    case table::Arm::Foot:
        break;
    }
    return column ? MoveKind::InfantryColumn : formation == Formation::Square ? MoveKind::InfantrySquare : MoveKind::InfantryLine;
}

std::optional<double> HouseRules::moveAllowanceInches(const table::Unit &unit) const
{
    if (!movementAllowances)
        return std::nullopt;
    return moveInches[std::size_t(moveKindOf(unit))];
}

int HouseRules::casualties(int steps, int startingStrength) const
{
    const long long hundredths = static_cast<long long>(steps) * casualtyStepPercent * startingStrength;
    return static_cast<int>((hundredths + 50) / 100);
}

QJsonObject HouseRules::toJson() const
{
    QJsonObject reach;
    for (int i = 0; i < troopTypeCount; ++i)
        reach.insert(troopTypeId(TroopType(i)), chargeReachInches[std::size_t(i)]);
    QJsonObject dice;
    QJsonObject melee;
    for (int i = 0; i < troopClassCount; ++i) {
        dice.insert(table::troopClassId(TroopClass(i)), classDieFaces[std::size_t(i)]);
        melee.insert(table::troopClassId(TroopClass(i)), meleeModifiers[std::size_t(i)]);
    }
    QJsonArray ride;
    for (ChargeResult r : rideDown)
        ride.append(resultId(r));
    QJsonObject moves;
    for (int i = 0; i < moveKindCount; ++i)
        moves.insert(moveKindId(MoveKind(i)), moveInches[std::size_t(i)]);
    return QJsonObject{
        {u"chargeReachInches"_s, reach},
        {u"activationTarget"_s, activationTarget},
        {u"fireDisciplineTarget"_s, fireDisciplineTarget},
        {u"inSmokeModifier"_s, inSmokeModifier},
        {u"classDieFaces"_s, dice},
        {u"meleeModifiers"_s, melee},
        {u"casualtyStepPercent"_s, casualtyStepPercent},
        {u"secureFlankInches"_s, secureFlankInches},
        {u"suggestedMoveInches"_s, suggestedMoveInches},
        {u"rideDown"_s, ride},
        {u"movementAllowances"_s, movementAllowances},
        {u"moveInches"_s, moves},
    };
}

std::optional<HouseRules> HouseRules::fromJson(const QJsonObject &json, QString *error)
{
    HouseRules rules;
    if (!readInt(json, "activationTarget"_L1, 1, 20, rules.activationTarget, error)
        || !readInt(json, "fireDisciplineTarget"_L1, 1, 20, rules.fireDisciplineTarget, error)
        || !readInt(json, "inSmokeModifier"_L1, -20, 20, rules.inSmokeModifier, error)
        || !readInt(json, "casualtyStepPercent"_L1, 1, 100, rules.casualtyStepPercent, error))
        return std::nullopt;
    if (!readInches(json.value("secureFlankInches"_L1), u"secureFlankInches"_s, rules.secureFlankInches, error)
        || !readInches(json.value("suggestedMoveInches"_L1), u"suggestedMoveInches"_s, rules.suggestedMoveInches, error))
        return std::nullopt;
    // The tables by troop type and class are objects: anything else would
    // be read as "no value" and the defaults used without a word.
    if (json.contains("movementAllowances"_L1)) {
        if (!json.value("movementAllowances"_L1).isBool()) {
            if (error)
                *error = Tr::tr("House rule \"movementAllowances\" must be true or false.");
            return std::nullopt;
        }
        rules.movementAllowances = json.value("movementAllowances"_L1).toBool();
    }
    for (QLatin1StringView key : {"chargeReachInches"_L1, "classDieFaces"_L1, "meleeModifiers"_L1, "moveInches"_L1}) {
        if (json.contains(key) && !json.value(key).isObject()) {
            if (error)
                *error = Tr::tr("House rule \"%1\" must be a table by troop type or class.").arg(key);
            return std::nullopt;
        }
    }
    const QJsonObject reach = json.value("chargeReachInches"_L1).toObject();
    for (int i = 0; i < troopTypeCount; ++i) {
        const QString key = troopTypeId(TroopType(i));
        if (!readInches(reach.value(key), u"chargeReachInches."_s + key, rules.chargeReachInches[std::size_t(i)], error))
            return std::nullopt;
    }
    const QJsonObject moves = json.value("moveInches"_L1).toObject();
    for (int i = 0; i < moveKindCount; ++i) {
        const QString key = moveKindId(MoveKind(i));
        if (!readInches(moves.value(key), u"moveInches."_s + key, rules.moveInches[std::size_t(i)], error))
            return std::nullopt;
    }
    const QJsonObject dice = json.value("classDieFaces"_L1).toObject();
    const QJsonObject melee = json.value("meleeModifiers"_L1).toObject();
    for (int i = 0; i < troopClassCount; ++i) {
        const QString key = table::troopClassId(TroopClass(i));
        if (!readInt(dice, QLatin1StringView(key.toLatin1()), 2, 100, rules.classDieFaces[std::size_t(i)], error)
            || !readInt(melee, QLatin1StringView(key.toLatin1()), -20, 20, rules.meleeModifiers[std::size_t(i)], error))
            return std::nullopt;
    }
    if (json.contains("rideDown"_L1)) {
        const QJsonValue v = json.value("rideDown"_L1);
        if (!v.isArray()) {
            if (error)
                *error = Tr::tr("House rule \"rideDown\" must be a list of charge result ids.");
            return std::nullopt;
        }
        rules.rideDown.clear();
        for (const QJsonValue &item : v.toArray()) {
            if (!item.isString()) {
                if (error)
                    *error = Tr::tr("House rule \"rideDown\" must be a list of charge result ids.");
                return std::nullopt;
            }
            const auto result = resultFromId(item.toString());
            if (!result) {
                if (error)
                    *error = Tr::tr("House rule \"rideDown\" names an unknown charge result \"%1\".").arg(item.toString());
                return std::nullopt;
            }
            // Each result once, as the dialog writes them: a list read as a set would not be given back.
            if (rules.rideDown.contains(*result)) {
                if (error)
                    *error = Tr::tr("House rule \"rideDown\" names the charge result \"%1\" twice.").arg(item.toString());
                return std::nullopt;
            }
            rules.rideDown.append(*result);
        }
    }
    return rules;
}

} // namespace vedette::rules::brown

#include "settings.h"

#include "util/enumid.h"

#include <QCoreApplication>
#include <QJsonValue>

#include <utility>

using namespace Qt::StringLiterals;

namespace vedette::rules::lightbrigade {

int Settings::skillModifier() const
{
    switch (troop) {
    case TroopType::Dragoons: return -1;
    case TroopType::Hussars: return 1;
    case TroopType::Lancers: return 0;
    }
    return 0;
}

int Settings::fightModifier() const
{
    return lancersFightBonus && troop == TroopType::Lancers ? 1 : 0;
}

QJsonObject Settings::toJson() const
{
    return QJsonObject{{u"troop"_s, troopId(troop)}, {u"frontRank"_s, frontRank}, {u"lancersFightBonus"_s, lancersFightBonus}};
}

std::optional<Settings> Settings::fromJson(const QJsonObject &json, QString *errorString)
{
    const auto troop = troopFromId(json.value(u"troop"_s).toString());
    if (!troop) {
        if (errorString)
            *errorString = QCoreApplication::translate("LightBrigade", "Unknown troop type.");
        return std::nullopt;
    }
    Settings s;
    s.troop = *troop;
    // Missing means off; anything but true or false is damage, not "off".
    for (auto [key, flag] : {std::pair{u"frontRank"_s, &s.frontRank}, std::pair{u"lancersFightBonus"_s, &s.lancersFightBonus}}) {
        const QJsonValue value = json.value(key);
        if (value.isUndefined())
            continue;
        if (!value.isBool()) {
            if (errorString)
                *errorString = QCoreApplication::translate("LightBrigade", "A choice of the charge is neither on nor off.");
            return std::nullopt;
        }
        *flag = value.toBool();
    }
    return s;
}

namespace {
// The troop types of the settings' JSON and of `lightbrigade --troop`.
constexpr util::EnumId<TroopType> kTroops[] = {
    {TroopType::Dragoons, "dragoons"}, {TroopType::Hussars, "hussars"}, {TroopType::Lancers, "lancers"}};
static_assert(util::isWellFormed(kTroops) && util::coversAll(kTroops, 3));
} // namespace

QString Settings::troopId(TroopType troop)
{
    return util::idOf(kTroops, troop);
}

std::optional<TroopType> Settings::troopFromId(QStringView id)
{
    return util::fromId(kTroops, id);
}

QString Settings::troopName(TroopType troop)
{
    switch (troop) {
    case TroopType::Dragoons: return QCoreApplication::translate("LightBrigade", "Dragoons");
    case TroopType::Hussars: return QCoreApplication::translate("LightBrigade", "Hussars");
    case TroopType::Lancers: return QCoreApplication::translate("LightBrigade", "Lancers");
    }
    return {};
}

} // namespace vedette::rules::lightbrigade

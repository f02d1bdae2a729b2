#include "battlestate.h"

#include <QCoreApplication>
#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace vedette::rules::balagan {

QString boundPhaseId(BoundPhase phase)
{
    switch (phase) {
    case BoundPhase::Morale: return u"morale"_s;
    case BoundPhase::Action: return u"action"_s;
    case BoundPhase::Over: return u"over"_s;
    }
    return {};
}

QString boundPhaseName(BoundPhase phase)
{
    switch (phase) {
    case BoundPhase::Morale: return QCoreApplication::translate("vedette::rules::balagan::BattleState", "Morale tests");
    case BoundPhase::Action: return QCoreApplication::translate("vedette::rules::balagan::BattleState", "Movement and actions");
    case BoundPhase::Over: return QCoreApplication::translate("vedette::rules::balagan::BattleState", "Battle over");
    }
    return {};
}

QJsonObject UnitBattleState::toJson() const
{
    QJsonObject json;
    const auto bound = [&json](const QString &key, int value) {
        if (value >= 0)
            json.insert(key, value);
    };
    bound(u"chargedBound"_s, chargedBound);
    bound(u"failedMoraleBound"_s, failedMoraleBound);
    bound(u"lastFiredBound"_s, lastFiredBound);
    bound(u"actedBound"_s, actedBound);
    if (!action.isEmpty())
        json.insert(u"action"_s, action);
    if (actionSucceeded)
        json.insert(u"actionSucceeded"_s, true);
    bound(u"movedBound"_s, movedBound);
    if (movedPaces != 0.0)
        json.insert(u"movedPaces"_s, movedPaces);
    bound(u"meleeEndedBound"_s, meleeEndedBound);
    return json;
}

QString BattleState::clockText() const
{
    const int minutes = clockMinutes();
    return u"%1:%2"_s.arg((minutes / 60) % 24, 2, 10, QLatin1Char('0')).arg(minutes % 60, 2, 10, QLatin1Char('0'));
}

std::optional<int> BattleState::overrideFor(const QString &unitId, FactorKind kind) const
{
    const auto unitIt = overrides.constFind(unitId);
    if (unitIt == overrides.constEnd())
        return std::nullopt;
    const auto it = unitIt->find(kind);
    if (it == unitIt->end())
        return std::nullopt;
    return it->second;
}

void BattleState::setOverride(const QString &unitId, FactorKind kind, std::optional<int> value)
{
    if (value) {
        overrides[unitId][kind] = *value;
        return;
    }
    auto unitIt = overrides.find(unitId);
    if (unitIt == overrides.end())
        return;
    unitIt->erase(kind);
    if (unitIt->empty())
        overrides.erase(unitIt);
}

QJsonObject BattleState::toJson() const
{
    QJsonObject routedJson;
    for (auto it = routed.constBegin(); it != routed.constEnd(); ++it)
        routedJson.insert(it.key(), it.value());
    QJsonObject unitsJson;
    for (auto it = units.constBegin(); it != units.constEnd(); ++it) {
        if (const QJsonObject unit = it.value().toJson(); !unit.isEmpty())
            unitsJson.insert(it.key(), unit);
    }
    return QJsonObject{{u"bound"_s, bound},
                       {u"side"_s, sideToMove()},
                       {u"phase"_s, boundPhaseId(phase)},
                       {u"clock"_s, clockText()},
                       {u"routed"_s, routedJson},
                       {u"lostSide"_s, lostSide},
                       {u"units"_s, unitsJson}};
}

} // namespace vedette::rules::balagan

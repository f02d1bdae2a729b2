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
    return QJsonObject{{u"bound"_s, bound},
                       {u"side"_s, sideToMove()},
                       {u"phase"_s, boundPhaseId(phase)},
                       {u"clock"_s, clockText()},
                       {u"routed"_s, routedJson},
                       {u"lostSide"_s, lostSide}};
}

} // namespace vedette::rules::balagan

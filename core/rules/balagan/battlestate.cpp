#include "battlestate.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <cmath>

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
    bound(u"fireRecordedBound"_s, fireRecordedBound);
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

namespace {

QJsonObject countsJson(const QHash<QString, int> &counts)
{
    QJsonObject json;
    for (auto it = counts.constBegin(); it != counts.constEnd(); ++it)
        json.insert(it.key(), it.value());
    return json;
}

QJsonArray sortedArray(const QSet<QString> &set)
{
    QStringList list(set.cbegin(), set.cend());
    list.sort();
    return QJsonArray::fromStringList(list);
}

// The translation context of this file, for Tr::tr() in free functions too
// (lupdate reads Tr::tr with this context; a free Tr::tr() helper it would not).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(vedette::rules::balagan::BattleState)
};

// Reads JSON written by toJson(); the first problem found is kept.
class Reader
{
public:
    explicit Reader(const QJsonObject &json)
        : mJson(json)
    {
    }

    bool ok() const { return mError.isEmpty(); }
    const QString &error() const { return mError; }
    void fail(const QString &message)
    {
        if (mError.isEmpty())
            mError = message;
    }

    int integer(const QJsonObject &object, const QString &key, int low, int high, int fallback, const QString &where)
    {
        const QJsonValue value = object.value(key);
        if (value.isUndefined())
            return fallback;
        const double number = value.toDouble(std::nan(""));
        if (!value.isDouble() || number != std::floor(number) || number < low || number > high) {
            fail(Tr::tr("%1: \"%2\" must be a whole number from %3 to %4.").arg(where, key).arg(low).arg(high));
            return fallback;
        }
        return int(number);
    }
    int integer(const QString &key, int low, int high, int fallback)
    {
        return integer(mJson, key, low, high, fallback, Tr::tr("state of play"));
    }

    QStringList strings(const QString &key)
    {
        QStringList list;
        const QJsonValue value = mJson.value(key);
        if (value.isUndefined())
            return list;
        if (!value.isArray()) {
            fail(Tr::tr("state of play: \"%1\" must be a list of ids.").arg(key));
            return list;
        }
        for (const QJsonValue &item : value.toArray()) {
            if (!item.isString() || item.toString().isEmpty()) {
                fail(Tr::tr("state of play: \"%1\" must be a list of ids.").arg(key));
                return {};
            }
            list.append(item.toString());
        }
        return list;
    }

    QHash<QString, int> counts(const QString &key)
    {
        QHash<QString, int> result;
        const QJsonValue value = mJson.value(key);
        if (value.isUndefined())
            return result;
        if (!value.isObject()) {
            fail(Tr::tr("state of play: \"%1\" must map side ids to counts.").arg(key));
            return result;
        }
        const QJsonObject object = value.toObject();
        for (auto it = object.constBegin(); it != object.constEnd(); ++it)
            result.insert(it.key(), integer(object, it.key(), 0, 1'000'000, 0, key));
        return result;
    }

private:
    const QJsonObject &mJson;
    QString mError;
};

constexpr int maxBound = 1'000'000;

} // namespace

QJsonObject BattleState::toJson() const
{
    QJsonObject unitsJson;
    for (auto it = units.constBegin(); it != units.constEnd(); ++it) {
        if (const QJsonObject unit = it.value().toJson(); !unit.isEmpty())
            unitsJson.insert(it.key(), unit);
    }
    QJsonObject overridesJson;
    for (auto it = overrides.constBegin(); it != overrides.constEnd(); ++it) {
        QJsonObject factors;
        for (const auto &[kind, value] : it.value())
            factors.insert(factorKindId(kind), value);
        overridesJson.insert(it.key(), factors);
    }
    return QJsonObject{{u"bound"_s, bound},
                       {u"side"_s, sideToMove()},
                       {u"phase"_s, boundPhaseId(phase)},
                       {u"clock"_s, clockText()},
                       {u"routed"_s, countsJson(routed)},
                       {u"lostSide"_s, lostSide},
                       {u"sideOrder"_s, QJsonArray::fromStringList(sideOrder)},
                       {u"sideIndex"_s, sideIndex},
                       {u"startMinutes"_s, startMinutes},
                       {u"units"_s, unitsJson},
                       {u"overrides"_s, overridesJson},
                       {u"startingUnits"_s, countsJson(startingUnits)},
                       {u"routedThisBound"_s, countsJson(routedThisBound)},
                       {u"breakRolled"_s, sortedArray(breakRolled)},
                       {u"ordersTried"_s, sortedArray(ordersTried)},
                       {u"messengersRidden"_s, sortedArray(messengersRidden)},
                       {u"nextFogNumber"_s, nextFogNumber},
                       {u"setUp"_s, setUp},
                       {u"deploymentRolled"_s, QJsonArray::fromStringList(deploymentRolled)}};
}

std::optional<BattleState> BattleState::fromJson(const QJsonObject &json, QString *error)
{
    Reader read(json);
    BattleState state;
    state.bound = read.integer(u"bound"_s, 1, maxBound, 1);
    state.sideOrder = read.strings(u"sideOrder"_s);
    state.sideIndex = read.integer(u"sideIndex"_s, 0, std::max<int>(0, int(state.sideOrder.size()) - 1), 0);
    const QString phase = json.value(u"phase"_s).toString(u"morale"_s);
    bool phaseKnown = false;
    for (BoundPhase p : {BoundPhase::Morale, BoundPhase::Action, BoundPhase::Over}) {
        if (boundPhaseId(p) == phase) {
            state.phase = p;
            phaseKnown = true;
        }
    }
    if (!phaseKnown)
        read.fail(Tr::tr("state of play: unknown phase \"%1\".").arg(phase));
    state.startMinutes = read.integer(u"startMinutes"_s, 0, 24 * 60 - 1, 10 * 60);
    const QJsonObject unitsJson = json.value(u"units"_s).toObject();
    for (auto it = unitsJson.constBegin(); it != unitsJson.constEnd(); ++it) {
        const QJsonObject unit = it.value().toObject();
        UnitBattleState memory;
        memory.chargedBound = read.integer(unit, u"chargedBound"_s, -1, maxBound, -1, it.key());
        memory.failedMoraleBound = read.integer(unit, u"failedMoraleBound"_s, -1, maxBound, -1, it.key());
        memory.lastFiredBound = read.integer(unit, u"lastFiredBound"_s, -1, maxBound, -1, it.key());
        memory.actedBound = read.integer(unit, u"actedBound"_s, -1, maxBound, -1, it.key());
        memory.action = unit.value(u"action"_s).toString();
        memory.actionSucceeded = unit.value(u"actionSucceeded"_s).toBool();
        memory.movedBound = read.integer(unit, u"movedBound"_s, -1, maxBound, -1, it.key());
        memory.movedPaces = unit.value(u"movedPaces"_s).toDouble(0.0);
        if (!std::isfinite(memory.movedPaces) || memory.movedPaces < 0.0 || memory.movedPaces > 1e7)
            read.fail(Tr::tr("state of play: %1: \"movedPaces\" must be a number from 0 to 10000000.").arg(it.key()));
        memory.meleeEndedBound = read.integer(unit, u"meleeEndedBound"_s, -1, maxBound, -1, it.key());
        memory.fireRecordedBound = read.integer(unit, u"fireRecordedBound"_s, -1, maxBound, -1, it.key());
        state.units.insert(it.key(), memory);
    }
    const QJsonObject overridesJson = json.value(u"overrides"_s).toObject();
    for (auto it = overridesJson.constBegin(); it != overridesJson.constEnd(); ++it) {
        const QJsonObject factors = it.value().toObject();
        for (auto f = factors.constBegin(); f != factors.constEnd(); ++f) {
            bool known = false;
            const FactorKind kind = factorKindFromId(f.key(), &known);
            if (!known) {
                read.fail(Tr::tr("state of play: unknown factor \"%1\".").arg(f.key()));
                continue;
            }
            state.overrides[it.key()][kind] = read.integer(factors, f.key(), -50, 50, 0, it.key());
        }
    }
    state.startingUnits = read.counts(u"startingUnits"_s);
    state.routed = read.counts(u"routed"_s);
    state.routedThisBound = read.counts(u"routedThisBound"_s);
    const QStringList breakRolled = read.strings(u"breakRolled"_s);
    state.breakRolled = QSet<QString>(breakRolled.cbegin(), breakRolled.cend());
    state.lostSide = json.value(u"lostSide"_s).toString();
    const QStringList ordersTried = read.strings(u"ordersTried"_s);
    state.ordersTried = QSet<QString>(ordersTried.cbegin(), ordersTried.cend());
    const QStringList messengersRidden = read.strings(u"messengersRidden"_s);
    state.messengersRidden = QSet<QString>(messengersRidden.cbegin(), messengersRidden.cend());
    state.nextFogNumber = read.integer(u"nextFogNumber"_s, 1, maxBound, 1);
    state.setUp = json.value(u"setUp"_s).toBool(true);
    state.deploymentRolled = read.strings(u"deploymentRolled"_s);
    if (!read.ok()) {
        if (error)
            *error = read.error();
        return std::nullopt;
    }
    return state;
}

} // namespace vedette::rules::balagan

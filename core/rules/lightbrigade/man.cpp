#include "man.h"

#include <QCoreApplication>
#include <QJsonValue>

#include <cmath>

using namespace Qt::StringLiterals;

namespace vedette::rules::lightbrigade {

namespace {

constexpr Skills kAllSkills = Riding | Horsemanship | Steadfast | Fighting | Tough;

QString statusId(BreakStatus s)
{
    switch (s) {
    case BreakStatus::None: return u"none"_s;
    case BreakStatus::Hurried: return u"hurried"_s;
    case BreakStatus::Hesitant: return u"hesitant"_s;
    case BreakStatus::Retreating: return u"retreating"_s;
    }
    return {};
}

QString roleId(Role r)
{
    switch (r) {
    case Role::Captain: return u"captain"_s;
    case Role::Trumpeter: return u"trumpeter"_s;
    case Role::Rider: return u"rider"_s;
    case Role::Straggler: return u"straggler"_s;
    }
    return {};
}

QString fateId(Fate f)
{
    switch (f) {
    case Fate::InPlay: return u"inPlay"_s;
    case Fate::Home: return u"home"_s;
    case Fate::Killed: return u"killed"_s;
    case Fate::Fled: return u"fled"_s;
    case Fate::Lost: return u"lost"_s;
    }
    return {};
}

template<class E, class F>
std::optional<E> fromId(const QString &id, F toId, std::initializer_list<E> all)
{
    for (E e : all) {
        if (toId(e) == id)
            return e;
    }
    return std::nullopt;
}

bool fail(QString *errorString, const char *text)
{
    if (errorString)
        *errorString = QCoreApplication::translate("LightBrigade", text);
    return false;
}

} // namespace

QJsonObject Man::toJson() const
{
    return QJsonObject{
        {u"name"_s, name},
        {u"role"_s, roleId(role)},
        {u"skills"_s, static_cast<int>(skills)},
        {u"space"_s, space},
        {u"wounds"_s, wounds},
        {u"spurPoints"_s, spurPoints},
        {u"blown"_s, blown},
        {u"status"_s, statusId(status)},
        {u"fate"_s, fateId(fate)},
        {u"carrier"_s, carrier},
        {u"joinedTurn"_s, joinedTurn},
        {u"arrivedTurn"_s, arrivedTurn},
        {u"russiansKilled"_s, russiansKilled},
        {u"endTurn"_s, endTurn},
        {u"walked"_s, walked},
    };
}

std::optional<Man> Man::fromJson(const QJsonObject &json, QString *errorString)
{
    Man m;
    const QJsonValue name = json.value(u"name"_s);
    if (!name.isString() && !name.isUndefined()) {
        fail(errorString, "A man's name is not text.");
        return std::nullopt;
    }
    m.name = name.toString();
    const auto role = fromId(json.value(u"role"_s).toString(), roleId, {Role::Captain, Role::Trumpeter, Role::Rider, Role::Straggler});
    const auto status = fromId(json.value(u"status"_s).toString(), statusId,
                               {BreakStatus::None, BreakStatus::Hurried, BreakStatus::Hesitant, BreakStatus::Retreating});
    const auto fate = fromId(json.value(u"fate"_s).toString(), fateId, {Fate::InPlay, Fate::Home, Fate::Killed, Fate::Fled, Fate::Lost});
    if (!role || !status || !fate) {
        fail(errorString, "A man has an unknown role, morale status or fate.");
        return std::nullopt;
    }
    m.role = *role;
    m.status = *status;
    m.fate = *fate;
    const int skills = json.value(u"skills"_s).toInt(-1);
    if (skills < 0 || (static_cast<Skills>(skills) & ~kAllSkills) != 0) {
        fail(errorString, "A man has no valid skill.");
        return std::nullopt;
    }
    m.skills = static_cast<Skills>(skills);
    // Whole numbers within what a charge can reach (a few dozen turns, a
    // handful of wounds), so that play cannot overflow them; true or false
    // for the flags. A value of another type is damage, not a default.
    struct Count
    {
        const char16_t *key;
        int *value;
        int low;
        int high;
    };
    const Count counts[] = {
        {u"space", &m.space, 0, 20},
        {u"wounds", &m.wounds, 0, kMaxCount},
        {u"spurPoints", &m.spurPoints, 0, kMaxCount},
        {u"carrier", &m.carrier, -1, kMaxMen - 1},
        {u"joinedTurn", &m.joinedTurn, 0, kMaxTurns},
        {u"arrivedTurn", &m.arrivedTurn, 0, kMaxTurns},
        {u"russiansKilled", &m.russiansKilled, 0, kMaxCount},
        {u"endTurn", &m.endTurn, 0, kMaxTurns},
    };
    for (const Count &count : counts) {
        const QJsonValue value = json.value(QStringView(count.key));
        const double number = value.toDouble(-2.0);
        if (!value.isDouble() || number != std::floor(number) || number < count.low || number > count.high) {
            fail(errorString, "A man has a value out of range.");
            return std::nullopt;
        }
        *count.value = static_cast<int>(number);
    }
    const QJsonValue blown = json.value(u"blown"_s);
    const QJsonValue walked = json.value(u"walked"_s);
    if (!blown.isBool() || !walked.isBool()) {
        fail(errorString, "A man has a value out of range.");
        return std::nullopt;
    }
    m.blown = blown.toBool();
    m.walked = walked.toBool();
    return m;
}

QString Man::roleName(Role role)
{
    switch (role) {
    case Role::Captain: return QCoreApplication::translate("LightBrigade", "Captain");
    case Role::Trumpeter: return QCoreApplication::translate("LightBrigade", "Trumpeter");
    case Role::Rider: return QCoreApplication::translate("LightBrigade", "Rider");
    case Role::Straggler: return QCoreApplication::translate("LightBrigade", "Straggler");
    }
    return {};
}

QString Man::fateName(Fate fate)
{
    switch (fate) {
    case Fate::InPlay: return QCoreApplication::translate("LightBrigade", "In the charge");
    case Fate::Home: return QCoreApplication::translate("LightBrigade", "Home");
    case Fate::Killed: return QCoreApplication::translate("LightBrigade", "Killed");
    case Fate::Fled: return QCoreApplication::translate("LightBrigade", "Fled");
    case Fate::Lost: return QCoreApplication::translate("LightBrigade", "Lost");
    }
    return {};
}

} // namespace vedette::rules::lightbrigade

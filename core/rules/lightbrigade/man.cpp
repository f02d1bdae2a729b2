#include "man.h"

#include "util/enumid.h"

#include <QCoreApplication>
#include <QJsonValue>

#include <cmath>

using namespace Qt::StringLiterals;

namespace vedette::rules::lightbrigade {

namespace {

constexpr Skills kAllSkills = Riding | Horsemanship | Steadfast | Fighting | Tough;

// A man's role, morale status and fate as the saved charge (and the
// campaign's journal) writes them.
constexpr util::EnumId<BreakStatus> kStatuses[] = {{BreakStatus::None, "none"},
                                                   {BreakStatus::Hurried, "hurried"},
                                                   {BreakStatus::Hesitant, "hesitant"},
                                                   {BreakStatus::Retreating, "retreating"}};
constexpr util::EnumId<Role> kRoles[] = {
    {Role::Captain, "captain"}, {Role::Trumpeter, "trumpeter"}, {Role::Rider, "rider"}, {Role::Straggler, "straggler"}};
// "inPlay" is the one id not in kebab case. Saved charges in campaign files
// hold it, and an accepted saved charge must write back exactly what it read
// (tests/fuzz/fuzz_savedcharge.cpp), so it keeps its spelling.
constexpr util::EnumId<Fate> kFates[] = {
    {Fate::InPlay, "inPlay"}, {Fate::Home, "home"}, {Fate::Killed, "killed"}, {Fate::Fled, "fled"}, {Fate::Lost, "lost"}};
static_assert(util::isWellFormed(kStatuses) && util::coversAll(kStatuses, 4));
static_assert(util::isWellFormed(kRoles) && util::coversAll(kRoles, 4));
static_assert(util::isOneToOne(kFates) && util::coversAll(kFates, 5));

QString statusId(BreakStatus s)
{
    return util::idOf(kStatuses, s);
}

QString roleId(Role r)
{
    return util::idOf(kRoles, r);
}

QString fateId(Fate f)
{
    return util::idOf(kFates, f);
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
    const auto role = util::fromId(kRoles, json.value(u"role"_s).toString());
    const auto status = util::fromId(kStatuses, json.value(u"status"_s).toString());
    const auto fate = util::fromId(kFates, json.value(u"fate"_s).toString());
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

#include "townblock.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLocale>

#include <algorithm>
#include <numeric>

using namespace Qt::StringLiterals;

namespace vedette::rules::brown {

namespace {

// The translation context of this file, for Tr::tr() in free functions too
// (lupdate reads Tr::tr with this context; a free Tr::tr() helper it would not).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(vedette::rules::brown::TownBlock)
};

int share(int men, int stands, int standCount)
{
    if (standCount <= 0)
        return 0;
    // Rounded to the nearest man, so a whole unit in the block counts whole.
    return static_cast<int>((static_cast<long long>(men) * stands * 2 + standCount) / (2LL * standCount));
}

} // namespace

int TownBlock::stands() const
{
    return std::accumulate(units.cbegin(), units.cend(), 0, [](int sum, const Stands &s) { return sum + s.stands; });
}

double TownBlock::averageCombatWeight() const
{
    const int n = stands();
    if (n <= 0)
        return 0.0;
    long long sum = 0;
    for (const Stands &s : units)
        sum += static_cast<long long>(s.stands) * s.combatWeight;
    return static_cast<double>(sum) / n;
}

int TownBlock::menOf(const Stands &s) const
{
    return share(s.strength, s.stands, s.standCount);
}

int TownBlock::strength() const
{
    int sum = 0;
    for (const Stands &s : units)
        sum += menOf(s);
    return sum;
}

int TownBlock::startingStrength() const
{
    int sum = 0;
    for (const Stands &s : units)
        sum += share(s.startingStrength, s.stands, s.standCount);
    return sum;
}

QList<int> TownBlock::spread(int men) const
{
    QList<int> result(units.size(), 0);
    const int total = stands();
    if (men <= 0 || total <= 0)
        return result;
    men = std::min(men, strength());
    // Largest remainder: each unit's exact share is men * stands / total.
    QList<long long> remainder(units.size(), 0);
    int given = 0;
    for (qsizetype i = 0; i < units.size(); ++i) {
        const long long exact = static_cast<long long>(men) * units[i].stands;
        result[i] = static_cast<int>(exact / total);
        remainder[i] = exact % total;
        given += result[i];
    }
    QList<qsizetype> order(units.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](qsizetype a, qsizetype b) { return remainder[a] > remainder[b]; });
    for (qsizetype k = 0; given < men && k < order.size(); ++k) {
        if (units[order[k]].stands > 0) {
            ++result[order[k]];
            ++given;
        }
    }
    // A unit cannot lose more men than its stands in the block hold; the
    // excess goes to those that still can, in order.
    int excess = 0;
    for (qsizetype i = 0; i < units.size(); ++i) {
        const int cap = menOf(units[i]);
        if (result[i] > cap) {
            excess += result[i] - cap;
            result[i] = cap;
        }
    }
    for (qsizetype i = 0; excess > 0 && i < units.size(); ++i) {
        const int room = menOf(units[i]) - result[i];
        const int take = std::min(room, excess);
        result[i] += take;
        excess -= take;
    }
    return result;
}

QString TownBlock::describe() const
{
    QStringList parts;
    for (const Stands &s : units)
        parts.append(Tr::tr("%1 %2 × CW %3").arg(s.name).arg(s.stands).arg(s.combatWeight));
    return QCoreApplication::translate("vedette::rules::brown::TownBlock", "%1: %n stand(s) (%2), average CW %3",
                                       nullptr, stands())
        .arg(name, parts.join(u", "_s), QLocale().toString(averageCombatWeight(), 'f', 2));
}

QJsonObject TownBlock::toJson() const
{
    QJsonArray list;
    for (const Stands &s : units) {
        list.append(QJsonObject{{u"unit"_s, s.unitId},
                                {u"name"_s, s.name},
                                {u"stands"_s, s.stands},
                                {u"combatWeight"_s, s.combatWeight},
                                {u"men"_s, menOf(s)}});
    }
    return QJsonObject{{u"terrain"_s, terrainId},
                       {u"name"_s, name},
                       {u"stands"_s, stands()},
                       {u"averageCombatWeight"_s, averageCombatWeight()},
                       {u"strength"_s, strength()},
                       {u"units"_s, list}};
}

} // namespace vedette::rules::brown

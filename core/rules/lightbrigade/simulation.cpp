#include "simulation.h"

#include "quickcharge.h"

#include <QJsonArray>

#include <cmath>

using namespace Qt::StringLiterals;

namespace vedette::rules::lightbrigade {

double Simulation::Metric::mean() const
{
    const std::int64_t n = games();
    return n == 0 ? 0.0 : static_cast<double>(sum) / static_cast<double>(n);
}

std::int64_t Simulation::Metric::games() const
{
    std::int64_t n = 0;
    for (std::int64_t c : counts)
        n += c;
    return n;
}

int Simulation::Metric::minimum() const
{
    for (std::size_t v = 0; v < counts.size(); ++v) {
        if (counts[v] != 0)
            return static_cast<int>(v);
    }
    return 0;
}

int Simulation::Metric::maximum() const
{
    for (std::size_t v = counts.size(); v > 0; --v) {
        if (counts[v - 1] != 0)
            return static_cast<int>(v - 1);
    }
    return 0;
}

int Simulation::Metric::percentile(double p) const
{
    const std::int64_t n = games();
    if (n == 0)
        return 0;
    const auto needed = static_cast<std::int64_t>(std::ceil(p * static_cast<double>(n)));
    std::int64_t seen = 0;
    for (std::size_t v = 0; v < counts.size(); ++v) {
        seen += counts[v];
        if (seen >= needed && seen > 0)
            return static_cast<int>(v);
    }
    return maximum();
}

QJsonObject Simulation::Metric::toJson() const
{
    // In value order (an object's keys would sort as text: "10" before "2").
    QJsonArray distribution;
    for (std::size_t v = 0; v < counts.size(); ++v) {
        if (counts[v] != 0)
            distribution.append(QJsonObject{{u"value"_s, static_cast<qint64>(v)}, {u"games"_s, static_cast<qint64>(counts[v])}});
    }
    // Rounded so the output is the same text on every machine.
    return QJsonObject{
        {u"mean"_s, std::round(mean() * 10000.0) / 10000.0},
        {u"min"_s, minimum()},
        {u"median"_s, percentile(0.5)},
        {u"max"_s, maximum()},
        {u"distribution"_s, distribution},
    };
}

Simulation::Simulation(const Settings &settings, Policy policy, std::uint64_t seed)
    : mSettings(settings)
    , mPolicy(policy)
    , mSeed(seed)
    , mDice(seed)
{
}

void Simulation::run(std::int64_t games)
{
    // The Engine's procedure played in one go (QuickCharge: the same games).
    QuickCharge charge(mSettings, mPolicy);
    for (std::int64_t g = 0; g < games; ++g) {
        charge.play(mDice);
        const Tally t = charge.tally();
        score.add(t.score);
        home.add(t.home);
        stragglersHome.add(t.stragglersHome);
        killed.add(t.killed);
        fled.add(t.fled);
        russiansKilled.add(t.russiansKilled);
        turns.add(t.turns);
    }
    mGames += games;
}

QJsonObject Simulation::toJson() const
{
    return QJsonObject{
        {u"games"_s, static_cast<qint64>(mGames)},
        {u"seed"_s, QString::number(mSeed)},
        {u"troop"_s, Settings::troopId(mSettings.troop)},
        {u"policy"_s, PolicyDecider::policyId(mPolicy)},
        {u"frontRank"_s, mSettings.frontRank},
        {u"lancersFightBonus"_s, mSettings.lancersFightBonus},
        {u"score"_s, score.toJson()},
        {u"home"_s, home.toJson()},
        {u"stragglersHome"_s, stragglersHome.toJson()},
        {u"killed"_s, killed.toJson()},
        {u"fled"_s, fled.toJson()},
        {u"russiansKilled"_s, russiansKilled.toJson()},
        {u"turns"_s, turns.toJson()},
    };
}

} // namespace vedette::rules::lightbrigade

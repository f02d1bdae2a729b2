// vedette-cli lightbrigade: the solo Charge of the Light Brigade played by a
// policy, many times (simulate: the odds of a troop and a way of riding) or
// once with every roll in plain words (play).

#include "commandline.h"
#include "progress.h"
#include "verb.h"

#include "journal/journalevent.h"
#include "rules/lightbrigade/engine.h"
#include "rules/lightbrigade/game.h"
#include "rules/lightbrigade/policydecider.h"
#include "rules/lightbrigade/simulation.h"

#include "dice/seededdicesource.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;
namespace lb = vedette::rules::lightbrigade;

namespace {

class LightBrigade
{
    Q_DECLARE_TR_FUNCTIONS(vedette::cli::lightbrigade)
};

using vedette::cli::CommandLine;
using vedette::cli::Option;

// A run of this many games takes about fifteen minutes on one core; a larger
// one is almost certainly a typing slip.
constexpr std::int64_t kMaxGames = 100'000'000;

void printMetric(QTextStream &out, const QString &title, const QString &unit, const lb::Simulation::Metric &metric)
{
    out << "  " << title.leftJustified(20) << QString::number(metric.mean(), 'f', 2).rightJustified(7) << ' '
        << unit.leftJustified(9) << ' '
        << LightBrigade::tr("(min %1, median %2, max %3)")
               .arg(metric.minimum())
               .arg(metric.percentile(0.5))
               .arg(metric.maximum())
        << '\n';
}

void printDistribution(QTextStream &out, const QString &title, const lb::Simulation::Metric &metric)
{
    const std::int64_t games = metric.games();
    out << '\n' << title << ":\n";
    for (int v = metric.minimum(); v <= metric.maximum(); ++v) {
        const std::int64_t n = static_cast<std::size_t>(v) < metric.counts.size() ? metric.counts[static_cast<std::size_t>(v)] : 0;
        const double share = games ? 100.0 * static_cast<double>(n) / static_cast<double>(games) : 0.0;
        out << "  " << QString::number(v).rightJustified(3) << "  " << QString::number(share, 'f', 2).rightJustified(6) << " %  "
            << QString(static_cast<qsizetype>(share / 2.0 + 0.5), u'#') << '\n';
    }
}

// The options both actions share: the troop, the way of riding, the dice.
QList<Option> chargeOptions()
{
    return {Option::seed(LightBrigade::tr("Seed of the dice; the same seed gives the same output."), 1),
            Option::choice(u"troop"_s, LightBrigade::tr("The troop type."), {u"dragoons"_s, u"hussars"_s, u"lancers"_s},
                           u"lancers"_s),
            Option::choice(u"policy"_s, LightBrigade::tr("How the men ride: steady or bold."), {u"steady"_s, u"bold"_s},
                           u"steady"_s),
            Option::flag(u"front-rank"_s, LightBrigade::tr("The troop rides in the front rank of the charge.")),
            Option::flag(u"lancers-fight"_s, LightBrigade::tr("Optional variant: Lancers get +1 to fight."))};
}

lb::Settings settingsOf(const CommandLine &command)
{
    lb::Settings settings;
    settings.troop = *lb::Settings::troopFromId(command.value(u"troop"_s));
    settings.frontRank = command.isSet(u"front-rank"_s);
    settings.lancersFightBonus = command.isSet(u"lancers-fight"_s);
    return settings;
}

int runPlay(const QStringList &arguments, vedette::cli::Io &io)
{
    CommandLine command(u"lightbrigade play"_s, LightBrigade::tr("Plays one charge and prints every event in plain words."),
                        chargeOptions() + QList<Option>{Option::flag(u"json"_s, LightBrigade::tr("Print the events as JSON."))});
    if (const auto exit = command.parse(arguments, io))
        return *exit;
    vedette::dice::SeededDiceSource dice(command.seed());
    lb::PolicyDecider decider(*lb::PolicyDecider::policyFromId(command.value(u"policy"_s)));
    vedette::journal::EventList events;
    lb::Game game(settingsOf(command));
    lb::Engine engine(game, dice, decider, &events);
    engine.playToEnd();
    if (command.isSet(u"json"_s)) {
        QJsonArray list;
        for (const vedette::journal::JournalEvent &e : events.events()) {
            list.append(QJsonObject{{u"kind"_s, e.kind}, {u"turn"_s, e.turn}, {u"summary"_s, e.summary},
                                    {u"rolls"_s, e.rollsText()}, {u"detail"_s, e.detail}});
        }
        printJson(io, QJsonObject{{u"events"_s, list}, {u"game"_s, game.toJson()}});
        return vedette::cli::Success;
    }
    for (const vedette::journal::JournalEvent &e : events.events())
        io.out << e.summary << '\n';
    return vedette::cli::Success;
}

int runSimulate(const QStringList &arguments, vedette::cli::Io &io)
{
    CommandLine command(
        u"lightbrigade simulate"_s, LightBrigade::tr("Plays many charges with a policy and prints the figures."),
        QList<Option>{Option::integer(u"games"_s, u"N"_s, LightBrigade::tr("Number of charges to simulate."), 1, kMaxGames, 10000)}
            + chargeOptions()
            + QList<Option>{Option::flag(u"progress"_s, LightBrigade::tr("Report progress on stderr from the start (otherwise after 2 seconds).")),
                            Option::flag(u"json"_s, LightBrigade::tr("Print the figures as JSON."))});
    if (const auto exit = command.parse(arguments, io))
        return *exit;
    const std::int64_t games = command.integer(u"games"_s);
    const std::uint64_t seed = command.seed();
    const lb::Settings settings = settingsOf(command);
    const lb::Policy policy = *lb::PolicyDecider::policyFromId(command.value(u"policy"_s));

    // In chunks, for the progress report; the dice continue from chunk to
    // chunk, so the figures are those of one run.
    lb::Simulation simulation(settings, policy, seed);
    vedette::cli::Progress progress(io.err, command.commandName(), games, command.isSet(u"progress"_s));
    for (std::int64_t done = 0; done < games;) {
        const std::int64_t chunk = std::min<std::int64_t>(games - done, 10'000);
        simulation.run(chunk);
        done += chunk;
        progress.update(done);
    }
    progress.finish();
    if (command.isSet(u"json"_s)) {
        printJson(io, simulation.toJson());
        return vedette::cli::Success;
    }
    QStringList description{lb::Settings::troopId(settings.troop), lb::PolicyDecider::policyId(policy)};
    if (settings.frontRank)
        description.append(LightBrigade::tr("front rank"));
    if (settings.lancersFightBonus)
        description.append(LightBrigade::tr("lancers +1 fight"));
    io.out << LightBrigade::tr("Charge of the Light Brigade: %n charge(s), seed %1, %2", nullptr, int(games))
                  .arg(seed)
                  .arg(description.join(u", "_s))
           << '\n';
    printMetric(io.out, LightBrigade::tr("Score"), LightBrigade::tr("points"), simulation.score);
    printMetric(io.out, LightBrigade::tr("Men home (of 12)"), LightBrigade::tr("men"), simulation.home);
    printMetric(io.out, LightBrigade::tr("Stragglers home"), LightBrigade::tr("men"), simulation.stragglersHome);
    printMetric(io.out, LightBrigade::tr("Killed (of 12)"), LightBrigade::tr("men"), simulation.killed);
    printMetric(io.out, LightBrigade::tr("Fled (of 12)"), LightBrigade::tr("men"), simulation.fled);
    printMetric(io.out, LightBrigade::tr("Russians killed"), LightBrigade::tr("Russians"), simulation.russiansKilled);
    printMetric(io.out, LightBrigade::tr("Turns"), LightBrigade::tr("turns"), simulation.turns);
    printDistribution(io.out, LightBrigade::tr("Score (points)"), simulation.score);
    printDistribution(io.out, LightBrigade::tr("Men home (of the twelve)"), simulation.home);
    io.out << '\n' << LightBrigade::tr("History: of the 673 men who charged, 113 were killed and 247 badly wounded.") << '\n';
    return vedette::cli::Success;
}

int runLightBrigade(const QStringList &arguments, vedette::cli::Io &io)
{
    return CommandLine::dispatch(
        u"lightbrigade"_s, LightBrigade::tr("The solo Charge of the Light Brigade."),
        {{u"simulate"_s, LightBrigade::tr("Plays many charges with a policy and prints the figures."), runSimulate},
         {u"play"_s, LightBrigade::tr("Plays one charge and prints every event in plain words."), runPlay}},
        arguments, io);
}

const bool registered = vedette::cli::registerVerb(
    {u"lightbrigade"_s,
     QStringLiteral(QT_TRANSLATE_NOOP("vedette::cli::lightbrigade", "the solo Charge of the Light Brigade: simulate odds or play one charge")),
     runLightBrigade});

} // namespace

// vedette-cli lightbrigade: the solo Charge of the Light Brigade played by a
// policy, many times (simulate: the odds of a troop and a way of riding) or
// once with every roll in plain words (play).

#include "verb.h"

#include "journal/journalevent.h"
#include "rules/lightbrigade/engine.h"
#include "rules/lightbrigade/game.h"
#include "rules/lightbrigade/policydecider.h"
#include "rules/lightbrigade/simulation.h"

#include "dice/seededdicesource.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;
namespace lb = vedette::rules::lightbrigade;

namespace {

void printMetric(QTextStream &out, const char *title, const char *unit, const lb::Simulation::Metric &metric)
{
    out << "  " << QString::fromLatin1(title).leftJustified(20) << QString::number(metric.mean(), 'f', 2).rightJustified(7) << ' '
        << QString::fromLatin1(unit).leftJustified(9) << " (min " << metric.minimum() << ", median " << metric.percentile(0.5)
        << ", max " << metric.maximum() << ")\n";
}

void printDistribution(QTextStream &out, const char *title, const lb::Simulation::Metric &metric)
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

int runLightBrigade(const QStringList &arguments, vedette::cli::Io &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"The solo Charge of the Light Brigade: 'simulate' plays many charges with a policy and prints the figures; "
        "'play' plays one and prints every event."_s);
    parser.addHelpOption();
    parser.addPositionalArgument(u"action"_s, u"simulate or play"_s);
    const QCommandLineOption gamesOption(u"games"_s, u"Number of charges to simulate (default 10000)."_s, u"N"_s, u"10000"_s);
    const QCommandLineOption seedOption(u"seed"_s, u"Seed; the same seed gives the same output (default 1)."_s, u"S"_s, u"1"_s);
    const QCommandLineOption troopOption(u"troop"_s, u"dragoons, hussars or lancers (default lancers)."_s, u"type"_s, u"lancers"_s);
    const QCommandLineOption policyOption(u"policy"_s, u"steady or bold (default steady)."_s, u"policy"_s, u"steady"_s);
    const QCommandLineOption frontRankOption(u"front-rank"_s, u"The troop rides in the front rank of the charge."_s);
    const QCommandLineOption lancersOption(u"lancers-fight"_s, u"Optional variant: Lancers get +1 to fight."_s);
    const QCommandLineOption jsonOption(u"json"_s, u"Print the figures (simulate) or events (play) as JSON."_s);
    parser.addOptions({gamesOption, seedOption, troopOption, policyOption, frontRankOption, lancersOption, jsonOption});
    if (!parser.parse(arguments)) {
        io.err << "vedette-cli lightbrigade: " << parser.errorText() << '\n';
        return vedette::cli::UsageError;
    }
    if (parser.isSet(u"help"_s)) {
        io.out << parser.helpText();
        return vedette::cli::Success;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1 || (positional[0] != u"simulate"_s && positional[0] != u"play"_s)) {
        io.err << "vedette-cli lightbrigade: expected the action 'simulate' or 'play'. Try vedette-cli lightbrigade --help.\n";
        return vedette::cli::UsageError;
    }
    bool ok = false;
    const qint64 games = parser.value(gamesOption).toLongLong(&ok);
    if (!ok || games < 1) {
        io.err << "vedette-cli lightbrigade: --games must be a positive whole number.\n";
        return vedette::cli::UsageError;
    }
    const quint64 seed = parser.value(seedOption).toULongLong(&ok);
    if (!ok) {
        io.err << "vedette-cli lightbrigade: --seed must be a whole number from 0.\n";
        return vedette::cli::UsageError;
    }
    const auto troop = lb::Settings::troopFromId(parser.value(troopOption));
    if (!troop) {
        io.err << "vedette-cli lightbrigade: --troop must be dragoons, hussars or lancers.\n";
        return vedette::cli::UsageError;
    }
    const auto policy = lb::PolicyDecider::policyFromId(parser.value(policyOption));
    if (!policy) {
        io.err << "vedette-cli lightbrigade: --policy must be steady or bold.\n";
        return vedette::cli::UsageError;
    }
    lb::Settings settings;
    settings.troop = *troop;
    settings.frontRank = parser.isSet(frontRankOption);
    settings.lancersFightBonus = parser.isSet(lancersOption);

    if (positional[0] == u"play"_s) {
        vedette::dice::SeededDiceSource dice(seed);
        lb::PolicyDecider decider(*policy);
        vedette::journal::EventList events;
        lb::Game game(settings);
        lb::Engine engine(game, dice, decider, &events);
        engine.playToEnd();
        if (parser.isSet(jsonOption)) {
            QJsonArray list;
            for (const vedette::journal::JournalEvent &e : events.events()) {
                list.append(QJsonObject{{u"kind"_s, e.kind}, {u"turn"_s, e.turn}, {u"summary"_s, e.summary},
                                        {u"rolls"_s, e.rollsText()}, {u"detail"_s, e.detail}});
            }
            io.out << QString::fromUtf8(QJsonDocument(QJsonObject{{u"events"_s, list}, {u"game"_s, game.toJson()}}).toJson(QJsonDocument::Indented));
            return vedette::cli::Success;
        }
        for (const vedette::journal::JournalEvent &e : events.events())
            io.out << e.summary << '\n';
        return vedette::cli::Success;
    }

    lb::Simulation simulation(settings, *policy, seed);
    simulation.run(games);
    if (parser.isSet(jsonOption)) {
        io.out << QString::fromUtf8(QJsonDocument(simulation.toJson()).toJson(QJsonDocument::Indented));
        return vedette::cli::Success;
    }
    io.out << "Charge of the Light Brigade: " << games << " charges, seed " << seed << ", " << lb::Settings::troopId(*troop) << ", "
           << lb::PolicyDecider::policyId(*policy) << (settings.frontRank ? ", front rank" : "")
           << (settings.lancersFightBonus ? ", lancers +1 fight" : "") << "\n";
    printMetric(io.out, "Score", "points", simulation.score);
    printMetric(io.out, "Men home (of 12)", "men", simulation.home);
    printMetric(io.out, "Stragglers home", "men", simulation.stragglersHome);
    printMetric(io.out, "Killed (of 12)", "men", simulation.killed);
    printMetric(io.out, "Fled (of 12)", "men", simulation.fled);
    printMetric(io.out, "Russians killed", "Russians", simulation.russiansKilled);
    printMetric(io.out, "Turns", "turns", simulation.turns);
    printDistribution(io.out, "Score (points)", simulation.score);
    printDistribution(io.out, "Men home (of the twelve)", simulation.home);
    io.out << "\nHistory: of the 673 men who charged, 113 were killed and 247 badly wounded.\n";
    return vedette::cli::Success;
}

const bool registered = vedette::cli::registerVerb(
    {u"lightbrigade"_s, u"the solo Charge of the Light Brigade: simulate odds or play one charge"_s, runLightBrigade});

} // namespace

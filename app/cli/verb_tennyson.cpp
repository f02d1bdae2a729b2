// vedette-cli tennyson simulate: many games of "Anyone for Tennyson" between
// computer players, for the win rates of docs/rules.md T-11 to T-14.

#include "commandline.h"
#include "progress.h"
#include "verb.h"

#include "rules/tennyson/regiment.h"
#include "rules/tennyson/simulation.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;
namespace tennyson = vedette::rules::tennyson;

namespace {

class Tennyson
{
    Q_DECLARE_TR_FUNCTIONS(vedette::cli::tennyson)
};

using vedette::cli::CommandLine;
using vedette::cli::Option;

// Games of a hundred cards or so, a few thousand a second: a hundred million
// is a night's run, anything larger a typing slip.
constexpr std::int64_t kMaxGames = 100'000'000;

int runSimulate(const QStringList &arguments, vedette::cli::Io &io)
{
    CommandLine command(
        u"tennyson simulate"_s, Tennyson::tr("Simulate games of \"Anyone for Tennyson\" between computer players."),
        {Option::integer(u"games"_s, u"N"_s, Tennyson::tr("Number of games."), 1, kMaxGames, 1000),
         Option::seed(Tennyson::tr("Seed; the same seed gives the same figures."), 1),
         Option::text(u"players"_s, u"KINDS"_s,
                      Tennyson::tr("random or sensible for all five regiments, or five kinds in regiment order "
                                   "separated by commas."),
                      u"random"_s),
         Option::choice(u"victory"_s, Tennyson::tr("How the game is won."), {u"first-to-the-guns"_s, u"glory"_s},
                        u"first-to-the-guns"_s),
         Option::flag(u"progress"_s, Tennyson::tr("Report progress on stderr from the start (otherwise after 2 seconds).")),
         Option::flag(u"json"_s, Tennyson::tr("Print the figures as JSON."))});
    if (const auto exit = command.parse(arguments, io))
        return *exit;
    const int games = int(command.integer(u"games"_s));
    const std::uint64_t seed = command.seed();
    const QStringList players = command.value(u"players"_s).split(u',');
    if (!tennyson::Simulation::validPlayers(players))
        return command.fail(io, Tennyson::tr("--players must be random, sensible, or five of them separated by commas, not '%1'.")
                                    .arg(command.value(u"players"_s)));
    tennyson::Settings settings;
    if (command.value(u"victory"_s) == u"glory"_s)
        settings.victory = tennyson::VictoryMode::Glory;

    vedette::cli::Progress progress(io.err, command.commandName(), games, command.isSet(u"progress"_s));
    const tennyson::Simulation::Result result =
        tennyson::Simulation::run(games, seed, players, settings, [&](int played) { progress.update(played); });
    progress.update(games);
    progress.finish();
    if (command.isSet(u"json"_s)) {
        QJsonObject object = result.toJson();
        object.insert(u"seed"_s, QString::number(seed));
        object.insert(u"players"_s, players.join(u','));
        object.insert(u"victory"_s, tennyson::victoryModeId(settings.victory));
        printJson(io, object);
        return vedette::cli::Success;
    }
    auto perGame = [games](qint64 n) { return QString::number(double(n) / games, 'f', 2); };
    auto percent = [games](qint64 n) { return QString::number(100.0 * double(n) / games, 'f', 1) + u" %"_s; };
    const bool glory = settings.victory == tennyson::VictoryMode::Glory;
    io.out << Tennyson::tr("Anyone for Tennyson: %n game(s), seed %1, players %2, victory %3", nullptr, games)
                  .arg(seed)
                  .arg(players.join(u','), tennyson::victoryModeId(settings.victory))
           << '\n';
    for (int r = 0; r < tennyson::Regiment::kCount; ++r) {
        const auto i = static_cast<std::size_t>(r);
        io.out << "  " << tennyson::Regiment::name(r).leftJustified(22) << percent(result.wins[i]) << "  ("
               << Tennyson::tr("%1 stands lost a game").arg(perGame(result.standsLostBy[i]));
        if (glory)
            io.out << ", " << Tennyson::tr("%1 glory points a game").arg(perGame(result.gloryPointsBy[i]));
        io.out << ")\n";
    }
    io.out << "  " << Tennyson::tr("Russians").leftJustified(22) << percent(result.russians) << '\n';
    io.out << "  " << Tennyson::tr("Draws").leftJustified(22) << percent(result.draws) << '\n';
    io.out << Tennyson::tr("Mean cards played: %1 cards a game").arg(perGame(result.cardsPlayed)) << '\n';
    io.out << Tennyson::tr("Mean stands lost: %1 stands a game").arg(perGame(result.standsLost)) << '\n';
    io.out << Tennyson::tr("Mean reshuffles: %1 reshuffles a game").arg(perGame(result.reshuffles)) << '\n';
    io.out << Tennyson::tr("Mean batteries on the table at the end: %1 batteries a game").arg(perGame(result.batteriesOnTable))
           << '\n';
    return vedette::cli::Success;
}

int runTennyson(const QStringList &arguments, vedette::cli::Io &io)
{
    return CommandLine::dispatch(
        u"tennyson"_s, Tennyson::tr("The card game \"Anyone for Tennyson\"."),
        {{u"simulate"_s, Tennyson::tr("Simulate games between computer players and print the win rates."), runSimulate}},
        arguments, io);
}

const bool registered = vedette::cli::registerVerb(
    {u"tennyson"_s, QStringLiteral(QT_TRANSLATE_NOOP("vedette::cli::tennyson", "simulate games of Anyone for Tennyson (win rates)")),
     runTennyson});

} // namespace

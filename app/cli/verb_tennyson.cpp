// vedette-cli tennyson simulate: many games of "Anyone for Tennyson" between
// computer players, for the win rates of RULES.md §4.

#include "verb.h"

#include "rules/tennyson/regiment.h"
#include "rules/tennyson/simulation.h"

#include <QCommandLineParser>
#include <QJsonDocument>

using namespace Qt::StringLiterals;
namespace tennyson = vedette::rules::tennyson;

namespace {

int runTennyson(const QStringList &arguments, vedette::cli::Io &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(u"Simulate games of \"Anyone for Tennyson\" between computer players."_s);
    parser.addHelpOption();
    parser.addPositionalArgument(u"action"_s, u"simulate"_s);
    const QCommandLineOption gamesOption(u"games"_s, u"Number of games (default 1000)."_s, u"N"_s, u"1000"_s);
    const QCommandLineOption seedOption(u"seed"_s, u"Seed; the same seed gives the same figures (default 1)."_s, u"S"_s, u"1"_s);
    const QCommandLineOption playersOption(
        u"players"_s, u"random or sensible for all five regiments, or five kinds in regiment order separated by commas (default random)."_s,
        u"kinds"_s, u"random"_s);
    const QCommandLineOption victoryOption(u"victory"_s, u"first-to-the-guns (default) or glory."_s, u"mode"_s,
                                           u"first-to-the-guns"_s);
    const QCommandLineOption jsonOption(u"json"_s, u"Print the figures as JSON."_s);
    parser.addOptions({gamesOption, seedOption, playersOption, victoryOption, jsonOption});
    if (!parser.parse(arguments)) {
        io.err << "vedette-cli tennyson: " << parser.errorText() << '\n';
        return vedette::cli::UsageError;
    }
    if (parser.isSet(u"help"_s)) {
        io.out << parser.helpText();
        return vedette::cli::Success;
    }
    if (parser.positionalArguments() != QStringList{u"simulate"_s}) {
        io.err << "vedette-cli tennyson: expected the action 'simulate'. Try vedette-cli tennyson --help.\n";
        return vedette::cli::UsageError;
    }
    bool ok = false;
    const int games = parser.value(gamesOption).toInt(&ok);
    if (!ok || games < 1) {
        io.err << "vedette-cli tennyson: --games must be a positive whole number.\n";
        return vedette::cli::UsageError;
    }
    const quint64 seed = parser.value(seedOption).toULongLong(&ok);
    if (!ok) {
        io.err << "vedette-cli tennyson: --seed must be a whole number from 0.\n";
        return vedette::cli::UsageError;
    }
    const QStringList players = parser.value(playersOption).split(u',');
    if (!tennyson::Simulation::validPlayers(players)) {
        io.err << "vedette-cli tennyson: --players must be random, sensible, or five of them separated by commas.\n";
        return vedette::cli::UsageError;
    }
    tennyson::Settings settings;
    const QString victory = parser.value(victoryOption);
    if (victory == u"glory"_s) {
        settings.victory = tennyson::VictoryMode::Glory;
    } else if (victory != u"first-to-the-guns"_s) {
        io.err << "vedette-cli tennyson: --victory must be first-to-the-guns or glory.\n";
        return vedette::cli::UsageError;
    }

    const tennyson::Simulation::Result result = tennyson::Simulation::run(games, seed, players, settings);
    if (parser.isSet(jsonOption)) {
        QJsonObject object = result.toJson();
        object.insert(u"seed"_s, QString::number(seed));
        object.insert(u"players"_s, players.join(u','));
        object.insert(u"victory"_s, tennyson::victoryModeId(settings.victory));
        io.out << QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Indented));
        return vedette::cli::Success;
    }
    auto percent = [games](qint64 n) { return QString::number(100.0 * double(n) / games, 'f', 1) + u" %"_s; };
    io.out << "Anyone for Tennyson: " << games << " games, seed " << seed << ", players " << players.join(u',') << ", victory "
           << tennyson::victoryModeId(settings.victory) << "\n";
    for (int r = 0; r < tennyson::Regiment::kCount; ++r) {
        io.out << "  " << tennyson::Regiment::name(r).leftJustified(22) << percent(result.wins[static_cast<std::size_t>(r)])
               << "  (" << QString::number(double(result.standsLostBy[static_cast<std::size_t>(r)]) / games, 'f', 2)
               << " stands lost a game)\n";
    }
    io.out << "  " << u"Russians"_s.leftJustified(22) << percent(result.russians) << '\n';
    io.out << "  " << u"Draws"_s.leftJustified(22) << percent(result.draws) << '\n';
    io.out << "Mean cards played: " << QString::number(double(result.cardsPlayed) / games, 'f', 2) << " cards a game\n";
    io.out << "Mean stands lost: " << QString::number(double(result.standsLost) / games, 'f', 2) << " stands a game\n";
    return vedette::cli::Success;
}

const bool registered = vedette::cli::registerVerb(
    {u"tennyson"_s, u"simulate games of Anyone for Tennyson (win rates)"_s, runTennyson});

} // namespace

// vedette-cli brown: Dan Brown's charge charts, odds, melee and whole charges.

#include "verb.h"

#include "rules/brown/chargeodds.h"
#include "rules/brown/chart.h"
#include "rules/brown/meleeround.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;
using namespace vedette::rules::brown;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("vedette::cli::brown", text);
}

void printJson(vedette::cli::Io &io, const QJsonObject &json)
{
    io.out << QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Indented));
}

std::optional<int> intOption(const QCommandLineParser &parser, const QString &name, vedette::cli::Io &io)
{
    bool ok = false;
    const int value = parser.value(name).toInt(&ok);
    if (!ok) {
        io.err << tr("vedette-cli brown: --%1 needs a whole number, not '%2'.\n").arg(name, parser.value(name));
        return std::nullopt;
    }
    return value;
}

std::optional<ChartKind> chartOption(const QCommandLineParser &parser, vedette::cli::Io &io)
{
    const auto chart = chartFromName(parser.value(u"chart"_s));
    if (!chart)
        io.err << tr("vedette-cli brown: --chart must be 'open' or 'cover'.\n");
    return chart;
}

// "d8", "D10" or "8".
std::optional<vedette::dice::Die> dieOption(const QCommandLineParser &parser, const QString &name,
                                            vedette::cli::Io &io)
{
    QString text = parser.value(name).trimmed().toLower();
    if (text.startsWith(u'd'))
        text.remove(0, 1);
    bool ok = false;
    const int faces = text.toInt(&ok);
    if (!ok || faces < 2 || faces > 1000) {
        io.err << tr("vedette-cli brown: --%1 needs a die such as d8, not '%2'.\n").arg(name, parser.value(name));
        return std::nullopt;
    }
    return vedette::dice::Die::d(faces);
}

bool parse(QCommandLineParser &parser, const QStringList &arguments, const QList<QCommandLineOption> &options,
           const QStringList &required, vedette::cli::Io &io)
{
    parser.addHelpOption();
    parser.addOptions(options);
    parser.addOption({u"json"_s, tr("Print JSON (the stable format).")});
    if (!parser.parse(arguments)) {
        io.err << "vedette-cli brown: " << parser.errorText() << '\n';
        return false;
    }
    for (const QString &name : required) {
        if (!parser.isSet(name)) {
            io.err << tr("vedette-cli brown %1: --%2 is required.\n").arg(arguments.value(0), name);
            return false;
        }
    }
    return true;
}

int runChart(const QStringList &arguments, vedette::cli::Io &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("The result of one net result on a charge chart."));
    if (!parse(parser, arguments,
               {{u"chart"_s, tr("open or cover."), u"chart"_s},
                {u"net"_s, tr("Net result: attacker's modified roll minus defender's."), u"N"_s},
                {u"attacker-cavalry"_s, tr("The attacker is cavalry (shifts and Blown).")},
                {u"defender-cavalry"_s, tr("The defender is cavalry (shifts).")}},
               {u"chart"_s, u"net"_s}, io))
        return vedette::cli::UsageError;
    if (parser.isSet(u"help"_s)) {
        io.out << parser.helpText();
        return vedette::cli::Success;
    }
    const auto chart = chartOption(parser, io);
    const auto net = intOption(parser, u"net"_s, io);
    if (!chart || !net)
        return vedette::cli::UsageError;
    const Chart::Reading r =
        Chart::read(*chart, *net, parser.isSet(u"attacker-cavalry"_s), parser.isSet(u"defender-cavalry"_s));
    if (parser.isSet(u"json"_s)) {
        printJson(io, QJsonObject{{u"chart"_s, chartName(r.chart)},
                                  {u"net"_s, r.net},
                                  {u"chartResult"_s, resultId(r.chartResult)},
                                  {u"id"_s, resultId(r.result)},
                                  {u"text"_s, resultText(r.result)},
                                  {u"shifted"_s, r.shifted},
                                  {u"blown"_s, r.blown}});
    } else {
        io.out << resultId(r.result) << ": " << resultText(r.result) << '\n';
        if (r.blown)
            io.out << tr("The attacking cavalry halts just outside 4\" and is Blown.") << '\n';
    }
    return vedette::cli::Success;
}

int runOdds(const QStringList &arguments, vedette::cli::Io &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Exact odds of every charge result."));
    if (!parse(parser, arguments,
               {{u"attacker-die"_s, tr("Attacker's class die, e.g. d10."), u"die"_s},
                {u"defender-die"_s, tr("Defender's class die, e.g. d8."), u"die"_s},
                {u"modifier"_s, tr("Attacker's modifiers minus the defender's."), u"M"_s, u"0"_s},
                {u"chart"_s, tr("open or cover."), u"chart"_s},
                {u"attacker-cavalry"_s, tr("The attacker is cavalry.")},
                {u"defender-cavalry"_s, tr("The defender is cavalry.")}},
               {u"attacker-die"_s, u"defender-die"_s, u"chart"_s}, io))
        return vedette::cli::UsageError;
    if (parser.isSet(u"help"_s)) {
        io.out << parser.helpText();
        return vedette::cli::Success;
    }
    const auto attacker = dieOption(parser, u"attacker-die"_s, io);
    const auto defender = dieOption(parser, u"defender-die"_s, io);
    const auto modifier = intOption(parser, u"modifier"_s, io);
    const auto chart = chartOption(parser, io);
    if (!attacker || !defender || !modifier || !chart)
        return vedette::cli::UsageError;
    const bool attackerCavalry = parser.isSet(u"attacker-cavalry"_s);
    const ChargeOdds odds = ChargeOdds::compute(*attacker, *defender, *modifier, *chart, attackerCavalry,
                                                parser.isSet(u"defender-cavalry"_s));
    if (parser.isSet(u"json"_s)) {
        QJsonArray results;
        for (const auto &o : odds.outcomes()) {
            results.append(QJsonObject{{u"id"_s, o.id},
                                       {u"count"_s, static_cast<qint64>(o.count)},
                                       {u"probability"_s, odds.net().ratio(o.count)}});
        }
        printJson(io, QJsonObject{{u"chart"_s, chartName(*chart)},
                                  {u"attackerDie"_s, attacker->name()},
                                  {u"defenderDie"_s, defender->name()},
                                  {u"modifier"_s, *modifier},
                                  {u"attackerCavalry"_s, attackerCavalry},
                                  {u"defenderCavalry"_s, parser.isSet(u"defender-cavalry"_s)},
                                  {u"total"_s, static_cast<qint64>(odds.total())},
                                  {u"results"_s, results},
                                  {u"blownCount"_s, static_cast<qint64>(odds.blownCount())},
                                  {u"blownProbability"_s, odds.blownProbability()}});
    } else {
        for (const auto &o : odds.outcomes()) {
            io.out << o.id.leftJustified(30) << QString::number(100.0 * odds.net().ratio(o.count), 'f', 1).rightJustified(6)
                   << " %  (" << odds.net().fractionText(o.count) << ")\n";
        }
        if (attackerCavalry)
            io.out << tr("Blown").leftJustified(30)
                   << QString::number(100.0 * odds.blownProbability(), 'f', 1).rightJustified(6) << " %\n";
    }
    return vedette::cli::Success;
}

int runMelee(const QStringList &arguments, vedette::cli::Io &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("One round of melee: winner and casualty steps."));
    if (!parse(parser, arguments,
               {{u"attacker-roll"_s, tr("Attacker's d10."), u"R"_s},
                {u"attacker-modifier"_s, tr("Attacker's melee modifier."), u"M"_s, u"0"_s},
                {u"defender-roll"_s, tr("Defender's d10."), u"R"_s},
                {u"defender-modifier"_s, tr("Defender's melee modifier."), u"M"_s, u"0"_s}},
               {u"attacker-roll"_s, u"defender-roll"_s}, io))
        return vedette::cli::UsageError;
    if (parser.isSet(u"help"_s)) {
        io.out << parser.helpText();
        return vedette::cli::Success;
    }
    const auto aRoll = intOption(parser, u"attacker-roll"_s, io);
    const auto aMod = intOption(parser, u"attacker-modifier"_s, io);
    const auto dRoll = intOption(parser, u"defender-roll"_s, io);
    const auto dMod = intOption(parser, u"defender-modifier"_s, io);
    if (!aRoll || !aMod || !dRoll || !dMod)
        return vedette::cli::UsageError;
    if (*aRoll < 1 || *aRoll > 10 || *dRoll < 1 || *dRoll > 10) {
        io.err << tr("vedette-cli brown melee: rolls are d10 faces, 1 to 10.\n");
        return vedette::cli::UsageError;
    }
    const MeleeRound round(*aRoll, *aMod, *dRoll, *dMod);
    if (parser.isSet(u"json"_s)) {
        QJsonObject json = round.toJson();
        json.insert(u"continues"_s, round.isTie());
        printJson(io, json);
    } else {
        io.out << (round.isTie() ? tr("Tie: the melee continues.")
                                 : tr("%1 wins.").arg(sideId(*round.winner())))
               << ' '
               << tr("Attacker takes %1 casualty step(s), defender %2.")
                      .arg(round.attackerSteps())
                      .arg(round.defenderSteps())
               << '\n';
    }
    return vedette::cli::Success;
}

int runBrown(const QStringList &arguments, vedette::cli::Io &io)
{
    const QString sub = arguments.value(1);
    const QStringList rest = arguments.mid(1);
    if (sub == u"chart"_s)
        return runChart(rest, io);
    if (sub == u"odds"_s)
        return runOdds(rest, io);
    if (sub == u"melee"_s)
        return runMelee(rest, io);
    const bool help = sub == u"--help"_s || sub == u"-h"_s;
    (help ? io.out : io.err) << tr("Usage: vedette-cli brown chart|odds|melee [options] [--json]\n"
                                   "Dan Brown's \"Mechanics of a Charge\": chart look-ups, exact odds and melee "
                                   "rounds. Each sub-command accepts --help.\n");
    return help ? vedette::cli::Success : vedette::cli::UsageError;
}

const bool registered = vedette::cli::registerVerb(
    {u"brown"_s, QCoreApplication::translate("vedette::cli::brown", "Dan Brown's charge: chart, odds, melee"), runBrown});

} // namespace

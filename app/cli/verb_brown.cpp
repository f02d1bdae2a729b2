// vedette-cli brown: Dan Brown's charge charts, odds, melee and whole charges.

#include "verb.h"
#include "battleplay.h"

#include "rules/brown/chargeodds.h"
#include "rules/brown/chart.h"
#include "rules/brown/chargeprocedure.h"
#include "rules/brown/meleeround.h"
#include "rules/brown/tablecharge.h"

#include "dice/seededdicesource.h"
#include "table/scenariojson.h"

#include <QFile>
#include <QRandomGenerator>

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

std::optional<HouseRules> houseRulesOption(const QCommandLineParser &parser, vedette::cli::Io &io)
{
    if (!parser.isSet(u"house-rules"_s))
        return HouseRules();
    QFile file(parser.value(u"house-rules"_s));
    if (!file.open(QIODevice::ReadOnly)) {
        io.err << tr("vedette-cli brown charge: cannot read %1: %2\n").arg(file.fileName(), file.errorString());
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    QString error = parseError.errorString();
    std::optional<HouseRules> rules;
    if (doc.isObject())
        rules = HouseRules::fromJson(doc.object(), &error);
    if (!rules)
        io.err << tr("vedette-cli brown charge: %1: %2\n").arg(file.fileName(), error);
    return rules;
}

int runCharge(const QStringList &arguments, vedette::cli::Io &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Resolve a whole charge on a scenario's table with seeded dice."));
    parser.addPositionalArgument(u"scenario"_s, tr("Scenario file (JSON)."));
    parser.addPositionalArgument(u"attacker"_s, tr("Id of the charging unit."));
    parser.addPositionalArgument(u"target"_s, tr("Id of the target unit."));
    if (!parse(parser, arguments,
               {{u"seed"_s, tr("Seed of the dice (default: a fresh one, printed)."), u"N"_s},
                {u"evade"_s, tr("The defender evades when the text offers it.")},
                {u"closing-casualties"_s, tr("Closing casualties from the defender's fire, percent in 10% steps."),
                 u"P"_s, u"0"_s},
                {u"house-rules"_s, tr("House rules (JSON) instead of the defaults."), u"file"_s}},
               {}, io))
        return vedette::cli::UsageError;
    if (parser.isSet(u"help"_s)) {
        io.out << parser.helpText();
        return vedette::cli::Success;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 3) {
        io.err << tr("Usage: vedette-cli brown charge SCENARIO ATTACKER TARGET [--seed N] [--json]\n");
        return vedette::cli::UsageError;
    }
    const auto closing = intOption(parser, u"closing-casualties"_s, io);
    if (!closing)
        return vedette::cli::UsageError;
    if (*closing < 0 || *closing > 100 || *closing % 10 != 0) {
        io.err << tr("vedette-cli brown charge: --closing-casualties is 0 to 100 in steps of 10.\n");
        return vedette::cli::UsageError;
    }
    std::uint64_t seed = QRandomGenerator::system()->generate64();
    if (parser.isSet(u"seed"_s)) {
        bool ok = false;
        seed = parser.value(u"seed"_s).toULongLong(&ok);
        if (!ok) {
            io.err << tr("vedette-cli brown charge: --seed needs a whole number.\n");
            return vedette::cli::UsageError;
        }
    }
    const auto rules = houseRulesOption(parser, io);
    if (!rules)
        return vedette::cli::UsageError;
    const auto read = vedette::table::ScenarioJson::readFile(positional[0]);
    if (!read) {
        io.err << tr("vedette-cli brown charge: %1: %2\n").arg(positional[0], read.errorString);
        return vedette::cli::UsageError;
    }
    const TableCharge::Result found = TableCharge::situation(*read.scenario, positional[1], positional[2], *rules);
    if (!found) {
        io.err << tr("vedette-cli brown charge: %1\n").arg(found.errorString);
        return vedette::cli::UsageError;
    }

    vedette::journal::EventList log;
    vedette::dice::SeededDiceSource dice(seed);
    ChargeProcedure charge(*found.situation, *rules, log);
    QJsonArray pursuit;
    if (!charge.isRefused()) {
        charge.rollActivation(dice);
        if (charge.step() == ChargeProcedure::Step::Evade)
            charge.decideEvade(parser.isSet(u"evade"_s));
        while (charge.step() == ChargeProcedure::Step::FireDiscipline)
            charge.rollFireDiscipline(dice);
        if (charge.step() == ChargeProcedure::Step::ClosingCasualties)
            charge.enterClosingCasualties(*closing);
        if (charge.step() == ChargeProcedure::Step::ChargeRoll)
            charge.rollCharge(dice);
        if (charge.step() == ChargeProcedure::Step::RideDown)
            charge.rollRideDown(dice);
        if (charge.step() == ChargeProcedure::Step::Surrender)
            charge.rollSurrender(dice);
        if (charge.outcome().ending == ChargeOutcome::Ending::Resolved) {
            for (const auto &c : charge.offerPursuit(
                     TableCharge::pursuitCandidates(*read.scenario, positional[1], positional[2])))
                pursuit.append(QJsonObject{{u"id"_s, c.unitId}, {u"name"_s, c.name}, {u"distanceInches"_s, c.distanceInches}});
        }
    }

    if (parser.isSet(u"json"_s)) {
        QJsonArray events;
        for (const auto &e : log.events()) {
            QJsonArray rolls;
            for (const auto &r : e.rolls) {
                QJsonArray faces;
                for (int face : r.faces())
                    faces.append(face);
                rolls.append(QJsonObject{{u"purpose"_s, r.purpose},
                                         {u"faces"_s, faces},
                                         {u"origin"_s, vedette::dice::originName(r.origin)}});
            }
            events.append(QJsonObject{{u"kind"_s, e.kind}, {u"summary"_s, e.summary}, {u"rolls"_s, rolls}, {u"detail"_s, e.detail}});
        }
        const ChargeSituation &s = charge.situation();
        // Charges between town blocks average the CW of the stands involved.
        const QJsonObject town{{u"applies"_s, s.isTownCharge()},
                               {u"attacker"_s, s.attackerBlock ? QJsonValue(s.attackerBlock->toJson()) : QJsonValue()},
                               {u"defender"_s, s.defenderBlock ? QJsonValue(s.defenderBlock->toJson()) : QJsonValue()}};
        printJson(io, QJsonObject{
                          {u"seed"_s, QString::number(seed)},
                          {u"attacker"_s, s.attacker.id},
                          {u"target"_s, s.defender.id},
                          {u"distanceInches"_s, found.situation->distanceInches},
                          {u"chart"_s, chartName(charge.chart())},
                          {u"town"_s, town},
                          {u"refused"_s, charge.isRefused()},
                          {u"refusal"_s, charge.refusal()},
                          {u"modifiers"_s, charge.modifiers().toJson()},
                          {u"attackerModifiers"_s, charge.modifiers().total(Side::Attacker)},
                          {u"defenderModifiers"_s, charge.modifiers().total(Side::Defender)},
                          {u"netModifier"_s, charge.modifiers().net()},
                          {u"outcome"_s, charge.outcome().toJson()},
                          {u"pursuit"_s, pursuit},
                          {u"events"_s, events}});
    } else {
        for (const Modifier &m : charge.modifiers().items()) {
            if (m.enabled)
                io.out << sideId(m.side) << ' ' << m.label() << ' ' << m.value << ": " << m.reason << '\n';
        }
        for (const auto &e : log.events())
            io.out << e.summary << '\n';
        io.out << tr("Seed: %1").arg(seed) << '\n';
    }
    return charge.isRefused() ? vedette::cli::Failure : vedette::cli::Success;
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
    if (sub == u"charge"_s) {
        // On a campaign file the battle's controller plays it (and writes it).
        if (vedette::cli::isCampaignFile(rest.value(1)))
            return vedette::cli::runBrownChargeOnCampaign(rest, io);
        return runCharge(rest, io);
    }
    const bool help = sub == u"--help"_s || sub == u"-h"_s;
    (help ? io.out : io.err) << tr("Usage: vedette-cli brown chart|odds|melee|charge [options] [--json]\n"
                                   "Dan Brown's \"Mechanics of a Charge\": chart look-ups, exact odds and melee "
                                   "rounds. Each sub-command accepts --help.\n");
    return help ? vedette::cli::Success : vedette::cli::UsageError;
}

const bool registered = vedette::cli::registerVerb(
    {u"brown"_s, QCoreApplication::translate("vedette::cli::brown", "Dan Brown's charge: chart, odds, melee, charge"), runBrown});

} // namespace

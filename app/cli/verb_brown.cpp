// vedette-cli brown: Dan Brown's charge charts, odds, melee and whole charges.

#include "commandline.h"
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

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;
using namespace vedette::rules::brown;

namespace {

class Brown
{
    Q_DECLARE_TR_FUNCTIONS(vedette::cli::brown)
};

using vedette::cli::CommandLine;
using vedette::cli::Option;

// The ranges every sub-command documents: class dice up to d100, a side's
// modifiers within -50..50, so no sum of a die and modifiers can overflow.
constexpr int kMaxDie = 100;
constexpr int kMaxModifier = 50;
constexpr int kMaxNet = 1000;

Option jsonOption()
{
    return Option::flag(u"json"_s, Brown::tr("Print JSON (the stable format)."));
}

Option chartOption()
{
    return Option::choice(u"chart"_s, Brown::tr("The chart: open, or cover when the defender is in any cover."),
                          {u"open"_s, u"cover"_s})
        .require();
}

int runChart(const QStringList &arguments, vedette::cli::Io &io)
{
    CommandLine command(u"brown chart"_s, Brown::tr("The result of one net result on a charge chart."),
                        {chartOption(),
                         Option::integer(u"net"_s, u"N"_s, Brown::tr("Net result: attacker's modified roll minus defender's."),
                                         -kMaxNet, kMaxNet)
                             .require(),
                         Option::flag(u"attacker-cavalry"_s, Brown::tr("The attacker is cavalry (shifts and Blown).")),
                         Option::flag(u"defender-cavalry"_s, Brown::tr("The defender is cavalry (shifts).")), jsonOption()});
    if (const auto exit = command.parse(arguments, io))
        return *exit;
    const ChartKind chart = *chartFromName(command.value(u"chart"_s));
    const int net = int(command.integer(u"net"_s));
    const Chart::Reading r =
        Chart::read(chart, net, command.isSet(u"attacker-cavalry"_s), command.isSet(u"defender-cavalry"_s));
    if (command.isSet(u"json"_s)) {
        printJson(io, QJsonObject{{u"chart"_s, chartName(r.chart)},
                                  {u"net"_s, r.net},
                                  {u"chartResult"_s, resultId(r.chartResult)},
                                  {u"id"_s, resultId(r.result)},
                                  {u"text"_s, Chart::text(r)},
                                  {u"shifted"_s, r.shifted},
                                  {u"blown"_s, r.blown}});
    } else {
        // One result, as docs/rules.md B-22 reads it (Blown included).
        io.out << resultId(r.result) << ": " << Chart::text(r) << '\n';
    }
    return vedette::cli::Success;
}

int runOdds(const QStringList &arguments, vedette::cli::Io &io)
{
    CommandLine command(u"brown odds"_s, Brown::tr("Exact odds of every charge result."),
                        {Option::die(u"attacker-die"_s, Brown::tr("Attacker's class die, e.g. d10."), 2, kMaxDie).require(),
                         Option::die(u"defender-die"_s, Brown::tr("Defender's class die, e.g. d8."), 2, kMaxDie).require(),
                         Option::integer(u"modifier"_s, u"M"_s, Brown::tr("Attacker's modifiers minus the defender's."),
                                         -kMaxModifier, kMaxModifier, 0),
                         chartOption(), Option::flag(u"attacker-cavalry"_s, Brown::tr("The attacker is cavalry.")),
                         Option::flag(u"defender-cavalry"_s, Brown::tr("The defender is cavalry.")), jsonOption()});
    if (const auto exit = command.parse(arguments, io))
        return *exit;
    const auto attacker = vedette::dice::Die::d(command.die(u"attacker-die"_s));
    const auto defender = vedette::dice::Die::d(command.die(u"defender-die"_s));
    const int modifier = int(command.integer(u"modifier"_s));
    const ChartKind chart = *chartFromName(command.value(u"chart"_s));
    const bool attackerCavalry = command.isSet(u"attacker-cavalry"_s);
    const ChargeOdds odds = ChargeOdds::compute(attacker, defender, modifier, chart, attackerCavalry,
                                                command.isSet(u"defender-cavalry"_s));
    if (command.isSet(u"json"_s)) {
        QJsonArray results;
        for (const auto &o : odds.outcomes()) {
            results.append(QJsonObject{{u"id"_s, o.id},
                                       {u"count"_s, static_cast<qint64>(o.count)},
                                       {u"probability"_s, odds.net().ratio(o.count)}});
        }
        printJson(io, QJsonObject{{u"chart"_s, chartName(chart)},
                                  {u"attackerDie"_s, attacker.name()},
                                  {u"defenderDie"_s, defender.name()},
                                  {u"modifier"_s, modifier},
                                  {u"attackerCavalry"_s, attackerCavalry},
                                  {u"defenderCavalry"_s, command.isSet(u"defender-cavalry"_s)},
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
            io.out << Brown::tr("Blown").leftJustified(30)
                   << QString::number(100.0 * odds.blownProbability(), 'f', 1).rightJustified(6) << " %\n";
    }
    return vedette::cli::Success;
}

int runMelee(const QStringList &arguments, vedette::cli::Io &io)
{
    CommandLine command(
        u"brown melee"_s, Brown::tr("One round of melee: winner and casualty steps."),
        {Option::integer(u"attacker-roll"_s, u"R"_s, Brown::tr("Attacker's d10."), 1, 10).require(),
         Option::integer(u"attacker-modifier"_s, u"M"_s, Brown::tr("Attacker's melee modifier."), -kMaxModifier, kMaxModifier, 0),
         Option::integer(u"defender-roll"_s, u"R"_s, Brown::tr("Defender's d10."), 1, 10).require(),
         Option::integer(u"defender-modifier"_s, u"M"_s, Brown::tr("Defender's melee modifier."), -kMaxModifier, kMaxModifier, 0),
         jsonOption()});
    if (const auto exit = command.parse(arguments, io))
        return *exit;
    const MeleeRound round(int(command.integer(u"attacker-roll"_s)), int(command.integer(u"attacker-modifier"_s)),
                           int(command.integer(u"defender-roll"_s)), int(command.integer(u"defender-modifier"_s)));
    if (command.isSet(u"json"_s)) {
        QJsonObject json = round.toJson();
        json.insert(u"continues"_s, round.isTie());
        printJson(io, json);
    } else {
        // docs/rules.md B-29: after a tie too, both sides check morale.
        io.out << (round.isTie()
                       ? Brown::tr("Tie: both sides check morale; if neither retreats, the melee continues next turn.")
                       : round.winner() == Side::Attacker ? Brown::tr("The attacker wins.")
                                                          : Brown::tr("The defender wins."))
               << ' ' << Brown::tr("The attacker takes %n casualty step(s).", nullptr, round.attackerSteps()) << ' '
               << Brown::tr("The defender takes %n casualty step(s).", nullptr, round.defenderSteps()) << '\n';
    }
    return vedette::cli::Success;
}

std::optional<HouseRules> houseRules(const CommandLine &command, vedette::cli::Io &io)
{
    if (!command.isSet(u"house-rules"_s))
        return HouseRules();
    QFile file(command.value(u"house-rules"_s));
    if (!file.open(QIODevice::ReadOnly)) {
        command.fail(io, Brown::tr("cannot read %1: %2").arg(file.fileName(), file.errorString()));
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    QString error = parseError.errorString();
    std::optional<HouseRules> rules;
    if (doc.isObject())
        rules = HouseRules::fromJson(doc.object(), &error);
    if (!rules)
        command.fail(io, u"%1: %2"_s.arg(file.fileName(), error));
    return rules;
}

int runCharge(const QStringList &arguments, vedette::cli::Io &io)
{
    QList<Option> options{Option::seed(Brown::tr("Seed of the dice; the same seed throws the same dice.")),
                          Option::flag(u"evade"_s, Brown::tr("The defender evades when the text offers it.")),
                          Option::integer(u"closing-casualties"_s, u"P"_s,
                                          Brown::tr("Closing casualties from the defender's fire, in percent."), 0, 100, 0)
                              .inSteps(10),
                          Option::text(u"house-rules"_s, u"FILE"_s, Brown::tr("House rules (JSON) instead of the defaults."))};
    options += vedette::cli::brownModifierOptions();
    options.append(jsonOption());
    CommandLine command(u"brown charge"_s, Brown::tr("Resolve a whole charge on a scenario's table with seeded dice."),
                        options,
                        {{u"SCENARIO"_s, Brown::tr("Scenario file (JSON).")},
                         {u"ATTACKER"_s, Brown::tr("Id of the charging unit.")},
                         {u"TARGET"_s, Brown::tr("Id of the target unit.")}});
    if (const auto exit = command.parse(arguments, io))
        return *exit;
    const QStringList positional = command.positional();
    const auto overrides = vedette::cli::brownModifierOverrides(command, io);
    if (!overrides)
        return vedette::cli::UsageError;
    const int closing = int(command.integer(u"closing-casualties"_s));
    const std::uint64_t seed = command.seed();
    const auto rules = houseRules(command, io);
    if (!rules)
        return vedette::cli::UsageError;
    // The reader's message already names the file.
    const auto read = vedette::table::ScenarioJson::readFile(positional[0]);
    if (!read)
        return command.fail(io, read.errorString);
    if (read.scenario->ruleSystem() != vedette::table::RuleSystem::Brown)
        return command.fail(io, Brown::tr("%1 is not a scenario for Dan Brown's rules.").arg(positional[0]));
    const TableCharge::Result found = TableCharge::situation(*read.scenario, positional[1], positional[2], *rules);
    if (!found)
        return command.fail(io, found.errorString);

    vedette::journal::EventList log;
    vedette::dice::SeededDiceSource dice(seed);
    ChargeProcedure charge(*found.situation, *rules, log);
    QJsonArray pursuit;
    if (!charge.isRefused()) {
        // The referee's overrides, before any die (docs/rules.md G-8).
        for (const auto &o : *overrides) {
            charge.modifiers().setValue(o.id, o.value.value_or(charge.modifiers().find(o.id)->value));
            charge.modifiers().setEnabled(o.id, o.enabled);
        }
        charge.rollActivation(dice);
        if (charge.step() == ChargeProcedure::Step::Evade)
            charge.decideEvade(command.isSet(u"evade"_s));
        while (charge.step() == ChargeProcedure::Step::FireDiscipline)
            charge.rollFireDiscipline(dice);
        if (charge.step() == ChargeProcedure::Step::ClosingCasualties)
            charge.enterClosingCasualties(closing);
        if (charge.step() == ChargeProcedure::Step::ChargeRoll)
            charge.rollCharge(dice);
        if (charge.step() == ChargeProcedure::Step::RideDown)
            charge.rollRideDown(dice);
        if (charge.step() == ChargeProcedure::Step::Surrender)
            charge.rollSurrender(dice);
        // docs/rules.md B-30: from the ground the defender held (the table as it is).
        if (charge.outcome().ending == ChargeOutcome::Ending::Resolved)
            pursuit = vedette::cli::pursuitJson(
                charge.offerPursuit(TableCharge::pursuitCandidates(*read.scenario, positional[1], positional[2])));
    }

    if (command.isSet(u"json"_s)) {
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
        io.out << Brown::tr("Seed: %1").arg(seed) << '\n';
    }
    return charge.isRefused() ? vedette::cli::Failure : vedette::cli::Success;
}

int runBrown(const QStringList &arguments, vedette::cli::Io &io)
{
    return CommandLine::dispatch(
        u"brown"_s,
        Brown::tr("Dan Brown's \"Mechanics of a Charge\": chart look-ups, exact odds, melee rounds and whole charges."),
        {{u"chart"_s, Brown::tr("The result of one net result on a charge chart."), runChart},
         {u"odds"_s, Brown::tr("Exact odds of every charge result."), runOdds},
         {u"melee"_s,
          Brown::tr("One round of melee: winner and casualty steps; or, on a campaign file, the next step of a battle's "
                    "melee."),
          [](const QStringList &rest, vedette::cli::Io &io) {
              if (vedette::cli::isCampaignFile(rest.value(1)))
                  return vedette::cli::runBrownMeleeOnCampaign(rest, io);
              return runMelee(rest, io);
          }},
         {u"charge"_s, Brown::tr("Resolve a whole charge on a scenario's table, or in a battle of a campaign file, with seeded dice."),
          [](const QStringList &rest, vedette::cli::Io &io) {
              // On a campaign file the battle's controller plays it (and writes it).
              if (vedette::cli::isCampaignFile(rest.value(1)))
                  return vedette::cli::runBrownChargeOnCampaign(rest, io);
              return runCharge(rest, io);
          }},
         {u"next-turn"_s, Brown::tr("End the set-up or the turn of a Brown battle in a campaign file."),
          vedette::cli::runBrownNextTurn}},
        arguments, io);
}

const bool registered = vedette::cli::registerVerb(
    {u"brown"_s, QStringLiteral(QT_TRANSLATE_NOOP("vedette::cli::brown", "Dan Brown's charge: chart, odds, melee, charge, next-turn")),
     runBrown});

} // namespace

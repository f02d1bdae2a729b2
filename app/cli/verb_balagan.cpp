// vedette-cli balagan: Balagan's Marlburian rules on a scenario file.
//   factors SCENARIO UNIT  - in-combat status and every tactical factor with its reason
//   bound SCENARIO --seed N - the morale phase of the side to move, every test

#include "commandline.h"
#include "verb.h"
#include "battleplay.h"

#include "rules/balagan/battle.h"
#include "rules/balagan/combatanalysis.h"

#include "dice/seededdicesource.h"
#include "table/lengthformat.h"
#include "table/scenariojson.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;
using namespace vedette::table;
using namespace vedette::rules::balagan;

namespace {

class Balagan
{
    Q_DECLARE_TR_FUNCTIONS(vedette::cli::balagan)
};

using vedette::cli::CommandLine;
using vedette::cli::Option;

QString signedNumber(int value)
{
    return value > 0 ? u"+%1"_s.arg(value) : value < 0 ? u"\u2212%1"_s.arg(-value) : u"0"_s;
}

int factors(const CommandLine &command, const Scenario &scenario, const QString &unitId, bool json, vedette::cli::Io &io)
{
    const Unit *unit = scenario.unit(unitId);
    if (!unit) {
        QStringList ids;
        for (const Unit &known : scenario.units())
            ids.append(known.id());
        return command.fail(io, Balagan::tr("no unit \"%1\"; units are: %2").arg(unitId, ids.join(u", "_s)));
    }
    if (!unit->isOnTable())
        return command.fail(io, Balagan::tr("%1 is not on the table yet; it is in no combat.").arg(unitId));
    const HouseRules rules;
    BattleState state;
    for (const Side &side : scenario.sides())
        state.sideOrder.append(side.id);
    const CombatStatus status = CombatAnalysis::analyseUnit(scenario, rules, state, unitId);
    if (json) {
        QJsonObject object = status.toJson(scenario.groundScale());
        object.insert(u"houseRules"_s, rules.toJson());
        printJson(io, object);
        return vedette::cli::Success;
    }
    const QString name = unit->name().isEmpty() ? unit->id() : unit->name();
    if (status.inMelee)
        io.out << Balagan::tr("%1 is in melee with %2.\n").arg(name, status.meleeEnemies.join(u", "_s));
    else if (status.underFire)
        io.out << Balagan::tr("%1 is under fire.\n").arg(name);
    else
        io.out << Balagan::tr("%1 is not in combat.\n").arg(name);
    for (const Firer &firer : status.firers)
        io.out << Balagan::tr("  fired on by %1 at %2\n")
                      .arg(firer.unitId, formatLength(firer.distance, scenario.displayUnits(), LengthStyle::Both));
    for (const Factor &factor : status.factors) {
        if (factor.value() == 0 && !factor.isOverridden())
            continue;
        io.out << u"  %1  %2: %3\n"_s.arg(signedNumber(factor.value()), 3).arg(factorKindName(factor.kind), factor.reason);
    }
    io.out << Balagan::tr("Total tactical factors: %1\n").arg(signedNumber(status.total()));
    return vedette::cli::Success;
}

int bound(const CommandLine &command, const Scenario &scenario, quint64 seed, const QString &sideId, bool json,
          vedette::cli::Io &io)
{
    Battle battle(scenario);
    if (!sideId.isEmpty()) {
        const qsizetype index = battle.state().sideOrder.indexOf(sideId);
        if (index < 0)
            return command.fail(io, Balagan::tr("no side \"%1\"; sides are: %2")
                                        .arg(sideId, battle.state().sideOrder.join(u", "_s)));
        battle.state().sideIndex = static_cast<int>(index);
    }
    vedette::dice::SeededDiceSource dice(seed);
    vedette::journal::EventList events;
    const QList<MoraleResult> results = battle.runMoralePhase(dice, events);
    if (json) {
        QJsonArray tests;
        for (const auto &event : events.events()) {
            if (event.kind != u"balagan.morale"_s)
                continue;
            QJsonObject test = event.detail;
            test.insert(u"summary"_s, event.summary);
            tests.append(test);
        }
        QJsonArray log;
        for (const auto &event : events.events())
            log.append(QJsonObject{{u"kind"_s, event.kind}, {u"summary"_s, event.summary}, {u"rolls"_s, event.rollsText()}});
        QJsonArray routed;
        for (const MoraleResult &result : results)
            if (result.routed)
                routed.append(result.unitId);
        const QJsonObject object{{u"seed"_s, QString::number(seed)},
                                 {u"bound"_s, battle.state().bound},
                                 {u"side"_s, battle.state().sideToMove()},
                                 {u"clock"_s, battle.state().clockText()},
                                 {u"tests"_s, tests},
                                 {u"routed"_s, routed},
                                 {u"log"_s, log}};
        printJson(io, object);
        return vedette::cli::Success;
    }
    const Side *side = scenario.side(battle.state().sideToMove());
    io.out << Balagan::tr("Bound %1, %2, %3 to move: %n morale test(s).\n", nullptr, int(results.size()))
                  .arg(battle.state().bound)
                  .arg(battle.state().clockText(), side ? side->name : battle.state().sideToMove());
    for (const auto &event : events.events())
        io.out << u"  "_s << event.summary << '\n';
    return vedette::cli::Success;
}

Option jsonOption()
{
    return Option::flag(u"json"_s, Balagan::tr("Print JSON (the stable format)."));
}

CommandLine::Positional scenarioArgument()
{
    return {u"SCENARIO"_s, Balagan::tr("Scenario file (.json) for Balagan's rules.")};
}

// The scenario, or nothing after saying why: a file that cannot be read, or
// one for another rule system (its units have no Balagan factors).
std::optional<Scenario> readScenario(const CommandLine &command, const QString &path, vedette::cli::Io &io)
{
    // The reader's message already names the file.
    ScenarioJson::ReadResult read = ScenarioJson::readFile(path);
    if (!read) {
        command.fail(io, read.errorString);
        return std::nullopt;
    }
    if (read.scenario->ruleSystem() != RuleSystem::Balagan) {
        command.fail(io, Balagan::tr("%1 is not a scenario for Balagan's rules.").arg(path));
        return std::nullopt;
    }
    return std::move(*read.scenario);
}

int runFactors(const QStringList &arguments, vedette::cli::Io &io)
{
    CommandLine command(u"balagan factors"_s, Balagan::tr("The in-combat status of a unit and every tactical factor, with its reason."),
                        {jsonOption()},
                        {scenarioArgument(), {u"UNIT"_s, Balagan::tr("Id of the unit.")}});
    if (const auto exit = command.parse(arguments, io))
        return *exit;
    const auto scenario = readScenario(command, command.positional()[0], io);
    if (!scenario)
        return vedette::cli::UsageError;
    return factors(command, *scenario, command.positional()[1], command.isSet(u"json"_s), io);
}

int runBound(const QStringList &arguments, vedette::cli::Io &io)
{
    CommandLine command(u"balagan bound"_s, Balagan::tr("Plays the morale phase of the side to move: every test, with its dice."),
                        {Option::seed(Balagan::tr("Seed of the dice; the same seed throws the same dice."), 1),
                         Option::text(u"side"_s, u"ID"_s, Balagan::tr("Id of the side to move (default: the first side).")),
                         jsonOption()},
                        {scenarioArgument()});
    if (const auto exit = command.parse(arguments, io))
        return *exit;
    const auto scenario = readScenario(command, command.positional()[0], io);
    if (!scenario)
        return vedette::cli::UsageError;
    return bound(command, *scenario, command.seed(), command.value(u"side"_s), command.isSet(u"json"_s), io);
}

int run(const QStringList &arguments, vedette::cli::Io &io)
{
    return CommandLine::dispatch(
        u"balagan"_s, Balagan::tr("Balagan's Marlburian rules on a scenario file or a battle of a campaign."),
        {{u"factors"_s, Balagan::tr("The in-combat status of a unit and every tactical factor, with its reason."), runFactors},
         {u"bound"_s, Balagan::tr("Plays the morale phase of the side to move: every test, with its dice."), runBound},
         // play: a battle of a campaign file, through the battle's controller.
         {u"play"_s, Balagan::tr("Plays phases of a battle in a campaign file and writes them to it."),
          vedette::cli::runBalaganPlay},
         {u"options"_s, Balagan::tr("What the side to move may do now in a battle of a campaign file."),
          vedette::cli::runBalaganOptions},
         {u"act"_s, Balagan::tr("Does one thing the options offer, in a battle of a campaign file."),
          vedette::cli::runBalaganAct},
         {u"messengers"_s, Balagan::tr("The side to move's messengers ride their bound, in a battle of a campaign file."),
          vedette::cli::runBalaganMessengers}},
        arguments, io);
}

const bool registered = vedette::cli::registerVerb(
    {u"balagan"_s, QStringLiteral(QT_TRANSLATE_NOOP("vedette::cli::balagan", "Balagan's Marlburian rules: factors, bound, play, options, act, messengers")), run});

} // namespace

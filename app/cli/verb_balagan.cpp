// vedette-cli balagan: Balagan's Marlburian rules on a scenario file.
//   factors SCENARIO UNIT  - in-combat status and every tactical factor with its reason
//   bound SCENARIO --seed N - the morale phase of the side to move, every test

#include "verb.h"

#include "rules/balagan/battle.h"
#include "rules/balagan/combatanalysis.h"

#include "dice/seededdicesource.h"
#include "table/lengthformat.h"
#include "table/scenariojson.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;
using namespace vedette::table;
using namespace vedette::rules::balagan;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("vedette::cli::balagan", text);
}

QString signedNumber(int value)
{
    return value > 0 ? u"+%1"_s.arg(value) : value < 0 ? u"\u2212%1"_s.arg(-value) : u"0"_s;
}

int factors(const Scenario &scenario, const QString &unitId, bool json, vedette::cli::Io &io)
{
    const Unit *unit = scenario.unit(unitId);
    if (!unit) {
        QStringList ids;
        for (const Unit &known : scenario.units())
            ids.append(known.id());
        io.err << tr("vedette-cli balagan: no unit \"%1\"; units are: %2\n").arg(unitId, ids.join(u", "_s));
        return vedette::cli::UsageError;
    }
    if (!unit->isOnTable()) {
        io.err << tr("vedette-cli balagan: %1 is not on the table yet; it is in no combat.\n").arg(unitId);
        return vedette::cli::UsageError;
    }
    const HouseRules rules;
    BattleState state;
    for (const Side &side : scenario.sides())
        state.sideOrder.append(side.id);
    const CombatStatus status = CombatAnalysis::analyseUnit(scenario, rules, state, unitId);
    if (json) {
        QJsonObject object = status.toJson(scenario.groundScale());
        object.insert(u"houseRules"_s, rules.toJson());
        io.out << QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Indented));
        return vedette::cli::Success;
    }
    const QString name = unit->name().isEmpty() ? unit->id() : unit->name();
    if (status.inMelee)
        io.out << tr("%1 is in melee with %2.\n").arg(name, status.meleeEnemies.join(u", "_s));
    else if (status.underFire)
        io.out << tr("%1 is under fire.\n").arg(name);
    else
        io.out << tr("%1 is not in combat.\n").arg(name);
    for (const Firer &firer : status.firers)
        io.out << tr("  fired on by %1 at %2\n")
                      .arg(firer.unitId, formatLength(firer.distance, scenario.displayUnits(), LengthStyle::Both));
    for (const Factor &factor : status.factors) {
        if (factor.value() == 0 && !factor.isOverridden())
            continue;
        io.out << u"  %1  %2: %3\n"_s.arg(signedNumber(factor.value()), 3).arg(factorKindName(factor.kind), factor.reason);
    }
    io.out << tr("Total tactical factors: %1\n").arg(signedNumber(status.total()));
    return vedette::cli::Success;
}

int bound(const Scenario &scenario, quint64 seed, const QString &sideId, bool json, vedette::cli::Io &io)
{
    Battle battle(scenario);
    if (!sideId.isEmpty()) {
        const qsizetype index = battle.state().sideOrder.indexOf(sideId);
        if (index < 0) {
            io.err << tr("vedette-cli balagan: no side \"%1\"; sides are: %2\n")
                          .arg(sideId, battle.state().sideOrder.join(u", "_s));
            return vedette::cli::UsageError;
        }
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
        io.out << QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Indented));
        return vedette::cli::Success;
    }
    const Side *side = scenario.side(battle.state().sideToMove());
    io.out << tr("Bound %1, %2, %3 to move: %4 morale tests.\n")
                  .arg(battle.state().bound)
                  .arg(battle.state().clockText(), side ? side->name : battle.state().sideToMove())
                  .arg(results.size());
    for (const auto &event : events.events())
        io.out << u"  "_s << event.summary << '\n';
    return vedette::cli::Success;
}

int run(const QStringList &arguments, vedette::cli::Io &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Balagan's Marlburian rules on a scenario file.\n"
                                        "  factors SCENARIO UNIT   in-combat status and tactical factors of a unit\n"
                                        "  bound SCENARIO --seed N plays the morale phase of the side to move"));
    parser.addHelpOption();
    parser.addOption({u"json"_s, tr("Print JSON (the stable format).")});
    parser.addOption({u"seed"_s, tr("Seed of the dice (bound)."), u"n"_s, u"1"_s});
    parser.addOption({u"side"_s, tr("Side to move (bound); default the first side."), u"id"_s});
    parser.addPositionalArgument(u"command"_s, tr("factors or bound"));
    parser.addPositionalArgument(u"scenario"_s, tr("Scenario file (.json)."));
    if (!parser.parse(arguments)) {
        io.err << "vedette-cli balagan: " << parser.errorText() << '\n';
        return vedette::cli::UsageError;
    }
    if (parser.isSet(u"help"_s)) {
        io.out << parser.helpText();
        return vedette::cli::Success;
    }
    const QStringList positional = parser.positionalArguments();
    const QString command = positional.value(0);
    const bool factorsCommand = command == u"factors"_s && positional.size() == 3;
    const bool boundCommand = command == u"bound"_s && positional.size() == 2;
    bool seedOk = false;
    const quint64 seed = parser.value(u"seed"_s).toULongLong(&seedOk);
    if ((!factorsCommand && !boundCommand) || !seedOk) {
        io.err << tr("Usage: vedette-cli balagan factors SCENARIO UNIT [--json]\n"
                     "       vedette-cli balagan bound SCENARIO [--seed N] [--side ID] [--json]\n");
        return vedette::cli::UsageError;
    }
    const ScenarioJson::ReadResult read = ScenarioJson::readFile(positional[1]);
    if (!read) {
        io.err << "vedette-cli balagan: " << read.errorString << '\n';
        return vedette::cli::UsageError;
    }
    if (boundCommand)
        return bound(*read.scenario, seed, parser.value(u"side"_s), parser.isSet(u"json"_s), io);
    return factors(*read.scenario, positional[2], parser.isSet(u"json"_s), io);
}

const bool registered = vedette::cli::registerVerb(
    {u"balagan"_s, QCoreApplication::translate("vedette::cli::balagan", "Balagan's Marlburian rules: factors, bound"), run});

} // namespace

// vedette-cli battle, balagan play and brown charge on a campaign file: the
// battle's controllers, with computer dice, one transaction per step.

#include "battleplay.h"

#include "commandline.h"

#include "controllers/balagancontroller.h"
#include "controllers/browncontroller.h"
#include "document/campaign.h"
#include "document/diceservice.h"
#include "document/document.h"
#include "store/campaignlocation.h"
#include "store/campaignstore.h"

#include "rules/balagan/actoptions.h"
#include "rules/brown/chargerecord.h"
#include "table/lengthformat.h"
#include "rules/brown/modifierlist.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QSignalBlocker>

using namespace Qt::StringLiterals;

namespace vedette::cli {

namespace {

// The translation context of this file, for Tr::tr() in free functions too
// (lupdate reads Tr::tr with this context; a free Tr::tr() helper it would not).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(vedette::cli::battle)
};

QString clockText(int minutes)
{
    return u"%1:%2"_s.arg((minutes / 60) % 24, 2, 10, QLatin1Char('0')).arg(minutes % 60, 2, 10, QLatin1Char('0'));
}

QJsonArray eventsJson(const QList<journal::JournalEvent> &events)
{
    QJsonArray list;
    for (const journal::JournalEvent &e : events) {
        QJsonArray rolls;
        for (const dice::RollRecord &r : e.rolls) {
            QJsonArray faces;
            for (int face : r.faces())
                faces.append(face);
            rolls.append(QJsonObject{{u"purpose"_s, r.purpose}, {u"faces"_s, faces}, {u"origin"_s, dice::originName(r.origin)}});
        }
        list.append(QJsonObject{{u"kind"_s, e.kind}, {u"turn"_s, e.turn}, {u"summary"_s, e.summary}, {u"rolls"_s, rolls}});
    }
    return list;
}

} // namespace

// --battle N: its range here; whether battle N exists, open() says.
Option battleOption()
{
    return Option::integer(u"battle"_s, u"N"_s,
                           Tr::tr("The battle (its number in `vedette-cli log FILE --battles`); default: the one played last."),
                           1, std::numeric_limits<qint64>::max());
}

// --seed S, required: the computer dice of this run, from 1 up (these verbs
// have always refused 0, and scripts that drive them rely on the range).
Option seedOption()
{
    Option seed = Option::seed(Tr::tr("Seed of the computer dice."));
    seed.minimum = 1;
    return seed.require();
}

Option jsonOption()
{
    return Option::flag(u"json"_s, Tr::tr("Print JSON (the stable format)."));
}

CommandLine::Positional campaignArgument()
{
    return {u"CAMPAIGN"_s, Tr::tr("The campaign: a file (.vedette), or a server's postgresql://USER@HOST:PORT/DATABASE.")};
}

// Exit status: 0 opened; else the status to return (the message written).
int open(const QString &verb, const QString &path, const CommandLine &command, bool writable, Io &io, Opened &opened)
{
    // A server's address is the store's to check (and to refuse, with the
    // host, the database and the reason); a path is looked at first here.
    if (!store::CampaignLocation::isServerAddress(path)) {
        if (!QFile::exists(path)) {
            io.err << Tr::tr("vedette-cli %1: %2: no such campaign file.\n").arg(verb, path);
            return UsageError;
        }
        if (!isCampaignFile(path)) {
            io.err << Tr::tr("vedette-cli %1: %2 is not a campaign file (.vedette).\n").arg(verb, path);
            return UsageError;
        }
    }
    opened.document = std::make_unique<Document>();
    Campaign *campaign = opened.document->campaign();
    if (!campaign->open(path, writable ? Campaign::Mode::ReadWrite : Campaign::Mode::ReadOnly)) {
        io.err << Tr::tr("vedette-cli %1: %2: %3\n").arg(verb, path, campaign->errorString());
        return campaign->error() == Campaign::Error::Locked ? Failure : UsageError;
    }
    if (command.isSet(u"battle"_s)) {
        const qint64 battle = command.integer(u"battle"_s);
        if (!campaign->store()->battleInfo(battle)) {
            io.err << Tr::tr("vedette-cli %1: there is no battle '%2' in %3 (see vedette-cli log %3 --battles).\n")
                          .arg(verb, command.value(u"battle"_s), path);
            return UsageError;
        }
        if (battle != campaign->currentBattle() && !campaign->setCurrentBattle(battle)) {
            io.err << Tr::tr("vedette-cli %1: battle %2 cannot be read: %3\n").arg(verb).arg(battle).arg(campaign->errorString());
            return Failure;
        }
    }
    opened.battle = campaign->currentBattle();
    if (opened.battle == 0) {
        io.err << Tr::tr("vedette-cli %1: %2 has no battle.\n").arg(verb, path);
        return UsageError;
    }
    // On a server another referee may be playing the battle: it is his to write.
    if (writable && campaign->isBattleReadOnly()) {
        io.err << Tr::tr("vedette-cli %1: battle %2 is being played at another table (by %3); nothing was written.\n")
                      .arg(verb)
                      .arg(opened.battle)
                      .arg(campaign->followedBy());
        return Failure;
    }
    return Success;
}

namespace {

// Where the battle stands, for `battle` and after a run.
QJsonObject stateJson(const Document &document, qint64 battle)
{
    const store::PlayRecord &play = document.play();
    const table::Scenario &table = document.scenario();
    const std::optional<store::BattleInfo> info = document.campaign()->store()->battleInfo(battle);
    const table::Side *side = table.side(play.side);
    QJsonObject json{{u"battle"_s, battle},
                     {u"name"_s, info ? info->name : QString()},
                     {u"ruleSystem"_s, table::ruleSystemId(table.ruleSystem())},
                     {u"turn"_s, play.turn},
                     {u"phase"_s, play.phase.isEmpty() ? u"set-up"_s : play.phase},
                     {u"side"_s, play.side},
                     {u"sideName"_s, side ? side->name : QString()},
                     {u"clock"_s, play.clockMinutes ? QJsonValue(clockText(*play.clockMinutes)) : QJsonValue()}};
    if (table.ruleSystem() == table::RuleSystem::Balagan) {
        const rules::balagan::BattleState &state = document.balagan()->state();
        json.insert(u"bound"_s, state.bound);
        json.insert(u"setUp"_s, state.setUp);
        json.insert(u"lostSide"_s, state.lostSide);
        QJsonObject routed;
        for (auto it = state.routed.cbegin(); it != state.routed.cend(); ++it)
            routed.insert(it.key(), it.value());
        json.insert(u"routed"_s, routed);
        if (!play.clockMinutes)
            json.insert(u"clock"_s, state.clockText());
    }
    if (const rules::brown::ChargeRecord *charge = document.brown()->charge()) {
        const rules::brown::ChargeProcedure *procedure = document.brown()->procedure();
        json.insert(u"charge"_s, QJsonObject{{u"attacker"_s, charge->situation.attacker.id},
                                             {u"target"_s, charge->situation.defender.id},
                                             {u"step"_s, procedure ? rules::brown::stepId(procedure->step()) : QString()},
                                             {u"applied"_s, charge->isApplied()}});
    }
    if (document.brown()->melee())
        json.insert(u"melee"_s, true);
    return json;
}

QString stateText(const QJsonObject &s)
{
    const QString rules = s.value(u"ruleSystem"_s).toString();
    QString where = s.value(u"turn"_s).toInt() == 0
        ? Tr::tr("set-up")
        : (rules == u"balagan"_s ? Tr::tr("bound %1").arg(s.value(u"turn"_s).toInt()) : Tr::tr("turn %1").arg(s.value(u"turn"_s).toInt()));
    QStringList parts{s.value(u"name"_s).toString(), rules, where};
    if (!s.value(u"sideName"_s).toString().isEmpty())
        parts.append(Tr::tr("%1 to move").arg(s.value(u"sideName"_s).toString()));
    if (!s.value(u"phase"_s).toString().isEmpty() && s.value(u"turn"_s).toInt() != 0)
        parts.append(s.value(u"phase"_s).toString());
    if (s.value(u"clock"_s).isString())
        parts.append(s.value(u"clock"_s).toString());
    return parts.join(u", "_s);
}

} // namespace

bool isCampaignFile(const QString &path)
{
    if (store::CampaignLocation::isServerAddress(path))
        return true;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    return file.read(16) == QByteArray("SQLite format 3\0", 16);
}

int runBattle(const QStringList &arguments, Io &io)
{
    CommandLine command(u"battle"_s,
                        Tr::tr("Where a battle of a campaign stands: rule system, turn or bound, phase, side to "
                               "move and clock."),
                        {battleOption(), jsonOption()}, {campaignArgument()});
    if (const auto exit = command.parse(arguments, io))
        return *exit;
    Opened opened;
    if (const int status = open(u"battle"_s, command.positional().constFirst(), command, false, io, opened))
        return status;
    const QJsonObject state = stateJson(*opened.document, opened.battle);
    if (command.isSet(u"json"_s))
        printJson(io, state);
    else
        io.out << stateText(state) << '\n';
    return Success;
}

int runBalaganPlay(const QStringList &arguments, Io &io)
{
    CommandLine command(
        u"balagan play"_s,
        Tr::tr("Plays phases of a Balagan battle in a campaign with computer dice: the deployment rolls in set-up, the morale "
               "tests of the side to move, then the end of its bound (no action; army-break rolls as the rules say). Each "
               "phase is written with its log entries in one transaction."),
        {battleOption(), seedOption(), Option::integer(u"phases"_s, u"K"_s, Tr::tr("How many phases to play."), 1, 10000, 1),
         jsonOption()},
        {campaignArgument()});
    if (const auto exit = command.parse(arguments, io))
        return *exit;
    const QStringList positional = command.positional();
    const std::uint64_t seed = command.seed();
    const int phases = int(command.integer(u"phases"_s));
    Opened opened;
    if (const int status = open(u"balagan play"_s, positional.constFirst(), command, true, io, opened))
        return status;
    Document &document = *opened.document;
    BalaganController *balagan = document.balagan();
    if (!balagan->available()) {
        io.err << Tr::tr("vedette-cli balagan play: battle %1: %2\n").arg(opened.battle).arg(balagan->unavailableReason());
        return UsageError;
    }
    {
        // These dice are this run's: the battle's own seed stays as it is.
        const QSignalBlocker quiet(document.dice());
        document.dice()->setPhysicalDice(false);
        document.dice()->setSeed(seed);
    }
    QList<journal::JournalEvent> logged;
    QObject::connect(&document, &Document::eventRecorded, &document,
                     [&logged](const journal::JournalEvent &event) { logged.append(event); });
    QJsonArray played;
    int status = Success;
    for (int i = 0; i < phases; ++i) {
        const rules::balagan::BattleState before = balagan->state();
        if (before.phase == rules::balagan::BoundPhase::Over || !before.lostSide.isEmpty())
            break;
        logged.clear();
        QString what;
        bool ok = false;
        if (before.setUp && !balagan->deploymentRollsLeft().isEmpty()) {
            what = u"deployment"_s;
            ok = balagan->rollDeployment();
        } else if (before.phase == rules::balagan::BoundPhase::Morale) {
            what = u"morale"_s;
            ok = balagan->testAll();
        } else {
            what = u"end-bound"_s;
            ok = balagan->endBound();
        }
        if (!ok) {
            io.err << Tr::tr("vedette-cli balagan play: %1\n").arg(balagan->lastError());
            status = Failure;
            break;
        }
        played.append(QJsonObject{{u"step"_s, what},
                                  {u"bound"_s, before.bound},
                                  {u"side"_s, before.sideToMove()},
                                  {u"entries"_s, eventsJson(logged)}});
        if (!command.isSet(u"json"_s)) {
            for (const journal::JournalEvent &event : std::as_const(logged))
                io.out << event.summary << '\n';
        }
    }
    const QJsonObject state = stateJson(document, opened.battle);
    if (command.isSet(u"json"_s))
        printJson(io, QJsonObject{{u"seed"_s, QString::number(seed)}, {u"phases"_s, played}, {u"state"_s, state}});
    else
        io.out << stateText(state) << '\n';
    return status;
}

QList<Option> brownModifierOptions()
{
    return {Option::text(u"set"_s, u"MODIFIER=VALUE"_s,
                         Tr::tr("Switch a modifier line on with this value before the chart roll, as the referee may "
                                "(e.g. attacker.standing-cavalry=-3; the ids are those of the JSON's modifiers)."))
                .repeat(),
            Option::text(u"off"_s, u"MODIFIER"_s, Tr::tr("Switch a modifier line off before the chart roll.")).repeat()};
}

std::optional<QList<BrownController::AutoDecisions::Override>> brownModifierOverrides(const CommandLine &command, Io &io)
{
    QStringList known;
    const rules::brown::ModifierList every = rules::brown::ModifierList::derive(rules::brown::ChargeSituation());
    for (const rules::brown::Modifier &m : every.items())
        known.append(m.id);
    QList<BrownController::AutoDecisions::Override> overrides;
    QStringList named;
    const auto check = [&](const QString &id) -> bool {
        if (!known.contains(id)) {
            command.fail(io, Tr::tr("there is no modifier '%1'; the lines are: %2.").arg(id, known.join(u", "_s)));
            return false;
        }
        if (named.contains(id)) {
            command.fail(io, Tr::tr("the modifier %1 is named twice.").arg(id));
            return false;
        }
        named.append(id);
        return true;
    };
    for (const QString &given : command.values(u"set"_s)) {
        const qsizetype equals = given.indexOf(u'=');
        const QString id = given.left(equals).trimmed();
        bool ok = false;
        const int value = equals < 0 ? 0 : given.mid(equals + 1).trimmed().toInt(&ok);
        if (equals < 0 || !ok || value < -50 || value > 50) {
            command.fail(io, Tr::tr("--set needs MODIFIER=VALUE with a whole number from -50 to 50, not '%1'.").arg(given));
            return std::nullopt;
        }
        if (!check(id))
            return std::nullopt;
        overrides.append({id, true, value});
    }
    for (const QString &given : command.values(u"off"_s)) {
        const QString id = given.trimmed();
        if (!check(id))
            return std::nullopt;
        overrides.append({id, false, std::nullopt});
    }
    return overrides;
}

QJsonArray pursuitJson(const QList<rules::brown::ChargeProcedure::PursuitCandidate> &candidates)
{
    QJsonArray pursuit;
    for (const auto &c : candidates)
        pursuit.append(QJsonObject{{u"id"_s, c.unitId}, {u"name"_s, c.name}, {u"distanceInches"_s, c.distanceInches}});
    return pursuit;
}

namespace {

// The units a campaign verb names must be in the battle; the message says
// which is not (exit 2).
bool unitsExist(const QString &verb, const Document &document, qint64 battle, const QStringList &ids, Io &io)
{
    for (const QString &id : ids) {
        if (!document.scenario().unit(id)) {
            io.err << Tr::tr("vedette-cli %1: battle %2 has no unit '%3'.\n").arg(verb).arg(battle).arg(id);
            return false;
        }
    }
    return true;
}

// These dice are this run's: the battle's own seed stays as it is.
void useSeed(Document &document, std::uint64_t seed)
{
    const QSignalBlocker quiet(document.dice());
    document.dice()->setPhysicalDice(false);
    document.dice()->setSeed(seed);
}

} // namespace

namespace {

QJsonObject optionsJson(const rules::balagan::BoundOptions &options, const table::Scenario &scenario, qint64 battle)
{
    namespace balagan = rules::balagan;
    QJsonArray units;
    for (const balagan::UnitOptions &unit : options.units) {
        QJsonArray actions;
        for (const balagan::ActOption &option : unit.acts) {
            QJsonObject action{{u"action"_s, balagan::actId(option.act)},
                               {u"targets"_s, QJsonArray::fromStringList(option.targets)},
                               {u"odds"_s, option.odds}};
            if (option.act != balagan::Act::Move && option.act != balagan::Act::Fire) {
                action.insert(u"modifier"_s, option.modifier);
                action.insert(u"winningFaces"_s, option.winningFaces);
            }
            if (!option.targetOdds.isEmpty()) {
                QJsonObject targetOdds;
                for (const QString &target : option.targets)
                    targetOdds.insert(target, option.targetOdds.value(target));
                action.insert(option.act == balagan::Act::Fire ? u"targetFails"_s : u"targetContact"_s, targetOdds);
            }
            if (option.act == balagan::Act::ChangeFormation) {
                QJsonArray formations;
                for (const balagan::FormationChoice &choice : option.formations)
                    formations.append(choice.id());
                action.insert(u"formations"_s, formations);
            }
            if (option.act == balagan::Act::Move)
                action.insert(u"paces"_s, option.distance.paces(scenario.groundScale()));
            actions.append(action);
        }
        const table::Unit *known = scenario.unit(unit.unitId);
        units.append(QJsonObject{{u"id"_s, unit.unitId},
                                 {u"name"_s, known ? known->name() : QString()},
                                 {u"actions"_s, actions}});
    }
    QJsonObject json{{u"battle"_s, battle},
                     {u"side"_s, options.sideId},
                     {u"bound"_s, options.bound},
                     {u"phase"_s, options.setUp ? u"set-up"_s : balagan::boundPhaseId(options.phase)},
                     {u"units"_s, units}};
    if (!options.why.isEmpty())
        json.insert(u"why"_s, options.why);
    return json;
}

QString percent(double odds)
{
    return QLocale().toString(odds * 100.0, 'f', 0) + u"%"_s;
}

// Opens the campaign's Balagan battle; the status to return when it cannot.
int openBalagan(const QString &verb, const CommandLine &command, bool writable, Io &io, Opened &opened)
{
    if (const int status = open(verb, command.positional().constFirst(), command, writable, io, opened))
        return status;
    BalaganController *balagan = opened.document->balagan();
    if (!balagan->available()) {
        io.err << Tr::tr("vedette-cli %1: battle %2: %3\n").arg(verb).arg(opened.battle).arg(balagan->unavailableReason());
        return UsageError;
    }
    return Success;
}

} // namespace

int runBalaganOptions(const QStringList &arguments, Io &io)
{
    CommandLine command(u"balagan options"_s,
                        Tr::tr("What the side to move may do now in a Balagan battle of a campaign: the units that may "
                               "still act, and for each every action the rules allow, with its targets and odds."),
                        {battleOption(), jsonOption()}, {campaignArgument()});
    if (const auto exit = command.parse(arguments, io))
        return *exit;
    Opened opened;
    if (const int status = openBalagan(u"balagan options"_s, command, false, io, opened))
        return status;
    const Document &document = *opened.document;
    const rules::balagan::BoundOptions &options = document.balagan()->options();
    if (command.isSet(u"json"_s)) {
        printJson(io, optionsJson(options, document.scenario(), opened.battle));
        return Success;
    }
    const table::Scenario &scenario = document.scenario();
    const table::Side *side = scenario.side(options.sideId);
    io.out << Tr::tr("Bound %1, %2 to move (%3).")
                  .arg(options.bound)
                  .arg(side ? side->name : options.sideId,
                       options.setUp ? Tr::tr("set-up") : rules::balagan::boundPhaseName(options.phase))
           << '\n';
    if (!options.why.isEmpty())
        io.out << options.why << '\n';
    const auto nameOf = [&scenario](const QString &id) {
        const table::Unit *unit = scenario.unit(id);
        return unit && !unit->name().isEmpty() ? unit->name() : id;
    };
    for (const rules::balagan::UnitOptions &unit : options.units) {
        io.out << u"%1 (%2)"_s.arg(nameOf(unit.unitId), unit.unitId) << '\n';
        for (const rules::balagan::ActOption &option : unit.acts) {
            QStringList parts{u"  "_s + rules::balagan::actId(option.act)};
            if (option.act == rules::balagan::Act::Move)
                parts.append(table::formatLength(option.distance, scenario.displayUnits()));
            else if (option.act != rules::balagan::Act::Fire)
                parts.append(Tr::tr("%1 in 6 (%2)").arg(option.winningFaces).arg(percent(option.odds)));
            for (const QString &target : option.targets)
                parts.append(u"%1 [%2 %3]"_s.arg(target, nameOf(target), percent(option.targetOdds.value(target))));
            for (const rules::balagan::FormationChoice &choice : option.formations)
                parts.append(choice.id());
            io.out << parts.join(u' ') << '\n';
        }
    }
    return Success;
}

int runBalaganAct(const QStringList &arguments, Io &io)
{
    QStringList acts;
    for (rules::balagan::Act act : rules::balagan::allActs())
        acts.append(rules::balagan::actId(act));
    CommandLine command(
        u"balagan act"_s,
        Tr::tr("Does one thing the options offer a unit of the side to move in a Balagan battle of a campaign (a move "
               "straight ahead, a fire, an action with its die) and writes it with its log entries in one transaction. "
               "What the options do not offer is refused and nothing is written, unless --override."),
        {battleOption(), seedOption(),
         Option::text(u"formation"_s, u"F"_s,
                      Tr::tr("change-formation: the formation to take (single-line, double-line, column-of-march, "
                             "limbered, unlimbered; dragoons also dismounted).")),
         Option::flag(u"override"_s, Tr::tr("Do it although the rules refuse it: the referee's override, logged.")),
         jsonOption()},
        {campaignArgument(),
         {u"UNIT"_s, Tr::tr("Id of the unit.")},
         {u"ACTION"_s, Tr::tr("One of: %1.").arg(acts.join(u", "_s))},
         {u"TARGET"_s, Tr::tr("charge, fire: id of the enemy unit."), CommandLine::Positional::Count::Optional}});
    if (const auto exit = command.parse(arguments, io))
        return *exit;
    const QStringList positional = command.positional();
    const std::optional<rules::balagan::Act> act = rules::balagan::actFromId(positional.value(2));
    if (!act)
        return command.fail(io, Tr::tr("there is no action '%1'; the actions are: %2.").arg(positional.value(2), acts.join(u", "_s)));
    Opened opened;
    if (const int status = openBalagan(u"balagan act"_s, command, true, io, opened))
        return status;
    Document &document = *opened.document;
    BalaganController *balagan = document.balagan();
    const QString unitId = positional.value(1);
    const QString targetId = positional.value(3);
    QStringList named{unitId};
    if (!targetId.isEmpty())
        named.append(targetId);
    if (!unitsExist(u"balagan act"_s, document, opened.battle, named, io))
        return UsageError;
    rules::balagan::ActRequest request;
    request.unitId = unitId;
    request.act = *act;
    request.targetId = targetId;
    request.override = command.isSet(u"override"_s);
    if (command.isSet(u"formation"_s)) {
        const std::optional<rules::balagan::FormationChoice> choice =
            rules::balagan::FormationChoice::fromId(command.value(u"formation"_s), document.scenario().unit(unitId)->arm());
        if (!choice) {
            io.err << Tr::tr("vedette-cli balagan act: %1 cannot take the formation '%2'.\n").arg(unitId, command.value(u"formation"_s));
            return UsageError;
        }
        request.formation = choice;
    }
    if (!request.override) {
        // Only what the options offer: the rules' refusal, with its reason, and nothing written.
        if (const QString why = balagan->whyNot(request); !why.isEmpty()) {
            io.err << Tr::tr("vedette-cli balagan act: %1\n").arg(why);
            return UsageError;
        }
    }
    useSeed(document, command.seed());
    QList<journal::JournalEvent> logged;
    QObject::connect(&document, &Document::eventRecorded, &document,
                     [&logged](const journal::JournalEvent &event) { logged.append(event); });
    if (!balagan->act(request)) {
        io.err << Tr::tr("vedette-cli balagan act: %1\n").arg(balagan->lastError());
        return request.override ? UsageError : Failure;
    }
    const QJsonObject state = stateJson(document, opened.battle);
    if (command.isSet(u"json"_s)) {
        printJson(io, QJsonObject{{u"seed"_s, QString::number(command.seed())},
                                  {u"unit"_s, unitId},
                                  {u"action"_s, rules::balagan::actId(*act)},
                                  {u"target"_s, targetId},
                                  {u"overridden"_s, request.override},
                                  {u"outcome"_s, balagan->lastOutcome()},
                                  {u"entries"_s, eventsJson(logged)},
                                  {u"state"_s, state}});
    } else {
        for (const journal::JournalEvent &event : std::as_const(logged))
            io.out << event.summary << '\n';
        io.out << stateText(state) << '\n';
    }
    return Success;
}

int runBalaganMessengers(const QStringList &arguments, Io &io)
{
    CommandLine command(
        u"balagan messengers"_s,
        Tr::tr("The messengers of the side to move in a Balagan battle of a campaign ride their bound, each once a bound "
               "with his death roll (computer dice), and the ride is written with its log entries in one transaction. "
               "When they may not ride (not yet the movement phase, or ridden already this bound) nothing is written."),
        {battleOption(), seedOption(), jsonOption()}, {campaignArgument()});
    if (const auto exit = command.parse(arguments, io))
        return *exit;
    Opened opened;
    if (const int status = openBalagan(u"balagan messengers"_s, command, true, io, opened))
        return status;
    Document &document = *opened.document;
    BalaganController *balagan = document.balagan();
    const QString side = balagan->state().sideToMove();
    if (const QString why = balagan->messengersRefusal(side); !why.isEmpty()) {
        io.err << Tr::tr("vedette-cli balagan messengers: %1\n").arg(why);
        return UsageError;
    }
    useSeed(document, command.seed());
    QList<journal::JournalEvent> logged;
    QObject::connect(&document, &Document::eventRecorded, &document,
                     [&logged](const journal::JournalEvent &event) { logged.append(event); });
    const std::optional<int> rode = balagan->rideMessengers(side);
    if (!rode || logged.isEmpty()) {
        io.err << Tr::tr("vedette-cli balagan messengers: %1\n").arg(balagan->lastError());
        return Failure;
    }
    const QJsonObject state = stateJson(document, opened.battle);
    if (command.isSet(u"json"_s)) {
        printJson(io, QJsonObject{{u"seed"_s, QString::number(command.seed())},
                                  {u"side"_s, side},
                                  {u"rode"_s, *rode},
                                  {u"entries"_s, eventsJson(logged)},
                                  {u"state"_s, state}});
    } else {
        for (const journal::JournalEvent &event : std::as_const(logged))
            io.out << event.summary << '\n';
        io.out << stateText(state) << '\n';
    }
    return Success;
}

int runBrownChargeOnCampaign(const QStringList &arguments, Io &io)
{
    QList<Option> options{
        battleOption(), seedOption(),
        Option::flag(u"apply"_s, Tr::tr("Write the result into the campaign (without it nothing is written).")),
        Option::flag(u"evade"_s, Tr::tr("The defender evades when the text offers it.")),
        Option::integer(u"closing-casualties"_s, u"P"_s, Tr::tr("Closing casualties from the defender's fire, in percent."),
                        0, 100, 0)
            .inSteps(10),
        Option::flag(u"no-suggested-moves"_s, Tr::tr("Apply only the moves the text gives a number for.")),
        Option::text(u"general-order"_s, u"UNIT"_s,
                     Tr::tr("Mark the unit as holding under a General Order first (kept with the battle), in the same "
                            "step."))
            .repeat(),
        Option::text(u"continue"_s, u"NEXT"_s,
                     Tr::tr("The battle's applied charge of ATTACKER on TARGET continues against NEXT, one of the units "
                            "its pursuit offered; NEXT is In Smoke for Fire Discipline."))};
    options += brownModifierOptions();
    options.append(jsonOption());
    CommandLine command(
        u"brown charge"_s,
        Tr::tr("Resolves a charge of a Brown battle in a campaign with computer dice (the defender does not evade unless "
               "--evade; no closing casualties unless --closing-casualties) and, with --apply, puts its result on the "
               "battle's table with every log entry in one transaction."),
        options,
        {campaignArgument(), {u"ATTACKER"_s, Tr::tr("Id of the charging unit.")},
         {u"TARGET"_s, Tr::tr("Id of the target unit.")}});
    if (const auto exit = command.parse(arguments, io))
        return *exit;
    const QStringList positional = command.positional();
    const std::uint64_t seed = command.seed();
    const int closing = int(command.integer(u"closing-casualties"_s));
    const auto overrides = brownModifierOverrides(command, io);
    if (!overrides)
        return UsageError;
    Opened opened;
    if (const int status = open(u"brown charge"_s, positional[0], command, command.isSet(u"apply"_s), io, opened))
        return status;
    Document &document = *opened.document;
    BrownController *brown = document.brown();
    if (!brown->available()) {
        io.err << Tr::tr("vedette-cli brown charge: battle %1: %2\n").arg(opened.battle).arg(brown->unavailableReason());
        return UsageError;
    }
    const QString next = command.value(u"continue"_s);
    QStringList named{positional[1], positional[2]};
    named += command.values(u"general-order"_s);
    if (!next.isEmpty())
        named.append(next);
    if (!unitsExist(u"brown charge"_s, document, opened.battle, named, io))
        return UsageError;
    if (!next.isEmpty()) {
        // Only what the battle offers: its applied charge of ATTACKER on TARGET, and NEXT among its targets.
        const rules::brown::ChargeRecord *applied = brown->charge();
        if (!applied || !applied->isApplied() || applied->situation.attacker.id != positional[1]
            || applied->situation.defender.id != positional[2]) {
            io.err << Tr::tr("vedette-cli brown charge: battle %1 has no applied charge of %2 on %3 to continue.\n")
                          .arg(opened.battle)
                          .arg(positional[1], positional[2]);
            return UsageError;
        }
        QStringList offered;
        for (const auto &c : brown->continuationTargets())
            offered.append(c.unitId);
        if (!offered.contains(next)) {
            io.err << (offered.isEmpty()
                           ? Tr::tr("vedette-cli brown charge: this charge may not continue (no target 5\" or less "
                                    "from the position occupied, or a result without pursuit).\n")
                           : Tr::tr("vedette-cli brown charge: the charge may continue against %1, not %2.\n")
                                 .arg(offered.join(u", "_s), next));
            return UsageError;
        }
    }
    useSeed(document, seed);
    BrownController::AutoDecisions decisions;
    decisions.evade = command.isSet(u"evade"_s);
    decisions.closingCasualtyPercent = closing;
    decisions.applySuggested = !command.isSet(u"no-suggested-moves"_s);
    decisions.overrides = *overrides;
    decisions.generalOrders = command.values(u"general-order"_s);
    decisions.continueAgainst = next;
    const std::optional<BrownController::Resolution> resolution =
        brown->resolve(positional[1], positional[2], decisions, command.isSet(u"apply"_s));
    if (!resolution) {
        io.err << Tr::tr("vedette-cli brown charge: %1\n").arg(brown->lastError());
        return Failure;
    }
    const bool refused = resolution->outcome.ending == rules::brown::ChargeOutcome::Ending::Refused;
    const rules::brown::ModifierList &modifiers = resolution->modifiers;
    if (command.isSet(u"json"_s)) {
        const rules::brown::ChargeSituation &s = resolution->situation;
        printJson(io, QJsonObject{{u"seed"_s, QString::number(seed)},
                                  {u"battle"_s, opened.battle},
                                  {u"attacker"_s, s.attacker.id},
                                  {u"target"_s, s.defender.id},
                                  {u"continued"_s, s.continued},
                                  {u"distanceInches"_s, s.distanceInches},
                                  {u"chart"_s, rules::brown::chartName(s.cover == table::CoverClass::None
                                                                           ? rules::brown::ChartKind::Open
                                                                           : rules::brown::ChartKind::Cover)},
                                  {u"refused"_s, refused},
                                  {u"refusal"_s, refused ? resolution->outcome.summary : QString()},
                                  {u"modifiers"_s, modifiers.toJson()},
                                  {u"attackerModifiers"_s, modifiers.total(rules::brown::Side::Attacker)},
                                  {u"defenderModifiers"_s, modifiers.total(rules::brown::Side::Defender)},
                                  {u"netModifier"_s, modifiers.net()},
                                  {u"applied"_s, resolution->applied},
                                  {u"outcome"_s, resolution->outcome.toJson()},
                                  {u"pursuit"_s, pursuitJson(resolution->pursuit)},
                                  {u"events"_s, eventsJson(resolution->events)},
                                  {u"state"_s, stateJson(document, opened.battle)}});
    } else {
        for (const rules::brown::Modifier &m : modifiers.items()) {
            if (m.enabled)
                io.out << rules::brown::sideId(m.side) << ' ' << m.label() << ' ' << m.value << ": " << m.reason << '\n';
        }
        for (const journal::JournalEvent &event : resolution->events)
            io.out << event.summary << '\n';
        if (!resolution->pursuit.isEmpty()) {
            QStringList targets;
            for (const auto &c : resolution->pursuit)
                targets.append(c.unitId);
            io.out << Tr::tr("It may continue against: %1 (--continue NEXT).").arg(targets.join(u", "_s)) << '\n';
        }
        io.out << (resolution->applied ? Tr::tr("Written to battle %1.").arg(opened.battle)
                                       : Tr::tr("Not written (add --apply to put the result on the table)."))
               << '\n';
    }
    return refused ? Failure : Success;
}

int runBrownMeleeOnCampaign(const QStringList &arguments, Io &io)
{
    const QStringList morales{u"held"_s, u"attacker-retreats"_s, u"defender-retreats"_s, u"both-retreat"_s};
    CommandLine command(
        u"brown melee"_s,
        Tr::tr("Fights the melee of a Brown battle in a campaign with computer dice: begins it when the battle has "
               "none, throws its next round (one a turn) unless it awaits the morale checks, and records the morale "
               "the referee read (--morale) after it; a melee that ends is ended. With --apply the whole step is "
               "written with its log entries in one transaction."),
        {battleOption(), seedOption(),
         Option::flag(u"apply"_s, Tr::tr("Write the step into the campaign (without it nothing is written).")),
         Option::choice(u"morale"_s,
                        Tr::tr("The morale checks after the round (outside Brown's text): both held, or who retreats."),
                        morales),
         Option::integer(u"attacker-modifier"_s, u"M"_s, Tr::tr("The attacker's melee modifier for this round."), -50, 50),
         Option::integer(u"defender-modifier"_s, u"M"_s, Tr::tr("The defender's melee modifier for this round."), -50, 50),
         jsonOption()},
        {campaignArgument(), {u"ATTACKER"_s, Tr::tr("Id of the attacking unit (the charging side).")},
         {u"DEFENDER"_s, Tr::tr("Id of the defending unit.")}});
    if (const auto exit = command.parse(arguments, io))
        return *exit;
    const QStringList positional = command.positional();
    const std::uint64_t seed = command.seed();
    Opened opened;
    if (const int status = open(u"brown melee"_s, positional[0], command, command.isSet(u"apply"_s), io, opened))
        return status;
    Document &document = *opened.document;
    BrownController *brown = document.brown();
    if (!brown->available()) {
        io.err << Tr::tr("vedette-cli brown melee: battle %1: %2\n").arg(opened.battle).arg(brown->unavailableReason());
        return UsageError;
    }
    if (!unitsExist(u"brown melee"_s, document, opened.battle, {positional[1], positional[2]}, io))
        return UsageError;
    if (positional[1] == positional[2]) {
        io.err << Tr::tr("vedette-cli brown melee: a unit cannot fight a melee with itself.\n");
        return UsageError;
    }
    if (const rules::brown::MeleeRecord *melee = brown->melee()) {
        if (melee->attacker.unitId != positional[1] || melee->defender.unitId != positional[2]) {
            io.err << Tr::tr("vedette-cli brown melee: battle %1's melee is %2 against %3.\n")
                          .arg(opened.battle)
                          .arg(melee->attacker.unitId, melee->defender.unitId);
            return UsageError;
        }
        const std::optional<rules::brown::MeleeFight> fight = brown->meleeFight();
        if (fight && fight->stage() == rules::brown::MeleeFight::Stage::AwaitMorale && !command.isSet(u"morale"_s)) {
            io.err << Tr::tr("vedette-cli brown melee: the melee awaits the morale checks of its last round: give "
                             "--morale.\n");
            return UsageError;
        }
    }
    useSeed(document, seed);
    BrownController::MeleeDecisions decisions;
    if (command.isSet(u"attacker-modifier"_s))
        decisions.attackerModifier = int(command.integer(u"attacker-modifier"_s));
    if (command.isSet(u"defender-modifier"_s))
        decisions.defenderModifier = int(command.integer(u"defender-modifier"_s));
    if (command.isSet(u"morale"_s)) {
        const QString morale = command.value(u"morale"_s);
        decisions.morale = BrownController::MeleeDecisions::Morale{
            morale == u"attacker-retreats"_s || morale == u"both-retreat"_s,
            morale == u"defender-retreats"_s || morale == u"both-retreat"_s};
    }
    const std::optional<BrownController::MeleeResolution> resolution =
        brown->resolveMelee(positional[1], positional[2], decisions, command.isSet(u"apply"_s));
    if (!resolution) {
        io.err << Tr::tr("vedette-cli brown melee: %1\n").arg(brown->lastError());
        return Failure;
    }
    const std::optional<rules::brown::MeleeFight> fight = resolution->melee.replay();
    if (command.isSet(u"json"_s)) {
        QJsonArray rounds;
        for (const rules::brown::MeleeRound &round : resolution->rounds)
            rounds.append(round.toJson());
        QJsonObject melee = resolution->melee.toJson();
        if (fight) {
            static const char *const stages[] = {"await-round", "await-morale", "over"};
            melee.insert(u"stage"_s, QString::fromLatin1(stages[int(fight->stage())]));
            melee.insert(u"nextTurn"_s, fight->turn());
            melee.insert(u"roundsFought"_s, fight->roundsFought());
            if (fight->retreated())
                melee.insert(u"retreated"_s, rules::brown::sideId(*fight->retreated()));
        }
        printJson(io, QJsonObject{{u"seed"_s, QString::number(seed)},
                                  {u"battle"_s, opened.battle},
                                  {u"attacker"_s, positional[1]},
                                  {u"defender"_s, positional[2]},
                                  {u"started"_s, resolution->started},
                                  {u"ended"_s, resolution->ended},
                                  {u"applied"_s, resolution->applied},
                                  {u"rounds"_s, rounds},
                                  {u"melee"_s, melee},
                                  {u"events"_s, eventsJson(resolution->events)},
                                  {u"state"_s, stateJson(document, opened.battle)}});
    } else {
        for (const journal::JournalEvent &event : resolution->events)
            io.out << event.summary << '\n';
        io.out << (resolution->applied ? Tr::tr("Written to battle %1.").arg(opened.battle)
                                       : Tr::tr("Not written (add --apply to put it on the table)."))
               << '\n';
    }
    return Success;
}

int runBrownNextTurn(const QStringList &arguments, Io &io)
{
    CommandLine command(u"brown next-turn"_s,
                        Tr::tr("Ends the set-up or the turn of a Brown battle in a campaign (Rules > Brown: Next Turn): "
                               "one step, written with its log entry."),
                        {battleOption(), jsonOption()}, {campaignArgument()});
    if (const auto exit = command.parse(arguments, io))
        return *exit;
    Opened opened;
    if (const int status = open(u"brown next-turn"_s, command.positional().constFirst(), command, true, io, opened))
        return status;
    BrownController *brown = opened.document->brown();
    if (!brown->available()) {
        io.err << Tr::tr("vedette-cli brown next-turn: battle %1: %2\n").arg(opened.battle).arg(brown->unavailableReason());
        return UsageError;
    }
    if (!brown->nextTurn()) {
        io.err << Tr::tr("vedette-cli brown next-turn: %1\n").arg(brown->lastError());
        return Failure;
    }
    const QJsonObject state = stateJson(*opened.document, opened.battle);
    if (command.isSet(u"json"_s))
        printJson(io, state);
    else
        io.out << stateText(state) << '\n';
    return Success;
}

namespace {
const bool registered = registerVerb(
    {u"battle"_s, QCoreApplication::translate("vedette::cli::battle", "where a battle of a campaign stands (turn, phase, side, clock)"),
     runBattle});
} // namespace

} // namespace vedette::cli

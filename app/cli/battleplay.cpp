// vedette-cli battle, balagan play and brown charge on a campaign file: the
// battle's controllers, with computer dice, one transaction per step.

#include "battleplay.h"

#include "commandline.h"

#include "controllers/balagancontroller.h"
#include "controllers/browncontroller.h"
#include "document/campaign.h"
#include "document/diceservice.h"
#include "document/document.h"
#include "store/campaignstore.h"

#include "rules/brown/chargerecord.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
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

void printJson(Io &io, const QJsonObject &json)
{
    io.out << QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Indented));
}

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

// The options every campaign verb shares, parsed and checked; the document
// opened on the battle asked for.
struct Opened
{
    std::unique_ptr<Document> document;
    qint64 battle = 0;
};

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
    return {u"CAMPAIGN"_s, Tr::tr("The campaign file (.vedette).")};
}

// Exit status: 0 opened; else the status to return (the message written).
int open(const QString &verb, const QString &path, const CommandLine &command, bool writable, Io &io, Opened &opened)
{
    if (!QFile::exists(path)) {
        io.err << Tr::tr("vedette-cli %1: %2: no such campaign file.\n").arg(verb, path);
        return UsageError;
    }
    if (!isCampaignFile(path)) {
        io.err << Tr::tr("vedette-cli %1: %2 is not a campaign file (.vedette).\n").arg(verb, path);
        return UsageError;
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
    return Success;
}

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

int runBrownChargeOnCampaign(const QStringList &arguments, Io &io)
{
    CommandLine command(
        u"brown charge"_s,
        Tr::tr("Resolves a charge of a Brown battle in a campaign with computer dice (the defender does not evade unless "
               "--evade; no closing casualties unless --closing-casualties) and, with --apply, puts its result on the "
               "battle's table with every log entry in one transaction."),
        {battleOption(), seedOption(),
         Option::flag(u"apply"_s, Tr::tr("Write the result into the campaign (without it nothing is written).")),
         Option::flag(u"evade"_s, Tr::tr("The defender evades when the text offers it.")),
         Option::integer(u"closing-casualties"_s, u"P"_s, Tr::tr("Closing casualties from the defender's fire, in percent."),
                         0, 100, 0)
             .inSteps(10),
         Option::flag(u"no-suggested-moves"_s, Tr::tr("Apply only the moves the text gives a number for.")), jsonOption()},
        {campaignArgument(), {u"ATTACKER"_s, Tr::tr("Id of the charging unit.")},
         {u"TARGET"_s, Tr::tr("Id of the target unit.")}});
    if (const auto exit = command.parse(arguments, io))
        return *exit;
    const QStringList positional = command.positional();
    const std::uint64_t seed = command.seed();
    const int closing = int(command.integer(u"closing-casualties"_s));
    Opened opened;
    if (const int status = open(u"brown charge"_s, positional[0], command, command.isSet(u"apply"_s), io, opened))
        return status;
    Document &document = *opened.document;
    BrownController *brown = document.brown();
    if (!brown->available()) {
        io.err << Tr::tr("vedette-cli brown charge: battle %1: %2\n").arg(opened.battle).arg(brown->unavailableReason());
        return UsageError;
    }
    for (const QString &id : {positional[1], positional[2]}) {
        if (!document.scenario().unit(id)) {
            io.err << Tr::tr("vedette-cli brown charge: battle %1 has no unit '%2'.\n").arg(opened.battle).arg(id);
            return UsageError;
        }
    }
    {
        const QSignalBlocker quiet(document.dice());
        document.dice()->setPhysicalDice(false);
        document.dice()->setSeed(seed);
    }
    BrownController::AutoDecisions decisions;
    decisions.evade = command.isSet(u"evade"_s);
    decisions.closingCasualtyPercent = closing;
    decisions.applySuggested = !command.isSet(u"no-suggested-moves"_s);
    const std::optional<BrownController::Resolution> resolution =
        brown->resolve(positional[1], positional[2], decisions, command.isSet(u"apply"_s));
    if (!resolution) {
        io.err << Tr::tr("vedette-cli brown charge: %1\n").arg(brown->lastError());
        return Failure;
    }
    const bool refused = resolution->outcome.ending == rules::brown::ChargeOutcome::Ending::Refused;
    if (command.isSet(u"json"_s)) {
        printJson(io, QJsonObject{{u"seed"_s, QString::number(seed)},
                                  {u"battle"_s, opened.battle},
                                  {u"attacker"_s, positional[1]},
                                  {u"target"_s, positional[2]},
                                  {u"refused"_s, refused},
                                  {u"applied"_s, resolution->applied},
                                  {u"outcome"_s, resolution->outcome.toJson()},
                                  {u"events"_s, eventsJson(resolution->events)},
                                  {u"state"_s, stateJson(document, opened.battle)}});
    } else {
        for (const journal::JournalEvent &event : resolution->events)
            io.out << event.summary << '\n';
        io.out << (resolution->applied ? Tr::tr("Written to battle %1.").arg(opened.battle)
                                       : Tr::tr("Not written (add --apply to put the result on the table)."))
               << '\n';
    }
    return refused ? Failure : Success;
}

namespace {
const bool registered = registerVerb(
    {u"battle"_s, QCoreApplication::translate("vedette::cli::battle", "where a battle of a campaign stands (turn, phase, side, clock)"),
     runBattle});
} // namespace

} // namespace vedette::cli

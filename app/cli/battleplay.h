#pragma once

#include "commandline.h"
#include "verb.h"

#include "controllers/browncontroller.h"
#include "document/document.h"

#include <memory>
#include <optional>

namespace vedette::cli {

// The battle in play on a campaign file, driven through the same
// controllers as the window (app/controllers): every step is written with
// its entries in one transaction, so a run killed at any moment leaves the
// battle at its last finished step.

// The options every campaign verb shares, parsed and checked; the document
// opened on the battle asked for.
struct Opened
{
    std::unique_ptr<Document> document;
    qint64 battle = 0;
};
// --battle N, --seed S (required), --json, and the CAMPAIGN argument.
Option battleOption();
Option seedOption();
Option jsonOption();
CommandLine::Positional campaignArgument();
// Opens the campaign at `path` on the battle --battle names (else the one
// played last), for writing when `writable`. 0 when opened; else the exit
// status to return, the message written.
int open(const QString &verb, const QString &path, const CommandLine &command, bool writable, Io &io, Opened &opened);

// True when `path` names a campaign (an SQLite database, or a server's
// postgresql:// address), not a scenario.
bool isCampaignFile(const QString &path);

// vedette-cli battle CAMPAIGN [--battle N] [--json]
int runBattle(const QStringList &arguments, Io &io);
// vedette-cli balagan play CAMPAIGN [--battle N] --seed S [--phases K] [--json]
int runBalaganPlay(const QStringList &arguments, Io &io);
// vedette-cli balagan options CAMPAIGN [--battle N] [--json]: what the side to move may do (docs/rules.md M-34)
int runBalaganOptions(const QStringList &arguments, Io &io);
// vedette-cli balagan act CAMPAIGN UNIT ACTION [TARGET] [--battle N] [--formation F] --seed S [--override] [--json]
int runBalaganAct(const QStringList &arguments, Io &io);
// vedette-cli balagan messengers CAMPAIGN [--battle N] --seed S [--json]: the side to move's
// messengers ride their bound (docs/rules.md M-28)
int runBalaganMessengers(const QStringList &arguments, Io &io);
// vedette-cli brown charge CAMPAIGN ATTACKER TARGET [--battle N] --seed S [--apply] [--json]
//     [--general-order UNIT]... [--set MODIFIER=VALUE]... [--off MODIFIER]... [--continue NEXT] ...
int runBrownChargeOnCampaign(const QStringList &arguments, Io &io);
// vedette-cli brown melee CAMPAIGN ATTACKER DEFENDER [--battle N] --seed S [--apply] [--json]
//     [--morale held|attacker-retreats|defender-retreats|both-retreat] [--attacker-modifier M] [--defender-modifier M]
int runBrownMeleeOnCampaign(const QStringList &arguments, Io &io);
// vedette-cli brown next-turn CAMPAIGN [--battle N] [--json]
int runBrownNextTurn(const QStringList &arguments, Io &io);

// --set MODIFIER=VALUE and --off MODIFIER, each repeatable: the referee's
// overrides of Brown's modifier lines before the chart roll (docs/rules.md
// G-8), for a charge on a scenario and in a campaign alike.
QList<Option> brownModifierOptions();
// The overrides given, checked: a line the charge lists, a value from -50 to
// 50, each line named once. Nothing after printing what is wrong (exit 2).
std::optional<QList<BrownController::AutoDecisions::Override>> brownModifierOverrides(const CommandLine &command,
                                                                                      Io &io);
// A charge's modifiers and continuation targets as the JSON of both forms of
// `brown charge` lists them.
QJsonArray pursuitJson(const QList<rules::brown::ChargeProcedure::PursuitCandidate> &candidates);

} // namespace vedette::cli

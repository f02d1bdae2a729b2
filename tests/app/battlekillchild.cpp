// The child the battle kill test starts and kills with SIGKILL: it plays a
// battle of a campaign through the battle's controllers, step after step,
// for ever. Links only the document layer (no widgets), as vedette-cli does.
//   battle_kill_child balagan CAMPAIGN BATTLE SEED
//   battle_kill_child brown CAMPAIGN BATTLE SEED ATTACKER TARGET
#include "controllers/balagancontroller.h"
#include "controllers/browncontroller.h"
#include "document/campaign.h"
#include "document/diceservice.h"
#include "document/document.h"

#include <QCoreApplication>
#include <QUndoStack>

#include <cstdio>

using namespace vedette;

namespace {

void say(const char *what)
{
    std::fprintf(stdout, "%s\n", what);
    std::fflush(stdout);
}

int fail(const QString &why)
{
    std::fprintf(stderr, "failed: %s\n", qPrintable(why));
    return 1;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("VedetteTest"));
    const QStringList args = app.arguments();
    if (args.size() < 5)
        return fail(QStringLiteral("usage"));
    Document document;
    if (!document.campaign()->open(args[2]))
        return fail(document.campaign()->errorString());
    if (!document.campaign()->setCurrentBattle(args[3].toLongLong()))
        return fail(document.campaign()->errorString());
    document.dice()->setSeed(args[4].toULongLong());
    say("ready");
    if (args[1] == QStringLiteral("balagan")) {
        BalaganController *balagan = document.balagan();
        for (;;) {
            const rules::balagan::BattleState &state = balagan->state();
            bool ok = true;
            if (state.phase == rules::balagan::BoundPhase::Over || !state.lostSide.isEmpty())
                return 0;
            if (state.setUp && !balagan->deploymentRollsLeft().isEmpty())
                ok = balagan->rollDeployment();
            else if (state.phase == rules::balagan::BoundPhase::Morale)
                ok = balagan->testAll();
            else
                ok = balagan->endBound();
            if (!ok)
                return fail(balagan->lastError());
            say("step");
        }
    }
    if (args.size() < 7)
        return fail(QStringLiteral("usage"));
    BrownController *brown = document.brown();
    // A charge walked step by step, applied, undone (a step too), finished,
    // and the turn moved on: every kind of step, for ever.
    for (;;) {
        if (brown->charge() && !brown->finishCharge())
            return fail(brown->lastError());
        if (!brown->declare(args[5], args[6]))
            return fail(brown->lastError());
        say("step");
        while (brown->procedure() && brown->procedure()->step() != rules::brown::ChargeProcedure::Step::Done) {
            if (!brown->advance(10))
                return fail(brown->lastError());
            say("step");
        }
        if (!brown->chargeApplied() && brown->apply(true)) {
            say("step");
            document.undoStack()->undo();
            say("step");
        }
        if (!brown->finishCharge() || !brown->nextTurn())
            return fail(brown->lastError());
        say("step");
    }
}

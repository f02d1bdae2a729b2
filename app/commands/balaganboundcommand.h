#pragma once

#include "rules/balagan/battlestate.h"
#include "table/scenario.h"

#include <QStringList>
#include <QUndoCommand>

namespace vedette {

// The set-up before the first bound: the deployment zones are shown and each
// side may roll for its deployment once. Kept beside the battle state so
// undo returns to set-up.
struct BalaganSetUp
{
    bool active = true;
    QStringList deploymentRolled; // side ids

    friend bool operator==(const BalaganSetUp &, const BalaganSetUp &) = default;
};

// One step of a Balagan bound (morale tests, an action, the end of a bound):
// the table and the battle state before and after, so undo puts both back
// exactly, routed units and lifted fog included.
class BalaganBoundCommand : public QUndoCommand
{
public:
    BalaganBoundCommand(table::Scenario *scenario, rules::balagan::BattleState *state, table::Scenario after,
                        rules::balagan::BattleState stateAfter, const QString &text, QUndoCommand *parent = nullptr);

    // Also puts the set-up back on undo and forward on redo.
    void trackSetUp(BalaganSetUp *setUp, BalaganSetUp after);

    void undo() override;
    void redo() override;

private:
    table::Scenario *mScenario;
    rules::balagan::BattleState *mState;
    table::Scenario mBefore;
    table::Scenario mAfter;
    rules::balagan::BattleState mStateBefore;
    rules::balagan::BattleState mStateAfter;
    BalaganSetUp *mSetUp = nullptr;
    BalaganSetUp mSetUpBefore;
    BalaganSetUp mSetUpAfter;
};

} // namespace vedette

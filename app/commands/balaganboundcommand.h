#pragma once

#include "rules/balagan/battlestate.h"
#include "table/scenario.h"

#include <QUndoCommand>

namespace vedette {

// One step of a Balagan bound (morale tests, an action, the end of a bound):
// the table and the battle state before and after, so undo puts both back
// exactly, routed units and lifted fog included.
class BalaganBoundCommand : public QUndoCommand
{
public:
    BalaganBoundCommand(table::Scenario *scenario, rules::balagan::BattleState *state, table::Scenario after,
                        rules::balagan::BattleState stateAfter, const QString &text, QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;

private:
    table::Scenario *mScenario;
    rules::balagan::BattleState *mState;
    table::Scenario mBefore;
    table::Scenario mAfter;
    rules::balagan::BattleState mStateBefore;
    rules::balagan::BattleState mStateAfter;
};

} // namespace vedette

#include "balaganboundcommand.h"

namespace vedette {

BalaganBoundCommand::BalaganBoundCommand(table::Scenario *scenario, rules::balagan::BattleState *state,
                                         table::Scenario after, rules::balagan::BattleState stateAfter,
                                         const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , mScenario(scenario)
    , mState(state)
    , mBefore(*scenario)
    , mAfter(std::move(after))
    , mStateBefore(*state)
    , mStateAfter(std::move(stateAfter))
{
}

void BalaganBoundCommand::redo()
{
    *mScenario = mAfter;
    *mState = mStateAfter;
}

void BalaganBoundCommand::undo()
{
    *mScenario = mBefore;
    *mState = mStateBefore;
}

} // namespace vedette

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

void BalaganBoundCommand::trackSetUp(BalaganSetUp *setUp, BalaganSetUp after)
{
    mSetUp = setUp;
    mSetUpBefore = *setUp;
    mSetUpAfter = std::move(after);
}

void BalaganBoundCommand::redo()
{
    // The state first: the scenario's observers read it to redraw.
    *mState = mStateAfter;
    if (mSetUp)
        *mSetUp = mSetUpAfter;
    *mScenario = mAfter;
}

void BalaganBoundCommand::undo()
{
    *mState = mStateBefore;
    if (mSetUp)
        *mSetUp = mSetUpBefore;
    *mScenario = mBefore;
}

} // namespace vedette

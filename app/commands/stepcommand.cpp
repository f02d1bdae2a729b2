#include "stepcommand.h"

namespace vedette {

StepCommand::StepCommand(QUndoCommand *applied, QList<qint64> entries)
    : QUndoCommand(applied->text())
    , mInner(applied)
    , mEntries(std::move(entries))
{
}

void StepCommand::redo()
{
    if (mApplied) {
        mApplied = false;
        return;
    }
    mInner->redo();
}

void StepCommand::undo()
{
    mInner->undo();
}

int StepCommand::id() const
{
    return mInner->id();
}

bool StepCommand::mergeWith(const QUndoCommand *other)
{
    const auto *step = dynamic_cast<const StepCommand *>(other);
    if (!step || !mInner->mergeWith(step->mInner.get()))
        return false;
    mEntries.append(step->mEntries);
    setText(mInner->text());
    // A drag back to where it began leaves no step at all.
    setObsolete(mInner->isObsolete());
    return true;
}

} // namespace vedette

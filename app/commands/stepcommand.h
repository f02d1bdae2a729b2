#pragma once

#include <QList>
#include <QUndoCommand>

#include <memory>

namespace vedette {

// How Document::push() keeps a step on the undo stack once it is written:
// the referee's command (already applied, so the first redo() that
// QUndoStack::push() makes does nothing) and the ids of the journal entries
// the step wrote, which its undo voids and its redo reinstates. Merging is
// the inner command's (a spin box typed into is one step); the entries of
// both steps then belong to the merged one.
class StepCommand : public QUndoCommand
{
public:
    StepCommand(QUndoCommand *applied, QList<qint64> entries);

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

    QUndoCommand *inner() const { return mInner.get(); }
    const QList<qint64> &entries() const { return mEntries; }

private:
    std::unique_ptr<QUndoCommand> mInner;
    QList<qint64> mEntries;
    bool mApplied = true;
};

} // namespace vedette

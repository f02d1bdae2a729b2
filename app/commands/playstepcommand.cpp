#include "playstepcommand.h"

#include "document/document.h"

namespace vedette {

PlayStepCommand::PlayStepCommand(Document *document, const QString &text, store::PlayRecord playAfter,
                                 std::optional<table::Scenario> tableAfter, QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , mDocument(document)
    , mPlayBefore(document->play())
    , mPlayAfter(std::move(playAfter))
    , mTableAfter(std::move(tableAfter))
{
    if (mTableAfter)
        mTableBefore = document->scenario();
}

void PlayStepCommand::redo()
{
    // The state first: the table's observers read it to redraw. The
    // controllers tell their panels once, when both are in place.
    const Document::ChangeScope step(mDocument);
    mDocument->setPlay(mPlayAfter);
    if (mTableAfter)
        mDocument->scenario().replaceWith(*mTableAfter);
}

void PlayStepCommand::undo()
{
    const Document::ChangeScope step(mDocument);
    mDocument->setPlay(mPlayBefore);
    if (mTableBefore)
        mDocument->scenario().replaceWith(*mTableBefore);
}

bool PlayStepCommand::mergeWith(const QUndoCommand *other)
{
    const auto *step = dynamic_cast<const PlayStepCommand *>(other);
    if (!step || step->mTableAfter || mTableAfter || step->mMergeId != mMergeId)
        return false;
    mPlayAfter = step->mPlayAfter;
    setObsolete(mPlayAfter == mPlayBefore);
    return true;
}

} // namespace vedette

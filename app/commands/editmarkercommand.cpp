#include "editmarkercommand.h"

#include "commands/commandids.h"
#include "document/document.h"

namespace vedette {

EditMarkerCommand::EditMarkerCommand(Document *document, const table::Marker &before, const table::Marker &after,
                                     const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , mDocument(document)
    , mBefore(before)
    , mAfter(after)
{
}

void EditMarkerCommand::undo()
{
    mDocument->scenario().updateMarker(mBefore);
}

void EditMarkerCommand::redo()
{
    mDocument->scenario().updateMarker(mAfter);
}

int EditMarkerCommand::id() const
{
    return EditMarkerCommandId;
}

bool EditMarkerCommand::mergeWith(const QUndoCommand *other)
{
    const auto *edit = static_cast<const EditMarkerCommand *>(other);
    if (edit->mDocument != mDocument || edit->mAfter.id != mAfter.id || edit->mBefore != mAfter)
        return false;
    mAfter = edit->mAfter;
    setObsolete(mAfter == mBefore);
    return true;
}

} // namespace vedette

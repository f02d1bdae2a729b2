#include "editrulercommand.h"

#include "document/document.h"

namespace vedette {

EditRulerCommand::EditRulerCommand(Document *document, const table::PinnedRuler &before,
                                   const table::PinnedRuler &after, const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , mDocument(document)
    , mBefore(before)
    , mAfter(after)
{
}

void EditRulerCommand::undo()
{
    mDocument->scenario().updateRuler(mBefore);
}

void EditRulerCommand::redo()
{
    mDocument->scenario().updateRuler(mAfter);
}

} // namespace vedette

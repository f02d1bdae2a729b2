#include "editunitcommand.h"

#include "commands/commandids.h"
#include "document/document.h"

namespace vedette {

EditUnitCommand::EditUnitCommand(Document *document, const table::Unit &before, const table::Unit &after,
                                 const QString &field, const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , mDocument(document)
    , mBefore(before)
    , mAfter(after)
    , mField(field)
{
}

void EditUnitCommand::undo()
{
    mDocument->scenario().updateUnit(mBefore);
}

void EditUnitCommand::redo()
{
    mDocument->scenario().updateUnit(mAfter);
}

int EditUnitCommand::id() const
{
    return EditUnitCommandId;
}

bool EditUnitCommand::mergeWith(const QUndoCommand *other)
{
    const auto *edit = static_cast<const EditUnitCommand *>(other);
    if (edit->mDocument != mDocument || edit->mField != mField || edit->mAfter.id() != mAfter.id()
        || edit->mBefore != mAfter)
        return false;
    mAfter = edit->mAfter;
    setObsolete(mAfter == mBefore);
    return true;
}

} // namespace vedette

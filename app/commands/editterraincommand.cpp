#include "editterraincommand.h"

#include "commands/commandids.h"
#include "document/document.h"

namespace vedette {

EditTerrainCommand::EditTerrainCommand(Document *document, const table::Terrain &before, const table::Terrain &after,
                                       const QString &field, const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , mDocument(document)
    , mBefore(before)
    , mAfter(after)
    , mField(field)
{
}

void EditTerrainCommand::undo()
{
    mDocument->scenario().updateTerrain(mBefore);
}

void EditTerrainCommand::redo()
{
    mDocument->scenario().updateTerrain(mAfter);
}

int EditTerrainCommand::id() const
{
    return EditTerrainCommandId;
}

bool EditTerrainCommand::mergeWith(const QUndoCommand *other)
{
    const auto *edit = static_cast<const EditTerrainCommand *>(other);
    if (edit->mDocument != mDocument || edit->mField != mField || edit->mAfter.id() != mAfter.id()
        || edit->mBefore != mAfter)
        return false;
    mAfter = edit->mAfter;
    setObsolete(mAfter == mBefore);
    return true;
}

} // namespace vedette

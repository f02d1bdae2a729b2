#include "removeterraincommand.h"

#include "commands/scenarioedit.h"
#include "document/document.h"

#include <QCoreApplication>

namespace vedette {

RemoveTerrainCommand::RemoveTerrainCommand(Document *document, const QString &id, QUndoCommand *parent)
    : QUndoCommand(parent)
    , mDocument(document)
{
    if (const auto *value = document->scenario().terrainPiece(id))
        mValue = *value;
    mIndex = ScenarioEdit::terrainIndex(document->scenario(), id);
    setText(QCoreApplication::translate("Commands", "Remove %1").arg(table::terrainTypeName(mValue.type())));
}

void RemoveTerrainCommand::undo()
{
    if (mIndex >= 0)
        ScenarioEdit::insertTerrain(mDocument->scenario(), mValue, mIndex);
}

void RemoveTerrainCommand::redo()
{
    mDocument->scenario().removeTerrain(mValue.id());
}

} // namespace vedette

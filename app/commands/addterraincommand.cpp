#include "addterraincommand.h"

#include "document/document.h"

#include <QCoreApplication>

namespace vedette {

AddTerrainCommand::AddTerrainCommand(Document *document, const table::Terrain &value, QUndoCommand *parent)
    : QUndoCommand(parent)
    , mDocument(document)
    , mValue(value)
{
    setText(QCoreApplication::translate("Commands", "Add %1").arg(table::terrainTypeName(mValue.type())));
}

void AddTerrainCommand::undo()
{
    mDocument->scenario().removeTerrain(mValue.id());
}

void AddTerrainCommand::redo()
{
    mDocument->scenario().addTerrain(mValue);
}

} // namespace vedette

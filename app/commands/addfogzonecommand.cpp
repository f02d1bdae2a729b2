#include "addfogzonecommand.h"

#include "document/document.h"

#include <QCoreApplication>

namespace vedette {

AddFogZoneCommand::AddFogZoneCommand(Document *document, const table::FogZone &value, QUndoCommand *parent)
    : QUndoCommand(parent)
    , mDocument(document)
    , mValue(value)
{
    setText(QCoreApplication::translate("Commands", "Lay smoke"));
}

void AddFogZoneCommand::undo()
{
    mDocument->scenario().removeFogZone(mValue.id);
}

void AddFogZoneCommand::redo()
{
    mDocument->scenario().addFogZone(mValue);
}

} // namespace vedette

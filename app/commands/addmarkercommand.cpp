#include "addmarkercommand.h"

#include "document/document.h"

#include <QCoreApplication>

namespace vedette {

AddMarkerCommand::AddMarkerCommand(Document *document, const table::Marker &value, QUndoCommand *parent)
    : QUndoCommand(parent)
    , mDocument(document)
    , mValue(value)
{
    setText(QCoreApplication::translate("Commands", "Place %1").arg(table::markerKindName(mValue.kind)));
}

void AddMarkerCommand::undo()
{
    mDocument->scenario().removeMarker(mValue.id);
}

void AddMarkerCommand::redo()
{
    mDocument->scenario().addMarker(mValue);
}

} // namespace vedette

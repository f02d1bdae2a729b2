#include "removemarkercommand.h"

#include "commands/scenarioedit.h"
#include "document/document.h"

#include <QCoreApplication>

namespace vedette {

RemoveMarkerCommand::RemoveMarkerCommand(Document *document, const QString &id, QUndoCommand *parent)
    : QUndoCommand(parent)
    , mDocument(document)
{
    if (const auto *value = document->scenario().marker(id))
        mValue = *value;
    mIndex = ScenarioEdit::markerIndex(document->scenario(), id);
    setText(QCoreApplication::translate("Commands", "Remove %1").arg(table::markerKindName(mValue.kind)));
}

void RemoveMarkerCommand::undo()
{
    if (mIndex >= 0)
        ScenarioEdit::insertMarker(mDocument->scenario(), mValue, mIndex);
}

void RemoveMarkerCommand::redo()
{
    mDocument->scenario().removeMarker(mValue.id);
}

} // namespace vedette

#include "removefogzonecommand.h"

#include "commands/scenarioedit.h"
#include "document/document.h"

#include <QCoreApplication>

namespace vedette {

RemoveFogZoneCommand::RemoveFogZoneCommand(Document *document, const QString &id, QUndoCommand *parent)
    : QUndoCommand(parent)
    , mDocument(document)
{
    if (const auto *value = document->scenario().fogZone(id))
        mValue = *value;
    mIndex = ScenarioEdit::fogZoneIndex(document->scenario(), id);
    setText(QCoreApplication::translate("Commands", "Clear smoke"));
}

void RemoveFogZoneCommand::undo()
{
    if (mIndex >= 0)
        ScenarioEdit::insertFogZone(mDocument->scenario(), mValue, mIndex);
}

void RemoveFogZoneCommand::redo()
{
    mDocument->scenario().removeFogZone(mValue.id);
}

} // namespace vedette

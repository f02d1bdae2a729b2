#include "removeunitcommand.h"

#include "commands/scenarioedit.h"
#include "document/document.h"

#include <QCoreApplication>

namespace vedette {

RemoveUnitCommand::RemoveUnitCommand(Document *document, const QString &unitId, QUndoCommand *parent)
    : QUndoCommand(parent)
    , mDocument(document)
{
    if (const table::Unit *unit = document->scenario().unit(unitId))
        mUnit = *unit;
    mIndex = ScenarioEdit::unitIndex(document->scenario(), unitId);
    setText(QCoreApplication::translate("Commands", "Remove %1").arg(mUnit.name()));
}

void RemoveUnitCommand::undo()
{
    if (mIndex >= 0)
        ScenarioEdit::insertUnit(mDocument->scenario(), mUnit, mIndex);
}

void RemoveUnitCommand::redo()
{
    mDocument->scenario().removeUnit(mUnit.id());
}

} // namespace vedette

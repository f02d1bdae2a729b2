#include "addunitcommand.h"

#include "document/document.h"

#include <QCoreApplication>

namespace vedette {

AddUnitCommand::AddUnitCommand(Document *document, const table::Unit &unit, QUndoCommand *parent)
    : QUndoCommand(parent)
    , mDocument(document)
    , mUnit(unit)
{
    setText(QCoreApplication::translate("Commands", "Place %1").arg(unit.name()));
}

void AddUnitCommand::undo()
{
    mDocument->scenario().removeUnit(mUnit.id());
}

void AddUnitCommand::redo()
{
    mDocument->scenario().addUnit(mUnit);
}

} // namespace vedette

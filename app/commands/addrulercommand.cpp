#include "addrulercommand.h"

#include "document/document.h"

#include <QCoreApplication>

namespace vedette {

AddRulerCommand::AddRulerCommand(Document *document, const table::PinnedRuler &ruler, QUndoCommand *parent)
    : QUndoCommand(QCoreApplication::translate("Commands", "Pin Ruler"), parent)
    , mDocument(document)
    , mRuler(ruler)
{
}

void AddRulerCommand::undo()
{
    mDocument->scenario().removeRuler(mRuler.id);
}

void AddRulerCommand::redo()
{
    mDocument->scenario().addRuler(mRuler);
}

} // namespace vedette

#include "moveunitcommand.h"

#include "commands/commandids.h"
#include "document/document.h"

#include <QCoreApplication>

namespace vedette {

MoveUnitCommand::MoveUnitCommand(Document *document, const QString &unitId, QPointF from, QPointF to, int drag,
                                 QUndoCommand *parent)
    : QUndoCommand(parent)
    , mDocument(document)
    , mUnitId(unitId)
    , mFrom(from)
    , mTo(to)
    , mDrag(drag)
{
    const table::Unit *unit = document->scenario().unit(unitId);
    setText(QCoreApplication::translate("Commands", "Move %1").arg(unit ? unit->name() : unitId));
}

void MoveUnitCommand::moveTo(QPointF position)
{
    const table::Unit *current = mDocument->scenario().unit(mUnitId);
    if (!current)
        return;
    table::Unit unit = *current;
    unit.setPosition(position);
    mDocument->scenario().updateUnit(unit);
}

void MoveUnitCommand::undo()
{
    moveTo(mFrom);
}

void MoveUnitCommand::redo()
{
    moveTo(mTo);
}

int MoveUnitCommand::id() const
{
    return MoveUnitCommandId;
}

bool MoveUnitCommand::mergeWith(const QUndoCommand *other)
{
    const auto *move = static_cast<const MoveUnitCommand *>(other);
    if (mDrag == 0 || move->mDrag != mDrag || move->mUnitId != mUnitId || move->mDocument != mDocument)
        return false;
    mTo = move->mTo;
    setObsolete(mTo == mFrom);
    return true;
}

} // namespace vedette

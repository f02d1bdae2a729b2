#include "rotateunitcommand.h"

#include "commands/commandids.h"
#include "document/document.h"

#include <QCoreApplication>

namespace vedette {

RotateUnitCommand::RotateUnitCommand(Document *document, const QString &unitId, double from, double to, int drag,
                                 QUndoCommand *parent)
    : QUndoCommand(parent)
    , mDocument(document)
    , mUnitId(unitId)
    , mFrom(from)
    , mTo(to)
    , mDrag(drag)
{
    const table::Unit *unit = document->scenario().unit(unitId);
    setText(QCoreApplication::translate("Commands", "Turn %1").arg(unit ? unit->name() : unitId));
}

void RotateUnitCommand::turnTo(double facing)
{
    const table::Unit *current = mDocument->scenario().unit(mUnitId);
    if (!current)
        return;
    table::Unit unit = *current;
    unit.setFacing(facing);
    mDocument->scenario().updateUnit(unit);
}

void RotateUnitCommand::undo()
{
    turnTo(mFrom);
}

void RotateUnitCommand::redo()
{
    turnTo(mTo);
}

int RotateUnitCommand::id() const
{
    return RotateUnitCommandId;
}

bool RotateUnitCommand::mergeWith(const QUndoCommand *other)
{
    const auto *move = static_cast<const RotateUnitCommand *>(other);
    if (mDrag == 0 || move->mDrag != mDrag || move->mUnitId != mUnitId || move->mDocument != mDocument)
        return false;
    mTo = move->mTo;
    setObsolete(qFuzzyCompare(mTo + 720.0, mFrom + 720.0));
    return true;
}

} // namespace vedette

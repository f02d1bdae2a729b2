#include "unitfieldcommand.h"

#include "commands/commandids.h"
#include "document/document.h"

#include <QCoreApplication>

namespace vedette {

template<typename Field>
UnitFieldCommand<Field>::UnitFieldCommand(Document *document, const QString &unitId, Value from, Value to, int drag,
                                          QUndoCommand *parent)
    : QUndoCommand(parent)
    , mDocument(document)
    , mUnitId(unitId)
    , mFrom(from)
    , mTo(to)
    , mDrag(drag)
{
    const table::Unit *unit = document->scenario().unit(unitId);
    setText(Field::text(unit ? unit->name() : unitId));
}

template<typename Field>
void UnitFieldCommand<Field>::apply(const Value &value)
{
    const table::Unit *current = mDocument->scenario().unit(mUnitId);
    if (!current)
        return;
    table::Unit unit = *current;
    Field::set(unit, value);
    mDocument->scenario().updateUnit(unit);
}

template<typename Field>
void UnitFieldCommand<Field>::undo()
{
    apply(mFrom);
}

template<typename Field>
void UnitFieldCommand<Field>::redo()
{
    apply(mTo);
}

template<typename Field>
int UnitFieldCommand<Field>::id() const
{
    return Field::commandId();
}

template<typename Field>
bool UnitFieldCommand<Field>::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const UnitFieldCommand *>(other);
    if (mDrag == 0 || next->mDrag != mDrag || next->mUnitId != mUnitId || next->mDocument != mDocument)
        return false;
    mTo = next->mTo;
    setObsolete(Field::same(mTo, mFrom));
    return true;
}

int UnitPositionField::commandId()
{
    return MoveUnitCommandId;
}

QString UnitPositionField::text(const QString &unitName)
{
    return QCoreApplication::translate("Commands", "Move %1").arg(unitName);
}

void UnitPositionField::set(table::Unit &unit, const Value &value)
{
    unit.setPosition(value);
}

bool UnitPositionField::same(const Value &a, const Value &b)
{
    return a == b;
}

int UnitFacingField::commandId()
{
    return RotateUnitCommandId;
}

QString UnitFacingField::text(const QString &unitName)
{
    return QCoreApplication::translate("Commands", "Turn %1").arg(unitName);
}

void UnitFacingField::set(table::Unit &unit, const Value &value)
{
    unit.setFacing(value);
}

bool UnitFacingField::same(const Value &a, const Value &b)
{
    // Offset so that a facing of 0 compares sensibly (qFuzzyCompare needs non-zero values).
    return qFuzzyCompare(a + 720.0, b + 720.0);
}

template class UnitFieldCommand<UnitPositionField>;
template class UnitFieldCommand<UnitFacingField>;

} // namespace vedette

#include "attachgeneralcommand.h"

#include "document/document.h"

#include <QCoreApplication>

namespace vedette {

AttachGeneralCommand::AttachGeneralCommand(Document *document, const QString &generalId, const QString &unitId,
                                           QUndoCommand *parent)
    : QUndoCommand(parent)
    , mDocument(document)
{
    const table::Scenario &scenario = document->scenario();
    const table::General *general = scenario.general(generalId);
    const table::Unit *unit = unitId.isEmpty() ? nullptr : scenario.unit(unitId);
    if (!general || (!unitId.isEmpty() && !unit) || general->attachedUnitId == unitId)
        return;
    table::General moved = *general;
    if (const table::Unit *left = scenario.unit(general->attachedUnitId); left && left->generalId() == generalId) {
        table::Unit forgets = *left;
        forgets.setGeneralId({});
        mUnits.append({*left, forgets});
    }
    moved.attachedUnitId = unitId;
    if (unit) {
        if (const table::General *displaced = scenario.general(unit->generalId()); displaced && displaced->id != generalId) {
            table::General alone = *displaced;
            alone.attachedUnitId.clear();
            // Beside the unit if it stands on the table, else off it with nowhere to be.
            alone.position = unit->isOnTable() ? std::optional<QPointF>(unit->position()) : std::nullopt;
            mGenerals.append({*displaced, alone});
        }
        table::Unit joined = *unit;
        joined.setGeneralId(generalId);
        mUnits.append({*unit, joined});
        setText(QCoreApplication::translate("Commands", "Attach %1 to %2").arg(general->name, unit->name()));
    } else {
        // Where he stood beside the unit is where he stays.
        if (const table::Unit *left = scenario.unit(general->attachedUnitId); left && left->isOnTable() && !moved.position)
            moved.position = left->position();
        setText(QCoreApplication::translate("Commands", "Detach %1").arg(general->name));
    }
    mGenerals.append({*general, moved});
}

void AttachGeneralCommand::redo()
{
    for (const auto &[before, after] : std::as_const(mUnits))
        mDocument->scenario().updateUnit(after);
    for (const auto &[before, after] : std::as_const(mGenerals))
        mDocument->scenario().updateGeneral(after);
}

void AttachGeneralCommand::undo()
{
    for (const auto &[before, after] : std::as_const(mGenerals))
        mDocument->scenario().updateGeneral(before);
    for (const auto &[before, after] : std::as_const(mUnits))
        mDocument->scenario().updateUnit(before);
}

} // namespace vedette

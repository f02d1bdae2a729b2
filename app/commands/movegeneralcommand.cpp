#include "movegeneralcommand.h"

#include "document/document.h"

#include <QCoreApplication>

namespace vedette {

MoveGeneralCommand::MoveGeneralCommand(Document *document, const QString &generalId, QPointF to,
                                       QUndoCommand *parent)
    : QUndoCommand(parent)
    , mDocument(document)
{
    const table::Scenario &scenario = document->scenario();
    const table::General *general = scenario.general(generalId);
    if (!general)
        return;
    mBefore = *general;
    mAfter = *general;
    mAfter.position = to;
    if (const table::Unit *left = scenario.unit(general->attachedUnitId)) {
        mAfter.attachedUnitId.clear();
        if (left->generalId() == generalId) {
            mUnitBefore = *left;
            mUnitAfter = *left;
            mUnitAfter.setGeneralId({});
        }
    }
    setText(QCoreApplication::translate("Commands", "Move %1").arg(general->name));
}

void MoveGeneralCommand::redo()
{
    if (mUnitBefore)
        mDocument->scenario().updateUnit(mUnitAfter);
    mDocument->scenario().updateGeneral(mAfter);
}

void MoveGeneralCommand::undo()
{
    if (!mBefore)
        return;
    mDocument->scenario().updateGeneral(*mBefore);
    if (mUnitBefore)
        mDocument->scenario().updateUnit(*mUnitBefore);
}

} // namespace vedette

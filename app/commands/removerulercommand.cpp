#include "removerulercommand.h"

#include "document/document.h"

#include <QCoreApplication>

namespace vedette {

RemoveRulerCommand::RemoveRulerCommand(Document *document, const QString &id, QUndoCommand *parent)
    : QUndoCommand(QCoreApplication::translate("Commands", "Remove Ruler"), parent)
    , mDocument(document)
{
    const QList<table::PinnedRuler> &rulers = std::as_const(*document).scenario().rulers();
    for (qsizetype i = 0; i < rulers.size(); ++i) {
        if (rulers[i].id == id) {
            mRuler = rulers[i];
            mIndex = i;
        }
    }
}

void RemoveRulerCommand::undo()
{
    if (mIndex < 0)
        return;
    // The scenario only appends; undo must restore the order too, so the
    // rulers after the old place are taken off and put back behind it.
    table::Scenario &scenario = mDocument->scenario();
    const QList<table::PinnedRuler> tail = scenario.rulers().mid(mIndex);
    for (const table::PinnedRuler &ruler : tail)
        scenario.removeRuler(ruler.id);
    scenario.addRuler(mRuler);
    for (const table::PinnedRuler &ruler : tail)
        scenario.addRuler(ruler);
}

void RemoveRulerCommand::redo()
{
    if (mIndex >= 0)
        mDocument->scenario().removeRuler(mRuler.id);
}

} // namespace vedette

#pragma once

#include "table/pinnedruler.h"

#include <QUndoCommand>

namespace vedette {

class Document;

// Takes a pinned ruler off the table; undo puts it back in its old place.
class RemoveRulerCommand : public QUndoCommand
{
public:
    RemoveRulerCommand(Document *document, const QString &id, QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;

private:
    Document *mDocument;
    table::PinnedRuler mRuler;
    qsizetype mIndex = -1;
};

} // namespace vedette

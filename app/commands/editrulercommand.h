#pragma once

#include "table/pinnedruler.h"

#include <QUndoCommand>

namespace vedette {

class Document;

// Changes a pinned ruler: its label, or an end let go of a unit that left
// the table. Each is a step of its own: labels are typed in a dialog.
class EditRulerCommand : public QUndoCommand
{
public:
    EditRulerCommand(Document *document, const table::PinnedRuler &before, const table::PinnedRuler &after,
                     const QString &text, QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;

private:
    Document *mDocument;
    table::PinnedRuler mBefore;
    table::PinnedRuler mAfter;
};

} // namespace vedette

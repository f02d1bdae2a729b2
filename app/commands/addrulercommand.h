#pragma once

#include "table/pinnedruler.h"

#include <QUndoCommand>

namespace vedette {

class Document;

// Pins a ruler to the table (kept with the battle); undo takes it off.
class AddRulerCommand : public QUndoCommand
{
public:
    AddRulerCommand(Document *document, const table::PinnedRuler &ruler, QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;

private:
    Document *mDocument;
    table::PinnedRuler mRuler;
};

} // namespace vedette

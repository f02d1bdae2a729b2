#pragma once

#include "table/unit.h"

#include <QUndoCommand>

namespace vedette {

class Document;

// Puts a new unit on the table.
class AddUnitCommand : public QUndoCommand
{
public:
    AddUnitCommand(Document *document, const table::Unit &unit, QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;

private:
    Document *mDocument;
    table::Unit mUnit;
};

} // namespace vedette

#pragma once

#include "table/unit.h"

#include <QUndoCommand>

namespace vedette {

class Document;

// Takes a unit off the table; undo puts it back in its old place in the list.
class RemoveUnitCommand : public QUndoCommand
{
public:
    RemoveUnitCommand(Document *document, const QString &unitId, QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;

private:
    Document *mDocument;
    table::Unit mUnit;
    qsizetype mIndex = -1;
};

} // namespace vedette

#pragma once

#include "table/marker.h"

#include <QUndoCommand>

namespace vedette {

class Document;

// Puts a marker on the table.
class AddMarkerCommand : public QUndoCommand
{
public:
    AddMarkerCommand(Document *document, const table::Marker &value, QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;

private:
    Document *mDocument;
    table::Marker mValue;
};

} // namespace vedette

#pragma once

#include "table/fogzone.h"

#include <QUndoCommand>

namespace vedette {

class Document;

// Puts a fog zone on the table.
class AddFogZoneCommand : public QUndoCommand
{
public:
    AddFogZoneCommand(Document *document, const table::FogZone &value, QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;

private:
    Document *mDocument;
    table::FogZone mValue;
};

} // namespace vedette

#pragma once

#include "table/terrain.h"

#include <QUndoCommand>

namespace vedette {

class Document;

// Puts a piece of terrain on the table.
class AddTerrainCommand : public QUndoCommand
{
public:
    AddTerrainCommand(Document *document, const table::Terrain &value, QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;

private:
    Document *mDocument;
    table::Terrain mValue;
};

} // namespace vedette

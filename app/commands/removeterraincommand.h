#pragma once

#include "table/terrain.h"

#include <QUndoCommand>

namespace vedette {

class Document;

// Takes a piece of terrain off the table; undo puts it back in its old place.
class RemoveTerrainCommand : public QUndoCommand
{
public:
    RemoveTerrainCommand(Document *document, const QString &id, QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;

private:
    Document *mDocument;
    table::Terrain mValue;
    qsizetype mIndex = -1;
};

} // namespace vedette

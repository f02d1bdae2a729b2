#pragma once

#include "table/fogzone.h"

#include <QUndoCommand>

namespace vedette {

class Document;

// Takes a fog zone off the table; undo puts it back in its old place.
class RemoveFogZoneCommand : public QUndoCommand
{
public:
    RemoveFogZoneCommand(Document *document, const QString &id, QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;

private:
    Document *mDocument;
    table::FogZone mValue;
    qsizetype mIndex = -1;
};

} // namespace vedette

#pragma once

#include "table/marker.h"

#include <QUndoCommand>

namespace vedette {

class Document;

// Takes a marker off the table; undo puts it back in its old place.
class RemoveMarkerCommand : public QUndoCommand
{
public:
    RemoveMarkerCommand(Document *document, const QString &id, QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;

private:
    Document *mDocument;
    table::Marker mValue;
    qsizetype mIndex = -1;
};

} // namespace vedette

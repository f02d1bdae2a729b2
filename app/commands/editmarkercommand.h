#pragma once

#include "table/marker.h"

#include <QUndoCommand>

namespace vedette {

class Document;

// Changes a marker (its count, text or place). Consecutive changes of the
// same marker merge, so clicking a morale counter up three times is one step.
class EditMarkerCommand : public QUndoCommand
{
public:
    EditMarkerCommand(Document *document, const table::Marker &before, const table::Marker &after,
                      const QString &text, QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    Document *mDocument;
    table::Marker mBefore;
    table::Marker mAfter;
};

} // namespace vedette

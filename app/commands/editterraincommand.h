#pragma once

#include "table/terrain.h"

#include <QUndoCommand>

namespace vedette {

class Document;

// Changes a terrain piece (name, type, cover, height, outline) from one
// state to another. Consecutive edits of the same field of the same piece
// (stepping a spin box) merge into one step.
class EditTerrainCommand : public QUndoCommand
{
public:
    EditTerrainCommand(Document *document, const table::Terrain &before, const table::Terrain &after,
                       const QString &field, const QString &text, QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    Document *mDocument;
    table::Terrain mBefore;
    table::Terrain mAfter;
    QString mField;
};

} // namespace vedette

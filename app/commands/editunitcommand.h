#pragma once

#include "table/unit.h"

#include <QUndoCommand>

namespace vedette {

class Document;

// Changes a unit's properties (name, strength, formation, markers...) from
// one state to another. Consecutive edits of the same field of the same unit
// (typing in a spin box) merge into one step.
class EditUnitCommand : public QUndoCommand
{
public:
    EditUnitCommand(Document *document, const table::Unit &before, const table::Unit &after, const QString &field,
                    const QString &text, QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    Document *mDocument;
    table::Unit mBefore;
    table::Unit mAfter;
    QString mField;
};

} // namespace vedette

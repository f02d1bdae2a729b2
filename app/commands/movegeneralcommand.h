#pragma once

#include "table/general.h"
#include "table/unit.h"

#include <QPointF>
#include <QUndoCommand>

#include <optional>

namespace vedette {

class Document;

// A general dragged to a new place on the table, as one undo step. A general
// dragged away from the unit he was with leaves it.
class MoveGeneralCommand : public QUndoCommand
{
public:
    MoveGeneralCommand(Document *document, const QString &generalId, QPointF to, QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;
    bool isValid() const { return mBefore.has_value(); }

private:
    Document *mDocument;
    std::optional<table::General> mBefore;
    table::General mAfter;
    std::optional<table::Unit> mUnitBefore; // the unit he left, if any
    table::Unit mUnitAfter;
};

} // namespace vedette

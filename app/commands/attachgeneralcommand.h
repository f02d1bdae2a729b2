#pragma once

#include "table/general.h"
#include "table/unit.h"

#include <QList>
#include <QUndoCommand>

#include <utility>

namespace vedette {

class Document;

// A general joins a unit (General::attachedUnitId and Unit::generalId both
// set, in one step), or with an empty unit leaves the one he is with. A
// general already with that unit is displaced; the unit he left forgets him.
class AttachGeneralCommand : public QUndoCommand
{
public:
    AttachGeneralCommand(Document *document, const QString &generalId, const QString &unitId,
                         QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;
    // False when nothing would change (unknown ids, already with the unit).
    bool isValid() const { return !mGenerals.isEmpty(); }

private:
    Document *mDocument;
    QList<std::pair<table::General, table::General>> mGenerals; // before, after
    QList<std::pair<table::Unit, table::Unit>> mUnits;
};

} // namespace vedette

#pragma once

#include "table/scenario.h"

#include <QList>
#include <QUndoCommand>

#include <optional>

namespace vedette {

class Document;

// One bound of a side's messengers: where each rode, who was killed, whose
// orders changed on arrival. Keeps only the units and messengers that
// changed, before and after, so undo and redo touch nothing else (the
// table's other items are not rebuilt).
class RideMessengersCommand : public QUndoCommand
{
public:
    RideMessengersCommand(Document *document, const table::Scenario &after, const QString &text,
                          QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;

    bool isEmpty() const { return mUnits.isEmpty() && mMessengers.isEmpty(); }

private:
    struct UnitChange
    {
        table::Unit before;
        table::Unit after;
    };
    struct MessengerChange
    {
        std::optional<table::Messenger> before; // empty: he was not there
        std::optional<table::Messenger> after;  // empty: he left the table
    };

    void applyMessenger(const std::optional<table::Messenger> &from, const std::optional<table::Messenger> &to);

    Document *mDocument;
    QList<UnitChange> mUnits;
    QList<MessengerChange> mMessengers;
};

} // namespace vedette

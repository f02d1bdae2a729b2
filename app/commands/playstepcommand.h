#pragma once

#include "store/campaignrecords.h"
#include "table/scenario.h"

#include <QUndoCommand>

#include <optional>

namespace vedette {

class Document;

// One step of a battle in play (a morale test, an action, a charge step,
// Apply, End bound, Next turn): the state of play before and after, and the
// table before and after when the step changed it. Undo puts both back
// exactly: routed units, lifted fog and the dice already thrown included.
// The controllers of the rule systems make these; Document::push() writes
// them with their journal entries in one transaction.
class PlayStepCommand : public QUndoCommand
{
public:
    // `tableAfter`: nothing when the step leaves the table as it is.
    PlayStepCommand(Document *document, const QString &text, store::PlayRecord playAfter,
                    std::optional<table::Scenario> tableAfter = std::nullopt, QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;

    // Steps of the same kind that only change the state of play (the
    // referee switching charge modifiers) merge into one undo step.
    void setMergeId(int id) { mMergeId = id; }
    int id() const override { return mMergeId; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    Document *mDocument;
    store::PlayRecord mPlayBefore;
    store::PlayRecord mPlayAfter;
    std::optional<table::Scenario> mTableBefore;
    std::optional<table::Scenario> mTableAfter;
    int mMergeId = -1;
};

} // namespace vedette

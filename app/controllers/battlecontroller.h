#pragma once

#include "journal/journalevent.h"
#include "store/campaignrecords.h"
#include "table/scenario.h"
#include "table/unittypes.h"

#include <QObject>
#include <QString>

#include <optional>

namespace vedette {

class Document;

// What every rule system's controller shares: it plays the battle on the
// document's table when that battle is of its rule system (and stands aside,
// with a reason, when it is not), turns each step of the referee into one
// PlayStepCommand (state of play, table, journal entries: one transaction)
// and tells its views when the battle changed. A controller holds no widget
// and no state of its own: the state of play is the document's, so the
// window and the command line drive the same steps.
class BattleController : public QObject
{
    Q_OBJECT

public:
    BattleController(Document *document, table::RuleSystem ruleSystem);

    Document *document() const { return mDocument; }
    table::RuleSystem ruleSystem() const { return mRuleSystem; }

    // Whether the battle on the table is played with this rule system; when
    // it is not, every step is refused and unavailableReason() says why.
    bool available() const;
    QString unavailableReason() const;

    // Why the last step was refused or could not be written.
    QString lastError() const { return mLastError; }

signals:
    // The state of play or the table changed (a step, undo, another battle).
    void changed();
    // Another battle is on the table (picked, opened, closed): what a view
    // said about the last one (a refusal, an outcome) is no longer about it.
    void battleChanged();

protected:
    // Pushes one step: the state of play after it (its rule-system state as
    // `state`), the table after it when it changed, and its journal entries.
    // `mergeId` lets consecutive steps of one kind merge into one undo step.
    bool step(const QString &text, store::PlayRecord after, std::optional<table::Scenario> tableAfter,
              QList<journal::JournalEvent> events, int mergeId = -1);
    // Refuses a step with a reason (lastError()); always false.
    bool refuse(const QString &reason);
    // False (and lastError()) when the battle is not of this rule system.
    bool ensureAvailable();

    // The document's state of play, with this rule system's id filled in.
    store::PlayRecord playRecord() const;

private:
    // changed() now, or after the step being made (Document::ChangeScope).
    void noteChange();

    Document *mDocument;
    table::RuleSystem mRuleSystem;
    QString mLastError;
    bool mChangePending = false;
};

} // namespace vedette

#pragma once

#include "journal/journalevent.h"
#include "table/scenario.h"

#include <QList>
#include <QObject>
#include <QString>

class QUndoCommand;
class QUndoStack;

namespace vedette {

class Campaign;
class DiceService;

// The open campaign as the app sees it: the model, the undo stack whose
// commands are the only code that changes the model, and (later) the store
// that writes every command to SQLite.
class Document : public QObject
{
    Q_OBJECT

public:
    explicit Document(QObject *parent = nullptr);
    ~Document() override;

    QUndoStack *undoStack() const { return mUndoStack; }
    // Where every roll of the program comes from (seeded or physical dice).
    DiceService *dice() const { return mDice; }

    // The table of the battle being played; only commands change it.
    table::Scenario &scenario() { return mScenario; }
    const table::Scenario &scenario() const { return mScenario; }
    // The campaign file that keeps the table and the log (autosaved).
    Campaign *campaign() const { return mCampaign; }

    QString filePath() const { return mFilePath; }
    // Name shown in the title bar: the campaign's file name without extension.
    QString displayName() const;

    // The one way a step of the referee reaches the model: pushes `command`
    // (which changes the table and the state of play) with the journal
    // entries it produced, so the campaign writes them in one transaction.
    // False when the step could not be written (then nothing changed).
    // Panels, tools and the command line call this, never the undo stack.
    bool push(QUndoCommand *command, const QList<journal::JournalEvent> &events = {});

    // Adds an entry to the campaign log (stamping its time). The store makes
    // this durable; until a campaign file is open the entries live in memory.
    void record(journal::JournalEvent event);
    const QList<journal::JournalEvent> &events() const { return mEvents; }

signals:
    void filePathChanged(const QString &path);
    void eventRecorded(const vedette::journal::JournalEvent &event);

protected:
    friend class Campaign;
    void setFilePath(const QString &path);

private:
    QUndoStack *mUndoStack;
    DiceService *mDice;
    table::Scenario mScenario;
    Campaign *mCampaign;
    QString mFilePath;
    QList<journal::JournalEvent> mEvents;
};

} // namespace vedette

#pragma once

#include "journal/journalevent.h"
#include "store/campaignrecords.h"
#include "table/scenario.h"

#include <QList>
#include <QObject>
#include <QString>

class QUndoCommand;
class QUndoStack;

namespace vedette {

class BalaganController;
class BrownController;
class Campaign;
class DiceService;

// The open campaign as the app sees it: the battle on the table (its table
// and its state of play), the undo stack of the referee's steps, the dice,
// the controllers of the rule systems and the campaign file that keeps it all.
//
// Every step of the referee reaches the model through push(): the command
// changes the table and the state of play, and the campaign writes both with
// the step's journal entries in ONE transaction before the step is kept. A
// step that cannot be written is taken back at once: the screen never shows
// what the file does not hold. Undo and redo are steps too: each writes an
// "Undone: …" / "Redone: …" entry that voids or reinstates the entries of
// the step it takes back or puts forward.
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

    // Where the battle stands beyond its table: turn or bound, phase, side
    // to move, clock and the rule system's own state (the controllers read
    // and write it). Only commands change it, through setPlay().
    const store::PlayRecord &play() const { return mPlay; }
    void setPlay(const store::PlayRecord &play);

    // A step sets the state of play and the table together. While one is
    // being made (a ChangeScope lives), whoever listens to both (the
    // controllers) waits for changeEnded() and then hears of it once, so a
    // panel refreshes once per step and never on half of one.
    class ChangeScope
    {
    public:
        explicit ChangeScope(Document *document);
        ~ChangeScope();
        ChangeScope(const ChangeScope &) = delete;
        ChangeScope &operator=(const ChangeScope &) = delete;

    private:
        Document *mDocument;
    };
    bool isChanging() const { return mChangeDepth > 0; }
    // The bound or turn entries are filed under (0 = set-up).
    int turn() const { return mPlay.turn; }

    // The controllers of the rule systems, for the battle on the table. The
    // one that does not play it stands aside (available() says why).
    BrownController *brown() const { return mBrown; }
    BalaganController *balagan() const { return mBalagan; }

    // The campaign file that keeps the table and the log.
    Campaign *campaign() const { return mCampaign; }

    QString filePath() const { return mFilePath; }
    // Name shown in the title bar: the campaign's file name without extension.
    QString displayName() const;

    // The one way a step of the referee reaches the model: applies `command`
    // (which changes the table and the state of play), writes it with the
    // journal entries it produced in one transaction, and keeps it on the
    // undo stack. False when it could not be written: then nothing changed
    // (the command is deleted) and stepFailed() says why.
    bool push(QUndoCommand *command, QList<journal::JournalEvent> events = {});

    // A step of a solo or card game (Light Brigade, Tennyson): its saved
    // state and the entries the step produced, in one transaction, filed
    // under the game and never under the battle on the table. The game's id
    // in the campaign (to replace it next time); nothing without a writable
    // campaign (the entries then live in memory only).
    std::optional<qint64> recordGame(const store::GameState &game, QList<journal::JournalEvent> events);

    // Adds an entry to the campaign log that belongs to no step (a roll in
    // the dice tray, a change of house rules), written at once in its own
    // transaction, with the house rules it reports when given. Without a
    // campaign file the entries live in memory.
    bool record(journal::JournalEvent event, const std::optional<store::HouseRulesWrite> &houseRules = std::nullopt);
    const QList<journal::JournalEvent> &events() const { return mEvents; }

    // Why the last step could not be written.
    QString lastError() const { return mLastError; }

    // Whether the table may be changed here: not while the campaign is open
    // read-only or its battle is played at another table (followed). Tools,
    // the inspector and the panels offer no change while it is false, so a
    // change is never begun only to be refused (issues 39, 44).
    bool isEditable() const { return mEditable; }
    // Why it is not (one sentence for the status bar and tooltips).
    QString notEditableReason() const;

signals:
    void filePathChanged(const QString &path);
    void eventRecorded(const vedette::journal::JournalEvent &event);
    void playChanged();
    // The last ChangeScope of a step ended (see ChangeScope).
    void changeEnded();
    // A step (or an undo or redo) could not be written and was taken back.
    void stepFailed(const QString &message);
    // isEditable() changed.
    void editableChanged(bool editable);

protected:
    friend class Campaign;
    void setFilePath(const QString &path);
    // The battle's state of play as loaded (no step: nothing is written).
    void loadPlay(const store::PlayRecord &play);
    // Another battle (or campaign) is on the table: its history starts afresh.
    void clearHistory();

private:
    void stamp(journal::JournalEvent &event) const;
    void remember(const QList<journal::JournalEvent> &events);
    void undoOrRedo(int index);
    void fail(const QString &message);
    void updateEditable();

    QUndoStack *mUndoStack;
    DiceService *mDice;
    table::Scenario mScenario;
    store::PlayRecord mPlay;
    Campaign *mCampaign;
    BrownController *mBrown = nullptr;
    BalaganController *mBalagan = nullptr;
    QString mFilePath;
    QList<journal::JournalEvent> mEvents;
    QString mLastError;
    // The undo stack's index as last written; push() and loading move it
    // without an undo or redo entry.
    int mIndex = 0;
    bool mPushing = false;
    int mChangeDepth = 0;
    bool mReverting = false;
    bool mEditable = true;
};

} // namespace vedette

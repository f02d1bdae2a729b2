#pragma once

#include "journal/journalevent.h"
#include "store/campaignrecords.h"
#include "store/campaignstore.h"

#include <QList>
#include <QDateTime>
#include <QObject>
#include <QString>

#include <memory>
#include <optional>

class QTimer;

namespace vedette {

class Document;

// The bridge between the open document and its campaign (a file, or a
// server's database): owns the CampaignStore and writes every undo-stack
// step (do, undo and redo alike) together with the journal entries it
// produced in one transaction, so nothing the referee did is lost. There is
// no "unsaved" state: a step is written as soon as control returns to the
// event loop, or at once by flush().
//
// Several referees may have one campaign open, each playing his own battle:
// the battle on the table is leased while it is the current one (renewed
// while the program runs). A battle another referee plays is followed here:
// nothing can be written to it (isBattleReadOnly()), and his steps, like
// every other program's, arrive as they are written (journalAppended(), the
// table and state of play reloaded) - from the server's notifications, and
// by looking every few seconds (a file's data version) so that none is missed.
class Campaign : public QObject
{
    Q_OBJECT

public:
    using Mode = store::CampaignStore::Mode;
    using Error = store::CampaignStore::Error;

    explicit Campaign(Document *document);
    ~Campaign() override;

    // Opens a campaign file and its most recently played battle. On failure
    // the campaign open before (if any) stays open and untouched, and
    // error()/errorString() say why (Error::Locked: offer Mode::ReadOnly).
    bool open(const QString &path, Mode mode = Mode::ReadWrite);
    // Creates a new campaign file from a scenario JSON file (or resource),
    // starts its first battle and opens it.
    bool create(const QString &path, const QString &campaignName, const QString &scenarioJsonPath);
    void close();

    bool isOpen() const;
    bool isReadOnly() const;
    // Nothing may be written to the current battle here: the campaign is
    // read-only, or another referee plays the battle (followedBy() names him).
    bool isBattleReadOnly() const;
    QString followedBy() const { return mFollowedBy; }
    // A followed battle is taken over when its referee leaves it (the
    // default); off, it stays followed until the referee chooses it again.
    bool takesOverWhenFree() const { return mTakeOverWhenFree; }
    void setTakeOverWhenFree(bool takeOver);
    // A club campaign whose server has not answered since `unreachableSince()`
    // (an invalid time: it answers). Looked at on every poll, step and lease.
    bool isServerReachable() const { return !mUnreachableSince.isValid(); }
    QDateTime unreachableSince() const { return mUnreachableSince; }
    // Whether the campaign is on a club server (else a file on this computer).
    bool isOnServer() const;
    // Where it is, for the title and the campaign panel: "club on
    // 192.168.1.5" for a server's, the file's path for a file's.
    QString whereShown() const;
    // The path, or the server's address.
    QString filePath() const;
    QString name() const;
    Error error() const { return mError; }
    QString errorString() const { return mErrorString; }

    // The store, for panels that read scenarios, battles and the log.
    // nullptr while no campaign is open.
    store::CampaignStore *store() const { return mStore.get(); }

    qint64 currentBattle() const { return mBattle; }
    QString currentBattleName() const;
    // Writes what is pending, then loads the battle's table into the document
    // (the undo history starts afresh: it belonged to the other battle).
    bool setCurrentBattle(qint64 battleId);
    // The battle written last: the one an opened campaign shows (0: none).
    qint64 latestBattle() const;
    // Starts a battle from a scenario and makes it the current one.
    std::optional<qint64> startBattle(const store::NewBattle &options);
    std::optional<qint64> importScenario(const QString &jsonPath);

    // A note of the referee, filed under the battle's current bound or turn.
    std::optional<qint64> addNote(const QString &text);
    std::optional<qint64> voidEntry(qint64 entryId, const QString &reason);

    // Saves a solo or card game's state with the journal entries of its last
    // step, in one transaction; the entries are filed under the game (never
    // under the battle on the table). Nothing while no campaign is open or it
    // is read-only. Returns the id the store gave the game, to replace it
    // next time.
    std::optional<qint64> saveGame(const store::GameState &game, const QList<journal::JournalEvent> &events = {});

    // Writes one step of the referee in one transaction: the battle's table
    // as it now is, its state of play, `events` (their ids in *ids), and
    // the entries an undo voids or a redo reinstates. True without a
    // campaign file (nothing to write); false, with errorString(), when the
    // file refused it or is read-only. Document::push() calls this.
    // `houseRules`, when set, are written in the same transaction.
    bool writeStep(const QList<journal::JournalEvent> &events, QList<qint64> *ids, const QList<qint64> &voids = {},
                   const QList<qint64> &reinstates = {},
                   const std::optional<store::HouseRulesWrite> &houseRules = std::nullopt);
    // The newest saved game of `kind` that is not finished, to offer resuming it.
    std::optional<store::GameState> unfinishedGame(const QString &kind) const;

    // Adds a scenario made in the program (a new battle from nothing) to the campaign.
    std::optional<qint64> addScenario(const table::Scenario &scenario);

    // Writes a table change made outside a step (there should be none: a
    // safety net); tests, closing and switching battles call it.
    bool flush();
    bool hasPendingStep() const { return mTableDirty; }

signals:
    void opened();
    void closed();
    void currentBattleChanged(qint64 battleId);
    // Scenarios or battles were added or renamed.
    void contentsChanged();
    // New entries are in the log (their ids, oldest first).
    void journalAppended(const QList<qint64> &entryIds);
    void entryVoided(qint64 entryId, qint64 voidEntryId);
    // A redone step's entries are valid again.
    void entriesReinstated(const QList<qint64> &entryIds);
    // A battle's turn, bound or phase moved (the campaign tree shows it).
    void battleProgressed(qint64 battleId);
    // A step could not be written; errorString() says why.
    void writeFailed(const QString &message);
    // The current battle became another referee's (followed here), or ours again.
    void battleFollowedChanged(bool followed);
    // The club server stopped answering, or answers again.
    void serverReachabilityChanged(bool reachable);

private:
    // Takes the current battle's lease, or follows it when another referee has it.
    void claimBattle();
    // What other programs wrote: their entries, and the battle on the table reloaded.
    void lookForChanges();
    void keepLeases();
    void setFollowed(bool followed, const QString &who);
    // After a poll, a step or a lease: whether the server answered.
    void noteServerAnswer();
    // Loads a battle's table and state of play into the document.
    bool loadBattle(qint64 battleId);
    void watchTable();
    void saveDiceSeed(quint64 seed);
    void scheduleFlush();
    void setError(Error error, const QString &message);
    void adoptStore(std::unique_ptr<store::CampaignStore> store);

    Document *mDocument;
    std::unique_ptr<store::CampaignStore> mStore;
    qint64 mBattle = 0;
    bool mTableDirty = false;
    // Turn and phase as last written, to tell the campaign tree when they move.
    std::pair<int, QString> mProgress;
    bool mFlushScheduled = false;
    bool mLoading = false;
    int mObserverHandle = -1;
    bool mFollowed = false;
    bool mTakeOverWhenFree = true;
    QString mFollowedBy;
    QDateTime mUnreachableSince;
    QTimer *mChangesTimer = nullptr;
    QTimer *mLeaseTimer = nullptr;
    bool mChangesScheduled = false;
    Error mError = Error::None;
    QString mErrorString;
};

} // namespace vedette

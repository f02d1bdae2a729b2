#pragma once

#include "journal/journalevent.h"
#include "store/campaignrecords.h"
#include "store/journalentry.h"
#include "table/scenario.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

namespace vedette::store {

// `PRAGMA application_id` of every campaign file: "VEDT". SQLite files with
// another id are not Vedette campaigns and are refused without being written.
inline constexpr qint32 ApplicationId = 0x56454454;

// One step of the referee's work, written in ONE SQLite transaction: the table
// after the step, the journal entries it produced, the battle's turn, and any
// game states it changed. The document calls commit() after every undo-stack
// step (do, undo and redo alike) with the table as it now is; the store works
// out which sides, units, terrain, zones and markers were added, changed or
// removed since its last write and writes only those.
struct Commit
{
    qint64 battle = 0;                       // 0 = campaign-wide (no table)
    const table::Scenario *table = nullptr;  // the battle's table now; nullptr = unchanged
    QList<journal::JournalEvent> events;     // appended in order; time stamped if invalid
    std::optional<int> turn;                 // the battle's current bound/turn, if it moved
    // The battle's state of play after the step (written when it differs from
    // the stored one); its turn becomes the battle's turn.
    std::optional<PlayRecord> play;
    QList<GameState> games;                  // game states to save (id 0 = insert)
    // The events belong to games[eventsGame] (a solo or card game; `battle`
    // must be 0); -1: they belong to `battle`.
    int eventsGame = -1;
    // Undo and redo: entries this step voids (their `voided_by` becomes the
    // step's first new entry, which must exist) and entries it reinstates
    // (`voided_by` cleared: the step they belonged to was redone).
    QList<qint64> voids;
    QList<qint64> reinstates;
    std::optional<HouseRulesWrite> houseRules; // written with the step, when set
};

// A campaign: a file (.vedette, one SQLite database) or a database on a
// PostgreSQL server (a `postgresql://` URI, see CampaignLocation), opened
// through Qt SQL. Every call that takes a path takes such a URI as well, and
// the campaign behaves the same on either. Errors are reported by value: a
// failing call returns false / nullopt and error() / errorString() say why.
// Every write happens in one transaction, so killing the program loses at
// most the step in flight.
//
// Opening never changes a campaign that is refused: a file from a newer
// Vedette, a foreign or damaged file are left byte for byte as they were, and
// a server's database that holds no campaign (or a newer one) is only read.
// A file open in another Vedette (its QLockFile "<file>.lock" is held) is
// refused in ReadWrite mode with Error::Locked; open it again with
// Mode::ReadOnly, in which every write is refused with Error::ReadOnly.
//
// On a server several referees write one campaign at once, each his own
// battle: takeLease() says who plays a battle, a step on a battle leased to
// another is refused (Error::Leased), and changes() tells a referee what the
// others wrote. A step cut off by a lost connection or a serialization
// failure is tried once more with the same step id (never written twice).
class CampaignStore
{
public:
    enum class Mode { ReadWrite, ReadOnly };

    enum class Error {
        None,
        NotFound,    // no such file
        NotVedette,  // not an SQLite database, or one with another application id
        Damaged,     // integrity check failed, truncated, unreadable
        TooNew,      // written by a newer Vedette (schema version too high)
        Locked,      // open in another Vedette: offer Mode::ReadOnly
        NotWritable, // file or folder cannot be written: offer Mode::ReadOnly
        ReadOnly,    // a write was asked of a campaign opened read-only
        Exists,      // create() or saveCopy() would overwrite a file
        Invalid,     // bad input: scenario JSON, unknown id, an address that does not parse, ...
        Database,    // the database engine reported an error
        Unreachable, // the server cannot be reached, or the connection was lost and not regained
        Denied,      // the server refused the user or the password
        Leased,      // the battle is played by another referee (a server's lease)
    };

    CampaignStore();
    ~CampaignStore();
    CampaignStore(const CampaignStore &) = delete;
    CampaignStore &operator=(const CampaignStore &) = delete;

    // The schema version this Vedette writes (the number of migrations).
    static int schemaVersion();

    // Creates a new, empty campaign and opens it read-write: a file (refuses
    // to overwrite an existing one) or a server's empty database (refuses
    // one that holds anything).
    bool create(const QString &location, const QString &campaignName);
    // Opens an existing campaign (integrity check, version check, lock).
    // An older file is migrated after copying it aside as
    // "<name>.before-v<N>.vedette" (N = the version migrated to); a server's
    // campaign is migrated in one transaction (its backups are pg_dump's).
    bool open(const QString &location, Mode mode = Mode::ReadWrite);
    void close();

    bool isOpen() const;
    bool isReadOnly() const;
    // The file's path or the server's URI, as open() takes it.
    QString filePath() const;
    // A short name for titles: the file's base name or the database's name.
    QString displayName() const;
    Error error() const;
    QString errorString() const;
    // The schema version the file had when opened (before any migration).
    int fileSchemaVersion() const;
    // The copy made before migrating on the last open(), empty if none.
    QString migrationBackupPath() const;
    // Whether full-text search uses SQLite's FTS5 index (else a slower LIKE scan).
    bool hasFullTextIndex() const;

    QString campaignName() const;
    // SQLite's data version of this connection: it moves whenever another
    // connection (another program, or another store on the same file)
    // commits, so a follower knows when to re-read. When it moved, what
    // this store remembers of tables and states of play is forgotten, so
    // the next loadBattle() and play() read the file. Nothing when closed.
    std::optional<qint64> dataVersion() const;
    bool setCampaignName(const QString &name);

    // A consistent copy of the whole campaign (Save As) to a new file or an
    // empty server database; works read-only too. The open campaign stays
    // the same one.
    bool saveCopy(const QString &target);
    // The whole campaign at `from` copied to `to` (a new file, or a server's
    // empty database), in one transaction: `vedette-cli campaign copy`.
    // Refuses a target that holds anything (Error::Exists), and leaves it as
    // it was on any failure.
    static bool copy(const QString &from, const QString &to, Error *error = nullptr, QString *errorString = nullptr);

    // --- Scenarios -------------------------------------------------------
    QList<ScenarioInfo> scenarios() const;
    std::optional<ScenarioInfo> scenarioInfo(qint64 scenarioId) const;
    std::optional<qint64> addScenario(const table::Scenario &scenario, const QString &source = {});
    // Validates with core/table's scenario reader; its messages land in errorString().
    std::optional<qint64> importScenarioJson(const QByteArray &json, const QString &source = {});
    std::optional<table::Scenario> scenario(qint64 scenarioId) const;
    std::optional<QByteArray> exportScenarioJson(qint64 scenarioId) const;

    // --- Battles ---------------------------------------------------------
    QList<BattleInfo> battles() const;
    QList<BattleInfo> battlesOf(qint64 scenarioId) const;
    std::optional<BattleInfo> battleInfo(qint64 battleId) const;
    // Copies the scenario's table into a new battle (and logs "battle.start").
    std::optional<qint64> startBattle(const NewBattle &options);
    // The battle's table exactly as last committed.
    std::optional<table::Scenario> loadBattle(qint64 battleId) const;
    // The battle's current table as scenario JSON (to export or to make a new scenario).
    std::optional<QByteArray> exportBattleJson(qint64 battleId) const;
    bool renameBattle(qint64 battleId, const QString &name);
    // The referee chose another seed for the battle's dice (0 is refused: it means "fresh").
    bool setBattleDiceSeed(qint64 battleId, std::uint64_t seed);
    // The battle's state of play as last committed; nothing for a battle at
    // set-up (never played, or a file older than schema version 3).
    std::optional<PlayRecord> play(qint64 battleId) const;

    // --- Autosave --------------------------------------------------------
    // Writes one step in one transaction (see Commit). On failure nothing of
    // the step is written.
    bool commit(const Commit &step);
    // Ids of the journal entries written by the last successful commit().
    QList<qint64> lastEntryIds() const;
    // Ids of the game states saved by the last successful commit(), in the
    // order of Commit::games (new ones get theirs there).
    QList<qint64> lastGameIds() const;

    // --- Several referees (a server) --------------------------------------
    // How long a lease lasts unless renewed; renewLeases() is due every third of it.
    static constexpr int LeaseSeconds = 60;
    // Takes the battle for play, or renews this program's lease on it. False
    // with Error::Leased (errorString() names who has it) when another
    // referee's lease runs. On a file, always true: its lock file already
    // lets one program write.
    bool takeLease(qint64 battleId);
    // Renews every lease this program holds; false when one was lost (taken
    // after it ran out) or the server cannot be reached.
    bool renewLeases();
    // Gives the battle up (closing gives them all up).
    void releaseLease(qint64 battleId);
    // Who else plays the battle now; nothing when it is free, this program's,
    // or the campaign is a file.
    std::optional<LeaseInfo> lease(qint64 battleId) const;
    // What other programs wrote since the last call, re-read by revision (a
    // server's `battle.revision`, a file's data version): a notification
    // that never arrives delays news until the next call, and loses none.
    // The first call after open() marks where the campaign stands and
    // returns nothing; this program's own steps are never news.
    Changes changes();
    // Calls `notify` when a server says another program wrote a step (then
    // call changes()). Needs an event loop. False on a file: poll changes().
    bool watch(const std::function<void()> &notify);
    // Tests only: the next step committed on a server loses its answer (the
    // connection drops right after the server committed it).
    static void loseNextCommitAnswerForTest();

    // --- Game states and house rules (JSON kept for their owners) --------
    std::optional<qint64> saveGame(const GameState &game);
    std::optional<GameState> game(qint64 gameId) const;
    QList<GameState> games(const QString &kind = {}) const; // newest first, states included
    // House rules of a rule system, for one scenario or campaign-wide
    // (scenarioId 0). house rules of a scenario fall back to campaign-wide ones.
    QJsonObject houseRules(const QString &ruleSystem, qint64 scenarioId = 0) const;
    bool setHouseRules(const QString &ruleSystem, const QJsonObject &rules, qint64 scenarioId = 0);

    // --- The campaign log ------------------------------------------------
    QList<JournalEntry> journal(const JournalFilter &filter = {}) const;
    qint64 journalCount(const JournalFilter &filter = {}) const;
    std::optional<JournalEntry> journalEntry(qint64 entryId) const;
    // The distinct kinds in the log, for filter menus.
    QStringList journalKinds() const;
    // The names of one battle's sides, generals and units (of every
    // battle's without one), keyed by battleActorKey(battle, id): the log
    // names the actors of every battle.
    QHash<QString, QString> battleActorNames(std::optional<qint64> battle = std::nullopt) const;
    // A referee's note (kind "note"); battle 0 = campaign-wide.
    std::optional<qint64> addNote(qint64 battleId, int turn, const QString &text, const QString &visibility = {});
    // Voids a mistaken entry: writes a "void" entry (detail {"voids": id,
    // "reason": ...}) and marks the entry voided by it. Nothing is deleted.
    // An entry cannot be voided twice, nor a void entry voided.
    std::optional<qint64> voidEntry(qint64 entryId, const QString &reason);

    // --- Templates of units and divisions (schema 3) ----------------------
    // Stores a template (id 0: a new one, else replaces that one). Refused
    // (Error::Invalid) without a name, with a kind other than "unit" or
    // "division", or with data table::TemplateJson cannot read.
    std::optional<qint64> saveTemplate(const UnitTemplate &unitTemplate);
    // Sorted by name; an empty filter matches everything.
    QList<UnitTemplate> templates(const QString &ruleSystem = {}, const QString &kind = {}) const;
    std::optional<UnitTemplate> unitTemplate(qint64 templateId) const;
    bool removeTemplate(qint64 templateId);

private:
    // What one try of a step wrote before its end (its entries' and new games' ids).
    struct Attempt
    {
        QList<qint64> entries;
        QList<qint64> games;
    };
    // One try of a step; `before`: the try whose answer was lost, when this is the second.
    bool commitOnce(const Commit &step, const QString &stepId, const Attempt *before, Attempt &attempt);

    class Private;
    std::unique_ptr<Private> d;
};

} // namespace vedette::store

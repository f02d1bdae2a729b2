#pragma once

#include "journal/journalevent.h"
#include "store/campaignrecords.h"
#include "store/journalentry.h"
#include "table/scenario.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

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

// A campaign file (.vedette): one SQLite database opened through Qt SQL.
// Errors are reported by value: a failing call returns false / nullopt and
// error() / errorString() say why. Every write happens in one transaction,
// so killing the program loses at most the step in flight.
//
// Opening never changes a file that is refused: a file from a newer Vedette,
// a foreign or damaged file are left byte for byte as they were. A file open
// in another Vedette (its QLockFile "<file>.lock" is held) is refused in
// ReadWrite mode with Error::Locked; open it again with Mode::ReadOnly, in
// which every write is refused with Error::ReadOnly.
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
        Invalid,     // bad input: scenario JSON, unknown id, ...
        Database,    // SQLite reported an error
    };

    CampaignStore();
    ~CampaignStore();
    CampaignStore(const CampaignStore &) = delete;
    CampaignStore &operator=(const CampaignStore &) = delete;

    // The schema version this Vedette writes (the number of migrations).
    static int schemaVersion();

    // Creates a new, empty campaign file and opens it read-write. Refuses to
    // overwrite an existing file.
    bool create(const QString &path, const QString &campaignName);
    // Opens an existing campaign (integrity check, version check, lock).
    // An older schema is migrated after copying the file aside as
    // "<name>.before-v<N>.vedette" (N = the version migrated to).
    bool open(const QString &path, Mode mode = Mode::ReadWrite);
    void close();

    bool isOpen() const;
    bool isReadOnly() const;
    QString filePath() const;
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

    // A consistent copy of the whole campaign (Save As); works read-only too.
    // The open campaign stays the same file.
    bool saveCopy(const QString &targetPath);

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
    class Private;
    std::unique_ptr<Private> d;
};

} // namespace vedette::store

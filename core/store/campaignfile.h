#pragma once

#include "store/campaignlocation.h"
#include "store/campaignstore.h"

#include <QDeadlineTimer>
#include <QMetaObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>

#include <functional>
#include <map>
#include <memory>
#include <optional>

struct sqlite3;

namespace vedette::store {

class CampaignLock;
class Dialect;
class LogCheck;
class SqlStatement;

// The campaign's database, a file or a server: its connection, the checks
// that refuse a damaged, newer or foreign campaign unchanged, the
// migrations, the lock (a file's), the connection regained after a server
// restart, and the error of the last call. The table writer and the journal
// queries read and write through it, and ask its dialect() for what differs
// between the engines; CampaignStore puts them together.
//
// The server's side (connecting, checking what a database holds, creating a
// campaign in one) is in campaignserver.cpp.
class CampaignFile
{
public:
    using Error = CampaignStore::Error;
    using Mode = CampaignStore::Mode;

    CampaignFile();
    ~CampaignFile();
    CampaignFile(const CampaignFile &) = delete;
    CampaignFile &operator=(const CampaignFile &) = delete;

    // Creates a new campaign and opens it read-write. `fill`, when given,
    // writes the campaign's rows (the `campaign` row included) instead of a
    // new campaign row, in the same transaction as a server's schema: a copy.
    bool create(const CampaignLocation &location, const QString &campaignName, const std::function<bool()> &fill = {});
    bool open(const CampaignLocation &location, Mode mode);
    void close();
    // A file's copy made by SQLite (VACUUM INTO); a server's is made by CampaignCopy.
    bool saveCopy(const QString &targetPath);

    // Open: the campaign is (its server's connection may be lost for a while).
    bool isOpen() const { return mOpen; }
    bool isReadOnly() const { return mReadOnly; }
    // The path, or the server's URI.
    QString path() const { return mLocation.toString(); }
    const CampaignLocation &location() const { return mLocation; }
    const Dialect &dialect() const { return *mDialect; }
    int fileVersion() const { return mFileVersion; }
    QString backupPath() const { return mBackupPath; }
    bool hasFullTextIndex() const { return mFts; }
    Error error() const { return mError; }
    QString errorString() const { return mErrorString; }
    QSqlDatabase &db() { return mDb; }

    // Sets the error and returns false, for `return fail(...)`.
    bool fail(Error error, const QString &message);
    bool failQuery(const QSqlQuery &query);
    void clearError();
    // Whether the last failure may pass when the whole step is tried again
    // (a server's serialization failure, deadlock or lost connection).
    bool mayRetry() const { return mRetryable; }
    // Whether the last failure was the connection lost (not a refusal).
    bool lostConnection() const { return mLost; }
    // A server's connection made again after it was lost (the server
    // restarted): waits up to ReconnectSeconds for it. Every prepared
    // statement is gone with the old one, and the notifications are listened
    // to again. False, with the error set, when the server stays away.
    bool reconnect(int seconds = ReconnectSeconds);
    static constexpr int ReconnectSeconds = 5;
    // A server's connection made again when it was lost, trying for up to
    // `seconds` (0: once); true at once when it is up, and on a file.
    bool ensureConnected(int seconds = ReconnectSeconds);
    static constexpr int QuietSeconds = 10;

    // Calls `changed` with the payload of every notification of a step
    // ("battle:revision") another program wrote; a server only (false on a
    // file, whose readers follow its data version). Needs an event loop.
    bool listen(const std::function<void(const QString &payload)> &changed);
    // SQLite's PRAGMA data_version: moves when another connection wrote the file.
    qint64 dataVersion();
    // How many rows this connection has written since it was opened
    // (SQLite's total_changes; 0 on a server).
    qint64 ownChanges() const;
    // False (with the error set) when nothing may be written now.
    bool writable();
    bool readable() const { return mOpen; }

    // A prepared statement, kept for reuse (autosave writes the same few
    // statements thousands of times).
    QSqlQuery &prepared(const QString &sql);
    // Runs a query once with its values for the `?` in `sql`. On a file it is
    // prepared and bound; on a server the values are written into the SQL as
    // QPSQL writes them into its EXECUTE (the same escaping), so that a
    // read is one round trip, not PREPARE, EXECUTE and DEALLOCATE.
    bool run(QSqlQuery &query, const QString &sql, const QVariantList &values = {});
    // The same through SQLite's C API on the connection's own handle, for the
    // statements of every step (see SqlStatement).
    SqlStatement &statement(const QString &sql);
    // Fails with the statement's error (Damaged when SQLite says so), for `return failStatement(...)`.
    bool failStatement(const SqlStatement &statement);
    // The rowid of the last row inserted on this connection (a file's).
    qint64 lastInsertId() const;
    // The id of the row `query` inserted, prepared with dialect().insertGivingId().
    qint64 insertedId(QSqlQuery &query) const;

    // One transaction: begin(), then end() to commit or abort() to roll back
    // (abort returns false, for `return abort()`).
    bool begin();
    bool end();
    bool abort();
    // Tests only: the next COMMIT on a server goes through, and then its
    // answer is "lost" (the connection dropped), as when a server restarts
    // at that moment; the step's second try must find it written.
    static inline bool sLoseNextCommitAnswer = false;
    // A read-only transaction that sees the campaign at one moment (a
    // server's REPEATABLE READ; a file's reads already do), for a copy.
    bool beginSnapshot();
    // A server's step: BEGIN and the claim of Dialect::beginAndClaimSql() in
    // one round trip. *revision: the claim's, or nothing when it was refused
    // (the transaction is open either way).
    bool beginWithClaim(const QString &sql, std::optional<qint64> *revision);

private:
    // `immutable`: read-only, and SQLite creates nothing beside the file
    // (no -wal, no -shm), for checking a file nobody has open.
    bool openConnection(const QString &path, bool readOnly, bool immutable = false);
    void closeConnection();
    bool createFile(const QString &path, const QString &campaignName, const std::function<bool()> &fill);
    bool openFile(const QString &path, Mode mode);

    // campaignserver.cpp
    bool connectServer(const CampaignLocation &location, bool readOnly);
    bool failConnection(const CampaignLocation &location, const QString &serverText);
    bool createOnServer(const CampaignLocation &location, const QString &campaignName, const std::function<bool()> &fill);
    bool openOnServer(const CampaignLocation &location, Mode mode);
    // What a server's database holds: nothing, a campaign (its version), or something else.
    enum class Contents { Empty, Campaign, Other, Unreadable };
    // `campaignRow`: whether the campaign's own row is there, when the first
    // look could tell (nullopt: not asked, or the stamp was found the long way).
    Contents serverContents(int *version, std::optional<bool> *campaignRow = nullptr);
    void subscribe();
    QString serverName() const;

    const Dialect *mDialect;
    CampaignLocation mLocation;
    QSqlDatabase mDb;
    QString mConnectionName;
    std::map<QString, std::unique_ptr<QSqlQuery>> mQueries;
    std::map<QString, std::unique_ptr<SqlStatement>> mStatements;
    // The last statement the engine refused to prepare (its exec() fails).
    std::unique_ptr<QSqlQuery> mRefusedQuery;
    std::unique_ptr<SqlStatement> mRefusedStatement;
    sqlite3 *mHandle = nullptr;
    std::unique_ptr<CampaignLock> mLock;
    // The check of the log's tables still running or done (read-write only).
    std::unique_ptr<LogCheck> mLogCheck;
    bool mLogDamaged = false;
    QString mPath;
    bool mOpen = false;
    // The claims are prepared on the server's connection (once per connection).
    bool mClaimsPrepared = false;
    // Why the last connection to a server failed (the reason and libpq's words).
    QString mConnectReason;
    // When a look that does not wait may try the lost server again.
    QDeadlineTimer mQuietUntil;
    bool mReadOnly = false;
    bool mLost = false;
    bool mRetryable = false;
    std::function<void(const QString &)> mListener;
    QMetaObject::Connection mNotifications;
    bool mFts = false;
    int mFileVersion = 0;
    QString mBackupPath;
    Error mError = Error::None;
    QString mErrorString;
};

} // namespace vedette::store

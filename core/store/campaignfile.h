#pragma once

#include "store/campaignstore.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>

#include <map>
#include <memory>

class QLockFile;
struct sqlite3;

namespace vedette::store {

class LogCheck;
class SqlStatement;

// The campaign file itself: its SQLite connection, the checks that refuse a
// damaged, newer or foreign file byte for byte unchanged, the migrations, the
// lock, and the error of the last call. The table writer and the journal
// queries read and write through it; CampaignStore puts them together.
class CampaignFile
{
public:
    using Error = CampaignStore::Error;
    using Mode = CampaignStore::Mode;

    CampaignFile();
    ~CampaignFile();
    CampaignFile(const CampaignFile &) = delete;
    CampaignFile &operator=(const CampaignFile &) = delete;

    bool create(const QString &path, const QString &campaignName);
    bool open(const QString &path, Mode mode);
    void close();
    bool saveCopy(const QString &targetPath);

    bool isOpen() const { return mDb.isOpen(); }
    bool isReadOnly() const { return mReadOnly; }
    QString path() const { return mPath; }
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
    // False (with the error set) when nothing may be written now.
    bool writable();
    bool readable() const { return mDb.isOpen(); }

    // A prepared statement, kept for reuse (autosave writes the same few
    // statements thousands of times).
    QSqlQuery &prepared(const QString &sql);
    // The same through SQLite's C API on the connection's own handle, for the
    // statements of every step (see SqlStatement).
    SqlStatement &statement(const QString &sql);
    // Fails with the statement's error (Damaged when SQLite says so), for `return failStatement(...)`.
    bool failStatement(const SqlStatement &statement);
    // The rowid of the last row inserted on this connection.
    qint64 lastInsertId() const;

    // One transaction: begin(), then end() to commit or abort() to roll back
    // (abort returns false, for `return abort()`).
    bool begin();
    bool end();
    bool abort();

private:
    // `immutable`: read-only, and SQLite creates nothing beside the file
    // (no -wal, no -shm), for checking a file nobody has open.
    bool openConnection(const QString &path, bool readOnly, bool immutable = false);
    void closeConnection();

    QSqlDatabase mDb;
    QString mConnectionName;
    std::map<QString, std::unique_ptr<QSqlQuery>> mQueries;
    std::map<QString, std::unique_ptr<SqlStatement>> mStatements;
    sqlite3 *mHandle = nullptr;
    std::unique_ptr<QLockFile> mLock;
    // The check of the log's tables still running or done (read-write only).
    std::unique_ptr<LogCheck> mLogCheck;
    bool mLogDamaged = false;
    QString mPath;
    bool mReadOnly = false;
    bool mFts = false;
    int mFileVersion = 0;
    QString mBackupPath;
    Error mError = Error::None;
    QString mErrorString;
};

} // namespace vedette::store

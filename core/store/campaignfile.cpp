#include "campaignfile.h"

#include "campaignlock.h"
#include "dialect.h"
#include "logcheck.h"
#include "migrations.h"
#include "sqlstatement.h"
#include "storevalues.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlField>
#include <QUrl>
#include <QtEndian>

#include <sqlite3.h>

#include <atomic>
#include <utility>

using namespace Qt::StringLiterals;

namespace vedette::store {

namespace {

std::atomic<int> connectionCounter{0};

// SQLITE_CORRUPT or SQLITE_NOTADB (Qt gives SQLite's result code as the native code).
// The campaign log's tables (the journal, its actors and rolls, and the
// full-text index's own tables): checked after open() by a LogCheck.
bool isLogTable(const QString &table)
{
    static const QStringList log{u"journal"_s, u"journal_actor"_s, u"roll"_s};
    return log.contains(table) || table.startsWith(u"journal_fts"_s);
}

// How every read-write connection writes: WAL, and each commit synced to
// disk (synchronous = FULL) before the step counts as written.
//
// The WAL is copied into the file (a checkpoint) every CheckpointPages pages
// instead of SQLite's 1,000. Durability is the same (the commit is synced
// either way); what changes is how long the WAL keeps growing after an open:
// a step that makes the file longer costs its fsync a second write (the
// file's size and new blocks), one that writes over a WAL already that long
// does not. With 1,000 pages and ~3 pages a step the first ~330 steps of
// every session paid that; with 100 pages, the first ~33 (a checkpoint of
// the few pages that changed costs one more fsync every ~33 steps).
constexpr int CheckpointPages = 100;

bool setWriteMode(QSqlQuery &query)
{
    return query.exec(u"PRAGMA journal_mode = WAL"_s) && query.exec(u"PRAGMA synchronous = FULL"_s)
        && query.exec(u"PRAGMA foreign_keys = ON"_s) && query.exec(u"PRAGMA wal_autocheckpoint = %1"_s.arg(CheckpointPages));
}

bool isDamage(const QSqlError &error)
{
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok) & 0xff;
    return ok && (code == 11 || code == 26);
}

} // namespace

CampaignFile::CampaignFile()
    : mDialect(&Dialect::sqlite())
{
}

CampaignFile::~CampaignFile()
{
    mLogCheck.reset();
    closeConnection();
}

bool CampaignFile::fail(Error error, const QString &message)
{
    mError = error;
    mErrorString = message;
    return false;
}

bool CampaignFile::failQuery(const QSqlQuery &query)
{
    const QSqlError error = query.lastError();
    fail(Error::Database, mDialect->isServer()
             ? Tr::tr("The campaign %1 could not be written or read: %2").arg(serverName(), error.text())
             : Tr::tr("The campaign file could not be written or read: %1").arg(error.text()));
    mRetryable = mDialect->isRetryable(error, mDb.isOpen());
    mLost = mDialect->isConnectionLoss(error, mDb.isOpen());
    return false;
}

void CampaignFile::clearError()
{
    mError = Error::None;
    mErrorString.clear();
    mRetryable = false;
    mLost = false;
}

bool CampaignFile::writable()
{
    if (!mOpen)
        return fail(Error::Invalid, Tr::tr("No campaign is open."));
    if (mReadOnly)
        return fail(Error::ReadOnly, Tr::tr("The campaign is open read-only; nothing can be changed."));
    if (mLogCheck && mLogCheck->verdict() == LogCheck::Verdict::Damaged)
        mLogDamaged = true;
    if (mLogDamaged) {
        return fail(Error::Damaged, Tr::tr("%1 is damaged: part of its log cannot be read. Nothing more is written to it; "
                                           "it has not been changed since it was opened. A backup copy may hold the campaign.")
                                        .arg(QDir::toNativeSeparators(mPath)));
    }
    return true;
}

QSqlQuery &CampaignFile::prepared(const QString &sql)
{
    auto it = mQueries.find(sql);
    if (it == mQueries.end()) {
        auto query = std::make_unique<QSqlQuery>(mDb);
        // A statement the engine refused to prepare is not kept (it is
        // prepared again next time, on the connection then); its exec()
        // fails, and the caller reports that.
        if (!query->prepare(sql)) {
            mRefusedQuery = std::move(query);
            return *mRefusedQuery;
        }
        it = mQueries.emplace(sql, std::move(query)).first;
    }
    return *it->second;
}

bool CampaignFile::run(QSqlQuery &query, const QString &sql, const QVariantList &values)
{
    if (!mDialect->isServer()) {
        if (!query.prepare(sql))
            return false;
        for (const QVariant &value : values)
            query.addBindValue(value);
        return query.exec();
    }
    // The store's SQL has `?` only as placeholders (never in a literal).
    QString text;
    text.reserve(sql.size() + 16 * values.size());
    qsizetype next = 0;
    for (const QChar c : sql) {
        if (c != u'?') {
            text += c;
            continue;
        }
        QSqlField field(QString(), values.value(next).metaType());
        if (!values.value(next).isNull())
            field.setValue(values.value(next));
        text += mDb.driver()->formatValue(field);
        ++next;
    }
    return query.exec(text);
}

SqlStatement &CampaignFile::statement(const QString &sql)
{
    auto it = mStatements.find(sql);
    if (it == mStatements.end()) {
        std::unique_ptr<SqlStatement> statement;
        if (mDialect->isServer())
            statement = std::make_unique<ServerStatement>(mDb, sql);
        else
            statement = std::make_unique<SQLiteStatement>(mHandle, sql);
        if (!statement->isValid()) {
            mRefusedStatement = std::move(statement);
            return *mRefusedStatement;
        }
        it = mStatements.emplace(sql, std::move(statement)).first;
    }
    return *it->second;
}

qint64 CampaignFile::lastInsertId() const
{
    return mHandle ? sqlite3_last_insert_rowid(mHandle) : 0;
}

qint64 CampaignFile::insertedId(QSqlQuery &query) const
{
    if (!mDialect->isServer())
        return query.lastInsertId().toLongLong();
    const qint64 id = query.next() ? query.value(0).toLongLong() : 0;
    query.finish();
    return id;
}

bool CampaignFile::failStatement(const SqlStatement &statement)
{
    fail(statement.isDamage() ? Error::Damaged : Error::Database,
         mDialect->isServer() ? Tr::tr("The campaign %1 could not be written or read: %2").arg(serverName(), statement.errorText())
                              : Tr::tr("The campaign file could not be written or read: %1").arg(statement.errorText()));
    mRetryable = mDialect->isRetryable(statement.error(), mDb.isOpen());
    mLost = mDialect->isConnectionLoss(statement.error(), mDb.isOpen());
    return false;
}

// BEGIN, COMMIT and ROLLBACK as statements prepared once on a file: Qt's
// transaction() and commit() prepare and finalise them on every step. On a
// server they are plain commands (which cannot be prepared), and Qt's
// commit() also sees a COMMIT the server turned into a ROLLBACK.
bool CampaignFile::begin()
{
    if (mDialect->isServer()) {
        if (mDb.transaction())
            return true;
        fail(Error::Database, Tr::tr("Cannot start writing the campaign: %1").arg(mDb.lastError().text()));
        mRetryable = mDialect->isRetryable(mDb.lastError(), mDb.isOpen());
        mLost = mDialect->isConnectionLoss(mDb.lastError(), mDb.isOpen());
        return false;
    }
    SqlStatement &begin = statement(u"BEGIN"_s);
    if (!begin.exec())
        return fail(Error::Database, Tr::tr("Cannot start writing the campaign: %1").arg(begin.errorText()));
    return true;
}

bool CampaignFile::end()
{
    if (mDialect->isServer()) {
        if (mDb.commit()) {
            if (!std::exchange(sLoseNextCommitAnswer, false))
                return true;
            closeConnection();
            fail(Error::Unreachable, u"the connection was lost after COMMIT (a test's)"_s);
            mRetryable = true;
            mLost = true;
            return false;
        }
        const QSqlError error = mDb.lastError();
        abort();
        fail(Error::Database, Tr::tr("Cannot write the campaign: %1").arg(error.text()));
        mRetryable = mDialect->isRetryable(error, mDb.isOpen());
        mLost = mDialect->isConnectionLoss(error, mDb.isOpen());
        return false;
    }
    SqlStatement &commit = statement(u"COMMIT"_s);
    if (!commit.exec()) {
        const QString message = commit.errorText();
        abort();
        return fail(Error::Database, Tr::tr("Cannot write the campaign: %1").arg(message));
    }
    return true;
}

bool CampaignFile::abort()
{
    if (mDialect->isServer()) {
        // A lost connection has nothing left to roll back.
        if (mDb.isOpen())
            mDb.rollback();
        return false;
    }
    // Nothing to roll back when SQLite has already ended the transaction (a failed COMMIT may).
    if (mHandle && !sqlite3_get_autocommit(mHandle) && !statement(u"ROLLBACK"_s).exec())
        mDb.rollback();
    return false;
}

bool CampaignFile::beginWithClaim(const QString &sql, std::optional<qint64> *revision)
{
    QSqlQuery query(mDb);
    if (!mClaimsPrepared) {
        for (const QString &statement : mDialect->claimStatements()) {
            if (!query.exec(statement))
                return failQuery(query);
        }
        mClaimsPrepared = true;
    }
    // Two results: BEGIN's, then the claim's.
    if (!query.exec(sql))
        return failQuery(query);
    if (!query.nextResult()) {
        failQuery(query);
        query.finish();
        return abort();
    }
    *revision = query.next() ? std::optional<qint64>(query.value(0).toLongLong()) : std::nullopt;
    query.finish();
    return true;
}

bool CampaignFile::beginSnapshot()
{
    if (!mDialect->isServer())
        return begin();
    QSqlQuery query(mDb);
    if (query.exec(u"BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY"_s))
        return true;
    return failQuery(query);
}

qint64 CampaignFile::ownChanges() const
{
    return mHandle && !mDialect->isServer() ? sqlite3_total_changes64(mHandle) : 0;
}

qint64 CampaignFile::dataVersion()
{
    if (mDialect->isServer() || !mOpen)
        return 0;
    QSqlQuery &query = prepared(u"PRAGMA data_version"_s);
    qint64 version = 0;
    if (query.exec() && query.next())
        version = query.value(0).toLongLong();
    query.finish();
    return version;
}

bool CampaignFile::openConnection(const QString &path, bool readOnly, bool immutable)
{
    closeConnection();
    if (!QSqlDatabase::isDriverAvailable(u"QSQLITE"_s))
        return fail(Error::Database, Tr::tr("Qt's SQLite driver (QSQLITE) is missing; install the package libqt6sql6-sqlite."));
    mConnectionName = u"vedette-store-%1"_s.arg(connectionCounter.fetch_add(1));
    mDb = QSqlDatabase::addDatabase(u"QSQLITE"_s, mConnectionName);
    if (immutable) {
        // A URI filename: the path percent-encoded, so '?', '#' and '%' in it stay part of the name.
        mDb.setDatabaseName(QUrl::fromLocalFile(path).toString(QUrl::FullyEncoded) + u"?immutable=1"_s);
        mDb.setConnectOptions(u"QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI"_s);
    } else {
        mDb.setDatabaseName(path);
        mDb.setConnectOptions(readOnly ? u"QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=5000"_s : u"QSQLITE_BUSY_TIMEOUT=5000"_s);
    }
    if (!mDb.open()) {
        const QString message = mDb.lastError().text();
        closeConnection();
        return fail(Error::Database, Tr::tr("Cannot open %1: %2").arg(QDir::toNativeSeparators(path), message));
    }
    // QSQLITE hands out its sqlite3* (the system's libsqlite3, which this library links too).
    const QVariant handle = mDb.driver()->handle();
    if (handle.isValid() && qstrcmp(handle.typeName(), "sqlite3*") == 0)
        mHandle = *static_cast<sqlite3 *const *>(handle.constData());
    if (!mHandle) {
        closeConnection();
        // SQLite's own messages are not translated either; this one names what is missing.
        return fail(Error::Database, Tr::tr("Cannot open %1: %2").arg(QDir::toNativeSeparators(path), u"QSQLITE gives no sqlite3* handle"_s));
    }
    return true;
}

void CampaignFile::closeConnection()
{
    QObject::disconnect(mNotifications);
    mNotifications = {};
    mClaimsPrepared = false;
    // SQLite will not close with statements left: they go first. QPSQL's
    // prepared queries would each send a DEALLOCATE as they go (and warn
    // when the connection is lost): the driver goes first, and its
    // connection takes its prepared statements with it.
    const bool server = mDb.driverName() == u"QPSQL"_s;
    auto dropStatements = [this] {
        mQueries.clear();
        mRefusedQuery.reset();
        mRefusedStatement.reset();
        mStatements.clear();
    };
    if (!server)
        dropStatements();
    mHandle = nullptr;
    if (!mConnectionName.isEmpty()) {
        if (!server)
            mDb.close();
        mDb = QSqlDatabase();
        QSqlDatabase::removeDatabase(mConnectionName);
        mConnectionName.clear();
    }
    dropStatements();
}

bool CampaignFile::create(const CampaignLocation &location, const QString &campaignName, const std::function<bool()> &fill)
{
    close();
    clearError();
    if (!location.isValid())
        return fail(Error::Invalid, location.errorString());
    if (location.isServer()) {
        mOpen = createOnServer(location, campaignName, fill);
        return mOpen;
    }
    mDialect = &Dialect::sqlite();
    if (!createFile(location.filePath(), campaignName, fill))
        return false;
    mLocation = location;
    mOpen = true;
    return true;
}

bool CampaignFile::createFile(const QString &path, const QString &campaignName, const std::function<bool()> &fill)
{
    const QFileInfo info(path);
    const QString absolute = info.absoluteFilePath();
    if (info.exists())
        return fail(Error::Exists, Tr::tr("%1 already exists; a new campaign never overwrites a file.").arg(QDir::toNativeSeparators(absolute)));
    if (!QDir().mkpath(info.absolutePath()))
        return fail(Error::NotWritable, Tr::tr("Cannot create the folder %1.").arg(QDir::toNativeSeparators(info.absolutePath())));

    auto lock = std::make_unique<CampaignLock>(absolute + u".lock"_s);
    if (lock->tryLock() != CampaignLock::Status::Locked)
        return fail(Error::Locked, Tr::tr("%1 is being created by another Vedette.").arg(QDir::toNativeSeparators(absolute)));

    auto removeFailed = [&] {
        closeConnection();
        QFile::remove(absolute);
        QFile::remove(absolute + u"-wal"_s);
        QFile::remove(absolute + u"-shm"_s);
        return false;
    };
    if (!openConnection(absolute, false))
        return removeFailed();
    {
        QSqlQuery query(mDb);
        if (!setWriteMode(query)) {
            failQuery(query);
            return removeFailed();
        }
    }
    QString error;
    if (!Migrations::apply(mDb, *mDialect, 0, CampaignStore::schemaVersion(), &error)) {
        fail(Error::Database, error);
        return removeFailed();
    }
    if (fill) {
        // A copy: the file is new, so a failed fill leaves nothing behind.
        if (!begin())
            return removeFailed();
        if (!fill()) {
            abort();
            return removeFailed();
        }
        if (!end())
            return removeFailed();
    } else {
        QSqlQuery query(mDb);
        query.prepare(u"INSERT INTO campaign (id, name, created, created_by) VALUES (1, ?, ?, ?)"_s);
        query.addBindValue(text(campaignName));
        query.addBindValue(nowText());
        query.addBindValue(QStringLiteral(VEDETTE_VERSION_STRING));
        if (!query.exec()) {
            failQuery(query);
            return removeFailed();
        }
    }
    {
        // Put the header into the file itself at once, so that even a copy of
        // the file without its log is recognised as a Vedette campaign.
        QSqlQuery query(mDb);
        if (!query.exec(u"PRAGMA wal_checkpoint(TRUNCATE)"_s)) {
            failQuery(query);
            return removeFailed();
        }
    }
    mLock = std::move(lock);
    mPath = absolute;
    mReadOnly = false;
    mFileVersion = CampaignStore::schemaVersion();
    mFts = mDb.tables().contains(u"journal_fts"_s);
    return true;
}

bool CampaignFile::open(const CampaignLocation &location, Mode mode)
{
    close();
    clearError();
    if (!location.isValid())
        return fail(Error::Invalid, location.errorString());
    if (location.isServer()) {
        mOpen = openOnServer(location, mode);
        return mOpen;
    }
    mDialect = &Dialect::sqlite();
    if (!openFile(location.filePath(), mode))
        return false;
    mLocation = location;
    mOpen = true;
    return true;
}

bool CampaignFile::openFile(const QString &path, Mode mode)
{
    const QFileInfo info(path);
    const QString absolute = info.absoluteFilePath();
    const QString shown = QDir::toNativeSeparators(absolute);
    if (!info.exists() || !info.isFile())
        return fail(Error::NotFound, Tr::tr("The campaign file %1 does not exist.").arg(shown));

    // The header says what the file is before SQLite touches it, so a newer
    // or foreign file is refused without ever being opened by SQLite. When a
    // write-ahead log lies beside it (the last Vedette died before SQLite
    // copied the log into the file), the header may be older than the
    // database, so only the checks through SQLite below can tell.
    const bool walPending = QFileInfo(absolute + u"-wal"_s).size() > 0;
    // The size the header gives the database (when its counter says it is
    // current): a file shorter than that was cut short, wherever the cut is.
    bool cutShort = false;
    {
        QFile file(absolute);
        if (!file.open(QIODevice::ReadOnly))
            return fail(Error::NotWritable, Tr::tr("%1 cannot be read: %2").arg(shown, file.errorString()));
        const QByteArray header = file.read(100);
        static const QByteArray magic("SQLite format 3\0", 16);
        if (!header.startsWith(magic)) {
            return fail(Error::NotVedette, Tr::tr("%1 is not a Vedette campaign: it is not an SQLite database.").arg(shown));
        }
        if (header.size() < 100)
            return fail(Error::Damaged, Tr::tr("%1 is damaged: the file is cut short. It has not been changed.").arg(shown));
        const qint32 applicationId = qFromBigEndian<qint32>(header.constData() + 68);
        const qint32 version = qFromBigEndian<qint32>(header.constData() + 60);
        const quint32 pageSize = qFromBigEndian<quint16>(header.constData() + 16);
        const quint32 pageCount = qFromBigEndian<quint32>(header.constData() + 28);
        const bool countCurrent = qFromBigEndian<quint32>(header.constData() + 92) == qFromBigEndian<quint32>(header.constData() + 24);
        if (!walPending && countCurrent && pageCount > 0 && !QFileInfo::exists(absolute + u"-journal"_s))
            cutShort = file.size() < qint64(pageCount) * (pageSize == 1 ? 65536 : pageSize);
        if (applicationId != ApplicationId && !walPending)
            return fail(Error::NotVedette, Tr::tr("%1 is an SQLite database of another program, not a Vedette campaign.").arg(shown));
        if (version > CampaignStore::schemaVersion()) {
            return fail(Error::TooNew, Tr::tr("%1 was written by a newer Vedette (campaign format %2; this Vedette reads formats up to %3). "
                                             "Update Vedette to open it; the file has not been changed.")
                                              .arg(shown)
                                              .arg(version)
                                              .arg(CampaignStore::schemaVersion()));
        }
    }

    std::unique_ptr<CampaignLock> lock;
    if (mode == Mode::ReadWrite) {
        if (!info.isWritable() || !QFileInfo(info.absolutePath()).isWritable()) {
            return fail(Error::NotWritable, Tr::tr("%1 cannot be changed here (the file or its folder is read-only). "
                                                  "It can be opened read-only.")
                                                   .arg(shown));
        }
        // Held for as long as the campaign is open; the kernel lets it go
        // when this process ends, however it ends (campaignlock.h).
        lock = std::make_unique<CampaignLock>(absolute + u".lock"_s);
        switch (lock->tryLock()) {
        case CampaignLock::Status::Locked:
            break;
        case CampaignLock::Status::HeldElsewhere: {
            const CampaignLock::Holder &holder = lock->holder();
            if (holder.pid == 0)
                return fail(Error::Locked, Tr::tr("%1 is open in another Vedette. It can be opened read-only.").arg(shown));
            return fail(Error::Locked, Tr::tr("%1 is open in another Vedette (process %2 on %3). It can be opened read-only.")
                                              .arg(shown)
                                              .arg(holder.pid)
                                              .arg(holder.host.isEmpty() ? Tr::tr("this computer") : holder.host));
        }
        case CampaignLock::Status::Unlocked:
        case CampaignLock::Status::Failed:
            return fail(Error::NotWritable, Tr::tr("%1 cannot be locked for writing (%2). It can be opened read-only.")
                                                .arg(shown, lock->errorString()));
        }
    }

    // Checks run on a read-only connection: a damaged file is never written.
    // SQLite's read-only connections create the log and its index beside the
    // file and never remove them; a refusal removes what was not there
    // before, so a refused file is left exactly as it was found. When none
    // of them is there nobody has the file open, and an immutable
    // connection reads it without creating anything.
    QStringList absent;
    for (const QString &suffix : {u"-wal"_s, u"-shm"_s, u"-journal"_s}) {
        if (!QFileInfo::exists(absolute + suffix))
            absent.append(suffix);
    }
    const bool immutable = absent.size() == 3;
    auto refuse = [&](Error error, const QString &message) {
        closeConnection();
        mPath.clear();
        for (const QString &suffix : std::as_const(absent))
            QFile::remove(absolute + suffix);
        return fail(error, message);
    };
    const QString damagedMessage = Tr::tr("%1 is damaged: part of it cannot be read (it may have been cut short or "
                                      "overwritten). It has not been changed; a backup copy may hold the campaign.")
                                       .arg(shown);
    if (!openConnection(absolute, true, immutable))
        return refuse(Error::Damaged, damagedMessage);
    int version = 0;
    QStringList logTables;
    {
        QSqlQuery query(mDb);
        // SQLite's own text ("database disk image is malformed") says nothing
        // to a referee: every way of failing here is the same damaged file.
        auto damaged = [&] {
            query.finish();
            return refuse(Error::Damaged, damagedMessage);
        };
        if (!query.exec(u"PRAGMA application_id"_s) || !query.next())
            return damaged();
        const qint32 applicationId = query.value(0).toInt();
        if (!query.exec(u"PRAGMA user_version"_s) || !query.next())
            return damaged();
        version = query.value(0).toInt();
        query.finish();
        if (applicationId != ApplicationId)
            return refuse(Error::NotVedette, Tr::tr("%1 is an SQLite database of another program, not a Vedette campaign.").arg(shown));
        if (version > CampaignStore::schemaVersion() || version < 1) {
            return refuse(version < 1 ? Error::NotVedette : Error::TooNew,
                          version < 1 ? Tr::tr("%1 is not a Vedette campaign.").arg(shown)
                                      : Tr::tr("%1 was written by a newer Vedette (campaign format %2; this Vedette reads formats up to %3). "
                                           "Update Vedette to open it; the file has not been changed.")
                                            .arg(shown)
                                            .arg(version)
                                            .arg(CampaignStore::schemaVersion()));
        }
        // quick_check reads every page and checks the b-trees (not index
        // contents): it finds truncation and garbage in a fraction of the
        // time of integrity_check. Here it checks everything but the log's
        // tables, which are most of a long campaign's file: a LogCheck does
        // those in a thread and the first write waits for it (writable()).
        // Before a migration, whose copy and changes read everything, the
        // whole file is checked here.
        if (cutShort)
            return damaged();
        const bool migrating = mode == Mode::ReadWrite && version < CampaignStore::schemaVersion();
        QStringList checked;
        if (migrating) {
            checked.append(QString());
        } else {
            if (!query.exec(u"SELECT name FROM sqlite_schema WHERE type = 'table' AND rootpage > 0"_s))
                return damaged();
            checked.append(u"sqlite_schema"_s);
            while (query.next()) {
                const QString table = query.value(0).toString();
                if (isLogTable(table))
                    logTables.append(table);
                else
                    checked.append(table);
            }
            query.finish();
        }
        for (const QString &table : std::as_const(checked)) {
            const QString sql = table.isEmpty() ? u"PRAGMA quick_check"_s : u"PRAGMA quick_check(\"%1\")"_s.arg(table);
            if (!query.exec(sql) || !query.next() || query.value(0).toString() != u"ok"_s)
                return damaged();
            query.finish();
        }
        if (!query.exec(u"SELECT name FROM campaign WHERE id = 1"_s) || !query.next())
            return damaged();
    }
    mFileVersion = version;
    mPath = absolute;

    if (mode == Mode::ReadOnly) {
        // An immutable connection would not see what another Vedette writes later.
        if (immutable && !openConnection(absolute, true))
            return refuse(Error::Damaged, damagedMessage);
        mReadOnly = true;
        mFts = mDb.tables().contains(u"journal_fts"_s);
        return true;
    }

    if (version < CampaignStore::schemaVersion()) {
        const QString base = info.completeBaseName();
        QString backup = info.absolutePath() + u'/' + base + u".before-v%1.vedette"_s.arg(CampaignStore::schemaVersion());
        for (int n = 2; QFileInfo::exists(backup); ++n)
            backup = info.absolutePath() + u'/' + base + u".before-v%1 (%2).vedette"_s.arg(CampaignStore::schemaVersion()).arg(n);
        QSqlQuery query(mDb);
        query.prepare(u"VACUUM INTO ?"_s);
        query.addBindValue(backup);
        if (!query.exec()) {
            const bool damage = isDamage(query.lastError());
            query.finish();
            QFile::remove(backup);
            mPath.clear();
            if (damage)
                return refuse(Error::Damaged, damagedMessage);
            return refuse(Error::NotWritable, Tr::tr("%1 needs updating to the current campaign format, but the copy to keep "
                                                 "beside it could not be made (is the disk full?). It has not been changed.")
                                                  .arg(shown));
        }
        mBackupPath = backup;
    }

    if (!openConnection(absolute, false)) {
        mPath.clear();
        return false;
    }
    {
        QSqlQuery query(mDb);
        if (!setWriteMode(query)) {
            const bool damage = isDamage(query.lastError());
            failQuery(query);
            query.finish();
            const Error error = mError;
            const QString message = mErrorString;
            close();
            return damage ? fail(Error::Damaged, damagedMessage) : fail(error, message);
        }
    }
    if (version < CampaignStore::schemaVersion()) {
        QString error;
        if (!Migrations::apply(mDb, *mDialect, version, CampaignStore::schemaVersion(), &error)) {
            // Each migration is one transaction: when not even the first
            // went through, the file is as it was and its copy is not needed.
            QSqlQuery query(mDb);
            const bool unchanged = query.exec(u"PRAGMA user_version"_s) && query.next() && query.value(0).toInt() == version;
            query.finish();
            const QString backup = mBackupPath;
            close();
            if (unchanged) {
                QFile::remove(backup);
                return fail(Error::Damaged, Tr::tr("%1 could not be updated to the current campaign format: it is damaged, "
                                                  "or the disk is full. It has not been changed.")
                                                   .arg(shown));
            }
            mBackupPath = backup;
            return fail(Error::Damaged, Tr::tr("%1 could not be updated to the current campaign format: it is damaged, "
                                              "or the disk is full. The copy made before is %2.")
                                               .arg(shown, QDir::toNativeSeparators(backup)));
        }
    }
    mLock = std::move(lock);
    mReadOnly = false;
    mFts = mDb.tables().contains(u"journal_fts"_s);
    if (!logTables.isEmpty())
        mLogCheck = std::make_unique<LogCheck>(absolute, logTables);
    return true;
}

void CampaignFile::close()
{
    // The check's connection goes first, so that closing the last one
    // removes the log and its index beside the file.
    mLogCheck.reset();
    mLogDamaged = false;
    closeConnection();
    mLock.reset(); // lets the lock go and removes its file
    mPath.clear();
    mOpen = false;
    mLocation = {};
    mListener = {};
    mDialect = &Dialect::sqlite();
    mReadOnly = false;
    mFts = false;
    mFileVersion = 0;
    mBackupPath.clear();
}

bool CampaignFile::saveCopy(const QString &targetPath)
{
    clearError();
    if (!readable())
        return fail(Error::Invalid, Tr::tr("No campaign is open."));
    const QString target = QFileInfo(targetPath).absoluteFilePath();
    if (QFileInfo::exists(target))
        return fail(Error::Exists, Tr::tr("%1 already exists; choose another name.").arg(QDir::toNativeSeparators(target)));
    {
        QSqlQuery query(mDb);
        query.prepare(u"VACUUM INTO ?"_s);
        query.addBindValue(target);
        if (!query.exec()) {
            return fail(Error::NotWritable,
                           Tr::tr("The copy %1 could not be written: %2").arg(QDir::toNativeSeparators(target), query.lastError().text()));
        }
    }
    // The copy is an ordinary rollback-journal file; campaigns are kept in WAL mode.
    const QString name = u"vedette-store-copy-%1"_s.arg(connectionCounter.fetch_add(1));
    {
        QSqlDatabase copy = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        copy.setDatabaseName(target);
        if (copy.open()) {
            QSqlQuery query(copy);
            query.exec(u"PRAGMA journal_mode = WAL"_s);
        }
        copy.close();
    }
    QSqlDatabase::removeDatabase(name);
    return true;
}

} // namespace vedette::store

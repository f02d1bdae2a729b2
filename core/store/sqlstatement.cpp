#include "sqlstatement.h"

#include <algorithm>

#include <QSqlDatabase>
#include <QVariant>

#include <sqlite3.h>

using namespace Qt::StringLiterals;

namespace vedette::store {

SQLiteStatement::SQLiteStatement(sqlite3 *db, const QString &sql)
    : mDb(db)
{
    if (!mDb) {
        mError = SQLITE_MISUSE;
        mErrorText = u"no SQLite connection"_s;
        return;
    }
    const QByteArray text = sql.toUtf8();
    // PERSISTENT: kept for the whole session, as Qt's prepared queries were.
    mError = sqlite3_prepare_v3(mDb, text.constData(), int(text.size()), SQLITE_PREPARE_PERSISTENT, &mStatement, nullptr);
    if (mError != SQLITE_OK) {
        mErrorText = QString::fromUtf8(sqlite3_errmsg(mDb));
        sqlite3_finalize(mStatement);
        mStatement = nullptr;
    }
}

SQLiteStatement::~SQLiteStatement()
{
    sqlite3_finalize(mStatement);
}

void SQLiteStatement::bind(int index, qint64 value)
{
    sqlite3_bind_int64(mStatement, index, value);
}

void SQLiteStatement::bindNull(int index)
{
    sqlite3_bind_null(mStatement, index);
}

void SQLiteStatement::bindText(int index, const QString &value)
{
    // An empty (even null) string is '' here, never NULL.
    static const char16_t empty[] = u"";
    const void *data = value.isEmpty() ? static_cast<const void *>(empty) : static_cast<const void *>(value.utf16());
    sqlite3_bind_text16(mStatement, index, data, int(value.size() * sizeof(char16_t)), SQLITE_STATIC);
}

void SQLiteStatement::bindUtf8(int index, const QByteArray &value)
{
    sqlite3_bind_text(mStatement, index, value.isEmpty() ? "" : value.constData(), int(value.size()), SQLITE_STATIC);
}

bool SQLiteStatement::exec()
{
    if (!mStatement)
        return false;
    int result = sqlite3_step(mStatement);
    while (result == SQLITE_ROW)
        result = sqlite3_step(mStatement);
    return finish(result);
}

bool SQLiteStatement::finish(int result)
{
    const bool done = result == SQLITE_DONE;
    if (!done) {
        mError = sqlite3_extended_errcode(mDb);
        mErrorText = QString::fromUtf8(sqlite3_errmsg(mDb));
    }
    sqlite3_reset(mStatement);
    // The bound strings belong to the caller: none is left pointing at them.
    sqlite3_clear_bindings(mStatement);
    return done;
}

bool SQLiteStatement::execCountingIds(qsizetype keep, QList<qint64> *last, qint64 *count)
{
    if (!mStatement || keep < 0)
        return false;
    // The last `keep` in a ring, put in order at the end.
    QList<qint64> ring(keep);
    qint64 rows = 0;
    int result = sqlite3_step(mStatement);
    for (; result == SQLITE_ROW; result = sqlite3_step(mStatement)) {
        if (keep > 0)
            ring[qsizetype(rows % keep)] = sqlite3_column_int64(mStatement, 0);
        ++rows;
    }
    const bool done = finish(result);
    last->clear();
    const qint64 kept = std::min<qint64>(rows, keep);
    for (qint64 i = rows - kept; i < rows; ++i)
        last->append(ring.at(qsizetype(i % keep)));
    *count = rows;
    return done;
}

qint64 SQLiteStatement::insertedId() const
{
    return mDb ? sqlite3_last_insert_rowid(mDb) : 0;
}

QString SQLiteStatement::errorText() const
{
    return u"%1 (%2)"_s.arg(mErrorText).arg(mError);
}

bool SQLiteStatement::isDamage() const
{
    const int code = mError & 0xff;
    return code == SQLITE_CORRUPT || code == SQLITE_NOTADB;
}

// ---------------------------------------------------------------------------

ServerStatement::ServerStatement(const QSqlDatabase &db, const QString &sql)
    : mQuery(db)
    , mSql(sql)
{
    static const QStringList unprepared{u"BEGIN"_s, u"COMMIT"_s, u"ROLLBACK"_s};
    if (unprepared.contains(sql)) {
        mValid = true;
        return;
    }
    // A prepare the server refused must not be run: QPSQL would then send a
    // bare EXECUTE of nothing.
    mPrepared = mQuery.prepare(sql);
    mValid = mPrepared;
    if (!mValid)
        mError = mQuery.lastError();
}

void ServerStatement::bind(int index, qint64 value)
{
    mQuery.bindValue(index - 1, value);
}

void ServerStatement::bindNull(int index)
{
    mQuery.bindValue(index - 1, QVariant(QMetaType::fromType<qint64>()));
}

void ServerStatement::bindText(int index, const QString &value)
{
    mQuery.bindValue(index - 1, value.isNull() ? QString(u""_s) : value);
}

void ServerStatement::bindUtf8(int index, const QByteArray &value)
{
    mQuery.bindValue(index - 1, QString::fromUtf8(value));
}

bool ServerStatement::exec()
{
    if (!mValid)
        return false;
    const bool done = mPrepared ? mQuery.exec() : mQuery.exec(mSql);
    if (!done) {
        mError = mQuery.lastError();
    } else if (mQuery.isSelect() && mQuery.next()) {
        mId = mQuery.value(0).toLongLong();
    }
    mQuery.finish();
    return done;
}

QString ServerStatement::errorText() const
{
    const QString text = mError.databaseText().trimmed();
    return text.isEmpty() ? mError.text() : text;
}

} // namespace vedette::store

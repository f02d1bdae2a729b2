#include "sqlstatement.h"

#include <sqlite3.h>

using namespace Qt::StringLiterals;

namespace vedette::store {

SqlStatement::SqlStatement(sqlite3 *db, const QString &sql)
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

SqlStatement::~SqlStatement()
{
    sqlite3_finalize(mStatement);
}

void SqlStatement::bind(int index, qint64 value)
{
    sqlite3_bind_int64(mStatement, index, value);
}

void SqlStatement::bindNull(int index)
{
    sqlite3_bind_null(mStatement, index);
}

void SqlStatement::bindText(int index, const QString &value)
{
    // An empty (even null) string is '' here, never NULL.
    static const char16_t empty[] = u"";
    const void *data = value.isEmpty() ? static_cast<const void *>(empty) : static_cast<const void *>(value.utf16());
    sqlite3_bind_text16(mStatement, index, data, int(value.size() * sizeof(char16_t)), SQLITE_STATIC);
}

void SqlStatement::bindUtf8(int index, const QByteArray &value)
{
    sqlite3_bind_text(mStatement, index, value.isEmpty() ? "" : value.constData(), int(value.size()), SQLITE_STATIC);
}

bool SqlStatement::exec()
{
    if (!mStatement)
        return false;
    int result = sqlite3_step(mStatement);
    while (result == SQLITE_ROW)
        result = sqlite3_step(mStatement);
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

QString SqlStatement::errorText() const
{
    return u"%1 (%2)"_s.arg(mErrorText).arg(mError);
}

bool SqlStatement::isDamage() const
{
    const int code = mError & 0xff;
    return code == SQLITE_CORRUPT || code == SQLITE_NOTADB;
}

} // namespace vedette::store

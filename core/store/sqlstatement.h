#pragma once

#include <QByteArray>
#include <QString>
#include <QtGlobal>

struct sqlite3;
struct sqlite3_stmt;

namespace vedette::store {

// One statement prepared once on the campaign's SQLite connection (the
// handle Qt's QSQLITE driver holds) and run through SQLite's C API: the few
// statements every step runs (BEGIN, the log's INSERT, COMMIT). Qt SQL costs
// a step more CPU than SQLite itself (a QVariant per value, a copy of each
// bound list, its own bookkeeping per exec); here a value is bound straight
// from the caller's string. Values are bound for one exec() only: they must
// outlive it, and exec() clears them.
class SqlStatement
{
public:
    SqlStatement(sqlite3 *db, const QString &sql);
    ~SqlStatement();
    SqlStatement(const SqlStatement &) = delete;
    SqlStatement &operator=(const SqlStatement &) = delete;

    bool isValid() const { return mStatement != nullptr; }

    // Parameters count from 1, as in SQLite.
    void bind(int index, qint64 value);
    void bindNull(int index);
    // Text (never NULL: the schema's text columns are NOT NULL); the string
    // must stay alive until exec() returns.
    void bindText(int index, const QString &value);
    // UTF-8 text, bound as text (not as a blob, so that SQLite's JSON
    // functions read it); alive until exec() returns.
    void bindUtf8(int index, const QByteArray &value);

    // Runs the statement to its end (it writes; it returns no rows).
    bool exec();
    // SQLite's message and result code of the last failure, and whether it
    // says the file is damaged (SQLITE_CORRUPT, SQLITE_NOTADB).
    QString errorText() const;
    bool isDamage() const;

private:
    sqlite3 *mDb = nullptr;
    sqlite3_stmt *mStatement = nullptr;
    int mError = 0;
    QString mErrorText;
};

} // namespace vedette::store

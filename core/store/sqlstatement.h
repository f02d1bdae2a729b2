#pragma once

#include <QByteArray>
#include <QList>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QtGlobal>

struct sqlite3;
struct sqlite3_stmt;

namespace vedette::store {

// One statement prepared once on the campaign's connection and run for every
// step: BEGIN, COMMIT and the log's INSERTs. On a file (SQLiteStatement) it
// runs through SQLite's C API on the handle Qt's QSQLITE driver holds: Qt SQL
// costs a step more CPU than SQLite itself (a QVariant per value, a copy of
// each bound list, its own bookkeeping per exec); here a value is bound
// straight from the caller's string. On a server (ServerStatement) it is a
// statement QPSQL prepares on the server, whose round trip is what costs.
//
// Values are bound for one exec() only: they must outlive it, and exec()
// clears them. Parameters count from 1, as in SQLite.
class SqlStatement
{
public:
    virtual ~SqlStatement() = default;
    SqlStatement(const SqlStatement &) = delete;
    SqlStatement &operator=(const SqlStatement &) = delete;

    virtual bool isValid() const = 0;

    virtual void bind(int index, qint64 value) = 0;
    virtual void bindNull(int index) = 0;
    // Text (never NULL: the schema's text columns are NOT NULL); the string
    // must stay alive until exec() returns.
    virtual void bindText(int index, const QString &value) = 0;
    // UTF-8 text, bound as text (not as a blob, so that SQLite's JSON
    // functions read it); alive until exec() returns.
    virtual void bindUtf8(int index, const QByteArray &value) = 0;

    // Runs the statement to its end (it writes; a row it gives back is its id).
    virtual bool exec() = 0;
    // Runs a query whose rows are ids to its end: how many rows it gave, and
    // the last `keep` ids in `last`, in the order given. False where it
    // failed, or on an engine that does not offer it (a server).
    virtual bool execCountingIds(qsizetype keep, QList<qint64> *last, qint64 *count)
    {
        Q_UNUSED(keep);
        Q_UNUSED(last);
        Q_UNUSED(count);
        return false;
    }
    // The id of the row the last exec() inserted.
    virtual qint64 insertedId() const = 0;
    // The engine's message and code of the last failure, and whether it says
    // the file is damaged (SQLITE_CORRUPT, SQLITE_NOTADB).
    virtual QString errorText() const = 0;
    virtual bool isDamage() const { return false; }
    // The failure as Qt SQL reports it (a server's SQLSTATE as native code).
    virtual QSqlError error() const { return {}; }

protected:
    SqlStatement() = default;
};

class SQLiteStatement final : public SqlStatement
{
public:
    SQLiteStatement(sqlite3 *db, const QString &sql);
    ~SQLiteStatement() override;

    bool isValid() const override { return mStatement != nullptr; }
    void bind(int index, qint64 value) override;
    void bindNull(int index) override;
    void bindText(int index, const QString &value) override;
    void bindUtf8(int index, const QByteArray &value) override;
    bool exec() override;
    bool execCountingIds(qsizetype keep, QList<qint64> *last, qint64 *count) override;
    qint64 insertedId() const override;
    QString errorText() const override;
    bool isDamage() const override;

private:
    // After the last step: its error kept, the statement reset and its
    // bindings cleared; whether it ran to the end.
    bool finish(int result);

    sqlite3 *mDb = nullptr;
    sqlite3_stmt *mStatement = nullptr;
    int mError = 0;
    QString mErrorText;
};

class ServerStatement final : public SqlStatement
{
public:
    // Statements the server cannot prepare (BEGIN, COMMIT, ROLLBACK) are sent as they are.
    ServerStatement(const QSqlDatabase &db, const QString &sql);

    bool isValid() const override { return mValid; }
    void bind(int index, qint64 value) override;
    void bindNull(int index) override;
    void bindText(int index, const QString &value) override;
    void bindUtf8(int index, const QByteArray &value) override;
    bool exec() override;
    qint64 insertedId() const override { return mId; }
    QString errorText() const override;
    QSqlError error() const override { return mError; }

private:
    QSqlQuery mQuery;
    QString mSql;
    bool mPrepared = false;
    bool mValid = false;
    qint64 mId = 0;
    QSqlError mError;
};

} // namespace vedette::store

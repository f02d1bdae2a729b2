#pragma once

#include <QString>
#include <QStringList>
#include <QVariantList>

class QSqlDatabase;
class QSqlError;

namespace vedette::store {

// Everything that differs between the two engines a campaign may live on:
// SQLite (a file, through Qt's QSQLITE) and PostgreSQL (a server, through
// Qt's QPSQL). The queries of the store are written once, in the SQL both
// understand (`INSERT ... ON CONFLICT`, `RETURNING id`, no booleans); what
// they cannot share is asked of the dialect. Nothing outside core/store
// knows which engine it has.
//
// As KMyMoney's MyMoneyDbDriver and Akonadi's DbType: one small object per
// engine, chosen once when the campaign is opened.
class Dialect
{
public:
    enum class Engine { SQLite, PostgreSQL };

    static const Dialect &sqlite();
    static const Dialect &postgresql();

    Engine engine() const { return mEngine; }
    bool isServer() const { return mEngine == Engine::PostgreSQL; }
    // Qt's driver name: "QSQLITE" or "QPSQL".
    QString driverName() const;

    // --- The schema ------------------------------------------------------
    // Which file of a numbered migration this engine runs: SQLite runs
    // "NNNN_name.sql" (or its ".nofts5.sql" variant), PostgreSQL runs
    // "NNNN_name.pg.sql". Every number has a file for each engine.
    QString migrationVariant() const;
    // The statements that stamp a database as a Vedette campaign of
    // `version`, run in the migration's own transaction (SQLite: its header's
    // application_id and user_version; PostgreSQL: the row of `vedette_meta`).
    QStringList stampStatements(int version) const;
    // Before the first migration on PostgreSQL: the table that holds that stamp.
    QStringList prologueStatements() const;
    // Identity columns follow rows copied with their ids (PostgreSQL's sequence
    // stays behind otherwise); nothing on SQLite.
    QStringList resetIdentityStatements(const QStringList &tables) const;
    // After a whole campaign was copied in (and committed): PostgreSQL's
    // VACUUM (ANALYZE), so that the planner knows the tables' sizes and a
    // count reads an index alone from the first open on, without waiting
    // for autovacuum; nothing on SQLite.
    QStringList afterCopyStatements() const;

    // An INSERT of one row that gives back the row's id: PostgreSQL's
    // `RETURNING id` (QSqlQuery::lastInsertId() runs `SELECT lastval()`
    // there, which fails and aborts the step when nothing was generated);
    // SQLite reads the connection's last rowid through its C API instead.
    QString insertGivingId(const QString &insert) const;

    // --- Expressions -----------------------------------------------------
    // The larger of two values (SQLite's scalar max(), PostgreSQL's greatest()).
    QString greatest(const QString &a, const QString &b) const;
    // A column for ORDER BY without regard to case.
    QString caseless(const QString &column) const;
    // Case-insensitive LIKE (SQLite's LIKE is, for ASCII; PostgreSQL's is not).
    QString likeOperator() const;
    // The current time, `seconds` ahead, as the ISO 8601 UTC text the schema
    // keeps times in ("2026-12-04T10:15:30.250Z"). On a server, the server's
    // clock: every referee's lease is timed by the same clock.
    QString timeFromNow(int seconds) const;

    // --- Full-text search of the log --------------------------------------
    // Whether the log's index is caught up after the steps (SQLite's FTS5
    // index with its watermark, SearchIndex) rather than by the engine in
    // each step's own transaction (PostgreSQL's GIN index).
    bool indexesLater() const { return mEngine == Engine::SQLite; }
    // The condition that entry `j` matches every word of `text` (each as a
    // prefix, without regard to case or accents), its values appended.
    // PostgreSQL only: SQLite's FTS5 condition is SearchIndex's.
    QString textSearchCondition(const QString &text, QVariantList &values) const;

    // --- Several referees -------------------------------------------------
    // Whether several programs write the campaign at once (a server): then
    // battles are leased, every step bumps its battle's revision and
    // notifies, and carries an id so that a retried step is never written
    // twice. A file has one writer (its lock file), and readers follow its
    // data version.
    bool hasSeveralWriters() const { return mEngine == Engine::PostgreSQL; }
    // The channel of LISTEN/NOTIFY that carries "battle:revision".
    static QString notifyChannel() { return QStringLiteral("vedette_step"); }
    // A server's step begins here, in the same round trip as its BEGIN
    // (claimStatements() prepares it once per connection): it bumps the
    // battle's revision (taking its row, so the steps of one battle are one
    // after the other) unless another holder's lease runs, records the
    // step's id, and notifies the others at commit. Gives back the
    // revision, or no row (no such battle, or leased to another). Battle 0:
    // a step of no battle (a campaign-wide note, a solo game), which takes
    // the campaign's row instead. The holder and step ids are this
    // program's own UUIDs.
    QString beginAndClaimSql(qint64 battle, const QString &holder, const QString &stepId) const;
    QStringList claimStatements() const;
    // Takes or renews a lease: binds battle, holder, label; gives back a row
    // when this holder has it now (it was free, expired or already his).
    QString takeLeaseSql(int seconds) const;

    // --- Errors -----------------------------------------------------------
    // Whether a failed statement may succeed when the whole step is tried
    // again: a serialization failure or a deadlock, or the connection lost
    // (the server restarted or went away); `connected` is whether the
    // connection is still up after the failure.
    bool isRetryable(const QSqlError &error, bool connected) const;
    // Of those, the ones that mean the connection was lost (a restart, a
    // stop): tried again while the server comes back, not just once.
    bool isConnectionLoss(const QSqlError &error, bool connected) const;
    // Whether the error says the database itself is damaged (SQLite's
    // SQLITE_CORRUPT and SQLITE_NOTADB).
    bool isDamage(const QSqlError &error) const;

private:
    explicit Dialect(Engine engine);
    Engine mEngine;
};

} // namespace vedette::store

#pragma once

#include <QList>
#include <QString>
#include <QStringList>

class QSqlDatabase;

namespace vedette::store {

class Dialect;

// The numbered SQL files in resources/migrations (":/migrations/NNNN_*.sql").
// Migration N takes a campaign from schema version N-1 to N, on either
// engine: SQLite runs "NNNN_name.sql" (or its variant for SQLite builds
// without FTS5, "NNNN_name.nofts5.sql"), PostgreSQL "NNNN_name.pg.sql".
class Migrations
{
public:
    struct Migration
    {
        int version = 0;
        QString resourcePath;
    };

    // The migrations for this SQLite, in order (one per version).
    static QList<Migration> all(bool haveFts5);
    // The migrations an engine runs (SQLite: with FTS5), in order.
    static QList<Migration> all(const Dialect &dialect, bool haveFts5 = true);
    // The highest version: the schema this Vedette writes.
    static int latestVersion();

    // Splits a migration file into statements: a statement ends with ';' at
    // the end of a line (comments aside), a CREATE TRIGGER at a line "END;".
    static QStringList statements(const QString &sql);

    // Whether the SQLite behind `db` was built with FTS5.
    static bool hasFts5(QSqlDatabase &db);

    // Applies migrations fromVersion+1 .. toVersion, each in its own
    // transaction that also stamps the version (SQLite: PRAGMA user_version
    // and application_id). Stops at the first failure (that migration is
    // rolled back).
    static bool apply(QSqlDatabase &db, int fromVersion, int toVersion, QString *errorString);
    // The same on either engine. `inTransaction`: the caller holds one
    // transaction around them all (a new campaign on a server is created,
    // or copied, in one transaction; PostgreSQL's DDL is transactional).
    static bool apply(QSqlDatabase &db, const Dialect &dialect, int fromVersion, int toVersion, QString *errorString,
                      bool inTransaction = false);
};

} // namespace vedette::store

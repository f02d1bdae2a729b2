#pragma once

#include <QList>
#include <QString>
#include <QStringList>

class QSqlDatabase;

namespace vedette::store {

// The numbered SQL files in resources/migrations (":/migrations/NNNN_*.sql").
// Migration N takes a file from user_version N-1 to N. A file may come in a
// variant for SQLite builds without FTS5 ("NNNN_name.nofts5.sql").
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
    // The highest version: the schema this Vedette writes.
    static int latestVersion();

    // Splits a migration file into statements: a statement ends with ';' at
    // the end of a line (comments aside), a CREATE TRIGGER at a line "END;".
    static QStringList statements(const QString &sql);

    // Whether the SQLite behind `db` was built with FTS5.
    static bool hasFts5(QSqlDatabase &db);

    // Applies migrations fromVersion+1 .. toVersion, each in its own
    // transaction that also sets PRAGMA user_version and application_id.
    // Stops at the first failure (that migration is rolled back).
    static bool apply(QSqlDatabase &db, int fromVersion, int toVersion, QString *errorString);
};

} // namespace vedette::store

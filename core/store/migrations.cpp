#include "migrations.h"

#include "campaignstore.h"
#include "dialect.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

#include <map>

using namespace Qt::StringLiterals;

namespace vedette::store {

namespace {

// The translation context of this file, for Tr::tr() in free functions too
// (lupdate reads Tr::tr with this context; a free Tr::tr() helper it would not).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(vedette::store::Migrations)
};

// The part of a line before a "--" comment (migration files never put "--" in strings).
QString codeOf(const QString &line)
{
    const qsizetype comment = line.indexOf(u"--"_s);
    return (comment < 0 ? line : line.left(comment)).trimmed();
}

} // namespace

QList<Migrations::Migration> Migrations::all(bool haveFts5)
{
    return all(Dialect::sqlite(), haveFts5);
}

QList<Migrations::Migration> Migrations::all(const Dialect &dialect, bool haveFts5)
{
    static const QRegularExpression pattern(u"^(\\d{4})_[a-z0-9_]+(\\.nofts5|\\.pg)?\\.sql$"_s);
    std::map<int, Migration> plain;
    std::map<int, Migration> withoutFts5;
    std::map<int, Migration> server;
    const QStringList names = QDir(u":/migrations"_s).entryList(QDir::Files, QDir::Name);
    for (const QString &name : names) {
        const QRegularExpressionMatch match = pattern.match(name);
        if (!match.hasMatch())
            continue;
        const int version = match.captured(1).toInt();
        Migration migration{version, u":/migrations/"_s + name};
        const QString variant = match.captured(2);
        if (variant.isEmpty())
            plain[version] = migration;
        else if (variant == u".nofts5"_s)
            withoutFts5[version] = migration;
        else
            server[version] = migration;
    }
    QList<Migration> result;
    if (dialect.isServer()) {
        for (const auto &[version, migration] : server)
            result.append(migration);
        return result;
    }
    for (const auto &[version, migration] : plain) {
        const auto variant = withoutFts5.find(version);
        result.append(!haveFts5 && variant != withoutFts5.end() ? variant->second : migration);
    }
    return result;
}

int Migrations::latestVersion()
{
    const QList<Migration> migrations = all(true);
    return migrations.isEmpty() ? 0 : migrations.constLast().version;
}

QStringList Migrations::statements(const QString &sql)
{
    QStringList result;
    QString current;
    bool inTrigger = false;
    const QStringList lines = sql.split(u'\n');
    for (const QString &line : lines) {
        const QString code = codeOf(line);
        if (current.isEmpty() && code.isEmpty())
            continue;
        if (current.isEmpty() && code.startsWith(u"CREATE TRIGGER"_s, Qt::CaseInsensitive))
            inTrigger = true;
        current += line;
        current += u'\n';
        const bool ends = inTrigger ? code.compare(u"END;"_s, Qt::CaseInsensitive) == 0 : code.endsWith(u';');
        if (ends) {
            result.append(current.trimmed());
            current.clear();
            inTrigger = false;
        }
    }
    if (!codeOf(current).isEmpty())
        result.append(current.trimmed());
    return result;
}

bool Migrations::hasFts5(QSqlDatabase &db)
{
    QSqlQuery query(db);
    return query.exec(u"SELECT sqlite_compileoption_used('ENABLE_FTS5')"_s) && query.next() && query.value(0).toInt() == 1;
}

bool Migrations::apply(QSqlDatabase &db, int fromVersion, int toVersion, QString *errorString)
{
    return apply(db, Dialect::sqlite(), fromVersion, toVersion, errorString);
}

bool Migrations::apply(QSqlDatabase &db, const Dialect &dialect, int fromVersion, int toVersion, QString *errorString,
                       bool inTransaction)
{
    const QList<Migration> migrations = all(dialect, dialect.isServer() || hasFts5(db));
    auto failed = [&](const QString &message) {
        if (errorString)
            *errorString = message;
        if (!inTransaction)
            db.rollback();
        return false;
    };
    if (fromVersion == 0 && !dialect.prologueStatements().isEmpty()) {
        if (!inTransaction && !db.transaction())
            return failed(db.lastError().text());
        QSqlQuery query(db);
        for (const QString &statement : dialect.prologueStatements()) {
            if (!query.exec(statement))
                return failed(Tr::tr("The campaign's schema could not be started: %1").arg(query.lastError().text()));
        }
        query.finish();
        if (!inTransaction && !db.commit())
            return failed(db.lastError().text());
    }
    for (const Migration &migration : migrations) {
        if (migration.version <= fromVersion || migration.version > toVersion)
            continue;
        QFile file(migration.resourcePath);
        if (!file.open(QIODevice::ReadOnly)) {
            if (errorString)
                *errorString = Tr::tr("Cannot read the migration %1.").arg(migration.resourcePath);
            return false;
        }
        const QStringList statements = Migrations::statements(QString::fromUtf8(file.readAll()));
        if (!inTransaction && !db.transaction()) {
            if (errorString)
                *errorString = db.lastError().text();
            return false;
        }
        QSqlQuery query(db);
        QStringList all = statements;
        all.append(dialect.stampStatements(migration.version));
        for (const QString &statement : std::as_const(all)) {
            if (!query.exec(statement)) {
                const QString message = Tr::tr("Migration to schema version %1 failed: %2")
                                            .arg(migration.version)
                                            .arg(query.lastError().text());
                query.finish();
                return failed(message);
            }
        }
        query.finish();
        if (!inTransaction && !db.commit())
            return failed(db.lastError().text());
    }
    return true;
}

} // namespace vedette::store

#include "dialect.h"

#include "campaignstore.h"

#include <QSqlError>

using namespace Qt::StringLiterals;

namespace vedette::store {

Dialect::Dialect(Engine engine)
    : mEngine(engine)
{
}

const Dialect &Dialect::sqlite()
{
    static const Dialect dialect(Engine::SQLite);
    return dialect;
}

const Dialect &Dialect::postgresql()
{
    static const Dialect dialect(Engine::PostgreSQL);
    return dialect;
}

QString Dialect::driverName() const
{
    return isServer() ? u"QPSQL"_s : u"QSQLITE"_s;
}

QString Dialect::migrationVariant() const
{
    return isServer() ? u".pg"_s : QString();
}

QStringList Dialect::prologueStatements() const
{
    if (!isServer())
        return {};
    // What SQLite keeps in its header (application_id, user_version), a
    // server database keeps in a table of one row.
    return {u"CREATE TABLE IF NOT EXISTS vedette_meta ("
            "id INTEGER PRIMARY KEY CHECK (id = 1), "
            "application_id INTEGER NOT NULL, "
            "schema_version INTEGER NOT NULL)"_s};
}

QStringList Dialect::stampStatements(int version) const
{
    if (!isServer())
        return {u"PRAGMA application_id = %1"_s.arg(ApplicationId), u"PRAGMA user_version = %1"_s.arg(version)};
    return {u"INSERT INTO vedette_meta (id, application_id, schema_version) VALUES (1, %1, %2) "
            "ON CONFLICT (id) DO UPDATE SET application_id = excluded.application_id, schema_version = excluded.schema_version"_s
                .arg(ApplicationId)
                .arg(version)};
}

QStringList Dialect::resetIdentityStatements(const QStringList &tables) const
{
    QStringList statements;
    if (!isServer())
        return statements;
    for (const QString &table : tables) {
        // An empty table starts again at 1; otherwise after the highest id.
        statements.append(u"SELECT setval(pg_get_serial_sequence('%1', 'id'), coalesce(max(id), 1), max(id) IS NOT NULL) FROM %1"_s
                              .arg(table));
    }
    return statements;
}

QStringList Dialect::afterCopyStatements() const
{
    return isServer() ? QStringList{u"VACUUM (ANALYZE)"_s} : QStringList();
}

QString Dialect::insertGivingId(const QString &insert) const
{
    return isServer() ? insert + u" RETURNING id"_s : insert;
}

QString Dialect::greatest(const QString &a, const QString &b) const
{
    return u"%1(%2, %3)"_s.arg(isServer() ? u"greatest"_s : u"max"_s, a, b);
}

QString Dialect::caseless(const QString &column) const
{
    return isServer() ? u"lower(%1)"_s.arg(column) : u"%1 COLLATE NOCASE"_s.arg(column);
}

QString Dialect::likeOperator() const
{
    return isServer() ? u"ILIKE"_s : u"LIKE"_s;
}

QString Dialect::timeFromNow(int seconds) const
{
    if (isServer()) {
        return u"to_char(clock_timestamp() AT TIME ZONE 'UTC' + interval '%1 seconds', "
               "'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"')"_s.arg(seconds);
    }
    return u"strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '%1 seconds')"_s.arg(seconds >= 0 ? u"+%1"_s.arg(seconds) : QString::number(seconds));
}

QString Dialect::textSearchCondition(const QString &text, QVariantList &values) const
{
    // vedette_search_text() and vedette_search_word() are the schema's
    // (0002_search.pg.sql): the entry's words, and one word of a search as a
    // prefix, both lower case and without accents. A word typed whole
    // (searchWords()) is the same query without its prefix marks, taken off
    // its text ("'gendarm':*" to "'gendarm'"; a lexeme of the 'simple'
    // parser holds no quote, so "':*" only ever ends one); every function
    // of it is immutable, so the server still works it out once, when it
    // plans, and its estimates see it.
    QStringList words;
    const QList<SearchWord> parts = searchWords(text);
    for (const SearchWord &word : parts) {
        words.append(word.prefix ? u"vedette_search_word(?)"_s
                                 : u"regexp_replace(vedette_search_word(?)::text, ''':\\*', '''', 'g')::tsquery"_s);
        values.append(word.text);
    }
    if (words.isEmpty())
        return u"TRUE"_s;
    return u"vedette_search_text(j.summary, j.kind, j.actors) @@ (%1)"_s.arg(words.join(u" && "_s));
}

QStringList Dialect::claimStatements() const
{
    const QString now = timeFromNow(0);
    return {u"PREPARE vedette_claim_battle(bigint, text, text) AS "
            "WITH b AS (UPDATE battle SET revision = revision + 1 WHERE id = $1 AND NOT EXISTS "
            "(SELECT 1 FROM lease l WHERE l.battle_id = $1 AND l.holder <> $2 AND l.expires > %1) RETURNING id, revision), "
            "s AS (INSERT INTO step (id, written) SELECT $3, %1 FROM b) "
            "SELECT revision, pg_notify('%2', id || ':' || revision) FROM b"_s.arg(now, notifyChannel()),
            u"PREPARE vedette_claim_campaign(text) AS "
            "WITH c AS (UPDATE campaign SET revision = revision + 1 WHERE id = 1 RETURNING revision), "
            "s AS (INSERT INTO step (id, written) SELECT $1, %1 FROM c) "
            "SELECT revision, pg_notify('%2', '0:' || revision) FROM c"_s.arg(now, notifyChannel())};
}

QString Dialect::beginAndClaimSql(qint64 battle, const QString &holder, const QString &stepId) const
{
    const auto literal = [](QString text) { return u'\'' + text.replace(u'\'', u"''"_s) + u'\''; };
    if (battle == 0)
        return u"BEGIN; EXECUTE vedette_claim_campaign(%1)"_s.arg(literal(stepId));
    return u"BEGIN; EXECUTE vedette_claim_battle(%1, %2, %3)"_s.arg(battle).arg(literal(holder), literal(stepId));
}

QString Dialect::takeLeaseSql(int seconds) const
{
    return u"INSERT INTO lease (battle_id, holder, label, expires) VALUES (?, ?, ?, %1) "
           "ON CONFLICT (battle_id) DO UPDATE SET holder = excluded.holder, label = excluded.label, expires = excluded.expires "
           "WHERE lease.holder = excluded.holder OR lease.expires <= %2 RETURNING battle_id"_s.arg(timeFromNow(seconds), timeFromNow(0));
}

bool Dialect::isRetryable(const QSqlError &error, bool connected) const
{
    if (!isServer())
        return false;
    // serialization_failure, deadlock_detected; or the connection lost.
    const QString state = error.nativeErrorCode();
    return state == u"40001"_s || state == u"40P01"_s || isConnectionLoss(error, connected);
}

bool Dialect::isConnectionLoss(const QSqlError &error, bool connected) const
{
    if (!isServer())
        return false;
    if (!connected)
        return true;
    const QString state = error.nativeErrorCode();
    // admin_shutdown, crash_shutdown, cannot_connect_now; every
    // connection_exception. A server stopping under a statement may also
    // answer with its FATAL and no state at all (libpq's own words).
    static const QStringList lost{u"57P01"_s, u"57P02"_s, u"57P03"_s};
    if (lost.contains(state) || state.startsWith(u"08"_s))
        return true;
    if (!state.isEmpty())
        return false;
    if (error.type() == QSqlError::ConnectionError)
        return true;
    const QString text = error.text();
    return text.contains(u"terminating connection"_s) || text.contains(u"server closed the connection"_s)
        || text.contains(u"no connection to the server"_s);
}

bool Dialect::isDamage(const QSqlError &error) const
{
    if (isServer())
        return false;
    // Qt gives SQLite's result code as the native code.
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok) & 0xff;
    return ok && (code == 11 || code == 26);
}

} // namespace vedette::store

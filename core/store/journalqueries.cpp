#include "journalqueries.h"

#include "campaignfile.h"
#include "dialect.h"
#include "searchindex.h"
#include "sqlstatement.h"
#include "storevalues.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vedette::store {

namespace {

dice::DiceOrigin originFromName(const QString &name)
{
    for (dice::DiceOrigin origin : {dice::DiceOrigin::Random, dice::DiceOrigin::Entered, dice::DiceOrigin::Scripted}) {
        if (dice::originName(origin) == name)
            return origin;
    }
    return dice::DiceOrigin::Random;
}

// A string as JSON, or nothing when it holds a character JSON must escape
// (then the caller lets QJsonDocument write it).
std::optional<QByteArray> plainJsonString(const QString &text)
{
    for (const QChar c : text) {
        if (c.unicode() < 0x20 || c == u'"' || c == u'\\' || c.isSurrogate())
            return std::nullopt;
    }
    return '"' + text.toUtf8() + '"';
}

// An entry's dice as the JSON array of schema 4, written by hand: the same
// bytes QJsonDocument writes (keys in its sorted order, compact), without
// building a QJsonObject per die and per roll in every step.
QByteArray rollsJson(const QList<dice::RollRecord> &records)
{
    if (records.isEmpty())
        return QByteArrayLiteral("[]");
    QByteArray json = "[";
    for (const dice::RollRecord &record : records) {
        const std::optional<QByteArray> purpose = plainJsonString(record.purpose);
        const std::optional<QByteArray> origin = plainJsonString(dice::originName(record.origin));
        if (!purpose || !origin) {
            // A purpose with quotes or control characters: Qt escapes it.
            QJsonArray all;
            for (const dice::RollRecord &each : records) {
                QJsonArray dice;
                for (const dice::DieRoll &die : each.dice)
                    dice.append(QJsonObject{{u"faces"_s, die.die.faces}, {u"first"_s, die.die.first}, {u"face"_s, die.face}});
                all.append(QJsonObject{{u"purpose"_s, text(each.purpose)},
                                       {u"origin"_s, dice::originName(each.origin)},
                                       {u"dice"_s, dice},
                                       {u"total"_s, each.total()}});
            }
            return compact(all);
        }
        if (json.size() > 1)
            json += ',';
        json += "{\"dice\":[";
        for (qsizetype i = 0; i < record.dice.size(); ++i) {
            const dice::DieRoll &die = record.dice[i];
            if (i > 0)
                json += ',';
            json += "{\"face\":" + QByteArray::number(die.face) + ",\"faces\":" + QByteArray::number(die.die.faces)
                + ",\"first\":" + QByteArray::number(die.die.first) + '}';
        }
        json += "],\"origin\":" + *origin + ",\"purpose\":" + *purpose + ",\"total\":" + QByteArray::number(record.total()) + '}';
    }
    json += ']';
    return json;
}

} // namespace

JournalQueries::JournalQueries(CampaignFile &file, SearchIndex &search)
    : mMemo(file)
    , mFile(file)
    , mSearch(search)
{
}

std::optional<qint64> JournalQueries::insert(qint64 battle, const journal::JournalEvent &event, qint64 game)
{
    // The dice go into the entry's own row (schema 4): one statement, one page.
    const QByteArray rolls = rollsJson(event.rolls);
    // Through SQLite's C API (SqlStatement): the step's one statement per entry.
    SqlStatement &insert = mFile.statement(mFile.dialect().insertGivingId(
        u"INSERT INTO journal (battle_id, game_id, turn, time, kind, actors, summary, detail, visibility, rolls) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s));
    const QString time = timeText(event.time.isValid() ? event.time : QDateTime::currentDateTimeUtc());
    // Empty lists and objects (most notes) skip building a JSON document. The
    // JSON columns are bound as text, as SCHEMA.md says (Qt SQL bound a
    // QByteArray as a blob, which SQLite's JSON functions refuse).
    const QByteArray actors = event.actors.isEmpty() ? QByteArray("[]") : compact(QJsonArray::fromStringList(event.actors));
    const QByteArray detail = event.detail.isEmpty() ? QByteArray("{}") : compact(event.detail);
    if (battle == 0)
        insert.bindNull(1);
    else
        insert.bind(1, battle);
    if (game == 0)
        insert.bindNull(2);
    else
        insert.bind(2, game);
    insert.bind(3, event.turn);
    insert.bindText(4, time);
    insert.bindText(5, event.kind);
    insert.bindUtf8(6, actors);
    insert.bindText(7, event.summary);
    insert.bindUtf8(8, detail);
    insert.bindText(9, event.visibility);
    insert.bindUtf8(10, rolls);
    if (!insert.exec()) {
        mFile.failStatement(insert);
        return std::nullopt;
    }
    const qint64 id = insert.insertedId();

    SqlStatement &actor = mFile.statement(u"INSERT INTO journal_actor (unit, entry_id) VALUES (?, ?) ON CONFLICT DO NOTHING"_s);
    for (const QString &unit : event.actors) {
        actor.bindText(1, unit);
        actor.bind(2, id);
        if (!actor.exec()) {
            mFile.failStatement(actor);
            return std::nullopt;
        }
    }
    return id;
}

bool JournalQueries::setVoidedBy(const QList<qint64> &entries, qint64 voidedBy)
{
    // Voiding only touches valid entries and reinstating only those an undo
    // voided, so a step never voids an entry twice nor revives one the
    // referee voided by hand.
    QSqlQuery &update = voidedBy != 0
        ? mFile.prepared(u"UPDATE journal SET voided_by = ? WHERE id = ? AND voided_by IS NULL"_s)
        : mFile.prepared(u"UPDATE journal SET voided_by = NULL WHERE id = ? AND voided_by IN "
                   "(SELECT id FROM journal WHERE kind = 'undo')"_s);
    for (qint64 entry : entries) {
        if (voidedBy != 0)
            update.addBindValue(voidedBy);
        update.addBindValue(entry);
        if (!update.exec())
            return mFile.failQuery(update);
    }
    return true;
}

// --- The campaign log ----------------------------------------------------------

namespace {

// Words of a search as an FTS5 query: each word quoted (so punctuation and
// operators are literal), the one being typed matched as a prefix, the
// others whole (searchWords()); all must match.
QString ftsQuery(const QString &text)
{
    QStringList terms;
    const QList<SearchWord> words = searchWords(text);
    for (const SearchWord &word : words) {
        QString quoted = word.text;
        quoted.replace(u'"', u"\"\""_s);
        terms.append(u'"' + quoted + (word.prefix ? u"\"*"_s : u"\""_s));
    }
    return terms.join(u' ');
}

QString likePattern(QString word)
{
    word.replace(u'\\', u"\\\\"_s);
    word.replace(u'%', u"\\%"_s);
    word.replace(u'_', u"\\_"_s);
    return u'%' + word + u'%';
}

} // namespace

QString JournalQueries::whereClause(const JournalFilter &filter, QVariantList &values) const
{
    QStringList conditions;
    if (filter.battle) {
        if (*filter.battle == 0) {
            conditions.append(u"j.battle_id IS NULL"_s);
        } else {
            conditions.append(u"j.battle_id = ?"_s);
            values.append(*filter.battle);
        }
    }
    if (filter.game) {
        if (*filter.game < 0) {
            conditions.append(u"j.game_id IS NULL"_s);
        } else if (*filter.game == 0) {
            conditions.append(u"j.game_id IS NOT NULL"_s);
        } else {
            conditions.append(u"j.game_id = ?"_s);
            values.append(*filter.game);
        }
    }
    if (!filter.unit.isEmpty()) {
        conditions.append(u"j.id IN (SELECT entry_id FROM journal_actor WHERE unit = ?)"_s);
        values.append(filter.unit);
    }
    if (!filter.side.isEmpty() && filter.battle && *filter.battle > 0) {
        // One battle: the entries naming its units of the side, looked up
        // from those units (210 ms for a battle of 20,000 entries when each
        // entry looked at every unit of the side instead: 24 ms).
        conditions.append(u"(j.visibility = ? OR j.id IN (SELECT a.entry_id FROM unit u JOIN journal_actor a ON a.unit = u.key "
                          "WHERE u.battle_id = ? AND u.side = ?))"_s);
        values.append(filter.side);
        values.append(*filter.battle);
        values.append(filter.side);
    } else if (!filter.side.isEmpty()) {
        conditions.append(u"(j.visibility = ? OR EXISTS (SELECT 1 FROM journal_actor a JOIN unit u "
                          "ON u.battle_id = j.battle_id AND u.key = a.unit WHERE a.entry_id = j.id AND u.side = ?))"_s);
        values.append(filter.side);
        values.append(filter.side);
    }
    if (!filter.kinds.isEmpty()) {
        QStringList marks;
        for (const QString &kind : filter.kinds) {
            marks.append(u"?"_s);
            values.append(kind);
        }
        conditions.append(u"j.kind IN (%1)"_s.arg(marks.join(u", "_s)));
    }
    const QString text = searchText(filter.text);
    if (!text.isEmpty()) {
        if (mFile.hasFullTextIndex()) {
            // A file's FTS5 index is caught up first (SearchIndex); a server keeps its own.
            conditions.append(mFile.dialect().indexesLater() ? mSearch.matchCondition(ftsQuery(text), values)
                                                             : mFile.dialect().textSearchCondition(text, values));
        } else {
            const QStringList words = text.split(u' ', Qt::SkipEmptyParts);
            for (const QString &word : words) {
                conditions.append(u"(j.summary %1 ? ESCAPE '\\' OR j.kind %1 ? ESCAPE '\\' OR j.actors %1 ? ESCAPE '\\')"_s.arg(
                    mFile.dialect().likeOperator()));
                values.append(likePattern(word));
                values.append(likePattern(word));
                values.append(likePattern(word));
            }
        }
    }
    if (!filter.includeVoided)
        conditions.append(u"j.voided_by IS NULL"_s);
    if (filter.afterId > 0) {
        conditions.append(u"j.id > ?"_s);
        values.append(filter.afterId);
    }
    if (filter.beforeId > 0) {
        conditions.append(u"j.id < ?"_s);
        values.append(filter.beforeId);
    }
    return conditions.isEmpty() ? QString() : u" WHERE "_s + conditions.join(u" AND "_s);
}

QString JournalQueries::indexOnlyMatch(const JournalFilter &filter, QVariantList &values) const
{
    const QString text = searchText(filter.text);
    if (text.isEmpty() || filter.battle || filter.game || !filter.unit.isEmpty() || !filter.side.isEmpty()
        || !filter.kinds.isEmpty() || !filter.includeVoided || !mFile.hasFullTextIndex() || !mFile.dialect().indexesLater())
        return {};
    // Caught up (the condition is the index alone: one value), else the
    // entries after its watermark need their temporary index too.
    QVariantList match;
    mSearch.matchCondition(ftsQuery(text), match);
    if (match.size() != 1)
        return {};
    QString sql = u"SELECT rowid FROM journal_fts WHERE journal_fts MATCH ?"_s;
    values.append(match.first());
    if (filter.afterId > 0) {
        sql += u" AND rowid > ?"_s;
        values.append(filter.afterId);
    }
    if (filter.beforeId > 0) {
        sql += u" AND rowid < ?"_s;
        values.append(filter.beforeId);
    }
    return sql;
}

QList<JournalEntry> JournalQueries::readEntries(QSqlQuery &query) const
{
    QList<JournalEntry> entries;
    while (query.next()) {
        JournalEntry entry;
        entry.id = query.value(0).toLongLong();
        entry.battle = query.value(1).toLongLong();
        entry.event.turn = query.value(2).toInt();
        entry.event.time = timeFromText(query.value(3).toString());
        entry.event.kind = query.value(4).toString();
        const QJsonArray actors = QJsonDocument::fromJson(query.value(5).toByteArray()).array();
        for (const QJsonValue &actor : actors)
            entry.event.actors.append(actor.toString());
        entry.event.summary = query.value(6).toString();
        entry.event.detail = objectFrom(query.value(7));
        entry.event.visibility = query.value(8).toString();
        entry.voidedBy = query.value(9).toLongLong();
        entry.game = query.value(10).toLongLong();
        const QJsonArray rolls = QJsonDocument::fromJson(query.value(11).toByteArray()).array();
        for (const QJsonValue &value : rolls) {
            const QJsonObject roll = value.toObject();
            dice::RollRecord record;
            record.purpose = roll.value(u"purpose"_s).toString();
            record.origin = originFromName(roll.value(u"origin"_s).toString());
            const QJsonArray dice = roll.value(u"dice"_s).toArray();
            for (const QJsonValue &die : dice) {
                const QJsonObject face = die.toObject();
                record.dice.append(dice::DieRoll{dice::Die{face.value(u"faces"_s).toInt(), face.value(u"first"_s).toInt()},
                                                 face.value(u"face"_s).toInt()});
            }
            entry.event.rolls.append(record);
        }
        entries.append(std::move(entry));
    }
    return entries;
}

bool JournalQueries::isServerSearch(const JournalFilter &filter) const
{
    return mFile.dialect().isServer() && !searchText(filter.text).isEmpty() && !filter.battle && !filter.game
        && filter.unit.isEmpty() && filter.side.isEmpty() && filter.kinds.isEmpty() && filter.includeVoided
        && mFile.hasFullTextIndex();
}

const SearchMemo::Matches *JournalQueries::searchMemo(const JournalFilter &filter) const
{
    if (filter.afterId > 0 || filter.beforeId > 0)
        return nullptr;
    if (mFile.dialect().isServer())
        return isServerSearch(filter) ? mMemo.onServer(searchText(filter.text)) : nullptr;
    QVariantList values;
    if (indexOnlyMatch(filter, values).isEmpty() || values.size() != 1)
        return nullptr;
    return mMemo.inFile(values.first().toString());
}

QList<JournalEntry> JournalQueries::entries(const JournalFilter &filter) const
{
    if (!mFile.readable())
        return {};
    // A server's common word: its newest page is read by walking the log
    // from the newest entry (the server's plan for the ordinary query),
    // not from the memo's pass over every match (25 ms against 729 ms for
    // "square" in a million entries).
    const bool walk = filter.newestFirst && filter.limit >= 0 && isServerSearch(filter) && filter.afterId <= 0
        && filter.beforeId <= 0 && mMemo.walkFindsPageSooner(searchText(filter.text), filter.limit);
    if (!walk && filter.newestFirst && filter.limit >= 0 && filter.limit <= SearchMemo::Newest) {
        if (const SearchMemo::Matches *memo = searchMemo(filter)) {
            // The newest matches, read by their ids.
            QStringList ids;
            for (qint64 id : memo->newest.mid(0, filter.limit))
                ids.append(QString::number(id));
            QSqlQuery query(mFile.db());
            query.setForwardOnly(true);
            const QString sql = u"SELECT j.id, j.battle_id, j.turn, j.time, j.kind, j.actors, j.summary, j.detail, "
                                "j.visibility, j.voided_by, j.game_id, j.rolls FROM journal j WHERE j.id IN (%1) "
                                "ORDER BY j.id"_s.arg(ids.isEmpty() ? u"NULL"_s : ids.join(u','));
            if (!mFile.run(query, sql, {})) {
                mFile.failQuery(query);
                return {};
            }
            return readEntries(query);
        }
    }
    QVariantList values;
    QString sql = u"SELECT j.id, j.battle_id, j.turn, j.time, j.kind, j.actors, j.summary, j.detail, j.visibility, j.voided_by, "
                  "j.game_id, j.rolls FROM journal j"_s;
    const QString order = filter.newestFirst ? u" ORDER BY j.id DESC"_s : u" ORDER BY j.id"_s;
    const QString limit = filter.limit >= 0 ? u" LIMIT %1"_s.arg(filter.limit) : QString();
    if (const QString matches = indexOnlyMatch(filter, values); !matches.isEmpty()) {
        // The page of matches picked in the index, then their entries.
        sql += u" WHERE j.id IN (%1%2%3)"_s.arg(matches, QString(order).replace(u"j.id"_s, u"rowid"_s), limit) + order;
    } else {
        values.clear();
        sql += whereClause(filter, values) + order + limit;
    }
    QSqlQuery query(mFile.db());
    query.setForwardOnly(true);
    if (!mFile.run(query, sql, values)) {
        mFile.failQuery(query);
        return {};
    }
    QList<JournalEntry> entries = readEntries(query);
    if (filter.newestFirst)
        std::reverse(entries.begin(), entries.end());
    return entries;
}

qint64 JournalQueries::count(const JournalFilter &filter) const
{
    if (!mFile.readable())
        return 0;
    if (const SearchMemo::Matches *memo = searchMemo(filter))
        return filter.limit >= 0 ? std::min<qint64>(memo->total, filter.limit) : memo->total;
    QVariantList values;
    QString sql;
    if (const QString matches = indexOnlyMatch(filter, values); !matches.isEmpty()) {
        sql = u"SELECT count(*) FROM (%1)"_s.arg(matches);
    } else {
        values.clear();
        sql = u"SELECT count(*) FROM journal j"_s + whereClause(filter, values);
    }
    QSqlQuery query(mFile.db());
    if (!mFile.run(query, sql, values) || !query.next()) {
        mFile.failQuery(query);
        return 0;
    }
    qint64 count = query.value(0).toLongLong();
    if (filter.limit >= 0)
        count = std::min<qint64>(count, filter.limit);
    return count;
}

std::optional<JournalEntry> JournalQueries::entry(qint64 entryId) const
{
    if (!mFile.readable())
        return std::nullopt;
    QSqlQuery query(mFile.db());
    if (!mFile.run(query,
                   u"SELECT id, battle_id, turn, time, kind, actors, summary, detail, visibility, voided_by, game_id, rolls "
                   "FROM journal WHERE id = ?"_s,
                   {entryId}))
        return std::nullopt;
    const QList<JournalEntry> entries = readEntries(query);
    if (entries.isEmpty())
        return std::nullopt;
    return entries.constFirst();
}

QHash<QString, QString> JournalQueries::actorNames(std::optional<qint64> battle) const
{
    QHash<QString, QString> names;
    if (!mFile.readable())
        return names;
    QSqlQuery query(mFile.db());
    query.setForwardOnly(true);
    QString sql = u"SELECT battle_id, key, name FROM side%1 UNION ALL SELECT battle_id, key, name FROM general%1 "
                  "UNION ALL SELECT battle_id, key, name FROM unit%1"_s;
    QVariantList values;
    if (battle) {
        sql = sql.arg(u" WHERE battle_id = ?"_s);
        values = {*battle, *battle, *battle};
    } else {
        sql = sql.arg(QString());
    }
    if (!mFile.run(query, sql, values))
        return names;
    while (query.next())
        names.insert(battleActorKey(query.value(0).toLongLong(), query.value(1).toString()), query.value(2).toString());
    return names;
}

QStringList JournalQueries::kinds() const
{
    QStringList kinds;
    if (!mFile.readable())
        return kinds;
    QSqlQuery query(mFile.db());
    // One step down the index of kinds per kind (journal_kind), not a
    // look at every entry: 34 ms for a million entries in a file and a
    // whole scan on a server, against a millisecond.
    query.exec(u"WITH RECURSIVE k(kind) AS (SELECT min(kind) FROM journal UNION ALL "
               "SELECT (SELECT min(kind) FROM journal WHERE kind > k.kind) FROM k WHERE k.kind IS NOT NULL) "
               "SELECT kind FROM k WHERE kind IS NOT NULL ORDER BY kind"_s);
    while (query.next())
        kinds.append(query.value(0).toString());
    return kinds;
}

} // namespace vedette::store

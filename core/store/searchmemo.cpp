#include "searchmemo.h"

#include "campaignfile.h"
#include "dialect.h"
#include "sqlstatement.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace vedette::store {

SearchMemo::SearchMemo(CampaignFile &file)
    : mFile(file)
{
}

void SearchMemo::reset()
{
    mMatch.clear();
    mDataVersion = -1;
    mOwnChanges = -1;
    mSnapshot.clear();
    mMatches = {};
}

const SearchMemo::Matches *SearchMemo::inFile(const QString &match)
{
    const qint64 version = mFile.dataVersion();
    const qint64 changes = mFile.ownChanges();
    if (mMatch == match && mDataVersion == version && mOwnChanges == changes)
        return &mMatches;
    // In the index's own order (oldest first): a third faster than newest
    // first, which FTS5 gets by turning its merged lists round.
    SqlStatement &statement = mFile.statement(u"SELECT rowid FROM journal_fts WHERE journal_fts MATCH ? ORDER BY rowid"_s);
    statement.bindText(1, match);
    Matches matches;
    if (!statement.execCountingIds(Newest, &matches.newest, &matches.total))
        return nullptr;
    std::reverse(matches.newest.begin(), matches.newest.end());
    reset();
    mMatch = match;
    mDataVersion = version;
    mOwnChanges = changes;
    mMatches = std::move(matches);
    return &mMatches;
}

const SearchMemo::Matches *SearchMemo::onServer(const QString &text)
{
    // The transactions the server counts as done: while they are the same,
    // so is every table (our own steps are transactions too). Read before
    // the search, so that one done in between only makes the next look anew.
    QSqlQuery snapshot(mFile.db());
    if (!mFile.run(snapshot, u"SELECT pg_current_snapshot()::text"_s, {}) || !snapshot.next())
        return nullptr;
    const QString seen = snapshot.value(0).toString();
    if (mMatch == text && mSnapshot == seen)
        return &mMatches;
    // One pass of the full-text index for the count and the newest matches
    // (apart, a rare search's newest page walks the log backwards, computing
    // each entry's words: 135 ms for "Battalion 42 evades" in a million entries).
    QVariantList values;
    const QString condition = mFile.dialect().textSearchCondition(text, values);
    QSqlQuery query(mFile.db());
    query.setForwardOnly(true);
    if (!mFile.run(query,
                   u"WITH m AS MATERIALIZED (SELECT j.id FROM journal j WHERE %1) "
                   "SELECT id, (SELECT count(*) FROM m) FROM m ORDER BY id DESC LIMIT %2"_s.arg(condition)
                       .arg(Newest),
                   values))
        return nullptr;
    Matches matches;
    while (query.next()) {
        matches.newest.append(query.value(0).toLongLong());
        matches.total = query.value(1).toLongLong();
    }
    reset();
    mMatch = text;
    mSnapshot = seen;
    mMatches = std::move(matches);
    return &mMatches;
}

bool SearchMemo::walkFindsPageSooner(const QString &text, qsizetype page)
{
    if (page <= 0)
        return false;
    // The log's size as the server last counted it (VACUUM, ANALYZE or its
    // own autovacuum); never counted (-1) or empty: the pass.
    QSqlQuery size(mFile.db());
    if (!mFile.run(size, u"SELECT reltuples FROM pg_class WHERE oid = 'journal'::regclass"_s, {}) || !size.next())
        return false;
    const double log = size.value(0).toDouble();
    if (!(log > 0))
        return false;
    QVariantList values;
    const QString condition = mFile.dialect().textSearchCondition(text, values);
    QSqlQuery plan(mFile.db());
    if (!mFile.run(plan, u"EXPLAIN (FORMAT JSON) SELECT 1 FROM journal j WHERE "_s + condition, values) || !plan.next())
        return false;
    const QJsonArray plans = QJsonDocument::fromJson(plan.value(0).toByteArray()).array();
    const double expected = plans.first().toObject().value(u"Plan"_s).toObject().value(u"Plan Rows"_s).toDouble();
    return expected > std::sqrt(double(page) * log);
}

} // namespace vedette::store

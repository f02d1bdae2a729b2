#include "searchindex.h"

#include "campaignfile.h"
#include "dialect.h"
#include "storevalues.h"

#include <QSqlQuery>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vedette::store {

SearchIndex::SearchIndex(CampaignFile &file)
    : mFile(file)
{
}

void SearchIndex::reset()
{
    mUnindexed = -1;
    mTailThrough = 0;
}

SearchIndex::Extent SearchIndex::extent()
{
    Extent result;
    QSqlQuery &query = mFile.prepared(u"SELECT (SELECT entry_id FROM journal_fts_watermark WHERE id = 1), "
                                      "(SELECT coalesce(max(id), 0) FROM journal)"_s);
    if (query.exec() && query.next()) {
        result.ok = true;
        result.marked = !query.isNull(0);
        result.indexed = query.value(0).toLongLong();
        result.newest = query.value(1).toLongLong();
    }
    // A statement left open would hold its read snapshot (and the WAL) until the next step.
    query.finish();
    return result;
}

bool SearchIndex::catchUp()
{
    // A server's index is kept by the server, in each step's own transaction.
    if (!mFile.hasFullTextIndex() || !mFile.dialect().indexesLater())
        return true;
    const Extent known = extent();
    if (known.ok && known.marked && known.indexed >= known.newest) {
        mUnindexed = 0;
        return true;
    }
    if (!mFile.writable())
        return false;
    // Without a watermark row nothing tells what is indexed: searches use the temporary index.
    if (!known.ok || !known.marked)
        return false;
    if (!mFile.begin())
        return false;
    // The entries after the watermark, in order; the watermark moves with them.
    QSqlQuery &index = mFile.prepared(u"INSERT INTO journal_fts (rowid, summary, kind, actors) "
                                      "SELECT id, summary, kind, actors FROM journal "
                                      "WHERE id > (SELECT entry_id FROM journal_fts_watermark WHERE id = 1) ORDER BY id"_s);
    if (!index.exec()) {
        mFile.failQuery(index);
        return mFile.abort();
    }
    QSqlQuery &mark = mFile.prepared(u"UPDATE journal_fts_watermark SET entry_id = (SELECT coalesce(max(id), 0) FROM journal) "
                                     "WHERE id = 1"_s);
    if (!mark.exec() || mark.numRowsAffected() != 1) {
        mFile.failQuery(mark);
        return mFile.abort();
    }
    if (!mFile.end())
        return false;
    mUnindexed = 0;
    return true;
}

bool SearchIndex::catchUpQuietly()
{
    const CampaignFile::Error error = mFile.error();
    const QString message = mFile.errorString();
    if (catchUp())
        return true;
    // Retried after another batch, not after every step.
    mUnindexed = 0;
    if (error == CampaignFile::Error::None)
        mFile.clearError();
    else
        mFile.fail(error, message);
    return false;
}

void SearchIndex::appended(qsizetype count)
{
    if (!mFile.hasFullTextIndex() || !mFile.dialect().indexesLater() || count <= 0)
        return;
    if (mUnindexed < 0) {
        const Extent known = extent();
        mUnindexed = known.ok ? std::max<qint64>(known.newest - known.indexed, count) : count;
    } else {
        mUnindexed += count;
    }
    if (mUnindexed >= BatchSize)
        catchUpQuietly();
}

void SearchIndex::finish()
{
    if (mFile.hasFullTextIndex() && mFile.dialect().indexesLater() && mUnindexed > 0 && !mFile.isReadOnly())
        catchUpQuietly();
}

bool SearchIndex::indexTail(qint64 indexed, qint64 newest)
{
    const qint64 from = std::max(indexed, mTailThrough);
    if (from >= newest)
        return true;
    // The same columns and tokenizer as journal_fts, in the connection's
    // temporary database: a read-only connection may write there.
    QSqlQuery &make = mFile.prepared(u"CREATE VIRTUAL TABLE IF NOT EXISTS temp.journal_fts_tail USING fts5("
                                     "summary, kind, actors, tokenize = 'unicode61 remove_diacritics 2')"_s);
    if (!make.exec())
        return false;
    QSqlQuery &fill = mFile.prepared(u"INSERT INTO temp.journal_fts_tail (rowid, summary, kind, actors) "
                                     "SELECT id, summary, kind, actors FROM journal WHERE id > ? AND id <= ? ORDER BY id"_s);
    fill.addBindValue(from);
    fill.addBindValue(newest);
    if (!fill.exec())
        return false;
    mTailThrough = newest;
    return true;
}

QString SearchIndex::matchCondition(const QString &ftsQuery, QVariantList &values)
{
    const QString indexed = u"j.id IN (SELECT rowid FROM journal_fts WHERE journal_fts MATCH ?)"_s;
    values.append(ftsQuery);
    Extent known = extent();
    if (!known.ok)
        return indexed; // the search's own query reports what is wrong with the file
    if (known.marked && known.indexed >= known.newest)
        return indexed;
    if (known.marked && !mFile.isReadOnly() && catchUpQuietly())
        return indexed;
    // Not written (read-only, or the file refuses writes): the entries after
    // the watermark are searched in a temporary index of their own.
    if (!indexTail(known.marked ? known.indexed : 0, known.newest))
        return indexed;
    values.append(ftsQuery);
    return u"(%1 OR j.id IN (SELECT rowid FROM temp.journal_fts_tail WHERE journal_fts_tail MATCH ?))"_s.arg(indexed);
}

} // namespace vedette::store

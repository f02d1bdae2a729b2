#pragma once

#include <QString>
#include <QVariantList>

namespace vedette::store {

class CampaignFile;

// The campaign log's full-text index (FTS5, schema 4) as derived data: a
// step writes only the log, and the entries after the watermark
// (`journal_fts_watermark.entry_id`) are indexed later, in a transaction of
// their own: before every full-text search, once enough steps have piled up,
// and when the campaign is closed. The step's own transaction then writes
// half the pages it did with the insert trigger of schema 2 and 3.
//
// A search never misses an entry: it catches the index up first, and where
// the file cannot be written (read-only, another Vedette holds it, a damaged
// log) it indexes the entries after the watermark in a temporary index of
// its connection and searches both. Killing the program in the middle of a
// catch-up loses nothing: the index and its watermark move in one
// transaction, and the next catch-up starts from where the file says.
class SearchIndex
{
public:
    // Entries left unindexed after a step before the step's caller pays for
    // a catch-up (a few milliseconds for this many).
    static constexpr qint64 BatchSize = 256;

    explicit SearchIndex(CampaignFile &file);

    // A file was opened or closed: nothing is known of its index.
    void reset();
    // A step committed `count` new entries: catches the index up once
    // BatchSize of them wait. A failed catch-up leaves no error behind (the
    // step is written; the next search or batch tries again).
    void appended(qsizetype count);
    // Indexes every entry after the watermark, in one transaction. False
    // when that could not be written (the file's error may say why).
    bool catchUp();
    // Before the campaign is closed: indexes what this session appended, so
    // that the file is whole for the next reader.
    void finish();

    // The condition of a full-text search on `j.id`, with its values
    // appended to `values`: covers every entry of the log.
    QString matchCondition(const QString &ftsQuery, QVariantList &values);

private:
    struct Extent
    {
        bool ok = false;       // the file could be read
        bool marked = false;   // it has a watermark row
        qint64 indexed = 0;    // the watermark: every entry up to it is indexed
        qint64 newest = 0;     // the log's newest entry
    };
    Extent extent();
    // Catches up without leaving an error behind; true if the file's index is whole.
    bool catchUpQuietly();
    // The temporary index of the entries after `indexed`, for this connection.
    bool indexTail(qint64 indexed, qint64 newest);

    CampaignFile &mFile;
    // Entries committed and not yet indexed, as far as this session knows; -1: not counted yet.
    qint64 mUnindexed = -1;
    // The temporary index holds the entries up to this id (0: none made).
    qint64 mTailThrough = 0;
};

} // namespace vedette::store

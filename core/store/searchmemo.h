#pragma once

// The search memo of the campaign log: the count of a search by words alone
// and its newest matches, read in one pass and kept while the campaign stays
// as it was; and, on a server, whether the newest page of such a search is
// found sooner apart from that pass.

#include <QList>
#include <QString>

namespace vedette::store {

class CampaignFile;

// The log panel asks for a search's newest page and then its count, and a
// prefix of a word found in every entry costs the whole pass of the
// full-text index each time (30 ms on a million entries in a file): one pass
// answers both, remembered until the campaign changes.
class SearchMemo
{
public:
    explicit SearchMemo(CampaignFile &file);

    // How many of the newest matches are kept.
    static constexpr qsizetype Newest = 1000;
    struct Matches
    {
        qint64 total = 0;
        QList<qint64> newest; // newest first
    };

    // A file: the matches of `match`, an FTS5 query whose index is caught up
    // (SearchIndex). Nothing when the pass fails (the ordinary query then
    // says what is wrong).
    const Matches *inFile(const QString &match);
    // A server: the matches of the words of `text` in the whole log.
    const Matches *onServer(const QString &text);
    // A server: whether the newest `page` matches of `text` are found sooner
    // by walking the log from its newest entry than by the pass. The pass
    // checks every match again in the table (5.8 µs each: 729 ms for
    // "square", 125,153 matches of a million), the walk every entry it
    // passes (7.5 µs each: 3,251 entries for the page of 400 of "square"):
    // the walk wins when the server expects more than sqrt(page x log)
    // matches. The server's own estimates answer (its statistics of the
    // full-text index, within 1% of the truth here), in about a millisecond.
    bool walkFindsPageSooner(const QString &text, qsizetype page);
    // The campaign was opened or closed: nothing remembered holds.
    void reset();

private:
    CampaignFile &mFile;
    QString mMatch;
    qint64 mDataVersion = -1;
    qint64 mOwnChanges = -1;
    QString mSnapshot; // a server's: the transactions it saw as done
    Matches mMatches;
};

} // namespace vedette::store

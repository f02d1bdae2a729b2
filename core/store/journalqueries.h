#pragma once

#include "journal/journalevent.h"
#include "store/journalentry.h"
#include "searchmemo.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QVariantList>

#include <optional>

class QSqlQuery;

namespace vedette::store {

class CampaignFile;
class SearchIndex;

// The campaign log in the campaign file: appending entries with their actors
// and rolls (inside the caller's transaction), voiding and reinstating them,
// and the filtered, paged queries of the log view, the exports and the CLI.
class JournalQueries
{
public:
    // Full-text searches go through `search`, which brings the index up to date first.
    JournalQueries(CampaignFile &file, SearchIndex &search);

    // Appends one entry (battle 0 / game 0: none); its id, or nothing on failure.
    std::optional<qint64> insert(qint64 battle, const journal::JournalEvent &event, qint64 game = 0);
    // voidedBy != 0: marks the valid entries as voided by it; 0: reinstates
    // entries an undo voided.
    bool setVoidedBy(const QList<qint64> &entries, qint64 voidedBy);

    QList<JournalEntry> entries(const JournalFilter &filter) const;
    // A file was opened or closed: nothing remembered of the last one holds.
    void reset() { mMemo.reset(); }
    qint64 count(const JournalFilter &filter) const;
    std::optional<JournalEntry> entry(qint64 entryId) const;
    QStringList kinds() const;
    // The names of the sides, generals and units of one battle or of every
    // battle, keyed by battleActorKey().
    QHash<QString, QString> actorNames(std::optional<qint64> battle) const;

private:
    QList<JournalEntry> readEntries(QSqlQuery &query) const;
    QString whereClause(const JournalFilter &filter, QVariantList &values) const;
    // A search by words alone, in a file whose full-text index holds every
    // entry: its matches read from the index itself (`ids`: "rowid ..."
    // bounds of the page, bound after the words), which is 5 to 20 times
    // faster on a million entries than joining the log to every match.
    // Empty when the filter is not of that kind.
    QString indexOnlyMatch(const JournalFilter &filter, QVariantList &values) const;
    // The search memo's matches for a search by words alone over the whole
    // log (searchmemo.h); nothing for any other filter.
    const SearchMemo::Matches *searchMemo(const JournalFilter &filter) const;
    // A server's search by words alone over the whole log.
    bool isServerSearch(const JournalFilter &filter) const;
    mutable SearchMemo mMemo;

    CampaignFile &mFile;
    SearchIndex &mSearch;
};

} // namespace vedette::store

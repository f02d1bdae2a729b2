#pragma once

#include "store/journalentry.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QList>
#include <QSet>

#include <algorithm>
#include <memory>

namespace vedette::store {
class CampaignStore;
class JournalReader;
}

namespace vedette {

// The campaign log as a table, newest entry at the bottom. A campaign may
// hold a million entries, so the model starts with the newest page and reads
// older pages only when the view scrolls up to them (fetchOlder()). It
// keeps a window of at most keepRows() entries: reading older ones forgets
// the newest beyond it, which are read again when the view scrolls down to
// them (fetchNewerPage()), and the other way round.
//
// A new filter (reload()) is read off the window's thread, by a
// store::JournalReader on a connection of its own: the rows shown stay until
// the newest page of the new filter comes (pageShown()), and its count
// follows (countChanged()); until then totalCount() is a lower bound
// (countKnown() false). The scrolling reads, one page at a time by id, and
// the entries written after the newest one shown are read here at once.
// Without a campaign file or server to read (or when the reader cannot
// open it) everything is read here, on the caller's thread.
class LogPanelModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { BattleColumn, TurnColumn, TimeColumn, WhoColumn, DiceColumn, ResultColumn, ColumnCount };
    enum Role { EntryIdRole = Qt::UserRole + 1, VoidedRole, KindRole };

    static constexpr int pageSize = 400;
    // 20,000 entries: about 22 MB (a million would be 1.1 GB).
    static constexpr int defaultKeepRows = 50 * pageSize;

    explicit LogPanelModel(QObject *parent = nullptr);
    ~LogPanelModel() override;

    // The store is read, never written; nullptr empties the model.
    // Later: the caller sets the filter next, which reads the log once.
    enum class Reload { Now, Later };
    void setStore(const store::CampaignStore *store, Reload reload = Reload::Now);
    // Paging fields of the filter are the model's own business and ignored.
    void setFilter(const store::JournalFilter &filter);
    const store::JournalFilter &filter() const { return mFilter; }
    // What the turn column is called: "Turn" (Brown, the solo games),
    // "Bound" (Balagan), "Turn/bound" for both at once.
    void setTurnHeader(const QString &header);
    QString turnHeader() const { return mTurnHeader; }
    // Unit id -> name, so "who" shows names; battle id -> name.
    void setNames(const QHash<QString, QString> &actorNames, const QHash<qint64, QString> &battleNames);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Older entries not yet read exist.
    bool canFetchOlder() const;
    // Reads one more page of older entries and inserts them at the top
    // (forgetting as many at the bottom beyond keepRows()); returns how
    // many rows were inserted.
    int fetchOlder();
    // Newer entries than the bottom row exist that were forgotten (or not
    // yet read): the bottom is not the newest of the log.
    bool canFetchNewer() const { return !mReachedEnd; }
    // Reads one page of those and appends it, forgetting as many at the top
    // beyond keepRows(); how many rows came, and how many went above.
    struct Fetched
    {
        int inserted = 0;
        int removedAbove = 0;
    };
    Fetched fetchNewerPage();
    // Reads the entries written since the newest one shown (after a commit);
    // none while the bottom is not the newest (they come on scroll).
    int fetchNewer();
    void setKeepRows(int rows) { mKeepRows = std::max(rows, 2 * pageSize); }
    int keepRows() const { return mKeepRows; }
    // Re-reads one entry (after it was voided).
    void refreshEntry(qint64 entryId);
    // Re-reads everything (filter or store changed).
    void reload();

    // Entries matching the filter in the whole log, read or not; while they
    // are being counted, at least that many.
    qint64 totalCount() const { return mCountKnown ? mTotal : mAtLeast; }
    bool countKnown() const { return mCountKnown; }
    // The newest page of the filter is still on its way.
    bool isReading() const { return mReading; }
    // The kinds of entry the log holds, told by kindsRead(): read by the
    // reader, off the window's thread (on the caller's thread, at once,
    // when there is no reader).
    void readKinds();
    // Reads everything on the caller's thread (tests compare the two ways).
    void setReadHere(bool here);
    const store::JournalEntry *entryAt(int row) const;
    int rowOf(qint64 entryId) const;

    // The text the Who and Dice columns show, also used by exports.
    // The actors' names (an entry of a solo game names its own men).
    QString whoText(const journal::JournalEvent &event, qint64 battle = 0, qint64 game = 0) const;
    static QString diceText(const journal::JournalEvent &event);
    static QString turnText(int turn);

signals:
    // The newest page of a new filter replaced the rows (after modelReset).
    void pageShown();
    void countChanged();
    void kindsRead(const QStringList &kinds);

private:
    void showPage(QList<store::JournalEntry> entries);
    void takeCount(qint64 total, qint64 upToId, bool done);
    bool readsApart() const;
    QList<store::JournalEntry> query(qint64 afterId, qint64 beforeId, int limit, bool newestFirst) const;

    const store::CampaignStore *mStore = nullptr;
    store::JournalFilter mFilter;
    QList<store::JournalEntry> mEntries; // oldest first
    qint64 mTotal = 0;
    qint64 mAtLeast = 0;
    bool mCountKnown = true;
    bool mReading = false;
    bool mReadHere = false;
    // The kinds were asked of the reader and have not come.
    bool mKindsAsked = false;
    // Entries were written while the page was on its way.
    bool mNewerWhileReading = false;
    std::unique_ptr<store::JournalReader> mReader;
    bool mReachedStart = true;
    bool mReachedEnd = true;
    int mKeepRows = defaultKeepRows;
    mutable QHash<QString, QString> mActorNames;
    mutable QSet<qint64> mNamedBattles; // whose own names are in mActorNames
    QHash<qint64, QString> mBattleNames;
    QString mTurnHeader;
};

} // namespace vedette

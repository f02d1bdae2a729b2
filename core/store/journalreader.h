#pragma once

#include "store/journalentry.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

#include <atomic>
#include <condition_variable>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>

namespace vedette::store {

// The campaign log read in a thread of its own, on a read-only connection of
// its own (a second SQLite connection to the file, or a second session on the
// server), so that no filter, search or count of the log panel holds the
// window: a side over a million entries is counted in seconds.
//
// A read answers twice: first the newest page of the filter, then the number
// of entries it matches. Every new read or count cancels the ones before it;
// their answers are never delivered. The answers are delivered in the thread
// of `context` (queued to it), never after the reader or the context is gone.
//
// Counts the database cannot take from an index (no battle, game, unit, kind
// or word narrows the filter: every entry of the log is looked at) are
// counted in slices of the log's ids, each of about 50 ms, so that a new read
// waits at most one slice; the count so far is delivered as it grows
// (Count::done false). The newest page of such a filter is read slice by
// slice the same way, newest slice first.
class JournalReader
{
public:
    struct Page
    {
        quint64 ticket = 0;
        QList<JournalEntry> entries; // oldest first
    };
    struct Count
    {
        quint64 ticket = 0;
        qint64 total = 0;  // done: the entries matching, else at least this many
        qint64 upToId = 0; // entries with higher ids were not counted (written after the count began)
        bool done = false;
    };
    struct Kinds
    {
        quint64 ticket = 0;
        QStringList kinds; // CampaignStore::journalKinds(): sorted, each once
    };
    struct Answers
    {
        std::function<void(const Page &)> page;
        std::function<void(const Count &)> count;
        std::function<void(const Kinds &)> kinds;
        // The connection could not be opened (the reader cannot serve;
        // read on the caller's own connection instead).
        std::function<void(const QString &)> failed;
    };

    JournalReader(QObject *context, Answers answers);
    // Cancels what runs, closes the connection and waits for the thread.
    ~JournalReader();
    JournalReader(const JournalReader &) = delete;
    JournalReader &operator=(const JournalReader &) = delete;

    // Opens the campaign at `location` (as CampaignStore::open() takes it)
    // read-only in the thread; empty: closes it. Reads asked for before it
    // is open wait for it.
    void open(const QString &location);
    QString location() const { return mLocation; }
    // False once opening failed (until the next open()).
    bool usable() const { return !mFailed.load(); }

    // The newest `pageSize` entries of `filter` (its paging fields are
    // ignored), then their count. Returns the ticket its answers carry.
    quint64 read(const JournalFilter &filter, int pageSize);
    // Only the count.
    quint64 count(const JournalFilter &filter);
    // The kinds of entry in the log of the campaign opened last. Reads and
    // counts do not cancel it; the next kinds() or open() does. Returns the
    // ticket its answer carries.
    quint64 kinds();
    // Nothing asked before is answered any more (kinds() aside).
    void cancel();
    // The newest ticket handed out.
    quint64 latest() const { return mLatest->load(); }

    // Whether a count of `filter` has to look at every entry of the log.
    static bool scansWholeLog(const JournalFilter &filter);
    // Tests only: the first slice of ids (else 32,768), so that a small log
    // is read in many slices.
    static void setFirstSliceForTest(qint64 ids);

private:
    class Worker;
    void post(std::function<void(Worker &)> task);
    // Takes the first quick task (kinds()) whose campaign the worker has
    // open, dropping those of campaigns it has left; mMutex held.
    std::function<void(Worker &)> takeQuick(quint64 opened);
    // Runs the quick tasks ready (between two slices of a long read).
    void runQuick(Worker &worker);
    // Counts `filter` among the entries up to `newest` and tells it.
    void countAll(Worker &worker, quint64 ticket, const JournalFilter &filter, qint64 newest);
    void run();

    template<typename Answer>
    void deliver(const std::function<void(const Answer &)> &to, Answer answer);
    template<typename Answer>
    void deliverIfLatest(const std::shared_ptr<std::atomic<quint64>> &latest,
                         const std::function<void(const Answer &)> &to, Answer answer);

    QObject *mContext;
    Answers mAnswers;
    QString mLocation;
    // Shared with the answers on their way, which check it on arrival.
    std::shared_ptr<std::atomic<quint64>> mLatest = std::make_shared<std::atomic<quint64>>(0);
    std::shared_ptr<std::atomic<quint64>> mKindsLatest = std::make_shared<std::atomic<quint64>>(0);
    std::atomic<bool> mFailed{false};
    std::mutex mMutex;
    std::condition_variable mWake;
    std::deque<std::function<void(Worker &)>> mTasks;
    // Each open() is one more campaign: a quick task runs only once the
    // worker has opened the campaign it was asked of (its open task comes
    // through mTasks in order), and never for another.
    struct Quick
    {
        quint64 campaign = 0;
        std::function<void(Worker &)> task;
    };
    std::deque<Quick> mQuick;
    quint64 mCampaigns = 0;
    bool mStop = false;
    std::thread mThread;
};

} // namespace vedette::store

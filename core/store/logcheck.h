#pragma once

#include <QString>
#include <QStringList>

#include <atomic>
#include <future>
#include <mutex>
#include <thread>

struct sqlite3;

namespace vedette::store {

// SQLite's quick_check of the campaign log's tables, on a read-only
// connection of its own in a thread, so that opening a long campaign does
// not wait for it: the log's pages are most of the file (a 100,000-entry log
// takes several times as long to check as the battles' tables), while the
// referee's first write comes seconds later. CampaignFile checks everything
// else before open() returns, and waits for this verdict before the first
// write (see CampaignFile::writable()).
class LogCheck
{
public:
    enum class Verdict { Sound, Damaged, Unknown };

    LogCheck(const QString &path, const QStringList &tables);
    // Interrupts a check still running (sqlite3_interrupt: a table's check
    // is one step of SQLite's machine, which no progress handler breaks into;
    // closing a million-entry campaign waited 130 ms for it) and waits for
    // its thread.
    ~LogCheck();
    LogCheck(const LogCheck &) = delete;
    LogCheck &operator=(const LogCheck &) = delete;

    // Waits for the check to end. Unknown: it could not run (the file
    // could not be opened a second time); the writes then go on, as SQLite
    // still refuses to write over a page it cannot read.
    Verdict verdict();

private:
    void run(const QByteArray &path, const QStringList &tables);

    std::atomic<bool> mCancel{false};
    // The check's connection while it runs, for the interruption.
    std::mutex mDbMutex;
    sqlite3 *mDb = nullptr;
    std::promise<Verdict> mPromise;
    std::future<Verdict> mFuture;
    std::thread mThread;
    bool mHaveVerdict = false;
    Verdict mVerdict = Verdict::Unknown;
};

} // namespace vedette::store

#include "journalreader.h"

#include "store/campaignstore.h"

#include <QElapsedTimer>
#include <QMetaObject>

#include <algorithm>

namespace vedette::store {

namespace {

// A slice of the log's ids is made larger or smaller so that each takes
// about this long: a new read waits at most one slice.
constexpr qint64 SliceTargetMs = 50;
std::atomic<qint64> firstSlice{32768};
constexpr qint64 SmallestSlice = 1024;
constexpr qint64 LargestSlice = qint64(1) << 26;
// The count so far is told at most this often.
constexpr qint64 ProgressEveryMs = 100;

// The filter without its paging fields: the reader pages itself.
JournalFilter unpaged(const JournalFilter &asked)
{
    JournalFilter filter = asked;
    filter.afterId = 0;
    filter.beforeId = 0;
    filter.limit = -1;
    filter.newestFirst = false;
    return filter;
}

} // namespace

// What lives in the reader's thread: its own connection.
class JournalReader::Worker
{
public:
    CampaignStore store;
    bool opened = false;
    quint64 campaign = 0; // the open() it last carried out

    // The id of the newest entry of the log; 0 when empty.
    qint64 newestId()
    {
        JournalFilter newest;
        newest.limit = 1;
        newest.newestFirst = true;
        const QList<JournalEntry> entries = store.journal(newest);
        return entries.isEmpty() ? 0 : entries.constLast().id;
    }
};

namespace {

// Walks the ids below `end` downwards in slices of about SliceTargetMs,
// while `step(afterId, beforeId)` returns true and `live()` holds.
template<typename Step, typename Live>
bool walkSlices(qint64 end, Step step, Live live)
{
    qint64 slice = firstSlice.load();
    qint64 before = end;
    while (before > 1) {
        if (!live())
            return false;
        const qint64 after = std::max<qint64>(before - slice - 1, 0);
        QElapsedTimer took;
        took.start();
        if (!step(after, before))
            return true;
        const qint64 ms = took.elapsed();
        if (ms < SliceTargetMs / 2)
            slice = std::min(slice * 2, LargestSlice);
        else if (ms > SliceTargetMs * 2)
            slice = std::max(slice / 2, SmallestSlice);
        before = after + 1;
    }
    return live();
}

} // namespace

JournalReader::JournalReader(QObject *context, Answers answers)
    : mContext(context)
    , mAnswers(std::move(answers))
    , mThread([this] { run(); })
{
}

JournalReader::~JournalReader()
{
    cancel();
    {
        std::lock_guard lock(mMutex);
        mStop = true;
        mTasks.clear();
    }
    mWake.notify_all();
    mThread.join();
}

void JournalReader::setFirstSliceForTest(qint64 ids)
{
    firstSlice = std::max<qint64>(ids, 1);
}

bool JournalReader::scansWholeLog(const JournalFilter &filter)
{
    return !filter.battle && !filter.game && filter.unit.isEmpty() && filter.kinds.isEmpty()
        && filter.text.simplified().isEmpty();
}

void JournalReader::post(std::function<void(Worker &)> task)
{
    {
        std::lock_guard lock(mMutex);
        mTasks.push_back(std::move(task));
    }
    mWake.notify_one();
}

std::function<void(JournalReader::Worker &)> JournalReader::takeQuick(quint64 opened)
{
    while (!mQuick.empty() && mQuick.front().campaign < opened)
        mQuick.pop_front();
    if (mQuick.empty() || mQuick.front().campaign != opened)
        return {};
    std::function<void(Worker &)> task = std::move(mQuick.front().task);
    mQuick.pop_front();
    return task;
}

void JournalReader::runQuick(Worker &worker)
{
    for (;;) {
        std::function<void(Worker &)> task;
        {
            std::lock_guard lock(mMutex);
            if (mStop)
                return;
            task = takeQuick(worker.campaign);
        }
        if (!task)
            return;
        task(worker);
    }
}

void JournalReader::run()
{
    // Qt SQL's connections belong to the thread that made them: the store is
    // made, used and closed here.
    Worker worker;
    for (;;) {
        std::function<void(Worker &)> task;
        {
            // A quick task of the campaign open here first (the kinds
            // menu), else the next task in the queue.
            std::unique_lock lock(mMutex);
            mWake.wait(lock, [&] {
                if (mStop)
                    return true;
                task = takeQuick(worker.campaign);
                return task || !mTasks.empty();
            });
            if (mStop)
                break;
            if (!task) {
                task = std::move(mTasks.front());
                mTasks.pop_front();
            }
        }
        task(worker);
    }
    worker.store.close();
}

template<typename Answer>
void JournalReader::deliver(const std::function<void(const Answer &)> &to, Answer answer)
{
    deliverIfLatest(mLatest, to, std::move(answer));
}

template<typename Answer>
void JournalReader::deliverIfLatest(const std::shared_ptr<std::atomic<quint64>> &latest,
                                    const std::function<void(const Answer &)> &to, Answer answer)
{
    if (!to || answer.ticket != latest->load())
        return;
    QMetaObject::invokeMethod(
        mContext,
        [to, latest, answer = std::move(answer)] {
            // A newer read may have been asked for on the way.
            if (answer.ticket == latest->load())
                to(answer);
        },
        Qt::QueuedConnection);
}

void JournalReader::open(const QString &location)
{
    cancel();
    ++*mKindsLatest;
    mLocation = location;
    mFailed = false;
    quint64 campaign = 0;
    {
        std::lock_guard lock(mMutex);
        campaign = ++mCampaigns;
    }
    post([this, location, campaign](Worker &worker) {
        worker.store.close();
        worker.opened = false;
        worker.campaign = campaign;
        if (location.isEmpty())
            return;
        worker.opened = worker.store.open(location, CampaignStore::Mode::ReadOnly);
        if (!worker.opened) {
            mFailed = true;
            if (mAnswers.failed) {
                const QString message = worker.store.errorString();
                QMetaObject::invokeMethod(mContext, [to = mAnswers.failed, message] { to(message); }, Qt::QueuedConnection);
            }
        }
    });
}

void JournalReader::cancel()
{
    ++*mLatest;
}

quint64 JournalReader::kinds()
{
    const quint64 ticket = ++*mKindsLatest;
    {
        std::lock_guard lock(mMutex);
        mQuick.push_back({mCampaigns, [this, ticket](Worker &worker) {
                              if (ticket != mKindsLatest->load() || !worker.opened)
                                  return;
                              deliverIfLatest(mKindsLatest, mAnswers.kinds, Kinds{ticket, worker.store.journalKinds()});
                          }});
    }
    mWake.notify_one();
    return ticket;
}

quint64 JournalReader::read(const JournalFilter &asked, int pageSize)
{
    const quint64 ticket = ++*mLatest;
    post([this, ticket, filter = unpaged(asked), pageSize](Worker &worker) {
        const auto live = [this, ticket, &worker] {
            runQuick(worker);
            return ticket == mLatest->load();
        };
        if (!live() || !worker.opened)
            return;
        const qint64 newest = worker.newestId();
        Page page{ticket, {}};
        if (scansWholeLog(filter)) {
            // Newest slice first, until the page is full.
            const bool read = walkSlices(
                newest + 1,
                [&](qint64 after, qint64 before) {
                    JournalFilter slice = filter;
                    slice.afterId = after;
                    slice.beforeId = before;
                    slice.limit = pageSize - int(page.entries.size());
                    slice.newestFirst = true;
                    QList<JournalEntry> older = worker.store.journal(slice);
                    older.append(std::move(page.entries));
                    page.entries = std::move(older);
                    return page.entries.size() < pageSize;
                },
                live);
            if (!read)
                return;
        } else {
            JournalFilter first = filter;
            first.limit = pageSize;
            first.newestFirst = true;
            page.entries = worker.store.journal(first);
        }
        if (!live())
            return;
        const bool whole = page.entries.size() < pageSize;
        const qint64 shown = page.entries.size();
        const qint64 upTo = page.entries.isEmpty() ? newest : std::max(newest, page.entries.constLast().id);
        deliver(mAnswers.page, std::move(page));
        if (whole) {
            // Every match is on the page.
            deliver(mAnswers.count, Count{ticket, shown, upTo, true});
            return;
        }
        countAll(worker, ticket, filter, upTo);
    });
    return ticket;
}

quint64 JournalReader::count(const JournalFilter &asked)
{
    const quint64 ticket = ++*mLatest;
    post([this, ticket, filter = unpaged(asked)](Worker &worker) {
        if (ticket != mLatest->load() || !worker.opened)
            return;
        countAll(worker, ticket, filter, worker.newestId());
    });
    return ticket;
}

void JournalReader::countAll(Worker &worker, quint64 ticket, const JournalFilter &filter, qint64 newest)
{
    const auto live = [this, ticket, &worker] {
        runQuick(worker);
        return ticket == mLatest->load();
    };
    if (!scansWholeLog(filter)) {
        JournalFilter bounded = filter;
        // A word search keeps its count and newest matches together
        // (searchmemo.h), which a bound would bypass: it counts the
        // log as it is when counted.
        const bool words = !filter.text.simplified().isEmpty();
        if (!words)
            bounded.beforeId = newest + 1;
        const qint64 total = worker.store.journalCount(bounded);
        const qint64 upTo = words ? std::max(newest, worker.newestId()) : newest;
        if (live())
            deliver(mAnswers.count, Count{ticket, total, upTo, true});
        return;
    }
    qint64 total = 0;
    QElapsedTimer sinceTold;
    sinceTold.start();
    const bool counted = walkSlices(
        newest + 1,
        [&](qint64 after, qint64 before) {
            JournalFilter slice = filter;
            slice.afterId = after;
            slice.beforeId = before;
            total += worker.store.journalCount(slice);
            if (sinceTold.elapsed() >= ProgressEveryMs && after > 0) {
                deliver(mAnswers.count, Count{ticket, total, newest, false});
                sinceTold.restart();
            }
            return true;
        },
        live);
    if (counted)
        deliver(mAnswers.count, Count{ticket, total, newest, true});
}

} // namespace vedette::store

#pragma once

#include <QString>

namespace vedette::store {

// The write lock of a campaign file: "<file>.lock", held with flock(2) for as
// long as the campaign is open for writing. The kernel drops the lock when
// its process dies, however it dies, so a dead owner never keeps a referee
// out of his campaign; a live one always does, in another process or in this
// one (flock locks belong to an open file, so a second open here is refused
// too). The file's text only says who holds it: "pid\nhost\napplication\n".
//
// QLockFile was used before: it judges a lock stale by reading a PID, and
// removes a stale lock under a second lock file (.rmlock) that a kill at the
// wrong moment leaves empty, refusing every open for 30 s (PITFALLS.md).
class CampaignLock
{
public:
    enum class Status { Unlocked, Locked, HeldElsewhere, Failed };

    explicit CampaignLock(const QString &path);
    ~CampaignLock();
    CampaignLock(const CampaignLock &) = delete;
    CampaignLock &operator=(const CampaignLock &) = delete;

    // Takes the lock without waiting: Locked, HeldElsewhere (holder() says
    // by whom, as far as its file tells) or Failed (errorString()).
    Status tryLock();
    // Removes the lock file and lets the lock go.
    void unlock();
    Status status() const { return mStatus; }
    bool isLocked() const { return mStatus == Status::Locked; }

    struct Holder {
        qint64 pid = 0;
        QString host;
        QString application;
    };
    // Who holds the lock, read when tryLock() found it held.
    const Holder &holder() const { return mHolder; }
    QString errorString() const { return mError; }

private:
    QString mPath;
    int mFd = -1;
    Status mStatus = Status::Unlocked;
    Holder mHolder;
    QString mError;
};

} // namespace vedette::store

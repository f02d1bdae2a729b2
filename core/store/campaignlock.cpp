#include "campaignlock.h"

#include <QCoreApplication>
#include <QFile>
#include <QSysInfo>

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace vedette::store {

namespace {

QString systemError(int code)
{
    return QString::fromLocal8Bit(std::strerror(code));
}

CampaignLock::Holder readHolder(int fd)
{
    CampaignLock::Holder holder;
    char text[512];
    const ssize_t read = ::pread(fd, text, sizeof text - 1, 0);
    if (read <= 0)
        return holder; // the owner has the lock but has not written its name yet
    const QStringList lines = QString::fromUtf8(text, read).split(u'\n');
    holder.pid = lines.value(0).toLongLong();
    holder.host = lines.value(1);
    holder.application = lines.value(2);
    return holder;
}

} // namespace

CampaignLock::CampaignLock(const QString &path)
    : mPath(path)
{
}

CampaignLock::~CampaignLock()
{
    unlock();
}

CampaignLock::Status CampaignLock::tryLock()
{
    if (mStatus == Status::Locked)
        return mStatus;
    const QByteArray path = QFile::encodeName(mPath);
    // The owner before us removes the file while it still holds the lock, so
    // a file we locked may already be gone from its name (or replaced by a
    // newer one): then our lock guards nothing and we try again.
    for (int attempt = 0; attempt < 8; ++attempt) {
        // O_CLOEXEC: a program this one starts never inherits the lock.
        const int fd = ::open(path.constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
        if (fd < 0) {
            mError = systemError(errno);
            return mStatus = Status::Failed;
        }
        if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
            const int code = errno;
            if (code == EWOULDBLOCK)
                mHolder = readHolder(fd);
            else
                mError = systemError(code);
            ::close(fd);
            return mStatus = code == EWOULDBLOCK ? Status::HeldElsewhere : Status::Failed;
        }
        struct stat held {};
        struct stat named {};
        if (::fstat(fd, &held) != 0 || ::stat(path.constData(), &named) != 0 || held.st_ino != named.st_ino
            || held.st_dev != named.st_dev) {
            ::close(fd);
            continue;
        }
        const QByteArray text = QByteArray::number(QCoreApplication::applicationPid()) + '\n'
            + QSysInfo::machineHostName().toUtf8() + '\n' + QCoreApplication::applicationName().toUtf8() + '\n';
        // Who holds it is a courtesy for the refusal's message; the lock is the flock.
        if (::ftruncate(fd, 0) != 0 || ::pwrite(fd, text.constData(), size_t(text.size()), 0) != text.size())
            qWarning("CampaignLock: could not write the holder into %s", path.constData());
        mFd = fd;
        mHolder = {};
        return mStatus = Status::Locked;
    }
    mError = QCoreApplication::translate("CampaignLock", "the lock file keeps being replaced");
    return mStatus = Status::Failed;
}

void CampaignLock::unlock()
{
    if (mFd < 0)
        return;
    // Removed while still held: whoever opened it meanwhile finds, once the
    // lock is his, that it no longer carries the name, and opens it afresh.
    ::unlink(QFile::encodeName(mPath).constData());
    ::close(mFd);
    mFd = -1;
    mStatus = Status::Unlocked;
}

} // namespace vedette::store

#include "leases.h"

#include "campaignfile.h"
#include "dialect.h"
#include "storevalues.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QSqlQuery>
#include <QSysInfo>
#include <QUuid>

#include <cerrno>

#include <pwd.h>
#include <signal.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace vedette::store {

namespace {

QString loginName()
{
    QString user = qEnvironmentVariable("USER");
    if (user.isEmpty())
        user = qEnvironmentVariable("LOGNAME");
    if (user.isEmpty()) {
        // Started without a login's environment (a service, a desktop
        // launcher): the account's own name.
        if (const passwd *entry = ::getpwuid(::getuid()); entry && entry->pw_name)
            user = QString::fromLocal8Bit(entry->pw_name);
    }
    return user;
}

// This user on this machine, the same in every session: the machine's id
// (systemd's, else the host name) with the user's number, hashed.
QString seat()
{
    QByteArray machine;
    QFile id(u"/etc/machine-id"_s);
    if (id.open(QIODevice::ReadOnly))
        machine = id.readAll().trimmed();
    if (machine.isEmpty())
        machine = QSysInfo::machineHostName().toUtf8();
    const QByteArray key = machine + '\n' + QByteArray::number(::getuid());
    return QString::fromLatin1(QCryptographicHash::hash(key, QCryptographicHash::Sha256).toHex().left(16));
}

bool processAlive(qint64 pid)
{
    if (pid <= 0)
        return false;
    // A process killed but not yet reaped by its parent (a zombie) is dead
    // for us: it holds nothing and will never renew its lease.
    QFile stat(u"/proc/%1/stat"_s.arg(pid));
    if (stat.open(QIODevice::ReadOnly)) {
        const QByteArray line = stat.readAll();
        const qsizetype close = line.lastIndexOf(')');
        const char state = close >= 0 && close + 2 < line.size() ? line.at(close + 2) : 'R';
        return state != 'Z' && state != 'X';
    }
    if (QFile::exists(u"/proc/self/stat"_s))
        return false; // /proc is there and has no such process
    return ::kill(pid_t(pid), 0) == 0 || errno == EPERM;
}

} // namespace

Leases::Leases(CampaignFile &file)
    : mFile(file)
    , mHolder(u"%1/%2/%3"_s.arg(seat())
                  .arg(QCoreApplication::applicationPid())
                  .arg(QUuid::createUuid().toString(QUuid::WithoutBraces)))
{
}

QString Leases::label()
{
    const QString user = loginName();
    const QString host = QSysInfo::machineHostName();
    if (user.isEmpty())
        return host;
    return u"%1@%2"_s.arg(user, host);
}

bool Leases::take(qint64 battle)
{
    QSqlQuery &take = mFile.prepared(mFile.dialect().takeLeaseSql(Seconds));
    take.addBindValue(battle);
    take.addBindValue(mHolder);
    take.addBindValue(label());
    if (!take.exec())
        return mFile.failQuery(take);
    const bool mine = take.next();
    take.finish();
    if (!mine) {
        bool failed = false;
        if (!takeFromDeadSession(battle, &failed)) {
            mLeases.remove(battle);
            if (failed)
                return false;
            return mFile.fail(CampaignStore::Error::Leased, Tr::tr("Battle %1 is being played by another referee.").arg(battle));
        }
    }
    mLeases.insert(battle, QDeadlineTimer(Seconds * 1000 / 3));
    return true;
}

bool Leases::takeFromDeadSession(qint64 battle, bool *failed)
{
    QSqlQuery &holder = mFile.prepared(u"SELECT holder FROM lease WHERE battle_id = ?"_s);
    holder.addBindValue(battle);
    if (!holder.exec()) {
        *failed = true;
        return mFile.failQuery(holder);
    }
    const QString theirs = holder.next() ? holder.value(0).toString() : QString();
    holder.finish();
    const QStringList parts = theirs.split(u'/');
    const QStringList mine = mHolder.split(u'/');
    if (parts.size() != 3 || parts[0] != mine[0] || parts[1] == mine[1] || processAlive(parts[1].toLongLong()))
        return false;
    // His own session, on this machine, whose process has gone: his at once.
    QSqlQuery &steal = mFile.prepared(u"UPDATE lease SET holder = ?, label = ?, expires = %1 WHERE battle_id = ? "
                                      "AND holder = ? RETURNING battle_id"_s.arg(mFile.dialect().timeFromNow(Seconds)));
    steal.addBindValue(mHolder);
    steal.addBindValue(label());
    steal.addBindValue(battle);
    steal.addBindValue(theirs);
    if (!steal.exec()) {
        *failed = true;
        return mFile.failQuery(steal);
    }
    const bool taken = steal.next();
    steal.finish();
    return taken;
}

void Leases::release(qint64 battle)
{
    if (!mLeases.contains(battle))
        return;
    if (mFile.isOpen() && mFile.dialect().hasSeveralWriters()) {
        QSqlQuery &drop = mFile.prepared(u"DELETE FROM lease WHERE battle_id = ? AND holder = ?"_s);
        drop.addBindValue(battle);
        drop.addBindValue(mHolder);
        drop.exec();
        drop.finish();
    }
    mLeases.remove(battle);
}

void Leases::releaseAll()
{
    if (mLeases.isEmpty() || !mFile.isOpen() || !mFile.dialect().hasSeveralWriters()) {
        mLeases.clear();
        return;
    }
    QSqlQuery &drop = mFile.prepared(u"DELETE FROM lease WHERE battle_id = ? AND holder = ?"_s);
    for (auto it = mLeases.cbegin(); it != mLeases.cend(); ++it) {
        drop.addBindValue(it.key());
        drop.addBindValue(mHolder);
        // A server that cannot be reached lets the lease run out instead.
        drop.exec();
    }
    drop.finish();
    mLeases.clear();
}

std::optional<LeaseInfo> Leases::other(qint64 battle) const
{
    QSqlQuery &query = mFile.prepared(u"SELECT label, expires FROM lease WHERE battle_id = ? AND holder <> ? AND expires > %1"_s
                                          .arg(mFile.dialect().timeFromNow(0)));
    query.addBindValue(battle);
    query.addBindValue(mHolder);
    std::optional<LeaseInfo> result;
    if (query.exec() && query.next())
        result = LeaseInfo{battle, query.value(0).toString(), timeFromText(query.value(1).toString())};
    query.finish();
    return result;
}

} // namespace vedette::store

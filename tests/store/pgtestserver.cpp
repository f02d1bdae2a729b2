#include "pgtestserver.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace vedette::store::test {

namespace {

// The user the server's programs run as when the test runs as root.
constexpr uid_t Nobody = 65534;

} // namespace

PgTestServer::PgTestServer() = default;

PgTestServer::~PgTestServer()
{
    if (mRunning)
        stop(u"immediate"_s);
}

QString PgTestServer::binDirectory()
{
    const QString dir = u"/usr/lib/postgresql/15/bin"_s;
    return QFileInfo::exists(dir + u"/initdb"_s) && QFileInfo::exists(dir + u"/pg_ctl"_s) ? dir : QString();
}

bool PgTestServer::runServerProgram(const QString &program, const QStringList &arguments)
{
    QProcess process;
    QStringList command = arguments;
    QString executable = binDirectory() + u'/' + program;
    if (mAsNobody) {
        command = QStringList{u"--reuid=%1"_s.arg(Nobody), u"--regid=%1"_s.arg(Nobody), u"--clear-groups"_s, executable} + arguments;
        executable = u"setpriv"_s;
    }
    // pg_ctl starts the server with -l, so that it keeps no pipe of ours open.
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(executable, command);
    if (!process.waitForFinished(120000) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        QString log;
        QFile file(mLog);
        if (file.open(QIODevice::ReadOnly))
            log = QString::fromUtf8(file.readAll().right(2000));
        mError = u"%1 failed (%2): %3\n%4"_s.arg(program, process.errorString(), QString::fromUtf8(process.readAll()), log);
        return false;
    }
    return true;
}

QString PgTestServer::serverOptions() const
{
    QString options = u"-k %1 -c listen_addresses= -p %2"_s.arg(mSocketDir).arg(mPort);
    for (const QString &setting : mSettings)
        options += u" -c "_s + setting;
    return options;
}

bool PgTestServer::start(const QStringList &settings)
{
    if (binDirectory().isEmpty()) {
        mError = u"PostgreSQL 15 is not installed (/usr/lib/postgresql/15/bin; packaging/setup-debian.sh installs it)"_s;
        return false;
    }
    mSettings = settings;
    mDir = std::make_unique<QTemporaryDir>(QDir::tempPath() + u"/vedette-pg-XXXXXX"_s);
    if (!mDir->isValid()) {
        mError = u"no temporary folder: "_s + mDir->errorString();
        return false;
    }
    mDataDir = mDir->filePath(u"data"_s);
    mSocketDir = mDir->path();
    mLog = mDir->filePath(u"server.log"_s);
    // Any port: it only names the socket file in our own folder.
    mPort = mChosenPort > 0 ? mChosenPort : 40000 + int(QRandomGenerator::global()->bounded(20000));
    mAsNobody = geteuid() == 0;
    if (mAsNobody) {
        // The server's user owns its folders (the socket folder is the temporary folder itself).
        if (chown(QFile::encodeName(mSocketDir).constData(), Nobody, Nobody) != 0) {
            mError = u"cannot give %1 to nobody"_s.arg(mSocketDir);
            return false;
        }
    }
    // -N: the new cluster is not synced to disk (the test's, thrown away after).
    if (!runServerProgram(u"initdb"_s, {u"-N"_s, u"-D"_s, mDataDir, u"-U"_s, u"vedette"_s, u"--auth=trust"_s, u"-E"_s, u"UTF8"_s,
                                        u"--locale=C.UTF-8"_s}))
        return false;
    // The user referee_pw gives a password (the tests of a wrong one); everyone else is trusted.
    QFile hba(mDataDir + u"/pg_hba.conf"_s);
    if (!hba.open(QIODevice::ReadOnly)) {
        mError = u"cannot read "_s + hba.fileName();
        return false;
    }
    const QByteArray rules = "local all referee_pw scram-sha-256\n" + hba.readAll();
    hba.close();
    if (!hba.open(QIODevice::WriteOnly | QIODevice::Truncate) || hba.write(rules) != rules.size()) {
        mError = u"cannot write "_s + hba.fileName();
        return false;
    }
    hba.close();
    return startAgain();
}

bool PgTestServer::startAgain()
{
    if (!runServerProgram(u"pg_ctl"_s, {u"-D"_s, mDataDir, u"-l"_s, mLog, u"-w"_s, u"-t"_s, u"60"_s, u"-o"_s, serverOptions(), u"start"_s}))
        return false;
    mRunning = true;
    if (!mWatching) {
        // A test killed by its timeout never runs the destructor: a watchman
        // stops the server (and removes its folder) once the test is gone.
        const QString stop = (mAsNobody ? u"setpriv --reuid=%1 --regid=%1 --clear-groups "_s.arg(Nobody) : QString())
            + u"'%1/pg_ctl' -D '%2' -m immediate -w stop"_s.arg(binDirectory(), mDataDir);
        const QString script = u"while kill -0 %1 2>/dev/null; do sleep 2; done; "
                               "if [ -d '%2' ]; then %3 >/dev/null 2>&1; rm -rf '%4'; fi"_s.arg(QCoreApplication::applicationPid())
                                   .arg(mDataDir, stop, mDir->path());
        // Its output goes nowhere: a pipe of ctest's held open would keep ctest waiting.
        QProcess watchman;
        watchman.setProgram(u"sh"_s);
        watchman.setArguments({u"-c"_s, script});
        watchman.setStandardInputFile(QProcess::nullDevice());
        watchman.setStandardOutputFile(QProcess::nullDevice());
        watchman.setStandardErrorFile(QProcess::nullDevice());
        mWatching = watchman.startDetached();
    }
    return true;
}

bool PgTestServer::stop(const QString &mode)
{
    if (!mRunning)
        return true;
    if (!runServerProgram(u"pg_ctl"_s, {u"-D"_s, mDataDir, u"-m"_s, mode, u"-w"_s, u"-t"_s, u"60"_s, u"stop"_s}))
        return false;
    mRunning = false;
    return true;
}

bool PgTestServer::restart(const QString &mode)
{
    return runServerProgram(u"pg_ctl"_s, {u"-D"_s, mDataDir, u"-l"_s, mLog, u"-m"_s, mode, u"-w"_s, u"-t"_s, u"60"_s, u"-o"_s,
                                          serverOptions(), u"restart"_s});
}

qint64 PgTestServer::pid() const
{
    QFile file(mDataDir + u"/postmaster.pid"_s);
    if (!mRunning || !file.open(QIODevice::ReadOnly))
        return 0;
    return file.readLine().trimmed().toLongLong();
}

QString PgTestServer::uri(const QString &database, const QString &user) const
{
    // As CampaignLocation writes it back (libpq takes the query's host over one in the authority).
    return u"postgresql://%1@:%2/%3?host=%4"_s.arg(user).arg(mPort).arg(database, mSocketDir);
}

QVariant PgTestServer::query(const QString &database, const QString &sql)
{
    static int connections = 0;
    const QString name = u"pg-test-%1"_s.arg(++connections);
    QVariant result;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QPSQL"_s, name);
        db.setHostName(mSocketDir);
        db.setPort(mPort);
        db.setUserName(u"vedette"_s);
        db.setDatabaseName(database);
        db.setConnectOptions(u"options='-c client_min_messages=warning'"_s);
        if (!db.open()) {
            result = u"error: "_s + db.lastError().text();
        } else {
            QSqlQuery q(db);
            if (!q.exec(sql))
                result = u"error: "_s + q.lastError().text();
            else if (q.next())
                result = q.value(0);
            q.finish();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return result;
}

bool PgTestServer::createDatabase(const QString &name, bool fresh)
{
    if (fresh) {
        const QVariant dropped = query(u"postgres"_s, u"DROP DATABASE IF EXISTS \"%1\" WITH (FORCE)"_s.arg(name));
        if (dropped.toString().startsWith(u"error: "_s)) {
            mError = dropped.toString();
            return false;
        }
    } else if (query(u"postgres"_s, u"SELECT 1 FROM pg_database WHERE datname = '%1'"_s.arg(name)).toInt() == 1) {
        return true;
    }
    const QVariant created = query(u"postgres"_s, u"CREATE DATABASE \"%1\""_s.arg(name));
    if (created.toString().startsWith(u"error: "_s)) {
        mError = created.toString();
        return false;
    }
    return true;
}

std::optional<QByteArray> PgTestServer::runClient(const QString &program, const QStringList &arguments)
{
    QProcess process;
    process.start(binDirectory() + u'/' + program,
                  QStringList{u"-h"_s, mSocketDir, u"-p"_s, QString::number(mPort), u"-U"_s, u"vedette"_s} + arguments);
    if (!process.waitForFinished(120000) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        mError = u"%1 failed: %2"_s.arg(program, QString::fromUtf8(process.readAllStandardError()));
        return std::nullopt;
    }
    return process.readAllStandardOutput();
}

} // namespace vedette::store::test

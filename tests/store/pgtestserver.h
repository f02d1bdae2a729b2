#pragma once

#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QVariant>

#include <memory>
#include <optional>

namespace vedette::store::test {

// A PostgreSQL server of the test's own: Debian's postgresql-15 programs
// (initdb, pg_ctl) on a data folder in a temporary folder, listening on a
// Unix socket in that folder only (listen_addresses empty: no TCP port is
// opened, so servers of tests running side by side never meet). initdb
// refuses to run as root, and CI runs as root: then the server's programs
// run as "nobody" (setpriv), on folders given to it. The superuser is
// "vedette", trusted on the socket.
//
// Tests that need it skip with the reason when postgresql-15 is not
// installed (packaging/setup-debian.sh installs it).
class PgTestServer
{
public:
    PgTestServer();
    // Stops the server at once (pg_ctl stop -m immediate) and removes its folder.
    ~PgTestServer();
    PgTestServer(const PgTestServer &) = delete;
    PgTestServer &operator=(const PgTestServer &) = delete;

    // Where Debian keeps the server's programs; empty when not installed.
    static QString binDirectory();

    // initdb and start; extra settings as "-c name=value" pairs
    // (e.g. {"fsync=off"}). False with the reason in errorString().
    bool start(const QStringList &settings = {});
    // pg_ctl stop / start / restart (modes: smart, fast, immediate).
    bool stop(const QString &mode = QStringLiteral("fast"));
    bool startAgain();
    bool restart(const QString &mode = QStringLiteral("fast"));
    bool isRunning() const { return mRunning; }
    QString errorString() const { return mError; }

    QString socketDirectory() const { return mSocketDir; }
    // The server's own log (pg_ctl -l): what log_statement and
    // log_min_duration_statement write.
    QString logFile() const { return mLog; }
    int port() const { return mPort; }
    // The port to use, chosen before start() (a test that also listens on
    // TCP, with start({"listen_addresses=127.0.0.1"})); by default any.
    void setPort(int port) { mChosenPort = port; }
    // The server's main process (postmaster.pid), 0 when not running.
    qint64 pid() const;
    // The campaign address of a database on this server.
    QString uri(const QString &database, const QString &user = QStringLiteral("vedette")) const;
    // CREATE DATABASE (empty; nothing if it is there already unless `fresh`,
    // which drops it first).
    bool createDatabase(const QString &name, bool fresh = false);
    // Runs SQL on a database with a connection of its own (not the store's):
    // the first value of the first row, nothing for no row, "error: ..." on failure.
    QVariant query(const QString &database, const QString &sql);
    // Runs one of the server's client programs (psql, pg_dump, createuser...)
    // against this server; its standard output, or nothing with errorString() on failure.
    std::optional<QByteArray> runClient(const QString &program, const QStringList &arguments);

private:
    bool runServerProgram(const QString &program, const QStringList &arguments);
    QString serverOptions() const;

    std::unique_ptr<QTemporaryDir> mDir;
    QString mDataDir;
    QString mSocketDir;
    QString mLog;
    int mPort = 5432;
    int mChosenPort = 0;
    QStringList mSettings;
    bool mRunning = false;
    bool mAsNobody = false;
    bool mWatching = false;
    QString mError;
};

} // namespace vedette::store::test

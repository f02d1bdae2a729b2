// CampaignFile on a PostgreSQL server: connecting through Qt's QPSQL
// driver, telling what a database holds before anything is written to it,
// creating a campaign in an empty database (schema and first rows in one
// transaction), and the connection regained after the server restarted.

#include "campaignfile.h"

#include "dialect.h"
#include "migrations.h"
#include "storevalues.h"

#include <QDeadlineTimer>
#include <QSqlDriver>
#include <QSqlError>
#include <QThread>

#include <atomic>

using namespace Qt::StringLiterals;

namespace vedette::store {

namespace {

std::atomic<int> serverConnections{0};

} // namespace

QString CampaignFile::serverName() const
{
    return Tr::tr("“%1” on %2").arg(mLocation.database(), mLocation.serverLabel());
}

bool CampaignFile::connectServer(const CampaignLocation &location, bool readOnly)
{
    closeConnection();
    if (!QSqlDatabase::isDriverAvailable(u"QPSQL"_s)) {
        return fail(Error::Database, Tr::tr("Cannot open %1: Qt's PostgreSQL driver (QPSQL) is missing; install the package "
                                            "libqt6sql6-psql.")
                                         .arg(location.toString()));
    }
    mConnectionName = u"vedette-server-%1"_s.arg(serverConnections.fetch_add(1));
    mDb = QSqlDatabase::addDatabase(u"QPSQL"_s, mConnectionName);
    mDb.setDatabaseName(location.database());
    if (!location.user().isEmpty())
        mDb.setUserName(location.user());
    if (!location.connectHost().isEmpty())
        mDb.setHostName(location.connectHost());
    if (location.port() > 0)
        mDb.setPort(location.port());
    // The server's notices (IF NOT EXISTS, an empty search) are not for the
    // referee; a read-only campaign is refused every write by the server itself.
    QString options = u"-c client_min_messages=warning"_s;
    if (readOnly)
        options += u" -c default_transaction_read_only=on"_s;
    // Vedette's defaults first: the address's own parameters come after
    // them, and libpq takes the last of each (its options added to ours).
    QStringList connect{u"connect_timeout=5"_s, u"application_name=Vedette"_s};
    if (location.port() < 0 && !location.ports().isEmpty())
        connect.append(CampaignLocation::connectOption(u"port"_s, location.ports()));
    for (const auto &[keyword, value] : location.parameters()) {
        if (keyword == u"options"_s)
            options = value + u' ' + options;
        else
            connect.append(CampaignLocation::connectOption(keyword, value));
    }
    connect.append(CampaignLocation::connectOption(u"options"_s, options));
    mDb.setConnectOptions(connect.join(u';'));
    if (!mDb.open()) {
        const QSqlError error = mDb.lastError();
        closeConnection();
        return failConnection(location, error.databaseText().isEmpty() ? error.text() : error.databaseText());
    }
    return true;
}

bool CampaignFile::failConnection(const CampaignLocation &location, const QString &serverText)
{
    // libpq's own words (English unless its translations are installed),
    // first line only; the reason before them is the referee's.
    const QString detail = serverText.trimmed().section(u'\n', 0, 0).trimmed();
    const QString lower = detail.toLower();
    Error error = Error::Unreachable;
    QString reason;
    if (lower.contains(u"password"_s) || lower.contains(u"authentication"_s)) {
        error = Error::Denied;
        reason = Tr::tr("the server refused the password of user “%1” (Vedette reads it from ~/.pgpass or PGPASSWORD)")
                     .arg(location.user().isEmpty() ? qEnvironmentVariable("USER") : location.user());
    } else if (lower.contains(u"role"_s) && lower.contains(u"does not exist"_s)) {
        error = Error::Denied;
        reason = Tr::tr("the server knows no user “%1”").arg(location.user().isEmpty() ? qEnvironmentVariable("USER") : location.user());
    } else if (lower.contains(u"permission denied"_s) || lower.contains(u"no pg_hba.conf entry"_s)) {
        error = Error::Denied;
        reason = Tr::tr("the server does not let this user in");
    } else if (lower.contains(u"does not support ssl"_s)) {
        error = Error::Denied;
        reason = Tr::tr("the server does not offer encrypted connections (SSL), which the address asks for with sslmode=%1")
                     .arg(location.parameter(u"sslmode"_s).isEmpty() ? u"require"_s : location.parameter(u"sslmode"_s));
    } else if (lower.contains(u"ssl"_s) || lower.contains(u"certificate"_s)) {
        error = Error::Denied;
        reason = Tr::tr("the encrypted connection (SSL) the address asks for could not be made");
    } else if (lower.contains(u"database"_s) && lower.contains(u"does not exist"_s)) {
        error = Error::NotFound;
        reason = Tr::tr("the server has no database of that name (create it with createdb)");
    } else {
        reason = Tr::tr("the server cannot be reached (is it running, and are the host, port and socket folder right?)");
    }
    mConnectReason = u"%1. (%2)"_s.arg(reason, detail);
    return fail(error, Tr::tr("Cannot open the campaign “%1” on %2: %3. (%4)").arg(location.database(), location.serverLabel(), reason, detail));
}

CampaignFile::Contents CampaignFile::serverContents(int *version, std::optional<bool> *campaignRow)
{
    QSqlQuery query(mDb);
    // A campaign (the common case) answers at once, with whether its own row
    // is there (one round trip, not two); anything else is looked at closer.
    if (query.exec(u"SELECT m.application_id, m.schema_version, EXISTS (SELECT 1 FROM campaign c WHERE c.id = 1) "
                   "FROM vedette_meta m WHERE m.id = 1"_s)) {
        if (query.next() && query.value(0).toLongLong() == ApplicationId) {
            if (version)
                *version = query.value(1).toInt();
            if (campaignRow)
                *campaignRow = query.value(2).toBool();
            return Contents::Campaign;
        }
        return Contents::Other;
    }
    const bool read = query.exec(u"SELECT to_regclass('vedette_meta') IS NOT NULL, "
                                 "(SELECT count(*) FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace "
                                 "WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'v', 'm', 'p', 'f'))"_s)
        && query.next();
    if (!read) {
        failQuery(query);
        return Contents::Unreadable;
    }
    const bool stamped = query.value(0).toBool();
    const qint64 relations = query.value(1).toLongLong();
    query.finish();
    if (!stamped)
        return relations == 0 ? Contents::Empty : Contents::Other;
    if (!query.exec(u"SELECT application_id, schema_version FROM vedette_meta WHERE id = 1"_s)) {
        failQuery(query);
        return Contents::Unreadable;
    }
    if (!query.next() || query.value(0).toLongLong() != ApplicationId)
        return Contents::Other;
    if (version)
        *version = query.value(1).toInt();
    return Contents::Campaign;
}

bool CampaignFile::openOnServer(const CampaignLocation &location, Mode mode)
{
    mDialect = &Dialect::postgresql();
    auto refuse = [&](Error error, const QString &message) {
        closeConnection();
        mLocation = {};
        mDialect = &Dialect::sqlite();
        return fail(error, message);
    };
    if (!connectServer(location, mode == Mode::ReadOnly)) {
        mDialect = &Dialect::sqlite();
        return false;
    }
    mLocation = location;
    const QString shown = serverName();
    int version = 0;
    std::optional<bool> campaignRow;
    switch (serverContents(&version, &campaignRow)) {
    case Contents::Unreadable:
        return refuse(mError, mErrorString);
    case Contents::Empty:
        return refuse(Error::NotVedette, Tr::tr("The database %1 holds no Vedette campaign: it is empty (vedette-cli campaign copy "
                                                "puts one there). Nothing was changed.")
                                             .arg(shown));
    case Contents::Other:
        return refuse(Error::NotVedette, Tr::tr("The database %1 holds something else, not a Vedette campaign. Nothing was changed.")
                                             .arg(shown));
    case Contents::Campaign:
        break;
    }
    if (version > CampaignStore::schemaVersion() || version < 1) {
        return refuse(Error::TooNew, Tr::tr("The campaign %1 was written by a newer Vedette (campaign format %2; this Vedette reads "
                                            "formats up to %3). Update Vedette to open it; nothing on the server was changed.")
                                         .arg(shown)
                                         .arg(version)
                                         .arg(CampaignStore::schemaVersion()));
    }
    if (version < CampaignStore::schemaVersion() && mode == Mode::ReadWrite) {
        // Every migration in one transaction; a second referee opening at
        // the same moment waits for the lock and finds the campaign updated.
        QString error;
        QSqlQuery lock(mDb);
        bool done = begin() && lock.exec(u"LOCK TABLE vedette_meta IN SHARE ROW EXCLUSIVE MODE"_s)
            && lock.exec(u"SELECT schema_version FROM vedette_meta WHERE id = 1"_s) && lock.next();
        const int now = done ? lock.value(0).toInt() : version;
        lock.finish();
        done = done && Migrations::apply(mDb, *mDialect, now, CampaignStore::schemaVersion(), &error, true) && end();
        if (!done) {
            abort();
            return refuse(Error::Database, Tr::tr("The campaign %1 could not be updated to the current campaign format: %2. "
                                                  "Nothing on the server was changed.")
                                               .arg(shown, error.isEmpty() ? mErrorString : error));
        }
        campaignRow.reset();
    }
    // Known from the first look unless the campaign was updated since (or
    // its stamp was found the long way).
    if (!campaignRow) {
        QSqlQuery query(mDb);
        campaignRow = query.exec(u"SELECT name FROM campaign WHERE id = 1"_s) && query.next();
    }
    if (!*campaignRow)
        return refuse(Error::Damaged, Tr::tr("The campaign %1 has lost its campaign row; it cannot be opened.").arg(shown));
    mFileVersion = version;
    mReadOnly = mode == Mode::ReadOnly;
    mFts = true;
    return true;
}

bool CampaignFile::createOnServer(const CampaignLocation &location, const QString &campaignName, const std::function<bool()> &fill)
{
    mDialect = &Dialect::postgresql();
    auto refuse = [&](Error error, const QString &message) {
        closeConnection();
        mLocation = {};
        mDialect = &Dialect::sqlite();
        return fail(error, message);
    };
    if (!connectServer(location, false)) {
        mDialect = &Dialect::sqlite();
        return false;
    }
    mLocation = location;
    const QString shown = serverName();
    switch (serverContents(nullptr)) {
    case Contents::Unreadable:
        return refuse(mError, mErrorString);
    case Contents::Campaign:
        return refuse(Error::Exists, Tr::tr("The database %1 already holds a Vedette campaign; a new campaign never overwrites one. "
                                            "Nothing was changed.")
                                         .arg(shown));
    case Contents::Other:
        return refuse(Error::Exists, Tr::tr("The database %1 holds other tables; a campaign goes into an empty database. "
                                            "Nothing was changed.")
                                         .arg(shown));
    case Contents::Empty:
        break;
    }
    // The schema and the campaign's rows in one transaction: a campaign that
    // could not be made whole leaves the database empty.
    if (!begin())
        return refuse(mError, mErrorString);
    QString error;
    if (!Migrations::apply(mDb, *mDialect, 0, CampaignStore::schemaVersion(), &error, true)) {
        abort();
        return refuse(Error::Database, Tr::tr("The campaign %1 could not be created: %2. Nothing was changed.").arg(shown, error));
    }
    if (fill) {
        if (!fill()) {
            const Error failed = mError;
            const QString message = mErrorString;
            abort();
            return refuse(failed, message);
        }
    } else {
        QSqlQuery query(mDb);
        if (!query.prepare(u"INSERT INTO campaign (id, name, created, created_by) VALUES (1, ?, ?, ?)"_s)) {
            failQuery(query);
            abort();
            return refuse(mError, mErrorString);
        }
        query.addBindValue(text(campaignName));
        query.addBindValue(nowText());
        query.addBindValue(QStringLiteral(VEDETTE_VERSION_STRING));
        if (!query.exec()) {
            failQuery(query);
            abort();
            return refuse(mError, mErrorString);
        }
    }
    if (!end())
        return refuse(mError, mErrorString);
    mReadOnly = false;
    mFileVersion = CampaignStore::schemaVersion();
    mFts = true;
    return true;
}

void CampaignFile::subscribe()
{
    QObject::disconnect(mNotifications);
    mNotifications = {};
    if (!mListener || !mDb.isOpen())
        return;
    QSqlDriver *driver = mDb.driver();
    if (!driver->subscribeToNotification(Dialect::notifyChannel()))
        return;
    mNotifications = QObject::connect(driver, &QSqlDriver::notification,
                                      [this](const QString &name, QSqlDriver::NotificationSource source, const QVariant &payload) {
                                          // Our own steps are known already.
                                          if (name == Dialect::notifyChannel() && source != QSqlDriver::SelfSource && mListener)
                                              mListener(payload.toString());
                                      });
}

bool CampaignFile::listen(const std::function<void(const QString &)> &changed)
{
    if (!mDialect->isServer() || !mDb.isOpen())
        return false;
    mListener = changed;
    subscribe();
    return bool(mNotifications);
}

bool CampaignFile::ensureConnected(int seconds)
{
    if (!mOpen || !mDialect->isServer() || mDb.isOpen())
        return true;
    // A look that does not wait (a poll, a lease renewed) does not try a
    // server that just refused again: each try may take the connection's
    // whole timeout, and the window would stand still that long.
    if (seconds == 0 && !mQuietUntil.hasExpired())
        return fail(Error::Unreachable, mErrorString);
    if (reconnect(seconds))
        return true;
    mQuietUntil = QDeadlineTimer(QuietSeconds * 1000);
    return false;
}

bool CampaignFile::reconnect(int seconds)
{
    if (!mDialect->isServer() || !mLocation.isServer())
        return false;
    const CampaignLocation location = mLocation;
    // The server is restarting for a moment (or gone): try again until the deadline.
    QDeadlineTimer deadline(seconds * 1000);
    for (;;) {
        if (connectServer(location, mReadOnly)) {
            mRetryable = false;
            mLost = false;
            subscribe();
            return true;
        }
        if (deadline.hasExpired())
            break;
        QThread::msleep(200);
    }
    fail(Error::Unreachable, Tr::tr("The connection to the campaign %1 was lost and could not be made again: %2").arg(serverName(), mConnectReason));
    return false;
}

} // namespace vedette::store

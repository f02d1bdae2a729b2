#pragma once

#include <QList>
#include <QString>

#include <utility>

namespace vedette::store {

// Where a campaign lives: a file (a path), or a database on a PostgreSQL
// server: a URI as libpq, PostgreSQL's client library, reads it
// (`postgresql://USER@HOST:PORT/DATABASE?PARAMETER=VALUE&...`, the form a
// club's server gives its members). libpq itself parses it, so anything it
// takes is taken: the host, port and database in the authority or in the
// query (`?host=/socket/folder&port=5433`), several hosts, and any of its
// connection parameters (sslmode, sslrootcert, connect_timeout,
// application_name, target_session_attrs...), which are passed on to the
// connection. A parameter libpq does not know is refused, naming it. Every
// place that names a campaign (the window, every vedette-cli verb) hands its
// text to parse(); nothing else tells the two apart. Passwords are never
// part of a location: libpq finds them in ~/.pgpass or PGPASSWORD, and a URI
// that carries one (as user:password@ or ?password=) is refused.
class CampaignLocation
{
public:
    enum class Kind { Invalid, File, Server };

    CampaignLocation() = default;
    // Text that starts with "postgresql://" or "postgres://" is a server
    // address (and refused with a reason when it does not parse); anything
    // else non-empty is a file path, made absolute.
    static CampaignLocation parse(const QString &text);
    static CampaignLocation file(const QString &path);
    static bool isServerAddress(const QString &text);

    Kind kind() const { return mKind; }
    bool isValid() const { return mKind != Kind::Invalid; }
    bool isFile() const { return mKind == Kind::File; }
    bool isServer() const { return mKind == Kind::Server; }
    // Why parse() refused the text (Invalid only).
    QString errorString() const { return mError; }

    // File: the absolute path.
    QString filePath() const { return mPath; }

    // Server: the parts of the URI. An empty user or host, or a port of -1,
    // is left to libpq's defaults (the login name, the local socket, 5432).
    // host() is a network host (or several, "a,b"); a host that is a folder
    // is socketDirectory(). port() is the port when one is given (-1 when
    // none, or when each host has its own: ports() has them all).
    QString user() const { return mUser; }
    QString host() const { return mHost; }
    int port() const { return mPort; }
    QString ports() const { return mPorts; }
    QString socketDirectory() const { return mSocketDir; }
    QString database() const { return mDatabase; }
    // What QPSQL's setHostName() takes: the socket folder when given, else the host.
    QString connectHost() const { return mSocketDir.isEmpty() ? mHost : mSocketDir; }
    // libpq's other connection parameters the URI gave (sslmode,
    // connect_timeout...), in libpq's order, with their values.
    QList<std::pair<QString, QString>> parameters() const { return mParameters; }
    QString parameter(const QString &keyword) const;
    // `keyword='value'` quoted as libpq reads it, for QSqlDatabase's connect options.
    static QString connectOption(const QString &keyword, const QString &value);
    // The server as messages name it: "localhost:5432", "the socket in /run/postgresql".
    QString serverLabel() const;

    // The text to show and to open again: the path, or the URI in its canonical form.
    QString toString() const;
    // A short name for titles: the file's base name, or the database's name.
    QString displayName() const;

    friend bool operator==(const CampaignLocation &, const CampaignLocation &) = default;

private:
    Kind mKind = Kind::Invalid;
    QString mError;
    QString mPath;
    QString mUser;
    QString mHost;
    int mPort = -1;
    QString mPorts;
    QString mSocketDir;
    QString mDatabase;
    QList<std::pair<QString, QString>> mParameters;
};

} // namespace vedette::store

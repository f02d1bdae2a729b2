#pragma once

#include "render/playerview.h"
#include "server/battlesnapshot.h"

#include <QHostAddress>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QHash>
#include <QString>
#include <QUrl>

class QTcpServer;
class QTcpSocket;
class QTimer;
class QWebSocket;
class QWebSocketServer;

namespace vedette::server {

struct HttpRequest;

// The players' server: one port on the referee's laptop that serves each
// side its own view of the battle, to read on a phone or a tablet.
//
//   GET /?t=TOKEN            the page (a resource of this library)
//   GET /view.svg?t=TOKEN    the side's picture of the table, whole
//   GET /table.svg?t=TOKEN   the same without its pieces (units and
//                            generals), which the page draws itself; its
//                            version (the state's picture.version) moves
//                            only when the rest of the picture changed
//   GET /state.json?t=TOKEN  the side's state (sideStateJson())
//   WS  /live?t=TOKEN        on connecting, {"revision": N, "state": the
//                            whole state}; after every change the side may
//                            see, only what changed (stateChanges())
//
// Every byte comes from render::PlayerView's side state: the battle's
// secrets are taken out on the laptop, before anything is made to send. A
// wrong or missing token gets 403 (a socket: close code 1008). Each side
// has a random token of 128 bits, new on newTokens() or newToken(side) (old
// links then stop, and their devices are closed). Devices only read.
//
// Against devices that misbehave, or anything else on the network:
//   - a request head must arrive whole within headTimeout() (5 s) of the
//     connection; one over 16 KB gets 431, and what cannot be a request
//     gets 400 as soon as its first line says so;
//   - one address holds at most 16 connections and all of them at most
//     256: past either, the connection of that address (or of the one with
//     the most) that has been reading its head longest gives way; when none
//     is reading one, the new connection is refused;
//   - an answer that stops going out, and a live socket that stops
//     answering pings, are closed after idleTimeout() (30 s);
//   - after 10 wrong tokens from one address (forgiven one every 2 s),
//     every request from it that carries a token waits refusalDelay() (1 s)
//     and gets 429, a right token as a wrong one: guesses are slowed, and
//     neither the answer nor its time tells a right token from a wrong one.
//     Tokens are compared in constant time.
class PlayerServer : public QObject
{
    Q_OBJECT

public:
    static constexpr int maxConnections = 256;
    static constexpr int maxConnectionsPerAddress = 16;
    static constexpr qsizetype maxHeadBytes = 16 * 1024;
    // Wrong tokens an address may send before it is slowed, and how often
    // one of them is forgiven (ms).
    static constexpr int wrongTokenAllowance = 10;
    static constexpr int wrongTokenForgiveness = 2000;

    explicit PlayerServer(QObject *parent = nullptr);
    ~PlayerServer() override;

    // Listens only on `address` (the referee chooses it; port 0: any free
    // port). False, with errorString(), when it cannot.
    bool listen(const QHostAddress &address, quint16 port = 0);
    // Stops listening and closes every connection.
    void close();
    bool isListening() const;
    QHostAddress address() const;
    quint16 port() const;
    QString errorString() const { return mError; }

    // The battle as it now is; each side's state is made from it and its
    // devices are told when what they may see changed.
    void publish(const BattleSnapshot &snapshot);

    // The sides of the battle published, in the table's order.
    QStringList sides() const;
    QString sideName(const QString &sideId) const;
    QString token(const QString &sideId) const;
    // A side's link on `host` (the address the devices reach the laptop at;
    // empty: the address listened on).
    QUrl url(const QString &sideId, const QString &host = {}) const;
    // New tokens for every side: the old links stop working.
    void newTokens();
    // A new token for one side (a phone was lost): its old link stops, and
    // its devices are closed; the other sides' devices keep theirs.
    void newToken(const QString &sideId);
    // Every side's token; and tokens to keep, as given before (the devices
    // hold links with them, and follow the battle again when the server is
    // back): a side takes its kept token now or when it is published.
    // Anything but a token as freshToken() makes them is ignored.
    QHash<QString, QString> tokens() const;
    void keepTokens(const QHash<QString, QString> &tokens);
    // The side's revision: it moves only when what the side may see changed.
    qint64 revision(const QString &sideId) const;
    // The bytes a side is served (for tests and the link cards).
    QByteArray stateJson(const QString &sideId) const;
    QByteArray viewSvg(const QString &sideId);
    QByteArray tableSvg(const QString &sideId);

    // Devices with the live page open (connected sockets).
    int deviceCount() const;
    // Open connections of any kind (HTTP, handshakes, sockets), in all and
    // from one address.
    int connectionCount() const { return int(mConnections.size()); }
    int connectionCount(const QHostAddress &from) const;
    // Whether requests from `from` are slowed for its wrong tokens.
    bool isSlowed(const QHostAddress &from) const;

    // How long a connection may say nothing (ms): the rest of a request
    // head, or a pong to the live socket's ping.
    void setIdleTimeout(int milliseconds);
    int idleTimeout() const { return mIdleTimeout; }
    // How long after connecting a request head must have arrived whole (ms).
    void setHeadTimeout(int milliseconds);
    int headTimeout() const { return mHeadTimeout; }
    // How long a request from a slowed address waits for its refusal (ms).
    void setRefusalDelay(int milliseconds);
    int refusalDelay() const { return mRefusalDelay; }

    // The page the server serves at / (a resource of this library).
    static QByteArray page();

signals:
    void devicesChanged(int count);
    // Each side's devices have been told of the snapshot just published.
    void published();

private:
    struct Side
    {
        QString id;
        QString token;
        qint64 revision = 0;
        render::PlayerView::SideState state;
        QJsonObject object; // the state as sent
        QByteArray json;
        QByteArray svg; // made when first asked for, at this revision
        // The picture without its pieces: what it shows, its version, and
        // its bytes (made when first asked for).
        table::Scenario background;
        bool backgroundInPlay = false;
        qint64 pictureVersion = 0;
        QByteArray backgroundSvg;
        QList<QWebSocket *> devices;
    };

    // A connection, from its acceptance until it is closed.
    struct Connection
    {
        QString from;          // its address (addressKey())
        qint64 since = 0;      // ms since epoch
        bool readingHead = true;
    };
    // Wrong tokens from one address, one forgiven every wrongTokenForgiveness ms.
    struct Suspicion
    {
        int wrong = 0;
        qint64 since = 0; // when the next is forgiven, less wrongTokenForgiveness (ms since epoch)
    };

    void accept();
    bool makeRoom(const QString &from);
    void readHead(QTcpSocket *socket);
    void refuseSlowed(QTcpSocket *socket, const QString &from);
    void noteWrongToken(const QString &from);
    int wrongTokens(const QString &from) const;
    void respond(QTcpSocket *socket, const HttpRequest &request, const QString &from);
    void reply(QTcpSocket *socket, int status, const QByteArray &type, const QByteArray &body,
               const QList<QByteArray> &extraHeaders = {});
    void acceptSocket();
    void forget(QTcpSocket *socket);
    void release(QTcpSocket *socket);
    void closeDevices(Side &side);
    void dropDevice(QWebSocket *device);
    void pingDevices();
    Side *sideOfToken(const QString &token);
    static QString freshToken();
    // One key per device: IPv4 addresses seen through an IPv6 socket as themselves.
    static QString addressKey(const QHostAddress &address);

    QTcpServer *mTcp;
    QWebSocketServer *mWebSockets;
    QTimer *mPing;
    QList<Side> mSides;
    QHash<QString, QString> mKeptTokens;
    QHash<QTcpSocket *, Connection> mConnections;
    QHash<QString, int> mConnectionsFrom;
    QHash<QString, Suspicion> mSuspects;
    QHash<QWebSocket *, qint64> mLastHeard; // ms since epoch
    int mIdleTimeout = 30'000;
    int mHeadTimeout = 5'000;
    int mRefusalDelay = 1'000;
    QString mError;
};

} // namespace vedette::server

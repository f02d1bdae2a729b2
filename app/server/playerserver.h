#pragma once

#include "render/playerview.h"
#include "server/battlesnapshot.h"

#include <QHostAddress>
#include <QList>
#include <QObject>
#include <QSet>
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
//   GET /view.svg?t=TOKEN    the side's picture of the table
//   GET /state.json?t=TOKEN  the side's state (sideStateJson())
//   WS  /live?t=TOKEN        {"revision": N} after every change the side
//                            may see; on connecting, the whole state too
//
// Every byte comes from render::PlayerView's side state: the battle's
// secrets are taken out on the laptop, before anything is made to send. A
// wrong or missing token gets 403 (a socket: close code 1008). Each side
// has a random token of 128 bits, new on newTokens() (old links then stop,
// and their devices are closed). A request head over 16 KB gets 431; a
// connection that says nothing for idleTimeout() is closed, and so is a
// live socket that stops answering pings; past 64 connections new ones
// are refused. Devices only read.
class PlayerServer : public QObject
{
    Q_OBJECT

public:
    static constexpr int maxConnections = 64;
    static constexpr qsizetype maxHeadBytes = 16 * 1024;

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
    // The side's revision: it moves only when what the side may see changed.
    qint64 revision(const QString &sideId) const;
    // The bytes a side is served (for tests and the link cards).
    QByteArray stateJson(const QString &sideId) const;
    QByteArray viewSvg(const QString &sideId);

    // Devices with the live page open (connected sockets).
    int deviceCount() const;
    // Open connections of any kind (HTTP, handshakes, sockets).
    int connectionCount() const { return int(mConnections.size()); }

    // How long a connection may say nothing (ms): the rest of a request
    // head, or a pong to the live socket's ping.
    void setIdleTimeout(int milliseconds);
    int idleTimeout() const { return mIdleTimeout; }

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
        QByteArray json;
        QByteArray svg; // made when first asked for, at this revision
        QList<QWebSocket *> devices;
    };

    void accept();
    void readHead(QTcpSocket *socket);
    void respond(QTcpSocket *socket, const HttpRequest &request);
    void reply(QTcpSocket *socket, int status, const QByteArray &type, const QByteArray &body,
               const QList<QByteArray> &extraHeaders = {});
    void acceptSocket();
    void forget(QTcpSocket *socket);
    void dropDevice(QWebSocket *device);
    void pingDevices();
    Side *sideOfToken(const QString &token);
    static QString freshToken();

    QTcpServer *mTcp;
    QWebSocketServer *mWebSockets;
    QTimer *mPing;
    QList<Side> mSides;
    QSet<QTcpSocket *> mConnections;
    QHash<QWebSocket *, qint64> mLastHeard; // ms since epoch
    int mIdleTimeout = 30'000;
    QString mError;
};

} // namespace vedette::server

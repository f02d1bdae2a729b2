#include "playerserver.h"

#include "render/picturewriter.h"
#include "render/tablepicture.h"
#include "server/httprequest.h"
#include "server/sidestatejson.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QRandomGenerator>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#include <QUrlQuery>
#include <QWebSocket>
#include <QWebSocketServer>

#include <array>

using namespace Qt::StringLiterals;

namespace vedette::server {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(vedette::server::PlayerServer)
};

QByteArray reason(int status)
{
    switch (status) {
    case 200:
        return "OK";
    case 400:
        return "Bad Request";
    case 403:
        return "Forbidden";
    case 404:
        return "Not Found";
    case 405:
        return "Method Not Allowed";
    case 426:
        return "Upgrade Required";
    case 431:
        return "Request Header Fields Too Large";
    }
    return "Error";
}

// Tokens are compared without stopping at the first difference, so the
// time a refusal takes tells nothing of how near a guess came.
bool sameToken(const QString &a, const QString &b)
{
    if (a.size() != b.size() || a.isEmpty())
        return false;
    unsigned difference = 0;
    for (qsizetype i = 0; i < a.size(); ++i)
        difference |= unsigned(a[i].unicode() ^ b[i].unicode());
    return difference == 0;
}

qint64 now()
{
    return QDateTime::currentMSecsSinceEpoch();
}

const char *const headState = "vedetteReadingHead";

} // namespace

PlayerServer::PlayerServer(QObject *parent)
    : QObject(parent)
    , mTcp(new QTcpServer(this))
    , mWebSockets(new QWebSocketServer(u"Vedette"_s, QWebSocketServer::NonSecureMode, this))
    , mPing(new QTimer(this))
{
    mTcp->setMaxPendingConnections(maxConnections);
    connect(mTcp, &QTcpServer::newConnection, this, &PlayerServer::accept);
    mWebSockets->setHandshakeTimeout(std::chrono::milliseconds(mIdleTimeout));
    connect(mWebSockets, &QWebSocketServer::newConnection, this, &PlayerServer::acceptSocket);
    mPing->setInterval(mIdleTimeout / 3);
    connect(mPing, &QTimer::timeout, this, &PlayerServer::pingDevices);
}

PlayerServer::~PlayerServer()
{
    close();
}

bool PlayerServer::listen(const QHostAddress &address, quint16 port)
{
    close();
    if (!mTcp->listen(address, port)) {
        mError = mTcp->errorString();
        return false;
    }
    mError.clear();
    mPing->start();
    return true;
}

void PlayerServer::close()
{
    mTcp->close();
    mPing->stop();
    for (Side &side : mSides) {
        const QList<QWebSocket *> devices = side.devices;
        for (QWebSocket *device : devices)
            device->abort();
    }
    const QSet<QTcpSocket *> connections = mConnections;
    for (QTcpSocket *socket : connections)
        socket->abort();
}

bool PlayerServer::isListening() const
{
    return mTcp->isListening();
}

QHostAddress PlayerServer::address() const
{
    return mTcp->serverAddress();
}

quint16 PlayerServer::port() const
{
    return mTcp->serverPort();
}

void PlayerServer::setIdleTimeout(int milliseconds)
{
    mIdleTimeout = qMax(50, milliseconds);
    mWebSockets->setHandshakeTimeout(std::chrono::milliseconds(mIdleTimeout));
    mPing->setInterval(qMax(20, mIdleTimeout / 3));
}

QByteArray PlayerServer::page()
{
    static const QByteArray bytes = [] {
        QFile file(u":/vedette/server/page.html"_s);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }();
    return bytes;
}

QString PlayerServer::freshToken()
{
    std::array<quint32, 4> words{}; // 128 bits
    QRandomGenerator::system()->fillRange(words.data(), words.size());
    const QByteArray bytes(reinterpret_cast<const char *>(words.data()), sizeof(words));
    return QString::fromLatin1(bytes.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

void PlayerServer::publish(const BattleSnapshot &snapshot)
{
    QList<Side> sides;
    for (const table::Side &tableSide : snapshot.table.sides()) {
        Side side;
        side.id = tableSide.id;
        for (Side &old : mSides) {
            if (old.id == tableSide.id) {
                side = std::move(old);
                old.devices.clear();
            }
        }
        if (side.token.isEmpty())
            side.token = freshToken();
        render::PlayerView::SideState state
            = render::PlayerView::side(side.id).sideState(snapshot.table, snapshot.play, snapshot.log);
        if (side.revision == 0 || state != side.state) {
            ++side.revision;
            side.state = std::move(state);
            side.json = sideStateJson(side.state, side.revision);
            side.svg.clear();
            const QString told = u"{\"revision\":%1}"_s.arg(side.revision);
            for (QWebSocket *device : std::as_const(side.devices))
                device->sendTextMessage(told);
        }
        sides.append(std::move(side));
    }
    // A side gone from the table: its devices have nothing left to read.
    QList<QWebSocket *> orphans;
    for (const Side &old : std::as_const(mSides))
        orphans += old.devices;
    mSides = std::move(sides);
    for (QWebSocket *device : std::as_const(orphans))
        device->abort();
    emit published();
}

QStringList PlayerServer::sides() const
{
    QStringList ids;
    for (const Side &side : mSides)
        ids.append(side.id);
    return ids;
}

QString PlayerServer::sideName(const QString &sideId) const
{
    for (const Side &side : mSides)
        if (side.id == sideId)
            return side.state.sideName;
    return {};
}

QString PlayerServer::token(const QString &sideId) const
{
    for (const Side &side : mSides)
        if (side.id == sideId)
            return side.token;
    return {};
}

QUrl PlayerServer::url(const QString &sideId, const QString &host) const
{
    QUrl url;
    url.setScheme(u"http"_s);
    url.setHost(host.isEmpty() ? address().toString() : host);
    url.setPort(port());
    url.setPath(u"/"_s);
    url.setQuery(u"t="_s + token(sideId));
    return url;
}

void PlayerServer::newTokens()
{
    for (Side &side : mSides) {
        side.token = freshToken();
        const QList<QWebSocket *> devices = side.devices;
        for (QWebSocket *device : devices)
            device->close(QWebSocketProtocol::CloseCodePolicyViolated, u"new links"_s);
    }
}

qint64 PlayerServer::revision(const QString &sideId) const
{
    for (const Side &side : mSides)
        if (side.id == sideId)
            return side.revision;
    return 0;
}

QByteArray PlayerServer::stateJson(const QString &sideId) const
{
    for (const Side &side : mSides)
        if (side.id == sideId)
            return side.json;
    return {};
}

QByteArray PlayerServer::viewSvg(const QString &sideId)
{
    for (Side &side : mSides) {
        if (side.id != sideId)
            continue;
        if (side.svg.isEmpty()) {
            // The state's table is already the side's; the filter once more
            // marks the picture as a player's (no referee's rings).
            const render::PlayerView view = render::PlayerView::side(side.id);
            render::TablePicture picture = render::TablePicture::ofScenario(side.state.table);
            // The deployment zones are the set-up's; in play the table has none.
            if (side.state.turn > 0)
                picture.zones.clear();
            side.svg = render::PictureWriter::svg(view.filter(picture), {});
        }
        return side.svg;
    }
    return {};
}

int PlayerServer::deviceCount() const
{
    int count = 0;
    for (const Side &side : mSides)
        count += int(side.devices.size());
    return count;
}

PlayerServer::Side *PlayerServer::sideOfToken(const QString &token)
{
    Side *found = nullptr;
    for (Side &side : mSides)
        if (sameToken(side.token, token))
            found = &side;
    return found;
}

void PlayerServer::accept()
{
    while (QTcpSocket *socket = mTcp->nextPendingConnection()) {
        if (mConnections.size() >= maxConnections) {
            socket->abort();
            socket->deleteLater();
            continue;
        }
        mConnections.insert(socket);
        socket->setProperty(headState, true);
        connect(socket, &QAbstractSocket::disconnected, this, [this, socket] { forget(socket); });
        connect(socket, &QObject::destroyed, this, [this, socket] { mConnections.remove(socket); });
        connect(socket, &QIODevice::readyRead, this, [this, socket] { readHead(socket); });
        // A request head must arrive whole within the idle time.
        auto *idle = new QTimer(socket);
        idle->setObjectName(u"idle"_s);
        idle->setSingleShot(true);
        connect(idle, &QTimer::timeout, socket, [socket] {
            if (socket->property(headState).toBool())
                socket->abort();
        });
        idle->start(mIdleTimeout);
        if (socket->bytesAvailable() > 0)
            readHead(socket);
    }
}

void PlayerServer::forget(QTcpSocket *socket)
{
    mConnections.remove(socket);
    // A socket handed to the WebSocket server belongs to its QWebSocket.
    if (socket->property(headState).isValid() && !socket->property("vedetteHandedOver").toBool())
        socket->deleteLater();
}

void PlayerServer::readHead(QTcpSocket *socket)
{
    if (!socket->property(headState).toBool())
        return;
    const QByteArray data = socket->peek(maxHeadBytes + 4);
    const qsizetype end = HttpRequest::headEnd(data);
    if (end < 0) {
        if (socket->bytesAvailable() > maxHeadBytes) {
            socket->setProperty(headState, false);
            reply(socket, 431, "text/plain; charset=utf-8", "Request head too large.\n");
        }
        return;
    }
    socket->setProperty(headState, false);
    if (auto *idle = socket->findChild<QTimer *>(u"idle"_s))
        idle->stop();
    const std::optional<HttpRequest> request = HttpRequest::parse(data.left(end));
    if (!request) {
        socket->read(end);
        reply(socket, 400, "text/plain; charset=utf-8", "Bad request.\n");
        return;
    }
    if (request->path == u"/live"_s && request->isUpgrade() && request->method == "GET") {
        // The head is still unread in the socket: the WebSocket server reads
        // the handshake itself, then acceptSocket() checks the token.
        disconnect(socket, &QIODevice::readyRead, this, nullptr);
        socket->setProperty("vedetteHandedOver", true);
        mWebSockets->handleConnection(socket);
        return;
    }
    socket->read(end);
    respond(socket, *request);
}

void PlayerServer::respond(QTcpSocket *socket, const HttpRequest &request)
{
    const bool head = request.method == "HEAD";
    if (request.method != "GET" && !head) {
        reply(socket, 405, "text/plain; charset=utf-8", "Devices only read.\n", {"Allow: GET, HEAD"});
        return;
    }
    const QString &path = request.path;
    const bool known = path == u"/"_s || path == u"/index.html"_s || path == u"/view.svg"_s
                       || path == u"/state.json"_s || path == u"/live"_s;
    if (!known) {
        reply(socket, 404, "text/plain; charset=utf-8", "Not found.\n");
        return;
    }
    Side *side = sideOfToken(request.token);
    if (!side) {
        const QByteArray refused = "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><meta name=\"viewport\" "
                                   "content=\"width=device-width, initial-scale=1\"><title>Vedette</title></head><body>"
                                   "<p>"
                                   + Tr::tr("This link does not open any side's view: ask the referee for a new one.")
                                         .toHtmlEscaped()
                                         .toUtf8()
                                   + "</p></body></html>\n";
        reply(socket, 403, "text/html; charset=utf-8", head ? QByteArray() : refused);
        return;
    }
    QByteArray type;
    QByteArray body;
    QList<QByteArray> extra;
    if (path == u"/state.json"_s) {
        type = "application/json";
        body = side->json;
    } else if (path == u"/view.svg"_s) {
        type = "image/svg+xml";
        body = viewSvg(side->id);
        extra.append("Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'");
    } else if (path == u"/live"_s) {
        reply(socket, 426, "text/plain; charset=utf-8", "The live view is a WebSocket.\n", {"Upgrade: websocket"});
        return;
    } else {
        type = "text/html; charset=utf-8";
        body = page();
        // Nothing from elsewhere: the page is whole as served.
        extra.append("Content-Security-Policy: default-src 'none'; script-src 'unsafe-inline'; style-src "
                     "'unsafe-inline'; img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'");
    }
    if (head) {
        extra.append("Content-Length: " + QByteArray::number(body.size()));
        body.clear();
    }
    reply(socket, 200, type, body, extra);
}

void PlayerServer::reply(QTcpSocket *socket, int status, const QByteArray &type, const QByteArray &body,
                         const QList<QByteArray> &extraHeaders)
{
    QByteArray response = "HTTP/1.1 " + QByteArray::number(status) + ' ' + reason(status) + "\r\n";
    response += "Content-Type: " + type + "\r\n";
    bool length = false;
    for (const QByteArray &header : extraHeaders) {
        response += header + "\r\n";
        length = length || header.startsWith("Content-Length:");
    }
    if (!length)
        response += "Content-Length: " + QByteArray::number(body.size()) + "\r\n";
    // The link carries the token: no page it leads to may learn it.
    response += "Cache-Control: no-store\r\nReferrer-Policy: no-referrer\r\nX-Content-Type-Options: nosniff\r\n"
                "Connection: close\r\n\r\n";
    response += body;
    disconnect(socket, &QIODevice::readyRead, this, nullptr);
    socket->write(response);
    socket->disconnectFromHost();
}

void PlayerServer::acceptSocket()
{
    while (QWebSocket *device = mWebSockets->nextPendingConnection()) {
        device->setParent(this);
        device->setMaxAllowedIncomingFrameSize(4096);
        device->setMaxAllowedIncomingMessageSize(4096);
        const QUrl url = device->requestUrl();
        Side *side = url.path() == u"/live"_s ? sideOfToken(QUrlQuery(url).queryItemValue(u"t"_s, QUrl::FullyDecoded))
                                              : nullptr;
        if (!side) {
            connect(device, &QWebSocket::disconnected, device, &QObject::deleteLater);
            device->close(QWebSocketProtocol::CloseCodePolicyViolated, u"unknown link"_s);
            continue;
        }
        side->devices.append(device);
        mLastHeard.insert(device, now());
        connect(device, &QWebSocket::pong, this, [this, device] { mLastHeard[device] = now(); });
        connect(device, &QWebSocket::textMessageReceived, this, [this, device] { mLastHeard[device] = now(); });
        connect(device, &QWebSocket::disconnected, this, [this, device] { dropDevice(device); });
        // A device that connects, or comes back, gets the whole state at once.
        const QByteArray whole = "{\"revision\":" + QByteArray::number(side->revision) + ",\"state\":" + side->json + '}';
        device->sendTextMessage(QString::fromUtf8(whole));
        emit devicesChanged(deviceCount());
    }
}

void PlayerServer::dropDevice(QWebSocket *device)
{
    bool known = false;
    for (Side &side : mSides)
        known = side.devices.removeAll(device) > 0 || known;
    mLastHeard.remove(device);
    device->deleteLater();
    if (known)
        emit devicesChanged(deviceCount());
}

void PlayerServer::pingDevices()
{
    const qint64 time = now();
    const QList<QWebSocket *> devices = mLastHeard.keys();
    for (QWebSocket *device : devices) {
        if (time - mLastHeard.value(device) > mIdleTimeout)
            device->abort();
        else
            device->ping();
    }
}

} // namespace vedette::server

#include "playerserver.h"

#include "render/picturewriter.h"
#include "render/tablepicture.h"
#include "server/httprequest.h"
#include "server/sidestatejson.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSignalBlocker>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#include <QUrlQuery>
#include <QWebSocket>
#include <QWebSocketServer>

#include <algorithm>
#include <sys/socket.h>
#include <array>
#include <utility>

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
    case 429:
        return "Too Many Requests";
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

// A socket handed to the WebSocket server belongs to its QWebSocket.
const char *const handedOver = "vedetteHandedOver";

// How long a device may go on sending after its answer (ms).
constexpr int lingerTime = 2000;

} // namespace

PlayerServer::PlayerServer(QObject *parent)
    : QObject(parent)
    , mTcp(new QTcpServer(this))
    , mWebSockets(new QWebSocketServer(u"Vedette"_s, QWebSocketServer::NonSecureMode, this))
    , mPing(new QTimer(this))
{
    mTcp->setMaxPendingConnections(maxConnections);
    // A burst of connections waits in the kernel's queue, not refused there.
    mTcp->setListenBacklogSize(maxConnections);
    connect(mTcp, &QTcpServer::newConnection, this, &PlayerServer::accept);
    mWebSockets->setHandshakeTimeout(std::chrono::milliseconds(mIdleTimeout));
    connect(mWebSockets, &QWebSocketServer::newConnection, this, &PlayerServer::acceptSocket);
    mPing->setInterval(mIdleTimeout / 3);
    connect(mPing, &QTimer::timeout, this, &PlayerServer::pingDevices);
}

PlayerServer::~PlayerServer()
{
    // A server going away tells no one of the devices it drops: whoever
    // listens (the Share dialog, its parent) may be half destroyed already.
    const QSignalBlocker quiet(this);
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
    mSuspects.clear();
    for (Side &side : mSides) {
        const QList<QWebSocket *> devices = side.devices;
        for (QWebSocket *device : devices)
            device->abort();
    }
    const QList<QTcpSocket *> connections = mConnections.keys();
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

void PlayerServer::setHeadTimeout(int milliseconds)
{
    mHeadTimeout = qMax(50, milliseconds);
}

void PlayerServer::setRefusalDelay(int milliseconds)
{
    mRefusalDelay = qMax(0, milliseconds);
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
            side.token = mKeptTokens.value(side.id, freshToken());
        render::PlayerView::SideState state
            = render::PlayerView::side(side.id).sideState(snapshot.table, snapshot.play, snapshot.log);
        if (side.revision == 0 || state != side.state) {
            ++side.revision;
            side.state = std::move(state);
            // The picture under the pieces changes seldom (terrain, markers,
            // the deployment zones going): its version moves only then.
            table::Scenario background = side.state.table;
            for (const table::Unit &unit : side.state.table.units())
                background.removeUnit(unit.id());
            for (const table::General &general : side.state.table.generals())
                background.removeGeneral(general.id);
            const bool inPlay = side.state.turn > 0;
            if (side.pictureVersion == 0 || background != side.background || inPlay != side.backgroundInPlay) {
                ++side.pictureVersion;
                side.background = std::move(background);
                side.backgroundInPlay = inPlay;
                side.backgroundSvg.clear();
            }
            const QJsonObject object = sideStateObject(side.state, side.revision, side.pictureVersion);
            const QJsonObject before = std::exchange(side.object, object);
            side.json = QJsonDocument(object).toJson(QJsonDocument::Compact);
            side.svg.clear();
            // A device is sent what changed; one that missed a step reads the whole state.
            if (!side.devices.isEmpty()) {
                const QString told = QString::fromUtf8(QJsonDocument(stateChanges(before, object)).toJson(QJsonDocument::Compact));
                for (QWebSocket *device : std::as_const(side.devices))
                    device->sendTextMessage(told);
            }
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

void PlayerServer::closeDevices(Side &side)
{
    const QList<QWebSocket *> devices = side.devices;
    for (QWebSocket *device : devices)
        device->close(QWebSocketProtocol::CloseCodePolicyViolated, u"new links"_s);
}

void PlayerServer::newTokens()
{
    mKeptTokens.clear();
    for (Side &side : mSides) {
        side.token = freshToken();
        closeDevices(side);
    }
}

void PlayerServer::newToken(const QString &sideId)
{
    mKeptTokens.remove(sideId);
    for (Side &side : mSides) {
        if (side.id == sideId) {
            side.token = freshToken();
            closeDevices(side);
        }
    }
}

QHash<QString, QString> PlayerServer::tokens() const
{
    QHash<QString, QString> tokens;
    for (const Side &side : mSides)
        tokens.insert(side.id, side.token);
    return tokens;
}

void PlayerServer::keepTokens(const QHash<QString, QString> &tokens)
{
    static const QRegularExpression shape(u"^[A-Za-z0-9_-]{22}$"_s);
    for (auto it = tokens.cbegin(); it != tokens.cend(); ++it) {
        if (!shape.match(it.value()).hasMatch())
            continue;
        mKeptTokens.insert(it.key(), it.value());
        for (Side &side : mSides) {
            if (side.id == it.key() && side.token != it.value()) {
                side.token = it.value();
                closeDevices(side);
            }
        }
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

QByteArray PlayerServer::tableSvg(const QString &sideId)
{
    for (Side &side : mSides) {
        if (side.id != sideId)
            continue;
        if (side.backgroundSvg.isEmpty()) {
            const render::PlayerView view = render::PlayerView::side(side.id);
            render::TablePicture picture = render::TablePicture::ofScenario(side.background);
            if (side.backgroundInPlay)
                picture.zones.clear();
            side.backgroundSvg = render::PictureWriter::svg(view.filter(picture), {});
        }
        return side.backgroundSvg;
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

QString PlayerServer::addressKey(const QHostAddress &address)
{
    bool isIPv4 = false;
    const quint32 ipv4 = address.toIPv4Address(&isIPv4);
    return isIPv4 ? QHostAddress(ipv4).toString() : address.toString();
}

int PlayerServer::connectionCount(const QHostAddress &from) const
{
    return mConnectionsFrom.value(addressKey(from));
}

int PlayerServer::wrongTokens(const QString &from) const
{
    const auto found = mSuspects.constFind(from);
    if (found == mSuspects.cend())
        return 0;
    const qint64 forgiven = (now() - found->since) / wrongTokenForgiveness;
    return int(std::max<qint64>(0, found->wrong - forgiven));
}

bool PlayerServer::isSlowed(const QHostAddress &from) const
{
    return wrongTokens(addressKey(from)) >= wrongTokenAllowance;
}

void PlayerServer::noteWrongToken(const QString &from)
{
    const qint64 time = now();
    Suspicion suspicion = mSuspects.value(from, {0, time});
    // What was forgiven since is taken off; the time towards the next is kept.
    const qint64 forgiven = (time - suspicion.since) / wrongTokenForgiveness;
    suspicion.wrong = int(std::max<qint64>(0, suspicion.wrong - forgiven));
    suspicion.since = suspicion.wrong == 0 ? time : suspicion.since + forgiven * wrongTokenForgiveness;
    // Counted on past the allowance (to three times it): an address that
    // goes on knocking stays slowed until it has stopped for a while.
    suspicion.wrong = std::min(suspicion.wrong + 1, 3 * wrongTokenAllowance);
    if (mSuspects.size() >= 4096 && !mSuspects.contains(from))
        mSuspects.erase(std::min_element(mSuspects.begin(), mSuspects.end(),
                                         [](const Suspicion &a, const Suspicion &b) { return a.since < b.since; }));
    mSuspects.insert(from, suspicion);
}

bool PlayerServer::makeRoom(const QString &from)
{
    // The connection that has been reading its head the longest, of `from`
    // or (empty) of the address with the most connections.
    const auto longestReading = [this](const QString &address) {
        QTcpSocket *found = nullptr;
        int foundCount = 0;
        qint64 foundSince = 0;
        for (auto it = mConnections.cbegin(); it != mConnections.cend(); ++it) {
            if (!it->readingHead || (!address.isEmpty() && it->from != address))
                continue;
            const int count = mConnectionsFrom.value(it->from);
            if (!found || count > foundCount || (count == foundCount && it->since < foundSince)) {
                found = it.key();
                foundCount = count;
                foundSince = it->since;
            }
        }
        return found;
    };
    const auto giveWay = [this](QTcpSocket *socket) {
        socket->abort();
        forget(socket);
    };
    if (mConnectionsFrom.value(from) >= maxConnectionsPerAddress) {
        QTcpSocket *socket = longestReading(from);
        if (!socket)
            return false;
        giveWay(socket);
    }
    if (mConnections.size() >= maxConnections) {
        QTcpSocket *socket = longestReading({});
        if (!socket)
            return false;
        giveWay(socket);
    }
    return true;
}

void PlayerServer::accept()
{
    while (QTcpSocket *socket = mTcp->nextPendingConnection()) {
        const QString from = addressKey(socket->peerAddress());
        if (!makeRoom(from)) {
            socket->abort();
            socket->deleteLater();
            continue;
        }
        mConnections.insert(socket, {from, now(), true});
        ++mConnectionsFrom[from];
        // Nothing past a head's limit is read before the head is answered.
        socket->setReadBufferSize(maxHeadBytes);
        connect(socket, &QAbstractSocket::disconnected, this, [this, socket] { forget(socket); });
        connect(socket, &QObject::destroyed, this, [this, socket] { release(socket); });
        connect(socket, &QIODevice::readyRead, this, [this, socket] { readHead(socket); });
        // The whole head within the head's time, however it trickles in.
        QTimer::singleShot(mHeadTimeout, socket, [this, socket] {
            const auto found = mConnections.constFind(socket);
            if (found != mConnections.cend() && found->readingHead)
                socket->abort();
        });
        if (socket->bytesAvailable() > 0)
            readHead(socket);
    }
}

void PlayerServer::release(QTcpSocket *socket)
{
    const auto found = mConnections.constFind(socket);
    if (found == mConnections.cend())
        return;
    const QString from = found->from;
    mConnections.erase(found);
    if (--mConnectionsFrom[from] <= 0)
        mConnectionsFrom.remove(from);
}

void PlayerServer::forget(QTcpSocket *socket)
{
    const bool known = mConnections.contains(socket);
    release(socket);
    if (known && !socket->property(handedOver).toBool())
        socket->deleteLater();
}

void PlayerServer::readHead(QTcpSocket *socket)
{
    const auto found = mConnections.find(socket);
    if (found == mConnections.end() || !found->readingHead)
        return;
    const HeadProgress progress = HeadProgress::gather(socket->peek(maxHeadBytes), maxHeadBytes);
    switch (progress.status) {
    case HeadProgress::Status::Incomplete:
        return;
    case HeadProgress::Status::TooLarge:
        found->readingHead = false;
        reply(socket, 431, "text/plain; charset=utf-8", "Request head too large.\n");
        return;
    case HeadProgress::Status::Bad:
        found->readingHead = false;
        reply(socket, 400, "text/plain; charset=utf-8", "Bad request.\n");
        return;
    case HeadProgress::Status::Complete:
        break;
    }
    found->readingHead = false;
    const QString from = found->from;
    const HttpRequest &request = *progress.request;
    if (wrongTokens(from) >= wrongTokenAllowance) {
        socket->read(progress.end);
        refuseSlowed(socket, from);
        return;
    }
    if (request.path == u"/live"_s && request.isUpgrade() && request.method == "GET") {
        // What Qt's handshake would let through and no browser sends: a key
        // that is not 16 bytes in base64, a version but 13 (RFC 6455, 4.2.1).
        const QByteArray key = request.headers.value("sec-websocket-key");
        const auto decoded = QByteArray::fromBase64Encoding(key, QByteArray::AbortOnBase64DecodingErrors);
        if (key.size() != 24 || !decoded || decoded.decoded.size() != 16) {
            socket->read(progress.end);
            reply(socket, 400, "text/plain; charset=utf-8", "Bad WebSocket handshake.\n");
            return;
        }
        if (request.headers.value("sec-websocket-version") != "13") {
            socket->read(progress.end);
            reply(socket, 426, "text/plain; charset=utf-8", "WebSocket version 13 only.\n", {"Sec-WebSocket-Version: 13"});
            return;
        }
        // The head is still unread in the socket: the WebSocket server reads
        // the handshake itself, then acceptSocket() checks the token.
        disconnect(socket, &QIODevice::readyRead, this, nullptr);
        socket->setProperty(handedOver, true);
        mWebSockets->handleConnection(socket);
        return;
    }
    socket->read(progress.end);
    respond(socket, request, from);
}

void PlayerServer::refuseSlowed(QTcpSocket *socket, const QString &from)
{
    disconnect(socket, &QIODevice::readyRead, this, nullptr);
    // Knocking on keeps the address slowed. The token is not even looked
    // at: a right one waits and is refused as a wrong one is.
    noteWrongToken(from);
    QTimer::singleShot(mRefusalDelay, socket, [this, socket] {
        if (socket->state() != QAbstractSocket::ConnectedState)
            return;
        const QByteArray page = "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><meta name=\"viewport\" "
                                "content=\"width=device-width, initial-scale=1\"><title>Vedette</title></head><body>"
                                "<p>"
                                + Tr::tr("Too many wrong links came from this device: wait a minute, then try again.")
                                      .toHtmlEscaped()
                                      .toUtf8()
                                + "</p></body></html>\n";
        reply(socket, 429, "text/html; charset=utf-8", page, {"Retry-After: 60"});
    });
}

void PlayerServer::respond(QTcpSocket *socket, const HttpRequest &request, const QString &from)
{
    const bool head = request.method == "HEAD";
    if (request.method != "GET" && !head) {
        reply(socket, 405, "text/plain; charset=utf-8", "Devices only read.\n", {"Allow: GET, HEAD"});
        return;
    }
    const QString &path = request.path;
    const bool known = path == u"/"_s || path == u"/index.html"_s || path == u"/view.svg"_s || path == u"/table.svg"_s
                       || path == u"/state.json"_s || path == u"/live"_s;
    if (!known) {
        reply(socket, 404, "text/plain; charset=utf-8", "Not found.\n");
        return;
    }
    Side *side = sideOfToken(request.token);
    if (!side) {
        noteWrongToken(from);
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
    } else if (path == u"/view.svg"_s || path == u"/table.svg"_s) {
        type = "image/svg+xml";
        body = path == u"/view.svg"_s ? viewSvg(side->id) : tableSvg(side->id);
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
    // An answer that stops going out (a device that reads no more) is
    // closed after the idle time; every byte written starts it again.
    auto *idle = new QTimer(socket);
    idle->setSingleShot(true);
    connect(idle, &QTimer::timeout, socket, &QAbstractSocket::abort);
    // Once it is all out, the connection is closed for writing (the device
    // sees the answer end) and whatever the device still sends is read and
    // dropped until it closes, for a moment: a socket closed with bytes
    // unread is reset, and the answer could be lost with it (a head too
    // large, junk, a body nobody asked for).
    connect(socket, &QIODevice::bytesWritten, idle, [this, socket, idle] {
        if (socket->bytesToWrite() > 0) {
            idle->start(mIdleTimeout);
            return;
        }
        ::shutdown(int(socket->socketDescriptor()), SHUT_WR);
        idle->start(std::min(mIdleTimeout, lingerTime));
    });
    connect(socket, &QIODevice::readyRead, socket, [socket] { socket->skip(socket->bytesAvailable()); });
    socket->skip(socket->bytesAvailable());
    idle->start(mIdleTimeout);
    socket->write(response);
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
            noteWrongToken(addressKey(device->peerAddress()));
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
    for (auto it = mSuspects.begin(); it != mSuspects.end();)
        it = wrongTokens(it.key()) <= 0 ? mSuspects.erase(it) : std::next(it);
    const QList<QWebSocket *> devices = mLastHeard.keys();
    for (QWebSocket *device : devices) {
        if (time - mLastHeard.value(device) > mIdleTimeout)
            device->abort();
        else
            device->ping();
    }
}

} // namespace vedette::server

#pragma once

#include <QByteArray>
#include <QHash>
#include <QString>

#include <optional>

namespace vedette::server {

// The head of one HTTP/1.x request (request line and header fields), as the
// players' server reads it: nothing more is accepted from a device.
struct HttpRequest
{
    QByteArray method;  // "GET"
    QString path;       // "/state.json", percent-decoded
    QString token;      // the query's t=..., empty when none
    QHash<QByteArray, QByteArray> headers; // names in lower case

    // A WebSocket opening handshake (Upgrade: websocket).
    bool isUpgrade() const;

    // Where the head ends in `data` (the index after its blank line), or -1
    // while it has not all arrived.
    static qsizetype headEnd(const QByteArray &data);
    // Nothing when `head` is not an HTTP/1.x request head.
    static std::optional<HttpRequest> parse(const QByteArray &head);
};

} // namespace vedette::server

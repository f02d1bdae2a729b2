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
    // Whether `line` (without its line end) is a request line parse() takes:
    // METHOD SP /target SP HTTP/1.x.
    static bool isRequestLine(const QByteArray &line);

    friend bool operator==(const HttpRequest &, const HttpRequest &) = default;
};

// What the first bytes of a connection make of its request head, as they
// arrive: the players' server calls gather() with everything received so
// far (at most `maxBytes` of it are looked at) after every read. A decision
// once made stays the same whatever follows, so a connection is answered
// as soon as its first bytes allow: junk at its first line, a head too
// large at `maxBytes`, without waiting for a blank line that may never
// come.
struct HeadProgress
{
    enum class Status {
        Incomplete, // more is needed
        Complete,   // a head of `end` bytes, read into `request`
        TooLarge,   // `maxBytes` received and no blank line among them
        Bad,        // not an HTTP/1.x request head
    };
    Status status = Status::Incomplete;
    qsizetype end = -1; // Complete: the head's length, blank line included
    std::optional<HttpRequest> request;

    static HeadProgress gather(const QByteArray &received, qsizetype maxBytes);

    friend bool operator==(const HeadProgress &, const HeadProgress &) = default;
};

} // namespace vedette::server

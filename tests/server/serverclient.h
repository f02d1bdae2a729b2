#pragma once

// An in-process client of the players' server for the tests: raw HTTP
// requests over a QTcpSocket on 127.0.0.1 (every byte of the answer kept,
// head and body) and a live socket whose frames are kept, both waiting on
// the event loop (the server runs in the same thread).

#include <QByteArray>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QHostAddress>
#include <QTcpSocket>
#include <QTest>
#include <QUrl>
#include <QWebSocket>

namespace serverclient {

struct Answer
{
    QByteArray bytes; // everything the server sent
    int status = 0;
    QByteArray body;
    bool closed = false; // the server closed the connection
};

inline Answer parse(const QByteArray &bytes)
{
    Answer answer;
    answer.bytes = bytes;
    const qsizetype space = bytes.indexOf(' ');
    if (bytes.startsWith("HTTP/1.1 ") && space > 0)
        answer.status = bytes.mid(space + 1, 3).toInt();
    const qsizetype end = bytes.indexOf("\r\n\r\n");
    if (end >= 0)
        answer.body = bytes.mid(end + 4);
    return answer;
}

// Sends `request` as it is and reads until the server closes (or `timeout` ms).
// `from`: the client's own address (any of 127.0.0.0/8 is this computer's,
// so a test can be several devices, each with an address of its own).
inline Answer exchange(quint16 port, const QByteArray &request, int timeout = 10000, const QHostAddress &from = {})
{
    QTcpSocket socket;
    if (!from.isNull())
        socket.bind(from);
    QByteArray got;
    QObject::connect(&socket, &QTcpSocket::connected, [&] { socket.write(request); });
    QObject::connect(&socket, &QTcpSocket::readyRead, [&] { got += socket.readAll(); });
    bool closed = false;
    QObject::connect(&socket, &QTcpSocket::disconnected, [&] { closed = true; });
    socket.connectToHost(QHostAddress::LocalHost, port);
    QElapsedTimer clock;
    clock.start();
    while (!closed && clock.elapsed() < timeout)
        QTest::qWait(5);
    got += socket.readAll();
    Answer answer = parse(got);
    answer.closed = closed;
    return answer;
}

inline Answer get(quint16 port, const QString &target, const QHostAddress &from = {})
{
    return exchange(port, "GET " + target.toUtf8() + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 10000, from);
}

// A device with the live page open: every text frame it received.
class Device : public QObject
{
public:
    explicit Device(const QUrl &url)
    {
        QObject::connect(&socket, &QWebSocket::textMessageReceived, this,
                         [this](const QString &message) { frames.append(message.toUtf8()); });
        QObject::connect(&socket, &QWebSocket::disconnected, this, [this] {
            closed = true;
            closeCode = socket.closeCode();
        });
        socket.open(url);
    }
    // Waits for `count` frames in all; false on timeout.
    bool waitFrames(qsizetype count, int timeout = 5000)
    {
        QElapsedTimer clock;
        clock.start();
        while (frames.size() < count && !closed && clock.elapsed() < timeout)
            QTest::qWait(5);
        return frames.size() >= count;
    }
    bool waitClosed(int timeout = 5000)
    {
        QElapsedTimer clock;
        clock.start();
        while (!closed && clock.elapsed() < timeout)
            QTest::qWait(5);
        return closed;
    }

    QWebSocket socket;
    QList<QByteArray> frames;
    bool closed = false;
    int closeCode = 0;
};

} // namespace serverclient

#include "httprequest.h"

#include <QList>
#include <QUrl>
#include <QUrlQuery>

using namespace Qt::StringLiterals;

namespace vedette::server {

namespace {

// RFC 9110's tchar: what a method or a field name is made of.
bool isTokenChar(char c)
{
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))
        return true;
    switch (c) {
    case '!': case '#': case '$': case '%': case '&': case '\'': case '*': case '+': case '-': case '.':
    case '^': case '_': case '`': case '|': case '~':
        return true;
    }
    return false;
}

bool isToken(const QByteArray &bytes)
{
    if (bytes.isEmpty())
        return false;
    for (char c : bytes)
        if (!isTokenChar(c))
            return false;
    return true;
}

// Every line of a head ends in CRLF, and nothing else below a space but a
// tab is in it. `complete`: the bytes are the whole head; else they are the
// first bytes of one, and a CR at their end may yet be followed by its LF.
bool cleanBytes(const QByteArray &bytes, bool complete)
{
    const qsizetype size = bytes.size();
    for (qsizetype i = 0; i < size; ++i) {
        const auto c = static_cast<unsigned char>(bytes[i]);
        if (c == '\r') {
            if (i + 1 < size ? bytes[i + 1] != '\n' : complete)
                return false;
        } else if (c == '\n') {
            if (i == 0 || bytes[i - 1] != '\r')
                return false;
        } else if ((c < 0x20 && c != '\t') || c == 0x7f) {
            return false;
        }
    }
    return true;
}

} // namespace

bool HttpRequest::isUpgrade() const
{
    return headers.value("upgrade").trimmed().compare("websocket", Qt::CaseInsensitive) == 0;
}

qsizetype HttpRequest::headEnd(const QByteArray &data)
{
    const qsizetype end = data.indexOf("\r\n\r\n");
    return end < 0 ? -1 : end + 4;
}

bool HttpRequest::isRequestLine(const QByteArray &line)
{
    const QList<QByteArray> start = line.split(' ');
    if (start.size() != 3 || !isToken(start[0]) || (start[2] != "HTTP/1.1" && start[2] != "HTTP/1.0"))
        return false;
    const QByteArray &target = start[1];
    if (!target.startsWith('/') || target.startsWith("//"))
        return false;
    return QUrl(QString::fromLatin1(target), QUrl::StrictMode).isValid();
}

std::optional<HttpRequest> HttpRequest::parse(const QByteArray &head)
{
    if (!cleanBytes(head, true))
        return std::nullopt;
    QList<QByteArray> lines = head.split('\n');
    for (QByteArray &line : lines)
        line.chop(line.endsWith('\r') ? 1 : 0);
    if (!isRequestLine(lines.first()))
        return std::nullopt;
    const QList<QByteArray> start = lines.first().split(' ');
    HttpRequest request;
    request.method = start[0];
    const QUrl url(QString::fromLatin1(start[1]), QUrl::StrictMode);
    request.path = url.path(QUrl::FullyDecoded);
    request.token = QUrlQuery(url).queryItemValue(u"t"_s, QUrl::FullyDecoded);
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray &line = lines[i];
        if (line.isEmpty())
            continue;
        // No space before the colon, no line folded onto the one before.
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0 || !isToken(line.left(colon)))
            return std::nullopt;
        request.headers.insert(line.left(colon).toLower(), line.mid(colon + 1).trimmed());
    }
    return request;
}

HeadProgress HeadProgress::gather(const QByteArray &received, qsizetype maxBytes)
{
    HeadProgress progress;
    const QByteArray data = received.left(maxBytes);
    const qsizetype end = HttpRequest::headEnd(data);
    if (end >= 0) {
        progress.request = HttpRequest::parse(data.left(end));
        progress.status = progress.request ? Status::Complete : Status::Bad;
        progress.end = progress.request ? end : -1;
        return progress;
    }
    // Not all there yet: what has come may already be no request at all.
    const qsizetype lineEnd = data.indexOf('\n');
    if (!cleanBytes(data, false) || (lineEnd >= 0 && !HttpRequest::isRequestLine(data.left(lineEnd).chopped(1)))) {
        progress.status = Status::Bad;
        return progress;
    }
    if (received.size() >= maxBytes)
        progress.status = Status::TooLarge;
    return progress;
}

} // namespace vedette::server

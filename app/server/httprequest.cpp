#include "httprequest.h"

#include <QList>
#include <QUrl>
#include <QUrlQuery>

using namespace Qt::StringLiterals;

namespace vedette::server {

bool HttpRequest::isUpgrade() const
{
    return headers.value("upgrade").trimmed().compare("websocket", Qt::CaseInsensitive) == 0;
}

qsizetype HttpRequest::headEnd(const QByteArray &data)
{
    const qsizetype end = data.indexOf("\r\n\r\n");
    return end < 0 ? -1 : end + 4;
}

std::optional<HttpRequest> HttpRequest::parse(const QByteArray &head)
{
    const QList<QByteArray> lines = head.split('\n');
    if (lines.isEmpty())
        return std::nullopt;
    const QList<QByteArray> start = lines.first().trimmed().split(' ');
    if (start.size() != 3 || !start[2].startsWith("HTTP/1.") || start[0].isEmpty())
        return std::nullopt;
    HttpRequest request;
    request.method = start[0];
    const QByteArray &target = start[1];
    if (!target.startsWith('/'))
        return std::nullopt;
    const QUrl url(QString::fromLatin1(target), QUrl::StrictMode);
    if (!url.isValid())
        return std::nullopt;
    request.path = url.path(QUrl::FullyDecoded);
    request.token = QUrlQuery(url).queryItemValue(u"t"_s, QUrl::FullyDecoded);
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray line = lines[i].trimmed();
        if (line.isEmpty())
            continue;
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0)
            return std::nullopt;
        request.headers.insert(line.left(colon).trimmed().toLower(), line.mid(colon + 1).trimmed());
    }
    return request;
}

} // namespace vedette::server

#include "campaignlocation.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QUrl>
#include <QUrlQuery>

using namespace Qt::StringLiterals;

namespace vedette::store {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(vedette::store::CampaignLocation)
};

const QString Form = u"postgresql://USER@HOST:PORT/DATABASE"_s;

} // namespace

bool CampaignLocation::isServerAddress(const QString &text)
{
    const QString trimmed = text.trimmed();
    return trimmed.startsWith(u"postgresql://"_s, Qt::CaseInsensitive) || trimmed.startsWith(u"postgres://"_s, Qt::CaseInsensitive);
}

CampaignLocation CampaignLocation::file(const QString &path)
{
    CampaignLocation location;
    if (path.isEmpty()) {
        location.mError = Tr::tr("No campaign was named.");
        return location;
    }
    location.mKind = Kind::File;
    location.mPath = QFileInfo(path).absoluteFilePath();
    return location;
}

CampaignLocation CampaignLocation::parse(const QString &text)
{
    if (!isServerAddress(text))
        return file(text);

    CampaignLocation location;
    const QString shown = text.trimmed();
    auto refuse = [&](const QString &why) {
        location.mKind = Kind::Invalid;
        location.mError = Tr::tr("%1 is not a campaign address: %2 (the form is %3).").arg(shown, why, Form);
        return location;
    };
    const QUrl url(shown, QUrl::StrictMode);
    if (!url.isValid())
        return refuse(url.errorString());
    if (!url.password().isEmpty())
        return refuse(Tr::tr("it holds a password; Vedette never keeps one, libpq reads it from ~/.pgpass or PGPASSWORD"));
    if (!url.fragment().isEmpty())
        return refuse(Tr::tr("it ends in a fragment (#…)"));
    QString path = url.path(QUrl::FullyDecoded);
    if (path.startsWith(u'/'))
        path.remove(0, 1);
    if (path.isEmpty())
        return refuse(Tr::tr("it names no database"));
    if (path.contains(u'/'))
        return refuse(Tr::tr("the database name “%1” holds a slash").arg(path));
    location.mDatabase = path;
    location.mUser = url.userName(QUrl::FullyDecoded);
    location.mHost = url.host(QUrl::FullyDecoded);
    location.mPort = url.port(-1);
    if (url.hasQuery()) {
        const QUrlQuery query(url);
        const auto items = query.queryItems(QUrl::FullyDecoded);
        for (const auto &[key, value] : items) {
            if (key != u"host"_s)
                return refuse(Tr::tr("it has the option “%1”; only host=/socket/folder is understood").arg(key));
            if (!value.startsWith(u'/'))
                return refuse(Tr::tr("host=%1 is not a socket folder (an absolute path)").arg(value));
            location.mSocketDir = QDir::cleanPath(value);
        }
    }
    location.mKind = Kind::Server;
    return location;
}

QString CampaignLocation::serverLabel() const
{
    if (!mSocketDir.isEmpty())
        return Tr::tr("the server on the socket in %1%2").arg(mSocketDir, mPort > 0 ? u" (port %1)"_s.arg(mPort) : QString());
    const QString host = mHost.isEmpty() ? Tr::tr("the local server") : mHost;
    return mPort > 0 ? u"%1:%2"_s.arg(host).arg(mPort) : host;
}

QString CampaignLocation::toString() const
{
    switch (mKind) {
    case Kind::Invalid:
        return {};
    case Kind::File:
        return mPath;
    case Kind::Server:
        break;
    }
    const auto encoded = [](const QString &part, const QByteArray &keep = {}) {
        return QString::fromLatin1(QUrl::toPercentEncoding(part, keep));
    };
    QString text = u"postgresql://"_s;
    if (!mUser.isEmpty())
        text += encoded(mUser) + u'@';
    text += encoded(mHost);
    if (mPort > 0)
        text += u':' + QString::number(mPort);
    text += u'/' + encoded(mDatabase);
    if (!mSocketDir.isEmpty())
        text += u"?host="_s + encoded(mSocketDir, "/");
    return text;
}

QString CampaignLocation::displayName() const
{
    switch (mKind) {
    case Kind::Invalid:
        return {};
    case Kind::File:
        return QFileInfo(mPath).completeBaseName();
    case Kind::Server:
        return mDatabase;
    }
    return {};
}

} // namespace vedette::store

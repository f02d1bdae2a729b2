#include "campaignlocation.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSet>
#include <QUrl>

#include <libpq-fe.h>

using namespace Qt::StringLiterals;

namespace vedette::store {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(vedette::store::CampaignLocation)
};

const QString Form = u"postgresql://USER@HOST:PORT/DATABASE"_s;

// Every connection parameter libpq knows: the options of an empty
// connection string, each with its keyword.
const QSet<QString> &libpqKeywords()
{
    static const QSet<QString> keywords = [] {
        QSet<QString> known;
        char *error = nullptr;
        if (PQconninfoOption *options = PQconninfoParse("", &error)) {
            for (const PQconninfoOption *option = options; option->keyword; ++option)
                known.insert(QString::fromLatin1(option->keyword));
            PQconninfoFree(options);
        }
        if (error)
            PQfreemem(error);
        return known;
    }();
    return keywords;
}

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
    const QString trimmed = text.trimmed();
    // A password never reaches a message: the address is shown without it.
    QString shown = trimmed;
    shown.replace(QRegularExpression(u"^([^:]+://[^/?@]*?:)[^/?@]*@"_s), u"\\1…@"_s);
    shown.replace(QRegularExpression(u"([?&]password=)[^&]*"_s), u"\\1…"_s);
    auto refuse = [&](const QString &why) {
        location = {};
        location.mError = Tr::tr("%1 is not a campaign address: %2 (the form is %3).").arg(shown, why, Form);
        return location;
    };
    const QString password = Tr::tr("it holds a password; Vedette never keeps one, libpq reads it from ~/.pgpass or PGPASSWORD");
    // libpq knows its schemes in lower case only.
    const qsizetype scheme = trimmed.indexOf(u"://"_s);
    const QString uri = trimmed.left(scheme).toLower() + trimmed.mid(scheme);
    if (uri.contains(u'#'))
        return refuse(Tr::tr("it ends in a fragment (#…)"));
    // The query's names first: one libpq does not know is named here (libpq
    // names it too, but in its own words and language).
    const qsizetype question = uri.indexOf(u'?');
    if (question >= 0) {
        const QStringList items = uri.mid(question + 1).split(u'&', Qt::SkipEmptyParts);
        for (const QString &item : items) {
            const QString keyword = QUrl::fromPercentEncoding(item.section(u'=', 0, 0).toUtf8());
            if (keyword == u"password"_s)
                return refuse(password);
            // ssl=true is libpq's spelling of sslmode=require, from JDBC.
            if (!libpqKeywords().contains(keyword) && keyword != u"ssl"_s)
                return refuse(Tr::tr("it has the parameter “%1”, which PostgreSQL's client library (libpq) does not know")
                                  .arg(keyword));
        }
    }
    char *error = nullptr;
    PQconninfoOption *options = PQconninfoParse(uri.toUtf8().constData(), &error);
    const auto freeOptions = qScopeGuard([&] {
        if (options)
            PQconninfoFree(options);
        if (error)
            PQfreemem(error);
    });
    if (!options) {
        const QString why = error ? QString::fromUtf8(error).trimmed().section(u'\n', 0, 0) : QString();
        return refuse(why.isEmpty() ? Tr::tr("libpq cannot read it") : why);
    }
    QString hosts;
    for (const PQconninfoOption *option = options; option->keyword; ++option) {
        if (!option->val)
            continue;
        const QString keyword = QString::fromLatin1(option->keyword);
        const QString value = QString::fromUtf8(option->val);
        if (keyword == u"password"_s) {
            if (!value.isEmpty())
                return refuse(password);
        } else if (keyword == u"dbname"_s) {
            location.mDatabase = value;
        } else if (keyword == u"user"_s) {
            location.mUser = value;
        } else if (keyword == u"host"_s) {
            hosts = value;
        } else if (keyword == u"port"_s) {
            location.mPorts = value;
        } else {
            // Qt's driver reads its connect options split at semicolons.
            if (value.contains(u';'))
                return refuse(Tr::tr("the value of “%1” holds a “;”, which Qt's PostgreSQL driver cannot pass on").arg(keyword));
            location.mParameters.append({keyword, value});
        }
    }
    if (location.mDatabase.isEmpty())
        return refuse(Tr::tr("it names no database"));
    // A port, or one a host; each a number a port can be (libpq looks only when it connects).
    for (const QString &port : location.mPorts.split(u',')) {
        bool number = false;
        const int value = port.toInt(&number);
        if (!port.isEmpty() && (!number || value < 1 || value > 65535))
            return refuse(Tr::tr("“%1” is not a port").arg(port));
    }
    if (!location.mPorts.contains(u','))
        location.mPort = location.mPorts.isEmpty() ? -1 : location.mPorts.toInt();
    // A host that is a folder is a Unix socket's.
    if (hosts.startsWith(u'/') && !hosts.contains(u','))
        location.mSocketDir = QDir::cleanPath(hosts);
    else
        location.mHost = hosts;
    location.mKind = Kind::Server;
    return location;
}

QString CampaignLocation::parameter(const QString &keyword) const
{
    for (const auto &[key, value] : mParameters)
        if (key == keyword)
            return value;
    return {};
}

QString CampaignLocation::connectOption(const QString &keyword, const QString &value)
{
    QString quoted = value;
    quoted.replace(u'\\', u"\\\\"_s);
    quoted.replace(u'\'', u"\\'"_s);
    return keyword + u"='"_s + quoted + u'\'';
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
    // One network host and one port in the authority; a socket folder, and
    // lists of hosts or ports, in the query, as libpq reads them back.
    QStringList query;
    QString text = u"postgresql://"_s;
    if (!mUser.isEmpty())
        text += encoded(mUser) + u'@';
    if (mHost.contains(u',') || mPorts.contains(u',')) {
        if (!mHost.isEmpty())
            query.append(u"host="_s + encoded(mHost, "/,:"));
        query.append(u"port="_s + encoded(mPorts, ","));
    } else {
        if (mHost.contains(u':'))
            text += u'[' + mHost + u']';
        else
            text += encoded(mHost);
        if (mPort > 0)
            text += u':' + QString::number(mPort);
    }
    text += u'/' + encoded(mDatabase);
    if (!mSocketDir.isEmpty())
        query.prepend(u"host="_s + encoded(mSocketDir, "/"));
    for (const auto &[keyword, value] : mParameters)
        query.append(keyword + u'=' + encoded(value, "/:,"));
    if (!query.isEmpty())
        text += u'?' + query.join(u'&');
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

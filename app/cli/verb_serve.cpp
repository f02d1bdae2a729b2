// vedette-cli serve: the players' server without a window. Each side's
// view of a battle of a campaign file, on the address the referee gives,
// until SIGINT or SIGTERM; it follows the steps that any program (the
// window, vedette-cli balagan play...) commits to the file.

#include "commandline.h"
#include "verb.h"

#include "server/battlefollower.h"
#include "server/playerserver.h"
#include "store/campaignstore.h"

#include <QCoreApplication>
#include <QFile>
#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkInterface>
#include <QSaveFile>
#include <QScopeGuard>
#include <QTimer>
#include <QUrl>
#include <QUrlQuery>

#include <csignal>
#include <limits>
#include <optional>
#include <utility>

using namespace Qt::StringLiterals;

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(vedette::cli::serve)
};

volatile std::sig_atomic_t stopAsked = 0;

void askStop(int)
{
    stopAsked = 1;
}

// "ADDR:PORT", "[IPv6]:PORT"; nothing when it is neither.
std::optional<std::pair<QHostAddress, quint16>> parseListen(const QString &text)
{
    const qsizetype colon = text.lastIndexOf(u':');
    if (colon <= 0)
        return std::nullopt;
    QString host = text.left(colon);
    if (host.startsWith(u'[') && host.endsWith(u']'))
        host = host.mid(1, host.size() - 2);
    bool ok = false;
    const uint port = text.mid(colon + 1).toUInt(&ok);
    QHostAddress address;
    if (!ok || port > 65535 || !address.setAddress(host))
        return std::nullopt;
    return std::make_pair(address, quint16(port));
}

// The address the devices reach: the one listened on, or for "any" the
// laptop's first LAN address.
QString reachableHost(const QHostAddress &listened)
{
    if (listened != QHostAddress::Any && listened != QHostAddress::AnyIPv4 && listened != QHostAddress::AnyIPv6)
        return listened.toString();
    for (const QHostAddress &address : QNetworkInterface::allAddresses())
        if (address.protocol() == QAbstractSocket::IPv4Protocol && !address.isLoopback())
            return address.toString();
    return u"127.0.0.1"_s;
}

int run(const QStringList &arguments, vedette::cli::Io &io)
{
    using vedette::cli::Option;
    vedette::cli::CommandLine command(
        u"serve"_s,
        Tr::tr("Serves each side of a battle its own view (the page, the table, its state and a live socket) to the "
               "players' phones and tablets, on the address given, until interrupted (Ctrl+C or SIGTERM). Only what "
               "a side may see leaves the computer. Steps committed to the campaign by any program reach the "
               "devices at once. The campaign is opened read-only."),
        {Option::integer(u"battle"_s, u"N"_s, Tr::tr("The battle to serve (vedette-cli log FILE --battles lists them)."), 1,
                         std::numeric_limits<qint64>::max())
             .require(),
         Option::text(u"listen"_s, u"ADDR:PORT"_s,
                      Tr::tr("Where to listen: an address of this computer and a port, e.g. 192.168.1.20:8080 "
                             "(0.0.0.0:8080 for every address; port 0 for any free one)."))
             .require(),
         Option::text(u"links"_s, u"FILE"_s,
                      Tr::tr("Write each side's link to FILE as JSON: {\"sides\": [{\"id\", \"name\", \"url\"}]}. When FILE "
                             "already holds links of the battle's sides (the server was stopped, or died), they are kept: "
                             "the phones follow the battle again by themselves."))},
        {{u"CAMPAIGN"_s, Tr::tr("The campaign: a file (.vedette), or a server's postgresql://USER@HOST:PORT/DATABASE.")}});
    if (const auto exit = command.parse(arguments, io))
        return *exit;
    const auto listen = parseListen(command.value(u"listen"_s));
    if (!listen)
        return command.fail(io, Tr::tr("--listen must be ADDR:PORT, e.g. 127.0.0.1:8080, not \"%1\"")
                                    .arg(command.value(u"listen"_s)));
    const QString path = command.positional()[0];
    const qint64 battle = command.integer(u"battle"_s);

    vedette::server::BattleFollower follower;
    if (!follower.open(path, battle))
        return command.fail(io, follower.errorString());
    vedette::server::PlayerServer server;
    // The links given before, if the file holds any, still work.
    if (command.isSet(u"links"_s)) {
        QFile before(command.value(u"links"_s));
        if (before.open(QIODevice::ReadOnly)) {
            QHash<QString, QString> kept;
            const QJsonArray given = QJsonDocument::fromJson(before.readAll()).object().value(u"sides"_s).toArray();
            for (const QJsonValue &side : given) {
                const QUrl url(side.toObject().value(u"url"_s).toString());
                kept.insert(side.toObject().value(u"id"_s).toString(), QUrlQuery(url).queryItemValue(u"t"_s));
            }
            server.keepTokens(kept);
        }
    }
    server.publish(follower.snapshot());
    QObject::connect(&follower, &vedette::server::BattleFollower::changed, &server,
                     &vedette::server::PlayerServer::publish);
    if (!server.listen(listen->first, listen->second)) {
        io.err << Tr::tr("vedette-cli serve: cannot listen on %1: %2").arg(command.value(u"listen"_s), server.errorString())
               << '\n';
        return vedette::cli::Failure;
    }

    // Caught from here on: whoever reads the links may stop the server at once.
    stopAsked = 0;
    std::signal(SIGINT, askStop);
    std::signal(SIGTERM, askStop);
    const auto restoreSignals = qScopeGuard([] {
        std::signal(SIGINT, SIG_DFL);
        std::signal(SIGTERM, SIG_DFL);
    });
    const QString host = reachableHost(listen->first);
    QJsonArray sides;
    io.out << Tr::tr("Serving %1 on port %2 (Ctrl+C stops).").arg(follower.snapshot().table.title()).arg(server.port())
           << '\n';
    for (const QString &side : server.sides()) {
        const QString url = server.url(side, host).toString();
        sides.append(QJsonObject{{u"id"_s, side}, {u"name"_s, server.sideName(side)}, {u"url"_s, url}});
        io.out << u"  "_s << server.sideName(side) << u": "_s << url << '\n';
    }
    io.out.flush();
    if (command.isSet(u"links"_s)) {
        QSaveFile links(command.value(u"links"_s));
        if (!links.open(QIODevice::WriteOnly)
            || links.write(QJsonDocument(QJsonObject{{u"sides"_s, sides}}).toJson()) < 0 || !links.commit()) {
            io.err << Tr::tr("vedette-cli serve: cannot write %1: %2").arg(links.fileName(), links.errorString()) << '\n';
            return vedette::cli::Failure;
        }
    }

    QTimer watch;
    QObject::connect(&watch, &QTimer::timeout, [] {
        if (stopAsked)
            QCoreApplication::quit();
    });
    watch.start(100);
    QCoreApplication::exec();
    server.close();
    io.out << Tr::tr("Stopped serving.") << '\n';
    return vedette::cli::Success;
}

const bool registered = vedette::cli::registerVerb(
    {u"serve"_s,
     QStringLiteral(QT_TRANSLATE_NOOP("vedette::cli::serve", "serve each side its own view on the players' phones")),
     run});

} // namespace

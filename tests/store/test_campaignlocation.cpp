// A club campaign's address as libpq reads it: the URI a club's server
// gives its members, with any of libpq's connection parameters in its
// query. Read without a server (the parts, the refusals, the round trip),
// then against a PostgreSQL server of the test's own that listens on its
// socket and on 127.0.0.1: the port in the query and in the authority,
// sslmode=disable and a parameter seen on the server, sslmode=require
// refused plainly by a server without TLS, connect_timeout=2 kept against a
// server that has stopped answering.
#include "pgtestserver.h"

#include "store/campaignlocation.h"
#include "store/campaignstore.h"

#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QScopeGuard>
#include <QTcpServer>
#include <QTest>

#include <algorithm>
#include <csignal>
#include <sys/types.h>

using namespace Qt::StringLiterals;
using vedette::store::CampaignLocation;
using vedette::store::CampaignStore;

class TestCampaignLocation : public QObject
{
    Q_OBJECT

private:
    vedette::store::test::PgTestServer mPg;
    bool mStarted = false;
    QString mWhyNot;

    // The server's TCP port is one of 55400-55499 (the ports tests may take
    // on this machine), free when looked at: another program may take it
    // first, so a few are tried.
    bool startServer()
    {
        if (vedette::store::test::PgTestServer::binDirectory().isEmpty()) {
            mWhyNot = u"PostgreSQL 15 is not installed"_s;
            return false;
        }
        for (int attempt = 0; attempt < 8; ++attempt) {
            const int port = 55400 + int(QRandomGenerator::global()->bounded(100));
            QTcpServer probe;
            if (!probe.listen(QHostAddress::LocalHost, quint16(port)))
                continue;
            probe.close();
            mPg.setPort(port);
            if (mPg.start({u"listen_addresses=127.0.0.1"_s}))
                return true;
            mWhyNot = mPg.errorString();
        }
        return false;
    }

    QString socketAddress(const QString &form) const
    {
        return QString(form).replace(u"SOCK"_s, mPg.socketDirectory()).replace(u"PORT"_s, QString::number(mPg.port()));
    }

private slots:
    void initTestCase()
    {
        mStarted = startServer();
        if (!mStarted)
            return;
        QVERIFY2(mPg.createDatabase(u"club"_s), qPrintable(mPg.errorString()));
        CampaignStore store;
        QVERIFY2(store.create(mPg.uri(u"club"_s), u"The club"_s), qPrintable(store.errorString()));
    }

    void addresses_data()
    {
        QTest::addColumn<QString>("address");
        QTest::addColumn<QString>("user");
        QTest::addColumn<QString>("host");
        QTest::addColumn<QString>("socket");
        QTest::addColumn<int>("port");
        QTest::addColumn<QString>("database");
        QTest::addColumn<QStringList>("parameters"); // keyword=value

        QTest::newRow("the issue's address") << u"postgresql://vedette@/club?host=/run/sock&port=5433"_s << u"vedette"_s
                                             << QString() << u"/run/sock"_s << 5433 << u"club"_s << QStringList();
        QTest::newRow("port in the authority") << u"postgresql://vedette@:5433/club?host=/run/sock/"_s << u"vedette"_s
                                               << QString() << u"/run/sock"_s << 5433 << u"club"_s << QStringList();
        QTest::newRow("a club's server") << u"postgresql://anna@clubhouse:5432/peninsula?sslmode=require&sslrootcert=/etc/club/root.crt"
                                            "&connect_timeout=10&application_name=table%203&target_session_attrs=read-write"_s
                                         << u"anna"_s << u"clubhouse"_s << QString() << 5432 << u"peninsula"_s
                                         << QStringList{u"connect_timeout=10"_s, u"sslmode=require"_s,
                                                        u"sslrootcert=/etc/club/root.crt"_s, u"application_name=table 3"_s,
                                                        u"target_session_attrs=read-write"_s};
        QTest::newRow("upper-case scheme") << u"PostgreSQL://anna@clubhouse/peninsula"_s << u"anna"_s << u"clubhouse"_s
                                           << QString() << -1 << u"peninsula"_s << QStringList();
        QTest::newRow("postgres://") << u"postgres://clubhouse/peninsula?port=6543"_s << QString() << u"clubhouse"_s << QString()
                                     << 6543 << u"peninsula"_s << QStringList();
        QTest::newRow("two hosts") << u"postgresql://club@primary:5432,standby:5433/peninsula?target_session_attrs=read-write"_s
                                   << u"club"_s << u"primary,standby"_s << QString() << -1 << u"peninsula"_s
                                   << QStringList{u"target_session_attrs=read-write"_s};
        QTest::newRow("IPv6") << u"postgresql://[::1]:5432/club"_s << QString() << u"::1"_s << QString() << 5432 << u"club"_s
                              << QStringList();
        QTest::newRow("database in the query") << u"postgresql://clubhouse?dbname=peninsula&ssl=true"_s << QString()
                                               << u"clubhouse"_s << QString() << -1 << u"peninsula"_s
                                               << QStringList{u"sslmode=require"_s};
        QTest::newRow("encoded") << u"postgresql://j%C3%BCrgen@clubhouse/feldzug%201704"_s << u"jürgen"_s << u"clubhouse"_s
                                 << QString() << -1 << u"feldzug 1704"_s << QStringList();
    }

    void addresses()
    {
        QFETCH(QString, address);
        const CampaignLocation location = CampaignLocation::parse(address);
        QVERIFY2(location.isServer(), qPrintable(location.errorString()));
        QTEST(location.user(), "user");
        QTEST(location.host(), "host");
        QTEST(location.socketDirectory(), "socket");
        QTEST(location.port(), "port");
        QTEST(location.database(), "database");
        QFETCH(QStringList, parameters);
        QStringList expected = parameters;
        // In libpq's own order, whatever the address's.
        QStringList got;
        for (const auto &[keyword, value] : location.parameters())
            got.append(keyword + u'=' + value);
        std::sort(expected.begin(), expected.end());
        std::sort(got.begin(), got.end());
        QCOMPARE(got, expected);
        // Its canonical form reads back the same.
        const CampaignLocation again = CampaignLocation::parse(location.toString());
        QVERIFY2(again == location, qPrintable(location.toString()));
    }

    void refusals_data()
    {
        QTest::addColumn<QString>("address");
        QTest::addColumn<QStringList>("words");
        QTest::addColumn<QString>("never");
        const QStringList password{u"password"_s, u"~/.pgpass"_s, u"PGPASSWORD"_s};
        QTest::newRow("password in the authority") << u"postgresql://anna:horse@clubhouse/peninsula"_s << password << u"horse"_s;
        QTest::newRow("password in the query") << u"postgresql://anna@clubhouse/peninsula?password=horse"_s << password
                                               << u"horse"_s;
        QTest::newRow("unknown parameter") << u"postgresql://anna@clubhouse/peninsula?sslmode=require&colour=red"_s
                                           << QStringList{u"“colour”"_s, u"libpq"_s} << QString();
        QTest::newRow("misspelt parameter") << u"postgresql://anna@clubhouse/peninsula?connecttimeout=2"_s
                                            << QStringList{u"“connecttimeout”"_s} << QString();
        QTest::newRow("no database") << u"postgresql://anna@clubhouse:5432/"_s << QStringList{u"names no database"_s}
                                     << QString();
        QTest::newRow("port too large") << u"postgresql://anna@clubhouse:99999/club"_s << QStringList{u"“99999”"_s}
                                        << QString();
        QTest::newRow("port not a number") << u"postgresql://anna@clubhouse/club?port=five"_s << QStringList{u"“five”"_s}
                                           << QString();
        QTest::newRow("semicolon") << u"postgresql://anna@clubhouse/club?application_name=a%3Bb"_s
                                   << QStringList{u"“application_name”"_s} << QString();
    }

    void refusals()
    {
        QFETCH(QString, address);
        QFETCH(QStringList, words);
        QFETCH(QString, never);
        const CampaignLocation location = CampaignLocation::parse(address);
        QVERIFY(!location.isValid());
        QVERIFY(location.errorString().contains(u"is not a campaign address"_s));
        for (const QString &word : words)
            QVERIFY2(location.errorString().contains(word), qPrintable(location.errorString()));
        if (!never.isEmpty())
            QVERIFY2(!location.errorString().contains(never), qPrintable(location.errorString()));
    }

    // The port in the query (the address) and in the authority, on
    // the socket; and on TCP with sslmode=disable and a name the server sees.
    void opensAsLibpqReadsIt_data()
    {
        QTest::addColumn<QString>("form");
        QTest::newRow("port in the query") << u"postgresql://vedette@/club?host=SOCK&port=PORT"_s;
        QTest::newRow("port in the authority") << u"postgresql://vedette@:PORT/club?host=SOCK"_s;
        QTest::newRow("TCP, sslmode=disable") << u"postgresql://vedette@127.0.0.1:PORT/club?sslmode=disable"_s;
        QTest::newRow("TCP, port in the query") << u"postgresql://vedette@127.0.0.1/club?port=PORT&sslmode=prefer"_s;
    }

    void opensAsLibpqReadsIt()
    {
        if (!mStarted)
            QSKIP(qPrintable(mWhyNot));
        QFETCH(QString, form);
        const QString address = socketAddress(form);
        CampaignStore store;
        QVERIFY2(store.open(address, CampaignStore::Mode::ReadOnly), qPrintable(store.errorString()));
        QCOMPARE(store.campaignName(), u"The club"_s);
    }

    void parametersReachTheServer()
    {
        if (!mStarted)
            QSKIP(qPrintable(mWhyNot));
        CampaignStore store;
        const QString address = socketAddress(u"postgresql://vedette@127.0.0.1:PORT/club?application_name=table%20two&sslmode=disable"_s);
        QVERIFY2(store.open(address), qPrintable(store.errorString()));
        QCOMPARE(mPg.query(u"postgres"_s, u"SELECT count(*) FROM pg_stat_activity WHERE application_name = 'table two' "
                                          "AND datname = 'club' AND client_addr = '127.0.0.1'"_s)
                     .toInt(),
                 1);
    }

    void sslRequiredIsRefusedPlainly()
    {
        if (!mStarted)
            QSKIP(qPrintable(mWhyNot));
        CampaignStore store;
        const QString address = socketAddress(u"postgresql://vedette@127.0.0.1:PORT/club?sslmode=require"_s);
        QVERIFY(!store.open(address, CampaignStore::Mode::ReadOnly));
        QCOMPARE(store.error(), CampaignStore::Error::Denied);
        QVERIFY2(store.errorString().contains(u"does not offer encrypted connections (SSL)"_s)
                     && store.errorString().contains(u"sslmode=require"_s) && store.errorString().contains(u"“club”"_s),
                 qPrintable(store.errorString()));
    }

    // A server that has stopped answering (its process stopped: the socket
    // takes the connection, nothing replies) is given up after the
    // address's connect_timeout, not Vedette's own five seconds.
    void connectTimeoutIsKept()
    {
        if (!mStarted)
            QSKIP(qPrintable(mWhyNot));
        const pid_t server = pid_t(mPg.pid());
        QVERIFY(server > 0);
        QCOMPARE(::kill(server, SIGSTOP), 0);
        const auto wake = qScopeGuard([server] { ::kill(server, SIGCONT); });
        CampaignStore store;
        QElapsedTimer clock;
        clock.start();
        const bool opened = store.open(socketAddress(u"postgresql://vedette@127.0.0.1:PORT/club?connect_timeout=2"_s),
                                       CampaignStore::Mode::ReadOnly);
        const qint64 elapsed = clock.elapsed();
        QVERIFY(!opened);
        QCOMPARE(store.error(), CampaignStore::Error::Unreachable);
        qInfo("refused after %lld ms", elapsed);
        QVERIFY2(elapsed >= 900 && elapsed < 3000, qPrintable(QString::number(elapsed)));
    }
};

QTEST_MAIN(TestCampaignLocation)
#include "test_campaignlocation.moc"

// vedette-cli on a campaign on a PostgreSQL server (one the test starts for
// itself): the bundled campaign copied to the server answers every verb as
// the file does for the same seeds, copies back with the same log, and a bad
// place (a server out of reach, a database that holds nothing, an address
// that does not parse, a target that is taken) is refused with exit status
// 2 and nothing written; a battle another referee plays is refused (1).
#include "store/campaignstore.h"
#include "store/defaultcampaign.h"

#include "clirun.h"
#include "pgtestserver.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace vedette;

namespace {

using clitest::Result;

Result cli(const QStringList &arguments)
{
    return clitest::run(arguments);
}

// A log as JSON without the moments each entry was written (a run on the
// file and one on the server write the same entries at other times).
QJsonArray timeless(const QJsonObject &log)
{
    QJsonArray entries = log.value(u"entries"_s).toArray();
    for (QJsonValueRef entry : entries) {
        QJsonObject object = entry.toObject();
        object.remove(u"time"_s);
        entry = object;
    }
    return entries;
}

} // namespace

class TestCliServer : public QObject
{
    Q_OBJECT

    QTemporaryDir mDir;
    store::test::PgTestServer mPg;
    QString mBundled;
    qint64 mBlenheim = 0;
    qint64 mBalaclava = 0;

private slots:
    void initTestCase()
    {
        QVERIFY2(mPg.start({u"fsync=off"_s}), qPrintable(mPg.errorString()));
        QString error;
        mBundled = store::DefaultCampaign::create(mDir.filePath(u"bundled"_s), &error);
        QVERIFY2(!mBundled.isEmpty(), qPrintable(error));
        store::CampaignStore store;
        QVERIFY(store.open(mBundled, store::CampaignStore::Mode::ReadOnly));
        for (const store::BattleInfo &info : store.battles())
            (store.scenarioInfo(info.scenarioId)->ruleSystem == u"balagan"_s ? mBlenheim : mBalaclava) = info.id;
        QVERIFY(mBlenheim && mBalaclava);
    }

    // The Done-when of issue 34: the same verbs with the same seeds on the
    // file and on its copy on the server give the same results, and the
    // server's campaign copied back holds the same log.
    void serverAnswersAsTheFileDoes()
    {
        QVERIFY(mPg.createDatabase(u"club"_s, true));
        const QString server = mPg.uri(u"club"_s);
        const QString file = mDir.filePath(u"at-home.vedette"_s);
        for (const QString &target : {server, file}) {
            const Result copied = cli({u"campaign"_s, u"copy"_s, mBundled, target});
            QVERIFY2(copied.exitCode == 0, qPrintable(copied.err));
            QVERIFY2(copied.out.contains(u"2 battle"_s), qPrintable(copied.out));
        }
        const QStringList blenheim{u"--battle"_s, QString::number(mBlenheim)};
        const QStringList balaclava{u"--battle"_s, QString::number(mBalaclava)};
        const QList<QStringList> runs{
            QStringList{u"balagan"_s, u"play"_s, u"CAMPAIGN"_s, u"--seed"_s, u"1704"_s, u"--phases"_s, u"7"_s, u"--json"_s} + blenheim,
            QStringList{u"brown"_s, u"charge"_s, u"CAMPAIGN"_s, u"greys"_s, u"cossacks"_s, u"--seed"_s, u"1854"_s, u"--apply"_s,
                        u"--json"_s} + balaclava,
            QStringList{u"battle"_s, u"CAMPAIGN"_s, u"--json"_s} + blenheim,
            QStringList{u"battle"_s, u"CAMPAIGN"_s, u"--json"_s} + balaclava,
        };
        for (QStringList run : runs) {
            const qsizetype at = run.indexOf(u"CAMPAIGN"_s);
            run[at] = file;
            const Result onFile = cli(run);
            run[at] = server;
            const Result onServer = cli(run);
            // A charge the rules refuse exits with 1 (and says so in its JSON) on both.
            QVERIFY2(onFile.exitCode == 0 || onFile.exitCode == 1, qPrintable(run.join(u' ') + u": "_s + onFile.err));
            QCOMPARE(onServer.exitCode, onFile.exitCode);
            QVERIFY2(onServer.err.isEmpty(), qPrintable(onServer.err));
            QVERIFY(!onFile.json.isEmpty());
            QCOMPARE(onServer.json, onFile.json);
        }
        const Result fileLog = cli({u"log"_s, file, u"--format"_s, u"json"_s});
        const Result serverLog = cli({u"log"_s, server, u"--format"_s, u"json"_s});
        QVERIFY2(serverLog.exitCode == 0, qPrintable(serverLog.err));
        QVERIFY2(timeless(fileLog.json).size() > 6, qPrintable(QString::number(timeless(fileLog.json).size())));
        QCOMPARE(timeless(serverLog.json), timeless(fileLog.json));

        // Back to a file: the very same log, times and all.
        const QString back = mDir.filePath(u"back-home.vedette"_s);
        const Result copied = cli({u"campaign"_s, u"copy"_s, server, back});
        QVERIFY2(copied.exitCode == 0, qPrintable(copied.err));
        QCOMPARE(cli({u"log"_s, back, u"--format"_s, u"json"_s}).out, serverLog.out);
        const Result search = cli({u"log"_s, back, u"--search"_s, u"greys"_s, u"--format"_s, u"json"_s});
        QCOMPARE(timeless(search.json), timeless(cli({u"log"_s, server, u"--search"_s, u"greys"_s, u"--format"_s, u"json"_s}).json));
        QVERIFY(!timeless(search.json).isEmpty());
    }

    void badPlacesAreRefused_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QStringList>("words");
        QTest::addColumn<QString>("untouched"); // a database that must not change
        const QString gone = u"postgresql://vedette@localhost:%1/club?host=%2/gone"_s.arg(mPg.port()).arg(mPg.socketDirectory());
        const QString empty = mPg.uri(u"empty_db"_s);
        QTest::newRow("log, server out of reach") << QStringList{u"log"_s, gone} << QStringList{u"“club”"_s, u"/gone"_s, u"cannot be reached"_s}
                                                  << QString();
        QTest::newRow("battle, empty database") << QStringList{u"battle"_s, empty} << QStringList{u"“empty_db”"_s, u"holds no Vedette campaign"_s}
                                                << u"empty_db"_s;
        QTest::newRow("balagan play, empty database")
            << QStringList{u"balagan"_s, u"play"_s, empty, u"--seed"_s, u"1"_s} << QStringList{u"“empty_db”"_s, u"it is empty"_s}
            << u"empty_db"_s;
        QTest::newRow("brown charge, no such database")
            << QStringList{u"brown"_s, u"charge"_s, mPg.uri(u"no_such_db"_s), u"a"_s, u"b"_s, u"--seed"_s, u"1"_s, u"--apply"_s}
            << QStringList{u"“no_such_db”"_s, u"no database of that name"_s} << QString();
        QTest::newRow("address that does not parse")
            << QStringList{u"log"_s, u"postgresql://vedette@localhost:notaport/club"_s} << QStringList{u"not a campaign address"_s}
            << QString();
        QTest::newRow("password in the address")
            << QStringList{u"battle"_s, u"postgresql://vedette:secret@localhost/club"_s} << QStringList{u"PGPASSWORD"_s} << QString();
        QTest::newRow("copy into a taken database") << QStringList{u"campaign"_s, u"copy"_s, u"BUNDLED"_s, mPg.uri(u"taken_db"_s)}
                                                    << QStringList{u"“taken_db”"_s, u"already holds a Vedette campaign"_s} << u"taken_db"_s;
        QTest::newRow("copy from an empty database") << QStringList{u"campaign"_s, u"copy"_s, empty, mDir.filePath(u"nothing.vedette"_s)}
                                                     << QStringList{u"“empty_db”"_s, u"holds no Vedette campaign"_s} << u"empty_db"_s;
        QTest::newRow("copy onto a file that exists") << QStringList{u"campaign"_s, u"copy"_s, mPg.uri(u"taken_db"_s), u"BUNDLED"_s}
                                                      << QStringList{u"already exists"_s} << QString();
    }

    void badPlacesAreRefused()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QStringList, words);
        QFETCH(QString, untouched);
        QVERIFY(mPg.createDatabase(u"empty_db"_s, true));
        if (!mPg.query(u"postgres"_s, u"SELECT 1 FROM pg_database WHERE datname = 'taken_db'"_s).isValid()) {
            QVERIFY(mPg.createDatabase(u"taken_db"_s));
            const Result copied = cli({u"campaign"_s, u"copy"_s, mBundled, mPg.uri(u"taken_db"_s)});
            QVERIFY2(copied.exitCode == 0, qPrintable(copied.err));
        }
        arguments.replaceInStrings(u"BUNDLED"_s, mBundled);
        const QByteArray bundledBefore = [&] {
            QFile file(mBundled);
            return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
        }();
        const auto dump = [&](const QString &database) {
            return mPg.runClient(u"pg_dump"_s, {u"--schema-only"_s, database}).value_or(QByteArray()).size()
                + mPg.query(database, u"SELECT count(*) FROM pg_class"_s).toLongLong();
        };
        const qint64 before = untouched.isEmpty() ? 0 : dump(untouched);
        const qint64 rows = untouched == u"taken_db"_s ? mPg.query(untouched, u"SELECT count(*) FROM journal"_s).toLongLong() : 0;
        const Result result = cli(arguments);
        QCOMPARE(result.exitCode, 2);
        for (const QString &word : words)
            QVERIFY2(result.err.contains(word), qPrintable(result.err));
        if (!untouched.isEmpty()) {
            QCOMPARE(dump(untouched), before);
            if (untouched == u"taken_db"_s)
                QCOMPARE(mPg.query(untouched, u"SELECT count(*) FROM journal"_s).toLongLong(), rows);
        }
        QFile file(mBundled);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), bundledBefore);
        QVERIFY(!QFile::exists(mDir.filePath(u"nothing.vedette"_s)));
    }

    // A battle another referee plays is his: balagan play refuses it (exit
    // 1, nothing written) and plays another battle of the same campaign.
    void leasedBattleIsRefused()
    {
        QVERIFY(mPg.createDatabase(u"leased"_s, true));
        const QString server = mPg.uri(u"leased"_s);
        QCOMPARE(cli({u"campaign"_s, u"copy"_s, mBundled, server}).exitCode, 0);
        store::CampaignStore other;
        QVERIFY(other.open(server));
        QVERIFY(other.takeLease(mBlenheim));
        const qint64 entries = other.journalCount();
        const Result refused = cli({u"balagan"_s, u"play"_s, server, u"--battle"_s, QString::number(mBlenheim), u"--seed"_s, u"1"_s});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains(u"being played at another table"_s), qPrintable(refused.err));
        QVERIFY2(refused.err.contains(u"@"_s), qPrintable(refused.err));
        QCOMPARE(other.journalCount(), entries);
        // Looking is not playing.
        QCOMPARE(cli({u"battle"_s, server, u"--battle"_s, QString::number(mBlenheim)}).exitCode, 0);
        const Result charged = cli({u"brown"_s, u"charge"_s, server, u"greys"_s, u"cossacks"_s, u"--battle"_s,
                                    QString::number(mBalaclava), u"--seed"_s, u"3"_s, u"--apply"_s});
        QVERIFY2(charged.exitCode == 0 || charged.exitCode == 1, qPrintable(charged.err));
        QVERIFY(other.journalCount() > entries);
        // Given up, the battle is anyone's.
        other.releaseLease(mBlenheim);
        const Result played = cli({u"balagan"_s, u"play"_s, server, u"--battle"_s, QString::number(mBlenheim), u"--seed"_s, u"1"_s});
        QVERIFY2(played.exitCode == 0, qPrintable(played.err));
    }
};

QTEST_GUILESS_MAIN(TestCliServer)
#include "test_cliserver.moc"

#include "pgtestserver.h"
#include "storetestscenario.h"

#include "store/campaignlocation.h"
#include "store/campaignstore.h"
#include "store/defaultcampaign.h"
#include "store/journalreader.h"
#include "store/logexport.h"
#include "store/dialect.h"
#include "store/migrations.h"
#include "store/searchindex.h"
#include "store/storevalues.h"
#include "table/scenariojson.h"

#include <QBuffer>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QSysInfo>
#include <QRandomGenerator>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

#include <tuple>

// What only a file has, or only a server: the test says so and is skipped on the other engine.
#define FILE_ONLY(why)                                                                                                           \
    if (mServer)                                                                                                                 \
    QSKIP("a file's own: " why)
#define SERVER_ONLY(why)                                                                                                         \
    if (!mServer)                                                                                                                \
    QSKIP("a server's own: " why)

using namespace Qt::StringLiterals;
using namespace vedette;
using store::CampaignStore;

namespace {

// The ids of entries, in their order.
QList<qint64> ids(const QList<store::JournalEntry> &entries)
{
    QList<qint64> out;
    for (const store::JournalEntry &entry : entries)
        out.append(entry.id);
    return out;
}

} // namespace

namespace {

// One step: a battle's table and the entries written with it.
vedette::store::Commit stepOf(qint64 battle, const vedette::table::Scenario *table,
                              const QList<vedette::journal::JournalEvent> &events)
{
    vedette::store::Commit step;
    step.battle = battle;
    step.table = table;
    step.events = events;
    return step;
}

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

void writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(file.write(bytes), bytes.size());
}

// Runs SQL on a file with a plain connection of its own (not the store's).
QVariant fileQuery(const QString &path, const QString &sql, bool readOnly = true)
{
    const QString name = u"raw-"_s + QString::number(QRandomGenerator::global()->generate64());
    QVariant result;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        db.setDatabaseName(path);
        if (readOnly)
            db.setConnectOptions(u"QSQLITE_OPEN_READONLY"_s);
        if (db.open()) {
            QSqlQuery query(db);
            if (query.exec(sql) && query.next())
                result = query.value(0);
            else if (query.lastError().isValid())
                result = u"error: "_s + query.lastError().text();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return result;
}

journal::JournalEvent makeEvent(const QString &kind, const QString &summary, const QStringList &actors = {}, int turn = 1)
{
    journal::JournalEvent e;
    e.kind = kind;
    e.summary = summary;
    e.actors = actors;
    e.turn = turn;
    e.detail = QJsonObject{{u"kind"_s, kind}};
    return e;
}

} // namespace

// The store's suite runs on both engines: ctest runs it once on files
// (test_campaignstore) and once on a PostgreSQL server it starts for itself
// (test_campaignstore_server, VEDETTE_TEST_ENGINE=postgresql). What only a
// file has (its header, lock file, log beside it, older formats, SQLite's
// index) is tested on files alone; the server's own refusals, leases and
// copies are tested on the server alone.
class TestCampaignStore : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir mDir;
    const bool mServer = qEnvironmentVariable("VEDETTE_TEST_ENGINE") == u"postgresql"_s;
    std::unique_ptr<store::test::PgTestServer> mPg;
    QSet<QString> mDatabases;

    // Where a campaign of this name lives: a file in the test's folder, or a
    // database of the test's server (made empty the first time it is asked for).
    QString path(const QString &name)
    {
        if (!mServer)
            return mDir.filePath(name);
        QString database = name.toLower();
        for (QChar &c : database) {
            if (!c.isLetterOrNumber())
                c = u'_';
        }
        if (!mDatabases.contains(database)) {
            if (!mPg->createDatabase(database, true))
                qWarning("%s", qPrintable(mPg->errorString()));
            mDatabases.insert(database);
        }
        return mPg->uri(database);
    }

    // Whether a campaign is there (a file, or a stamped database).
    bool exists(const QString &location)
    {
        if (!mServer)
            return QFile::exists(location);
        return rawQuery(location, u"SELECT to_regclass('vedette_meta') IS NOT NULL"_s).toBool();
    }

    // Runs SQL on a campaign with a plain connection of its own (not the store's).
    QVariant rawQuery(const QString &location, const QString &sql, bool readOnly = true)
    {
        if (store::CampaignLocation::isServerAddress(location))
            return mPg->query(store::CampaignLocation::parse(location).database(), sql);
        return fileQuery(location, sql, readOnly);
    }

    // All a campaign holds, to tell that a refusal changed nothing: a file's
    // bytes, a server database's dump.
    QByteArray snapshot(const QString &location)
    {
        if (!store::CampaignLocation::isServerAddress(location))
            return fileBytes(location);
        const QByteArray dump =
            mPg->runClient(u"pg_dump"_s, {u"--no-owner"_s, store::CampaignLocation::parse(location).database()}).value_or(QByteArray());
        // pg_dump's \restrict key is new in every dump.
        QList<QByteArray> lines = dump.split('\n');
        lines.removeIf([](const QByteArray &line) { return line.startsWith("\\restrict") || line.startsWith("\\unrestrict"); });
        return lines.join('\n');
    }

    // A closed campaign with the full scenario, one battle and a few entries.
    QString makeCampaign(const QString &name, qint64 *battleOut = nullptr)
    {
        const QString file = path(name);
        CampaignStore store;
        if (!store.create(file, u"Test campaign"_s)) {
            qWarning() << store.errorString();
            return {};
        }
        const auto scenario = store.addScenario(store::test::fullScenario(), u"test"_s);
        const auto battle = store.startBattle({*scenario, u"First"_s, 42, 0});
        if (!battle)
            qWarning() << store.errorString();
        if (battleOut)
            *battleOut = battle.value_or(0);
        store::Commit step;
        step.battle = battle.value_or(0);
        step.events = {makeEvent(u"brown.charge"_s, u"The Gendarmerie charge Cutts' brigade"_s, {u"u-horse"_s, u"u-foot"_s})};
        store.commit(step);
        return file;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(mDir.isValid());
        QVERIFY(QSqlDatabase::isDriverAvailable(u"QSQLITE"_s));
        if (mServer) {
            QVERIFY2(QSqlDatabase::isDriverAvailable(u"QPSQL"_s), "Qt's QPSQL driver is missing (libqt6sql6-psql)");
            mPg = std::make_unique<store::test::PgTestServer>();
            // fsync off: the functional suite's thousands of commits need not
            // wait for the disk (the kill tests and benchmarks keep it on).
            QVERIFY2(mPg->start({u"fsync=off"_s}), qPrintable(mPg->errorString()));
        }
    }

    void migrationStatementsAreSplitAtLineEnds()
    {
        const QStringList statements = store::Migrations::statements(
            u"-- comment;\nCREATE TABLE a (x TEXT -- note;\n);\n\nCREATE TRIGGER t AFTER INSERT ON a\nBEGIN\n"
            "  INSERT INTO b VALUES (1);\n  INSERT INTO b VALUES (2);\nEND;\nINSERT INTO a VALUES ('x');"_s);
        QCOMPARE(statements.size(), 3);
        QVERIFY(statements[0].startsWith(u"CREATE TABLE a"_s));
        QVERIFY(statements[1].startsWith(u"CREATE TRIGGER"_s));
        QVERIFY(statements[1].endsWith(u"END;"_s));
        QCOMPARE(statements[2], u"INSERT INTO a VALUES ('x');"_s);
        QCOMPARE(store::Migrations::latestVersion(), CampaignStore::schemaVersion());
        QVERIFY(CampaignStore::schemaVersion() >= 2);
    }

    void createSetsApplicationIdAndVersion()
    {
        const QString file = path(u"new.vedette"_s);
        CampaignStore store;
        QVERIFY2(store.create(file, u"Crimea 1854"_s), qPrintable(store.errorString()));
        QCOMPARE(store.campaignName(), u"Crimea 1854"_s);
        QVERIFY(store.hasFullTextIndex());
        QCOMPARE(QFile::exists(file + u".lock"_s), !mServer);
        QVERIFY(!store.create(file, u"again"_s));
        QCOMPARE(store.error(), CampaignStore::Error::Exists);
        store.close();
        QVERIFY(!QFile::exists(file + u".lock"_s));
        if (mServer) {
            QCOMPARE(rawQuery(file, u"SELECT application_id FROM vedette_meta"_s).toInt(), store::ApplicationId);
            QCOMPARE(rawQuery(file, u"SELECT schema_version FROM vedette_meta"_s).toInt(), CampaignStore::schemaVersion());
        } else {
            const QByteArray header = fileBytes(file).left(100);
            QCOMPARE(qFromBigEndian<qint32>(header.constData() + 68), store::ApplicationId);
            QCOMPARE(qFromBigEndian<qint32>(header.constData() + 60), CampaignStore::schemaVersion());
            QCOMPARE(rawQuery(file, u"PRAGMA journal_mode"_s).toString(), u"wal"_s);
        }
        QVERIFY(store.open(file));
        QCOMPARE(store.campaignName(), u"Crimea 1854"_s);
        QCOMPARE(store.fileSchemaVersion(), CampaignStore::schemaVersion());
        QVERIFY(store.migrationBackupPath().isEmpty());
    }

    void missingFileIsNotFound()
    {
        CampaignStore store;
        const QString missing = mServer ? mPg->uri(u"nothing_here"_s) : path(u"nothing-here.vedette"_s);
        QVERIFY(!store.open(missing));
        QCOMPARE(store.error(), CampaignStore::Error::NotFound);
        if (mServer) {
            QVERIFY2(store.errorString().contains(u"“nothing_here”"_s), qPrintable(store.errorString()));
            QVERIFY2(store.errorString().contains(u"no database of that name"_s), qPrintable(store.errorString()));
            QCOMPARE(mPg->query(u"postgres"_s, u"SELECT count(*) FROM pg_database WHERE datname = 'nothing_here'"_s).toInt(), 0);
        } else {
            QVERIFY(!QFile::exists(missing));
        }
    }

    void newerFileIsRefusedUntouched()
    {
        const QString file = makeCampaign(u"newer.vedette"_s);
        if (mServer) {
            QVERIFY(rawQuery(file, u"UPDATE vedette_meta SET schema_version = 99"_s, false).isNull());
        } else {
            QVERIFY(rawQuery(file, u"PRAGMA user_version = 99"_s, false).isNull());
            QCOMPARE(qFromBigEndian<qint32>(fileBytes(file).constData() + 60), 99);
        }
        const QByteArray before = snapshot(file);
        QVERIFY(!before.isEmpty());
        for (CampaignStore::Mode mode : {CampaignStore::Mode::ReadWrite, CampaignStore::Mode::ReadOnly}) {
            CampaignStore store;
            QVERIFY(!store.open(file, mode));
            QCOMPARE(store.error(), CampaignStore::Error::TooNew);
            QVERIFY2(store.errorString().contains(u"newer Vedette"_s), qPrintable(store.errorString()));
            QVERIFY(store.errorString().contains(u"99"_s));
            QVERIFY(!store.isOpen());
        }
        QCOMPARE(snapshot(file), before);
        QVERIFY(!QFile::exists(file + u"-wal"_s));
        QVERIFY(!QFile::exists(file + u".lock"_s));
    }

    void damagedFileIsRefusedUntouched_data()
    {
        QTest::addColumn<QString>("damage");
        QTest::addColumn<CampaignStore::Error>("expected");
        QTest::newRow("empty") << u"empty"_s << CampaignStore::Error::NotVedette;
        QTest::newRow("header cut at 50 bytes") << u"cut50"_s << CampaignStore::Error::Damaged;
        QTest::newRow("cut in half") << u"half"_s << CampaignStore::Error::Damaged;
        QTest::newRow("garbage") << u"garbage"_s << CampaignStore::Error::NotVedette;
        QTest::newRow("garbage pages after the header") << u"pages"_s << CampaignStore::Error::Damaged;
    }

    void damagedFileIsRefusedUntouched()
    {
        FILE_ONLY("its bytes damaged");
        QFETCH(QString, damage);
        QFETCH(CampaignStore::Error, expected);
        const QString file = makeCampaign(u"damaged-%1.vedette"_s.arg(damage));
        {
            // Enough entries for several pages, so cutting loses real data.
            CampaignStore store;
            QVERIFY(store.open(file));
            store::Commit step;
            step.battle = 1;
            for (int i = 0; i < 300; ++i)
                step.events.append(makeEvent(u"note"_s, u"Entry number %1 with some padding text to fill pages"_s.arg(i)));
            QVERIFY(store.commit(step));
        }
        QByteArray bytes = fileBytes(file);
        QVERIFY(bytes.size() > 8192);
        if (damage == u"empty"_s)
            bytes.clear();
        else if (damage == u"cut50"_s)
            bytes.truncate(50);
        else if (damage == u"half"_s)
            bytes.truncate(bytes.size() / 2);
        else if (damage == u"garbage"_s)
            bytes = QByteArray(bytes.size(), 'x');
        else {
            QRandomGenerator random(7);
            for (qsizetype i = 4096; i < bytes.size(); ++i)
                bytes[i] = char(random.bounded(256));
        }
        writeBytes(file, bytes);
        for (CampaignStore::Mode mode : {CampaignStore::Mode::ReadWrite, CampaignStore::Mode::ReadOnly}) {
            CampaignStore store;
            QVERIFY(!store.open(file, mode));
            QCOMPARE(store.error(), expected);
            QVERIFY(!store.errorString().isEmpty());
            QVERIFY(!store.isOpen());
        }
        QCOMPARE(fileBytes(file), bytes);
        QVERIFY(!QFile::exists(file + u".lock"_s));
    }

    // Issue 18: open() leaves the check of the log's tables to a thread; the
    // first write waits for its verdict, so a file whose log is damaged opens
    // (the battles can be read and copied) but is never written.
    void damagedLogRefusesEveryWrite()
    {
        FILE_ONLY("SQLite's pages damaged");
        qint64 battle = 0;
        const QString file = makeCampaign(u"damaged-log.vedette"_s, &battle);
        {
            CampaignStore store;
            QVERIFY(store.open(file));
            store::Commit step;
            step.battle = battle;
            for (int i = 0; i < 2000; ++i)
                step.events.append(makeEvent(u"note"_s, u"Entry number %1 with some padding text to fill pages"_s.arg(i)));
            QVERIFY(store.commit(step));
        }
        // The journal's root page: with 2,000 entries an interior page of the b-tree.
        const int rootPage = rawQuery(file, u"SELECT rootpage FROM sqlite_schema WHERE name = 'journal'"_s).toInt();
        const int pageSize = rawQuery(file, u"PRAGMA page_size"_s).toInt();
        QVERIFY(rootPage > 1);
        QVERIFY(pageSize >= 512);
        QByteArray bytes = fileBytes(file);
        QRandomGenerator random(18);
        for (qsizetype i = qsizetype(rootPage - 1) * pageSize + 8; i < qsizetype(rootPage) * pageSize; ++i)
            bytes[i] = char(random.bounded(256));
        writeBytes(file, bytes);

        CampaignStore store;
        QVERIFY2(store.open(file), qPrintable(store.errorString()));
        QVERIFY(store.loadBattle(battle).has_value());
        QVERIFY(!store.addNote(battle, 1, u"Not to be written"_s));
        QCOMPARE(store.error(), CampaignStore::Error::Damaged);
        QVERIFY2(store.errorString().contains(u"is damaged: part of its log cannot be read"_s), qPrintable(store.errorString()));
        QVERIFY(!store.setCampaignName(u"Renamed"_s));
        QCOMPARE(store.error(), CampaignStore::Error::Damaged);
        store::Commit step;
        step.battle = battle;
        QVERIFY(!store.commit(step));
        QCOMPARE(store.error(), CampaignStore::Error::Damaged);
        store.close();
        QCOMPARE(fileBytes(file), bytes);
    }

    // Issue 16 and 20: a refused file is left exactly as it was found,
    // nothing beside it (SQLite's read-only connections leave a -wal and a
    // -shm behind), and the message is in plain words, not SQLite's.
    void refusedFileLeavesNothingBeside_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<bool>("withLog");
        QTest::addColumn<CampaignStore::Error>("expected");
        QTest::addColumn<QString>("words");
        for (bool withLog : {false, true}) {
            const char *log = withLog ? ", log beside it" : "";
            QTest::addRow("damaged pages%s", log) << u"pages"_s << withLog << CampaignStore::Error::Damaged
                                                  << u"is damaged: part of it cannot be read"_s;
            QTest::addRow("cut short%s", log) << u"half"_s << withLog << CampaignStore::Error::Damaged
                                              << u"is damaged: part of it cannot be read"_s;
            QTest::addRow("foreign%s", log) << u"foreign"_s << withLog << CampaignStore::Error::NotVedette
                                            << u"not a Vedette campaign"_s;
            QTest::addRow("newer%s", log) << u"newer"_s << withLog << CampaignStore::Error::TooNew << u"newer Vedette"_s;
            QTest::addRow("not a campaign%s", log) << u"text"_s << withLog << CampaignStore::Error::NotVedette
                                                   << u"not an SQLite database"_s;
        }
        // The header says format 1, the tables are of today: updating it fails at once.
        QTest::addRow("older format that cannot be updated") << u"older"_s << false << CampaignStore::Error::Damaged
                                                             << u"could not be updated"_s;
    }

    void refusedFileLeavesNothingBeside()
    {
        FILE_ONLY("nothing left beside it");
        QFETCH(QString, kind);
        QFETCH(bool, withLog);
        QFETCH(CampaignStore::Error, expected);
        QFETCH(QString, words);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath(u"refused.vedette"_s);
        if (kind == u"foreign"_s) {
            // A WAL-mode database of another program.
            QVERIFY(rawQuery(file, u"PRAGMA journal_mode = WAL"_s, false).toString() == u"wal"_s);
            QVERIFY(rawQuery(file, u"CREATE TABLE photos (id INTEGER PRIMARY KEY, name TEXT)"_s, false).isNull());
        } else if (kind == u"text"_s) {
            writeBytes(file, "Dear referee, this is a letter, not a campaign.\n");
        } else {
            QVERIFY(QFile::copy(makeCampaign(u"refused-source-%1-%2.vedette"_s.arg(kind).arg(withLog)), file));
            QByteArray bytes = fileBytes(file);
            if (kind == u"pages"_s) {
                QRandomGenerator random(20);
                for (qsizetype i = 4096; i < bytes.size(); ++i)
                    bytes[i] = char(random.bounded(256));
            } else if (kind == u"half"_s) {
                bytes.truncate(bytes.size() / 2);
            } else if (kind == u"newer"_s) {
                qToBigEndian<qint32>(99, bytes.data() + 60);
            } else if (kind == u"older"_s) {
                qToBigEndian<qint32>(1, bytes.data() + 60);
            }
            writeBytes(file, bytes);
        }
        // A log left by a program that died: not empty, so the header alone cannot decide.
        const QByteArray log = withLog ? QByteArray(4096 + 32, 'w') : QByteArray();
        if (withLog)
            writeBytes(file + u"-wal"_s, log);
        const QByteArray before = fileBytes(file);
        const QStringList listing = QDir(dir.path()).entryList(QDir::Files | QDir::Hidden, QDir::Name);

        // An older format is read as it is when opened read-only; only updating it can fail.
        const QList<CampaignStore::Mode> modes = kind == u"older"_s
            ? QList<CampaignStore::Mode>{CampaignStore::Mode::ReadWrite}
            : QList<CampaignStore::Mode>{CampaignStore::Mode::ReadWrite, CampaignStore::Mode::ReadOnly};
        for (CampaignStore::Mode mode : modes) {
            CampaignStore store;
            QVERIFY(!store.open(file, mode));
            QCOMPARE(store.error(), expected);
            QVERIFY2(store.errorString().contains(words), qPrintable(store.errorString()));
            for (const char *raw : {"malformed", "Unable to fetch row", "disk image", "file is not a database"})
                QVERIFY2(!store.errorString().contains(QLatin1StringView(raw)), qPrintable(store.errorString()));
            QCOMPARE(fileBytes(file), before);
            if (withLog)
                QCOMPARE(fileBytes(file + u"-wal"_s), log);
            QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden, QDir::Name), listing);
        }
    }

    // A good file opened read-only after the checks still sees what another
    // Vedette writes later (the checks' connection creates nothing, the
    // one kept open is an ordinary read-only one).
    void readOnlyOpenSeesLaterWrites()
    {
        qint64 battle = 0;
        const QString file = makeCampaign(u"read-only-later.vedette"_s, &battle);
        CampaignStore writer;
        QVERIFY2(writer.open(file), qPrintable(writer.errorString()));
        CampaignStore reader;
        QVERIFY2(reader.open(file, CampaignStore::Mode::ReadOnly), qPrintable(reader.errorString()));
        const qint64 count = reader.journalCount();
        QVERIFY(writer.addNote(battle, 1, u"written while the reader looks"_s));
        QCOMPARE(reader.journalCount(), count + 1);
    }

    // The checks open the file by a URI (file:...?immutable=1): characters
    // that mean something in a URI must stay part of the name.
    void pathWithUriCharactersOpens()
    {
        FILE_ONLY("a path");
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath(u"Blenheim #2? 100% sûr.vedette"_s);
        QVERIFY(QFile::copy(makeCampaign(u"uri-source.vedette"_s), file));
        for (CampaignStore::Mode mode : {CampaignStore::Mode::ReadOnly, CampaignStore::Mode::ReadWrite}) {
            CampaignStore store;
            QVERIFY2(store.open(file, mode), qPrintable(store.errorString()));
            QCOMPARE(store.campaignName(), u"Test campaign"_s);
        }
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QFileInfo(file).fileName()});
    }

    // Opening a file nobody has open, and closing it, leaves only the file.
    void openAndCloseLeaveOnlyTheFile()
    {
        FILE_ONLY("nothing left beside it");
        const QString file = makeCampaign(u"tidy.vedette"_s);
        const QByteArray before = fileBytes(file);
        for (CampaignStore::Mode mode : {CampaignStore::Mode::ReadOnly, CampaignStore::Mode::ReadWrite}) {
            CampaignStore store;
            QVERIFY2(store.open(file, mode), qPrintable(store.errorString()));
            QVERIFY(store.journalCount() > 0);
            store.close();
            QCOMPARE(fileBytes(file), before);
            QVERIFY(!QFile::exists(file + u".lock"_s));
            if (mode == CampaignStore::Mode::ReadWrite) {
                QVERIFY(!QFile::exists(file + u"-wal"_s));
                QVERIFY(!QFile::exists(file + u"-shm"_s));
            }
        }
    }

    void foreignSqliteFileIsRefused()
    {
        FILE_ONLY("another program's SQLite file (serverRefusals has a foreign database)");
        const QString file = path(u"foreign.sqlite"_s);
        QVERIFY(rawQuery(file, u"CREATE TABLE photos (id INTEGER PRIMARY KEY, name TEXT)"_s, false).isNull());
        QVERIFY(rawQuery(file, u"INSERT INTO photos (name) VALUES ('cat.jpg')"_s, false).isNull());
        const QByteArray before = fileBytes(file);
        CampaignStore store;
        QVERIFY(!store.open(file));
        QCOMPARE(store.error(), CampaignStore::Error::NotVedette);
        QVERIFY2(store.errorString().contains(u"not a Vedette campaign"_s), qPrintable(store.errorString()));
        QCOMPARE(fileBytes(file), before);
    }

    // The last Vedette died before SQLite copied its log into the file: the
    // header in the file is stale, the log beside it is the truth.
    void fileWithPendingLogOpens()
    {
        FILE_ONLY("its write-ahead log");
        const QString file = path(u"pending-log.vedette"_s);
        {
            CampaignStore store;
            QVERIFY2(store.create(file, u"Ramillies"_s), qPrintable(store.errorString()));
        }
        const QString copy = path(u"pending-log-copy.vedette"_s);
        {
            auto db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"pending"_s);
            db.setDatabaseName(file);
            QVERIFY(db.open());
            QSqlQuery query(db);
            // The file's header loses the application id; the log gets it back.
            QVERIFY(query.exec(u"PRAGMA wal_autocheckpoint = 0"_s));
            QVERIFY(query.exec(u"PRAGMA application_id = 0"_s));
            QVERIFY(query.exec(u"PRAGMA wal_checkpoint(TRUNCATE)"_s));
            QVERIFY(query.exec(u"PRAGMA application_id = %1"_s.arg(store::ApplicationId)));
            // A copy taken now is what a machine that lost power leaves behind.
            QVERIFY(QFile::copy(file, copy));
            QVERIFY(QFile::copy(file + u"-wal"_s, copy + u"-wal"_s));
            query.finish();
            db.close();
        }
        QSqlDatabase::removeDatabase(u"pending"_s);
        QCOMPARE(qFromBigEndian<qint32>(fileBytes(copy).left(100).constData() + 68), 0);
        CampaignStore store;
        QVERIFY2(store.open(copy), qPrintable(store.errorString()));
        QCOMPARE(store.campaignName(), u"Ramillies"_s);
    }

    void lockedFileOpensReadOnly()
    {
        FILE_ONLY("its lock file (a server has leases: twoRefereesOnTwoBattles)");
        qint64 battle = 0;
        const QString file = makeCampaign(u"locked.vedette"_s, &battle);
        QProcess holder;
        holder.start(QCoreApplication::applicationDirPath() + u"/store_kill_child"_s, {u"hold"_s, file});
        QVERIFY(holder.waitForReadyRead(20000));
        QCOMPARE(holder.readLine().trimmed(), QByteArray("ready"));

        CampaignStore store;
        QVERIFY(!store.open(file));
        QCOMPARE(store.error(), CampaignStore::Error::Locked);
        QVERIFY2(store.errorString().contains(u"another Vedette"_s), qPrintable(store.errorString()));
        QVERIFY(store.errorString().contains(QString::number(holder.processId())));

        QVERIFY2(store.open(file, CampaignStore::Mode::ReadOnly), qPrintable(store.errorString()));
        QVERIFY(store.isReadOnly());
        QCOMPARE(store.journalCount(), 2);
        QVERIFY(store.loadBattle(battle).has_value());
        QVERIFY(!store.addNote(battle, 1, u"a note"_s));
        QCOMPARE(store.error(), CampaignStore::Error::ReadOnly);
        QVERIFY(!store.voidEntry(1, u"no"_s));
        QCOMPARE(store.error(), CampaignStore::Error::ReadOnly);
        QVERIFY(!store.startBattle({1, {}, 0, 0}));
        QVERIFY(!store.setHouseRules(u"brown"_s, {}));
        store::Commit step;
        step.battle = battle;
        QVERIFY(!store.commit(step));
        QCOMPARE(store.error(), CampaignStore::Error::ReadOnly);
        QCOMPARE(store.journalCount(), 2);

        holder.kill();
        holder.waitForFinished();
        // The holder died: its lock is stale and a new writer takes over.
        CampaignStore writer;
        QVERIFY2(writer.open(file), qPrintable(writer.errorString()));
        QVERIFY(writer.addNote(battle, 1, u"after the crash"_s));
    }

    // Issue 39: the lock belongs to the open campaign, not to the process:
    // a second open for writing in this same process is refused as another
    // program's would be, and closing the first lets the second in.
    void secondOpenInThisProcessIsRefused()
    {
        FILE_ONLY("its lock file");
        const QString file = makeCampaign(u"twice.vedette"_s);
        auto first = std::make_unique<CampaignStore>();
        QVERIFY2(first->open(file), qPrintable(first->errorString()));
        CampaignStore second;
        QVERIFY(!second.open(file));
        QCOMPARE(second.error(), CampaignStore::Error::Locked);
        QVERIFY2(second.errorString().contains(QString::number(QCoreApplication::applicationPid())), qPrintable(second.errorString()));
        first.reset();
        QVERIFY(!QFile::exists(file + u".lock"_s));
        QVERIFY2(second.open(file), qPrintable(second.errorString()));
    }

    // Issue 39: what a process killed in the middle of taking a stale lock
    // over left behind (QLockFile's: a lock naming a dead process, and the
    // empty lock of its removal) never keeps the next open out. QLockFile
    // refused every open for 30 s on it.
    void lockLeftByAKilledOpenDoesNotLockOut()
    {
        FILE_ONLY("its lock file");
        const QString file = makeCampaign(u"left-locks.vedette"_s);
        QProcess dead;
        dead.start(u"true"_s);
        QVERIFY(dead.waitForFinished(10000));
        const qint64 gone = dead.processId() > 0 ? dead.processId() : 999999;
        {
            QFile lock(file + u".lock"_s);
            QVERIFY(lock.open(QIODevice::WriteOnly));
            lock.write(QByteArray::number(gone) + "\nstore_kill_child\n" + QSysInfo::machineHostName().toUtf8() + "\n");
            QFile removal(file + u".lock.rmlock"_s);
            QVERIFY(removal.open(QIODevice::WriteOnly)); // created, never filled
        }
        CampaignStore store;
        QVERIFY2(store.open(file), qPrintable(store.errorString()));
        QVERIFY(store.addNote(0, 1, u"after the crash"_s));
    }

    void migratesOlderFileAfterCopyingItAside()
    {
        FILE_ONLY("older formats and the copy beside it (serverCampaignIsMigrated)");
        const QString file = path(u"old.vedette"_s);
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"make-v1"_s);
            db.setDatabaseName(file);
            QVERIFY(db.open());
            QString error;
            QVERIFY2(store::Migrations::apply(db, 0, 1, &error), qPrintable(error));
            QSqlQuery query(db);
            QVERIFY(query.exec(u"PRAGMA journal_mode = WAL"_s));
            QVERIFY(query.exec(u"INSERT INTO campaign VALUES (1, 'Old campaign', '2025-01-01T00:00:00.000Z', '0.0.1')"_s));
            QVERIFY(query.exec(u"INSERT INTO journal (turn, time, kind, summary) VALUES (1, '2025-01-01T10:00:00.000Z', 'note', 'Cardigan rode down the valley')"_s));
            QVERIFY(query.exec(u"INSERT INTO journal (turn, time, kind, summary) VALUES (2, '2025-01-01T10:05:00.000Z', 'note', 'Lucan stayed behind')"_s));
            query.finish();
            db.close();
        }
        QSqlDatabase::removeDatabase(u"make-v1"_s);
        QCOMPARE(qFromBigEndian<qint32>(fileBytes(file).constData() + 60), 1);

        CampaignStore store;
        QVERIFY2(store.open(file), qPrintable(store.errorString()));
        QCOMPARE(store.fileSchemaVersion(), 1);
        const QString backup = store.migrationBackupPath();
        QCOMPARE(QFileInfo(backup).fileName(), u"old.before-v%1.vedette"_s.arg(CampaignStore::schemaVersion()));
        QVERIFY(QFile::exists(backup));
        QCOMPARE(rawQuery(backup, u"PRAGMA user_version"_s).toInt(), 1);
        QCOMPARE(rawQuery(backup, u"SELECT count(*) FROM journal"_s).toInt(), 2);
        QCOMPARE(rawQuery(file, u"PRAGMA user_version"_s).toInt(), CampaignStore::schemaVersion());

        // The search index of version 2 covers the entries written before it.
        store::JournalFilter search;
        search.text = u"cardigan vall"_s; // a whole word, then the beginning of one (searchWords())
        const QList<store::JournalEntry> found = store.journal(search);
        QCOMPARE(found.size(), 1);
        QCOMPARE(found[0].event.summary, u"Cardigan rode down the valley"_s);
        QVERIFY(store.addNote(0, 3, u"Migrated and still writing"_s));
        store.close();

        // Opening a current file makes no copy.
        QVERIFY(store.open(file));
        QVERIFY(store.migrationBackupPath().isEmpty());
    }

    void roundTripOfEveryField()
    {
        const QString file = path(u"roundtrip.vedette"_s);
        const table::Scenario original = store::test::fullScenario();
        qint64 battle = 0;
        qint64 scenarioId = 0;
        {
            CampaignStore store;
            QVERIFY(store.create(file, u"Round trip"_s));
            const auto id = store.addScenario(original, u"test"_s);
            QVERIFY(id);
            scenarioId = *id;
            const auto stored = store.scenario(scenarioId);
            QVERIFY(stored);
            QVERIFY(*stored == original);
            const auto b = store.startBattle({scenarioId, u"Battle"_s, 1234567890123456789ULL, 0});
            QVERIFY2(b, qPrintable(store.errorString()));
            battle = *b;
            const auto loaded = store.loadBattle(battle);
            QVERIFY(loaded);
            QVERIFY(*loaded == original);
        }
        CampaignStore store;
        QVERIFY(store.open(file));
        const auto info = store.battleInfo(battle);
        QVERIFY(info);
        QCOMPARE(info->diceSeed, 1234567890123456789ULL);
        QCOMPARE(info->scenarioId, scenarioId);
        QCOMPARE(info->name, u"Battle"_s);
        const auto loaded = store.loadBattle(battle);
        QVERIFY2(loaded, qPrintable(store.errorString()));
        QVERIFY(*loaded == original);
        QCOMPARE(table::ScenarioJson::write(*loaded), table::ScenarioJson::write(original));
        // The rows are readable with the sqlite3 shell.
        QCOMPARE(rawQuery(file, u"SELECT name FROM unit WHERE key = 'u-foot'"_s).toString(), u"Cutts' brigade"_s);
        QCOMPARE(rawQuery(file, u"SELECT strength FROM unit WHERE key = 'u-foot'"_s).toInt(), 2345);
        QCOMPARE(rawQuery(file, u"SELECT type FROM terrain WHERE key = 't-nebel'"_s).toString(), u"river"_s);
        QCOMPARE(rawQuery(file, u"SELECT count(*) FROM general"_s).toInt(), 2);
    }

    void commitWritesOnlyChangesAndFollowsUndo()
    {
        const QString file = path(u"commits.vedette"_s);
        CampaignStore store;
        QVERIFY(store.create(file, u"Commits"_s));
        const auto scenarioId = store.addScenario(store::test::fullScenario());
        const auto battle = store.startBattle({*scenarioId, {}, 7, 0});
        QVERIFY2(battle, qPrintable(store.errorString()));
        table::Scenario table = *store.loadBattle(*battle);
        const table::Scenario before = table;

        // Do: move a unit, remove a marker, add terrain, change the title.
        table::Unit foot = *table.unit(u"u-foot"_s);
        foot.setPosition(QPointF(500.5, 600.25));
        foot.setStrength(2000);
        QVERIFY(table.updateUnit(foot));
        QVERIFY(table.removeMarker(u"m-2"_s));
        QVERIFY(table.addTerrain(table::Terrain(u"t-new"_s, table::TerrainType::Woods,
                                                QPolygonF({QPointF(900, 600), QPointF(1000, 600), QPointF(950, 700)}))));
        table.setTitle(u"Renamed"_s);
        store::Commit step;
        step.battle = *battle;
        step.table = &table;
        step.events = {makeEvent(u"table.move"_s, u"Cutts' brigade moves"_s, {u"u-foot"_s})};
        step.turn = 2;
        QVERIFY2(store.commit(step), qPrintable(store.errorString()));
        QCOMPARE(store.lastEntryIds().size(), 1);
        QVERIFY(*store.loadBattle(*battle) == table);
        QCOMPARE(store.battleInfo(*battle)->turn, 2);
        QCOMPARE(rawQuery(file, u"SELECT strength FROM unit WHERE key = 'u-foot'"_s).toInt(), 2000);
        QCOMPARE(rawQuery(file, u"SELECT count(*) FROM marker"_s).toInt(), 1);
        QCOMPARE(rawQuery(file, u"SELECT side FROM messenger WHERE key = 'ms-1'"_s).toString(), u"french"_s);

        // A messenger rides and a ruler is pinned: one row changes, the rulers go with the settings.
        table::Scenario rode = table;
        table::Messenger messenger = *rode.messenger(u"ms-1"_s);
        messenger.route.append(QPointF(700.0, 300.0));
        messenger.position = QPointF(700.0, 300.0);
        QVERIFY(rode.updateMessenger(messenger));
        QVERIFY(rode.addRuler({u"r-2"_s, {u"u-foot"_s, QPointF(1, 2)}, {u"u-horse"_s, QPointF(3, 4)}, QString()}));
        store::Commit ride;
        ride.battle = *battle;
        ride.table = &rode;
        QVERIFY2(store.commit(ride), qPrintable(store.errorString()));
        QVERIFY(*store.loadBattle(*battle) == rode);
        QVERIFY(rawQuery(file, u"SELECT data FROM messenger WHERE key = 'ms-1'"_s).toString().contains(u"700"_s));
        QVERIFY(rawQuery(file, u"SELECT settings FROM battle WHERE id = %1"_s.arg(*battle)).toString().contains(u"r-2"_s));
        QVERIFY(store.commit(step));

        // Undo: the document commits the table as it was.
        store::Commit undo;
        undo.battle = *battle;
        undo.table = &before;
        QVERIFY(store.commit(undo));
        QVERIFY(*store.loadBattle(*battle) == before);
        // Redo.
        QVERIFY(store.commit(step));
        QVERIFY(*store.loadBattle(*battle) == table);

        // Reordered lists come back in their order.
        table::Scenario reordered = table;
        const table::Terrain first = reordered.terrain().constFirst();
        QVERIFY(reordered.removeTerrain(first.id()));
        QVERIFY(reordered.addTerrain(first));
        store::Commit reorder;
        reorder.battle = *battle;
        reorder.table = &reordered;
        QVERIFY(store.commit(reorder));
        store.close();
        QVERIFY(store.open(file));
        QVERIFY(*store.loadBattle(*battle) == reordered);
    }

    void failedCommitWritesNothing()
    {
        const QString file = path(u"atomic.vedette"_s);
        CampaignStore store;
        QVERIFY(store.create(file, u"Atomic"_s));
        const auto battle = store.startBattle({*store.addScenario(store::test::fullScenario()), {}, 7, 0});
        QVERIFY2(battle, qPrintable(store.errorString()));
        table::Scenario table = *store.loadBattle(*battle);
        const table::Scenario before = table;
        const qint64 entries = store.journalCount();
        table::Unit foot = *table.unit(u"u-foot"_s);
        foot.setPosition(QPointF(300.0, 300.0));
        table.updateUnit(foot);

        store::Commit step;
        step.battle = *battle;
        step.table = &table;
        step.turn = 5;
        step.events = {makeEvent(u"note"_s, u"first"_s), makeEvent(u"note"_s, u"second"_s)};
        store::GameState broken;
        broken.kind = u"lightbrigade"_s;
        broken.battle = 999; // no such battle: the last write of the step fails
        step.games = {broken};
        QVERIFY(!store.commit(step));
        QCOMPARE(store.error(), CampaignStore::Error::Invalid);
        QCOMPARE(store.journalCount(), entries);
        QVERIFY(*store.loadBattle(*battle) == before);
        QCOMPARE(store.battleInfo(*battle)->turn, 0);

        // The same step without the bad game goes through, and the cache of
        // what was written did not take the failed step for written.
        step.games.clear();
        QVERIFY(store.commit(step));
        QCOMPARE(store.journalCount(), entries + 2);
        const auto reloaded = store.loadBattle(*battle);
        QVERIFY2(reloaded, qPrintable(store.errorString()));
        QVERIFY(*reloaded == table);
        QVERIFY(!store.commit(stepOf(12345, nullptr, {})));

        // A table the scenario reader would refuse is refused when saved,
        // not found out when the battle is reopened.
        table::Scenario offTable = table;
        foot.setPosition(QPointF(-500.0, 10.0));
        offTable.updateUnit(foot);
        QVERIFY(!store.commit(stepOf(*battle, &offTable, {makeEvent(u"note"_s, u"lost"_s)})));
        QCOMPARE(store.error(), CampaignStore::Error::Invalid);
        QVERIFY2(store.errorString().contains(u"off the table"_s), qPrintable(store.errorString()));
        QCOMPARE(store.journalCount(), entries + 2);
        QVERIFY(*store.loadBattle(*battle) == table);
    }

    void journalKeepsRollsAndFilters()
    {
        const QString file = path(u"journal.vedette"_s);
        CampaignStore store;
        QVERIFY(store.create(file, u"Journal"_s));
        const auto scenarioId = store.addScenario(store::test::fullScenario());
        const auto battle = store.startBattle({*scenarioId, {}, 7, 0});
        const auto other = store.startBattle({*scenarioId, u"Second"_s, 8, 0});
        QVERIFY(battle && other);

        journal::JournalEvent charge = makeEvent(u"brown.charge"_s, u"Gendarmerie charge Cutts' brigade: attacker wins"_s,
                                             {u"u-horse"_s, u"u-foot"_s}, 3);
        charge.rolls = {dice::RollRecord{u"attacker class die"_s, {{dice::Die::d(10), 7}}, dice::DiceOrigin::Random},
                        dice::RollRecord{u"defender"_s, {{dice::Die::d6(), 2}, {dice::Die::d10zero(), 0}}, dice::DiceOrigin::Entered}};
        charge.time = QDateTime(QDate(2026, 11, 29), QTime(10, 15, 30, 250), Qt::UTC);
        charge.visibility = u"french"_s;
        store::Commit step;
        step.battle = *battle;
        step.events = {charge, makeEvent(u"balagan.fire"_s, u"Holcroft Blood's guns fire"_s, {u"u-guns"_s}, 3)};
        QVERIFY(store.commit(step));
        QVERIFY(store.addNote(*other, 1, u"Rain all morning"_s));
        QVERIFY(store.addNote(0, 0, u"Campaign note about the guns"_s));

        store::JournalFilter all;
        const QList<store::JournalEntry> entries = store.journal(all);
        QCOMPARE(entries.size(), 6); // two battle starts, two events, two notes
        const store::JournalEntry &stored = entries[2];
        QCOMPARE(stored.event.kind, u"brown.charge"_s);
        QCOMPARE(stored.event.time, charge.time);
        QCOMPARE(stored.event.actors, charge.actors);
        QCOMPARE(stored.event.visibility, u"french"_s);
        QCOMPARE(stored.event.turn, 3);
        QCOMPARE(stored.event.detail, charge.detail);
        QCOMPARE(stored.event.rolls.size(), 2);
        QCOMPARE(stored.event.rolls[1].dice[1].die, dice::Die::d10zero());
        QCOMPARE(stored.event.rolls[1].dice[1].face, 0);
        QCOMPARE(stored.event.rolls[1].origin, dice::DiceOrigin::Entered);
        QCOMPARE(stored.event.rollsText(), charge.rollsText());
        QCOMPARE(rawQuery(file, u"SELECT total FROM roll WHERE entry_id = %1 AND seq = 1"_s.arg(stored.id)).toInt(), 2);

        auto count = [&](auto change) {
            store::JournalFilter filter;
            change(filter);
            const qint64 n = store.journalCount(filter);
            if (store.journal(filter).size() != n)
                return qint64(-1);
            return n;
        };
        QCOMPARE(count([&](auto &f) { f.battle = *battle; }), 3);
        QCOMPARE(count([&](auto &f) { f.battle = 0; }), 1);
        QCOMPARE(count([&](auto &f) { f.unit = u"u-foot"_s; }), 1);
        QCOMPARE(count([&](auto &f) { f.side = u"allies"_s; }), 2);  // Cutts' brigade, the guns
        QCOMPARE(count([&](auto &f) { f.side = u"french"_s; }), 1);  // visible to the French
        QCOMPARE(count([&](auto &f) { f.battle = *battle; f.side = u"allies"_s; }), 2);
        QCOMPARE(count([&](auto &f) { f.battle = *battle; f.side = u"french"_s; }), 1);
        QCOMPARE(count([&](auto &f) { f.battle = *other; f.side = u"allies"_s; }), 0);
        QCOMPARE(count([&](auto &f) { f.kinds = {u"note"_s, u"balagan.fire"_s}; }), 3);
        QCOMPARE(count([&](auto &f) { f.afterId = entries[1].id; f.limit = 2; }), 2);
        QCOMPARE(store.journalKinds(), (QStringList{u"balagan.fire"_s, u"battle.start"_s, u"brown.charge"_s, u"note"_s}));
        const std::optional<table::Scenario> onTable = store.loadBattle(*battle);
        QVERIFY(onTable && onTable->unit(u"u-foot"_s) && !onTable->sides().isEmpty());
        const QHash<QString, QString> names = store.battleActorNames();
        QCOMPARE(names.value(store::battleActorKey(*battle, u"u-foot"_s)), onTable->unit(u"u-foot"_s)->name());
        QCOMPARE(names.value(store::battleActorKey(*battle, onTable->sides().constFirst().id)), onTable->sides().constFirst().name);

        store::JournalFilter newest;
        newest.newestFirst = true;
        newest.limit = 2;
        const QList<store::JournalEntry> last = store.journal(newest);
        QCOMPARE(last.size(), 2);
        QCOMPARE(last[0].id, entries[4].id);
        QCOMPARE(last[1].id, entries[5].id);
    }

    void search_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("expected");
        QTest::newRow("one word") << u"guns"_s << 2;
        QTest::newRow("prefix") << u"gendarm"_s << 1;
        // A word followed by a space was typed whole: whole words only; the
        // last word, being typed, is a beginning (store::searchWords()).
        QTest::newRow("a word typed whole is no beginning") << u"gendarm "_s << 0;
        QTest::newRow("a word before another is whole") << u"gendarm charge"_s << 0;
        QTest::newRow("whole words, then a beginning") << u"gendarmerie charge cutt"_s << 1;
        QTest::newRow("whole words, all typed whole") << u"gendarmerie   charge  "_s << 1;
        QTest::newRow("spaces before count for nothing") << u"  gendarm"_s << 1;
        QTest::newRow("whole word, case and accents") << u"CHÂTEAU "_s << 2;
        QTest::newRow("two words, both needed") << u"guns campaign"_s << 1;
        QTest::newRow("case and accents, void repeats it") << u"CHÂTEAU"_s << 2;
        QTest::newRow("kind") << u"balagan"_s << 1;
        QTest::newRow("operators are plain words") << u"\"guns\" OR NOT*"_s << 0;
        QTest::newRow("nothing") << u"zzzz"_s << 0;
        QTest::newRow("blank") << u"   "_s << 6;
    }

    // The log panel's reader: on a connection of its own, in a thread, it
    // answers every filter with the same newest page and count as the
    // store; the counts that look at every entry go slice by slice; a new
    // read cancels the one before (its answers never come).
    void readerAnswersAsTheStoreDoes()
    {
        const QString file = path(u"reader.vedette"_s);
        CampaignStore store;
        QVERIFY2(store.create(file, u"Reader"_s), qPrintable(store.errorString()));
        const auto scenarioId = store.addScenario(store::test::fullScenario(), u"test"_s);
        QVERIFY(scenarioId);
        const auto battle = store.startBattle({*scenarioId, u"First"_s, 7, 0});
        const auto other = store.startBattle({*scenarioId, u"Second"_s, 8, 0});
        QVERIFY(battle && other);
        const QStringList units{u"u-horse"_s, u"u-foot"_s, u"u-guns"_s};
        for (qint64 b : {*battle, *other}) {
            store::Commit step;
            step.battle = b;
            for (int i = 0; i < (b == *battle ? 1500 : 400); ++i) {
                journal::JournalEvent e = makeEvent(i % 2 ? u"brown.fire"_s : u"brown.charge"_s,
                                                    i % 7 ? u"Shot %1"_s.arg(i) : u"Volley %1"_s.arg(i), {units[i % 3]}, i / 50 + 1);
                if (i % 11 == 0)
                    e.visibility = u"french"_s;
                step.events.append(e);
            }
            QVERIFY2(store.commit(step), qPrintable(store.errorString()));
        }

        QObject context;
        QList<store::JournalReader::Page> pages;
        QList<store::JournalReader::Count> counts;
        store::JournalReader::Answers answers;
        answers.page = [&](const store::JournalReader::Page &page) { pages.append(page); };
        answers.count = [&](const store::JournalReader::Count &count) { counts.append(count); };
        QString failure;
        answers.failed = [&](const QString &message) { failure = message; };
        // Each answer as it comes: "kinds", "count" (done) or "partial".
        QStringList arrivals;
        QList<store::JournalReader::Kinds> kinds;
        answers.kinds = [&](const store::JournalReader::Kinds &k) {
            kinds.append(k);
            arrivals.append(u"kinds"_s);
        };
        answers.count = [&](const store::JournalReader::Count &count) {
            counts.append(count);
            arrivals.append(count.done ? u"count"_s : u"partial"_s);
        };
        store::JournalReader::setFirstSliceForTest(64);
        store::JournalReader reader(&context, answers);
        reader.open(file);
        const auto answered = [&](quint64 ticket) {
            return QTest::qWaitFor([&] { return !counts.isEmpty() && counts.constLast().ticket == ticket && counts.constLast().done; },
                                   30000);
        };

        const QList<std::function<void(store::JournalFilter &)>> filters{
            [](auto &) {},
            [](auto &f) { f.side = u"allies"_s; },
            [](auto &f) { f.side = u"french"_s; },
            [](auto &f) { f.side = u"nobody"_s; },
            [](auto &f) { f.side = u"allies"_s; f.includeVoided = false; },
            [&](auto &f) { f.battle = *other; f.side = u"allies"_s; },
            [](auto &f) { f.unit = u"u-foot"_s; },
            [](auto &f) { f.kinds = {u"brown.fire"_s}; },
            [](auto &f) { f.text = u"volley"_s; },
            [&](auto &f) { f.battle = *battle; },
        };
        for (int i = 0; i < filters.size(); ++i) {
            store::JournalFilter filter;
            filters[i](filter);
            pages.clear();
            counts.clear();
            const quint64 ticket = reader.read(filter, 100);
            QVERIFY2(answered(ticket), qPrintable(u"filter %1: %2"_s.arg(i).arg(failure)));
            QCOMPARE(pages.size(), 1);
            QCOMPARE(pages.constFirst().ticket, ticket);
            store::JournalFilter newest = filter;
            newest.limit = 100;
            newest.newestFirst = true;
            QList<qint64> expected;
            for (const store::JournalEntry &entry : store.journal(newest))
                expected.append(entry.id);
            QList<qint64> read;
            for (const store::JournalEntry &entry : pages.constFirst().entries)
                read.append(entry.id);
            QCOMPARE(read, expected);
            QCOMPARE(counts.constLast().total, store.journalCount(filter));
            // A count told on its way is never more than the whole.
            for (const store::JournalReader::Count &count : std::as_const(counts))
                QVERIFY(count.total <= counts.constLast().total);
        }

        // A new read cancels the one before: a side over the whole log,
        // counted slice by slice, then at once one battle.
        pages.clear();
        counts.clear();
        store::JournalFilter side;
        side.side = u"allies"_s;
        const quint64 first = reader.read(side, 100);
        store::JournalFilter one;
        one.battle = *other;
        const quint64 second = reader.read(one, 100);
        QVERIFY(answered(second));
        QTest::qWait(50);
        for (const auto &page : std::as_const(pages))
            QCOMPARE(page.ticket, second);
        for (const auto &count : std::as_const(counts))
            QCOMPARE(count.ticket, second);
        QVERIFY(first != second);
        QCOMPARE(counts.constLast().total, store.journalCount(one));

        // The kinds of the log (the kinds menu) come ahead of a read under
        // way: asked just after a side over the whole log, counted in many
        // slices, they arrive before its count is done, and are the log's.
        store::JournalReader::setFirstSliceForTest(1);
        counts.clear();
        arrivals.clear();
        kinds.clear();
        const quint64 whole = reader.read(side, 100);
        const quint64 kindsTicket = reader.kinds();
        QVERIFY(answered(whole));
        QCOMPARE(kinds.size(), 1);
        QCOMPARE(kinds.constFirst().ticket, kindsTicket);
        QCOMPARE(kinds.constFirst().kinds, store.journalKinds());
        QVERIFY(kinds.constFirst().kinds.contains(u"brown.charge"_s) && kinds.constFirst().kinds.contains(u"brown.fire"_s));
        QVERIFY2(arrivals.indexOf(u"kinds"_s) < arrivals.indexOf(u"count"_s), qPrintable(arrivals.join(u' ')));
        // A campaign opened again cancels kinds asked of the one before.
        kinds.clear();
        reader.kinds();
        reader.open(file);
        const quint64 again = reader.kinds();
        QVERIFY(QTest::qWaitFor([&] { return !kinds.isEmpty(); }, 30000));
        QTest::qWait(50);
        QCOMPARE(kinds.size(), 1);
        QCOMPARE(kinds.constFirst().ticket, again);
        QVERIFY(failure.isEmpty());
        store::JournalReader::setFirstSliceForTest(32768);
    }

    void search()
    {
        QFETCH(QString, text);
        QFETCH(int, expected);
        const QString file = path(u"search.vedette"_s);
        CampaignStore store;
        if (!exists(file)) {
            QVERIFY(store.create(file, u"Search"_s));
            const auto battle = store.startBattle({*store.addScenario(store::test::fullScenario()), {}, 7, 0});
        QVERIFY2(battle, qPrintable(store.errorString()));
            store::Commit step;
            step.battle = *battle;
            step.events = {makeEvent(u"brown.charge"_s, u"Gendarmerie charge Cutts' brigade"_s, {u"u-horse"_s}),
                           makeEvent(u"balagan.fire"_s, u"Holcroft Blood's guns fire"_s, {u"u-guns"_s}),
                           makeEvent(u"note"_s, u"Smoke over the chateau"_s)};
            QVERIFY(store.commit(step));
            QVERIFY(store.addNote(0, 0, u"Campaign note about the guns"_s));
            QVERIFY(store.voidEntry(4, u"wrong place"_s)); // a void entry repeats the voided summary
            store.close();
        }
        QVERIFY(store.open(file, CampaignStore::Mode::ReadOnly));
        QVERIFY(store.hasFullTextIndex());
        store::JournalFilter filter;
        filter.text = text;
        filter.includeVoided = true;
        QCOMPARE(store.journalCount(filter), expected);
        QCOMPARE(store.journal(filter).size(), expected);
    }

    void voidingKeepsEverything()
    {
        const QString file = path(u"void.vedette"_s);
        CampaignStore store;
        QVERIFY(store.create(file, u"Void"_s));
        const auto battle = store.startBattle({*store.addScenario(store::test::fullScenario()), {}, 7, 0});
        QVERIFY2(battle, qPrintable(store.errorString()));
        store::Commit step;
        step.battle = *battle;
        step.turn = 4;
        step.events = {makeEvent(u"brown.charge"_s, u"Charge with the wrong modifier"_s, {u"u-horse"_s})};
        QVERIFY(store.commit(step));
        const qint64 mistaken = store.lastEntryIds().constFirst();
        const qint64 before = store.journalCount();

        const auto voiding = store.voidEntry(mistaken, u"flank bonus missed"_s);
        QVERIFY2(voiding, qPrintable(store.errorString()));
        QCOMPARE(store.journalCount(), before + 1);
        const auto voided = store.journalEntry(mistaken);
        QVERIFY(voided->isVoided());
        QCOMPARE(voided->voidedBy, *voiding);
        QCOMPARE(voided->event.summary, u"Charge with the wrong modifier"_s);
        const auto entry = store.journalEntry(*voiding);
        QCOMPARE(entry->event.kind, u"void"_s);
        QCOMPARE(entry->event.detail.value(u"voids"_s).toInteger(), mistaken);
        QCOMPARE(entry->event.detail.value(u"reason"_s).toString(), u"flank bonus missed"_s);
        QCOMPARE(entry->event.turn, 4);
        QCOMPARE(entry->battle, *battle);
        QVERIFY(entry->event.summary.contains(u"Charge with the wrong modifier"_s));

        QVERIFY(!store.voidEntry(mistaken, u"again"_s));
        QCOMPARE(store.error(), CampaignStore::Error::Invalid);
        QVERIFY(!store.voidEntry(*voiding, u"void the void"_s));
        QVERIFY(!store.voidEntry(99999, {}));
        QCOMPARE(store.journalCount(), before + 1);

        store::JournalFilter valid;
        valid.includeVoided = false;
        QCOMPARE(store.journalCount(valid), before);
        QVERIFY(!store.addNote(*battle, 1, u"   "_s));
    }

    // A server reads the newest page of a word in most entries by walking
    // the log from its newest entry, and that of a rarer one from the pass
    // that also counts (searchmemo.h; the server's estimates choose, so the
    // log is analyzed first): both pages are those of the same search joined
    // with the log, and so is the count after either.
    void aServersCommonWordPagesAsTheLog()
    {
        SERVER_ONLY("the walk or the pass is chosen by the server's estimates");
        qint64 battle = 0;
        const QString location = makeCampaign(u"commonword"_s, &battle);
        QVERIFY(!location.isEmpty());
        CampaignStore store;
        QVERIFY2(store.open(location), qPrintable(store.errorString()));
        store::Commit step;
        step.battle = battle;
        for (int i = 0; i < 400; ++i)
            step.events.append(makeEvent(u"note"_s, i % 20 ? u"The Greys rally, %1"_s.arg(i) : u"Smoke, %1"_s.arg(i), {}, i));
        QVERIFY(store.commit(step));
        rawQuery(location, u"ANALYZE journal"_s);
        QVERIFY(rawQuery(location, u"SELECT reltuples FROM pg_class WHERE oid = 'journal'::regclass"_s).toDouble() > 300);
        for (const QString &text : {u"greys"_s, u"smoke"_s, u"rally smoke"_s}) {
            store::JournalFilter words;
            words.text = text;
            words.newestFirst = true;
            store::JournalFilter joined = words;
            joined.game = -1;
            for (int limit : {1, 20, 100, 2000}) {
                words.limit = joined.limit = limit;
                QCOMPARE(ids(store.journal(words)), ids(store.journal(joined)));
            }
            words.limit = joined.limit = -1;
            QCOMPARE(store.journalCount(words), store.journalCount(joined));
        }
        store::JournalFilter greys;
        greys.text = u"greys"_s;
        QCOMPARE(store.journalCount(greys), 380);
        // A step after the walk: the next page and count have it.
        greys.newestFirst = true;
        greys.limit = 5;
        step.events = {makeEvent(u"note"_s, u"The Greys again"_s, {}, 500)};
        QVERIFY(store.commit(step));
        QCOMPARE(store.journal(greys).constLast().event.summary, u"The Greys again"_s);
        greys.limit = -1;
        QCOMPARE(store.journalCount(greys), 381);
    }

    // The CSV written page by page from the store is the one written from
    // the whole list at once, with a filter and across page edges; a device
    // that cannot be written is a failure, not a short file.
    // A search by words alone is answered from the full-text index itself;
    // its count and every page (bounds, order, limit) are those of the same
    // search joined with the log (a condition that holds for every entry
    // here, "of no game", makes it take that way).
    void aSearchByWordsAlonePagesAsTheLog()
    {
        qint64 battle = 0;
        const QString file = makeCampaign(u"searchpages.vedette"_s, &battle);
        QVERIFY(!file.isEmpty());
        CampaignStore store;
        QVERIFY2(store.open(file), qPrintable(store.errorString()));
        store::Commit step;
        step.battle = battle;
        for (int i = 0; i < 40; ++i)
            step.events.append(makeEvent(u"note"_s, i % 3 ? u"The Greys rally, %1"_s.arg(i) : u"Smoke, %1"_s.arg(i), {}, i));
        QVERIFY(store.commit(step));
        for (const QString &text : {u"greys ral"_s, u"smoke"_s, u"nothing"_s}) {
            store::JournalFilter words;
            words.text = text;
            store::JournalFilter joined = words;
            joined.game = -1;
            QCOMPARE(store.journalCount(words), store.journalCount(joined));
            const QList<qint64> all = ids(store.journal(joined));
            QCOMPARE(ids(store.journal(words)), all);
            for (bool newestFirst : {false, true}) {
                for (int limit : {-1, 0, 1, 5, 100}) {
                    for (qint64 bound : {qint64(0), all.value(3), all.value(all.size() / 2)}) {
                        words.newestFirst = joined.newestFirst = newestFirst;
                        words.limit = joined.limit = limit;
                        words.beforeId = joined.beforeId = bound;
                        words.afterId = joined.afterId = 0;
                        QCOMPARE(ids(store.journal(words)), ids(store.journal(joined)));
                        QCOMPARE(store.journalCount(words), store.journalCount(joined));
                        words.beforeId = joined.beforeId = 0;
                        words.afterId = joined.afterId = bound;
                        QCOMPARE(ids(store.journal(words)), ids(store.journal(joined)));
                        QCOMPARE(store.journalCount(words), store.journalCount(joined));
                    }
                }
            }
        }
        store::JournalFilter smoke;
        smoke.text = u"smoke"_s;
        QCOMPARE(store.journalCount(smoke), 14);
        // The count and newest matches the store keeps of the last search
        // follow every entry written, by this program or another.
        smoke.newestFirst = true;
        smoke.limit = 3;
        const qint64 newestSmoke = store.journal(smoke).constLast().id;
        step.events = {makeEvent(u"note"_s, u"Smoke again"_s, {}, 50)};
        QVERIFY(store.commit(step));
        QCOMPARE(store.journalCount(smoke), 3);
        smoke.limit = -1;
        QCOMPARE(store.journalCount(smoke), 15);
        smoke.limit = 3;
        QCOMPARE(store.journal(smoke).constLast().id, store.lastEntryIds().constLast());
        QVERIFY(store.journal(smoke).constLast().id > newestSmoke);
        CampaignStore reader;
        QVERIFY2(reader.open(file, CampaignStore::Mode::ReadOnly), qPrintable(reader.errorString()));
        QCOMPARE(reader.journal(smoke).constLast().event.summary, u"Smoke again"_s);
        step.events = {makeEvent(u"note"_s, u"Smoke from the other table"_s, {}, 51)};
        QVERIFY(store.commit(step));
        // (The writer's own search indexes it: the reader's is answered
        // from the file's index alone.)
        smoke.limit = -1;
        QCOMPARE(store.journalCount(smoke), 16);
        QCOMPARE(reader.journalCount(smoke), 16);
        smoke.limit = 3;
        QCOMPARE(reader.journal(smoke).constLast().event.summary, u"Smoke from the other table"_s);
    }

    void csvStreamsTheWholeLogInPages()
    {
        qint64 battle = 0;
        const QString file = makeCampaign(u"streamed.vedette"_s, &battle);
        QVERIFY(!file.isEmpty());
        CampaignStore store;
        QVERIFY2(store.open(file), qPrintable(store.errorString()));
        store::Commit step;
        step.battle = battle;
        for (int i = 0; i < 11; ++i)
            step.events.append(makeEvent(i % 3 ? u"brown.melee"_s : u"note"_s, u"Entry %1, \"quoted\""_s.arg(i), {u"u-foot"_s}, i));
        QVERIFY(store.commit(step));
        store::LogExport::Context context;
        context.battleNames.insert(battle, u"First"_s);

        store::JournalFilter melees;
        melees.kinds = {u"brown.melee"_s};
        for (const store::JournalFilter &filter : {store::JournalFilter{}, melees}) {
            const QString whole = store::LogExport::csv(store.journal(filter), context);
            for (int pageSize : {1, 3, 7, 1000}) {
                QBuffer buffer;
                QVERIFY(buffer.open(QIODevice::WriteOnly));
                QVERIFY(store::LogExport::writeCsv(store, filter, context, &buffer, pageSize));
                QCOMPARE(QString::fromUtf8(buffer.data()), whole);
            }
        }
        QCOMPARE(store.journal(melees).size(), 7);
        QCOMPARE(store.journalCount(), 13); // the battle begun, the charge, these eleven

        QBuffer closed;
        QVERIFY(!store::LogExport::writeCsv(store, {}, context, &closed, 5));
    }

    void exports()
    {
        QList<store::JournalEntry> entries;
        store::JournalEntry charge;
        charge.id = 3;
        charge.battle = 1;
        charge.event = makeEvent(u"brown.charge"_s, u"8th Hussars | charge, \"hard\""_s, {u"u8"_s}, 2);
        charge.event.time = QDateTime(QDate(2026, 11, 29), QTime(10, 0), Qt::UTC);
        charge.event.rolls = {dice::RollRecord{u"attack"_s, {{dice::Die::d6(), 4}, {dice::Die::d6(), 3}}, dice::DiceOrigin::Entered}};
        charge.voidedBy = 4;
        store::JournalEntry voiding;
        voiding.id = 4;
        voiding.battle = 1;
        voiding.event = makeEvent(u"void"_s, u"Entry 3 voided <b>"_s, {}, 2);
        voiding.event.time = charge.event.time;
        entries = {charge, voiding};
        store::LogExport::Context context;
        context.campaign = u"Crimea"_s;
        context.battleNames.insert(1, u"Balaclava"_s);
        context.actorNames.insert(u"u8"_s, u"8th Hussars"_s);

        const QString md = store::LogExport::markdown(entries, context);
        QVERIFY(md.startsWith(u"# Crimea: campaign log\n"_s));
        QVERIFY(md.contains(u"\n## Balaclava\n"_s));
        QVERIFY(md.contains(u"| 3 | 2 | 2026-11-29 10:00:00 UTC | brown.charge | 8th Hussars | attack: 4+3 (d6+d6) [entered] | ~~8th Hussars \\| charge, \"hard\"~~ *void (entry 4)* |"_s));

        const QString csv = store::LogExport::csv(entries, context);
        const QStringList lines = csv.split(u"\r\n"_s, Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        QCOMPARE(lines[0], u"id,battle,battle_name,turn,time,kind,actors,dice,summary,visibility,voided_by"_s);
        QCOMPARE(lines[1], u"3,1,Balaclava,2,2026-11-29T10:00:00.000Z,brown.charge,u8,attack: 4+3 (d6+d6) [entered],\"8th Hussars | charge, \"\"hard\"\"\",,4"_s);

        const QJsonObject json = QJsonDocument::fromJson(store::LogExport::json(entries, context)).object();
        QCOMPARE(json.value(u"format"_s).toString(), u"vedette-log"_s);
        const QJsonArray array = json.value(u"entries"_s).toArray();
        QCOMPARE(array.size(), 2);
        QCOMPARE(array[0].toObject().value(u"voidedBy"_s).toInt(), 4);
        QCOMPARE(array[0].toObject().value(u"rolls"_s).toArray()[0].toObject().value(u"total"_s).toInt(), 7);
        QCOMPARE(array[0].toObject().value(u"rolls"_s).toArray()[0].toObject().value(u"origin"_s).toString(), u"entered"_s);
        QCOMPARE(array[1].toObject().value(u"battleName"_s).toString(), u"Balaclava"_s);

        const QString html = store::LogExport::html(entries, context);
        QVERIFY(html.contains(u"<tr class=\"voided\">"_s));
        QVERIFY(html.contains(u"Entry 3 voided &lt;b&gt;"_s));
        QVERIFY(!html.contains(u"<b>"_s));
        QVERIFY(html.contains(u"<h2>Balaclava</h2>"_s));

        // Ids repeat from battle to battle: an entry's own battle names it first.
        context.actorNames.insert(store::battleActorKey(1, u"u8"_s), u"8th Hussars of Balaclava"_s);
        context.actorNames.insert(store::battleActorKey(2, u"u8"_s), u"8th Hussars of Inkerman"_s);
        QVERIFY(store::LogExport::markdown(entries, context).contains(u"| brown.charge | 8th Hussars of Balaclava |"_s));

        QCOMPARE(store::LogExport::formatFromName(u"MD"_s), store::LogExport::Format::Markdown);
        QVERIFY(!store::LogExport::formatFromName(u"pdf"_s));
        QVERIFY(store::LogExport::markdown({}, {}).contains(u"No entries."_s));
    }

    void importReportsBadInput_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("message");
        const QByteArray good = table::ScenarioJson::write(store::test::fullScenario());
        auto edit = [&](auto change) {
            QJsonObject root = QJsonDocument::fromJson(good).object();
            change(root);
            return QJsonDocument(root).toJson();
        };
        auto editUnit = [&](const QString &key, const QJsonValue &value) {
            return edit([&](QJsonObject &root) {
                QJsonArray units = root.value(u"units"_s).toArray();
                QJsonObject unit = units[0].toObject();
                unit.insert(key, value);
                units[0] = unit;
                root.insert(u"units"_s, units);
            });
        };
        QTest::newRow("not JSON") << QByteArray("{\"format\": ") << u"Not a valid scenario file"_s;
        QTest::newRow("unknown unit type") << editUnit(u"arm"_s, u"zeppelin"_s) << u"units[0].arm"_s;
        QTest::newRow("negative strength") << editUnit(u"strength"_s, -5) << u"units[0].strength"_s;
        QTest::newRow("huge strength") << editUnit(u"strength"_s, 1e12) << u"units[0].strength"_s;
        QTest::newRow("strength of wrong type") << editUnit(u"strength"_s, u"many"_s) << u"units[0].strength"_s;
        QTest::newRow("NaN facing") << QByteArray(good).replace("\"facing\": 37.5", "\"facing\": NaN") << u"Not a valid scenario file"_s;
        QTest::newRow("infinite facing") << QByteArray(good).replace("\"facing\": 37.5", "\"facing\": 1e999") << u"Not a valid scenario file"_s;
        QTest::newRow("null facing") << editUnit(u"facing"_s, QJsonValue()) << u"units[0].facing"_s;
        QTest::newRow("negative table size") << edit([](QJsonObject &root) {
            QJsonObject table = root.value(u"table"_s).toObject();
            table.insert(u"width"_s, -1200);
            root.insert(u"table"_s, table);
        }) << u"table"_s;
        QTest::newRow("units not a list") << edit([](QJsonObject &root) { root.insert(u"units"_s, 3); }) << u"units"_s;
        QTest::newRow("unknown format") << edit([](QJsonObject &root) { root.insert(u"format"_s, u"gpx"_s); }) << u"format"_s;
    }

    void importReportsBadInput()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, message);
        const QString file = path(u"import.vedette"_s);
        CampaignStore store;
        QVERIFY(exists(file) ? store.open(file) : store.create(file, u"Import"_s));
        const qsizetype scenarios = store.scenarios().size();
        QVERIFY(!store.importScenarioJson(json, u"bad.json"_s));
        QCOMPARE(store.error(), CampaignStore::Error::Invalid);
        QVERIFY2(store.errorString().startsWith(u"The scenario cannot be imported: "_s), qPrintable(store.errorString()));
        QVERIFY2(store.errorString().contains(message), qPrintable(store.errorString()));
        QCOMPARE(store.scenarios().size(), scenarios);
    }

    void importAndExportScenarioJson()
    {
        CampaignStore store;
        QVERIFY(store.create(path(u"importok.vedette"_s), u"Import"_s));
        const QByteArray json = table::ScenarioJson::write(store::test::fullScenario());
        const auto id = store.importScenarioJson(json, u"blindheim.json"_s);
        QVERIFY2(id, qPrintable(store.errorString()));
        const auto info = store.scenarioInfo(*id);
        QCOMPARE(info->name, store::test::fullScenario().title());
        QCOMPARE(info->ruleSystem, u"balagan"_s);
        QCOMPARE(info->source, u"blindheim.json"_s);
        QCOMPARE(*store.exportScenarioJson(*id), json);
        const auto battle = store.startBattle({*id, {}, 0, 0});
        QVERIFY(store.battleInfo(*battle)->diceSeed != 0);
        const auto exported = table::ScenarioJson::read(*store.exportBattleJson(*battle));
        QVERIFY(exported);
        QVERIFY(*exported.scenario == store::test::fullScenario());
        QVERIFY(!store.exportScenarioJson(999));
    }

    void strengthCarriesToTheNextBattle()
    {
        CampaignStore store;
        QVERIFY(store.create(path(u"carry.vedette"_s), u"Carry"_s));
        const auto scenarioId = store.addScenario(store::test::fullScenario());
        const auto first = store.startBattle({*scenarioId, u"First"_s, 1, 0});
        QVERIFY2(first, qPrintable(store.errorString()));
        table::Scenario table = *store.loadBattle(*first);
        table::Unit horse = *table.unit(u"u-horse"_s);
        horse.setStrength(123);
        horse.setCasualties(377);
        table.updateUnit(horse);
        QVERIFY(store.commit(stepOf(*first, &table, {})));

        const auto carried = store.startBattle({*scenarioId, u"Second"_s, 2, *first});
        QVERIFY2(carried, qPrintable(store.errorString()));
        QCOMPARE(store.loadBattle(*carried)->unit(u"u-horse"_s)->strength(), 123);
        QCOMPARE(store.loadBattle(*carried)->unit(u"u-horse"_s)->casualties(), 377);
        QCOMPARE(store.battleInfo(*carried)->carriedFrom, *first);
        const auto fresh = store.startBattle({*scenarioId, u"Third"_s, 3, 0});
        QCOMPARE(store.loadBattle(*fresh)->unit(u"u-horse"_s)->strength(), store::test::fullScenario().unit(u"u-horse"_s)->strength());
        QCOMPARE(store.battlesOf(*scenarioId).size(), 3);
        QVERIFY(store.renameBattle(*fresh, u"Third, renamed"_s));
        QCOMPARE(store.battleInfo(*fresh)->name, u"Third, renamed"_s);
    }

    void gamesAndHouseRules()
    {
        CampaignStore store;
        QVERIFY(store.create(path(u"games.vedette"_s), u"Games"_s));
        store::GameState game;
        game.kind = u"lightbrigade"_s;
        game.name = u"Solo charge"_s;
        game.version = 3;
        game.state = QJsonObject{{u"turn"_s, 4}, {u"men"_s, QJsonArray{1, 2, 3}}};
        const auto id = store.saveGame(game);
        QVERIFY(id);
        game.id = *id;
        game.state.insert(u"turn"_s, 5);
        game.finished = true;
        QVERIFY(store.saveGame(game));
        const auto loaded = store.game(*id);
        QCOMPARE(loaded->state, game.state);
        QCOMPARE(loaded->version, 3);
        QVERIFY(loaded->finished);
        QCOMPARE(store.games(u"lightbrigade"_s).size(), 1);
        QCOMPARE(store.games(u"tennyson"_s).size(), 0);
        game.id = 777;
        QVERIFY(!store.saveGame(game));

        const QJsonObject campaignRules{{u"secureFlankDistance"_s, 2}};
        const QJsonObject scenarioRules{{u"secureFlankDistance"_s, 3}};
        QVERIFY(store.setHouseRules(u"brown"_s, campaignRules));
        QCOMPARE(store.houseRules(u"brown"_s), campaignRules);
        QCOMPARE(store.houseRules(u"brown"_s, 5), campaignRules);
        QVERIFY(store.setHouseRules(u"brown"_s, scenarioRules, 5));
        QCOMPARE(store.houseRules(u"brown"_s, 5), scenarioRules);
        QCOMPARE(store.houseRules(u"balagan"_s), QJsonObject());
    }

    // House rules written with a step are one transaction with its entry:
    // both are there after it, neither after a step that fails half-way.
    void houseRulesAreWrittenWithTheStep()
    {
        CampaignStore store;
        QVERIFY(store.create(path(u"rules-step.vedette"_s), u"Rules"_s));
        const qint64 entriesBefore = store.journalCount({});
        store::Commit step;
        step.events = {makeEvent(u"balagan.house-rules"_s, u"Balagan's house rules changed."_s)};
        step.houseRules = store::HouseRulesWrite{u"balagan"_s, QJsonObject{{u"footRangePaces"_s, 300}}, 0};
        QVERIFY2(store.commit(step), qPrintable(store.errorString()));
        QCOMPARE(store.houseRules(u"balagan"_s), step.houseRules->rules);
        QCOMPARE(store.journalCount({}), entriesBefore + 1);

        // The rules are written before the step's games: a game that cannot
        // be saved (no game 777) takes the rules and the entry back with it.
        store::Commit failing;
        failing.events = {makeEvent(u"balagan.house-rules"_s, u"Balagan's house rules changed."_s)};
        failing.houseRules = store::HouseRulesWrite{u"balagan"_s, QJsonObject{{u"footRangePaces"_s, 500}}, 0};
        store::GameState missing;
        missing.id = 777;
        missing.kind = u"lightbrigade"_s;
        failing.games = {missing};
        QVERIFY(!store.commit(failing));
        QCOMPARE(store.houseRules(u"balagan"_s), step.houseRules->rules);
        QCOMPARE(store.journalCount({}), entriesBefore + 1);
    }

    // The state of play is written with the step and read back exactly; the
    // battle's turn follows it; a file without one has none.
    void stateOfPlayIsWrittenWithTheStep()
    {
        qint64 battle = 0;
        const QString file = makeCampaign(u"play.vedette"_s, &battle);
        CampaignStore store;
        QVERIFY(store.open(file));
        QVERIFY(!store.play(battle));
        store::PlayRecord play;
        play.ruleSystem = u"balagan"_s;
        play.turn = 3;
        play.phase = u"action"_s;
        play.side = u"allies"_s;
        play.clockMinutes = 10 * 60 + 30;
        play.version = 1;
        play.state = QJsonObject{{u"bound"_s, 3}, {u"routed"_s, QJsonObject{{u"allies"_s, 1}}}};
        store::Commit step;
        step.battle = battle;
        step.play = play;
        step.events = {makeEvent(u"balagan.bound"_s, u"Bound 2 ends"_s, {}, 2)};
        QVERIFY2(store.commit(step), qPrintable(store.errorString()));
        QCOMPARE(store.battleInfo(battle)->turn, 3);
        store.close();
        QVERIFY(store.open(file));
        QCOMPARE(store.play(battle), std::optional<store::PlayRecord>(play));
        QCOMPARE(rawQuery(file, u"SELECT side || ' ' || phase || ' ' || clock FROM play"_s).toString(), u"allies action 630"_s);
        // A state of play needs a battle; nothing of such a step is written.
        store::Commit orphan;
        orphan.play = play;
        orphan.events = {makeEvent(u"note"_s, u"lost"_s)};
        const qint64 before = store.journalCount();
        QVERIFY(!store.commit(orphan));
        QCOMPARE(store.journalCount(), before);
    }

    // Undo voids the entries of the step it takes back, redo reinstates them,
    // both in the step's own transaction; an entry voided by hand stays void.
    void undoVoidsAndRedoReinstates()
    {
        qint64 battle = 0;
        const QString file = makeCampaign(u"undo.vedette"_s, &battle);
        CampaignStore store;
        QVERIFY(store.open(file));
        store::Commit charge;
        charge.battle = battle;
        charge.events = {makeEvent(u"brown.charge"_s, u"The Greys charge"_s), makeEvent(u"brown.result"_s, u"They rout"_s)};
        QVERIFY(store.commit(charge));
        const QList<qint64> ids = store.lastEntryIds();
        QCOMPARE(ids.size(), 2);
        const auto manual = store.voidEntry(ids[1], u"wrong"_s);
        QVERIFY(manual);
        store::Commit undo;
        undo.battle = battle;
        undo.events = {makeEvent(u"undo"_s, u"Undone: Charge"_s)};
        undo.voids = ids;
        QVERIFY(store.commit(undo));
        const qint64 undoId = store.lastEntryIds().constFirst();
        QCOMPARE(store.journalEntry(ids[0])->voidedBy, undoId);
        QCOMPARE(store.journalEntry(ids[1])->voidedBy, *manual); // voided by hand before: stays so
        store::Commit redo;
        redo.battle = battle;
        redo.events = {makeEvent(u"redo"_s, u"Redone: Charge"_s)};
        redo.reinstates = ids;
        QVERIFY(store.commit(redo));
        QCOMPARE(store.journalEntry(ids[0])->voidedBy, 0);
        QCOMPARE(store.journalEntry(ids[1])->voidedBy, *manual);
        // Voiding needs the entry that says why.
        store::Commit silent;
        silent.battle = battle;
        silent.voids = ids;
        QVERIFY(!store.commit(silent));
    }

    // A solo game's entries are filed under its own record, never a battle's.
    void gameEntriesBelongToTheirGame()
    {
        qint64 battle = 0;
        const QString file = makeCampaign(u"games-log.vedette"_s, &battle);
        CampaignStore store;
        QVERIFY(store.open(file));
        store::GameState game;
        game.kind = u"lightbrigade"_s;
        game.name = u"Charge"_s;
        game.state = QJsonObject{{u"turn"_s, 1}};
        store::Commit step;
        step.games = {game};
        step.eventsGame = 0;
        step.events = {makeEvent(u"lightbrigade.move"_s, u"Nolan rides"_s)};
        QVERIFY2(store.commit(step), qPrintable(store.errorString()));
        const qint64 gameId = store.lastGameIds().constFirst();
        QVERIFY(gameId > 0);
        const qint64 entry = store.lastEntryIds().constFirst();
        QCOMPARE(store.journalEntry(entry)->battle, 0);
        QCOMPARE(store.journalEntry(entry)->game, gameId);
        store::JournalFilter ofBattle;
        ofBattle.battle = battle;
        for (const store::JournalEntry &e : store.journal(ofBattle))
            QVERIFY(!e.event.kind.startsWith(u"lightbrigade."_s));
        store::JournalFilter ofGame;
        ofGame.game = gameId;
        QCOMPARE(store.journal(ofGame).size(), 1);
        store::JournalFilter notes;
        notes.battle = 0;
        notes.game = -1;
        for (const store::JournalEntry &e : store.journal(notes))
            QCOMPARE(e.game, 0);
        // Entries of a game with a battle named are refused.
        step.battle = battle;
        QVERIFY(!store.commit(step));
    }

    // Version 3 moves the solo games' entries that version 2 filed under the
    // open battle out of it (after the copy is kept aside).
    void migrationTakesSoloEntriesOutOfBattles()
    {
        FILE_ONLY("older formats");
        const QString file = path(u"v2.vedette"_s);
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"make-v2"_s);
            db.setDatabaseName(file);
            QVERIFY(db.open());
            QString error;
            QVERIFY2(store::Migrations::apply(db, 0, 2, &error), qPrintable(error));
            QSqlQuery query(db);
            QVERIFY(query.exec(u"INSERT INTO campaign VALUES (1, 'Old', '2025-01-01T00:00:00.000Z', '0.0.1')"_s));
            QVERIFY(query.exec(u"INSERT INTO scenario (id, name, rule_system, document, created) VALUES (1, 'S', 'balagan', '{}', 'x')"_s));
            QVERIFY(query.exec(u"INSERT INTO battle (id, scenario_id, name, dice_seed, turn, settings, started, updated) "
                               "VALUES (1, 1, 'Blenheim', '7', 0, '{}', 'x', 'x')"_s));
            QVERIFY(query.exec(u"INSERT INTO journal (battle_id, turn, time, kind, summary) VALUES (1, 6, 'x', 'lightbrigade.move', 'Nolan rides')"_s));
            QVERIFY(query.exec(u"INSERT INTO journal (battle_id, turn, time, kind, summary) VALUES (1, 13, 'x', 'tennyson.card', 'Half a league')"_s));
            QVERIFY(query.exec(u"INSERT INTO journal (battle_id, turn, time, kind, summary) VALUES (1, 1, 'x', 'balagan.morale', 'Rowe holds')"_s));
            query.finish();
            db.close();
        }
        QSqlDatabase::removeDatabase(u"make-v2"_s);
        CampaignStore store;
        QVERIFY2(store.open(file), qPrintable(store.errorString()));
        QCOMPARE(store.fileSchemaVersion(), 2);
        store::JournalFilter blenheim;
        blenheim.battle = 1;
        const QList<store::JournalEntry> left = store.journal(blenheim);
        QCOMPARE(left.size(), 1);
        QCOMPARE(left.constFirst().event.kind, u"balagan.morale"_s);
        QVERIFY(!store.play(1)); // an older file opens with no state of play
        QCOMPARE(rawQuery(store.migrationBackupPath(), u"SELECT count(*) FROM journal WHERE battle_id = 1"_s).toInt(), 3);
    }

    // Issue 18, schema 4: a step no longer indexes its entries for search
    // (the index is caught up later), yet a search right after the step
    // finds them: it catches the index up first.
    void searchFindsAnEntryAppendedJustBefore()
    {
        qint64 battle = 0;
        const QString file = makeCampaign(u"search-later.vedette"_s, &battle);
        CampaignStore store;
        QVERIFY2(store.open(file), qPrintable(store.errorString()));
        // A server's index is the server's, kept in the step's own transaction.
        const qint64 indexed = mServer ? 0 : rawQuery(file, u"SELECT entry_id FROM journal_fts_watermark"_s).toLongLong();
        const auto note = store.addNote(battle, 2, u"Scarlett's Heavy Brigade charges uphill"_s);
        QVERIFY(note);
        if (!mServer) {
            // The step wrote the entry, not the index.
            QCOMPARE(rawQuery(file, u"SELECT entry_id FROM journal_fts_watermark"_s).toLongLong(), indexed);
            QVERIFY(indexed < *note);
            QCOMPARE(rawQuery(file, u"SELECT count(*) FROM journal_fts WHERE journal_fts MATCH 'scarlett'"_s).toInt(), 0);
        }
        store::JournalFilter filter;
        filter.text = u"scarlett heav"_s;
        const QList<store::JournalEntry> found = store.journal(filter);
        QCOMPARE(found.size(), 1);
        QCOMPARE(found[0].id, *note);
        QCOMPARE(store.journalCount(filter), 1);
        if (!mServer) {
            // The search caught the file's index up, in a transaction of its own.
            QCOMPARE(rawQuery(file, u"SELECT entry_id FROM journal_fts_watermark"_s).toLongLong(), *note);
            QCOMPARE(rawQuery(file, u"SELECT count(*) FROM journal_fts WHERE journal_fts MATCH 'scarlett'"_s).toInt(), 1);
        }
        // A void entry repeats the summary; it is found as soon as it is written too.
        QVERIFY(store.voidEntry(*note, u"it was downhill"_s));
        filter.includeVoided = true;
        QCOMPARE(store.journalCount(filter), 2);
    }

    // The index is caught up once SearchIndex::BatchSize entries wait, and
    // at close, without a search; below a batch, steps leave it alone.
    void indexIsCaughtUpInBatchesAndAtClose()
    {
        FILE_ONLY("SQLite's search index, caught up later");
        qint64 battle = 0;
        const QString file = makeCampaign(u"search-batches.vedette"_s, &battle);
        auto watermark = [&] { return rawQuery(file, u"SELECT entry_id FROM journal_fts_watermark"_s).toLongLong(); };
        auto newest = [&] { return rawQuery(file, u"SELECT max(id) FROM journal"_s).toLongLong(); };
        QCOMPARE(watermark(), newest()); // makeCampaign's store indexed its entries when it closed
        CampaignStore store;
        QVERIFY2(store.open(file), qPrintable(store.errorString()));
        const qint64 before = watermark();
        store::Commit step;
        step.battle = battle;
        for (qint64 i = 0; i < store::SearchIndex::BatchSize - 1; ++i)
            step.events.append(makeEvent(u"note"_s, u"Entry %1 of the first batch"_s.arg(i)));
        QVERIFY(store.commit(step));
        QCOMPARE(watermark(), before);
        QCOMPARE(newest(), before + store::SearchIndex::BatchSize - 1);
        step.events = {makeEvent(u"note"_s, u"The entry that makes a batch"_s)};
        QVERIFY(store.commit(step));
        QCOMPARE(watermark(), newest());
        QVERIFY(store.addNote(battle, 3, u"Written last, indexed at close"_s));
        QCOMPARE(watermark(), newest() - 1);
        store.close();
        QCOMPARE(watermark(), newest());
        // SQLite's own check of an external-content index: every entry of
        // the log is in it, exactly as written.
        QVERIFY(rawQuery(file, u"INSERT INTO journal_fts(journal_fts, rank) VALUES ('integrity-check', 1)"_s, false).isNull());
        QCOMPARE(rawQuery(file, u"SELECT count(*) FROM journal_fts WHERE journal_fts MATCH 'batch'"_s).toInt(),
                 int(store::SearchIndex::BatchSize));
    }

    // A reader cannot catch the file's index up: it indexes what the writer
    // has not yet in a temporary index of its own, and writes nothing.
    void readOnlySearchFindsEntriesNotYetIndexed()
    {
        FILE_ONLY("SQLite's search index, caught up later");
        qint64 battle = 0;
        const QString file = makeCampaign(u"search-reader.vedette"_s, &battle);
        CampaignStore writer;
        QVERIFY2(writer.open(file), qPrintable(writer.errorString()));
        CampaignStore reader;
        QVERIFY2(reader.open(file, CampaignStore::Mode::ReadOnly), qPrintable(reader.errorString()));
        const qint64 indexed = rawQuery(file, u"SELECT entry_id FROM journal_fts_watermark"_s).toLongLong();
        store::JournalFilter filter;
        filter.text = u"lucan"_s;
        QCOMPARE(reader.journalCount(filter), 0);
        QVERIFY(writer.addNote(battle, 1, u"Lucan waits with the Heavies"_s));
        QCOMPARE(reader.journalCount(filter), 1);
        QVERIFY(writer.addNote(battle, 1, u"Lucan orders the advance"_s));
        QCOMPARE(reader.journal(filter).size(), 2);
        filter.text = u"gendarmerie cutts"_s; // written before, in the file's index
        QCOMPARE(reader.journalCount(filter), 1);
        QCOMPARE(reader.error(), CampaignStore::Error::None);
        QCOMPARE(rawQuery(file, u"SELECT entry_id FROM journal_fts_watermark"_s).toLongLong(), indexed);
        writer.close();
        filter.text = u"lucan"_s;
        QCOMPARE(reader.journalCount(filter), 2); // now from the file's index
        QCOMPARE(rawQuery(file, u"SELECT count(*) FROM journal_fts WHERE journal_fts MATCH 'lucan'"_s).toInt(), 2);
    }

    // Schema 3 indexed every entry by a trigger in the step's transaction;
    // version 4 drops the trigger and starts the watermark at the newest entry.
    void migrationFromSchema3KeepsTheIndex()
    {
        FILE_ONLY("older formats");
        const QString file = path(u"v3.vedette"_s);
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"make-v3"_s);
            db.setDatabaseName(file);
            QVERIFY(db.open());
            QString error;
            QVERIFY2(store::Migrations::apply(db, 0, 3, &error), qPrintable(error));
            QSqlQuery query(db);
            QVERIFY(query.exec(u"PRAGMA journal_mode = WAL"_s));
            QVERIFY(query.exec(u"INSERT INTO campaign VALUES (1, 'Old', '2025-01-01T00:00:00.000Z', '0.0.1')"_s));
            QVERIFY(query.exec(u"INSERT INTO journal (turn, time, kind, summary) VALUES (1, 'x', 'note', 'Nolan gallops across')"_s));
            QVERIFY(query.exec(u"INSERT INTO journal (turn, time, kind, summary) VALUES (2, 'x', 'note', 'Cardigan leads the Light Brigade')"_s));
            // Schema 3's dice, as its writer bound them (JSON as a blob), thrown out of order.
            QVERIFY(query.prepare(u"INSERT INTO roll (entry_id, seq, purpose, origin, dice, total) VALUES (1, ?, ?, ?, ?, ?)"_s));
            for (const auto &[seq, purpose, face] : {std::tuple{1, u"second"_s, 2}, std::tuple{0, u"first"_s, 5}}) {
                query.addBindValue(seq);
                query.addBindValue(purpose);
                query.addBindValue(seq == 0 ? u"entered"_s : u"random"_s);
                query.addBindValue(QByteArray("[{\"faces\":6,\"first\":1,\"face\":") + QByteArray::number(face) + "}]");
                query.addBindValue(face);
                QVERIFY2(query.exec(), qPrintable(query.lastError().text()));
            }
            query.finish();
            db.close();
        }
        QSqlDatabase::removeDatabase(u"make-v3"_s);
        QCOMPARE(rawQuery(file, u"SELECT count(*) FROM journal_fts WHERE journal_fts MATCH 'nolan'"_s).toInt(), 1);

        CampaignStore store;
        QVERIFY2(store.open(file), qPrintable(store.errorString()));
        QCOMPARE(store.fileSchemaVersion(), 3);
        QCOMPARE(rawQuery(file, u"PRAGMA user_version"_s).toInt(), CampaignStore::schemaVersion());
        QCOMPARE(rawQuery(store.migrationBackupPath(), u"PRAGMA user_version"_s).toInt(), 3);
        QCOMPARE(rawQuery(file, u"SELECT count(*) FROM sqlite_schema WHERE type = 'trigger'"_s).toInt(), 0);
        QCOMPARE(rawQuery(file, u"SELECT entry_id FROM journal_fts_watermark"_s).toLongLong(), 2);
        // The dice moved into their entry's row, in the order thrown; `roll` reads as before.
        const std::optional<store::JournalEntry> nolan = store.journalEntry(1);
        QVERIFY(nolan);
        QCOMPARE(nolan->event.rolls.size(), 2);
        QCOMPARE(nolan->event.rolls[0].purpose, u"first"_s);
        QCOMPARE(nolan->event.rolls[0].origin, dice::DiceOrigin::Entered);
        QCOMPARE(nolan->event.rolls[0].total(), 5);
        QCOMPARE(nolan->event.rolls[1].purpose, u"second"_s);
        QCOMPARE(nolan->event.rolls[1].dice.constFirst().die.faces, 6);
        QCOMPARE(nolan->event.rolls[1].total(), 2);
        QCOMPARE(rawQuery(file, u"SELECT group_concat(purpose || ':' || total, ',') FROM roll WHERE entry_id = 1"_s).toString(),
                 u"first:5,second:2"_s);
        QCOMPARE(rawQuery(file, u"SELECT count(*) FROM roll"_s).toInt(), 2);
        store::JournalFilter filter;
        filter.text = u"light brigade"_s;
        QCOMPARE(store.journalCount(filter), 1);
        QVERIFY(store.addNote(0, 3, u"The Light Brigade rides back"_s));
        QCOMPARE(store.journalCount(filter), 2);
        store.close();
        QVERIFY(rawQuery(file, u"INSERT INTO journal_fts(journal_fts, rank) VALUES ('integrity-check', 1)"_s, false).isNull());
    }

    // Issue 18: a step's time stamp and dice are written by hand, not by
    // QDateTime::toString and QJsonDocument; the text must be what they wrote.
    void timeTextIsQtsIsoDateWithMs_data()
    {
        QTest::addColumn<QDateTime>("time");
        QTest::newRow("epoch") << QDateTime::fromMSecsSinceEpoch(0, Qt::UTC);
        QTest::newRow("now-ish") << QDateTime(QDate(2026, 12, 2), QTime(3, 45, 52, 682), Qt::UTC);
        QTest::newRow("last ms of 9999") << QDateTime(QDate(9999, 12, 31), QTime(23, 59, 59, 999), Qt::UTC);
        QTest::newRow("year 1") << QDateTime(QDate(1, 1, 1), QTime(0, 0, 0, 7), Qt::UTC);
        QTest::newRow("+05:30 offset") << QDateTime(QDate(2026, 6, 30), QTime(1, 2, 3, 40), Qt::OffsetFromUTC, 19800);
        QTest::newRow("year 10000") << QDateTime(QDate(10000, 1, 1), QTime(0, 0), Qt::UTC);
        QTest::newRow("invalid") << QDateTime();
    }

    void timeTextIsQtsIsoDateWithMs()
    {
        QFETCH(QDateTime, time);
        QCOMPARE(store::timeText(time), time.toUTC().toString(Qt::ISODateWithMs));
    }

    void rollsAreWrittenAsQtWritesThem()
    {
        const QString file = path(u"rolls.vedette"_s);
        CampaignStore store;
        QVERIFY(store.create(file, u"Rolls"_s));
        const QList<QList<dice::RollRecord>> cases{
            {dice::RollRecord{u"wind"_s, {{dice::Die::d6(), 3}}, dice::DiceOrigin::Entered}},
            {dice::RollRecord{QString(), {{dice::Die::d10zero(), 0}, {dice::Die::d(8), 8}}, dice::DiceOrigin::Random},
             dice::RollRecord{u"Würfel für “Nolan” ✓"_s, {}, dice::DiceOrigin::Scripted}},
            // Quotes, a backslash and a tab: escaped as Qt escapes them.
            {dice::RollRecord{u"class \"A\"\\\tdie"_s, {{dice::Die::d6(), 6}}, dice::DiceOrigin::Random},
             dice::RollRecord{u"second"_s, {{dice::Die::d6(), 1}}, dice::DiceOrigin::Entered}},
        };
        for (const QList<dice::RollRecord> &rolls : cases) {
            journal::JournalEvent event = makeEvent(u"note"_s, u"Dice"_s);
            event.rolls = rolls;
            QVERIFY(store.commit(stepOf(0, nullptr, {event})));
            QJsonArray expected;
            for (const dice::RollRecord &record : rolls) {
                QJsonArray dice;
                for (const dice::DieRoll &die : record.dice)
                    dice.append(QJsonObject{{u"faces"_s, die.die.faces}, {u"first"_s, die.die.first}, {u"face"_s, die.face}});
                expected.append(QJsonObject{{u"purpose"_s, record.purpose.isNull() ? u""_s : record.purpose},
                                            {u"origin"_s, dice::originName(record.origin)},
                                            {u"dice"_s, dice},
                                            {u"total"_s, record.total()}});
            }
            const qint64 id = store.lastEntryIds().constFirst();
            QCOMPARE(rawQuery(file, u"SELECT rolls FROM journal WHERE id = %1"_s.arg(id)).toString(),
                     QString::fromUtf8(QJsonDocument(expected).toJson(QJsonDocument::Compact)));
            QCOMPARE(store.journalEntry(id)->event.rollsText(), event.rollsText());
        }
    }

    // Schema 5: the log's JSON columns are text. Schema 4's writer bound them
    // through Qt SQL as QByteArray (a BLOB, which SQLite 3.45+ would take for
    // JSONB); the migration turns them into the same text, and new entries
    // are written as text, so json_extract() reads every entry.
    void logJsonIsTextAfterMigrationFromSchema4()
    {
        FILE_ONLY("older formats");
        const QString file = path(u"v4.vedette"_s);
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"make-v4"_s);
            db.setDatabaseName(file);
            QVERIFY(db.open());
            QString error;
            QVERIFY2(store::Migrations::apply(db, 0, 4, &error), qPrintable(error));
            QSqlQuery query(db);
            QVERIFY(query.exec(u"PRAGMA journal_mode = WAL"_s));
            QVERIFY(query.exec(u"INSERT INTO campaign VALUES (1, 'Old', '2025-01-01T00:00:00.000Z', '0.0.1')"_s));
            QVERIFY(query.prepare(u"INSERT INTO journal (turn, time, kind, actors, summary, detail) VALUES (1, 'x', 'note', ?, 'Nolan gallops', ?)"_s));
            query.addBindValue(QByteArray("[\"nolan\",\"lucan\"]"));
            query.addBindValue(QByteArray("{\"net\":-2,\"result\":\"wrong valley\"}"));
            QVERIFY2(query.exec(), qPrintable(query.lastError().text()));
            query.finish();
            db.close();
        }
        QSqlDatabase::removeDatabase(u"make-v4"_s);
        QCOMPARE(rawQuery(file, u"SELECT typeof(actors) || ',' || typeof(detail) FROM journal WHERE id = 1"_s).toString(), u"blob,blob"_s);

        CampaignStore store;
        QVERIFY2(store.open(file), qPrintable(store.errorString()));
        QCOMPARE(store.fileSchemaVersion(), 4);
        QCOMPARE(rawQuery(store.migrationBackupPath(), u"PRAGMA user_version"_s).toInt(), 4);
        QCOMPARE(rawQuery(store.migrationBackupPath(), u"SELECT typeof(detail) FROM journal WHERE id = 1"_s).toString(), u"blob"_s);
        journal::JournalEvent charge = makeEvent(u"brown.charge"_s, u"The Light Brigade charges"_s);
        charge.actors = {u"cardigan"_s};
        charge.detail = QJsonObject{{u"net"_s, 3}, {u"result"_s, u"guns taken"_s}};
        QVERIFY(store.commit(stepOf(0, nullptr, {charge})));
        const qint64 newest = store.lastEntryIds().constFirst();
        store.close();
        QCOMPARE(rawQuery(file, u"SELECT group_concat(typeof(actors) || ',' || typeof(detail), ';') FROM journal"_s).toString(),
                 u"text,text;text,text"_s);
        QCOMPARE(rawQuery(file, u"SELECT json_extract(detail, '$.result') || ',' || json_extract(actors, '$[1]') FROM journal WHERE id = 1"_s)
                     .toString(),
                 u"wrong valley,lucan"_s);
        QCOMPARE(rawQuery(file, u"SELECT json_extract(detail, '$.net') FROM journal WHERE id = %1"_s.arg(newest)).toInt(), 3);
        QCOMPARE(rawQuery(file, u"SELECT json_extract(actors, '$[0]') FROM journal WHERE id = %1"_s.arg(newest)).toString(), u"cardigan"_s);
        // Read back through the store as before.
        CampaignStore reader;
        QVERIFY(reader.open(file, CampaignStore::Mode::ReadOnly));
        QCOMPARE(reader.journalEntry(1)->event.actors, (QStringList{u"nolan"_s, u"lucan"_s}));
        QCOMPARE(reader.journalEntry(1)->event.detail.value(u"net"_s).toInt(), -2);
        QCOMPARE(reader.journalEntry(newest)->event.detail, charge.detail);
    }

    // Issue 18: a step that only appends entries does not rewrite the
    // battle's row; the battle is still reported as played when its newest
    // entry was written, and a step that moves the turn writes the row.
    void battleUpdatedFollowsItsNewestEntry()
    {
        qint64 battle = 0;
        const QString file = makeCampaign(u"updated.vedette"_s, &battle);
        CampaignStore store;
        QVERIFY2(store.open(file), qPrintable(store.errorString()));
        const QString stored = rawQuery(file, u"SELECT updated FROM battle WHERE id = %1"_s.arg(battle)).toString();
        const QDateTime later = QDateTime::currentDateTimeUtc().addSecs(3600);
        journal::JournalEvent event = makeEvent(u"note"_s, u"An hour on"_s);
        event.time = later;
        QVERIFY(store.commit(stepOf(battle, nullptr, {event})));
        QCOMPARE(rawQuery(file, u"SELECT updated FROM battle WHERE id = %1"_s.arg(battle)).toString(), stored);
        QCOMPARE(store.battleInfo(battle)->updated, later);
        QCOMPARE(store.battles().constFirst().updated, later);
        store::Commit turn;
        turn.battle = battle;
        turn.turn = 4;
        QVERIFY(store.commit(turn));
        QCOMPARE(store.battleInfo(battle)->turn, 4);
        QVERIFY(rawQuery(file, u"SELECT updated FROM battle WHERE id = %1"_s.arg(battle)).toString() > stored);
        QCOMPARE(store.battleInfo(battle)->updated, later); // the entry is still the later
    }

    void saveCopyIsConsistent()
    {
        qint64 battle = 0;
        const QString file = makeCampaign(u"original.vedette"_s, &battle);
        CampaignStore store;
        QVERIFY(store.open(file, CampaignStore::Mode::ReadOnly));
        const QString copy = path(u"copy.vedette"_s);
        QVERIFY2(store.saveCopy(copy), qPrintable(store.errorString()));
        QVERIFY(!store.saveCopy(copy));
        QCOMPARE(store.error(), CampaignStore::Error::Exists);
        CampaignStore other;
        QVERIFY2(other.open(copy), qPrintable(other.errorString()));
        QCOMPARE(other.journalCount(), store.journalCount());
        QVERIFY(*other.loadBattle(battle) == *store.loadBattle(battle));
        if (mServer) {
            QCOMPARE(store.filePath(), file);
        } else {
            QCOMPARE(rawQuery(copy, u"PRAGMA journal_mode"_s).toString(), u"wal"_s);
            QCOMPARE(store.filePath(), QFileInfo(file).absoluteFilePath());
        }
    }

    void defaultCampaignHoldsTheBundledScenarios()
    {
        FILE_ONLY("the default campaign is a file");
        const QStringList bundled = store::DefaultCampaign::bundledScenarios();
        // Every build bundles resources/scenarios (resources/CMakeLists.txt):
        // none found is a broken build, not a reason to pass.
        QVERIFY2(bundled.contains(u":/scenarios/balaclava-1854.json"_s), qPrintable(bundled.join(u", "_s)));
        QVERIFY2(bundled.contains(u":/scenarios/blenheim-1704.json"_s), qPrintable(bundled.join(u", "_s)));
        const QString dataDir = path(u"data/deeper"_s);
        QString error;
        const QString file = store::createDefaultCampaign(dataDir, &error);
        QVERIFY2(!file.isEmpty(), qPrintable(error));
        QCOMPARE(QFileInfo(file).fileName(), store::DefaultCampaign::fileName());
        const QByteArray bytes = fileBytes(file);
        QCOMPARE(store::createDefaultCampaign(dataDir, &error), file);
        QCOMPARE(fileBytes(file), bytes);
        CampaignStore store;
        QVERIFY(store.open(file));
        QCOMPARE(store.scenarios().size(), bundled.size());
        QCOMPARE(store.battles().size(), bundled.size());
        QStringList systems;
        for (const store::ScenarioInfo &info : store.scenarios()) {
            QVERIFY(info.source.startsWith(u"bundled:"_s));
            systems.append(info.ruleSystem);
            // Every setting of the bundled tables survives the battle's rows.
            const auto battle = store.loadBattle(store.battlesOf(info.id).constFirst().id);
            QVERIFY2(battle, qPrintable(store.errorString()));
            QVERIFY(*battle == *store.scenario(info.id));
        }
        QVERIFY(systems.contains(u"brown"_s));
        QVERIFY(systems.contains(u"balagan"_s));
        QVERIFY(QDir(dataDir).entryList({u"*.part*"_s}).isEmpty());
    }
    // --- Both engines: one schema, and programs that follow each other ----

    // The same numbered migrations on both engines: every number has a
    // file for SQLite and one for PostgreSQL.
    void everyMigrationHasAServerVariant()
    {
        auto versions = [](const QList<store::Migrations::Migration> &migrations) {
            QList<int> numbers;
            for (const store::Migrations::Migration &migration : migrations)
                numbers.append(migration.version);
            return numbers;
        };
        const QList<int> file = versions(store::Migrations::all(store::Dialect::sqlite()));
        const QList<int> server = versions(store::Migrations::all(store::Dialect::postgresql()));
        QCOMPARE(server, file);
        QCOMPARE(file.size(), CampaignStore::schemaVersion());
        QCOMPARE(file.constLast(), CampaignStore::schemaVersion());
        for (const store::Migrations::Migration &migration : store::Migrations::all(store::Dialect::postgresql()))
            QVERIFY2(migration.resourcePath.endsWith(u".pg.sql"_s), qPrintable(migration.resourcePath));
    }

    // Another program's steps reach a reader by changes(): a file's by its
    // data version, a server's by the battles' revisions. Its own steps
    // are no news to a writer.
    void followersSeeOtherProgramsSteps()
    {
        qint64 battle = 0;
        const QString file = makeCampaign(u"follow.vedette"_s, &battle);
        CampaignStore writer;
        QVERIFY2(writer.open(file), qPrintable(writer.errorString()));
        CampaignStore reader;
        QVERIFY2(reader.open(file, CampaignStore::Mode::ReadOnly), qPrintable(reader.errorString()));
        QVERIFY(reader.changes().isEmpty()); // the first look only marks where the campaign stands
        QVERIFY(writer.changes().isEmpty());
        QVERIFY(reader.changes().isEmpty());

        table::Scenario table = *writer.loadBattle(battle);
        table::Unit foot = *table.unit(u"u-foot"_s);
        foot.setPosition(QPointF(420.0, 310.0));
        table.updateUnit(foot);
        QVERIFY(writer.commit(stepOf(battle, &table, {makeEvent(u"table.move"_s, u"Cutts' brigade advances"_s)})));
        const qint64 moved = writer.lastEntryIds().constFirst();
        const auto note = writer.addNote(0, 0, u"Rain at noon"_s);
        QVERIFY(note);

        const store::Changes seen = reader.changes();
        QCOMPARE(seen.entries, (QList<qint64>{moved, *note}));
        QCOMPARE(seen.battles, QList<qint64>{battle});
        QCOMPARE(reader.loadBattle(battle)->unit(u"u-foot"_s)->position(), QPointF(420.0, 310.0));
        QVERIFY(reader.changes().isEmpty());
        QVERIFY(writer.changes().isEmpty());
    }

    // --- A server's own ------------------------------------------------------

    // Every place that cannot hold the campaign is refused with the host,
    // the database and the reason, and nothing on the server is changed.
    void serverRefusalsNameHostDatabaseAndReason()
    {
        SERVER_ONLY("connections, roles and databases");
        struct Refusal
        {
            QString location;
            CampaignStore::Error error;
            QStringList words;
        };
        const QString socket = mPg->socketDirectory();
        QVERIFY(mPg->createDatabase(u"empty_db"_s, true));
        QVERIFY(mPg->createDatabase(u"photos_db"_s, true));
        QVERIFY(mPg->query(u"photos_db"_s, u"CREATE TABLE photos (id serial PRIMARY KEY, name text)"_s).isNull());
        QVERIFY(mPg->query(u"postgres"_s, u"DROP ROLE IF EXISTS referee_pw"_s).isNull());
        QVERIFY(mPg->query(u"postgres"_s, u"CREATE ROLE referee_pw LOGIN PASSWORD 'right horse'"_s).isNull());
        QVERIFY(mPg->createDatabase(u"pw_db"_s, true));
        QVERIFY(mPg->query(u"postgres"_s, u"ALTER DATABASE pw_db OWNER TO referee_pw"_s).isNull());
        const QList<Refusal> refusals{
            {u"postgresql://vedette@localhost:%1/club?host=%2/gone"_s.arg(mPg->port()).arg(socket), CampaignStore::Error::Unreachable,
             {u"“club”"_s, socket + u"/gone"_s, u"cannot be reached"_s}},
            {mPg->uri(u"empty_db"_s), CampaignStore::Error::NotVedette, {u"“empty_db”"_s, socket, u"it is empty"_s}},
            {mPg->uri(u"photos_db"_s), CampaignStore::Error::NotVedette, {u"“photos_db”"_s, u"something else"_s}},
            {mPg->uri(u"pw_db"_s, u"referee_pw"_s), CampaignStore::Error::Denied, {u"“pw_db”"_s, u"password"_s, u"referee_pw"_s}},
            {mPg->uri(u"pw_db"_s, u"nobody_here"_s), CampaignStore::Error::Denied, {u"“pw_db”"_s, u"no user “nobody_here”"_s}},
            {u"postgresql://vedette:secret@localhost/club"_s, CampaignStore::Error::Invalid, {u"password"_s, u"~/.pgpass"_s}},
            {u"postgresql://vedette@localhost:5432/"_s, CampaignStore::Error::Invalid, {u"names no database"_s}},
            {u"postgresql://vedette@localhost:99999/club"_s, CampaignStore::Error::Invalid, {u"not a campaign address"_s}},
            {u"postgresql://vedette@localhost/club?sslmode=require&colour=red"_s, CampaignStore::Error::Invalid, {u"“colour”"_s}},
        };
        const QByteArray emptyBefore = snapshot(mPg->uri(u"empty_db"_s));
        const QByteArray photosBefore = snapshot(mPg->uri(u"photos_db"_s));
        QVERIFY(photosBefore.contains("photos"));
        qputenv("PGPASSWORD", "wrong horse");
        for (const Refusal &refusal : refusals) {
            for (CampaignStore::Mode mode : {CampaignStore::Mode::ReadWrite, CampaignStore::Mode::ReadOnly}) {
                CampaignStore store;
                QVERIFY2(!store.open(refusal.location, mode), qPrintable(refusal.location));
                QCOMPARE(store.error(), refusal.error);
                for (const QString &word : refusal.words)
                    QVERIFY2(store.errorString().contains(word), qPrintable(refusal.location + u": "_s + store.errorString()));
                QVERIFY(!store.isOpen());
            }
        }
        QCOMPARE(snapshot(mPg->uri(u"empty_db"_s)), emptyBefore);
        QCOMPARE(snapshot(mPg->uri(u"photos_db"_s)), photosBefore);
        // The right password opens it (from PGPASSWORD; never from the address).
        qputenv("PGPASSWORD", "right horse");
        CampaignStore store;
        QVERIFY2(store.create(mPg->uri(u"pw_db"_s, u"referee_pw"_s), u"With a password"_s), qPrintable(store.errorString()));
        store.close();
        QVERIFY2(store.open(mPg->uri(u"pw_db"_s, u"referee_pw"_s)), qPrintable(store.errorString()));
        QCOMPARE(store.campaignName(), u"With a password"_s);
        qunsetenv("PGPASSWORD");
    }

    // The stamp and the campaign's own row are read in one look on a server;
    // a campaign whose row is gone is still refused as damaged, whichever
    // the mode, and nothing is written.
    void serverCampaignWithoutItsRowIsRefused()
    {
        SERVER_ONLY("the first look at a server's campaign");
        const QString location = path(u"rowless"_s);
        {
            CampaignStore store;
            QVERIFY2(store.create(location, u"Rowless"_s), qPrintable(store.errorString()));
        }
        QVERIFY(rawQuery(location, u"DELETE FROM campaign"_s, false).isNull());
        const QByteArray before = snapshot(location);
        for (CampaignStore::Mode mode : {CampaignStore::Mode::ReadWrite, CampaignStore::Mode::ReadOnly}) {
            CampaignStore store;
            QVERIFY(!store.open(location, mode));
            QCOMPARE(store.error(), CampaignStore::Error::Damaged);
            QVERIFY2(store.errorString().contains(u"lost its campaign row"_s), qPrintable(store.errorString()));
            QVERIFY(!store.isOpen());
        }
        QCOMPARE(snapshot(location), before);
    }

    // A server's campaign of an older format is brought up to date in one
    // transaction when opened for writing (its backups are pg_dump's).
    void serverCampaignIsMigrated()
    {
        SERVER_ONLY("a server's migration");
        const QString location = path(u"server-v5"_s);
        {
            const store::CampaignLocation where = store::CampaignLocation::parse(location);
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QPSQL"_s, u"make-server-v5"_s);
            db.setHostName(where.connectHost());
            db.setPort(where.port());
            db.setUserName(where.user());
            db.setDatabaseName(where.database());
            db.setConnectOptions(u"options='-c client_min_messages=warning'"_s);
            QVERIFY2(db.open(), qPrintable(db.lastError().text()));
            QString error;
            QVERIFY2(store::Migrations::apply(db, store::Dialect::postgresql(), 0, 5, &error), qPrintable(error));
            QSqlQuery query(db);
            QVERIFY(query.exec(u"INSERT INTO campaign VALUES (1, 'Older', '2025-01-01T00:00:00.000Z', '0.0.1')"_s));
            QVERIFY(query.exec(u"INSERT INTO journal (turn, time, kind, summary) VALUES (1, 'x', 'note', 'Écrit avant')"_s));
            query.finish();
            db.close();
        }
        QSqlDatabase::removeDatabase(u"make-server-v5"_s);
        QCOMPARE(rawQuery(location, u"SELECT schema_version FROM vedette_meta"_s).toInt(), 5);
        CampaignStore store;
        QVERIFY2(store.open(location), qPrintable(store.errorString()));
        QCOMPARE(store.fileSchemaVersion(), 5);
        QCOMPARE(rawQuery(location, u"SELECT schema_version FROM vedette_meta"_s).toInt(), CampaignStore::schemaVersion());
        store::JournalFilter search;
        search.text = u"ecrit"_s;
        QCOMPARE(store.journalCount(search), 1);
        QVERIFY2(store.addNote(0, 2, u"Written after"_s), qPrintable(store.errorString()));
        QCOMPARE(rawQuery(location, u"SELECT revision FROM campaign"_s).toInt(), 1);
    }

    // A copy onto a server leaves its tables vacuumed and analysed: the
    // planner knows the log's size at once and a count of the log reads the
    // index alone, without waiting for autovacuum (which a small copy never
    // wakes, and a big one wakes in the middle of the referee's first opens).
    void copyToServerLeavesTablesVacuumedAndAnalysed()
    {
        SERVER_ONLY("a server's statistics");
        const QString source = mDir.filePath(u"vacuum-source.vedette"_s);
        {
            CampaignStore store;
            QVERIFY2(store.create(source, u"Vacuumed"_s), qPrintable(store.errorString()));
            for (int i = 0; i < 20; ++i)
                QVERIFY2(store.addNote(0, 1, u"Note %1"_s.arg(i)), qPrintable(store.errorString()));
        }
        const QString target = path(u"vacuumed_copy"_s);
        CampaignStore::Error code = CampaignStore::Error::None;
        QString error;
        QVERIFY2(CampaignStore::copy(source, target, &code, &error), qPrintable(error));
        const QString database = store::CampaignLocation::parse(target).database();
        // reltuples is -1 until a table is first analysed; relallvisible 0 until vacuumed.
        QCOMPARE(mPg->query(database, u"SELECT reltuples FROM pg_class WHERE relname = 'journal'"_s).toDouble(), 20.0);
        QVERIFY(mPg->query(database, u"SELECT relallvisible FROM pg_class WHERE relname = 'journal'"_s).toLongLong() > 0);
    }

    // `campaign copy`: file to server and back, everything the campaign
    // holds, ids and all; a target that holds anything is refused unchanged.
    void copyRoundTripsBetweenFileAndServer()
    {
        SERVER_ONLY("a copy between engines");
        const QString file = mDir.filePath(u"to-server.vedette"_s);
        qint64 battle = 0;
        {
            CampaignStore store;
            QVERIFY(store.create(file, u"Copied"_s));
            const auto scenario = store.addScenario(store::test::fullScenario(), u"test"_s);
            battle = *store.startBattle({*scenario, u"First"_s, 42, 0});
            QVERIFY(store.startBattle({*scenario, u"Second"_s, 43, battle}));
            store::Commit step;
            step.battle = battle;
            step.events = {makeEvent(u"brown.charge"_s, u"The Greys charge"_s, {u"u-horse"_s}),
                           makeEvent(u"note"_s, u"Smoke over the château"_s)};
            step.events[0].rolls = {dice::RollRecord{u"class"_s, {{dice::Die::d6(), 5}}, dice::DiceOrigin::Entered}};
            store::PlayRecord play;
            play.ruleSystem = u"balagan"_s;
            play.turn = 2;
            play.phase = u"morale"_s;
            play.state = QJsonObject{{u"bound"_s, 2}};
            step.play = play;
            QVERIFY(store.commit(step));
            QVERIFY(store.voidEntry(store.lastEntryIds().constFirst(), u"wrong modifier"_s));
            store::GameState game;
            game.kind = u"tennyson"_s;
            game.name = u"Cards"_s;
            game.state = QJsonObject{{u"deck"_s, 12}};
            QVERIFY(store.saveGame(game));
            QVERIFY(store.setHouseRules(u"brown"_s, QJsonObject{{u"secureFlankDistance"_s, 2}}));
        }
        const QString server = path(u"copy-target"_s);
        CampaignStore::Error error = CampaignStore::Error::None;
        QString message;
        QVERIFY2(CampaignStore::copy(file, server, &error, &message), qPrintable(message));
        const QByteArray copied = snapshot(server);
        QVERIFY(!CampaignStore::copy(file, server, &error, &message));
        QCOMPARE(error, CampaignStore::Error::Exists);
        QVERIFY2(message.contains(u"already holds a Vedette campaign"_s), qPrintable(message));
        QCOMPARE(snapshot(server), copied);

        const QString back = mDir.filePath(u"from-server.vedette"_s);
        QVERIFY2(CampaignStore::copy(server, back, &error, &message), qPrintable(message));
        QVERIFY(!CampaignStore::copy(server, back, &error, &message));
        QCOMPARE(error, CampaignStore::Error::Exists);

        CampaignStore original;
        QVERIFY(original.open(file, CampaignStore::Mode::ReadOnly));
        for (const QString &location : {server, back}) {
            CampaignStore copy;
            QVERIFY2(copy.open(location), qPrintable(copy.errorString()));
            QCOMPARE(copy.campaignName(), u"Copied"_s);
            store::JournalFilter all;
            all.includeVoided = true;
            const QList<store::JournalEntry> a = original.journal(all);
            const QList<store::JournalEntry> b = copy.journal(all);
            QCOMPARE(b.size(), a.size());
            for (qsizetype i = 0; i < a.size(); ++i) {
                QCOMPARE(b[i].id, a[i].id);
                QCOMPARE(b[i].battle, a[i].battle);
                QCOMPARE(b[i].voidedBy, a[i].voidedBy);
                QCOMPARE(b[i].event.summary, a[i].event.summary);
                QCOMPARE(b[i].event.time, a[i].event.time);
                QCOMPARE(b[i].event.detail, a[i].event.detail);
                QCOMPARE(b[i].event.actors, a[i].event.actors);
                QCOMPARE(b[i].event.rollsText(), a[i].event.rollsText());
            }
            QCOMPARE(copy.battles().size(), 2);
            QCOMPARE(copy.battleInfo(battle)->diceSeed, 42u);
            QCOMPARE(copy.battles()[1].carriedFrom, battle);
            QVERIFY(*copy.loadBattle(battle) == *original.loadBattle(battle));
            QCOMPARE(copy.play(battle), original.play(battle));
            QCOMPARE(copy.games().size(), 1);
            QCOMPARE(copy.games().constFirst().state, original.games().constFirst().state);
            QCOMPARE(copy.houseRules(u"brown"_s), original.houseRules(u"brown"_s));
            store::JournalFilter search;
            search.text = u"chateau"_s;
            QCOMPARE(copy.journalCount(search), 1);
            // The copy goes on from where the original stood.
            const auto next = copy.addNote(battle, 3, u"Written on the copy"_s);
            QVERIFY2(next, qPrintable(copy.errorString()));
            QCOMPARE(*next, a.constLast().id + 1);
        }
    }

    // One referee per battle: a second one is refused the battle (and
    // every step on it), plays another, and each follows the other's log.
    // Issue 44: a referee whose program was killed gets his battle back at
    // once when he starts again on the same machine (his dead session's
    // lease is his), never after the lease's minute; another live session
    // of his keeps it; and a lease never names "?" for its referee.
    void ownDeadSessionGivesItsBattleBackAtOnce()
    {
        SERVER_ONLY("leases");
        const QString location = path(u"dead-session"_s);
        qint64 battle = 0;
        {
            CampaignStore setup;
            QVERIFY(setup.create(location, u"Club night"_s));
            const auto scenario = setup.addScenario(store::test::fullScenario(), u"test"_s);
            battle = *setup.startBattle({*scenario, u"Table one"_s, 1, 0});
        }
        QProcess child;
        // Started without a login's environment (as from a desktop launcher
        // or a service): the lease still names its referee.
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.remove(u"USER"_s);
        environment.remove(u"LOGNAME"_s);
        child.setProcessEnvironment(environment);
        child.start(QCoreApplication::applicationDirPath() + u"/store_kill_child"_s,
                    {u"lease"_s, location, QString::number(battle)});
        QVERIFY(child.waitForReadyRead(20000));
        QCOMPARE(child.readLine().trimmed(), QByteArray("ready"));
        CampaignStore me;
        QVERIFY(me.open(location));
        // His other session is alive: it keeps the battle.
        QVERIFY(!me.takeLease(battle));
        QCOMPARE(me.error(), CampaignStore::Error::Leased);
        const std::optional<store::LeaseInfo> held = me.lease(battle);
        QVERIFY(held);
        QVERIFY2(!held->label.startsWith(u'?') && !held->label.isEmpty(), qPrintable(held->label));
        child.kill();
        QVERIFY(child.waitForFinished(10000));
        // Killed: the battle is his again at once, not a minute later.
        QVERIFY2(me.takeLease(battle), qPrintable(me.errorString()));
        QVERIFY(!me.lease(battle));
    }

    void twoRefereesOnTwoBattles()
    {
        SERVER_ONLY("leases");
        const QString location = path(u"two-referees"_s);
        qint64 first = 0;
        qint64 second = 0;
        {
            CampaignStore setup;
            QVERIFY(setup.create(location, u"Club night"_s));
            const auto scenario = setup.addScenario(store::test::fullScenario(), u"test"_s);
            first = *setup.startBattle({*scenario, u"Table one"_s, 1, 0});
            second = *setup.startBattle({*scenario, u"Table two"_s, 2, 0});
        }
        CampaignStore anna;
        CampaignStore ben;
        QVERIFY(anna.open(location));
        QVERIFY(ben.open(location));
        QVERIFY(anna.changes().isEmpty());
        QVERIFY(ben.changes().isEmpty());
        QVERIFY2(anna.takeLease(first), qPrintable(anna.errorString()));
        QVERIFY(anna.takeLease(first)); // renewing one's own
        QVERIFY(!ben.takeLease(first));
        QCOMPARE(ben.error(), CampaignStore::Error::Leased);
        QVERIFY2(ben.errorString().contains(u"@"_s), qPrintable(ben.errorString()));
        QVERIFY(ben.lease(first));
        QVERIFY(!anna.lease(first)); // her own
        QVERIFY2(ben.takeLease(second), qPrintable(ben.errorString()));

        // Ben writing Anna's battle: refused, nothing written.
        const qint64 before = ben.journalCount();
        table::Scenario table = *ben.loadBattle(first);
        table::Unit foot = *table.unit(u"u-foot"_s);
        foot.setPosition(QPointF(111.0, 222.0));
        table.updateUnit(foot);
        QVERIFY(!ben.commit(stepOf(first, &table, {makeEvent(u"table.move"_s, u"Not his to move"_s)})));
        QCOMPARE(ben.error(), CampaignStore::Error::Leased);
        QVERIFY2(ben.errorString().contains(u"another table"_s), qPrintable(ben.errorString()));
        QCOMPARE(ben.journalCount(), before);
        QVERIFY(*anna.loadBattle(first) == *ben.loadBattle(first));
        QVERIFY(anna.changes().isEmpty());

        // Both play their own battles; each sees the other's entries, never his own.
        QList<qint64> annas;
        QList<qint64> bens;
        for (int i = 0; i < 3; ++i) {
            QVERIFY(anna.commit(stepOf(first, nullptr, {makeEvent(u"note"_s, u"Anna %1"_s.arg(i))})));
            annas += anna.lastEntryIds();
            QVERIFY(ben.commit(stepOf(second, nullptr, {makeEvent(u"note"_s, u"Ben %1"_s.arg(i))})));
            bens += ben.lastEntryIds();
        }
        const store::Changes annaSees = anna.changes();
        const store::Changes benSees = ben.changes();
        QCOMPARE(annaSees.entries, bens);
        QCOMPARE(annaSees.battles, QList<qint64>{second});
        QCOMPARE(benSees.entries, annas);
        QCOMPARE(benSees.battles, QList<qint64>{first});

        // A lease that ran out (its program died) is free to take.
        QVERIFY(rawQuery(location, u"UPDATE lease SET expires = '2000-01-01T00:00:00.000Z' WHERE battle_id = %1"_s.arg(first)).isNull());
        QVERIFY(!ben.lease(first));
        QVERIFY2(ben.takeLease(first), qPrintable(ben.errorString()));
        QVERIFY(!anna.commit(stepOf(first, nullptr, {makeEvent(u"note"_s, u"Anna after her lease ran out"_s)})));
        QCOMPARE(anna.error(), CampaignStore::Error::Leased);
        // Closing gives the battles up.
        ben.close();
        QCOMPARE(rawQuery(location, u"SELECT count(*) FROM lease"_s).toInt(), 0);
        QVERIFY(anna.takeLease(first));
    }

    // The commit went through but its answer was lost (the connection
    // dropped at that moment): the second try finds the step by its id and
    // writes nothing twice; the caller gets the entries of the first.
    void stepWhoseAnswerWasLostIsNotWrittenTwice()
    {
        SERVER_ONLY("a server's lost connection");
        qint64 battle = 0;
        const QString location = makeCampaign(u"lost-answer"_s, &battle);
        CampaignStore store;
        QVERIFY(store.open(location));
        table::Scenario table = *store.loadBattle(battle);
        table::Unit foot = *table.unit(u"u-foot"_s);
        foot.setPosition(QPointF(321.0, 123.0));
        table.updateUnit(foot);
        const qint64 before = store.journalCount();
        CampaignStore::loseNextCommitAnswerForTest();
        QVERIFY2(store.commit(stepOf(battle, &table, {makeEvent(u"note"_s, u"written once"_s), makeEvent(u"note"_s, u"and this"_s)})),
                 qPrintable(store.errorString()));
        QCOMPARE(store.journalCount(), before + 2);
        QCOMPARE(rawQuery(location, u"SELECT count(*) FROM journal WHERE summary = 'written once'"_s).toInt(), 1);
        const QList<qint64> ids = store.lastEntryIds();
        QCOMPARE(ids.size(), 2);
        QCOMPARE(store.journalEntry(ids[0])->event.summary, u"written once"_s);
        QCOMPARE(store.journalEntry(ids[1])->event.summary, u"and this"_s);
        // The next step goes on from the table the server holds.
        QCOMPARE(store.loadBattle(battle)->unit(u"u-foot"_s)->position(), QPointF(321.0, 123.0));
        foot.setPosition(QPointF(322.0, 124.0));
        table.updateUnit(foot);
        QVERIFY(store.commit(stepOf(battle, &table, {makeEvent(u"note"_s, u"next"_s)})));
        QCOMPARE(store.journalCount(), before + 3);
    }

    // The server restarts between two steps, or stops: the next step
    // reconnects and is written once, or is refused plainly with nothing
    // written; after the server is back the campaign goes on.
    void stepAfterServerRestartIsWrittenOnce()
    {
        SERVER_ONLY("the server restarting");
        qint64 battle = 0;
        const QString location = makeCampaign(u"restart"_s, &battle);
        CampaignStore store;
        QVERIFY(store.open(location));
        QVERIFY(store.takeLease(battle));
        QVERIFY(store.commit(stepOf(battle, nullptr, {makeEvent(u"note"_s, u"before"_s)})));
        const qint64 count = store.journalCount();
        QVERIFY2(mPg->restart(u"fast"_s), qPrintable(mPg->errorString()));
        QVERIFY2(store.commit(stepOf(battle, nullptr, {makeEvent(u"note"_s, u"after the restart"_s)})), qPrintable(store.errorString()));
        QCOMPARE(store.journalCount(), count + 1);
        QCOMPARE(rawQuery(location, u"SELECT count(*) FROM journal WHERE summary = 'after the restart'"_s).toInt(), 1);

        QVERIFY(mPg->stop(u"fast"_s));
        QVERIFY(!store.commit(stepOf(battle, nullptr, {makeEvent(u"note"_s, u"while stopped"_s)})));
        QCOMPARE(store.error(), CampaignStore::Error::Unreachable);
        QVERIFY2(store.errorString().contains(u"“restart”"_s), qPrintable(store.errorString()));
        QVERIFY(mPg->startAgain());
        QVERIFY2(store.commit(stepOf(battle, nullptr, {makeEvent(u"note"_s, u"back again"_s)})), qPrintable(store.errorString()));
        QCOMPARE(rawQuery(location, u"SELECT count(*) FROM journal WHERE summary = 'while stopped'"_s).toInt(), 0);
        QCOMPARE(store.journalCount(), count + 2);
        QVERIFY(store.renewLeases());
    }
};

QTEST_GUILESS_MAIN(TestCampaignStore)
#include "test_campaignstore.moc"

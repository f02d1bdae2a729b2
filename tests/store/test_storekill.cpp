// Kills a child process that is writing to a campaign, with SIGKILL, many
// times, and checks after each kill that the file is sound and that the
// journal and the table hold exactly the steps the child had finished, plus
// at most the one it was writing.

#include "storetestscenario.h"

#include "store/campaignstore.h"

#include <QProcess>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace vedette;
using store::CampaignStore;

namespace {

// Runs one statement on the file with a plain read-write connection of its
// own (not the store's): its first value, nothing when it returns no row,
// or "error: ..." when SQLite refuses it.
QVariant sql(const QString &path, const QString &statement)
{
    static int connections = 0;
    const QString name = u"kill-sql-%1"_s.arg(++connections);
    QVariant result;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        db.setDatabaseName(path);
        if (!db.open())
            return u"error: cannot open"_s;
        QSqlQuery query(db);
        if (!query.exec(statement))
            result = u"error: "_s + query.lastError().text();
        else if (query.next())
            result = query.value(0);
        query.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return result;
}

} // namespace

class TestStoreKill : public QObject
{
    Q_OBJECT

private slots:
    void killedMidSessionLosesAtMostTheStepInFlight()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath(u"kill.vedette"_s);
        qint64 battle = 0;
        {
            CampaignStore store;
            QVERIFY(store.create(file, u"Kill test"_s));
            const auto scenario = store.addScenario(store::test::largeScenario(200));
            QVERIFY(scenario);
            const auto b = store.startBattle({*scenario, u"Under fire"_s, 99, 0});
            QVERIFY2(b, qPrintable(store.errorString()));
            battle = *b;
        }

        const QString child = QCoreApplication::applicationDirPath() + u"/store_kill_child"_s;
        QRandomGenerator random(20261129);
        constexpr int kills = 30;
        qint64 confirmed = -1; // the last step a child reported as written
        int killedBeforeReady = 0;
        for (int round = 0; round < kills; ++round) {
            QProcess process;
            process.start(child, {u"run"_s, file, QString::number(battle)});
            QVERIFY2(process.waitForStarted(10000), qPrintable(process.errorString()));
            // Every fifth round is killed at once: during open, checks and loading.
            if (round % 5 != 0) {
                QVERIFY(process.waitForReadyRead(20000));
                QTest::qWait(int(random.bounded(20, 150)));
            } else {
                ++killedBeforeReady;
            }
            process.kill(); // SIGKILL
            QVERIFY(process.waitForFinished(10000));
            QCOMPARE(process.exitStatus(), QProcess::CrashExit);

            const QList<QByteArray> lines = process.readAllStandardOutput().split('\n');
            for (const QByteArray &line : lines) {
                bool ok = false;
                const qint64 step = line.toLongLong(&ok);
                if (ok) { // a partial last line fails to parse or reads lower: both are safe
                    QVERIFY(step >= confirmed);
                    confirmed = std::max(confirmed, step);
                }
            }
            const QByteArray errors = process.readAllStandardError();
            QVERIFY2(!errors.contains("failed"), errors.constData());

            // The file is sound.
            {
                const QString name = u"kill-check-%1"_s.arg(round);
                {
                    QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
                    db.setDatabaseName(file);
                    db.setConnectOptions(u"QSQLITE_OPEN_READONLY"_s);
                    QVERIFY(db.open());
                    QSqlQuery query(db);
                    QVERIFY(query.exec(u"PRAGMA integrity_check"_s) && query.next());
                    QCOMPARE(query.value(0).toString(), u"ok"_s);
                    query.finish();
                    db.close();
                }
                QSqlDatabase::removeDatabase(name);
            }

            // The journal is the steps 0..n in order, n = confirmed or the one after.
            CampaignStore store;
            QVERIFY2(store.open(file, CampaignStore::Mode::ReadOnly), qPrintable(store.errorString()));
            store::JournalFilter steps;
            steps.kinds = {u"test.step"_s};
            const QList<store::JournalEntry> entries = store.journal(steps);
            for (qsizetype i = 0; i < entries.size(); ++i)
                QCOMPARE(entries[i].event.detail.value(u"step"_s).toInteger(), qint64(i));
            // A search finds every one of them, indexed by the file or not yet.
            store::JournalFilter search = steps;
            search.text = u"step"_s;
            QCOMPARE(store.journalCount(search), qint64(entries.size()));
            const qint64 last = qint64(entries.size()) - 1;
            QVERIFY2(last == confirmed || last == confirmed + 1,
                     qPrintable(u"round %1: journal ends at step %2, child confirmed %3"_s.arg(round).arg(last).arg(confirmed)));
            confirmed = last;

            // The table and the turn were written in the same transactions.
            const auto table = store.loadBattle(battle);
            QVERIFY2(table, qPrintable(store.errorString()));
            if (last >= 0) {
                QCOMPARE(table->unit(u"u0"_s)->position().x(), 100.0 + double(last % 1000));
                QCOMPARE(store.battleInfo(battle)->turn, int(last));
            }
        }
        QVERIFY(confirmed > kills); // the children got real work done between kills
        QVERIFY(killedBeforeReady > 0);
        qInfo("%d kills, %lld steps written", kills, confirmed + 1);
    }

    // Issue 18, schema 4: the search index is caught up in a transaction of
    // its own. Killed in the middle of one, the file keeps every entry, the
    // index holds exactly the entries up to its watermark, and the next
    // search (or close) brings it up to date.
    void killedMidCatchUpLosesNothing()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath(u"catch-up.vedette"_s);
        constexpr int entries = 20000;
        {
            CampaignStore store;
            QVERIFY(store.create(file, u"Catch-up test"_s));
            store::Commit step;
            for (int i = 0; i < entries; ++i) {
                journal::JournalEvent event;
                event.kind = u"test.step"_s;
                event.summary = u"Step %1 of a long campaign"_s.arg(i);
                step.events.append(event);
            }
            QVERIFY2(store.commit(step), qPrintable(store.errorString()));
        }
        const QString child = QCoreApplication::applicationDirPath() + u"/store_kill_child"_s;
        QRandomGenerator random(20261201);
        constexpr int kills = 8;
        int killedMidway = 0;
        int killedAfter = 0;
        for (int round = 0; round < kills; ++round) {
            // As after a crash before any catch-up: nothing in the index.
            QCOMPARE(sql(file, u"INSERT INTO journal_fts(journal_fts) VALUES ('delete-all')"_s), QVariant());
            QCOMPARE(sql(file, u"UPDATE journal_fts_watermark SET entry_id = 0"_s), QVariant());

            QProcess process;
            process.start(child, {u"search"_s, file});
            QVERIFY2(process.waitForStarted(10000), qPrintable(process.errorString()));
            // Every fourth round is killed once the catch-up is done, the
            // others a moment after it began.
            const QByteArray awaited = round % 4 == 3 ? "indexed" : "indexing";
            QByteArray output;
            while (!output.contains(awaited)) {
                QVERIFY(process.waitForReadyRead(20000));
                output += process.readAllStandardOutput();
            }
            if (round % 4 != 3)
                QTest::qWait(int(random.bounded(0, 40)));
            process.kill(); // SIGKILL
            QVERIFY(process.waitForFinished(10000));
            QCOMPARE(process.exitStatus(), QProcess::CrashExit);
            const QByteArray errors = process.readAllStandardError();
            QVERIFY2(!errors.contains("failed"), errors.constData());

            QCOMPARE(sql(file, u"PRAGMA integrity_check"_s).toString(), u"ok"_s);
            QCOMPARE(sql(file, u"SELECT count(*) FROM journal WHERE kind = 'test.step'"_s).toInt(), entries);
            // The index holds the entries up to the watermark, and no others.
            const qint64 watermark = sql(file, u"SELECT entry_id FROM journal_fts_watermark"_s).toLongLong();
            QCOMPARE(sql(file, u"SELECT count(*) FROM journal_fts WHERE journal_fts MATCH 'step'"_s).toLongLong(),
                     sql(file, u"SELECT count(*) FROM journal WHERE id <= %1"_s.arg(watermark)).toLongLong());
            QCOMPARE(sql(file, u"SELECT count(*) FROM journal_fts WHERE journal_fts MATCH 'step' AND rowid > %1"_s.arg(watermark)).toInt(), 0);
            if (watermark < entries)
                ++killedMidway;
            else
                ++killedAfter;

            // The next search finds every entry, read-only (a temporary index
            // of what the file's lacks) and read-write (the file's caught up).
            {
                CampaignStore reader;
                QVERIFY2(reader.open(file, CampaignStore::Mode::ReadOnly), qPrintable(reader.errorString()));
                store::JournalFilter search;
                search.text = u"step campaign"_s;
                QCOMPARE(reader.journalCount(search), entries);
            }
            CampaignStore store;
            QVERIFY2(store.open(file), qPrintable(store.errorString()));
            store::JournalFilter search;
            search.text = u"step 19999"_s;
            QCOMPARE(store.journal(search).size(), 1);
            store.close();
            QCOMPARE(sql(file, u"SELECT entry_id FROM journal_fts_watermark"_s).toLongLong(), qint64(entries));
            QCOMPARE(sql(file, u"INSERT INTO journal_fts(journal_fts, rank) VALUES ('integrity-check', 1)"_s), QVariant());
        }
        QVERIFY(killedMidway > 0);
        QVERIFY(killedAfter >= kills / 4);
        qInfo("%d kills, %d before the catch-up was written", kills, killedMidway);
    }
};

QTEST_GUILESS_MAIN(TestStoreKill)
#include "test_storekill.moc"

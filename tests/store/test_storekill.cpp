// Kills a child process that is writing to a campaign, with SIGKILL, many
// times, and checks after each kill that the file is sound and that the
// journal and the table hold exactly the steps the child had finished, plus
// at most the one it was writing.

#include "storetestscenario.h"

#include "store/campaignstore.h"

#include <QProcess>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace vedette;
using store::CampaignStore;

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
};

QTEST_GUILESS_MAIN(TestStoreKill)
#include "test_storekill.moc"

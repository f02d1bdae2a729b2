// vedette-cli on a campaign file: battle, balagan play and brown charge drive
// the battle's controllers, one transaction per step, and what they print
// agrees with what the file holds; killing balagan play never leaves a bound
// half-written.
#include "store/campaignstore.h"
#include "store/defaultcampaign.h"
#include "table/scenario.h"

#include "clirun.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
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

qsizetype count(const store::CampaignStore &store, qint64 battle, const QString &kind)
{
    store::JournalFilter filter;
    filter.battle = battle;
    filter.kinds = {kind};
    filter.includeVoided = false;
    return store.journalCount(filter);
}

QByteArray bytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestCliBattle : public QObject
{
    Q_OBJECT

    QTemporaryDir mDir;
    QString mFile;
    qint64 mBlenheim = 0;
    qint64 mBalaclava = 0;

private slots:
    void initTestCase()
    {
        QString error;
        mFile = store::DefaultCampaign::create(mDir.filePath(u"campaign"_s), &error);
        QVERIFY2(!mFile.isEmpty(), qPrintable(error));
        store::CampaignStore store;
        QVERIFY(store.open(mFile));
        for (const store::BattleInfo &info : store.battles()) {
            const QString rules = store.scenarioInfo(info.scenarioId)->ruleSystem;
            (rules == u"balagan"_s ? mBlenheim : mBalaclava) = info.id;
        }
        QVERIFY(mBlenheim && mBalaclava);
    }

    // Three bounds played (deployment, then morale tests and the end of the
    // bound, three times); `battle` says what the journal says.
    void threeBoundsThenWhereTheBattleStands()
    {
        const Result played = cli({u"balagan"_s, u"play"_s, mFile, u"--battle"_s, QString::number(mBlenheim), u"--seed"_s,
                                   u"1704"_s, u"--phases"_s, u"7"_s, u"--json"_s});
        QVERIFY2(played.exitCode == 0, qPrintable(played.err));
        const QJsonArray phases = played.json.value(u"phases"_s).toArray();
        QCOMPARE(phases.size(), 7);
        QCOMPARE(phases.first().toObject().value(u"step"_s).toString(), u"deployment"_s);
        QCOMPARE(phases.last().toObject().value(u"step"_s).toString(), u"end-bound"_s);
        const Result where = cli({u"battle"_s, mFile, u"--battle"_s, QString::number(mBlenheim), u"--json"_s});
        QVERIFY2(where.exitCode == 0, qPrintable(where.err));
        const QJsonObject state = where.json;
        QCOMPARE(state.value(u"ruleSystem"_s).toString(), u"balagan"_s);
        QCOMPARE(state.value(u"turn"_s).toInt(), 4);
        QCOMPARE(state.value(u"phase"_s).toString(), u"morale"_s);
        QCOMPARE(state.value(u"clock"_s).toString(), u"10:45"_s);
        QCOMPARE(state, played.json.value(u"state"_s).toObject());
        store::CampaignStore store;
        QVERIFY(store.open(mFile, store::CampaignStore::Mode::ReadOnly));
        QCOMPARE(count(store, mBlenheim, u"balagan.bound"_s), 3);
        QCOMPARE(count(store, mBlenheim, u"balagan.deployment"_s), 2);
        QCOMPARE(store.battleInfo(mBlenheim)->turn, 4);
        // The text form says the same in words.
        const Result words = cli({u"battle"_s, mFile, u"--battle"_s, QString::number(mBlenheim)});
        QVERIFY(words.out.contains(u"bound 4"_s));
    }

    // Killed at any moment, `balagan play` leaves every bound whole: the
    // state of play and the journal agree after each kill.
    void killedPlayLeavesNoHalfBound()
    {
        QRandomGenerator random(1704);
        int last = 0;
        for (int round = 0; round < 15; ++round) {
            QProcess process;
            process.start(QStringLiteral(VEDETTE_CLI_PATH), {u"balagan"_s, u"play"_s, mFile, u"--battle"_s,
                                                             QString::number(mBlenheim), u"--seed"_s,
                                                             QString::number(round + 1), u"--phases"_s, u"10000"_s});
            QVERIFY(process.waitForStarted(10000));
            QTest::qWait(int(random.bounded(30, 250)));
            process.kill();
            QVERIFY(process.waitForFinished(10000));
            const Result where = cli({u"battle"_s, mFile, u"--battle"_s, QString::number(mBlenheim), u"--json"_s});
            QVERIFY2(where.exitCode == 0, qPrintable(where.err));
            store::CampaignStore store;
            QVERIFY(store.open(mFile, store::CampaignStore::Mode::ReadOnly));
            const int bound = where.json.value(u"bound"_s).toInt();
            QCOMPARE(bound, 1 + int(count(store, mBlenheim, u"balagan.bound"_s)));
            QVERIFY(bound >= last);
            last = bound;
            if (!where.json.value(u"lostSide"_s).toString().isEmpty())
                break;
        }
        QVERIFY(last > 4);
    }

    // A Brown charge resolved with computer dice and applied: one
    // transaction with its entries; without --apply nothing is written.
    void brownChargeOnTheCampaign()
    {
        using namespace table;
        Scenario s;
        s.setTitle(u"Charge"_s);
        s.setRuleSystem(RuleSystem::Brown);
        s.setTableSize(Length::fromFeet(6), Length::fromFeet(4));
        s.addSide({u"fr"_s, u"French"_s, Qt::blue});
        s.addSide({u"gb"_s, u"British"_s, Qt::red});
        Unit foot(u"foot"_s, u"fr"_s, u"2e Ligne"_s, Arm::Foot);
        foot.setPosition({900, 500});
        s.addUnit(foot);
        Unit horse(u"horse"_s, u"gb"_s, u"Greys"_s, Arm::Horse);
        horse.setHorseWeight(HorseWeight::Heavy);
        horse.setFacing(180);
        horse.setPosition({900, 300});
        s.addUnit(horse);
        const QString file = mDir.filePath(u"charge.vedette"_s);
        qint64 battle = 0;
        {
            store::CampaignStore store;
            QVERIFY(store.create(file, u"Charge"_s));
            battle = *store.startBattle({*store.addScenario(s), u"Charge"_s, 5, 0});
        }
        const QByteArray before = bytes(file);
        const Result dry = cli({u"brown"_s, u"charge"_s, file, u"horse"_s, u"foot"_s, u"--seed"_s, u"3"_s, u"--json"_s});
        QVERIFY2(dry.exitCode == 0, qPrintable(dry.err));
        QVERIFY(!dry.json.value(u"applied"_s).toBool());
        QCOMPARE(bytes(file), before);

        const Result applied = cli({u"brown"_s, u"charge"_s, file, u"horse"_s, u"foot"_s, u"--battle"_s,
                                    QString::number(battle), u"--seed"_s, u"3"_s, u"--closing-casualties"_s, u"10"_s,
                                    u"--apply"_s, u"--json"_s});
        QVERIFY2(applied.exitCode == 0, qPrintable(applied.err));
        const QJsonObject result = applied.json;
        QVERIFY(result.value(u"applied"_s).toBool());
        QCOMPARE(result.value(u"state"_s).toObject().value(u"charge"_s).toObject().value(u"applied"_s).toBool(), true);
        store::CampaignStore store;
        QVERIFY(store.open(file, store::CampaignStore::Mode::ReadOnly));
        store::JournalFilter filter;
        filter.battle = battle;
        const QList<store::JournalEntry> entries = store.journal(filter);
        const QJsonArray events = result.value(u"events"_s).toArray();
        // battle.start, then exactly the charge's entries, in order.
        QCOMPARE(entries.size(), events.size() + 1);
        for (qsizetype i = 0; i < events.size(); ++i)
            QCOMPARE(entries[i + 1].event.kind, events[i].toObject().value(u"kind"_s).toString());
        const int lost = result.value(u"outcome"_s).toObject().value(u"defenderLosses"_s).toInt();
        QCOMPARE(store.loadBattle(battle)->unit(u"foot"_s)->strength(), std::max(0, 500 - lost));
    }

    void badInputIsRefused_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("no seed") << QStringList{u"balagan"_s, u"play"_s, u"FILE"_s} << u"--seed"_s;
        QTest::newRow("bad seed") << QStringList{u"balagan"_s, u"play"_s, u"FILE"_s, u"--seed"_s, u"abc"_s} << u"'abc'"_s;
        QTest::newRow("zero phases") << QStringList{u"balagan"_s, u"play"_s, u"FILE"_s, u"--seed"_s, u"1"_s, u"--phases"_s, u"0"_s}
                                     << u"--phases"_s;
        QTest::newRow("no battle 99") << QStringList{u"battle"_s, u"FILE"_s, u"--battle"_s, u"99"_s} << u"no battle '99'"_s;
        QTest::newRow("Brown battle") << QStringList{u"balagan"_s, u"play"_s, u"FILE"_s, u"--battle"_s, u"BALACLAVA"_s,
                                                     u"--seed"_s, u"1"_s}
                                      << u"Brown"_s;
        QTest::newRow("stray argument") << QStringList{u"battle"_s, u"FILE"_s, u"extra"_s} << u"'extra'"_s;
        QTest::newRow("not a campaign") << QStringList{u"battle"_s, QStringLiteral(VEDETTE_SOURCE_DIR "/README.md")}
                                        << u"not a campaign"_s;
    }
    void badInputIsRefused()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        arguments.replaceInStrings(u"FILE"_s, mFile);
        arguments.replaceInStrings(u"BALACLAVA"_s, QString::number(mBalaclava));
        // What the campaign holds (its bytes may move when the write-ahead
        // log is folded in on closing; its contents may not).
        const auto contents = [this] {
            store::CampaignStore store;
            if (!store.open(mFile, store::CampaignStore::Mode::ReadOnly))
                return QString();
            QStringList parts{QString::number(store.journalCount())};
            for (const store::BattleInfo &info : store.battles())
                parts.append(QString::number(info.turn) + u'/' + QString::number(store.play(info.id) ? store.play(info.id)->turn : -1));
            return parts.join(u' ');
        };
        const QString before = contents();
        QVERIFY(!before.isEmpty());
        const Result r = cli(arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QCOMPARE(contents(), before);
    }
};

QTEST_GUILESS_MAIN(TestCliBattle)
#include "test_clibattle.moc"

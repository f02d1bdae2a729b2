// Kills a child playing Balagan bounds and Brown charges through the
// battle's controllers with SIGKILL, many times, and checks after each kill
// that the battle resumes at its last finished step: the state of play reads
// back, agrees with the journal (bounds ended, deployment rolls, turns), and
// a charge in progress holds exactly the dice its log entries show.
#include "controllers/balagancontroller.h"
#include "controllers/browncontroller.h"
#include "document/campaign.h"
#include "document/document.h"
#include "rules/balagan/battlestate.h"
#include "rules/brown/chargerecord.h"
#include "store/campaignstore.h"
#include "store/defaultcampaign.h"
#include "table/geometry.h"
#include "table/scenariojson.h"

#include <QProcess>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace vedette;

namespace {

QList<store::JournalEntry> validEntries(const store::CampaignStore &store, qint64 battle)
{
    store::JournalFilter filter;
    filter.battle = battle;
    filter.includeVoided = false;
    return store.journal(filter);
}

qsizetype countKind(const QList<store::JournalEntry> &entries, const QString &kind)
{
    return std::count_if(entries.cbegin(), entries.cend(), [&kind](const store::JournalEntry &e) { return e.event.kind == kind; });
}

QString integrity(const QString &file, int round)
{
    const QString name = u"battle-kill-%1"_s.arg(round);
    QString result;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        db.setDatabaseName(file);
        db.setConnectOptions(u"QSQLITE_OPEN_READONLY"_s);
        if (db.open()) {
            QSqlQuery query(db);
            if (query.exec(u"PRAGMA integrity_check"_s) && query.next())
                result = query.value(0).toString();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return result;
}

} // namespace

class TestBattleKill : public QObject
{
    Q_OBJECT

    QTemporaryDir mDir;

    // Starts the child, lets it play a while (or not at all), kills it.
    void killChild(const QStringList &arguments, QRandomGenerator &random, int round)
    {
        QProcess process;
        process.start(QCoreApplication::applicationDirPath() + u"/battle_kill_child"_s, arguments);
        QVERIFY2(process.waitForStarted(10000), qPrintable(process.errorString()));
        if (round % 6 != 0) {
            QVERIFY(process.waitForReadyRead(20000));
            QTest::qWait(int(random.bounded(5, 120)));
        }
        process.kill();
        QVERIFY(process.waitForFinished(10000));
        const QByteArray errors = process.readAllStandardError();
        QVERIFY2(!errors.contains("failed"), errors.constData());
    }

private slots:
    void initTestCase() { QCoreApplication::setOrganizationName(u"VedetteTest"_s); }

    void balaganBoundsSurviveKills()
    {
        QString error;
        const QString file = store::DefaultCampaign::create(mDir.filePath(u"balagan"_s), &error);
        QVERIFY2(!file.isEmpty(), qPrintable(error));
        qint64 battle = 0;
        {
            store::CampaignStore store;
            QVERIFY(store.open(file));
            for (const store::BattleInfo &info : store.battles()) {
                if (store.scenarioInfo(info.scenarioId)->ruleSystem == u"balagan"_s)
                    battle = info.id;
            }
        }
        QVERIFY(battle);
        QRandomGenerator random(17040813);
        int bound = 1;
        for (int round = 0; round < 30; ++round) {
            killChild({u"balagan"_s, file, QString::number(battle), QString::number(round + 1)}, random, round);
            QCOMPARE(integrity(file, round), u"ok"_s);
            store::CampaignStore store;
            QVERIFY2(store.open(file), qPrintable(store.errorString()));
            const std::optional<store::PlayRecord> play = store.play(battle);
            const QList<store::JournalEntry> entries = validEntries(store, battle);
            if (!play) {
                // Killed before its first step: nothing of the bound was written.
                QCOMPARE(countKind(entries, u"balagan.deployment"_s), 0);
                continue;
            }
            QString why;
            const std::optional<rules::balagan::BattleState> state = rules::balagan::BattleState::fromJson(play->state, &why);
            QVERIFY2(state, qPrintable(why));
            // No bound half-written: every bound ended is in the log, and the
            // log has no end of a bound the state of play has not reached.
            QCOMPARE(state->bound, 1 + int(countKind(entries, u"balagan.bound"_s)));
            QCOMPARE(state->deploymentRolled.size(), countKind(entries, u"balagan.deployment"_s));
            QCOMPARE(play->turn, state->setUp ? 0 : state->bound);
            QCOMPARE(store.battleInfo(battle)->turn, play->turn);
            // The table's routs are the state's.
            int routed = 0;
            for (auto it = state->routed.cbegin(); it != state->routed.cend(); ++it)
                routed += it.value();
            QCOMPARE(qsizetype(routed), countKind(entries, u"balagan.rout"_s));
            QVERIFY(state->bound >= bound);
            bound = state->bound;
        }
        QVERIFY2(bound > 3, qPrintable(QString::number(bound)));
    }

    void brownChargesSurviveKills()
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
        const QString file = mDir.filePath(u"brown.vedette"_s);
        qint64 battle = 0;
        {
            store::CampaignStore store;
            QVERIFY(store.create(file, u"Kill"_s));
            const auto scenario = store.addScenario(s);
            const auto b = store.startBattle({*scenario, u"Charge"_s, 5, 0});
            QVERIFY2(b, qPrintable(store.errorString()));
            battle = *b;
        }
        QRandomGenerator random(18541025);
        int charges = 0;
        for (int round = 0; round < 30; ++round) {
            killChild({u"brown"_s, file, QString::number(battle), QString::number(round + 1), u"horse"_s, u"foot"_s},
                      random, round);
            QCOMPARE(integrity(file, round), u"ok"_s);
            store::CampaignStore store;
            QVERIFY2(store.open(file), qPrintable(store.errorString()));
            const std::optional<store::PlayRecord> play = store.play(battle);
            if (!play)
                continue;
            const QList<store::JournalEntry> entries = validEntries(store, battle);
            QCOMPARE(play->turn, int(countKind(entries, u"brown.turn"_s)));
            if (!play->state.contains(u"charge"_s))
                continue;
            QString why;
            const std::optional<rules::brown::ChargeRecord> charge =
                rules::brown::ChargeRecord::fromJson(play->state.value(u"charge"_s).toObject(), &why);
            QVERIFY2(charge, qPrintable(why));
            ++charges;
            // The dice kept with the charge are those its entries show since
            // it was declared: nothing lost, nothing thrown twice.
            qsizetype declared = -1;
            for (qsizetype i = 0; i < entries.size(); ++i) {
                if (entries[i].event.kind == u"brown.declare"_s)
                    declared = i;
            }
            QVERIFY(declared >= 0);
            QList<int> logged;
            for (qsizetype i = declared; i < entries.size(); ++i) {
                for (const dice::RollRecord &roll : entries[i].event.rolls)
                    logged.append(roll.faces());
            }
            QList<int> kept;
            for (const rules::brown::ChargeRecord::Step &step : charge->steps)
                kept.append(step.faces);
            QCOMPARE(logged, kept);
            // The table was written with each step: until the charge is
            // applied (and after an undone Apply) it is the table the charge
            // was declared on.
            const std::optional<table::Scenario> table = store.loadBattle(battle);
            QVERIFY(table);
            if (!charge->isApplied()) {
                QCOMPARE(table->unit(u"foot"_s)->strength(), charge->situation.defender.strength);
                QCOMPARE(table->unit(u"horse"_s)->strength(), charge->situation.attacker.strength);
                const double distance = geometry::edgeDistance(table->footprint(*table->unit(u"horse"_s)),
                                                               table->footprint(*table->unit(u"foot"_s))).inches();
                QCOMPARE(qRound(distance * 1000), qRound(charge->situation.distanceInches * 1000));
            }
        }
        QVERIFY(charges > 5);
    }
};

QTEST_GUILESS_MAIN(TestBattleKill)
#include "test_battlekill.moc"

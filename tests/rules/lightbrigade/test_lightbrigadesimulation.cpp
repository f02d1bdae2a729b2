#include "rules/lightbrigade/rosternames.h"
#include "rules/lightbrigade/simulation.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSet>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace vedette::rules::lightbrigade;

class TestLightBrigadeSimulation : public QObject
{
    Q_OBJECT

private slots:
    void sameSeedSameFigures()
    {
        Settings settings;
        settings.troop = TroopType::Hussars;
        Simulation a(settings, Policy::Bold, 42);
        Simulation b(settings, Policy::Bold, 42);
        a.run(500);
        b.run(300);
        b.run(200); // continuing the dice gives the same as one run
        QCOMPARE(a.toJson(), b.toJson());
        Simulation c(settings, Policy::Bold, 43);
        c.run(500);
        QVERIFY(a.toJson() != c.toJson());
    }

    void everyManAccountedFor()
    {
        Simulation s(Settings{}, Policy::Steady, 5);
        s.run(1000);
        QCOMPARE(s.games(), 1000);
        QCOMPARE(s.home.sum + s.killed.sum + s.fled.sum, 12 * 1000);
        QCOMPARE(s.score.games(), 1000);
        // The Captain is never killed and never fails morale: he always comes home.
        QCOMPARE(s.home.minimum() >= 1, true);
        QCOMPARE(s.score.sum, 2 * (s.home.sum + s.stragglersHome.sum) + s.russiansKilled.sum);
    }

    // Golden figures: any change in the rules, the dice order or the tables shows here.
    void golden_data()
    {
        QTest::addColumn<int>("troop");
        QTest::addColumn<int>("policy");
        QTest::addColumn<bool>("frontRank");
        QTest::addColumn<qint64>("score");
        QTest::addColumn<qint64>("home");
        QTest::addColumn<qint64>("stragglersHome");
        QTest::addColumn<qint64>("killed");
        QTest::addColumn<qint64>("fled");
        QTest::addColumn<qint64>("russians");
        QTest::addColumn<qint64>("turns");
        QTest::newRow("Dragoons steady") << 0 << 0 << false << qint64(14789) << qint64(2007) << qint64(2097) << qint64(19858) << qint64(2135) << qint64(6581) << qint64(99898);
        QTest::newRow("Dragoons bold") << 0 << 1 << false << qint64(14920) << qint64(2020) << qint64(2073) << qint64(20008) << qint64(1972) << qint64(6734) << qint64(92141);
        QTest::newRow("Hussars steady") << 1 << 0 << false << qint64(15393) << qint64(2032) << qint64(2160) << qint64(19558) << qint64(2410) << qint64(7009) << qint64(99902);
        QTest::newRow("Hussars bold") << 1 << 1 << false << qint64(15796) << qint64(2046) << qint64(2186) << qint64(19768) << qint64(2186) << qint64(7332) << qint64(92186);
        QTest::newRow("Lancers steady") << 2 << 0 << false << qint64(15224) << qint64(2024) << qint64(2160) << qint64(19623) << qint64(2353) << qint64(6856) << qint64(99874);
        QTest::newRow("Lancers steady front rank") << 2 << 0 << true << qint64(15342) << qint64(2015) << qint64(2025) << qint64(19826) << qint64(2159) << qint64(7262) << qint64(97210);
        QTest::newRow("Lancers bold") << 2 << 1 << false << qint64(15101) << qint64(2026) << qint64(2079) << qint64(19957) << qint64(2017) << qint64(6891) << qint64(92062);
        QTest::newRow("Lancers bold front rank") << 2 << 1 << true << qint64(15638) << qint64(2015) << qint64(2033) << qint64(20024) << qint64(1961) << qint64(7542) << qint64(89721);
    }
    void golden()
    {
        QFETCH(int, troop);
        QFETCH(int, policy);
        QFETCH(bool, frontRank);
        Settings settings;
        settings.troop = TroopType(troop);
        settings.frontRank = frontRank;
        Simulation s(settings, Policy(policy), 1854);
        s.run(2000);
        QTEST(qint64(s.score.sum), "score");
        QTEST(qint64(s.home.sum), "home");
        QTEST(qint64(s.stragglersHome.sum), "stragglersHome");
        QTEST(qint64(s.killed.sum), "killed");
        QTEST(qint64(s.fled.sum), "fled");
        QTEST(qint64(s.russiansKilled.sum), "russians");
        QTEST(qint64(s.turns.sum), "turns");
    }

    void metric()
    {
        Simulation::Metric m;
        for (int v : {3, 1, 4, 1, 5, 9, 2, 6})
            m.add(v);
        QCOMPARE(m.games(), 8);
        QCOMPARE(m.minimum(), 1);
        QCOMPARE(m.maximum(), 9);
        QCOMPARE(m.mean(), 31.0 / 8.0);
        QCOMPARE(m.percentile(0.5), 3);
        QCOMPARE(m.percentile(1.0), 9);
        const QJsonObject json = m.toJson();
        QCOMPARE(json.value(u"median"_s).toInt(), 3);
        const QJsonArray distribution = json.value(u"distribution"_s).toArray();
        QCOMPARE(distribution.size(), 7);
        QCOMPARE(distribution[0].toObject().value(u"value"_s).toInt(), 1);
        QCOMPARE(distribution[0].toObject().value(u"games"_s).toInt(), 2);
        QCOMPARE(distribution[6].toObject().value(u"value"_s).toInt(), 9);
    }

    void rosterNames()
    {
        const QStringList a = RosterNames::generate(12, 7);
        QCOMPARE(a.size(), 12);
        QCOMPARE(RosterNames::generate(12, 7), a);
        QVERIFY(RosterNames::generate(12, 8) != a);
        QSet<QString> surnames;
        for (const QString &name : a) {
            const QStringList parts = name.split(u' ');
            QCOMPARE(parts.size(), 2);
            QVERIFY(RosterNames::firstNames().contains(parts[0]));
            QVERIFY(RosterNames::surnames().contains(parts[1]));
            surnames.insert(parts[1]);
        }
        QCOMPARE(surnames.size(), 12);
    }
};

QTEST_GUILESS_MAIN(TestLightBrigadeSimulation)
#include "test_lightbrigadesimulation.moc"

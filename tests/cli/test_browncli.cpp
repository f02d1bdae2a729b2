// vedette-cli brown: the JSON the README documents, checked against the core.
#include "rules/brown/chargeodds.h"
#include "rules/brown/chargeprocedure.h"
#include "rules/brown/tablecharge.h"

#include "dice/seededdicesource.h"
#include "table/scenariojson.h"

#include "clirun.h"

#include <QTemporaryDir>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace vedette::rules::brown;

namespace {

using clitest::Result;

// Every row is a command of vedette-cli brown.
Result run(const QStringList &arguments)
{
    return clitest::run(QStringList{u"brown"_s} + arguments);
}

} // namespace

class TestBrownCli : public QObject
{
    Q_OBJECT

private slots:
    void chart_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("id");
        QTest::addColumn<bool>("blown");
        QTest::newRow("open 11") << QStringList{u"--chart"_s, u"open"_s, u"--net"_s, u"11"_s} << u"surrender"_s << false;
        QTest::newRow("open -12") << QStringList{u"--chart"_s, u"open"_s, u"--net"_s, u"-12"_s} << u"attacker-surrenders"_s << false;
        QTest::newRow("cover 3") << QStringList{u"--chart"_s, u"cover"_s, u"--net"_s, u"3"_s} << u"melee"_s << false;
        QTest::newRow("open 2 cav") << QStringList{u"--chart"_s, u"open"_s, u"--net"_s, u"2"_s, u"--attacker-cavalry"_s}
                                    << u"defender-recoils-2in"_s << true;
    }
    void chart()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, id);
        QFETCH(bool, blown);
        const Result r = run(QStringList{u"chart"_s, u"--json"_s} + arguments);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json[u"id"_s].toString(), id);
        QCOMPARE(r.json[u"blown"_s].toBool(), blown);
        QVERIFY(!r.json[u"text"_s].toString().isEmpty());
    }

    // docs/rules.md B-22: one result per chart line, in words. Attacking
    // cavalry with a net from -7 to 2 is Blown: a MELEE! is fought (never
    // "halts just outside 4\""), any other result has it halt just outside
    // 4" instead of its own halt, and it may not occupy.
    void chartSaysOneResult_data()
    {
        QTest::addColumn<int>("net");
        QTest::addColumn<bool>("defenderCavalry");
        for (int net = -9; net <= 4; ++net) {
            QTest::addRow("%d on cavalry", net) << net << true;
            QTest::addRow("%d on foot", net) << net << false;
        }
    }
    void chartSaysOneResult()
    {
        QFETCH(int, net);
        QFETCH(bool, defenderCavalry);
        QStringList arguments{u"chart"_s, u"--chart"_s, u"open"_s, u"--net"_s, QString::number(net), u"--attacker-cavalry"_s};
        if (defenderCavalry)
            arguments.append(u"--defender-cavalry"_s);
        const Result text = run(arguments);
        const Result json = run(arguments + QStringList{u"--json"_s});
        QCOMPARE(text.exitCode, 0);
        const QStringList lines = text.out.trimmed().split(u'\n');
        QCOMPARE(lines.size(), 1);
        const QString id = json.json[u"id"_s].toString();
        const bool blown = json.json[u"blown"_s].toBool();
        QCOMPARE(blown, net >= -7 && net <= 2);
        QCOMPARE(lines.first(), id + u": "_s + json.json[u"text"_s].toString());
        const QString words = json.json[u"text"_s].toString();
        QCOMPARE(words.contains(u"MELEE!"_s), id == u"melee"_s);
        QCOMPARE(words.contains(u"Blown"_s), blown);
        QCOMPARE(words.contains(u"just outside"_s), blown && id != u"melee"_s);
        if (blown) {
            QVERIFY2(!words.contains(u"may occupy"_s), qPrintable(words));
            QVERIFY2(!words.contains(u"at 3\""_s) && !words.contains(u"at 4\""_s), qPrintable(words));
        }
    }

    void odds()
    {
        const Result r = run({u"odds"_s, u"--attacker-die"_s, u"d10"_s, u"--defender-die"_s, u"d8"_s, u"--modifier"_s,
                              u"3"_s, u"--chart"_s, u"open"_s, u"--attacker-cavalry"_s, u"--json"_s});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json[u"total"_s].toInteger(), 80);
        const ChargeOdds expected =
            ChargeOdds::compute(vedette::dice::Die::d(10), vedette::dice::Die::d(8), 3, ChartKind::Open, true, false);
        const QJsonArray results = r.json[u"results"_s].toArray();
        QCOMPARE(results.size(), chargeResultCount);
        qint64 sum = 0;
        for (const QJsonValue &v : results) {
            const auto id = resultFromId(v[u"id"_s].toString());
            QVERIFY(id.has_value());
            QCOMPARE(v[u"count"_s].toInteger(), qint64(expected.count(*id)));
            QCOMPARE(v[u"probability"_s].toDouble(), expected.probability(*id));
            sum += v[u"count"_s].toInteger();
        }
        QCOMPARE(sum, 80);
        // d10+3-d8 lies in -7..2 for 28 of the 80 pairs.
        QCOMPARE(r.json[u"blownCount"_s].toInteger(), 28);
        QCOMPARE(r.json[u"blownProbability"_s].toDouble(), 0.35);
    }

    void melee()
    {
        const Result r = run({u"melee"_s, u"--attacker-roll"_s, u"7"_s, u"--attacker-modifier"_s, u"2"_s,
                              u"--defender-roll"_s, u"4"_s, u"--defender-modifier"_s, u"1"_s, u"--json"_s});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json[u"winner"_s].toString(), u"attacker"_s);
        QCOMPARE(r.json[u"attacker"_s][u"steps"_s].toInt(), 3);
        QCOMPARE(r.json[u"defender"_s][u"steps"_s].toInt(), 4);
        QCOMPARE(r.json[u"continues"_s].toBool(), false);
    }

    // A whole charge on a scenario file: the CLI's JSON matches the procedure
    // run in-process with the same seed, and the same seed gives the same output.
    void charge()
    {
        using namespace vedette::table;
        Scenario s;
        s.setRuleSystem(RuleSystem::Brown);
        s.addSide({u"fr"_s, u"French"_s, Qt::blue});
        s.addSide({u"gb"_s, u"British"_s, Qt::red});
        Unit foot(u"foot"_s, u"fr"_s, u"2e Ligne"_s, Arm::Foot);
        foot.setPosition({500, 500});
        s.addUnit(foot);
        Unit horse(u"horse"_s, u"gb"_s, u"Greys"_s, Arm::Horse);
        horse.setHorseWeight(HorseWeight::Heavy);
        horse.setPosition({500, 300});
        horse.setFacing(180);
        s.addUnit(horse);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"charge.json"_s);
        QString error;
        QVERIFY2(ScenarioJson::writeFile(s, path, &error), qPrintable(error));

        for (int seed = 1; seed <= 12; ++seed) {
            const QStringList args{u"charge"_s, path, u"horse"_s, u"foot"_s, u"--seed"_s, QString::number(seed),
                                   u"--closing-casualties"_s, u"10"_s, u"--json"_s};
            const Result r = run(args);
            QCOMPARE(r.exitCode, 0);
            QCOMPARE(r.json[u"seed"_s].toString(), QString::number(seed));
            QCOMPARE(r.json[u"modifiers"_s].toArray().size(), 23);
            QVERIFY(r.json[u"modifiers"_s].toArray().first()[u"reason"_s].isString());
            QCOMPARE(r.json[u"events"_s].toArray().first()[u"kind"_s].toString(), u"brown.declare"_s);
            QCOMPARE(run(args).json, r.json);

            vedette::journal::EventList log;
            vedette::dice::SeededDiceSource dice(seed);
            ChargeProcedure p(*TableCharge::situation(s, u"horse"_s, u"foot"_s, HouseRules()).situation, HouseRules(), log);
            if (p.rollActivation(dice)) {
                while (p.step() == ChargeProcedure::Step::FireDiscipline)
                    p.rollFireDiscipline(dice);
                p.enterClosingCasualties(10);
                p.rollCharge(dice);
                if (p.step() == ChargeProcedure::Step::RideDown)
                    p.rollRideDown(dice);
                if (p.step() == ChargeProcedure::Step::Surrender)
                    p.rollSurrender(dice);
            }
            const QJsonObject outcome = r.json[u"outcome"_s].toObject();
            QCOMPARE(outcome[u"ending"_s].toString(), endingId(p.outcome().ending));
            if (p.outcome().reading) {
                QCOMPARE(outcome[u"result"_s].toString(), resultId(p.outcome().reading->result));
                QCOMPARE(outcome[u"net"_s].toInt(), p.outcome().reading->net);
            }
        }
    }

    // A charge between town blocks: the JSON names both blocks, their stands
    // and average CW, and the CW line uses the averages.
    void townCharge()
    {
        using namespace vedette::table;
        Scenario s;
        s.setRuleSystem(RuleSystem::Brown);
        s.addSide({u"fr"_s, u"French"_s, Qt::blue});
        s.addSide({u"gb"_s, u"British"_s, Qt::red});
        Unit foot(u"foot"_s, u"fr"_s, u"2e Ligne"_s, Arm::Foot);
        foot.setPosition({500, 500});
        foot.setCombatWeight(2);
        s.addUnit(foot);
        Unit gren(u"gren"_s, u"gb"_s, u"Grenadiers"_s, Arm::Foot);
        gren.setPosition({500, 400});
        gren.setFacing(180);
        gren.setCombatWeight(4);
        s.addUnit(gren);
        Unit lights(u"lights"_s, u"gb"_s, u"Lights"_s, Arm::Foot);
        lights.setStandCount(2);
        lights.setPosition({500, 360});
        lights.setFacing(180);
        lights.setCombatWeight(1);
        s.addUnit(lights);
        Terrain north(u"north"_s, TerrainType::Buildings,
                      QPolygonF{QPointF(300, 320), QPointF(700, 320), QPointF(700, 430), QPointF(300, 430)});
        north.setName(u"North Block"_s);
        s.addTerrain(north);
        s.addTerrain(Terrain(u"south"_s, TerrainType::Buildings,
                             QPolygonF{QPointF(300, 470), QPointF(700, 470), QPointF(700, 530), QPointF(300, 530)}));
        QTemporaryDir dir;
        const QString path = dir.filePath(u"town.json"_s);
        QString error;
        QVERIFY2(ScenarioJson::writeFile(s, path, &error), qPrintable(error));

        const Result r = run({u"charge"_s, path, u"gren"_s, u"foot"_s, u"--seed"_s, u"3"_s, u"--json"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject town = r.json[u"town"_s].toObject();
        QVERIFY(town[u"applies"_s].toBool());
        const QJsonObject attacker = town[u"attacker"_s].toObject();
        QCOMPARE(attacker[u"name"_s].toString(), u"North Block"_s);
        QCOMPARE(attacker[u"stands"_s].toInt(), 6);
        QCOMPARE(attacker[u"averageCombatWeight"_s].toDouble(), 3.0);
        QCOMPARE(attacker[u"units"_s].toArray().size(), 2);
        QCOMPARE(town[u"defender"_s].toObject()[u"stands"_s].toInt(), 4);
        for (const QJsonValue &m : r.json[u"modifiers"_s].toArray()) {
            if (m[u"id"_s].toString() == u"attacker.cw-difference"_s)
                QCOMPARE(m[u"value"_s].toInt(), 1); // 3 against 2, where the units alone give 4 against 2
        }
        const Result open = run({u"charge"_s, QStringLiteral(VEDETTE_SOURCE_DIR "/resources/scenarios/balaclava-1854.json"),
                                 u"17l"_s, u"don3"_s, u"--seed"_s, u"1"_s, u"--json"_s});
        QVERIFY(!open.json[u"town"_s].toObject()[u"applies"_s].toBool());
        QVERIFY(open.json[u"town"_s].toObject()[u"attacker"_s].isNull());
    }

    void chargeRefusedAndErrors()
    {
        const QString balaclava = QStringLiteral(VEDETTE_SOURCE_DIR "/resources/scenarios/balaclava-1854.json");
        const Result far = run({u"charge"_s, balaclava, u"17l"_s, u"don3"_s, u"--seed"_s, u"1"_s, u"--json"_s});
        QCOMPARE(far.exitCode, 1);
        QVERIFY(far.json[u"refused"_s].toBool());
        QVERIFY(far.json[u"refusal"_s].toString().contains(u"out of reach"_s));
        QCOMPARE(far.json[u"modifiers"_s].toArray().size(), 23);
    }

    void usageErrors_data()
    {
        const QString balaclava = QStringLiteral(VEDETTE_SOURCE_DIR "/resources/scenarios/balaclava-1854.json");
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("no sub-command") << QStringList{} << u"vedette-cli brown: which command? chart, odds, melee, charge, next-turn"_s;
        QTest::newRow("bad chart") << QStringList{u"chart"_s, u"--chart"_s, u"woods"_s, u"--net"_s, u"1"_s}
                                   << u"--chart must be one of open, cover, not 'woods'"_s;
        QTest::newRow("net missing") << QStringList{u"chart"_s, u"--chart"_s, u"open"_s} << u"--net is required"_s;
        QTest::newRow("bad die") << QStringList{u"odds"_s, u"--attacker-die"_s, u"x"_s, u"--defender-die"_s, u"d6"_s,
                                                u"--chart"_s, u"open"_s}
                                 << u"--attacker-die needs a die from d2 to d100, such as d8, not 'x'"_s;
        QTest::newRow("roll 11") << QStringList{u"melee"_s, u"--attacker-roll"_s, u"11"_s, u"--defender-roll"_s, u"1"_s}
                                 << u"--attacker-roll needs a whole number from 1 to 10; 11 is out of range"_s;
        QTest::newRow("same side") << QStringList{u"charge"_s, balaclava, u"ural"_s, u"cossacks"_s} << u"brown charge: Ural Cossacks and Don Cossacks are on the same side"_s;
        QTest::newRow("no such unit") << QStringList{u"charge"_s, balaclava, u"nobody"_s, u"cossacks"_s} << u"nobody"_s;
        QTest::newRow("no such file") << QStringList{u"charge"_s, u"/nonexistent.json"_s, u"a"_s, u"b"_s}
                                      << u"brown charge: Cannot open /nonexistent.json"_s;
    }

    // Each refusal: exit 2 and a message that says what is wrong, and no
    // JSON on standard output.
    void usageErrors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const Result r = run(arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(r.json.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestBrownCli)
#include "test_browncli.moc"

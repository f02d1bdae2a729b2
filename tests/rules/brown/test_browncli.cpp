// vedette-cli brown: the JSON the README documents, checked against the core.
#include "rules/brown/chargeodds.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace vedette::rules::brown;

namespace {

struct Result
{
    int exitCode = -1;
    QJsonObject json;
    QString err;
};

Result run(const QStringList &arguments)
{
    QProcess process;
    process.start(QStringLiteral(VEDETTE_CLI_PATH), QStringList{u"brown"_s} + arguments);
    Result result;
    if (!process.waitForFinished(30000))
        return result;
    result.exitCode = process.exitCode();
    result.json = QJsonDocument::fromJson(process.readAllStandardOutput()).object();
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
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

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("no sub-command") << QStringList{};
        QTest::newRow("bad chart") << QStringList{u"chart"_s, u"--chart"_s, u"woods"_s, u"--net"_s, u"1"_s};
        QTest::newRow("net missing") << QStringList{u"chart"_s, u"--chart"_s, u"open"_s};
        QTest::newRow("bad die") << QStringList{u"odds"_s, u"--attacker-die"_s, u"x"_s, u"--defender-die"_s, u"d6"_s,
                                                u"--chart"_s, u"open"_s};
        QTest::newRow("roll 11") << QStringList{u"melee"_s, u"--attacker-roll"_s, u"11"_s, u"--defender-roll"_s, u"1"_s};
    }
    void usageErrors()
    {
        QFETCH(QStringList, arguments);
        const Result r = run(arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(!r.err.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestBrownCli)
#include "test_browncli.moc"

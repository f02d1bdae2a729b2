#include "rules/brown/chart.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace vedette::rules::brown;

namespace {

// The charts spelled out independently of chart.cpp, straight from the text.
QString expectedOpen(int net)
{
    if (net >= 11) return u"surrender"_s;
    if (net >= 9) return u"defender-routs"_s;
    if (net >= 7) return u"defender-falls-back-broken"_s;
    if (net >= 5) return u"defender-recoils-disordered"_s;
    if (net >= 3) return u"defender-recoils-2in"_s;
    if (net >= 1) return u"firefight"_s;
    if (net == 0) return u"melee"_s;
    if (net >= -2) return u"firefight"_s;
    if (net >= -4) return u"attacker-halts-3in"_s;
    if (net >= -7) return u"attacker-halts-4in-disordered"_s;
    if (net >= -9) return u"attacker-thrown-back-broken"_s;
    if (net >= -11) return u"attacker-routs"_s;
    return u"attacker-surrenders"_s;
}

QString expectedCover(int net)
{
    if (net >= 11) return u"surrender"_s;
    if (net == 10) return u"defender-routs"_s;
    if (net == 9) return u"defender-falls-back-broken"_s;
    if (net == 8) return u"defender-recoils-disordered"_s;
    if (net == 7) return u"defender-recoils-2in"_s;
    if (net == 6) return u"firefight"_s;
    if (net >= 0) return u"melee"_s;
    return expectedOpen(net);
}

} // namespace

class TestBrownChart : public QObject
{
    Q_OBJECT

private slots:
    void cell_data()
    {
        QTest::addColumn<int>("chart");
        QTest::addColumn<int>("net");
        QTest::addColumn<QString>("id");
        for (int net = -20; net <= 20; ++net) {
            QTest::addRow("open %d", net) << int(ChartKind::Open) << net << expectedOpen(net);
            QTest::addRow("cover %d", net) << int(ChartKind::Cover) << net << expectedCover(net);
        }
    }
    void cell()
    {
        QFETCH(int, chart);
        QFETCH(int, net);
        QFETCH(QString, id);
        const ChargeResult result = Chart::lookup(ChartKind(chart), net);
        QCOMPARE(resultId(result), id);
        QVERIFY(!resultText(result).isEmpty());
        // With no cavalry the reading is the chart cell itself.
        const Chart::Reading reading = Chart::read(ChartKind(chart), net, false, false);
        QCOMPARE(reading.result, result);
        QVERIFY(!reading.shifted);
        QVERIFY(!reading.blown);
    }

    void extremes()
    {
        QCOMPARE(Chart::lookup(ChartKind::Open, 1000), ChargeResult::Surrender);
        QCOMPARE(Chart::lookup(ChartKind::Cover, -1000), ChargeResult::AttackerSurrenders);
    }

    void shift_data()
    {
        QTest::addColumn<int>("chart");
        QTest::addColumn<int>("net");
        QTest::addColumn<bool>("attackerCavalry");
        QTest::addColumn<bool>("defenderCavalry");
        QTest::addColumn<QString>("id");
        QTest::addColumn<bool>("blown");
        for (int net = -20; net <= 20; ++net) {
            const bool inBlownBand = net >= -7 && net <= 2;
            for (int chart = 0; chart < 2; ++chart) {
                const QString cell = chart == 0 ? expectedOpen(net) : expectedCover(net);
                const char *name = chart == 0 ? "open" : "cover";
                QString pure = cell;
                QString mixed = cell;
                if (cell == u"firefight"_s) {
                    pure = u"melee"_s;
                    mixed = net > 0 ? u"defender-recoils-2in"_s : u"attacker-halts-3in"_s;
                }
                QTest::addRow("%s %d cav-cav", name, net) << chart << net << true << true << pure << inBlownBand;
                QTest::addRow("%s %d cav-inf", name, net) << chart << net << true << false << mixed << inBlownBand;
                QTest::addRow("%s %d inf-cav", name, net) << chart << net << false << true << mixed << false;
            }
        }
    }
    void shift()
    {
        QFETCH(int, chart);
        QFETCH(int, net);
        QFETCH(bool, attackerCavalry);
        QFETCH(bool, defenderCavalry);
        QFETCH(QString, id);
        QFETCH(bool, blown);
        const Chart::Reading reading = Chart::read(ChartKind(chart), net, attackerCavalry, defenderCavalry);
        QCOMPARE(resultId(reading.result), id);
        QCOMPARE(reading.blown, blown);
        QCOMPARE(reading.shifted, reading.result != reading.chartResult);
    }

    // The bands docs/rules.md B-21 names for the outward shift, checked by value.
    void outwardBands()
    {
        QCOMPARE(Chart::read(ChartKind::Open, 2, true, false).result, Chart::lookup(ChartKind::Open, 3));
        QCOMPARE(Chart::read(ChartKind::Open, -2, false, true).result, Chart::lookup(ChartKind::Open, -3));
        QCOMPARE(Chart::read(ChartKind::Cover, 6, false, true).result, Chart::lookup(ChartKind::Cover, 7));
        QCOMPARE(Chart::read(ChartKind::Cover, -1, true, false).result, Chart::lookup(ChartKind::Cover, -3));
    }

    void ids_data()
    {
        QTest::addColumn<int>("result");
        for (ChargeResult r : allResults())
            QTest::newRow(qPrintable(resultId(r))) << int(r);
    }
    void ids()
    {
        QFETCH(int, result);
        const auto r = ChargeResult(result);
        QCOMPARE(resultFromId(resultId(r)), std::optional<ChargeResult>(r));
    }

    void names()
    {
        QCOMPARE(chartFromName(u"open"), std::optional<ChartKind>(ChartKind::Open));
        QCOMPARE(chartFromName(u"cover"), std::optional<ChartKind>(ChartKind::Cover));
        QVERIFY(!chartFromName(u"woods").has_value());
        QVERIFY(!resultFromId(u"victory").has_value());
    }
};

QTEST_GUILESS_MAIN(TestBrownChart)
#include "test_brownchart.moc"

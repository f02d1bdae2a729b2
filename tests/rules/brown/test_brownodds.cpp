#include "rules/brown/chargeodds.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace vedette::rules::brown;
using vedette::dice::Die;

class TestBrownOdds : public QObject
{
    Q_OBJECT

private slots:
    void matchesEnumeration_data()
    {
        QTest::addColumn<int>("attackerFaces");
        QTest::addColumn<int>("defenderFaces");
        QTest::addColumn<int>("modifier");
        QTest::addColumn<int>("chart");
        QTest::addColumn<bool>("attackerCavalry");
        QTest::addColumn<bool>("defenderCavalry");
        const int classDice[] = {6, 8, 10, 12};
        for (int a : classDice) {
            for (int d : classDice) {
                for (int m = -14; m <= 14; m += 2) {
                    for (int chart = 0; chart < 2; ++chart) {
                        for (int cav = 0; cav < 4; ++cav) {
                            QTest::addRow("d%d-d%d%+d %s cav%d", a, d, m, chart ? "cover" : "open", cav)
                                << a << d << m << chart << bool(cav & 1) << bool(cav & 2);
                        }
                    }
                }
            }
        }
    }
    // The convolution must agree with throwing every pair of faces.
    void matchesEnumeration()
    {
        QFETCH(int, attackerFaces);
        QFETCH(int, defenderFaces);
        QFETCH(int, modifier);
        QFETCH(int, chart);
        QFETCH(bool, attackerCavalry);
        QFETCH(bool, defenderCavalry);
        std::array<std::uint64_t, chargeResultCount> expected{};
        std::uint64_t blown = 0;
        for (int a = 1; a <= attackerFaces; ++a) {
            for (int d = 1; d <= defenderFaces; ++d) {
                const Chart::Reading r = Chart::read(ChartKind(chart), a + modifier - d, attackerCavalry, defenderCavalry);
                ++expected[std::size_t(r.result)];
                blown += r.blown ? 1 : 0;
            }
        }
        const ChargeOdds odds = ChargeOdds::compute(Die::d(attackerFaces), Die::d(defenderFaces), modifier,
                                                    ChartKind(chart), attackerCavalry, defenderCavalry);
        QCOMPARE(odds.total(), std::uint64_t(attackerFaces * defenderFaces));
        QCOMPARE(odds.blownCount(), blown);
        std::uint64_t sum = 0;
        for (ChargeResult r : allResults()) {
            QCOMPARE(odds.count(r), expected[std::size_t(r)]);
            sum += odds.count(r);
        }
        QCOMPARE(sum, odds.total());
        const auto outcomes = odds.outcomes();
        QCOMPARE(outcomes.size(), chargeResultCount);
        QCOMPARE(outcomes.first().id, u"surrender"_s);
        QCOMPARE(outcomes.last().id, u"attacker-surrenders"_s);
    }

    // A hand-counted case: d6 vs d6, no modifier, open chart, infantry only.
    // Net 0 happens 6 times in 36; net 1..2 is 5 + 4 = 9 times.
    void handCounted()
    {
        const ChargeOdds odds = ChargeOdds::compute(Die::d6(), Die::d6(), 0, ChartKind::Open, false, false);
        QCOMPARE(odds.count(ChargeResult::Melee), 6u);
        QCOMPARE(odds.count(ChargeResult::Firefight), 18u);
        QCOMPARE(odds.count(ChargeResult::DefenderRecoils2in), 3u + 2u);
        QCOMPARE(odds.probability(ChargeResult::Melee), 1.0 / 6.0);
        QCOMPARE(odds.blownProbability(), 0.0);
        // Cavalry on both sides: all 18 firefights become melee, and the attacker is
        // Blown on every net from -5 (its lowest) to 2.
        const ChargeOdds cav = ChargeOdds::compute(Die::d6(), Die::d6(), 0, ChartKind::Open, true, true);
        QCOMPARE(cav.count(ChargeResult::Melee), 24u);
        QCOMPARE(cav.count(ChargeResult::Firefight), 0u);
        QCOMPARE(cav.blownCount(), 36u - 3u - 2u - 1u);
    }
};

QTEST_GUILESS_MAIN(TestBrownOdds)
#include "test_brownodds.moc"

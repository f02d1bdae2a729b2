#include "dice/distribution.h"

#include <QTest>

#include <array>
#include <map>

using namespace Qt::StringLiterals;
using vedette::dice::Die;
using vedette::dice::Distribution;

namespace {

// The slow, obviously right way: walk every combination of faces.
std::map<int, std::uint64_t> enumerate(const QList<Die> &plus, const QList<Die> &minus, int modifier)
{
    QList<Die> all = plus + minus;
    std::map<int, std::uint64_t> counts;
    QList<int> faces(all.size());
    for (qsizetype i = 0; i < all.size(); ++i)
        faces[i] = all[i].first;
    while (true) {
        int value = modifier;
        for (qsizetype i = 0; i < all.size(); ++i)
            value += i < plus.size() ? faces[i] : -faces[i];
        ++counts[value];
        qsizetype k = 0;
        while (k < all.size() && faces[k] == all[k].last()) {
            faces[k] = all[k].first;
            ++k;
        }
        if (k == all.size())
            break;
        ++faces[k];
    }
    return counts;
}

Distribution convolve(const QList<Die> &plus, const QList<Die> &minus, int modifier)
{
    Distribution d = Distribution::constant(modifier);
    for (const Die &die : plus)
        d = d + Distribution::of(die);
    for (const Die &die : minus)
        d = d - Distribution::of(die);
    return d;
}

} // namespace

class TestDistribution : public QObject
{
    Q_OBJECT

private slots:
    void matchesEnumeration_data();
    void matchesEnumeration();
    void singleDie();
    void constantAndShift();
    void negatedMirrorsValues();
    void thresholds();
    void fromCountsTrims();
    void sumOfMatchesRepeatedAddition();
    void fractionTextIsReduced();
    void foldIntoBands();
    void classifyAndOutcomes();
    void largeDistributionsCopyAndMove();
};

void TestDistribution::matchesEnumeration_data()
{
    QTest::addColumn<QList<Die>>("plus");
    QTest::addColumn<QList<Die>>("minus");
    QTest::addColumn<int>("modifier");

    const Die d6 = Die::d6();
    const Die d10 = Die::d(10);
    const Die d10z = Die::d10zero();
    QTest::newRow("d6") << QList<Die>{d6} << QList<Die>{} << 0;
    QTest::newRow("2d6") << QList<Die>{d6, d6} << QList<Die>{} << 0;
    QTest::newRow("3d6") << QList<Die>{d6, d6, d6} << QList<Die>{} << 0;
    QTest::newRow("2d6+2") << QList<Die>{d6, d6} << QList<Die>{} << 2;
    QTest::newRow("d10") << QList<Die>{d10} << QList<Die>{} << 0;
    QTest::newRow("d10(0-9)") << QList<Die>{d10z} << QList<Die>{} << 0;
    QTest::newRow("2d10(0-9)") << QList<Die>{d10z, d10z} << QList<Die>{} << 0;
    QTest::newRow("d10(0-9)-1") << QList<Die>{d10z} << QList<Die>{} << -1;
    QTest::newRow("d6-d6") << QList<Die>{d6} << QList<Die>{d6} << 0;
    QTest::newRow("d6+d10(0-9)") << QList<Die>{d6, d10z} << QList<Die>{} << 0;
    QTest::newRow("-d6") << QList<Die>{} << QList<Die>{d6} << 0;

    // Brown's class dice: attacker's die plus net modifier minus defender's die.
    const int sides[] = {6, 8, 10, 12};
    for (int a : sides) {
        for (int b : sides) {
            for (int modifier : {-3, 0, 2, 5}) {
                const QByteArray name = "d" + QByteArray::number(a) + "-d" + QByteArray::number(b)
                    + (modifier < 0 ? "" : "+") + QByteArray::number(modifier);
                QTest::newRow(name.constData()) << QList<Die>{Die::d(a)} << QList<Die>{Die::d(b)} << modifier;
            }
        }
    }
}

void TestDistribution::matchesEnumeration()
{
    QFETCH(QList<Die>, plus);
    QFETCH(QList<Die>, minus);
    QFETCH(int, modifier);

    const std::map<int, std::uint64_t> expected = enumerate(plus, minus, modifier);
    const Distribution d = convolve(plus, minus, modifier);

    std::uint64_t expectedTotal = 0;
    for (const auto &[value, count] : expected)
        expectedTotal += count;
    QCOMPARE(d.total(), expectedTotal);
    QCOMPARE(d.minValue(), expected.begin()->first);
    QCOMPARE(d.maxValue(), expected.rbegin()->first);
    for (int v = d.minValue() - 2; v <= d.maxValue() + 2; ++v) {
        const auto it = expected.find(v);
        const std::uint64_t want = it == expected.end() ? 0 : it->second;
        QCOMPARE(d.count(v), want);
    }
    std::uint64_t atLeast = 0;
    for (int v = d.maxValue(); v >= d.minValue(); --v) {
        atLeast += d.count(v);
        QCOMPARE(d.countAtLeast(v), atLeast);
        QCOMPARE(d.countAtMost(v - 1), d.total() - atLeast);
    }
}

void TestDistribution::singleDie()
{
    const Distribution d = Distribution::of(Die::d(8));
    QCOMPARE(d.minValue(), 1);
    QCOMPARE(d.maxValue(), 8);
    QCOMPARE(d.total(), 8u);
    QCOMPARE(d.probability(3), 0.125);
    QCOMPARE(d.probability(9), 0.0);
    QCOMPARE(d.mean(), 4.5);

    const Distribution z = Distribution::of(Die::d10zero());
    QCOMPARE(z.minValue(), 0);
    QCOMPARE(z.maxValue(), 9);
    QCOMPARE(z.count(0), 1u);
    QCOMPARE(z.count(10), 0u);
}

void TestDistribution::constantAndShift()
{
    const Distribution c = Distribution::constant(4);
    QCOMPARE(c.minValue(), 4);
    QCOMPARE(c.maxValue(), 4);
    QCOMPARE(c.total(), 1u);
    QCOMPARE(c.probability(4), 1.0);
    QCOMPARE(Distribution(), Distribution::constant(0));

    const Distribution d6 = Distribution::of(Die::d6());
    QCOMPARE(d6 + 3, d6.shifted(3));
    QCOMPARE((d6 + 3).minValue(), 4);
    QCOMPARE((d6 - 1).maxValue(), 5);
    QCOMPARE(d6 + Distribution::constant(2), d6 + 2);
    QCOMPARE(d6 - Distribution::constant(2), d6 - 2);
}

void TestDistribution::negatedMirrorsValues()
{
    const Distribution twoD6 = Distribution::sumOf(Die::d6(), 2) + 1;
    const Distribution n = twoD6.negated();
    QCOMPARE(n.minValue(), -13);
    QCOMPARE(n.maxValue(), -3);
    for (int v = 3; v <= 13; ++v)
        QCOMPARE(n.count(-v), twoD6.count(v));
    QCOMPARE(Distribution() - twoD6, n);
}

void TestDistribution::thresholds()
{
    const Distribution twoD6 = Distribution::sumOf(Die::d6(), 2);
    QCOMPARE(twoD6.countAtLeast(7), 21u);
    QCOMPARE(twoD6.countAtMost(7), 21u);
    QCOMPARE(twoD6.countAtLeast(13), 0u);
    QCOMPARE(twoD6.countAtLeast(-5), 36u);
    QCOMPARE(twoD6.countAtMost(1), 0u);
    QCOMPARE(twoD6.countBetween(6, 8), 16u);
    QCOMPARE(twoD6.countBetween(8, 6), 0u);
    QCOMPARE(twoD6.probabilityAtLeast(12), 1.0 / 36.0);
}

void TestDistribution::fromCountsTrims()
{
    const std::array<std::uint64_t, 6> raw{0, 0, 1, 2, 1, 0};
    const Distribution d = Distribution::fromCounts(-1, raw);
    QCOMPARE(d.minValue(), 1);
    QCOMPARE(d.maxValue(), 3);
    QCOMPARE(d.total(), 4u);
    QCOMPARE(d.count(2), 2u);

    const std::array<std::uint64_t, 3> zeros{0, 0, 0};
    QCOMPARE(Distribution::fromCounts(5, zeros), Distribution());
}

void TestDistribution::sumOfMatchesRepeatedAddition()
{
    const Distribution d8 = Distribution::of(Die::d(8));
    QCOMPARE(Distribution::sumOf(Die::d(8), 3), d8 + d8 + d8);
    QCOMPARE(Distribution::sumOf(Die::d6(), 0), Distribution());
    QCOMPARE(Distribution::sumOf(Die::d6(), 1), Distribution::of(Die::d6()));
}

void TestDistribution::fractionTextIsReduced()
{
    const Distribution twoD6 = Distribution::sumOf(Die::d6(), 2);
    QCOMPARE(twoD6.fractionText(twoD6.count(7)), u"1/6"_s);
    QCOMPARE(twoD6.fractionText(twoD6.count(2)), u"1/36"_s);
    QCOMPARE(twoD6.fractionText(0), u"0"_s);
    QCOMPARE(twoD6.fractionText(36), u"1"_s);
}

void TestDistribution::foldIntoBands()
{
    // A chart shaped like Brown's: 13 bands from "-6 or less" to "+6 or more".
    const Distribution net = Distribution::of(Die::d(10)) + 3 - Distribution::of(Die::d(8));
    std::array<std::uint64_t, 13> bands{};
    net.foldInto(bands, [](int v) { return std::clamp(v, -6, 6) + 6; });
    std::uint64_t sum = 0;
    for (std::uint64_t b : bands)
        sum += b;
    QCOMPARE(sum, net.total());
    QCOMPARE(bands[0], net.countAtMost(-6));
    QCOMPARE(bands[12], net.countAtLeast(6));
    for (int v = -5; v <= 5; ++v)
        QCOMPARE(bands[static_cast<std::size_t>(v + 6)], net.count(v));

    // Unmapped values (-1) are left out, not written out of bounds.
    std::array<std::uint64_t, 2> two{};
    Distribution::of(Die::d6()).foldInto(two, [](int v) { return v <= 2 ? 0 : (v >= 6 ? 1 : -1); });
    QCOMPARE(two[0], 2u);
    QCOMPARE(two[1], 1u);
}

void TestDistribution::classifyAndOutcomes()
{
    const Distribution twoD6 = Distribution::sumOf(Die::d6(), 2);
    const auto byPass = twoD6.classify([](int v) { return v >= 8; });
    QCOMPARE(byPass.value(true), 15u);
    QCOMPARE(byPass.value(false), 21u);

    const QList<vedette::dice::OutcomeCount> outcomes = twoD6.outcomes(
        {u"fail"_s, u"pass"_s, u"critical"_s},
        [](int v) { return v >= 12 ? u"critical"_s : (v >= 8 ? u"pass"_s : u"fail"_s); });
    QCOMPARE(outcomes.size(), 3);
    QCOMPARE(outcomes[0], (vedette::dice::OutcomeCount{u"fail"_s, 21}));
    QCOMPARE(outcomes[1], (vedette::dice::OutcomeCount{u"pass"_s, 14}));
    QCOMPARE(outcomes[2], (vedette::dice::OutcomeCount{u"critical"_s, 1}));

    // Impossible outcomes of the chart stay, with count 0; unexpected ids are appended.
    const QList<vedette::dice::OutcomeCount> odd = Distribution::of(Die::d6()).outcomes(
        {u"never"_s}, [](int v) { return v % 2 ? u"odd"_s : u"even"_s; });
    QCOMPARE(odd.size(), 3);
    QCOMPARE(odd[0].count, 0u);
    QCOMPARE(odd[1].id, u"odd"_s);
    QCOMPARE(odd[1].count, 3u);
    QCOMPARE(odd[2].count, 3u);
}

void TestDistribution::largeDistributionsCopyAndMove()
{
    // 10d10 has 91 values: more than fit inline, so the counts live on the heap.
    const Distribution big = Distribution::sumOf(Die::d(10), 10);
    QCOMPARE(big.minValue(), 10);
    QCOMPARE(big.maxValue(), 100);
    QCOMPARE(big.total(), std::uint64_t(10'000'000'000));
    QCOMPARE(big.count(10), 1u);
    QCOMPARE(big.count(55), 432457640u);
    QCOMPARE(big.count(54), big.count(56));

    Distribution copy = big;
    QCOMPARE(copy, big);
    Distribution moved = std::move(copy);
    QCOMPARE(moved, big);
    QCOMPARE(copy, Distribution()); // a moved-from distribution is constant 0
    copy = moved;
    QCOMPARE(copy, big);

    // Heap to inline and back, by copy and by move.
    Distribution small = Distribution::of(Die::d6());
    small = big;
    QCOMPARE(small, big);
    small = Distribution::of(Die::d6());
    QCOMPARE(small.maxValue(), 6);
    QCOMPARE(small.total(), 6u);
    small = Distribution(big);
    QCOMPARE(small, big);
    const Distribution &alias = small;
    small = alias;
    QCOMPARE(small, big);

    QCOMPARE(big.negated().negated(), big);
    const Distribution lessD10 = big - Distribution::of(Die::d(10));
    QCOMPARE(lessD10.minValue(), 0);
    QCOMPARE(lessD10.count(0), 1u);
    QCOMPARE(lessD10.total(), std::uint64_t(100'000'000'000));

    // Trimming a long list of counts down to a few values.
    std::vector<std::uint64_t> raw(100, 0);
    raw[70] = 2;
    raw[72] = 1;
    const Distribution trimmed = Distribution::fromCounts(0, raw);
    QCOMPARE(trimmed.minValue(), 70);
    QCOMPARE(trimmed.maxValue(), 72);
    QCOMPARE(trimmed.count(71), 0u);
    QCOMPARE(trimmed.total(), 3u);
}

QTEST_GUILESS_MAIN(TestDistribution)
#include "test_distribution.moc"

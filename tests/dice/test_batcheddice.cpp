#include "dice/batcheddicesource.h"

#include <QTest>

#include <array>
#include <cmath>
#include <random>

using namespace vedette::dice;

namespace {

// The cut written out one number at a time, straight from the description
// (Brackett-Rozinsky and Lemire's batched ranged integers): 22 faces from
// each number of std::mt19937_64, the number thrown away when its last low
// word is under 2^64 mod 6^22.
class ReferenceCut
{
public:
    explicit ReferenceCut(std::uint64_t seed) : mEngine(seed) {}

    int d6()
    {
        while (mNext == mFaces.size()) {
            __extension__ typedef unsigned __int128 Wide;
            std::uint64_t product = 1;
            for (int i = 0; i < 22; ++i)
                product *= 6;
            const std::uint64_t threshold = (std::uint64_t(0) - product) % product;
            std::uint64_t word = mEngine();
            std::array<int, 22> faces{};
            for (int &face : faces) {
                const Wide wide = static_cast<Wide>(word) * 6u;
                face = 1 + static_cast<int>(wide >> 64);
                word = static_cast<std::uint64_t>(wide);
            }
            if (word < threshold)
                continue; // thrown away: the next number instead
            mFaces.assign(faces.begin(), faces.end());
            mNext = 0;
        }
        return mFaces[mNext++];
    }

private:
    std::mt19937_64 mEngine;
    std::vector<int> mFaces;
    std::size_t mNext = 0;
};

} // namespace

class TestBatchedDice : public QObject
{
    Q_OBJECT

private slots:
    // The four-at-a-time cut gives exactly the faces of the one-at-a-time one.
    void sameAsTheReference_data()
    {
        QTest::addColumn<quint64>("seed");
        for (quint64 seed : {0ull, 1ull, 42ull, 1854ull, 18446744073709551615ull})
            QTest::addRow("%llu", seed) << seed;
    }
    void sameAsTheReference()
    {
        QFETCH(quint64, seed);
        BatchedDiceSource batched(seed);
        ReferenceCut reference(seed);
        for (int i = 0; i < 200000; ++i)
            QCOMPARE(batched.d6(), reference.d6());
    }

    // Uniform: 600,000 faces, each within 4 standard deviations of 100,000,
    // and a chi-square with 5 degrees of freedom under 25 (p < 0.0002).
    void uniform()
    {
        BatchedDiceSource dice(7);
        std::array<int, 7> counts{};
        for (int i = 0; i < 600000; ++i) {
            const int face = dice.d6();
            QVERIFY(face >= 1 && face <= 6);
            ++counts[std::size_t(face)];
        }
        double chi2 = 0.0;
        for (int face = 1; face <= 6; ++face) {
            const double d = counts[std::size_t(face)] - 100000.0;
            QVERIFY2(std::abs(d) < 4.0 * std::sqrt(600000.0 * (1.0 / 6.0) * (5.0 / 6.0)), qPrintable(QString::number(d)));
            chi2 += d * d / 100000.0;
        }
        QVERIFY2(chi2 < 25.0, qPrintable(QString::number(chi2)));
        // Pairs of successive faces too (the cut must not tie neighbours).
        std::array<int, 36> pairs{};
        for (int i = 0; i < 360000; ++i) {
            const int a = dice.d6();
            const int b = dice.d6();
            ++pairs[std::size_t((a - 1) * 6 + (b - 1))];
        }
        double pairChi2 = 0.0;
        for (int count : pairs)
            pairChi2 += (count - 10000.0) * (count - 10000.0) / 10000.0;
        QVERIFY2(pairChi2 < 80.0, qPrintable(QString::number(pairChi2))); // 35 degrees of freedom
    }

    // The recorded path (roll) reads the same faces as the quick one, and
    // other dice take whole numbers as SeededDiceSource's do.
    void rollAndFaceAgree()
    {
        BatchedDiceSource quick(99);
        BatchedDiceSource recorded(99);
        int rolled = 0;
        recorded.setObserver([&](const RollRecord &) { ++rolled; });
        for (int i = 0; i < 1000; ++i) {
            QCOMPARE(recorded.roll(Die::d6(), QStringLiteral("test")), quick.face(Die::d6()));
            QCOMPARE(recorded.roll(Die::d(10)), quick.face(Die::d(10)));
            QCOMPARE(recorded.roll(Die::d10zero()), quick.face(Die::d10zero()));
            const QList<int> two = recorded.roll(QList<Die>{Die::d6(), Die::d6()});
            QCOMPARE(two[0], quick.d6());
            QCOMPARE(two[1], quick.d6());
        }
        QCOMPARE(rolled, 4000);
        QCOMPARE(recorded.origin(), DiceOrigin::Random);
        QCOMPARE(recorded.seed(), quint64(99));
        BatchedDiceSource again(99);
        QCOMPARE(again.d6(), BatchedDiceSource(99).d6());
    }
};

QTEST_GUILESS_MAIN(TestBatchedDice)
#include "test_batcheddice.moc"

#include "dice/batcheddicesource.h"

#include <QTest>

#include <array>
#include <cmath>
#include <random>
#include <vector>

using namespace vedette::dice;

namespace {

__extension__ typedef unsigned __int128 Wide;

constexpr Wide kTwo64 = Wide(1) << 64;

// 6^22 and 2^64 mod 6^22 worked out in 128 bits, apart from the class's own.
constexpr Wide runs()
{
    Wide product = 1;
    for (int i = 0; i < 22; ++i)
        product *= 6;
    return product;
}
constexpr std::uint64_t kRuns = static_cast<std::uint64_t>(runs());
constexpr std::uint64_t kThrowAwayBelow = static_cast<std::uint64_t>(kTwo64 % runs());

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

    // Reading ahead (peek, then take as many as were used) gives the faces of
    // d6() in their order, across refills, whatever the steps.
    void peekAndTakeAreTheFacesInOrder()
    {
        ReferenceCut reference(1854);
        std::vector<int> expected(300000);
        for (int &face : expected)
            face = reference.d6();
        BatchedDiceSource ahead(1854);
        std::size_t next = 0;
        for (int i = 0; next + 10 < expected.size(); ++i) {
            const std::uint8_t *faces = ahead.peek();
            for (int k = 0; k < BatchedDiceSource::kPeek; ++k)
                QCOMPARE(int(faces[k]), expected[next + std::size_t(k)]);
            const int used = i % (BatchedDiceSource::kPeek + 1); // 0 to 4 faces
            ahead.take(used);
            next += std::size_t(used);
            if (i % 7 == 0)
                QCOMPARE(ahead.d6(), expected[next++]); // one by one between
        }
    }

    // The faces of a number x are the 22 base-6 digits, most significant
    // first, of floor(x * 6^22 / 2^64), worked out here with one multiply
    // and divisions instead of 22 multiplies: every bit of the number counts,
    // so a cut that dropped bits (a face from fewer than all 64) or reused them
    // (two faces, or two refills, from the same bits) gives another digit
    // somewhere. A number is thrown away exactly when x * 6^22 mod 2^64 is
    // below 2^64 mod 6^22, and then its faces are skipped, not shifted.
    void facesAreTheDigitsOfEachNumber_data()
    {
        QTest::addColumn<quint64>("seed");
        for (quint64 seed : {3ull, 1854ull, 18446744073709551615ull})
            QTest::addRow("%llu", seed) << seed;
    }
    void facesAreTheDigitsOfEachNumber()
    {
        QFETCH(quint64, seed);
        QCOMPARE(BatchedDiceSource::kRuns, kRuns);
        QCOMPARE(BatchedDiceSource::kThrowAwayBelow, kThrowAwayBelow);
        BatchedDiceSource batched(seed);
        std::mt19937_64 numbers(seed);
        int thrownAway = 0;
        for (int n = 0; n < 20000; ++n) {
            const Wide product = Wide(numbers()) * kRuns;
            if (static_cast<std::uint64_t>(product) < kThrowAwayBelow) {
                ++thrownAway;
                continue;
            }
            std::uint64_t run = static_cast<std::uint64_t>(product >> 64);
            std::array<int, 22> digits{};
            for (int i = 21; i >= 0; --i) {
                digits[std::size_t(i)] = 1 + static_cast<int>(run % 6);
                run /= 6;
            }
            for (int i = 0; i < 22; ++i) {
                const int face = batched.d6();
                if (face != digits[std::size_t(i)])
                    QFAIL(qPrintable(QStringLiteral("number %1, face %2: %3, the digit is %4")
                                         .arg(n).arg(i + 1).arg(face).arg(digits[std::size_t(i)])));
            }
        }
        // About one number in 936 is thrown away: the path was taken.
        QVERIFY2(thrownAway >= 5 && thrownAway <= 60, qPrintable(QString::number(thrownAway)));
    }

    // Unbiased, exactly: every run of 22 faces k (0 <= k < 6^22) comes from
    // the same number of kept numbers, floor(2^64 / 6^22) = 140. Run k's
    // numbers are x = ceil(k 2^64 / 6^22) up to ceil((k + 1) 2^64 / 6^22) - 1,
    // 140 or 141 of them; their final low words x 6^22 - k 2^64 climb by 6^22
    // from the first, which is under 6^22, so only the first can fall below
    // 2^64 mod 6^22 (< 6^22), and it does exactly for the runs with 141.
    // Counted with the class's own threshold at both ends of the range and for
    // 20,000 runs across it.
    void everyRunEquallyLikely()
    {
        const std::uint64_t runs = BatchedDiceSource::kRuns;
        const std::uint64_t threshold = BatchedDiceSource::kThrowAwayBelow;
        const std::uint64_t expected = static_cast<std::uint64_t>(kTwo64 / runs);
        QCOMPARE(expected, std::uint64_t(140));
        QList<std::uint64_t> sample{0, 1, 2, runs / 2, runs - 2, runs - 1};
        std::mt19937_64 random(22);
        for (int i = 0; i < 20000; ++i)
            sample.append(random() % runs);
        int longRuns = 0;
        for (const std::uint64_t k : sample) {
            const Wide first = (Wide(k) * kTwo64 + runs - 1) / runs;
            const Wide end = (Wide(k + 1) * kTwo64 + runs - 1) / runs;
            const Wide low = first * runs - Wide(k) * kTwo64; // the first number's final low word
            QVERIFY(low < runs);
            const std::uint64_t numbers = static_cast<std::uint64_t>(end - first);
            const std::uint64_t kept = numbers - (low < threshold ? 1 : 0);
            if (kept != expected)
                QFAIL(qPrintable(QStringLiteral("run %1: %2 numbers kept").arg(k).arg(kept)));
            longRuns += numbers == expected + 1 ? 1 : 0;
        }
        // Both kinds of run were counted (about 15% have 141 numbers).
        QVERIFY2(longRuns > 2000 && longRuns < 4000, qPrintable(QString::number(longRuns)));
    }

    // Each of the 22 places of a number gives a uniform face, the last ones
    // (from the number's lowest bits) as well as the first, and the same
    // place of successive numbers is independent (no number cut twice):
    // 30,000 numbers' faces, chi-square per place and for the pairs.
    void everyPlaceUniformAndIndependent()
    {
        BatchedDiceSource dice(1704);
        constexpr int numbers = 30000;
        std::array<std::array<int, 6>, 22> places{};
        std::array<int, 36> pairs{};
        std::array<int, 22> previous{};
        for (int n = 0; n < numbers; ++n) {
            for (int i = 0; i < 22; ++i) {
                const int face = dice.d6();
                ++places[std::size_t(i)][std::size_t(face - 1)];
                if (n > 0)
                    ++pairs[std::size_t((previous[std::size_t(i)] - 1) * 6 + face - 1)];
                previous[std::size_t(i)] = face;
            }
        }
        double chi2 = 0.0;
        double worstPlace = 0.0;
        for (const auto &counts : places) {
            double place = 0.0;
            for (int count : counts)
                place += (count - numbers / 6.0) * (count - numbers / 6.0) / (numbers / 6.0);
            chi2 += place;
            worstPlace = std::max(worstPlace, place);
        }
        // 110 degrees of freedom (p < 1e-5 beyond 175); one place, 5 (p < 1e-5 beyond 28).
        QVERIFY2(chi2 < 175.0, qPrintable(QString::number(chi2)));
        QVERIFY2(worstPlace < 28.0, qPrintable(QString::number(worstPlace)));
        const double pairsExpected = (numbers - 1) * 22 / 36.0;
        double pairChi2 = 0.0;
        for (int count : pairs)
            pairChi2 += (count - pairsExpected) * (count - pairsExpected) / pairsExpected;
        QVERIFY2(pairChi2 < 80.0, qPrintable(QString::number(pairChi2))); // 35 degrees of freedom
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

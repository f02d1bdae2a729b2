#pragma once

#include "die.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <array>
#include <cstdint>
#include <span>
#include <type_traits>
#include <vector>

namespace vedette::dice {

// One outcome of a result table with how many of the equally likely dice
// combinations produce it; the probability is count / total, exactly.
struct OutcomeCount
{
    QString id;
    std::uint64_t count = 0;

    friend bool operator==(const OutcomeCount &, const OutcomeCount &) = default;
};

// The exact distribution of an integer dice result: for each value from
// minValue() to maxValue(), the number of equally likely dice combinations
// that give it, over total() combinations. Built by convolution, never by
// sampling, so the odds shown to the referee are fractions, not estimates.
//
// Counts live inline for up to 64 values (every roll of the rule systems fits),
// so combining class dice does not touch the heap; odds for a Brown charge are
// computed in well under a microsecond. (Not QVarLengthArray: Qt 6.4's move
// assignment leaks a heap buffer, QTBUG-109745.)
//
// Precondition of every combination: the product of the totals fits in 64 bits
// (about 19 d10). DiceExpression refuses longer expressions before they get here.
class Distribution
{
public:
    static constexpr std::size_t inlineCapacity = 64;

    // Certainly 0.
    Distribution();
    Distribution(const Distribution &other);
    Distribution(Distribution &&other) noexcept;
    Distribution &operator=(const Distribution &other);
    Distribution &operator=(Distribution &&other) noexcept;
    ~Distribution() = default;

    static Distribution constant(int value);
    static Distribution of(const Die &die);
    // The sum of `count` independent throws of `die` ("2d6"); count 0 is constant 0.
    static Distribution sumOf(const Die &die, int count);
    // Counts for minValue, minValue + 1, ...; leading and trailing zeros are trimmed.
    // An empty or all-zero list gives constant 0.
    static Distribution fromCounts(int minValue, std::span<const std::uint64_t> counts);

    // Sum of two independent results.
    Distribution operator+(const Distribution &other) const;
    // Difference of two independent results (e.g. attacker's die minus defender's).
    Distribution operator-(const Distribution &other) const;
    // Every value moved by a modifier.
    Distribution shifted(int offset) const;
    Distribution operator+(int offset) const { return shifted(offset); }
    Distribution operator-(int offset) const { return shifted(-offset); }
    Distribution negated() const;

    int minValue() const { return mMin; }
    int maxValue() const { return mMin + static_cast<int>(mSize) - 1; }
    std::uint64_t total() const { return mTotal; }

    // Zero outside [minValue(), maxValue()].
    std::uint64_t count(int value) const;
    std::uint64_t countAtLeast(int value) const;
    std::uint64_t countAtMost(int value) const;
    std::uint64_t countBetween(int low, int high) const;

    double probability(int value) const { return ratio(count(value)); }
    double probabilityAtLeast(int value) const { return ratio(countAtLeast(value)); }
    double probabilityAtMost(int value) const { return ratio(countAtMost(value)); }
    double ratio(std::uint64_t count) const { return static_cast<double>(count) / static_cast<double>(mTotal); }

    // Sum of value × count over total: the expectation, for tooltips.
    double mean() const;

    // Counts from minValue() to maxValue().
    std::span<const std::uint64_t> counts() const { return {data(), mSize}; }

    // Folds values into bands without allocating: bandOf(value) returns an index
    // into `bands` (which is not cleared first). Indexes outside the span are
    // ignored, so a chart may leave impossible values unmapped with -1.
    template<class F>
    void foldInto(std::span<std::uint64_t> bands, F bandOf) const
    {
        const std::uint64_t *c = data();
        for (std::size_t i = 0; i < mSize; ++i) {
            const auto band = static_cast<std::ptrdiff_t>(bandOf(mMin + static_cast<int>(i)));
            if (band >= 0 && static_cast<std::size_t>(band) < bands.size())
                bands[static_cast<std::size_t>(band)] += c[i];
        }
    }

    // Folds values into outcomes keyed by whatever valueToOutcome returns
    // (an enum, a QString id...). Values with a zero count are skipped.
    template<class F>
    auto classify(F valueToOutcome) const -> QMap<std::decay_t<std::invoke_result_t<F, int>>, std::uint64_t>
    {
        QMap<std::decay_t<std::invoke_result_t<F, int>>, std::uint64_t> result;
        const std::uint64_t *c = data();
        for (std::size_t i = 0; i < mSize; ++i) {
            if (c[i] != 0)
                result[valueToOutcome(mMin + static_cast<int>(i))] += c[i];
        }
        return result;
    }

    // Folds values into outcomes keyed by a string id, in the order the ids first
    // appear in `order` (outcomes of the chart that cannot happen keep count 0).
    // An id returned by valueToId but missing from `order` is appended.
    template<class F>
    QList<OutcomeCount> outcomes(const QStringList &order, F valueToId) const
    {
        QList<OutcomeCount> result;
        result.reserve(order.size());
        for (const QString &id : order)
            result.append(OutcomeCount{id, 0});
        const std::uint64_t *c = data();
        for (std::size_t i = 0; i < mSize; ++i) {
            if (c[i] == 0)
                continue;
            const QString id = valueToId(mMin + static_cast<int>(i));
            qsizetype at = 0;
            while (at < result.size() && result[at].id != id)
                ++at;
            if (at == result.size())
                result.append(OutcomeCount{id, 0});
            result[at].count += c[i];
        }
        return result;
    }

    // "1/6"-style reduced fraction of a count over total().
    QString fractionText(std::uint64_t count) const;

    friend bool operator==(const Distribution &a, const Distribution &b);

private:
    const std::uint64_t *data() const { return mHeap.empty() ? mInline.data() : mHeap.data(); }
    std::uint64_t *data() { return mHeap.empty() ? mInline.data() : mHeap.data(); }
    // Makes room for `size` counts, all zero.
    void resetCounts(std::size_t size);
    void trim();

    int mMin = 0;
    std::uint64_t mTotal = 1;
    std::size_t mSize = 1;
    // Only the first mSize entries of whichever store is in use are meaningful;
    // mHeap is empty unless there are more than inlineCapacity values.
    std::array<std::uint64_t, inlineCapacity> mInline;
    std::vector<std::uint64_t> mHeap;
};

} // namespace vedette::dice

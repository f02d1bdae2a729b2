#include "distribution.h"

#include <algorithm>
#include <numeric>

using namespace Qt::StringLiterals;

namespace vedette::dice {

Distribution::Distribution()
{
    mCounts.append(1);
}

Distribution Distribution::constant(int value)
{
    Distribution d;
    d.mMin = value;
    return d;
}

Distribution Distribution::of(const Die &die)
{
    Distribution d;
    if (die.faces <= 0)
        return d;
    d.mMin = die.first;
    d.mTotal = static_cast<std::uint64_t>(die.faces);
    d.mCounts.resize(die.faces);
    std::fill(d.mCounts.begin(), d.mCounts.end(), std::uint64_t{1});
    return d;
}

Distribution Distribution::sumOf(const Die &die, int count)
{
    Distribution result;
    if (count <= 0)
        return result;
    const Distribution one = of(die);
    result = one;
    for (int i = 1; i < count; ++i)
        result = result + one;
    return result;
}

Distribution Distribution::fromCounts(int minValue, std::span<const std::uint64_t> counts)
{
    Distribution d;
    std::uint64_t total = 0;
    for (std::uint64_t c : counts)
        total += c;
    if (total == 0)
        return d;
    d.mMin = minValue;
    d.mTotal = total;
    d.mCounts.resize(static_cast<qsizetype>(counts.size()));
    std::copy(counts.begin(), counts.end(), d.mCounts.begin());
    d.trim();
    return d;
}

void Distribution::trim()
{
    qsizetype lead = 0;
    while (lead < mCounts.size() - 1 && mCounts[lead] == 0)
        ++lead;
    qsizetype end = mCounts.size();
    while (end > lead + 1 && mCounts[end - 1] == 0)
        --end;
    if (lead == 0 && end == mCounts.size())
        return;
    Counts kept;
    kept.append(mCounts.constData() + lead, end - lead);
    mCounts = kept;
    mMin += static_cast<int>(lead);
}

Distribution Distribution::operator+(const Distribution &other) const
{
    Distribution result;
    result.mMin = mMin + other.mMin;
    result.mTotal = mTotal * other.mTotal;
    const qsizetype n = mCounts.size();
    const qsizetype m = other.mCounts.size();
    result.mCounts.resize(n + m - 1);
    std::fill(result.mCounts.begin(), result.mCounts.end(), std::uint64_t{0});
    std::uint64_t *out = result.mCounts.data();
    const std::uint64_t *b = other.mCounts.constData();
    for (qsizetype i = 0; i < n; ++i) {
        const std::uint64_t a = mCounts[i];
        for (qsizetype j = 0; j < m; ++j)
            out[i + j] += a * b[j];
    }
    return result;
}

Distribution Distribution::operator-(const Distribution &other) const
{
    // a - b over independent dice: value (minA + i) - (minB + j), which sits at
    // index i + (m - 1 - j) above minA - maxB.
    Distribution result;
    result.mMin = mMin - other.maxValue();
    result.mTotal = mTotal * other.mTotal;
    const qsizetype n = mCounts.size();
    const qsizetype m = other.mCounts.size();
    result.mCounts.resize(n + m - 1);
    std::fill(result.mCounts.begin(), result.mCounts.end(), std::uint64_t{0});
    std::uint64_t *out = result.mCounts.data();
    const std::uint64_t *b = other.mCounts.constData();
    for (qsizetype i = 0; i < n; ++i) {
        const std::uint64_t a = mCounts[i];
        for (qsizetype j = 0; j < m; ++j)
            out[i + m - 1 - j] += a * b[j];
    }
    return result;
}

Distribution Distribution::shifted(int offset) const
{
    Distribution result = *this;
    result.mMin += offset;
    return result;
}

Distribution Distribution::negated() const
{
    Distribution result = *this;
    result.mMin = -maxValue();
    std::reverse(result.mCounts.begin(), result.mCounts.end());
    return result;
}

std::uint64_t Distribution::count(int value) const
{
    if (value < mMin || value > maxValue())
        return 0;
    return mCounts[value - mMin];
}

std::uint64_t Distribution::countBetween(int low, int high) const
{
    low = std::max(low, mMin);
    high = std::min(high, maxValue());
    std::uint64_t sum = 0;
    for (int v = low; v <= high; ++v)
        sum += mCounts[v - mMin];
    return sum;
}

std::uint64_t Distribution::countAtLeast(int value) const
{
    return countBetween(value, maxValue());
}

std::uint64_t Distribution::countAtMost(int value) const
{
    return countBetween(mMin, value);
}

double Distribution::mean() const
{
    long double sum = 0;
    for (qsizetype i = 0; i < mCounts.size(); ++i)
        sum += static_cast<long double>(mCounts[i]) * static_cast<long double>(mMin + static_cast<int>(i));
    return static_cast<double>(sum / static_cast<long double>(mTotal));
}

QString Distribution::fractionText(std::uint64_t count) const
{
    if (count == 0)
        return u"0"_s;
    const std::uint64_t g = std::gcd(count, mTotal);
    if (count == mTotal)
        return u"1"_s;
    return u"%1/%2"_s.arg(count / g).arg(mTotal / g);
}

bool operator==(const Distribution &a, const Distribution &b)
{
    if (a.mMin != b.mMin || a.mTotal != b.mTotal || a.mCounts.size() != b.mCounts.size())
        return false;
    return std::equal(a.mCounts.begin(), a.mCounts.end(), b.mCounts.begin());
}

} // namespace vedette::dice

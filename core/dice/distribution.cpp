#include "distribution.h"

#include <algorithm>
#include <numeric>

using namespace Qt::StringLiterals;

namespace vedette::dice {

Distribution::Distribution()
{
    mInline[0] = 1;
}

Distribution::Distribution(const Distribution &other)
    : mMin(other.mMin)
    , mTotal(other.mTotal)
    , mSize(other.mSize)
    , mHeap(other.mHeap)
{
    if (mHeap.empty())
        std::copy_n(other.mInline.data(), mSize, mInline.data());
}

Distribution::Distribution(Distribution &&other) noexcept
    : mMin(other.mMin)
    , mTotal(other.mTotal)
    , mSize(other.mSize)
    , mHeap(std::move(other.mHeap))
{
    if (mHeap.empty())
        std::copy_n(other.mInline.data(), mSize, mInline.data());
    other = Distribution();
}

Distribution &Distribution::operator=(const Distribution &other)
{
    if (this == &other)
        return *this;
    mMin = other.mMin;
    mTotal = other.mTotal;
    mSize = other.mSize;
    mHeap = other.mHeap;
    if (mHeap.empty())
        std::copy_n(other.mInline.data(), mSize, mInline.data());
    return *this;
}

Distribution &Distribution::operator=(Distribution &&other) noexcept
{
    if (this == &other)
        return *this;
    mMin = other.mMin;
    mTotal = other.mTotal;
    mSize = other.mSize;
    mHeap = std::move(other.mHeap);
    if (mHeap.empty())
        std::copy_n(other.mInline.data(), mSize, mInline.data());
    // Leave the source as constant 0, not a size without its storage.
    other.mHeap.clear();
    other.mMin = 0;
    other.mTotal = 1;
    other.mSize = 1;
    other.mInline[0] = 1;
    return *this;
}

void Distribution::resetCounts(std::size_t size)
{
    mSize = size;
    if (size <= inlineCapacity) {
        mHeap.clear();
        std::fill_n(mInline.data(), size, std::uint64_t{0});
    } else {
        mHeap.assign(size, 0);
    }
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
    d.resetCounts(static_cast<std::size_t>(die.faces));
    std::fill_n(d.data(), d.mSize, std::uint64_t{1});
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
    d.resetCounts(counts.size());
    std::copy(counts.begin(), counts.end(), d.data());
    d.trim();
    return d;
}

void Distribution::trim()
{
    const std::uint64_t *c = data();
    std::size_t lead = 0;
    while (lead + 1 < mSize && c[lead] == 0)
        ++lead;
    std::size_t end = mSize;
    while (end > lead + 1 && c[end - 1] == 0)
        --end;
    if (lead == 0 && end == mSize)
        return;
    const std::vector<std::uint64_t> kept(c + lead, c + end);
    resetCounts(kept.size());
    std::copy(kept.begin(), kept.end(), data());
    mMin += static_cast<int>(lead);
}

Distribution Distribution::operator+(const Distribution &other) const
{
    Distribution result;
    result.mMin = mMin + other.mMin;
    result.mTotal = mTotal * other.mTotal;
    const std::size_t n = mSize;
    const std::size_t m = other.mSize;
    result.resetCounts(n + m - 1);
    std::uint64_t *out = result.data();
    const std::uint64_t *a = data();
    const std::uint64_t *b = other.data();
    for (std::size_t i = 0; i < n; ++i) {
        for (std::size_t j = 0; j < m; ++j)
            out[i + j] += a[i] * b[j];
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
    const std::size_t n = mSize;
    const std::size_t m = other.mSize;
    result.resetCounts(n + m - 1);
    std::uint64_t *out = result.data();
    const std::uint64_t *a = data();
    const std::uint64_t *b = other.data();
    for (std::size_t i = 0; i < n; ++i) {
        for (std::size_t j = 0; j < m; ++j)
            out[i + m - 1 - j] += a[i] * b[j];
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
    std::reverse(result.data(), result.data() + result.mSize);
    return result;
}

std::uint64_t Distribution::count(int value) const
{
    if (value < mMin || value > maxValue())
        return 0;
    return data()[value - mMin];
}

std::uint64_t Distribution::countBetween(int low, int high) const
{
    low = std::max(low, mMin);
    high = std::min(high, maxValue());
    const std::uint64_t *c = data();
    std::uint64_t sum = 0;
    for (int v = low; v <= high; ++v)
        sum += c[v - mMin];
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
    const std::uint64_t *c = data();
    long double sum = 0;
    for (std::size_t i = 0; i < mSize; ++i)
        sum += static_cast<long double>(c[i]) * static_cast<long double>(mMin + static_cast<int>(i));
    return static_cast<double>(sum / static_cast<long double>(mTotal));
}

QString Distribution::fractionText(std::uint64_t count) const
{
    if (count == 0)
        return u"0"_s;
    if (count == mTotal)
        return u"1"_s;
    const std::uint64_t g = std::gcd(count, mTotal);
    return u"%1/%2"_s.arg(count / g).arg(mTotal / g);
}

bool operator==(const Distribution &a, const Distribution &b)
{
    if (a.mMin != b.mMin || a.mTotal != b.mTotal || a.mSize != b.mSize)
        return false;
    return std::equal(a.data(), a.data() + a.mSize, b.data());
}

} // namespace vedette::dice

#include "seededdicesource.h"

#include <algorithm>

namespace vedette::dice {

namespace {

// The parameters of std::mt19937_64 ([rand.predef]).
constexpr std::size_t kShift = 156;
constexpr std::uint64_t kMatrix = 0xb5026f5aa96619e9ULL;
constexpr std::uint64_t kUpperMask = ~std::uint64_t(0) << 31;
constexpr std::uint64_t kLowerMask = ~kUpperMask;
constexpr std::uint64_t kInitMultiplier = 6364136223846793005ULL;

constexpr std::uint64_t twist(std::uint64_t shifted, std::uint64_t current, std::uint64_t following)
{
    const std::uint64_t y = (current & kUpperMask) | (following & kLowerMask);
    // Branch-free (-(y & 1) is all ones or zero) so the loops vectorise.
    return shifted ^ (y >> 1) ^ (kMatrix & (std::uint64_t(0) - (y & 1)));
}

} // namespace

SeededDiceSource::SeededDiceSource(std::uint64_t seed)
    : mSeed(seed)
{
    mState[0] = seed;
    for (std::size_t i = 1; i < kStateSize; ++i)
        mState[i] = kInitMultiplier * (mState[i - 1] ^ (mState[i - 1] >> 62)) + i;
}

void SeededDiceSource::refill()
{
    constexpr std::size_t n = kStateSize;
    std::uint64_t *x = mState.data();
    for (std::size_t k = 0; k < n - kShift; ++k)
        x[k] = twist(x[k + kShift], x[k], x[k + 1]);
    for (std::size_t k = n - kShift; k < n - 1; ++k)
        x[k] = twist(x[k + kShift - n], x[k], x[k + 1]);
    x[n - 1] = twist(x[kShift - 1], x[n - 1], x[0]);

    std::uint64_t *out = mOutput.data();
    for (std::size_t k = 0; k < n; ++k) {
        std::uint64_t z = x[k];
        z ^= (z >> 29) & 0x5555555555555555ULL;
        z ^= (z << 17) & 0x71d67fffeda60000ULL;
        z ^= (z << 37) & 0xfff7eee000000000ULL;
        z ^= z >> 43;
        out[k] = z;
    }
    mIndex = 0;
    ++mRefills;
}

void SeededDiceSource::skip(std::uint64_t count)
{
    while (count > 0) {
        if (mIndex >= kStateSize)
            refill();
        const std::uint64_t step = std::min<std::uint64_t>(count, kStateSize - mIndex);
        mIndex += static_cast<std::size_t>(step);
        count -= step;
    }
}

QList<int> SeededDiceSource::produce(const QList<Die> &dice, const QString &)
{
    QList<int> faces;
    faces.reserve(dice.size());
    for (const Die &d : dice)
        faces.append(face(d));
    return faces;
}

} // namespace vedette::dice

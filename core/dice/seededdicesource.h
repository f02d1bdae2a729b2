#pragma once

#include "dicesource.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>

namespace vedette::dice {

// Reproducible dice: std::mt19937_64 is fully specified by the C++ standard,
// and the reduction to a face below is our own (std::uniform_int_distribution
// is not the same on every standard library), so one seed gives the same
// rolls on every machine. The seed is recorded with the battle.
//
// The generator is std::mt19937_64 written out here (the same numbers, which
// the dice tests check against the standard library's): it regenerates and
// tempers its 312 numbers in one loop the compiler vectorises, where the
// standard one tempers at every call; a simulation draws millions of dice.
class SeededDiceSource : public DiceSource
{
public:
    explicit SeededDiceSource(std::uint64_t seed);

    std::uint64_t seed() const { return mSeed; }
    DiceOrigin origin() const override { return DiceOrigin::Random; }

    // Fast path for simulations: one face, no recording. The common dice get
    // a reduction by a constant, which the compiler turns into a multiply; the
    // numbers drawn are exactly those of below().
    int face(const Die &die)
    {
        switch (die.faces) {
        case 6: return die.first + static_cast<int>(belowConstant<6>());
        case 10: return die.first + static_cast<int>(belowConstant<10>());
        default: return die.first + static_cast<int>(below(static_cast<std::uint64_t>(die.faces)));
        }
    }
    // Uniform integer in [0, bound), unbiased (rejection of the short tail).
    std::uint64_t below(std::uint64_t bound)
    {
        if (bound <= 1)
            return 0;
        // A 64-bit division costs more than the rest of a draw; simulations
        // ask for the same few bounds again and again.
        if (bound != mLimitBound) {
            mLimitBound = bound;
            mLimit = limitFor(bound);
        }
        std::uint64_t value = next();
        while (value >= mLimit)
            value = next();
        return value % bound;
    }

    // How many raw numbers next() has given since the seed: with seed(), all
    // it takes to put a saved game's dice back where they were (skip()).
    std::uint64_t draws() const { return mRefills * kStateSize + mIndex - kStateSize; }
    // Draws and forgets `count` numbers.
    void skip(std::uint64_t count);

    // The next raw number of std::mt19937_64 seeded with seed().
    std::uint64_t next()
    {
        if (mIndex >= kStateSize)
            refill();
        return mOutput[mIndex++];
    }

protected:
    QList<int> produce(const QList<Die> &dice, const QString &purpose) override;

private:
    // Largest multiple of bound that fits; values at or above it are redrawn.
    static constexpr std::uint64_t limitFor(std::uint64_t bound)
    {
        constexpr std::uint64_t max = std::numeric_limits<std::uint64_t>::max();
        return max - (max % bound);
    }

    template<std::uint64_t Bound>
    std::uint64_t belowConstant()
    {
        static_assert(Bound > 1);
        constexpr std::uint64_t limit = limitFor(Bound);
        std::uint64_t value = next();
        while (value >= limit)
            value = next();
        return value % Bound;
    }

    static constexpr std::size_t kStateSize = 312;
    void refill();

    std::uint64_t mSeed;
    std::array<std::uint64_t, kStateSize> mState;
    std::array<std::uint64_t, kStateSize> mOutput; // mState tempered
    std::size_t mIndex = kStateSize;
    std::uint64_t mRefills = 0;
    std::uint64_t mLimitBound = 0; // the bound mLimit was computed for; 0 = none
    std::uint64_t mLimit = 0;
};

} // namespace vedette::dice

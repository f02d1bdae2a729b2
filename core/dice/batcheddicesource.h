#pragma once

#include "seededdicesource.h"

#include <array>
#include <cstdint>

namespace vedette::dice {

// Reproducible dice for simulations: the same generator as SeededDiceSource
// (std::mt19937_64 from the seed), but each 64-bit number it gives is cut
// into 22 d6 faces at once instead of one. The cut is exact: the number is
// multiplied by 6 twenty-two times in 128 bits, each high word being a face
// and the low word going on to the next; a number whose final low word
// falls below 2^64 mod 6^22 (about 1 in 936) is thrown away with its faces
// and the next one is cut instead (Brackett-Rozinsky and Lemire, "Batched
// ranged random integer generation", 2024), so every run of faces is
// uniform. Other dice take one number each, as SeededDiceSource's do.
//
// The faces differ from SeededDiceSource's for the same seed, so a game is
// replayed with the class it was played with. Both paths of a rule engine
// (the quick one through face(), the recorded one through roll()) read the
// same faces in the same order.
class BatchedDiceSource : public DiceSource
{
public:
    static constexpr int kD6PerNumber = 22;
    // Numbers cut per refill: their chains of multiplies are independent, so
    // the processor runs them side by side. Part of the sequence: other dice
    // (face()) take the generator's next number after those already cut.
    static constexpr int kNumbersPerRefill = 4;
    // 6^22: how many runs of 22 faces there are.
    static constexpr std::uint64_t kRuns = [] {
        std::uint64_t runs = 1;
        for (int i = 0; i < kD6PerNumber; ++i)
            runs *= 6;
        return runs;
    }();
    // 2^64 mod 6^22: a number whose final low word is below this is thrown
    // away; then every run of faces comes from exactly floor(2^64 / 6^22)
    // numbers (the dice tests count them).
    static constexpr std::uint64_t kThrowAwayBelow = (std::uint64_t(0) - kRuns) % kRuns;

    explicit BatchedDiceSource(std::uint64_t seed)
        : mNumbers(seed)
    {
    }

    std::uint64_t seed() const { return mNumbers.seed(); }
    DiceOrigin origin() const override { return DiceOrigin::Random; }

    int d6()
    {
        if (mNext == mEnd)
            refill();
        return mFaces[static_cast<std::size_t>(mNext++)];
    }
    // The next kPeek d6 faces without taking them (a simulation reads ahead
    // to choose its branch from the dice), then take() as many as it used:
    // the faces and their order are those of d6(). A peek may cut the next
    // numbers a few faces sooner than d6() would, so a caller that also
    // throws other dice (face() takes the generator's next number) reads at
    // least kPeek d6 between a peek and such a die, as QuickCharge does.
    static constexpr int kPeek = 4;
    const std::uint8_t *peek()
    {
        if (mEnd - mNext < kPeek)
            refill();
        return mFaces.data() + mNext;
    }
    void take(int count) { mNext += count; }

    // The same faces for a hot loop that keeps its place in registers: a
    // Cursor copied out once (cursor()), read and moved on by the loop
    // (at[0..kPeek) after ensure()), and handed back (release()) before
    // anything else reads these dice. Kept here, the place would be stored
    // and loaded again through this object at every die, as the compiler
    // cannot tell that the loop's other stores leave it alone.
    struct Cursor
    {
        const std::uint8_t *at;
        const std::uint8_t *end;
    };
    Cursor cursor() const { return {mFaces.data() + mNext, mFaces.data() + mEnd}; }
    void release(Cursor c) { mNext = static_cast<int>(c.at - mFaces.data()); }
    // peek() for a cursor: at least kPeek faces from c.at, cut when peek()
    // would cut them (the same numbers drawn at the same point).
    static void ensure(BatchedDiceSource &dice, Cursor &c)
    {
        if (c.end - c.at < kPeek) [[unlikely]]
            c = dice.refilled(c);
    }

    int face(const Die &die)
    {
        if (die.faces == 6)
            return die.first - 1 + d6();
        return mNumbers.face(die);
    }

protected:
    QList<int> produce(const QList<Die> &dice, const QString &purpose) override;

private:
    void refill();
    Cursor refilled(Cursor c);

    SeededDiceSource mNumbers; // the raw numbers; its own dice for the other dice
    // Cut faces; a refill keeps the ones not taken yet in front (peek()),
    // moving kPeek bytes from mNext: room for those past mEnd.
    std::array<std::uint8_t, kD6PerNumber * kNumbersPerRefill + 2 * kPeek> mFaces{};
    int mNext = 0;
    int mEnd = 0; // faces mFaces holds; a number thrown away leaves a shorter run
};

} // namespace vedette::dice

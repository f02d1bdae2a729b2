#pragma once

#include "dicesource.h"

#include <cstdint>
#include <random>

namespace vedette::dice {

// Reproducible dice: std::mt19937_64 is fully specified by the C++ standard,
// and the reduction to a face below is our own (std::uniform_int_distribution
// is not the same on every standard library), so one seed gives the same
// rolls on every machine. The seed is recorded with the battle.
class SeededDiceSource : public DiceSource
{
public:
    explicit SeededDiceSource(std::uint64_t seed);

    std::uint64_t seed() const { return mSeed; }
    DiceOrigin origin() const override { return DiceOrigin::Random; }

    // Fast path for simulations: one face, no recording.
    int face(const Die &die) { return die.first + static_cast<int>(below(static_cast<std::uint64_t>(die.faces))); }
    // Uniform integer in [0, bound), unbiased (rejection of the short tail).
    std::uint64_t below(std::uint64_t bound);

protected:
    QList<int> produce(const QList<Die> &dice, const QString &purpose) override;

private:
    std::uint64_t mSeed;
    std::mt19937_64 mEngine;
};

} // namespace vedette::dice

#pragma once

#include "player.h"

#include "dice/seededdicesource.h"

#include <cstdint>

namespace vedette::rules::tennyson {

// docs/rules.md T-13: a uniformly random card among those it may play, and every
// choice uniformly among the legal ones.
class RandomPlayer : public Player
{
public:
    explicit RandomPlayer(std::uint64_t seed);
    int choose(const GameState &state, const Decision &decision) override;
    QString kind() const override;

private:
    dice::SeededDiceSource mRandom;
};

} // namespace vedette::rules::tennyson

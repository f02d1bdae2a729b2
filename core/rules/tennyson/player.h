#pragma once

#include "decision.h"

#include <QString>

namespace vedette::rules::tennyson {

struct GameState;

// Whoever answers a regiment's decisions. The app's person answers through
// the window instead; computer players implement this.
class Player
{
public:
    virtual ~Player();
    // Returns one of decision.options (never called with no options).
    virtual int choose(const GameState &state, const Decision &decision) = 0;
    virtual QString kind() const = 0; // "random", "sensible"
};

} // namespace vedette::rules::tennyson

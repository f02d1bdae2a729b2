#pragma once

#include "player.h"

namespace vedette::rules::tennyson {

// A one-card look-ahead: every card it may play, with every choice that card
// offers, is applied to a sketch of the board with fire replaced by its
// expected loss, and the best sketch wins. A sketch is worth: a win (at the
// guns with a stand left, by the tie rule) or a loss outright; otherwise its
// own progress and strength against the strongest rival's.
class SensiblePlayer : public Player
{
public:
    int choose(const GameState &state, const Decision &decision) override;
    QString kind() const override;

    // The sketch value of `me` playing `card` with `choice` (-1 for none); for tests.
    static double evaluate(const GameState &state, int me, int card, int choice);
};

} // namespace vedette::rules::tennyson

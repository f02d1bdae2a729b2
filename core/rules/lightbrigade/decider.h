#pragma once

#include "charts.h"

#include <QtGlobal>

namespace vedette::rules::lightbrigade {

class Game;

// What a man's spur buys this turn.
enum class SpurUse {
    None,
    SecondMove, // a second encounter this turn (for a Hesitant man: moving at all)
    Bonus,      // +2 to this turn's evade or fight roll
};

// The facts a spur decision is asked with. Asked only when the man may spur
// and the rules do not decide for him (a Hurried man must spur).
struct SpurQuestion
{
    qsizetype man = 0;
    bool melee = false;    // he fights in the battery: only Bonus makes sense
    bool hesitant = false; // any spur is spent on moving once
};

// The choices the rules leave to the player: a person in the app, or a policy
// in simulations. Called synchronously while a step runs; a human decider that
// is cancelled throws dice::DiceUnavailable so the step is dropped.
class Decider
{
public:
    virtual ~Decider();

    virtual SpurUse spur(const Game &game, const SpurQuestion &question) = 0;
    // Which group the Captain rallies; asked only when he is in play and some
    // group is not empty. BreakStatus::None: no rally.
    virtual BreakStatus rally(const Game &game) = 0;
    // Asked when a man on a blown horse, still in play after his evade roll,
    // met a Riderless Horse.
    virtual bool switchHorse(const Game &game, qsizetype man) = 0;
};

} // namespace vedette::rules::lightbrigade

#pragma once

#include "decider.h"
#include "game.h"
#include "policydecider.h"
#include "rolls.h"

#include "journal/journalevent.h"

#include <QStringList>
#include <QVarLengthArray>

namespace vedette::rules::lightbrigade {

// The procedure of the solo Charge of the Light Brigade as a state machine
// over a Game: each step() plays one unit (the set-up, the start of a turn,
// one man's movement or melee, the morale phase, the rally phase) with dice
// from the source and choices from the decider, and describes it in plain
// words to the sink, if there is one.
//
// A step is all or nothing: if the dice source or the decider throws
// dice::DiceUnavailable (the referee closed the keypad), the game is left as
// it was before the step and nothing is sent to the sink. In simulation (a
// BatchedDiceSource and no sink) nothing is copied, recorded or worded.
class Engine
{
public:
    enum class Step { Setup, TurnStart, Man, Morale, Rally, Over };

    Engine(Game &game, dice::DiceSource &source, Decider &decider, journal::EventSink *sink = nullptr);
    Engine(const Engine &) = delete; // its dice name the men of this engine's game
    Engine &operator=(const Engine &) = delete;

    // Rolls the skills of the Trumpeter and the riders and names the men
    // (names[i] for man i; missing or empty names stay empty). Only in Setup.
    void setUp(const QStringList &names = {});

    // After the game was replaced or reset under the engine (simulations
    // reuse one engine for many games).
    void restart() { rebuildRiders(); }

    // Plays one unit and says which; Over when the game was already over.
    Step step();
    // Steps until one man has moved or fought (or the game ends); returns
    // his index, or -1 if the game ended first.
    qsizetype nextMan();
    // Steps until the current turn is complete (its rally phase is done).
    void playTurn();
    void playToEnd();

    // "Capt. Nolan", or "Rider 3" for a man without a name.
    static QString label(const Game &game, qsizetype index);

private:
    // The procedure is written once; Fast is Rolls::fast() (batched dice,
    // nobody listening), fixed when it is compiled: step() and playToEnd()
    // pick the instantiation, and the simulation's carries no words, no
    // records and no checks for them in its hot loop.
    template<bool Fast>
    Step stepUnit();
    // The decider's answers; a policy is called directly (no virtual call).
    SpurUse askSpur(const SpurQuestion &question)
    {
        return mPolicy ? mPolicy->spur(mGame, question) : mDecider.spur(mGame, question);
    }
    bool askSwitchHorse(qsizetype i) { return mPolicy ? mPolicy->switchHorse(mGame, i) : mDecider.switchHorse(mGame, i); }
    BreakStatus askRally() { return mPolicy ? mPolicy->rally(mGame) : mDecider.rally(mGame); }
    // The rest of the movement phase in one go (simulation only).
    template<bool Fast>
    void moveAll();
    template<bool Fast>
    void startTurn();
    template<bool Fast>
    void actMan(qsizetype i);
    template<bool Fast>
    void melee(qsizetype i);
    template<bool Fast>
    void encounter(qsizetype i, bool &bonus);
    template<bool Fast>
    void evade(qsizetype i, const ObstacleRow &row, bool &bonus);
    template<bool Fast>
    void fire(qsizetype i, const FireRow &row);
    template<bool Fast>
    void spur(qsizetype i);
    // A wounded rider met on the way back, in the space the encounter was rolled in.
    template<bool Fast>
    void straggler(int space);
    template<bool Fast>
    void moveOne(qsizetype i);
    template<bool Fast>
    void wound(qsizetype i);
    template<bool Fast>
    void kill(qsizetype i);
    template<bool Fast>
    void die(qsizetype i);
    template<bool Fast>
    void endPassengers(qsizetype carrier, Fate fate);
    template<bool Fast>
    void moralePhase();
    template<bool Fast>
    void rallyPhase();
    template<bool Fast>
    void finish();
    template<bool Fast>
    bool finishIfEmpty();

    // Words are built only when somebody listens.
    template<bool Fast, class F>
    void say(F &&text)
    {
        if constexpr (!Fast) {
            if (mSink)
                mStory.append(text());
        }
    }
    void emitEvent(const QString &kind, const QString &summary, qsizetype man, QJsonObject detail = {});
    Man &at(qsizetype i) { return mGame.mMen[static_cast<std::size_t>(i)]; }
    // The men who ride their own horse in play, in roster order: the loops of
    // every phase run over these few instead of the whole roster.
    void rebuildRiders();
    void dropRider(qsizetype i);

    Game &mGame;
    Rolls mRolls;
    Decider &mDecider;
    PolicyDecider *mPolicy; // mDecider when it is a policy, else null
    journal::EventSink *mSink;
    QVarLengthArray<qsizetype, 32> mRiders;
    QStringList mStory;
    QList<journal::JournalEvent> mPending;
};

} // namespace vedette::rules::lightbrigade

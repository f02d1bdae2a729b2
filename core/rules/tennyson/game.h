#pragma once

#include "decision.h"
#include "gamestate.h"

#include "journal/journalevent.h"

#include <QList>

#include <cstdint>

namespace vedette::dice {
class DiceSource;
class SeededDiceSource;
} // namespace vedette::dice

namespace vedette::rules::tennyson {

// The umpire of "Anyone for Tennyson" as a state machine: it says which
// decision it waits for (decision()), and each answer (decide()) runs the game
// on until the next decision. Every decision is the current player's; the app
// asks a person, the simulation asks a computer player. Fire and the first
// player die come from the dice source, so a scripted source replays a game.
class Game
{
public:
    // `sink` receives every event in plain words; without one (simulations)
    // no text is built and a SeededDiceSource is read on its fast path.
    explicit Game(dice::DiceSource &dice, journal::EventSink *sink = nullptr);
    // Resumes a saved game.
    Game(GameState state, dice::DiceSource &dice, journal::EventSink *sink = nullptr);

    // The set-up of the text: one frontal battery, the deck shuffled from
    // `shuffleSeed`, the first-player die, three cards each from the first player on.
    void setUp(const Settings &settings, std::uint64_t shuffleSeed);
    // Set-up with a known deck (top first) and first player, for tests and replays.
    void setUp(const Settings &settings, const QList<int> &deckTopFirst, int firstPlayer, std::uint64_t shuffleSeed = 0);

    const GameState &state() const { return mState; }
    bool isOver() const { return mState.phase == GameState::Phase::Over; }
    Decision decision() const;
    // Answers the pending decision. An option not offered throws
    // std::invalid_argument; when the dice are unavailable (DiceUnavailable)
    // the game stays as it was before the call.
    void decide(int option);

    // The cards `regiment` may play now: its must-play cards if it holds any.
    static QList<int> playableCards(const GameState &state, int regiment);
    // The choice `card` asks of its player in `state` (options empty: nothing
    // to choose from; one option: taken without asking).
    static Decision choiceFor(const GameState &state, int card, int player);
    // Deterministic shuffle of `cards` for the n-th shuffle of a game.
    static QList<int> shuffled(QList<int> cards, std::uint64_t seed, int n);
    // The n-th seed derived from `seed` (splitmix64), for shuffles and simulations.
    static std::uint64_t deriveSeed(std::uint64_t seed, std::uint64_t n);

private:
    void resolve(int card, int choice);
    void deal(const Settings &settings, const QList<int> &deckTopFirst, int firstPlayer, std::uint64_t shuffleSeed);
    void fire(int regiment, const char *reason);
    void loseStand(int regiment);
    void move(int regiment, int bands);
    void regain(int regiment);
    void checkEnd();
    void finishGlory();
    void drawCard(int regiment);
    void nextPlayer();
    int rollFace(int faces, int first, const QString &purpose, dice::RollRecord *record);
    void record(const QString &kind, const QString &summary, QJsonObject detail = {}, QList<dice::RollRecord> rolls = {});
    void commit();

    dice::DiceSource &mDice;
    dice::SeededDiceSource *mFastDice = nullptr;
    journal::EventSink *mSink;
    GameState mState;
    GameState mWork; // the state being changed by decide(); committed at the end
    QList<journal::JournalEvent> mEvents;
    QStringList mOutcomes; // what the card being resolved did, in words
};

} // namespace vedette::rules::tennyson

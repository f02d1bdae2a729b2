#pragma once

#include "man.h"
#include "settings.h"

#include <QJsonObject>
#include <QList>

#include <vector>

#include <optional>

namespace vedette::rules::lightbrigade {

// Where the procedure stands; the Engine moves it on, one step at a time.
enum class Phase {
    Setup,     // skills not rolled yet
    TurnStart, // the next step begins a new turn (departures of the retreating)
    Movement,  // men act in order from cursor()
    Morale,
    Rally,
    Over,
};

// The figures a finished (or running) game is judged by.
struct Tally
{
    int score = 0;
    int home = 0;            // of the original twelve
    int killed = 0;          // of the original twelve
    int fled = 0;            // of the original twelve
    int stragglersJoined = 0;
    int stragglersHome = 0;
    int russiansKilled = 0;
    int turns = 0;

    // One man's part in the tally (the Engine's Game and the simulation's
    // QuickCharge count their men with this), and the score once all are in:
    // two a man home, one a Russian killed.
    void count(bool straggler, Fate fate, int russians)
    {
        russiansKilled += russians;
        if (straggler) {
            ++stragglersJoined;
            stragglersHome += fate == Fate::Home ? 1 : 0;
            return;
        }
        home += fate == Fate::Home ? 1 : 0;
        killed += fate == Fate::Killed ? 1 : 0;
        fled += fate == Fate::Fled ? 1 : 0;
    }
    void finish(int turnsPlayed)
    {
        score = 2 * (home + stragglersHome) + russiansKilled;
        turns = turnsPlayed;
    }
};

// The whole state of one charge: the roster, the track and where the turn
// stands. A plain value, so the app can keep it, copy it for undo, and the
// campaign store can save it as JSON and resume it.
class Game
{
public:
    static constexpr int kBattery = 20;
    static constexpr int kMeleeTurns = 5;
    static constexpr int kJsonVersion = 1;

    Game();
    explicit Game(const Settings &settings);

    // Back to a fresh troop of twelve (Captain, Trumpeter, riders 1-10)
    // without skills; keeps the allocated roster, for simulations.
    void reset(const Settings &settings);

    const Settings &settings() const { return mSettings; }
    // A std::vector: the engine touches it thousands of times a charge, without copy-on-write checks.
    const std::vector<Man> &men() const { return mMen; }
    qsizetype size() const { return static_cast<qsizetype>(mMen.size()); }
    const Man &man(qsizetype index) const { return mMen[static_cast<std::size_t>(index)]; }
    qsizetype captain() const { return 0; }
    qsizetype trumpeter() const { return 1; }

    Phase phase() const { return mPhase; }
    bool isOver() const { return mPhase == Phase::Over; }
    int turn() const { return mTurn; }
    qsizetype cursor() const { return mCursor; }
    // The turn the first man reached the battery; 0 = nobody yet.
    int firstArrivalTurn() const { return mFirstArrivalTurn; }
    bool killedThisTurn() const { return mKilledThisTurn; }

    // The troop still rides toward the battery (until the fifth melee turn ends).
    bool approach() const { return mFirstArrivalTurn == 0 || mTurn <= mFirstArrivalTurn + kMeleeTurns; }
    // 1-5 during the melee turns, else 0.
    int meleeTurn() const;
    // This man fights instead of moving this turn.
    bool melees(const Man &m) const { return m.space == kBattery && meleeTurn() > 0; }

    int inPlayCount() const;
    Tally tally() const;

    QJsonObject toJson() const;
    static std::optional<Game> fromJson(const QJsonObject &json, QString *errorString = nullptr);

private:
    friend class Engine;
    friend class QuickCharge;

    Settings mSettings;
    std::vector<Man> mMen;
    Phase mPhase = Phase::Setup;
    int mTurn = 0;
    qsizetype mCursor = 0;
    int mFirstArrivalTurn = 0;
    bool mKilledThisTurn = false;
};

} // namespace vedette::rules::lightbrigade

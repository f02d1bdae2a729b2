#pragma once

#include "board.h"
#include "regiment.h"
#include "settings.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <array>
#include <cstdint>
#include <optional>

namespace vedette::rules::tennyson {

// Everything needed to resume a game: board, hands, deck order, discard pile.
// Cards are indices into Deck::cards(); in JSON they are their ids ("3.4").
struct GameState
{
    static constexpr int kVersion = 1;
    // Bound of the counters a saved game may hold (cards played, reshuffles,
    // stands lost): far beyond any game (a few hundred cards), low enough
    // that play cannot overflow them.
    static constexpr int kMaxCount = 1000000;

    enum class Phase { SetUp, PlayCard, Choose, Over };
    enum class Outcome { None, Regiment, Russians, Draw };

    struct Played
    {
        int card = -1;
        int regiment = -1;
    };

    Settings settings;
    std::array<int, Regiment::kCount> position{};
    std::array<int, Regiment::kCount> stands{6, 6, 6, 6, 6};
    std::array<int, Regiment::kCount> standsLost{};
    std::array<bool, Regiment::kCount> reachedGuns{};
    std::array<QList<int>, Regiment::kCount> hands;
    std::array<int, Board::kSlots> battery{Board::kEmpty, Board::kEmpty, Board::kEmpty, Board::kEmpty,
                                           Board::kEmpty, Board::kEmpty, Board::kEmpty};
    // The Cossacks stand half a band behind this position; -1 = not on the table.
    int cossacks = -1;

    QList<int> deck;      // front is the top
    QList<int> discard;   // back is the last card discarded
    QList<int> outOfPlay; // the hands of destroyed regiments
    QList<Played> played; // every card played, in order: the poem so far

    Phase phase = Phase::SetUp;
    int current = -1;     // whose turn it is
    int firstPlayer = -1;
    int pendingCard = -1; // played, waiting for its choice (Phase::Choose)
    int cardsPlayed = 0;
    int reshuffles = 0;
    std::uint64_t shuffleSeed = 0;
    Outcome outcome = Outcome::None;
    int winner = -1; // the winning regiment when outcome is Regiment

    bool alive(int regiment) const { return stands[static_cast<std::size_t>(regiment)] > 0; }
    int aliveCount() const;
    int batteriesOnTable() const;
    // Batteries able to fire at a regiment at `position`: all frontal, plus the
    // flank batteries of its sector.
    int batteriesFiringAt(int position) const;
    // The Cossacks block regaining at this position.
    bool regainBlocked(int position) const { return cossacks >= 0 && position >= cossacks; }
    int totalStandsLost() const;
    // Glory points: a stand each, +3 for having reached the guns; 0 when destroyed.
    int gloryPoints(int regiment) const;
    // Every card is in exactly one place (deck, discard, hands, out of play, a battery slot, pending).
    bool cardsAccountedFor() const;

    QJsonObject toJson() const;
    // A newer version or a damaged object gives nothing and sets `error`.
    static std::optional<GameState> fromJson(const QJsonObject &object, QString *error = nullptr);
};

} // namespace vedette::rules::tennyson

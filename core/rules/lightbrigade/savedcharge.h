#pragma once

#include "game.h"

#include <QJsonObject>
#include <QString>

#include <cstdint>
#include <optional>

namespace vedette::rules::lightbrigade {

// A charge as the campaign file keeps it (the `game` table, kind
// "lightbrigade"): the game and, when its dice are Vedette's own seeded ones,
// where those dice stand, so a resumed charge throws exactly the dice the
// uninterrupted one would have thrown.
struct SavedCharge
{
    static constexpr int kVersion = 1;
    // Far beyond the dice of any charge (about a thousand numbers in 20,000
    // simulated charges); skipping this many takes a blink.
    static constexpr std::uint64_t kMaxDraws = 10000000;
    static QString kind() { return QStringLiteral("lightbrigade"); }

    // Where a SeededDiceSource stands: its seed and how many numbers it gave.
    struct Dice
    {
        std::uint64_t seed = 0;
        std::uint64_t draws = 0;
        friend bool operator==(const Dice &, const Dice &) = default;
    };

    Game game;
    std::optional<Dice> dice;

    QJsonObject toJson() const;
    // Refuses (nullopt and a message) anything that is not a saved charge, a
    // charge saved by a newer Vedette, and damaged data.
    static std::optional<SavedCharge> fromJson(const QJsonObject &json, QString *errorString = nullptr);
};

} // namespace vedette::rules::lightbrigade

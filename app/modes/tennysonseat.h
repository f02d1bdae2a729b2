#pragma once

#include <QString>

#include <array>

namespace vedette {

// Who answers a regiment's decisions in the app.
enum class TennysonSeat { Person, Random, Sensible };

using TennysonSeats = std::array<TennysonSeat, 5>;

// "person", "random", "sensible": stored with a saved game.
QString tennysonSeatId(TennysonSeat seat);
TennysonSeat tennysonSeatFromId(const QString &id);

} // namespace vedette

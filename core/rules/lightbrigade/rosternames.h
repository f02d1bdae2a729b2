#pragma once

#include <QStringList>

#include <cstdint>

namespace vedette::rules::lightbrigade {

// Names for the men of a troop, from first names and surnames common among
// British cavalrymen of 1854. Drawn from their own generator so naming the
// troop never uses (or shows up among) the dice of the charge.
class RosterNames
{
public:
    // `count` distinct "First Surname" names, the same for the same seed.
    static QStringList generate(int count, std::uint64_t seed);

    static const QStringList &firstNames();
    static const QStringList &surnames();
};

} // namespace vedette::rules::lightbrigade

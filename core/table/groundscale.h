#pragma once

namespace vedette::table {

// How many paces of the real battlefield one centimetre of table stands for.
// Balagan's Marlburian rules use 100 paces per cm; Brown scenarios are
// measured in inches and only use paces when the referee asks.
struct GroundScale
{
    double pacesPerCm = 100.0;

    static constexpr double balaganDefault() { return 100.0; }

    friend constexpr bool operator==(const GroundScale &, const GroundScale &) = default;
};

} // namespace vedette::table

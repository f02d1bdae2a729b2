#pragma once

#include <QString>

#include <cstdint>

namespace vedette::rules::brown {

enum class Side : std::uint8_t { Attacker, Defender };

inline QString sideId(Side side)
{
    return side == Side::Attacker ? QStringLiteral("attacker") : QStringLiteral("defender");
}

} // namespace vedette::rules::brown

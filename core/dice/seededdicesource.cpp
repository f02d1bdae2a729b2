#include "seededdicesource.h"

namespace vedette::dice {

SeededDiceSource::SeededDiceSource(std::uint64_t seed)
    : mSeed(seed)
    , mEngine(seed)
{
}

std::uint64_t SeededDiceSource::below(std::uint64_t bound)
{
    if (bound <= 1)
        return 0;
    // Largest multiple of bound that fits; values at or above it are redrawn.
    const std::uint64_t limit = std::numeric_limits<std::uint64_t>::max() - (std::numeric_limits<std::uint64_t>::max() % bound);
    std::uint64_t value = mEngine();
    while (value >= limit)
        value = mEngine();
    return value % bound;
}

QList<int> SeededDiceSource::produce(const QList<Die> &dice, const QString &)
{
    QList<int> faces;
    faces.reserve(dice.size());
    for (const Die &d : dice)
        faces.append(face(d));
    return faces;
}

} // namespace vedette::dice

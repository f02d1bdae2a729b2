#include "randomplayer.h"

using namespace Qt::StringLiterals;

namespace vedette::rules::tennyson {

RandomPlayer::RandomPlayer(std::uint64_t seed)
    : mRandom(seed)
{
}

int RandomPlayer::choose(const GameState &, const Decision &decision)
{
    return decision.options.at(static_cast<qsizetype>(mRandom.below(static_cast<std::uint64_t>(decision.options.size()))));
}

QString RandomPlayer::kind() const
{
    return u"random"_s;
}

} // namespace vedette::rules::tennyson

#include "meleeround.h"

#include <cstdlib>

using namespace Qt::StringLiterals;

namespace vedette::rules::brown {

MeleeRound::MeleeRound(int attackerRoll, int attackerModifier, int defenderRoll, int defenderModifier)
    : mAttackerRoll(attackerRoll)
    , mAttackerModifier(attackerModifier)
    , mDefenderRoll(defenderRoll)
    , mDefenderModifier(defenderModifier)
{
}

std::optional<Side> MeleeRound::winner() const
{
    if (isTie())
        return std::nullopt;
    return attackerTotal() > defenderTotal() ? Side::Attacker : Side::Defender;
}

int MeleeRound::steps(Side side) const
{
    const int unmodified = std::abs(mAttackerRoll - mDefenderRoll);
    const auto w = winner();
    if (!w || *w == side)
        return unmodified;
    return std::abs(attackerTotal() - defenderTotal());
}

QJsonObject MeleeRound::toJson() const
{
    const auto w = winner();
    return QJsonObject{
        {u"attacker"_s, QJsonObject{{u"roll"_s, mAttackerRoll}, {u"modifier"_s, mAttackerModifier},
                                    {u"total"_s, attackerTotal()}, {u"steps"_s, attackerSteps()}}},
        {u"defender"_s, QJsonObject{{u"roll"_s, mDefenderRoll}, {u"modifier"_s, mDefenderModifier},
                                    {u"total"_s, defenderTotal()}, {u"steps"_s, defenderSteps()}}},
        {u"winner"_s, w ? QJsonValue(sideId(*w)) : QJsonValue(QJsonValue::Null)},
        {u"tie"_s, isTie()},
    };
}

} // namespace vedette::rules::brown

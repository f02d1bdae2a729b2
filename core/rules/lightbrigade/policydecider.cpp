#include "policydecider.h"

#include "game.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace vedette::rules::lightbrigade {

BreakStatus PolicyDecider::defaultRally(const Game &game)
{
    bool hurried = false;
    bool hesitant = false;
    for (const Man &m : game.men()) {
        if (!m.rides())
            continue;
        if (m.status == BreakStatus::Retreating)
            return BreakStatus::Retreating;
        hesitant = hesitant || m.status == BreakStatus::Hesitant;
        hurried = hurried || m.status == BreakStatus::Hurried;
    }
    if (hesitant)
        return BreakStatus::Hesitant;
    return hurried ? BreakStatus::Hurried : BreakStatus::None;
}

QString PolicyDecider::policyId(Policy policy)
{
    return policy == Policy::Bold ? u"bold"_s : u"steady"_s;
}

std::optional<Policy> PolicyDecider::policyFromId(QStringView id)
{
    if (id == u"steady")
        return Policy::Steady;
    if (id == u"bold")
        return Policy::Bold;
    return std::nullopt;
}

QString PolicyDecider::policyName(Policy policy)
{
    return policy == Policy::Bold ? QCoreApplication::translate("LightBrigade", "Bold")
                                  : QCoreApplication::translate("LightBrigade", "Steady");
}

} // namespace vedette::rules::lightbrigade

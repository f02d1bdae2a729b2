#include "policydecider.h"

#include "game.h"
#include "util/enumid.h"

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

namespace {
// The policies of `lightbrigade --policy` and the simulation's JSON.
constexpr util::EnumId<Policy> kPolicies[] = {{Policy::Steady, "steady"}, {Policy::Bold, "bold"}};
static_assert(util::isWellFormed(kPolicies) && util::coversAll(kPolicies, 2));
} // namespace

QString PolicyDecider::policyId(Policy policy)
{
    return util::idOf(kPolicies, policy);
}

std::optional<Policy> PolicyDecider::policyFromId(QStringView id)
{
    return util::fromId(kPolicies, id);
}

QString PolicyDecider::policyName(Policy policy)
{
    return policy == Policy::Bold ? QCoreApplication::translate("LightBrigade", "Bold")
                                  : QCoreApplication::translate("LightBrigade", "Steady");
}

} // namespace vedette::rules::lightbrigade

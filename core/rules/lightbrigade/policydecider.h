#pragma once

#include "decider.h"

#include <QString>

#include <optional>

namespace vedette::rules::lightbrigade {

// The automatic ways of riding from RULES.md §3.
enum class Policy { Steady, Bold };

class PolicyDecider : public Decider
{
public:
    explicit PolicyDecider(Policy policy = Policy::Steady) : mPolicy(policy) {}

    Policy policy() const { return mPolicy; }

    SpurUse spur(const Game &game, const SpurQuestion &question) override;
    BreakStatus rally(const Game &game) override;
    bool switchHorse(const Game &game, qsizetype man) override;

    static QString policyId(Policy policy); // "steady", "bold"
    static std::optional<Policy> policyFromId(QStringView id);
    static QString policyName(Policy policy); // translated

    // The group the policies rally: Retreating if any, else Hesitant, else Hurried.
    static BreakStatus defaultRally(const Game &game);

private:
    Policy mPolicy;
};

} // namespace vedette::rules::lightbrigade

#pragma once

#include "decider.h"
#include "game.h"

#include <QString>

#include <optional>

namespace vedette::rules::lightbrigade {

// The automatic ways of riding of docs/rules.md L-20.
enum class Policy { Steady, Bold };

// Final and inline: the engine calls it directly, a million charges at a time.
class PolicyDecider final : public Decider
{
public:
    explicit PolicyDecider(Policy policy = Policy::Steady) : mPolicy(policy) {}

    Policy policy() const { return mPolicy; }

    SpurUse spur(const Game &game, const SpurQuestion &question) override
    {
        if (mPolicy == Policy::Steady || question.melee || !game.approach())
            return SpurUse::None;
        const Man &m = game.man(question.man);
        if (m.blown || m.spurPoints >= 4 || m.space == Game::kBattery)
            return SpurUse::None;
        return SpurUse::SecondMove;
    }
    BreakStatus rally(const Game &game) override { return defaultRally(game); }
    bool switchHorse(const Game &, qsizetype) override { return true; }

    static QString policyId(Policy policy); // "steady", "bold"
    static std::optional<Policy> policyFromId(QStringView id);
    static QString policyName(Policy policy); // translated

    // The group the policies rally: Retreating if any, else Hesitant, else Hurried.
    static BreakStatus defaultRally(const Game &game);

private:
    Policy mPolicy;
};

} // namespace vedette::rules::lightbrigade

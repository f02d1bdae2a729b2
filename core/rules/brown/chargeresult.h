#pragma once

#include <QList>
#include <QString>
#include <QStringView>

#include <cstdint>
#include <optional>

namespace vedette::rules::brown {

// Every result either charge chart can give, in the order the charts list
// them (best for the attacker first). The ids are stable: the log, the JSON
// of the CLI and the house rules (ride-down set) store them.
enum class ChargeResult : std::uint8_t {
    Surrender,                  // "surrender": the defender surrenders 1d10 x 10%, the rest rout
    DefenderRouts,              // "defender-routs"
    DefenderFallsBackBroken,    // "defender-falls-back-broken"
    DefenderRecoilsDisordered,  // "defender-recoils-disordered"
    DefenderRecoils2in,         // "defender-recoils-2in"
    Firefight,                  // "firefight"
    Melee,                      // "melee"
    AttackerHalts3in,           // "attacker-halts-3in"
    AttackerHalts4inDisordered, // "attacker-halts-4in-disordered"
    AttackerThrownBackBroken,   // "attacker-thrown-back-broken"
    AttackerRouts,              // "attacker-routs"
    AttackerSurrenders,         // "attacker-surrenders"
};

inline constexpr int chargeResultCount = 12;

QString resultId(ChargeResult result);
std::optional<ChargeResult> resultFromId(QStringView id);
// The chart's own words, translated.
QString resultText(ChargeResult result);
// All results in chart order.
QList<ChargeResult> allResults();

// Results where the attacker "may occupy" or "may continue": the ones after
// which docs/rules.md B-30 offers pursuit (subject to the other pursuit limits).
bool attackerMayOccupy(ChargeResult result);

} // namespace vedette::rules::brown

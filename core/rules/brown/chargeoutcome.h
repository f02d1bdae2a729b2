#pragma once

#include "chart.h"
#include "meleeround.h"
#include "chargeside.h"

#include "table/unittypes.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace vedette::rules::brown {

// What a charge did, ready to be applied to the table as one undoable step.
// Moves with a number in the text are `numbered` and applied as they stand;
// the others are suggestions (house rule distance) the referee confirms or drags.
struct ChargeOutcome
{
    enum class Ending { Pending, Refused, ActivationFailed, Evaded, Resolved };

    struct Move
    {
        enum class Kind {
            ToDistance, // the attacker ends `inches` from the target, along the charge line
            Contact,    // the attacker closes to contact (melee)
            Back,       // the unit moves `inches` straight away from the enemy
        };
        Side side = Side::Attacker;
        Kind kind = Kind::ToDistance;
        double inches = 0.0;
        bool numbered = true;     // false: a suggestion, to confirm or drag
        bool justOutside = false; // Blown cavalry halts just outside the distance
        QString text;             // translated
    };

    Ending ending = Ending::Pending;
    std::optional<Chart::Reading> reading;
    table::StateMarkers attackerMarkers; // markers to set on the attacker
    table::StateMarkers defenderMarkers;
    QList<Move> moves;
    int attackerLosses = 0; // figures lost to closing fire, ride-down melee and surrender
    int defenderLosses = 0;
    int surrenderPercent = 0; // of the surrendering side's current strength
    int surrendered = 0;
    std::optional<Side> surrenderingSide;
    std::optional<MeleeRound> rideDown;
    bool meleeBegins = false;
    bool attackerMayOccupy = false;
    bool pursuitAllowed = false;
    QString summary; // the result in words, translated

    QJsonObject toJson() const;
};

QString endingId(ChargeOutcome::Ending ending); // "pending", "refused", "activation-failed", "evaded", "resolved"

} // namespace vedette::rules::brown

#pragma once

#include "meleefight.h"

#include "dice/dicesource.h"
#include "journal/journalevent.h"
#include "table/scenario.h"

#include <QJsonObject>
#include <QList>

#include <optional>

namespace vedette::rules::brown {

// A Brown melee in progress as the battle keeps it: the two fighters as the
// melee began (town blocks too), and every step the referee took with the
// dice each round threw. Replaying them gives back the fight exactly, so a
// melee survives closing the program between rounds.
struct MeleeRecord
{
    struct Step
    {
        enum class Kind {
            Round,    // fightRound(): both d10 in `faces`
            Modifier, // setMeleeModifier(side, value) before the next round
            Morale,   // recordMorale(attackerRetreats, defenderRetreats)
        };
        Kind kind = Kind::Round;
        Side side = Side::Attacker;
        int value = 0;
        bool attackerRetreats = false;
        bool defenderRetreats = false;
        QList<int> faces;

        friend bool operator==(const Step &, const Step &) = default;
    };

    MeleeFight::Fighter attacker;
    MeleeFight::Fighter defender;
    std::optional<TownBlock> attackerTown;
    std::optional<TownBlock> defenderTown;
    int casualtyStepPercent = 10;
    int turn = 0;
    QList<Step> steps;

    // The fight as the steps left it (their events discarded). Nothing, and
    // `error` says why, when the steps do not replay.
    std::optional<MeleeFight> replay(QString *error = nullptr) const;
    // One more step thrown with `dice`, its events to `sink`; nothing when it
    // is not the fight's next step. dice::DiceUnavailable passes through.
    std::optional<MeleeRecord> then(Step step, dice::DiceSource &dice, journal::EventSink &sink,
                                    QString *error = nullptr) const;

    QJsonObject toJson() const;
    static std::optional<MeleeRecord> fromJson(const QJsonObject &json, QString *error = nullptr);

    friend bool operator==(const MeleeRecord &a, const MeleeRecord &b) { return a.toJson() == b.toJson(); }
};

// The last round of `fight` on the table: each unit involved loses its men
// (strength down, casualties up) and is Disordered, as every unit in melee is.
void applyMeleeRound(table::Scenario &scenario, const MeleeFight &fight);

} // namespace vedette::rules::brown

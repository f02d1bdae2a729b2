#pragma once

#include "chargeprocedure.h"
#include "chargesituation.h"
#include "houserules.h"

#include "dice/dicesource.h"
#include "journal/journalevent.h"

#include <QJsonObject>
#include <QList>
#include <QPointF>
#include <QString>

#include <memory>
#include <optional>

namespace vedette::rules::brown {

// A Brown charge in progress as the battle keeps it: the situation as it was
// declared, the house rules it is fought with, and every step the referee
// took with the dice each one threw. Replaying the steps with those dice
// gives back exactly the procedure the referee left (nothing is thrown
// twice), so the charge survives closing the program at any step. A plain
// value: the battle's state of play holds it as JSON.
struct ChargeRecord
{
    struct Step
    {
        enum class Kind {
            Activation,        // rollActivation()
            Evade,             // decideEvade(value != 0)
            FireDiscipline,    // rollFireDiscipline()
            ClosingCasualties, // enterClosingCasualties(value)
            ChargeRoll,        // rollCharge()
            RideDown,          // rollRideDown()
            Surrender,         // rollSurrender()
            Modifier,          // modifiers(): set `modifier` to `value`, switched on or off (`enabled`)
            ResetModifier,     // modifiers(): `modifier` back to what the table gives
            Apply,             // the result went onto the table (value: suggested moves too); pursuit offered
        };
        Kind kind = Kind::Activation;
        int value = 0;
        bool enabled = false;
        QString modifier;
        QList<int> faces;                                      // the dice the step threw, in order
        QList<ChargeProcedure::PursuitCandidate> candidates;   // Apply: the targets pursuit may go on to
        // Apply: the ground the attacker occupies, where the defender stood
        // before its retreat (its centre in mm and facing in degrees); a
        // continued charge is measured from there (docs/rules.md B-30).
        // Unset in records from before it was kept.
        struct Ground
        {
            QPointF position;
            double facing = 0.0;
            friend bool operator==(const Ground &, const Ground &) = default;
        };
        std::optional<Ground> ground;

        friend bool operator==(const Step &, const Step &) = default;
    };

    ChargeSituation situation;
    HouseRules rules;
    int turn = 0;
    QList<Step> steps;

    // A new charge: the declaration (or the refusal) is logged to `sink`.
    static ChargeRecord declare(ChargeSituation situation, HouseRules rules, int turn, journal::EventSink &sink);

    bool isApplied() const { return !steps.isEmpty() && steps.constLast().kind == Step::Kind::Apply; }

    // The procedure as the steps left it; its events go to `sink` (a
    // journal::EventList to discard them). Nothing (and `error` says why)
    // when the steps do not replay: a record that was tampered with.
    std::unique_ptr<ChargeProcedure> replay(journal::EventSink &sink, QString *error = nullptr) const;

    // One more step thrown with `dice`: the record with the step and its
    // faces added, the step's events in `sink`. Nothing when the step is not
    // the procedure's next one (`error` says why); dice::DiceUnavailable
    // (the referee cancelled a roll) passes through and nothing is kept.
    std::optional<ChargeRecord> then(Step step, dice::DiceSource &dice, journal::EventSink &sink,
                                     QString *error = nullptr) const;

    QJsonObject toJson() const;
    static std::optional<ChargeRecord> fromJson(const QJsonObject &json, QString *error = nullptr);

    friend bool operator==(const ChargeRecord &, const ChargeRecord &);
};

QString chargeStepKindId(ChargeRecord::Step::Kind kind); // "activation", "evade", ..., "apply"

// A town block with every count of its stands, and back (TownBlock::toJson
// is the log's summary, which cannot be read back).
QJsonObject townBlockToJson(const TownBlock &block);
std::optional<TownBlock> townBlockFromJson(const QJsonObject &json, QString *error = nullptr);

// The situation of a charge as JSON, and back; used by the record above.
QJsonObject chargeSituationToJson(const ChargeSituation &situation);
std::optional<ChargeSituation> chargeSituationFromJson(const QJsonObject &json, QString *error = nullptr);

} // namespace vedette::rules::brown

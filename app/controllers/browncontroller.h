#pragma once

#include "controllers/battlecontroller.h"

#include "rules/brown/chargerecord.h"
#include "rules/brown/houserules.h"
#include "rules/brown/meleerecord.h"
#include "rules/brown/tablecharge.h"

#include <memory>
#include <optional>

namespace vedette {

// Dan Brown's battle in play: the turn counter, the charge in progress (with
// the step it is at and the dice already thrown) and the melee in progress,
// all in the document's state of play. Each method is one step of the
// referee: one command, one transaction. The Charge and Melee panels, the
// Charge tool and `vedette-cli brown charge CAMPAIGN` are views and faces of
// this; none of them computes a rule.
//
// The state of play's JSON: {"charge": ChargeRecord, "melee": MeleeRecord}
// (each only while there is one) and "generalOrders": [unit ids] the referee
// marked under a General Order; turn 0 is set-up, Next Turn counts up. (A
// "turnStart" written by earlier versions, for a reading of Standing Cav.
// that docs/rules.md B-12 no longer follows, is ignored and dropped.)
class BrownController : public BattleController
{
    Q_OBJECT

public:
    using Step = rules::brown::ChargeRecord::Step;

    explicit BrownController(Document *document);
    ~BrownController() override;

    // --- House rules (kept with the campaign) -------------------------------
    const rules::brown::HouseRules &houseRules() const { return mRules; }
    // Logged as "brown.house-rules" and stored with the campaign.
    bool setHouseRules(const rules::brown::HouseRules &rules);
    void loadHouseRules();

    // docs/rules.md B-33: how far the unit may move a turn when the referee
    // set movement allowances (a house rule); nothing when they are off.
    std::optional<table::Length> moveAllowance(const QString &unitId) const;

    // --- Turns ---------------------------------------------------------------
    int turn() const;
    // Ends the set-up or the turn: "Turn N begins."
    bool nextTurn();

    // --- What the battle knows of each unit ---------------------------------
    // docs/rules.md B-13: the referee's mark of a General Order on a unit,
    // kept with the battle until taken off. Marking the defender of a charge
    // not yet rolled also switches its General Order line, in the same step.
    bool underGeneralOrder(const QString &unitId) const;
    bool setGeneralOrder(const QString &unitId, bool underOrder);

    // --- The charge ----------------------------------------------------------
    // Why `attacker` cannot charge `target` now; empty when it may.
    QString refusalFor(const QString &attackerId, const QString &targetId) const;
    // The charge in progress (declared, possibly applied), or nothing.
    const rules::brown::ChargeRecord *charge() const;
    // The procedure as the charge's steps left it (for the panel's odds,
    // modifiers and the next step); null without a charge.
    const rules::brown::ChargeProcedure *procedure() const;
    bool chargeApplied() const;

    // The enemy units the unit may charge now, nearest first (core's
    // TableCharge::chargeableTargets); the first is its default target.
    QStringList chargeableTargets(const QString &attackerId) const;
    QString defaultTarget(const QString &attackerId) const { return chargeableTargets(attackerId).value(0); }
    // The units on the table whose type charges at all (docs/rules.md B-14:
    // a reach of 0, artillery's by default, does not charge), in the table's
    // order: the Charge panel's attacker list.
    QStringList attackers() const;
    // The first unit on the table that may charge somebody, else the first
    // of attackers() (the Charge panel's first pick).
    QString defaultAttacker() const;

    // Reads the charge off the table and logs the declaration (or the
    // refusal); replaces a charge not yet applied. A charge in the set-up
    // begins turn 1 (in the same step).
    bool declare(const QString &attackerId, const QString &targetId);
    // The referee's "Resolve": the charge of `attackerId` on `targetId` (the
    // one in progress when it is that pair and not yet applied, else declared
    // now) walked with the document's dice through every step that needs no
    // decision, as ONE step; it stops at a decision (the evade choice, the
    // closing casualties) or when the charge is resolved. `decision` answers
    // the decision the charge stands at first (evade 0/1, casualties in %).
    bool resolveToDecision(const QString &attackerId, const QString &targetId, std::optional<int> decision = std::nullopt);
    // The procedure's next roll or decision (Activation, Evade, Fire
    // Discipline, Closing casualties, the chart roll, Ride down, Surrender).
    // `value`: the evade decision (0/1) or the closing casualties (percent).
    // False when the referee cancelled a physical roll, or it is not the
    // next step (lastError() says which).
    bool advance(int value = 0);
    // The referee switches a modifier on or off or sets its value before the
    // chart roll (consecutive changes are one undo step).
    bool setModifier(const QString &id, bool enabled, int value);
    bool resetModifier(const QString &id);
    // The result onto the table (losses, markers, the numbered moves and,
    // with `applySuggested`, the suggested ones): one step with its log
    // entries; a MELEE! result starts the melee in the same step.
    bool apply(bool applySuggested);
    // The command line's charge: declared, every roll thrown with the
    // document's dice and every decision taken from `decisions`, then (with
    // `apply`) put on the table, all as ONE step (one transaction). Without
    // `apply` nothing is written. Nothing when refused (lastError()).
    struct AutoDecisions
    {
        bool evade = false;
        int closingCasualtyPercent = 0;
        bool applySuggested = true;
        // The referee's overrides of modifier lines before the chart roll
        // (docs/rules.md G-8): switched on with `value`, or off (`value`
        // unset keeps the line's value).
        struct Override
        {
            QString id;
            bool enabled = true;
            std::optional<int> value;
        };
        QList<Override> overrides;
        // Units the referee marks under a General Order first (B-13), in the
        // same step.
        QStringList generalOrders;
        // B-30: the battle's applied charge of `attackerId` on `targetId`
        // continues against this unit (one of continuationTargets()).
        QString continueAgainst;
    };
    struct Resolution
    {
        rules::brown::ChargeSituation situation; // as declared
        rules::brown::ModifierList modifiers;    // as the chart roll used them
        rules::brown::ChargeOutcome outcome;
        // B-30: the targets the charge may continue against, applied or not.
        QList<rules::brown::ChargeProcedure::PursuitCandidate> pursuit;
        QList<journal::JournalEvent> events;
        bool applied = false;
    };
    std::optional<Resolution> resolve(const QString &attackerId, const QString &targetId, const AutoDecisions &decisions,
                                      bool apply);
    // docs/rules.md B-30: the targets an applied charge may continue against
    // (5" or less from the position occupied, after a result that allows
    // pursuit); empty otherwise.
    QList<rules::brown::ChargeProcedure::PursuitCandidate> continuationTargets() const;
    // Declares the continued charge against one of them (its defender In
    // Smoke for Fire Discipline): one step, replacing the applied charge.
    bool continueCharge(const QString &targetId);
    // Drops the charge: a charge not yet applied is logged as cancelled
    // (its rolls stay in the log); an applied one just ends.
    bool finishCharge();

    // --- The melee -----------------------------------------------------------
    const rules::brown::MeleeRecord *melee() const;
    std::optional<rules::brown::MeleeFight> meleeFight() const;
    bool startMelee(const QString &attackerId, const QString &defenderId);
    // The next round (both d10; losses onto the table) or nothing when the
    // fight awaits the morale record.
    bool fightRound();
    bool setMeleeModifier(rules::brown::Side side, int modifier);
    bool recordMorale(bool attackerRetreats, bool defenderRetreats);
    bool endMelee();
    // The command line's melee: the melee of `attackerId` with `defenderId`
    // (begun here when the battle has none), its next round thrown with the
    // document's dice unless it awaits the morale checks, and the morale the
    // referee read (if given) after it; a melee that ends is ended. With
    // `apply` all of it is ONE step (one transaction); without, nothing is
    // written. Nothing when refused (lastError()).
    struct MeleeDecisions
    {
        std::optional<int> attackerModifier; // before the round
        std::optional<int> defenderModifier;
        struct Morale
        {
            bool attackerRetreats = false;
            bool defenderRetreats = false;
        };
        std::optional<Morale> morale;
    };
    struct MeleeResolution
    {
        rules::brown::MeleeRecord melee; // as this step leaves it
        QList<rules::brown::MeleeRound> rounds; // thrown in this step
        bool started = false;
        bool ended = false;
        QList<journal::JournalEvent> events;
        bool applied = false;
    };
    std::optional<MeleeResolution> resolveMelee(const QString &attackerId, const QString &defenderId,
                                                const MeleeDecisions &decisions, bool apply);

private:
    struct Play
    {
        int turn = 0;
        std::optional<rules::brown::ChargeRecord> charge;
        std::optional<rules::brown::MeleeRecord> melee;
        QStringList generalOrders;
    };
    rules::brown::TableCharge::PlayFacts factsFor(const Play &play, const QString &targetId) const;
    // B-30: the ground an applied charge's attacker occupies (the defender's
    // footprint before its retreat); nothing when the record does not know it.
    std::optional<table::Footprint> groundOf(const rules::brown::ChargeRecord &record) const;
    // The targets an applied record offers (its Apply step's candidates,
    // still on the table, within reach).
    QList<rules::brown::ChargeProcedure::PursuitCandidate> offeredBy(const rules::brown::ChargeRecord &record) const;
    // The continued charge's situation against `targetId`: In Smoke, from the ground held.
    rules::brown::TableCharge::Result continuedSituation(const Play &play, const QString &targetId) const;
    // The General Order marks as one step's part: the events and the play.
    bool markGeneralOrder(Play &play, const QString &unitId, bool underOrder, journal::EventList &events) const;
    const Play &play() const;
    store::PlayRecord recordOf(const Play &play) const;
    journal::JournalEvent turnBegins(int turn) const;
    bool chargeStep(Step step, const QString &text);
    // A resolved charge put onto the table: the state of play, the table and
    // the entries of that step (nothing pushed yet).
    struct Applied
    {
        Play play;
        std::optional<table::Scenario> table;
        QList<journal::JournalEvent> events;
        QString text;
    };
    std::optional<Applied> applied(const Play &from, bool applySuggested);
    rules::brown::MeleeRecord meleeOf(const table::Scenario &scenario, const table::Unit &attacker,
                                      const table::Unit &defender, int turn) const;

    rules::brown::HouseRules mRules;
    // The state of play as last read, and the procedure it replays to.
    mutable std::optional<store::PlayRecord> mCachedRecord;
    mutable Play mCached;
    mutable std::unique_ptr<rules::brown::ChargeProcedure> mProcedure;
    mutable journal::EventList mDiscard;
};

} // namespace vedette

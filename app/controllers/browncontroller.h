#pragma once

#include "controllers/battlecontroller.h"

#include "rules/brown/chargerecord.h"
#include "rules/brown/houserules.h"
#include "rules/brown/meleerecord.h"

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
// (each only while there is one); turn 0 is set-up, Next Turn counts up.
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

    // --- Turns ---------------------------------------------------------------
    int turn() const;
    // Ends the set-up or the turn: "Turn N begins."
    bool nextTurn();

    // --- The charge ----------------------------------------------------------
    // Why `attacker` cannot charge `target` now; empty when it may.
    QString refusalFor(const QString &attackerId, const QString &targetId) const;
    // The charge in progress (declared, possibly applied), or nothing.
    const rules::brown::ChargeRecord *charge() const;
    // The procedure as the charge's steps left it (for the panel's odds,
    // modifiers and the next step); null without a charge.
    const rules::brown::ChargeProcedure *procedure() const;
    bool chargeApplied() const;

    // Reads the charge off the table and logs the declaration (or the
    // refusal); replaces a charge not yet applied. A charge in the set-up
    // begins turn 1 (in the same step).
    bool declare(const QString &attackerId, const QString &targetId);
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
    };
    struct Resolution
    {
        rules::brown::ChargeOutcome outcome;
        QList<journal::JournalEvent> events;
        bool applied = false;
    };
    std::optional<Resolution> resolve(const QString &attackerId, const QString &targetId, const AutoDecisions &decisions,
                                      bool apply);
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

private:
    struct Play
    {
        int turn = 0;
        std::optional<rules::brown::ChargeRecord> charge;
        std::optional<rules::brown::MeleeRecord> melee;
    };
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

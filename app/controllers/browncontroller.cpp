#include "browncontroller.h"

#include "commands/commandids.h"
#include "document/campaign.h"
#include "document/diceservice.h"
#include "document/document.h"
#include "store/campaignstore.h"

#include "rules/brown/chargeapplication.h"
#include "rules/brown/inches.h"
#include "rules/brown/refusal.h"
#include "rules/brown/tablecharge.h"
#include "rules/brown/troop.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace vedette {

namespace brown = rules::brown;
using Kind = brown::ChargeRecord::Step::Kind;

BrownController::BrownController(Document *document)
    : BattleController(document, table::RuleSystem::Brown)
{
    loadHouseRules();
    connect(document->campaign(), &Campaign::opened, this, &BrownController::loadHouseRules);
    connect(document->campaign(), &Campaign::closed, this, &BrownController::loadHouseRules);
}

BrownController::~BrownController() = default;

// --- House rules ---------------------------------------------------------------

bool BrownController::setHouseRules(const brown::HouseRules &rules)
{
    if (rules == mRules)
        return true;
    journal::JournalEvent event;
    event.kind = u"brown.house-rules"_s;
    event.summary = tr("Brown's house rules changed.");
    event.detail = QJsonObject{{u"before"_s, mRules.toJson()}, {u"after"_s, rules.toJson()}};
    // The campaign keeps its house rules, so they hold when it is opened
    // again: the rules and the entry that reports them are one transaction,
    // and a campaign that refuses them (read-only, a failed write) keeps the old.
    if (!document()->record(event, store::HouseRulesWrite{u"brown"_s, rules.toJson(), 0}))
        return refuse(document()->lastError());
    mRules = rules;
    emit changed();
    return true;
}

void BrownController::loadHouseRules()
{
    store::CampaignStore *store = document()->campaign()->store();
    const QJsonObject json = store ? store->houseRules(u"brown"_s) : QJsonObject();
    brown::HouseRules rules;
    if (!json.isEmpty()) {
        if (const std::optional<brown::HouseRules> stored = brown::HouseRules::fromJson(json))
            rules = *stored;
    }
    if (rules == mRules)
        return;
    mRules = rules;
    emit changed();
}

std::optional<table::Length> BrownController::moveAllowance(const QString &unitId) const
{
    const table::Unit *unit = document()->scenario().unit(unitId);
    if (!available() || !unit)
        return std::nullopt;
    const std::optional<double> inches = mRules.moveAllowanceInches(*unit);
    if (!inches)
        return std::nullopt;
    return table::Length::fromInches(*inches);
}

// --- State of play -------------------------------------------------------------

const BrownController::Play &BrownController::play() const
{
    const store::PlayRecord &record = document()->play();
    if (mCachedRecord && *mCachedRecord == record)
        return mCached;
    mCachedRecord = record;
    mCached = Play();
    mProcedure.reset();
    mCached.turn = record.turn;
    // A damaged record leaves the battle without a charge rather than
    // without a table: the referee declares it again (the log has the rolls).
    if (record.state.contains(u"charge"_s)) {
        mCached.charge = brown::ChargeRecord::fromJson(record.state.value(u"charge"_s).toObject());
        if (mCached.charge)
            mProcedure = mCached.charge->replay(mDiscard);
        mDiscard.clear();
    }
    if (record.state.contains(u"melee"_s))
        mCached.melee = brown::MeleeRecord::fromJson(record.state.value(u"melee"_s).toObject());
    for (const QJsonValue &id : record.state.value(u"generalOrders"_s).toArray())
        if (id.isString() && !mCached.generalOrders.contains(id.toString()))
            mCached.generalOrders.append(id.toString());
    return mCached;
}

store::PlayRecord BrownController::recordOf(const Play &next) const
{
    store::PlayRecord record = playRecord();
    record.turn = next.turn;
    record.phase = next.turn == 0 ? u"set-up"_s : u"play"_s;
    record.side.clear();
    record.clockMinutes.reset();
    record.version = 1;
    QJsonObject state;
    if (next.charge)
        state.insert(u"charge"_s, next.charge->toJson());
    if (next.melee)
        state.insert(u"melee"_s, next.melee->toJson());
    if (!next.generalOrders.isEmpty())
        state.insert(u"generalOrders"_s, QJsonArray::fromStringList(next.generalOrders));
    record.state = state;
    return record;
}

int BrownController::turn() const
{
    return play().turn;
}

bool BrownController::nextTurn()
{
    Play next = play();
    next.turn += 1;
    return step(tr("Next Turn"), recordOf(next), std::nullopt, {turnBegins(next.turn)});
}

journal::JournalEvent BrownController::turnBegins(int turn) const
{
    journal::JournalEvent event;
    event.kind = u"brown.turn"_s;
    event.turn = turn;
    event.summary = turn == 1 ? tr("The set-up is over: turn 1 begins.") : tr("Turn %1 begins.").arg(turn);
    event.detail = QJsonObject{{u"turn"_s, turn}};
    return event;
}

// --- What the battle knows of each unit ----------------------------------------

bool BrownController::underGeneralOrder(const QString &unitId) const
{
    return play().generalOrders.contains(unitId);
}

brown::TableCharge::PlayFacts BrownController::factsFor(const Play &p, const QString &targetId) const
{
    brown::TableCharge::PlayFacts facts;
    facts.defenderUnderGeneralOrder = p.generalOrders.contains(targetId);
    return facts;
}

bool BrownController::markGeneralOrder(Play &next, const QString &unitId, bool underOrder,
                                       journal::EventList &events) const
{
    const table::Unit *unit = document()->scenario().unit(unitId);
    if (!unit)
        return false;
    if (next.generalOrders.contains(unitId) == underOrder)
        return true;
    if (underOrder)
        next.generalOrders.append(unitId);
    else
        next.generalOrders.removeAll(unitId);
    journal::JournalEvent event;
    event.kind = u"brown.general-order"_s;
    event.turn = next.turn;
    event.actors = {unitId};
    event.summary = underOrder ? tr("%1 holds under a General Order.").arg(unit->name())
                               : tr("%1 is no longer under a General Order.").arg(unit->name());
    event.detail = QJsonObject{{u"underOrder"_s, underOrder}};
    events.append(event);
    return true;
}

bool BrownController::setGeneralOrder(const QString &unitId, bool underOrder)
{
    if (!ensureAvailable())
        return false;
    const table::Unit *unit = document()->scenario().unit(unitId);
    if (!unit)
        return refuse(tr("There is no unit \"%1\" on the table.").arg(unitId));
    Play next = play();
    if (next.generalOrders.contains(unitId) == underOrder)
        return true;
    journal::EventList events;
    markGeneralOrder(next, unitId, underOrder, events);
    // The charge on this unit not yet rolled follows the mark (same step).
    const brown::ChargeProcedure *running = procedure();
    if (next.charge && running && !next.charge->isApplied() && next.charge->situation.defender.id == unitId
        && !running->outcome().reading && !running->isRefused()) {
        if (const brown::Modifier *line = running->modifiers().find(u"defender.general-order"_s)) {
            Step change;
            change.kind = Kind::Modifier;
            change.modifier = line->id;
            change.enabled = underOrder;
            change.value = line->value;
            QString error;
            const std::optional<brown::ChargeRecord> after =
                next.charge->then(change, document()->dice()->source(), events, &error);
            if (!after)
                return refuse(error);
            next.charge = *after;
        }
    }
    return step(underOrder ? tr("General Order: %1").arg(unit->name()) : tr("No General Order: %1").arg(unit->name()),
                recordOf(next), std::nullopt, events.events());
}

// --- The charge ----------------------------------------------------------------

QString BrownController::refusalFor(const QString &attackerId, const QString &targetId) const
{
    if (!available())
        return unavailableReason();
    const brown::TableCharge::Result found =
        brown::TableCharge::situation(document()->scenario(), attackerId, targetId, mRules, factsFor(play(), targetId));
    if (!found)
        return found.errorString;
    return brown::refusalReason(*found.situation, mRules);
}

const brown::ChargeRecord *BrownController::charge() const
{
    const Play &p = play();
    return p.charge ? &*p.charge : nullptr;
}

const brown::ChargeProcedure *BrownController::procedure() const
{
    play();
    return mProcedure.get();
}

bool BrownController::chargeApplied() const
{
    const brown::ChargeRecord *record = charge();
    return record && record->isApplied();
}

bool BrownController::declare(const QString &attackerId, const QString &targetId)
{
    if (!ensureAvailable())
        return false;
    Play next = play();
    journal::EventList events;
    // A charge ends the set-up: the battle is in its first turn.
    if (next.turn == 0) {
        next.turn = 1;
        events.append(turnBegins(1));
    }
    const brown::TableCharge::Result found =
        brown::TableCharge::situation(document()->scenario(), attackerId, targetId, mRules, factsFor(next, targetId));
    if (!found)
        return refuse(found.errorString);
    next.charge = brown::ChargeRecord::declare(*found.situation, mRules, next.turn, events);
    return step(tr("Declare Charge: %1 on %2").arg(found.situation->attacker.name, found.situation->defender.name),
                recordOf(next), std::nullopt, events.events());
}

QStringList BrownController::chargeableTargets(const QString &attackerId) const
{
    if (!available())
        return {};
    return brown::TableCharge::chargeableTargets(document()->scenario(), attackerId, mRules);
}

QStringList BrownController::attackers() const
{
    QStringList ids;
    if (!available())
        return ids;
    for (const table::Unit &unit : document()->scenario().units()) {
        const brown::TroopType type = brown::troopTypeOf(unit.arm(), unit.horseWeight(), unit.dragoonsMounted());
        if (unit.isOnTable() && mRules.chargeReach(type) > 0.0)
            ids.append(unit.id());
    }
    return ids;
}

QString BrownController::defaultAttacker() const
{
    const QStringList ids = attackers();
    for (const QString &id : ids) {
        if (!defaultTarget(id).isEmpty())
            return id;
    }
    return ids.value(0);
}

bool BrownController::resolveToDecision(const QString &attackerId, const QString &targetId, std::optional<int> decision)
{
    if (!ensureAvailable())
        return false;
    Play next = play();
    journal::EventList events;
    const bool running = next.charge && !next.charge->isApplied() && next.charge->situation.attacker.id == attackerId
        && next.charge->situation.defender.id == targetId;
    brown::ChargeRecord record;
    QString text;
    if (running) {
        record = *next.charge;
        text = tr("Resolve Charge: %1 on %2").arg(record.situation.attacker.name, record.situation.defender.name);
    } else {
        if (next.turn == 0) {
            next.turn = 1;
            events.append(turnBegins(1));
        }
        const brown::TableCharge::Result found = brown::TableCharge::situation(document()->scenario(), attackerId, targetId,
                                                                               mRules, factsFor(next, targetId));
        if (!found)
            return refuse(found.errorString);
        record = brown::ChargeRecord::declare(*found.situation, mRules, next.turn, events);
        text = tr("Declare and Resolve Charge: %1 on %2").arg(found.situation->attacker.name, found.situation->defender.name);
    }
    // Every step that asks for no decision, with the document's dice; the
    // first decision is the referee's answer given with the click, if any.
    bool answered = decision.has_value();
    const int answer = decision.value_or(0);
    for (int guard = 0; guard < 100; ++guard) {
        journal::EventList discard;
        const std::unique_ptr<brown::ChargeProcedure> now = record.replay(discard);
        if (!now)
            return refuse(tr("The charge could not be replayed."));
        Step stepToTake;
        switch (now->step()) {
        case brown::ChargeProcedure::Step::Activation: stepToTake.kind = Kind::Activation; break;
        case brown::ChargeProcedure::Step::FireDiscipline: stepToTake.kind = Kind::FireDiscipline; break;
        case brown::ChargeProcedure::Step::ChargeRoll: stepToTake.kind = Kind::ChargeRoll; break;
        case brown::ChargeProcedure::Step::RideDown: stepToTake.kind = Kind::RideDown; break;
        case brown::ChargeProcedure::Step::Surrender: stepToTake.kind = Kind::Surrender; break;
        case brown::ChargeProcedure::Step::Evade:
            stepToTake.kind = Kind::Evade;
            stepToTake.value = answer > 0 ? 1 : 0;
            break;
        case brown::ChargeProcedure::Step::ClosingCasualties:
            stepToTake.kind = Kind::ClosingCasualties;
            stepToTake.value = answer;
            if (answered && (answer < 0 || answer > 100 || answer % 10 != 0))
                return refuse(tr("Closing casualties come in 10% steps from 0% to 100%, not %1%.").arg(answer));
            break;
        case brown::ChargeProcedure::Step::Done: break;
        }
        const bool decides = now->step() == brown::ChargeProcedure::Step::Evade
            || now->step() == brown::ChargeProcedure::Step::ClosingCasualties;
        if (now->step() == brown::ChargeProcedure::Step::Done || now->isRefused() || (decides && !answered))
            break;
        if (decides)
            answered = false; // the next decision is the referee's again
        QString error;
        std::optional<brown::ChargeRecord> after;
        try {
            after = record.then(stepToTake, document()->dice()->source(), events, &error);
        } catch (const dice::DiceUnavailable &) {
            return refuse(tr("Roll cancelled; nothing happened."));
        }
        if (!after)
            return refuse(error);
        record = *after;
    }
    if (running && events.events().isEmpty())
        return refuse(tr("The charge waits for the referee's decision."));
    next.charge = record;
    return step(text, recordOf(next), std::nullopt, events.events());
}

bool BrownController::chargeStep(Step stepToTake, const QString &text)
{
    if (!ensureAvailable())
        return false;
    Play next = play();
    if (!next.charge)
        return refuse(tr("No charge is declared."));
    journal::EventList events;
    QString error;
    std::optional<brown::ChargeRecord> after;
    try {
        after = next.charge->then(stepToTake, document()->dice()->source(), events, &error);
    } catch (const dice::DiceUnavailable &) {
        return refuse(tr("Roll cancelled; the step can be thrown again."));
    }
    if (!after)
        return refuse(error);
    next.charge = *after;
    return step(text, recordOf(next), std::nullopt, events.events(),
                stepToTake.kind == Kind::Modifier || stepToTake.kind == Kind::ResetModifier ? ChargeModifierCommandId : -1);
}

bool BrownController::advance(int value)
{
    const brown::ChargeProcedure *running = procedure();
    if (!running)
        return refuse(tr("No charge is declared."));
    Step next;
    QString text;
    switch (running->step()) {
    case brown::ChargeProcedure::Step::Activation:
        next.kind = Kind::Activation;
        text = tr("Activation roll");
        break;
    case brown::ChargeProcedure::Step::Evade:
        next.kind = Kind::Evade;
        next.value = value != 0 ? 1 : 0;
        text = tr("Evade decision");
        break;
    case brown::ChargeProcedure::Step::FireDiscipline:
        next.kind = Kind::FireDiscipline;
        text = tr("Fire Discipline roll");
        break;
    case brown::ChargeProcedure::Step::ClosingCasualties:
        if (value < 0 || value > 100 || value % 10 != 0)
            return refuse(tr("Closing casualties come in 10% steps from 0% to 100%, not %1%.").arg(value));
        next.kind = Kind::ClosingCasualties;
        next.value = value;
        text = tr("Closing casualties %1%").arg(value);
        break;
    case brown::ChargeProcedure::Step::ChargeRoll:
        next.kind = Kind::ChargeRoll;
        text = tr("Charge roll");
        break;
    case brown::ChargeProcedure::Step::RideDown:
        next.kind = Kind::RideDown;
        text = tr("Ride down roll");
        break;
    case brown::ChargeProcedure::Step::Surrender:
        next.kind = Kind::Surrender;
        text = tr("Surrender roll");
        break;
    case brown::ChargeProcedure::Step::Done:
        return refuse(tr("The charge is resolved: apply it to the table or finish it."));
    }
    return chargeStep(next, text);
}

bool BrownController::setModifier(const QString &id, bool enabled, int value)
{
    if (value < -50 || value > 50)
        return refuse(tr("A modifier must be from -50 to 50, not %1.").arg(value));
    Step next;
    next.kind = Kind::Modifier;
    next.modifier = id;
    next.enabled = enabled;
    next.value = value;
    return chargeStep(next, tr("Charge modifiers"));
}

bool BrownController::resetModifier(const QString &id)
{
    Step next;
    next.kind = Kind::ResetModifier;
    next.modifier = id;
    return chargeStep(next, tr("Charge modifiers"));
}

std::optional<BrownController::Applied> BrownController::applied(const Play &from, bool applySuggested)
{
    if (!from.charge)
        return refuse(tr("No charge is declared.")), std::nullopt;
    if (from.charge->isApplied())
        return refuse(tr("This charge is already on the table.")), std::nullopt;
    journal::EventList discard;
    const std::unique_ptr<brown::ChargeProcedure> running = from.charge->replay(discard);
    if (!running || running->step() != brown::ChargeProcedure::Step::Done)
        return refuse(tr("The charge is not resolved yet.")), std::nullopt;
    const brown::ChargeOutcome &outcome = running->outcome();
    const brown::ChargeRecord &record = *from.charge;
    const QString attackerId = record.situation.attacker.id;
    const QString defenderId = record.situation.defender.id;
    const table::Scenario &scenario = document()->scenario();
    const bool onTable = scenario.unit(attackerId) && scenario.unit(defenderId);
    const bool resolved = outcome.ending == brown::ChargeOutcome::Ending::Resolved
        || outcome.ending == brown::ChargeOutcome::Ending::Evaded;

    Applied result;
    result.play = from;
    result.text = outcome.reading ? tr("Charge: %1").arg(brown::Chart::text(*outcome.reading)) : tr("Charge");
    if (onTable && resolved) {
        const brown::ChargeApplication application =
            brown::ChargeApplication::of(scenario, attackerId, defenderId, outcome, applySuggested);
        result.table = scenario;
        result.table->updateUnit(application.attacker);
        result.table->updateUnit(application.defender);
        journal::JournalEvent event;
        event.kind = u"brown.apply"_s;
        event.turn = record.turn;
        event.actors = {attackerId, defenderId};
        // The result's own words end with their stop ("... may occupy.", "MELEE!").
        QString said = outcome.summary;
        if (!said.endsWith(u'.') && !said.endsWith(u'!'))
            said += u'.';
        QStringList parts{tr("The charge goes onto the table: %1").arg(said)};
        parts.append(application.notes);
        event.summary = parts.join(u' ');
        event.detail = QJsonObject{{u"suggestedMoves"_s, applySuggested},
                                   {u"attackerStrength"_s, application.attacker.strength()},
                                   {u"defenderStrength"_s, application.defender.strength()}};
        result.events.append(event);
    }
    Step applyStep;
    applyStep.kind = Kind::Apply;
    applyStep.value = applySuggested ? 1 : 0;
    if (result.table && outcome.ending == brown::ChargeOutcome::Ending::Resolved) {
        // docs/rules.md B-30: the position occupied is the ground the defender
        // held, measured before its retreat (the table as it is now).
        applyStep.candidates = brown::TableCharge::pursuitCandidates(scenario, attackerId, defenderId);
        const table::Unit *held = scenario.unit(defenderId);
        applyStep.ground = Step::Ground{held->position(), held->facing()};
    }
    journal::EventList stepEvents;
    QString error;
    const std::optional<brown::ChargeRecord> after =
        record.then(applyStep, document()->dice()->source(), stepEvents, &error);
    if (!after)
        return refuse(error), std::nullopt;
    result.play.charge = *after;
    result.events.append(stepEvents.events());
    // MELEE!: the melee is fought next; it begins in the same step.
    if (outcome.meleeBegins && result.table) {
        const table::Unit *a = result.table->unit(attackerId);
        const table::Unit *d = result.table->unit(defenderId);
        result.play.melee = meleeOf(*result.table, *a, *d, result.play.turn);
    }
    return result;
}

brown::MeleeRecord BrownController::meleeOf(const table::Scenario &scenario, const table::Unit &a, const table::Unit &d,
                                            int turn) const
{
    brown::MeleeRecord melee;
    melee.casualtyStepPercent = mRules.casualtyStepPercent;
    melee.turn = turn;
    // Block against block in a town: the stands of both blocks fight and
    // share the losses (townblock.h has the reading).
    const auto ta = brown::TableCharge::townBlock(scenario, a);
    const auto td = brown::TableCharge::townBlock(scenario, d);
    // docs/rules.md B-27: a unit without a melee modifier of its own fights
    // with its class's value from the house rules.
    if (ta && td) {
        melee.attacker = brown::MeleeFight::townFighter(*ta, brown::TableCharge::meleeModifier(a, mRules));
        melee.defender = brown::MeleeFight::townFighter(*td, brown::TableCharge::meleeModifier(d, mRules));
        melee.attackerTown = ta;
        melee.defenderTown = td;
    } else {
        melee.attacker = brown::MeleeFight::fighterOf(a, mRules);
        melee.defender = brown::MeleeFight::fighterOf(d, mRules);
    }
    return melee;
}

bool BrownController::apply(bool applySuggested)
{
    if (!ensureAvailable())
        return false;
    const std::optional<Applied> result = applied(play(), applySuggested);
    if (!result)
        return false;
    return step(result->text, recordOf(result->play), result->table, result->events);
}

std::optional<BrownController::Resolution> BrownController::resolve(const QString &attackerId, const QString &targetId,
                                                                    const AutoDecisions &decisions, bool applyResult)
{
    if (!ensureAvailable())
        return std::nullopt;
    Play next = play();
    journal::EventList events;
    // The referee's General Order marks come first, in the same step (B-13).
    for (const QString &id : decisions.generalOrders) {
        if (!markGeneralOrder(next, id, true, events))
            return refuse(tr("There is no unit \"%1\" on the table.").arg(id)), std::nullopt;
    }
    brown::TableCharge::Result found;
    if (!decisions.continueAgainst.isEmpty()) {
        // B-30: the battle's applied charge goes on against one of its offers.
        const brown::ChargeRecord *applied = next.charge ? &*next.charge : nullptr;
        if (!applied || !applied->isApplied() || applied->situation.attacker.id != attackerId
            || applied->situation.defender.id != targetId)
            return refuse(tr("Only an applied charge may continue: the battle has no applied charge of %1 on %2.")
                              .arg(attackerId, targetId)),
                   std::nullopt;
        const auto offered = offeredBy(*applied);
        if (std::none_of(offered.cbegin(), offered.cend(), [&](const auto &c) { return c.unitId == decisions.continueAgainst; }))
            return refuse(tr("This charge cannot continue against %1 (5\" or less from the position occupied, after a "
                             "result that allows pursuit).")
                              .arg(decisions.continueAgainst)),
                   std::nullopt;
        found = continuedSituation(next, decisions.continueAgainst);
    } else {
        if (next.turn == 0) {
            next.turn = 1;
            events.append(turnBegins(1));
        }
        found = brown::TableCharge::situation(document()->scenario(), attackerId, targetId, mRules,
                                              factsFor(next, targetId));
    }
    if (!found)
        return refuse(found.errorString), std::nullopt;
    brown::ChargeRecord record = brown::ChargeRecord::declare(*found.situation, mRules, next.turn, events);
    // The referee's overrides, before any die (they count at the chart roll).
    if (!brown::refusalReason(record.situation, mRules).isEmpty()) {
        // A refused charge has no modifiers to change.
    } else {
        for (const AutoDecisions::Override &o : decisions.overrides) {
            journal::EventList discard;
            const std::unique_ptr<brown::ChargeProcedure> now = record.replay(discard);
            const brown::Modifier *line = now ? now->modifiers().find(o.id) : nullptr;
            if (!line)
                return refuse(tr("There is no modifier \"%1\".").arg(o.id)), std::nullopt;
            Step change;
            change.kind = Kind::Modifier;
            change.modifier = o.id;
            change.enabled = o.enabled;
            change.value = o.value.value_or(line->value);
            if (change.value < -50 || change.value > 50)
                return refuse(tr("A modifier must be from -50 to 50, not %1.").arg(change.value)), std::nullopt;
            QString error;
            const std::optional<brown::ChargeRecord> after = record.then(change, document()->dice()->source(), events, &error);
            if (!after)
                return refuse(error), std::nullopt;
            record = *after;
        }
    }
    // Every decision the procedure asks for is taken from `decisions`; the
    // dice are the document's. Nothing is written until the end.
    for (;;) {
        journal::EventList discard;
        const std::unique_ptr<brown::ChargeProcedure> running = record.replay(discard);
        if (!running)
            return refuse(tr("The charge could not be replayed.")), std::nullopt;
        Step stepToTake;
        switch (running->step()) {
        case brown::ChargeProcedure::Step::Activation: stepToTake.kind = Kind::Activation; break;
        case brown::ChargeProcedure::Step::Evade:
            stepToTake.kind = Kind::Evade;
            stepToTake.value = decisions.evade ? 1 : 0;
            break;
        case brown::ChargeProcedure::Step::FireDiscipline: stepToTake.kind = Kind::FireDiscipline; break;
        case brown::ChargeProcedure::Step::ClosingCasualties:
            stepToTake.kind = Kind::ClosingCasualties;
            stepToTake.value = decisions.closingCasualtyPercent;
            break;
        case brown::ChargeProcedure::Step::ChargeRoll: stepToTake.kind = Kind::ChargeRoll; break;
        case brown::ChargeProcedure::Step::RideDown: stepToTake.kind = Kind::RideDown; break;
        case brown::ChargeProcedure::Step::Surrender: stepToTake.kind = Kind::Surrender; break;
        case brown::ChargeProcedure::Step::Done: break;
        }
        if (running->step() == brown::ChargeProcedure::Step::Done)
            break;
        QString error;
        std::optional<brown::ChargeRecord> after;
        try {
            after = record.then(stepToTake, document()->dice()->source(), events, &error);
        } catch (const dice::DiceUnavailable &) {
            return refuse(tr("The dice were withheld; nothing was written.")), std::nullopt;
        }
        if (!after)
            return refuse(error), std::nullopt;
        record = *after;
    }
    next.charge = record;
    Resolution resolution;
    {
        journal::EventList discard;
        const std::unique_ptr<brown::ChargeProcedure> done = record.replay(discard);
        resolution.modifiers = done->modifiers();
        resolution.outcome = done->outcome();
    }
    resolution.situation = record.situation;
    resolution.events = events.events();
    // Put on the table (in memory): what it writes with --apply, and the
    // continuation it offers either way.
    const std::optional<Applied> result = applied(next, decisions.applySuggested);
    if (!result)
        return std::nullopt;
    resolution.pursuit = offeredBy(*result->play.charge);
    if (!applyResult)
        return resolution;
    resolution.events.append(result->events);
    // The whole charge is one step of the referee: one transaction.
    if (!step(result->text, recordOf(result->play), result->table, resolution.events))
        return std::nullopt;
    resolution.applied = true;
    return resolution;
}

std::optional<table::Footprint> BrownController::groundOf(const brown::ChargeRecord &record) const
{
    if (!record.isApplied() || !record.steps.constLast().ground)
        return std::nullopt;
    const table::Unit *defender = document()->scenario().unit(record.situation.defender.id);
    if (!defender)
        return std::nullopt;
    table::Unit held = *defender;
    held.setPosition(record.steps.constLast().ground->position);
    held.setFacing(record.steps.constLast().ground->facing);
    return document()->scenario().footprint(held);
}

QList<brown::ChargeProcedure::PursuitCandidate> BrownController::offeredBy(const brown::ChargeRecord &record) const
{
    QList<brown::ChargeProcedure::PursuitCandidate> targets;
    if (!record.isApplied())
        return targets;
    journal::EventList discard;
    const std::unique_ptr<brown::ChargeProcedure> done = record.replay(discard);
    if (!done || !done->outcome().pursuitAllowed)
        return targets;
    // The candidates the Apply step offered (core's reach), still on the table.
    for (const brown::ChargeProcedure::PursuitCandidate &c : record.steps.constLast().candidates) {
        const table::Unit *unit = document()->scenario().unit(c.unitId);
        if (c.distanceInches <= brown::ChargeProcedure::pursuitReachInches && unit && unit->isOnTable())
            targets.append(c);
    }
    return targets;
}

QList<brown::ChargeProcedure::PursuitCandidate> BrownController::continuationTargets() const
{
    const brown::ChargeRecord *record = charge();
    if (!available() || !record)
        return {};
    return offeredBy(*record);
}

brown::TableCharge::Result BrownController::continuedSituation(const Play &p, const QString &targetId) const
{
    brown::TableCharge::PlayFacts facts = factsFor(p, targetId);
    facts.continued = true;
    // B-30: the attacker charges on from the ground it took.
    facts.occupied = groundOf(*p.charge);
    return brown::TableCharge::situation(document()->scenario(), p.charge->situation.attacker.id, targetId, mRules,
                                         facts);
}

bool BrownController::continueCharge(const QString &targetId)
{
    if (!ensureAvailable())
        return false;
    const QList<brown::ChargeProcedure::PursuitCandidate> targets = continuationTargets();
    const bool offered = std::any_of(targets.cbegin(), targets.cend(),
                                     [&](const brown::ChargeProcedure::PursuitCandidate &c) { return c.unitId == targetId; });
    if (!offered)
        return refuse(charge() && chargeApplied()
                          ? tr("This charge cannot continue against that unit (5\" or less from the position "
                               "occupied, after a result that allows pursuit).")
                          : tr("Apply a charge first: only an applied charge may continue."));
    Play next = play();
    const brown::TableCharge::Result found = continuedSituation(next, targetId);
    if (!found)
        return refuse(found.errorString);
    journal::EventList events;
    next.charge = brown::ChargeRecord::declare(*found.situation, mRules, next.turn, events);
    return step(tr("Continue Charge: %1 on %2").arg(found.situation->attacker.name, found.situation->defender.name),
                recordOf(next), std::nullopt, events.events());
}

bool BrownController::finishCharge()
{
    if (!ensureAvailable())
        return false;
    Play next = play();
    if (!next.charge)
        return true;
    QList<journal::JournalEvent> events;
    const brown::ChargeProcedure *running = procedure();
    if (!next.charge->isApplied() && running && running->step() != brown::ChargeProcedure::Step::Done) {
        journal::JournalEvent event;
        event.kind = u"brown.cancel"_s;
        event.turn = next.charge->turn;
        event.actors = {next.charge->situation.attacker.id, next.charge->situation.defender.id};
        event.summary = tr("Charge of %1 on %2 cancelled; nothing was applied to the table.")
                            .arg(next.charge->situation.attacker.name, next.charge->situation.defender.name);
        events.append(event);
    }
    next.charge.reset();
    return step(events.isEmpty() ? tr("Finish Charge") : tr("Cancel Charge"), recordOf(next), std::nullopt, events);
}

} // namespace vedette

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
    mCached.turnStart = record.state.value(u"turnStart"_s).toObject();
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
    if (!next.turnStart.isEmpty())
        state.insert(u"turnStart"_s, next.turnStart);
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
    // Standing Cav. counts from here: every unit stands where the turn found it.
    next.turnStart = positionsOf(document()->scenario());
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

// --- What the turn knows of each unit -------------------------------------------

QJsonObject BrownController::positionsOf(const table::Scenario &scenario)
{
    QJsonObject positions;
    for (const table::Unit &unit : scenario.units()) {
        if (unit.isOnTable())
            positions.insert(unit.id(), QJsonArray{unit.position().x(), unit.position().y(), unit.facing()});
    }
    return positions;
}

namespace {

// Whether `unit` left the place it held when the turn began (`turnStart`).
std::optional<bool> movedSince(const QJsonObject &turnStart, const table::Unit &unit)
{
    if (turnStart.isEmpty())
        return std::nullopt; // a battle saved before the turn's start was kept
    if (!turnStart.contains(unit.id()))
        return true; // it came onto the table this turn
    const QJsonArray at = turnStart.value(unit.id()).toArray();
    if (at.size() != 3)
        return std::nullopt;
    // A tenth of a millimetre or degree: what a stored double can blur, far
    // below any move a referee makes.
    constexpr double slack = 0.1;
    const double turned = std::abs(std::remainder(at.at(2).toDouble() - unit.facing(), 360.0));
    return std::abs(at.at(0).toDouble() - unit.position().x()) > slack
        || std::abs(at.at(1).toDouble() - unit.position().y()) > slack || turned > slack;
}

} // namespace

std::optional<bool> BrownController::movedThisTurn(const QString &unitId) const
{
    const Play &p = play();
    const table::Unit *unit = document()->scenario().unit(unitId);
    if (p.turn == 0 || !unit || !unit->isOnTable())
        return std::nullopt;
    return movedSince(p.turnStart, *unit);
}

bool BrownController::underGeneralOrder(const QString &unitId) const
{
    return play().generalOrders.contains(unitId);
}

brown::TableCharge::PlayFacts BrownController::factsFor(const Play &p, const QString &targetId) const
{
    brown::TableCharge::PlayFacts facts;
    if (const table::Unit *unit = document()->scenario().unit(targetId); unit && p.turn > 0)
        facts.defenderMovedThisTurn = movedSince(p.turnStart, *unit);
    facts.defenderUnderGeneralOrder = p.generalOrders.contains(targetId);
    return facts;
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
    if (underOrder)
        next.generalOrders.append(unitId);
    else
        next.generalOrders.removeAll(unitId);
    journal::EventList events;
    journal::JournalEvent event;
    event.kind = u"brown.general-order"_s;
    event.turn = next.turn;
    event.actors = {unitId};
    event.summary = underOrder ? tr("%1 holds under a General Order.").arg(unit->name())
                               : tr("%1 is no longer under a General Order.").arg(unit->name());
    event.detail = QJsonObject{{u"underOrder"_s, underOrder}};
    events.append(event);
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
        next.turnStart = positionsOf(document()->scenario());
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
    result.text = outcome.reading ? tr("Charge: %1").arg(brown::resultText(outcome.reading->result)) : tr("Charge");
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
        QStringList parts{tr("The charge goes onto the table: %1.").arg(outcome.summary)};
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
    if (result.table && outcome.ending == brown::ChargeOutcome::Ending::Resolved)
        applyStep.candidates = brown::TableCharge::pursuitCandidates(*result.table, attackerId, defenderId);
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
    if (ta && td) {
        melee.attacker = brown::MeleeFight::townFighter(*ta, a.meleeModifier());
        melee.defender = brown::MeleeFight::townFighter(*td, d.meleeModifier());
        melee.attackerTown = ta;
        melee.defenderTown = td;
    } else {
        melee.attacker = {a.id(), a.name(), a.meleeModifier(), a.startingStrength(), a.strength(), 0};
        melee.defender = {d.id(), d.name(), d.meleeModifier(), d.startingStrength(), d.strength(), 0};
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
    if (next.turn == 0) {
        next.turn = 1;
        next.turnStart = positionsOf(document()->scenario());
        events.append(turnBegins(1));
    }
    const brown::TableCharge::Result found =
        brown::TableCharge::situation(document()->scenario(), attackerId, targetId, mRules, factsFor(next, targetId));
    if (!found)
        return refuse(found.errorString), std::nullopt;
    brown::ChargeRecord record = brown::ChargeRecord::declare(*found.situation, mRules, next.turn, events);
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
        resolution.outcome = record.replay(discard)->outcome();
    }
    resolution.events = events.events();
    if (!applyResult)
        return resolution;
    const std::optional<Applied> result = applied(next, decisions.applySuggested);
    if (!result)
        return std::nullopt;
    resolution.events.append(result->events);
    // The whole charge is one step of the referee: one transaction.
    if (!step(result->text, recordOf(result->play), result->table, resolution.events))
        return std::nullopt;
    resolution.applied = true;
    return resolution;
}

QList<brown::ChargeProcedure::PursuitCandidate> BrownController::continuationTargets() const
{
    QList<brown::ChargeProcedure::PursuitCandidate> targets;
    const brown::ChargeRecord *record = charge();
    const brown::ChargeProcedure *done = procedure();
    if (!available() || !record || !record->isApplied() || !done || !done->outcome().pursuitAllowed)
        return targets;
    // The candidates the Apply step offered (core's reach), still on the table.
    for (const brown::ChargeProcedure::PursuitCandidate &c : record->steps.constLast().candidates) {
        const table::Unit *unit = document()->scenario().unit(c.unitId);
        if (c.distanceInches <= brown::ChargeProcedure::pursuitReachInches && unit && unit->isOnTable())
            targets.append(c);
    }
    return targets;
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
    const QString attackerId = next.charge->situation.attacker.id;
    brown::TableCharge::PlayFacts facts = factsFor(next, targetId);
    facts.continued = true;
    const brown::TableCharge::Result found =
        brown::TableCharge::situation(document()->scenario(), attackerId, targetId, mRules, facts);
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

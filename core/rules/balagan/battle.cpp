// Why one file of ~890 lines: Battle is the bound procedure of Balagan's rules
// (deployment, tests, actions, orders, generals, routs, army break) over one
// BattleState. Each step reads and writes the same state and journal entry
// shape; the pure parts already have their own files (combatanalysis,
// combatstatus, factor, movement, reachablearea). What is left is the order
// of the bound, which reads best in one place.

#include "battle.h"

#include "combatanalysis.h"

#include "movement.h"

#include "table/geometry.h"
#include "table/lengthformat.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLineF>

using namespace Qt::StringLiterals;
using namespace vedette::table;

namespace vedette::rules::balagan {

namespace {

// The translation context of this file, for Tr::tr() in free functions too
// (lupdate reads Tr::tr with this context; a free Tr::tr() helper it would not).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(vedette::rules::balagan::Battle)
};

dice::RollRecord record(const QString &purpose, int face, dice::DiceOrigin origin)
{
    return dice::RollRecord{purpose, {dice::DieRoll{dice::Die::d6(), face}}, origin};
}

QString signedNumber(int value)
{
    return value < 0 ? u"\u2212%1"_s.arg(-value) : u"+%1"_s.arg(value);
}

int routThreshold(const Unit &unit)
{
    return unit.arm() == Arm::Foot ? 4 : 2;
}

Order randomOrder(int face)
{
    return face <= 2 ? Order::Advance : face <= 4 ? Order::Hold : Order::Retreat;
}

} // namespace

QString actionId(Action action)
{
    switch (action) {
    case Action::ChangeFormation: return u"change-formation"_s;
    case Action::Withdraw: return u"withdraw"_s;
    case Action::FollowUp: return u"follow-up"_s;
    case Action::Charge: return u"charge"_s;
    case Action::Wheel: return u"wheel"_s;
    }
    return {};
}

QString actionName(Action action)
{
    switch (action) {
    case Action::ChangeFormation: return Tr::tr("Change formation, then half move");
    case Action::Withdraw: return Tr::tr("Withdraw from melee");
    case Action::FollowUp: return Tr::tr("Follow up melee");
    case Action::Charge: return Tr::tr("Charge into contact");
    case Action::Wheel: return Tr::tr("Move with a wheel or 180-degree turn");
    }
    return {};
}

Battle::Battle(Scenario scenario, HouseRules rules)
    : mScenario(std::move(scenario))
    , mRules(rules)
{
    for (const Side &side : mScenario.sides()) {
        mState.sideOrder.append(side.id);
        mState.startingUnits.insert(side.id, static_cast<int>(mScenario.unitsOfSide(side.id).size()));
    }
}

QString Battle::label(const QString &unitId) const
{
    const Unit *unit = mScenario.unit(unitId);
    return unit && !unit->name().isEmpty() ? unit->name() : unitId;
}

journal::JournalEvent Battle::event(const QString &kind, const QString &summary) const
{
    journal::JournalEvent entry;
    entry.kind = kind;
    entry.summary = summary;
    entry.turn = mState.bound;
    return entry;
}

QList<CombatStatus> Battle::combat() const
{
    return CombatAnalysis::analyse(mScenario, mRules, mState);
}

QList<CombatStatus> Battle::toTest() const
{
    QList<CombatStatus> result;
    for (CombatStatus &status : CombatAnalysis::analyse(mScenario, mRules, mState))
        if (status.inCombat() && status.sideId == mState.sideToMove())
            result.append(std::move(status));
    return result;
}

bool Battle::rollDeployment(const QString &sideId, dice::DiceSource &dice, journal::EventSink &sink)
{
    const QString purpose = Tr::tr("deployment");
    const int face = dice.roll(dice::Die::d6(), purpose);
    const bool column = face <= 3;
    if (column) {
        for (const Unit *unit : mScenario.unitsOfSide(sideId)) {
            Unit changed = *unit;
            changed.setFormation(unit->arm() == Arm::Artillery ? Formation::Limbered : Formation::ColumnOfMarch);
            mScenario.updateUnit(changed);
        }
    }
    const Side *side = mScenario.side(sideId);
    journal::JournalEvent entry = event(u"balagan.deployment"_s,
                                        column ? Tr::tr("%1 roll %2: all units start in column or limbered.")
                                                     .arg(side ? side->name : sideId).arg(face)
                                               : Tr::tr("%1 roll %2: deployed as they wish.").arg(side ? side->name : sideId).arg(face));
    entry.turn = 0;
    entry.rolls.append(record(purpose, face, dice.origin()));
    entry.detail = QJsonObject{{u"side"_s, sideId}, {u"roll"_s, face}, {u"column"_s, column}};
    sink.append(entry);
    return column;
}

void Battle::updateFog(journal::EventSink &sink)
{
    QSet<QString> firing;
    for (const CombatStatus &status : combat())
        if (status.underFire)
            for (const Firer &firer : status.firers)
                firing.insert(firer.unitId);
    const QList<Unit> units = mScenario.units();
    for (const Unit &unit : units) {
        if (firing.contains(unit.id()))
            layFog(unit, sink);
    }
}

void Battle::layFog(const Unit &unit, journal::EventSink &sink)
{
    const GroundScale scale = mScenario.groundScale();
    mState.units[unit.id()].lastFiredBound = mState.bound;
    const auto corners =
        geometry::fogZone(Footprint::of(unit, mRules.footprintSettings(mScenario.footprintSettings())), scale).corners();
    const QPolygonF outline(QList<QPointF>(corners.begin(), corners.end()));
    bool found = false;
    for (const FogZone &zone : mScenario.fogZones()) {
        if (zone.ownerUnitId != unit.id())
            continue;
        found = true;
        FogZone moved = zone;
        moved.outline = outline;
        mScenario.updateFogZone(moved);
    }
    if (!found) {
        FogZone zone{u"fog-%1"_s.arg(mState.nextFogNumber++), unit.id(), outline, mState.bound};
        mScenario.addFogZone(zone);
        journal::JournalEvent entry = event(u"balagan.fog"_s, Tr::tr("%1 fires: fog in front of it.").arg(label(unit.id())));
        entry.actors = {unit.id()};
        entry.detail = QJsonObject{{u"fog"_s, zone.id}, {u"placed"_s, true}};
        sink.append(entry);
    }
}

QList<MoraleResult> Battle::runMoralePhase(dice::DiceSource &dice, journal::EventSink &sink)
{
    QList<MoraleResult> results;
    if (mState.phase != BoundPhase::Morale)
        return results;
    updateFog(sink);
    for (const CombatStatus &status : toTest())
        if (mScenario.unit(status.unitId))
            results.append(testMorale(status.unitId, dice, sink));
    mState.phase = BoundPhase::Action;
    return results;
}

MoraleResult Battle::testMorale(const QString &unitId, dice::DiceSource &dice, journal::EventSink &sink)
{
    MoraleResult result;
    const Unit *found = mScenario.unit(unitId);
    if (!found || !found->isOnTable())
        return result; // a unit waiting to be deployed is in no combat
    const Unit unit = *found;
    const CombatStatus status = CombatAnalysis::analyseUnit(mScenario, mRules, mState, unitId);
    result.unitId = unitId;
    const QString purpose = Tr::tr("morale test of %1").arg(label(unitId));
    result.roll = dice.roll(dice::Die::d6(), purpose);
    result.factors = status.total();
    result.total = result.roll + result.factors;
    result.failed = result.total < 4;
    result.counters = unit.moraleCounters() + (result.failed ? 1 : 0);
    result.routed = result.counters >= routThreshold(unit);

    journal::JournalEvent entry = event(
        u"balagan.morale"_s,
        result.failed ? Tr::tr("%1 tests morale: %2 %3 = %4, fails (%n counter(s)).", nullptr, result.counters)
                            .arg(label(unitId))
                            .arg(result.roll)
                            .arg(signedNumber(result.factors))
                            .arg(result.total)
                      : Tr::tr("%1 tests morale: %2 %3 = %4, passes.")
                            .arg(label(unitId))
                            .arg(result.roll)
                            .arg(signedNumber(result.factors))
                            .arg(result.total));
    entry.actors = {unitId};
    entry.rolls.append(record(purpose, result.roll, dice.origin()));
    QJsonObject detail = status.toJson(mScenario.groundScale());
    detail.insert(u"roll"_s, result.roll);
    detail.insert(u"failed"_s, result.failed);
    detail.insert(u"counters"_s, result.counters);
    entry.detail = detail;
    sink.append(entry);

    if (result.failed) {
        mState.units[unitId].failedMoraleBound = mState.bound;
        Unit changed = unit;
        changed.setMoraleCounters(result.counters);
        mScenario.updateUnit(changed);
    }

    // An unmodified 1 kills the general with the unit.
    if (result.roll == 1) {
        for (const General &general : mScenario.generals()) {
            if (general.attachedUnitId != unitId)
                continue;
            const QString replacementPurpose = Tr::tr("replacement for %1").arg(general.name);
            const int face = dice.roll(dice::Die::d6(), replacementPurpose);
            result.generalKilled = general.id;
            result.replacementRating = face <= 3 ? -1 : 0;
            General successor = general;
            successor.rating = result.replacementRating;
            successor.name = Tr::tr("Successor of %1").arg(general.name);
            mScenario.updateGeneral(successor);
            journal::JournalEvent killed = event(
                u"balagan.general-killed"_s,
                Tr::tr("%1 is killed; his successor is rated %2 (roll %3).")
                    .arg(general.name, signedNumber(result.replacementRating)).arg(face));
            killed.actors = {unitId, general.id};
            killed.rolls.append(record(replacementPurpose, face, dice.origin()));
            killed.detail = QJsonObject{{u"general"_s, general.id}, {u"replacementRating"_s, result.replacementRating}};
            sink.append(killed);

            const QString orderPurpose = Tr::tr("orders after the death of %1").arg(general.name);
            const int orderFace = dice.roll(dice::Die::d6(), orderPurpose);
            result.randomOrder = randomOrder(orderFace);
            setDivisionOrder(*mScenario.unit(unitId), *result.randomOrder);
            journal::JournalEvent orders = event(u"balagan.orders"_s, Tr::tr("Random orders (roll %1): %2.")
                                                                          .arg(orderFace)
                                                                          .arg(orderName(*result.randomOrder)));
            orders.actors = {unitId};
            orders.rolls.append(record(orderPurpose, orderFace, dice.origin()));
            orders.detail = QJsonObject{{u"order"_s, orderId(*result.randomOrder)}, {u"cause"_s, u"general-killed"_s}};
            sink.append(orders);
            break;
        }
    }
    if (result.routed)
        rout(unitId, status.meleeEnemies, sink);
    return result;
}

void Battle::rout(const QString &unitId, const QStringList &meleeEnemies, journal::EventSink &sink)
{
    const Unit *unit = mScenario.unit(unitId);
    if (!unit)
        return;
    // Whoever it was in melee with may follow up in the next bound.
    for (const QString &enemy : meleeEnemies)
        mState.units[enemy].meleeEndedBound = mState.bound;
    const QString sideId = unit->sideId();
    journal::JournalEvent entry = event(u"balagan.rout"_s, Tr::tr("%1 routs and is removed.").arg(label(unitId)));
    entry.actors = {unitId};
    entry.detail = QJsonObject{{u"unit"_s, unitId}, {u"side"_s, sideId}};
    sink.append(entry);
    for (General general : mScenario.generals()) {
        if (general.attachedUnitId == unitId) {
            general.attachedUnitId.clear();
            mScenario.updateGeneral(general);
        }
    }
    for (const FogZone &zone : mScenario.fogZones())
        if (zone.ownerUnitId == unitId)
            mScenario.removeFogZone(zone.id);
    mScenario.removeUnit(unitId);
    mState.routed[sideId] += 1;
    mState.routedThisBound[sideId] += 1;
}

void Battle::setDivisionOrder(const Unit &unit, Order order)
{
    if (unit.divisionId().isEmpty()) {
        Unit changed = unit;
        changed.setOrder(order);
        mScenario.updateUnit(changed);
        return;
    }
    const QList<Unit> units = mScenario.units();
    for (Unit other : units) {
        if (other.sideId() == unit.sideId() && other.divisionId() == unit.divisionId()) {
            other.setOrder(order);
            mScenario.updateUnit(other);
        }
    }
}

ActionResult Battle::attemptAction(const QString &unitId, Action action, dice::DiceSource &dice,
                                   journal::EventSink &sink, const QString &chargeTargetId)
{
    ActionRequest request;
    request.unitId = unitId;
    request.action = action;
    request.targetId = chargeTargetId;
    return attemptAction(request, dice, sink);
}

ActionResult Battle::refuse(const QString &reason) const
{
    ActionResult result;
    result.allowed = false;
    result.reason = reason;
    return result;
}

QString Battle::refusal(const ActionRequest &request, const Unit &unit, const CombatStatus &status) const
{
    const UnitBattleState memory = mState.unit(unit.id());
    if (memory.actedBound == mState.bound)
        return Tr::tr("%1 has already attempted an action this bound.").arg(label(unit.id()));
    if (memory.movedBound == mState.bound)
        return Tr::tr("%1 has moved this bound: it cannot also attempt an action.").arg(label(unit.id()));
    // docs/rules.md M-33: a unit in melee fights only its melee.
    if (status.inMelee && request.action != Action::Withdraw && request.action != Action::FollowUp)
        return Tr::tr("%1 is in melee: it fights only its melee (withdraw or follow up) until the melee ends.")
            .arg(label(unit.id()));
    const MovementClass formed = movementClass(unit);
    switch (request.action) {
    case Action::ChangeFormation: {
        if (!request.formation)
            return Tr::tr("Choose the formation %1 is to take.").arg(label(unit.id()));
        if (!formationAllowed(unit.arm(), *request.formation) || *request.formation == Formation::Square
            || *request.formation == Formation::ClosedColumn)
            return Tr::tr("%1 cannot form %2.").arg(armName(unit.arm()), formationName(*request.formation).toLower());
        Unit changed = unit;
        changed.setFormation(*request.formation);
        if (unit.arm() == Arm::Dragoons) {
            if (request.mounted)
                changed.setDragoonsMounted(*request.mounted);
            else if (*request.formation != Formation::SingleLine)
                changed.setDragoonsMounted(true);
        }
        if (movementClass(changed).formation == formed.formation && changed.dragoonsMounted() == unit.dragoonsMounted())
            return Tr::tr("%1 is already in %2.").arg(label(unit.id()), formationName(formed.formation).toLower());
        return {};
    }
    case Action::Withdraw:
        if (!status.inMelee)
            return Tr::tr("%1 is not in melee: there is nothing to withdraw from.").arg(label(unit.id()));
        return {};
    case Action::FollowUp:
        if (!status.inMelee && !(memory.meleeEndedBound >= 0 && memory.meleeEndedBound == mState.bound - 1))
            return Tr::tr("%1 is not in melee, and no enemy left a melee with it last bound.").arg(label(unit.id()));
        return {};
    case Action::Charge: {
        if (unit.arm() == Arm::Artillery)
            return Tr::tr("Artillery cannot charge.");
        if (formed.formation != Formation::SingleLine && formed.formation != Formation::DoubleLine)
            return Tr::tr("Only a unit in line may charge.");
        const Unit *target = mScenario.unit(request.targetId);
        if (request.targetId.isEmpty() || !target)
            return Tr::tr("Name the enemy unit %1 charges.").arg(label(unit.id()));
        if (target->sideId() == unit.sideId())
            return Tr::tr("%1 is on the same side as %2.").arg(label(target->id()), label(unit.id()));
        if (!target->isOnTable())
            return Tr::tr("%1 is not on the table yet.").arg(label(target->id()));
        const movement::ChargeMove move = movement::chargeContact(mScenario, unit, *target, mRules);
        const GroundScale scale = mScenario.groundScale();
        Length reach = movement::allowance(unit, scale);
        if (unit.isMounted() && move.throughFog)
            reach += Length::fromPaces(200.0, scale);
        if (!(move.cost.mm() <= reach.mm() + geometry::touchTolerance))
            return move.cost.isFinite()
                ? Tr::tr("%1 is out of reach: contact costs %2 of an allowance of %3.")
                      .arg(label(target->id()), formatLength(move.cost, mScenario.displayUnits()),
                           formatLength(reach, mScenario.displayUnits()))
                : Tr::tr("%1 cannot reach %2: the way is impassable.").arg(label(unit.id()), label(target->id()));
        return {};
    }
    case Action::Wheel:
        return {};
    }
    return {};
}

ActionResult Battle::attemptAction(const ActionRequest &request, dice::DiceSource &dice, journal::EventSink &sink)
{
    const Unit *unit = mScenario.unit(request.unitId);
    if (!unit)
        return refuse(Tr::tr("No such unit."));
    if (!unit->isOnTable())
        return refuse(Tr::tr("%1 is not on the table yet: deploy it first.").arg(label(unit->id())));
    const CombatStatus status = CombatAnalysis::analyseUnit(mScenario, mRules, mState, unit->id());
    if (const QString reason = refusal(request, *unit, status); !reason.isEmpty())
        return refuse(reason);
    return resolveAction(request, status, dice, sink);
}

ActionResult Battle::resolveAction(const ActionRequest &request, const CombatStatus &status, dice::DiceSource &dice,
                                   journal::EventSink &sink)
{
    const QString unitId = request.unitId;
    ActionResult result;
    const Factor *general = status.factor(FactorKind::GeneralRating);
    result.modifier = (general ? general->value() : 0)
        + (mState.unit(unitId).failedMoraleBound == mState.bound ? -1 : 0);
    const QString purpose = Tr::tr("%1: %2").arg(label(unitId), actionName(request.action));
    result.roll = dice.roll(dice::Die::d6(), purpose);
    result.succeeded = result.roll + result.modifier >= 3;
    UnitBattleState &memory = mState.units[unitId];
    memory.actedBound = mState.bound;
    memory.action = actionId(request.action);
    memory.actionSucceeded = result.succeeded;

    journal::JournalEvent entry = event(u"balagan.action"_s,
                                        Tr::tr("%1 attempts %2: %3 %4, %5.")
                                            .arg(label(unitId), actionName(request.action).toLower())
                                            .arg(result.roll)
                                            .arg(signedNumber(result.modifier))
                                            .arg(result.succeeded ? Tr::tr("succeeds") : Tr::tr("nothing happens")));
    entry.actors = {unitId};
    if (!request.targetId.isEmpty())
        entry.actors.append(request.targetId);
    entry.rolls.append(record(purpose, result.roll, dice.origin()));
    QJsonObject detail{{u"action"_s, actionId(request.action)},
                       {u"roll"_s, result.roll},
                       {u"modifier"_s, result.modifier},
                       {u"succeeded"_s, result.succeeded}};
    if (!request.targetId.isEmpty())
        detail.insert(u"target"_s, request.targetId);
    if (request.formation)
        detail.insert(u"formation"_s, formationId(*request.formation));
    entry.detail = detail;
    sink.append(entry);
    if (result.succeeded)
        applyAction(request, result, dice, sink);
    return result;
}

void Battle::applyAction(const ActionRequest &request, ActionResult &result, dice::DiceSource &dice,
                         journal::EventSink &sink)
{
    const QString unitId = request.unitId;
    Unit unit = *mScenario.unit(unitId);
    const GroundScale scale = mScenario.groundScale();
    switch (request.action) {
    case Action::ChangeFormation: {
        unit.setFormation(*request.formation);
        if (unit.arm() == Arm::Dragoons) {
            if (request.mounted)
                unit.setDragoonsMounted(*request.mounted);
            else if (*request.formation != Formation::SingleLine)
                unit.setDragoonsMounted(true);
            // On foot they are always in single line.
            if (!unit.dragoonsMounted())
                unit.setFormation(Formation::SingleLine);
        }
        mScenario.updateUnit(unit);
        result.moveAllowance = movement::halfAllowance(unit, scale);
        journal::JournalEvent entry = event(
            u"balagan.formation"_s,
            Tr::tr("%1 forms %2%3 and may move %4.")
                .arg(label(unitId), formationName(unit.formation()).toLower(),
                     unit.arm() == Arm::Dragoons ? (unit.dragoonsMounted() ? Tr::tr(", mounted") : Tr::tr(", on foot")) : QString(),
                     formatLength(result.moveAllowance, mScenario.displayUnits())));
        entry.actors = {unitId};
        entry.detail = QJsonObject{{u"formation"_s, formationId(unit.formation())},
                                   {u"mounted"_s, unit.dragoonsMounted()},
                                   {u"halfMovePaces"_s, result.moveAllowance.paces(scale)}};
        sink.append(entry);
        return;
    }
    case Action::Withdraw: {
        // Its enemies may follow up in their next bound.
        const CombatStatus status = CombatAnalysis::analyseUnit(mScenario, mRules, mState, unitId);
        for (const QString &enemy : status.meleeEnemies)
            mState.units[enemy].meleeEndedBound = mState.bound;
        result.moveAllowance = movement::allowance(unit, scale);
        return;
    }
    case Action::FollowUp:
    case Action::Wheel:
        result.moveAllowance = movement::allowance(unit, scale);
        return;
    case Action::Charge:
        break;
    }

    // The charge: the target counts it in its next bound, and the charger closes.
    const Unit *target = mScenario.unit(request.targetId);
    mState.units[request.targetId].chargedBound = mState.bound;
    const movement::ChargeMove move = movement::chargeContact(mScenario, unit, *target, mRules);
    const Length allowance = movement::allowance(unit, scale);
    Length reach = allowance;
    // Horse wholly through fog rolls after moving: only when the allowance
    // falls short does the die decide anything, so only then is it thrown.
    if (move.cost.mm() > allowance.mm() + geometry::touchTolerance && unit.isMounted() && move.throughFog) {
        journal::EventList fog;
        result.fogExtraPaces = horseThroughFog(unitId, dice, fog);
        for (const journal::JournalEvent &told : fog.events()) {
            if (!told.rolls.isEmpty() && !told.rolls.first().dice.isEmpty())
                result.fogRoll = told.rolls.first().dice.first().face;
            sink.append(told);
        }
        reach += Length::fromPaces(result.fogExtraPaces, scale);
    }
    result.contact = move.cost.mm() <= reach.mm() + geometry::touchTolerance;
    QPointF end = move.position;
    if (!result.contact) {
        // As far as the allowance goes along the way (bad going paid for).
        const QPointF from = move.path.first();
        double reached = 0.0;
        double beyond = 1.0;
        for (int i = 0; i < 50; ++i) {
            const double middle = (reached + beyond) / 2.0;
            const QPointF at = from + (move.position - from) * middle;
            if (movement::cost(mScenario, unit, QPolygonF{from, at}).mm() <= reach.mm())
                reached = middle;
            else
                beyond = middle;
        }
        end = from + (move.position - from) * reached;
    }
    unit.setPosition(end);
    unit.setFacing(move.facing);
    mScenario.updateUnit(unit);
    UnitBattleState &memory = mState.units[unitId];
    memory.movedBound = mState.bound;
    memory.movedPaces = movement::cost(mScenario, unit, QPolygonF{move.path.first(), end}).paces(scale);
    journal::JournalEvent entry = event(
        u"balagan.charge"_s,
        result.contact ? Tr::tr("%1 charges into contact with %2 (%3).")
                             .arg(label(unitId), label(request.targetId),
                                  formatLength(Length::fromMm(QLineF(move.path.first(), end).length()), mScenario.displayUnits()))
                       : Tr::tr("%1 charges %2 but falls short after %3.")
                             .arg(label(unitId), label(request.targetId),
                                  formatLength(Length::fromMm(QLineF(move.path.first(), end).length()), mScenario.displayUnits())));
    entry.actors = {unitId, request.targetId};
    entry.detail = QJsonObject{{u"target"_s, request.targetId}, {u"contact"_s, result.contact},
                               {u"x"_s, end.x()}, {u"y"_s, end.y()}, {u"facing"_s, move.facing},
                               {u"throughFog"_s, move.throughFog}, {u"fogExtraPaces"_s, result.fogExtraPaces}};
    sink.append(entry);
}

MoveAllowance Battle::moveAllowance(const QString &unitId) const
{
    MoveAllowance allowance;
    const Unit *unit = mScenario.unit(unitId);
    if (!unit)
        return allowance;
    const GroundScale scale = mScenario.groundScale();
    const UnitBattleState memory = mState.unit(unitId);
    if (memory.movedBound == mState.bound)
        allowance.spent = Length::fromPaces(memory.movedPaces, scale);
    const Length full = movement::allowance(*unit, scale);
    if (memory.actedBound != mState.bound) {
        allowance.total = full;
        allowance.reason = full.mm() > 0.0 ? Tr::tr("Free move straight ahead.") : Tr::tr("Unlimbered artillery does not move.");
        return allowance;
    }
    if (!memory.actionSucceeded) {
        allowance.reason = Tr::tr("Its action failed: it stays where it is this bound.");
        return allowance;
    }
    if (memory.action == actionId(Action::ChangeFormation)) {
        allowance.total = movement::halfAllowance(*unit, scale);
        allowance.reason = Tr::tr("Changed formation: half a move.");
    } else if (memory.action == actionId(Action::Charge)) {
        allowance.reason = Tr::tr("It charged: that was its move.");
    } else {
        allowance.total = full;
        allowance.mayTurn = memory.action == actionId(Action::Wheel);
        allowance.reason = allowance.mayTurn ? Tr::tr("A move with a wheel or a turn.") : Tr::tr("A move out of or after the melee.");
    }
    return allowance;
}

void Battle::recordMove(const QString &unitId, Length cost)
{
    if (!mScenario.unit(unitId))
        return;
    UnitBattleState &memory = mState.units[unitId];
    if (memory.movedBound != mState.bound)
        memory.movedPaces = 0.0;
    memory.movedBound = mState.bound;
    memory.movedPaces += cost.paces(mScenario.groundScale());
}

ActionResult Battle::tryChangeOrders(const QString &generalId, Order order, dice::DiceSource &dice,
                                     journal::EventSink &sink)
{
    ActionResult result;
    const General *general = mScenario.general(generalId);
    if (!general) {
        result.allowed = false;
        result.reason = Tr::tr("No such general.");
        return result;
    }
    if (mState.ordersTried.contains(generalId)) {
        result.allowed = false;
        result.reason = Tr::tr("%1 has already tried this bound.").arg(general->name);
        return result;
    }
    mState.ordersTried.insert(generalId);
    result.modifier = general->rating;
    const QString purpose = Tr::tr("%1 changes orders").arg(general->name);
    result.roll = dice.roll(dice::Die::d6(), purpose);
    result.succeeded = result.roll + result.modifier >= 5;
    if (result.succeeded) {
        const QList<Unit> units = mScenario.units();
        for (Unit unit : units) {
            const bool his = general->divisionId.isEmpty() ? unit.id() == general->attachedUnitId
                                                           : unit.divisionId() == general->divisionId;
            if (unit.sideId() == general->sideId && his) {
                unit.setOrder(order);
                mScenario.updateUnit(unit);
            }
        }
    }
    journal::JournalEvent entry = event(u"balagan.orders"_s,
                                        Tr::tr("%1 tries to change orders to %2: %3 %4, %5.")
                                            .arg(general->name, orderName(order))
                                            .arg(result.roll)
                                            .arg(signedNumber(result.modifier))
                                            .arg(result.succeeded ? Tr::tr("changed") : Tr::tr("unchanged")));
    entry.actors = {generalId};
    entry.rolls.append(record(purpose, result.roll, dice.origin()));
    entry.detail = QJsonObject{{u"order"_s, orderId(order)}, {u"cause"_s, u"general-roll"_s},
                               {u"succeeded"_s, result.succeeded}};
    sink.append(entry);
    return result;
}

void Battle::deliverOrders(const QString &unitId, Order order, const QString &byWhom, journal::EventSink &sink)
{
    const Unit *unit = mScenario.unit(unitId);
    if (!unit)
        return;
    setDivisionOrder(*unit, order);
    journal::JournalEvent entry = event(u"balagan.orders"_s, Tr::tr("%1 reaches %2: orders are now %3.")
                                                                 .arg(byWhom, label(unitId), orderName(order)));
    entry.actors = {unitId};
    entry.detail = QJsonObject{{u"order"_s, orderId(order)}, {u"cause"_s, u"arrival"_s}, {u"by"_s, byWhom}};
    sink.append(entry);
}

QString Battle::generalArrives(const QString &generalId, const QString &unitId, Order order, journal::EventSink &sink)
{
    const General *general = mScenario.general(generalId);
    if (!general)
        return Tr::tr("No such general.");
    const Unit *unit = mScenario.unit(unitId);
    if (!unit || !unit->isOnTable())
        return Tr::tr("There is no unit %1 on the table.").arg(unitId);
    if (unit->sideId() != general->sideId)
        return Tr::tr("%1 cannot join %2: it is a unit of the enemy.").arg(general->name, label(unitId));
    if (!general->commanderInChief && !general->divisionId.isEmpty() && unit->divisionId() != general->divisionId)
        return Tr::tr("%1 commands division %2; %3 is not of it.").arg(general->name, general->divisionId, label(unitId));
    General joined = *general;
    joined.attachedUnitId = unitId;
    joined.position = unit->position();
    mScenario.updateGeneral(joined);
    deliverOrders(unitId, order, joined.name, sink);
    return {};
}

bool Battle::messengerRides(const QString &messengerName, dice::DiceSource &dice, journal::EventSink &sink)
{
    const QString purpose = Tr::tr("%1 rides").arg(messengerName);
    const int face = dice.roll(dice::Die::d6(), purpose);
    const bool killed = face == 1;
    journal::JournalEvent entry = event(u"balagan.messenger"_s,
                                        killed ? Tr::tr("%1 is killed (roll 1); a replacement may be sent.").arg(messengerName)
                                               : Tr::tr("%1 rides on (roll %2).").arg(messengerName).arg(face));
    entry.rolls.append(record(purpose, face, dice.origin()));
    entry.detail = QJsonObject{{u"messenger"_s, messengerName}, {u"killed"_s, killed}};
    sink.append(entry);
    return killed;
}

QString Battle::sendMessenger(const QString &generalId, const QString &targetUnitId, Order order,
                              journal::EventSink &sink)
{
    const General *general = mScenario.general(generalId);
    const Unit *target = mScenario.unit(targetUnitId);
    if (!general || !target || target->sideId() != general->sideId || !target->isOnTable())
        return {};
    std::optional<QPointF> start = general->position;
    if (!start) {
        if (const Unit *with = mScenario.unit(general->attachedUnitId); with && with->isOnTable())
            start = with->position();
    }
    if (!start)
        return {};
    Messenger messenger;
    messenger.id = mScenario.freshId(u"messenger-"_s);
    messenger.sideId = general->sideId;
    int number = 1;
    for (const Messenger &other : mScenario.messengers())
        number += other.sideId == general->sideId ? 1 : 0;
    messenger.name = Tr::tr("Messenger %1 of %2").arg(number).arg(general->name);
    messenger.fromGeneralId = generalId;
    messenger.targetUnitId = targetUnitId;
    messenger.order = order;
    messenger.position = *start;
    messenger.route = {*start};
    if (!mScenario.addMessenger(messenger))
        return {};
    journal::JournalEvent entry = event(u"balagan.messenger-sent"_s, Tr::tr("%1 sends %2 to %3: %4.")
                                                                         .arg(general->name, messenger.name,
                                                                              label(targetUnitId), orderName(order)));
    entry.actors = {generalId, targetUnitId};
    entry.detail = QJsonObject{{u"messenger"_s, messenger.id}, {u"order"_s, orderId(order)},
                               {u"target"_s, targetUnitId}, {u"from"_s, generalId}};
    sink.append(entry);
    return messenger.id;
}

MessengerRide Battle::advanceMessenger(const QString &messengerId, dice::DiceSource &dice, journal::EventSink &sink)
{
    MessengerRide ride;
    ride.messengerId = messengerId;
    const Messenger *current = mScenario.messenger(messengerId);
    if (!current || !current->riding())
        return ride;
    Messenger messenger = *current;
    ride.from = ride.to = messenger.position;
    ride.refusal = messengerPhaseRefusal(messenger.sideId);
    if (ride.refusal.isEmpty() && mState.messengersRidden.contains(messengerId))
        ride.refusal = Tr::tr("%1 has ridden this bound: he rides once a bound.").arg(messenger.name);
    if (!ride.refusal.isEmpty())
        return ride;
    // His bound's ride and death roll, whatever comes of them (waiting for
    // his unit to come back onto the table is his bound too).
    mState.messengersRidden.insert(messengerId);
    const Unit *target = mScenario.unit(messenger.targetUnitId);
    if (!target) {
        journal::JournalEvent entry = event(u"balagan.messenger"_s,
                                            Tr::tr("%1 has no one left to ride to and is stood down.").arg(messenger.name));
        entry.detail = QJsonObject{{u"messenger"_s, messenger.id}, {u"stood-down"_s, true}};
        sink.append(entry);
        mScenario.removeMessenger(messengerId);
        return ride;
    }
    if (!target->isOnTable()) {
        // His unit was taken back off the table: he waits for it, rolling nothing.
        journal::JournalEvent entry = event(u"balagan.messenger"_s,
                                            Tr::tr("%1 waits: %2 is not on the table.").arg(messenger.name, label(target->id())));
        entry.detail = QJsonObject{{u"messenger"_s, messenger.id}, {u"waiting"_s, true}};
        sink.append(entry);
        return ride;
    }
    const QPointF goal = target->position();
    const QString targetName = label(target->id());
    journal::EventList death;
    ride.killed = messengerRides(messenger.name, dice, death);
    for (const journal::JournalEvent &entry : death.events()) {
        if (!entry.rolls.isEmpty() && !entry.rolls.first().dice.isEmpty())
            ride.roll = entry.rolls.first().dice.first().face;
        journal::JournalEvent told = entry;
        told.detail.insert(u"id"_s, messenger.id);
        sink.append(told);
    }
    if (ride.killed) {
        messenger.killed = true;
        mScenario.updateMessenger(messenger);
        return ride;
    }
    ride.to = movement::messengerReach(mScenario, messenger.position, goal);
    ride.paces = Length::fromMm(QLineF(ride.from, ride.to).length()).paces(mScenario.groundScale());
    ride.arrived = QLineF(ride.to, goal).length() < 1e-6;
    messenger.position = ride.to;
    messenger.route.append(ride.to);
    messenger.delivered = ride.arrived;
    mScenario.updateMessenger(messenger);
    // The id from the local copy: delivering the orders rewrites the units.
    if (ride.arrived)
        deliverOrders(messenger.targetUnitId, messenger.order, messenger.name, sink);
    else {
        journal::JournalEvent entry = event(
            u"balagan.messenger-ride"_s,
            Tr::tr("%1 rides %2p towards %3, %4p still to go.")
                .arg(messenger.name)
                .arg(qRound(ride.paces))
                .arg(targetName)
                .arg(qRound(Length::fromMm(QLineF(ride.to, goal).length()).paces(mScenario.groundScale()))));
        entry.actors = {messenger.targetUnitId};
        entry.detail = QJsonObject{{u"messenger"_s, messenger.id}, {u"paces"_s, ride.paces},
                                   {u"x"_s, ride.to.x()}, {u"y"_s, ride.to.y()}};
        sink.append(entry);
    }
    return ride;
}

QString Battle::messengerPhaseRefusal(const QString &sideId) const
{
    // docs/rules.md M-28: a messenger moves in his side's bound, where its
    // units move: after its morale tests, once.
    if (mState.phase == BoundPhase::Over)
        return Tr::tr("The battle is over.");
    const Side *side = mScenario.side(sideId);
    const QString name = side ? side->name : sideId;
    if (mState.setUp)
        return Tr::tr("The battle is being set up: messengers ride from the first bound, in their side's movement.");
    if (sideId != mState.sideToMove()) {
        const Side *moving = mScenario.side(mState.sideToMove());
        return Tr::tr("The messengers of %1 ride in their own bound; this is the bound of %2.")
            .arg(name, moving ? moving->name : mState.sideToMove());
    }
    if (mState.phase == BoundPhase::Morale)
        return Tr::tr("The morale tests of this bound come first (Test all); then the messengers of %1 ride.").arg(name);
    return {};
}

QString Battle::messengersRefusal(const QString &sideId) const
{
    if (const QString why = messengerPhaseRefusal(sideId); !why.isEmpty())
        return why;
    const Side *side = mScenario.side(sideId);
    const QString name = side ? side->name : sideId;
    bool riding = false;
    for (const Messenger &messenger : mScenario.messengers()) {
        if (messenger.sideId != sideId || !messenger.riding())
            continue;
        if (!mState.messengersRidden.contains(messenger.id))
            return {};
        riding = true;
    }
    return riding ? Tr::tr("The messengers of %1 have ridden this bound: each rides once a bound.").arg(name)
                  : Tr::tr("No messenger of %1 is riding.").arg(name);
}

QList<MessengerRide> Battle::rideMessengers(const QString &sideId, dice::DiceSource &dice, journal::EventSink &sink)
{
    if (!messengersRefusal(sideId).isEmpty())
        return {};
    QStringList riding;
    for (const Messenger &messenger : mScenario.messengers())
        if (messenger.sideId == sideId && messenger.riding() && !mState.messengersRidden.contains(messenger.id))
            riding.append(messenger.id);
    QList<MessengerRide> rides;
    for (const QString &id : riding)
        rides.append(advanceMessenger(id, dice, sink));
    return rides;
}

double Battle::horseThroughFog(const QString &unitId, dice::DiceSource &dice, journal::EventSink &sink)
{
    const Unit *unit = mScenario.unit(unitId);
    if (!unit || !unit->isMounted())
        return 0.0;
    const QString purpose = Tr::tr("%1 through the fog").arg(label(unitId));
    const int face = dice.roll(dice::Die::d6(), purpose);
    const double extra = face >= 4 ? 200.0 : 0.0;
    journal::JournalEvent entry = event(u"balagan.fog-charge"_s,
                                        extra > 0 ? Tr::tr("%1 charges through the fog: roll %2, 200p further.").arg(label(unitId)).arg(face)
                                                  : Tr::tr("%1 charges through the fog: roll %2, no extra move.").arg(label(unitId)).arg(face));
    entry.actors = {unitId};
    entry.rolls.append(record(purpose, face, dice.origin()));
    entry.detail = QJsonObject{{u"extraPaces"_s, extra}};
    sink.append(entry);
    return extra;
}

void Battle::endBound(dice::DiceSource &dice, journal::EventSink &sink)
{
    if (mState.phase == BoundPhase::Over)
        return;
    // Fog: firing units keep (or get) theirs; the rest lift.
    updateFog(sink);
    const QList<FogZone> zones = mScenario.fogZones();
    for (const FogZone &zone : zones) {
        // Fog the referee laid by hand has no owner and stays until he lifts it.
        if (zone.ownerUnitId.isEmpty())
            continue;
        const bool owner = mScenario.unit(zone.ownerUnitId) != nullptr;
        if (owner && mState.unit(zone.ownerUnitId).lastFiredBound >= mState.bound)
            continue;
        mScenario.removeFogZone(zone.id);
        journal::JournalEvent entry = event(u"balagan.fog"_s, Tr::tr("The fog of %1 lifts.").arg(label(zone.ownerUnitId)));
        entry.actors = {zone.ownerUnitId};
        entry.detail = QJsonObject{{u"fog"_s, zone.id}, {u"placed"_s, false}};
        sink.append(entry);
    }
    // Army break.
    for (const QString &sideId : std::as_const(mState.sideOrder)) {
        const int routed = mState.routed.value(sideId);
        const int starting = mState.startingUnits.value(sideId);
        if (starting == 0 || routed * 2 < starting)
            continue;
        if (mState.breakRolled.contains(sideId) && mState.routedThisBound.value(sideId) == 0)
            continue;
        mState.breakRolled.insert(sideId);
        const Side *side = mScenario.side(sideId);
        const QString name = side ? side->name : sideId;
        const QString purpose = Tr::tr("army break of %1").arg(name);
        const int face = dice.roll(dice::Die::d6(), purpose);
        const bool broken = face <= 3;
        journal::JournalEvent entry = event(u"balagan.army-break"_s,
                                            broken ? Tr::tr("%1 have lost half their units: roll %2, the army routs and the battle is lost.").arg(name).arg(face)
                                                   : Tr::tr("%1 have lost half their units: roll %2, they fight on.").arg(name).arg(face));
        entry.rolls.append(record(purpose, face, dice.origin()));
        entry.detail = QJsonObject{{u"side"_s, sideId}, {u"routed"_s, routed}, {u"starting"_s, starting},
                                   {u"broken"_s, broken}};
        sink.append(entry);
        if (broken) {
            mState.lostSide = sideId;
            for (const Unit *unit : mScenario.unitsOfSide(sideId))
                mScenario.removeUnit(unit->id());
            mState.phase = BoundPhase::Over;
            return;
        }
    }
    mState.routedThisBound.clear();
    mState.ordersTried.clear();
    mState.messengersRidden.clear();
    const int finished = mState.bound;
    mState.bound += 1;
    mState.sideIndex = mState.sideOrder.isEmpty() ? 0 : (mState.sideIndex + 1) % mState.sideOrder.size();
    mState.phase = BoundPhase::Morale;
    const Side *next = mScenario.side(mState.sideToMove());
    journal::JournalEvent entry = event(u"balagan.bound"_s, Tr::tr("Bound %1 ends; %2, bound %3 of %4.")
                                                                .arg(finished)
                                                                .arg(mState.clockText())
                                                                .arg(mState.bound)
                                                                .arg(next ? next->name : mState.sideToMove()));
    entry.turn = finished;
    entry.detail = mState.toJson();
    sink.append(entry);
}

} // namespace vedette::rules::balagan

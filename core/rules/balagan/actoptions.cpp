// What the referee may do with the units of the side to move (docs/rules.md
// M-34): the options the bound offers and the act that does one of them.
// Both read the same checks, so what is offered is accepted and what is
// refused is never offered.

#include "actoptions.h"

#include "battle.h"
#include "combatanalysis.h"
#include "movement.h"

#include "table/geometry.h"
#include "table/lengthformat.h"
#include "table/movecheck.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QLineF>

#include <algorithm>
#include <cmath>
#include <numbers>

using namespace Qt::StringLiterals;
using namespace vedette::table;

namespace vedette::rules::balagan {

namespace {

// The translation context of this file, for Tr::tr() in free functions too
// (lupdate reads Tr::tr with this context; a free Tr::tr() helper it would not).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(vedette::rules::balagan::Act)
};

// A move shorter than this is no move (a hand's wobble, M-32).
constexpr double shortestMoveMm = 1.0;

// The formations a Balagan unit may stand in (docs/rules.md M-2).
const QList<Formation> &balaganFormations()
{
    static const QList<Formation> formations{Formation::SingleLine, Formation::DoubleLine, Formation::ColumnOfMarch,
                                             Formation::Limbered, Formation::Unlimbered};
    return formations;
}

QList<FormationChoice> choicesFor(const Unit &unit)
{
    QList<FormationChoice> choices;
    for (Formation formation : balaganFormations()) {
        if (!formationAllowed(unit.arm(), formation))
            continue;
        if (unit.arm() == Arm::Dragoons)
            choices.append({formation, true});
        else
            choices.append({formation, std::nullopt});
    }
    if (unit.arm() == Arm::Dragoons)
        choices.append({Formation::SingleLine, false});
    return choices;
}

// The faces of a d6 that reach 3 after `modifier` (docs/rules.md M-7).
int winningFaces(int modifier)
{
    return std::clamp(4 + modifier, 0, 6);
}

// The chance a unit whose factors total `factors` fails its morale test: 1d6 + factors below 4.
double failChance(int factors)
{
    return std::clamp(3 - factors, 0, 6) / 6.0;
}

QPointF forwardOf(double facing)
{
    const double radians = facing * std::numbers::pi / 180.0;
    return {std::sin(radians), -std::cos(radians)};
}

QString meleeRefusal(const QString &name)
{
    return Tr::tr("%1 is in melee: it fights only its melee (withdraw or follow up) until the melee ends.").arg(name);
}

} // namespace

QString actId(Act act)
{
    switch (act) {
    // The acts that are Balagan actions go by the action's own id.
    case Act::Charge: return actionId(Action::Charge);
    case Act::Fire: return u"fire"_s;
    case Act::ChangeFormation: return actionId(Action::ChangeFormation);
    case Act::Wheel: return actionId(Action::Wheel);
    case Act::Withdraw: return actionId(Action::Withdraw);
    case Act::FollowUp: return actionId(Action::FollowUp);
    case Act::Move: return u"move"_s;
    }
    return {};
}

QString actName(Act act)
{
    switch (act) {
    case Act::Charge: return actionName(Action::Charge);
    case Act::Fire: return Tr::tr("Fire");
    case Act::ChangeFormation: return actionName(Action::ChangeFormation);
    case Act::Wheel: return actionName(Action::Wheel);
    case Act::Withdraw: return actionName(Action::Withdraw);
    case Act::FollowUp: return actionName(Action::FollowUp);
    case Act::Move: return Tr::tr("Move straight ahead");
    }
    return {};
}

std::optional<Act> actFromId(QStringView id)
{
    for (Act act : allActs())
        if (actId(act) == id)
            return act;
    return std::nullopt;
}

const QList<Act> &allActs()
{
    static const QList<Act> acts{Act::Charge, Act::Fire, Act::ChangeFormation, Act::Wheel,
                                 Act::Withdraw, Act::FollowUp, Act::Move};
    return acts;
}

QString FormationChoice::id() const
{
    return mounted == false ? u"dismounted"_s : formationId(formation);
}

QString FormationChoice::name() const
{
    return mounted == false ? Tr::tr("On foot (single line)") : formationName(formation);
}

std::optional<FormationChoice> FormationChoice::fromId(QStringView id, Arm arm)
{
    if (id == u"dismounted") {
        if (arm != Arm::Dragoons)
            return std::nullopt;
        return FormationChoice{Formation::SingleLine, false};
    }
    bool ok = false;
    const Formation formation = formationFromId(id, &ok);
    if (!ok)
        return std::nullopt;
    return FormationChoice{formation, arm == Arm::Dragoons ? std::optional<bool>(true) : std::nullopt};
}

const ActOption *UnitOptions::find(Act act) const
{
    for (const ActOption &option : acts)
        if (option.act == act)
            return &option;
    return nullptr;
}

const UnitOptions *BoundOptions::unit(const QString &unitId) const
{
    for (const UnitOptions &options : units)
        if (options.unitId == unitId)
            return &options;
    return nullptr;
}

bool BoundOptions::offers(const QString &unitId, Act act, const QString &targetId) const
{
    const UnitOptions *options = unit(unitId);
    const ActOption *option = options ? options->find(act) : nullptr;
    return option && (targetId.isEmpty() || option->targets.contains(targetId));
}

// --- Battle: the checks ---------------------------------------------------------

ActionRequest Battle::actionRequest(const ActRequest &request) const
{
    ActionRequest action;
    action.unitId = request.unitId;
    action.targetId = request.targetId;
    switch (request.act) {
    case Act::Charge: action.action = Action::Charge; break;
    case Act::ChangeFormation: action.action = Action::ChangeFormation; break;
    case Act::Wheel: action.action = Action::Wheel; break;
    case Act::Withdraw: action.action = Action::Withdraw; break;
    case Act::FollowUp: action.action = Action::FollowUp; break;
    case Act::Fire:
    case Act::Move: break;
    }
    if (request.formation) {
        action.formation = request.formation->formation;
        action.mounted = request.formation->mounted;
    }
    return action;
}

QString Battle::boundRefusal(const Unit &unit) const
{
    if (mState.phase == BoundPhase::Over)
        return Tr::tr("The battle is over.");
    if (!unit.isOnTable())
        return Tr::tr("%1 is not on the table yet: deploy it first.").arg(label(unit.id()));
    if (unit.sideId() != mState.sideToMove()) {
        const Side *side = mScenario.side(mState.sideToMove());
        return Tr::tr("%1 is not of the side to move: this is the bound of %2.")
            .arg(label(unit.id()), side ? side->name : mState.sideToMove());
    }
    if (mState.setUp)
        return Tr::tr("The battle is being set up: the first bound begins with its morale tests (Test all).");
    if (mState.phase == BoundPhase::Morale)
        return Tr::tr("The morale tests of this bound come first (Test all).");
    return {};
}

QStringList Battle::fireTargets(const QString &unitId, const QList<CombatStatus> &combat) const
{
    // docs/rules.md M-13: the enemy units it has in its front arc and range,
    // not in melee (a unit in melee cannot be shot at), nearest first.
    QList<std::pair<double, QString>> found;
    for (const CombatStatus &status : combat) {
        if (!status.underFire)
            continue;
        for (const Firer &firer : status.firers)
            if (firer.unitId == unitId)
                found.append({firer.distance.mm(), status.unitId});
    }
    std::stable_sort(found.begin(), found.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    QStringList targets;
    for (const auto &[distance, id] : found)
        targets.append(id);
    return targets;
}

QString Battle::actRefusal(const ActRequest &request, const Unit &unit, const CombatStatus &status,
                           const QList<CombatStatus> &combat, bool withOrders) const
{
    const UnitBattleState memory = mState.unit(unit.id());
    switch (request.act) {
    case Act::Move: {
        // After a successful withdrawal or follow-up the unit moves out of or
        // on from the melee; otherwise a unit in melee does not move (M-33).
        const bool meleeMove = memory.actedBound == mState.bound && memory.actionSucceeded
            && (memory.action == actionId(Action::Withdraw) || memory.action == actionId(Action::FollowUp));
        if (status.inMelee && !meleeMove)
            return meleeRefusal(label(unit.id()));
        const MoveAllowance allowance = moveAllowance(unit.id());
        if (allowance.left().mm() < shortestMoveMm)
            return allowance.total.mm() < shortestMoveMm ? Tr::tr("%1 may not move: %2").arg(label(unit.id()), allowance.reason)
                                                         : Tr::tr("%1 has used its whole move this bound.").arg(label(unit.id()));
        const AheadMove ahead = moveAhead(unit.id(), allowance.left());
        if (ahead.distance.mm() < shortestMoveMm)
            return Tr::tr("%1 cannot move straight ahead: %2").arg(label(unit.id()), ahead.blocked);
        // docs/rules.md M-32: orders bind; the move is judged where it ends.
        return withOrders ? movement::orderRefusal(mScenario, unit, unit.position(), ahead.to) : QString();
    }
    case Act::Fire: {
        if (memory.fireRecordedBound == mState.bound)
            return Tr::tr("%1 has fired this bound.").arg(label(unit.id()));
        if (!CombatAnalysis::canFire(unit))
            return Tr::tr("Only foot in line and unlimbered artillery fire.");
        if (status.inMelee)
            return Tr::tr("%1 is in melee: it fires at no other enemy.").arg(label(unit.id()));
        const QStringList targets = fireTargets(unit.id(), combat);
        if (targets.isEmpty())
            return Tr::tr("No enemy is under the fire of %1 (in its front arc and range, and not in melee).")
                .arg(label(unit.id()));
        if (!request.targetId.isEmpty() && !targets.contains(request.targetId))
            return Tr::tr("%1 is not under the fire of %2.").arg(label(request.targetId), label(unit.id()));
        return {};
    }
    case Act::Charge:
    case Act::ChangeFormation:
    case Act::Wheel:
    case Act::Withdraw:
    case Act::FollowUp:
        if (const QString why = refusal(actionRequest(request), unit, status); !why.isEmpty())
            return why;
        return withOrders ? orderRefusal(request.act, unit) : QString();
    }
    return {};
}

QString Battle::orderRefusal(Act act, const Unit &unit) const
{
    // docs/rules.md M-32: Advance takes no step back, Hold no step at all
    // (formation changes and fire only), Retreat none towards the enemy.
    // A move is judged where it ends (movement::orderRefusal).
    const QString name = label(unit.id());
    const Order order = unit.order();
    switch (act) {
    case Act::Charge:
        if (order == Order::Hold)
            return Tr::tr("%1 has orders to hold: it does not charge (formation changes and fire only).").arg(name);
        if (order == Order::Retreat)
            return Tr::tr("%1 has orders to retreat: it does not charge.").arg(name);
        return {};
    case Act::Wheel:
        if (order == Order::Hold)
            return Tr::tr("%1 has orders to hold: it does not move (formation changes and fire only).").arg(name);
        return {};
    case Act::Withdraw:
        if (order == Order::Hold)
            return Tr::tr("%1 has orders to hold: it does not withdraw from the melee.").arg(name);
        if (order == Order::Advance)
            return Tr::tr("%1 has orders to advance: it does not withdraw from the melee.").arg(name);
        return {};
    case Act::FollowUp:
        if (order == Order::Hold)
            return Tr::tr("%1 has orders to hold: it does not follow up.").arg(name);
        if (order == Order::Retreat)
            return Tr::tr("%1 has orders to retreat: it does not follow up.").arg(name);
        return {};
    case Act::Fire:
    case Act::ChangeFormation:
    case Act::Move:
        return {};
    }
    return {};
}

QString Battle::whyNot(const ActRequest &request) const
{
    const Unit *unit = mScenario.unit(request.unitId);
    if (!unit)
        return Tr::tr("There is no unit %1 on the table.").arg(request.unitId);
    if (const QString why = boundRefusal(*unit); !why.isEmpty())
        return why;
    const QList<CombatStatus> all = request.act == Act::Fire ? combat() : QList<CombatStatus>();
    const CombatStatus status = CombatAnalysis::analyseUnit(mScenario, mRules, mState, unit->id());
    return actRefusal(request, *unit, status, all);
}

QString Battle::hardRefusal(const ActRequest &request) const
{
    if (mState.phase == BoundPhase::Over)
        return Tr::tr("The battle is over.");
    const Unit *unit = mScenario.unit(request.unitId);
    if (!unit)
        return Tr::tr("There is no unit %1 on the table.").arg(request.unitId);
    if (!unit->isOnTable())
        return Tr::tr("%1 is not on the table yet: deploy it first.").arg(label(unit->id()));
    if (request.act == Act::Charge || (request.act == Act::Fire && !request.targetId.isEmpty())) {
        const Unit *target = mScenario.unit(request.targetId);
        if (request.targetId.isEmpty() || !target)
            return request.act == Act::Charge ? Tr::tr("Name the enemy unit %1 charges.").arg(label(unit->id()))
                                              : Tr::tr("Name the enemy unit %1 fires on.").arg(label(unit->id()));
        if (target->sideId() == unit->sideId())
            return Tr::tr("%1 is on the same side as %2.").arg(label(target->id()), label(unit->id()));
        if (!target->isOnTable())
            return Tr::tr("%1 is not on the table yet.").arg(label(target->id()));
    }
    if (request.act == Act::ChangeFormation) {
        if (!request.formation)
            return Tr::tr("Choose the formation %1 is to take.").arg(label(unit->id()));
        if (!formationAllowed(unit->arm(), request.formation->formation)
            || !balaganFormations().contains(request.formation->formation))
            return Tr::tr("%1 cannot form %2.").arg(armName(unit->arm()), formationName(request.formation->formation).toLower());
    }
    return {};
}

// --- Battle: moves ---------------------------------------------------------------

Battle::AheadMove Battle::moveAhead(const QString &unitId, Length allowance) const
{
    AheadMove ahead;
    const Unit *unit = mScenario.unit(unitId);
    if (!unit)
        return ahead;
    const QPointF from = unit->position();
    ahead.to = from;
    if (!(allowance.mm() > 0.0) || !allowance.isFinite())
        return ahead;
    const QPointF forward = forwardOf(unit->facing());
    // docs/rules.md M-35: it halts short of every enemy. Going straight ahead
    // its footprint sweeps its outline stretched forward, so the nearest it
    // comes to an enemy on the way is that sweep's distance; an enemy already
    // nearer than the halt it may not come nearer to.
    const OrientedRect outline = Footprint::of(*unit, mRules.footprintSettings(mScenario.footprintSettings())).outline();
    const double gap = haltGapMm();
    struct Enemy
    {
        QString id;
        OrientedRect outline;
        double nearest = 0.0;
    };
    QList<Enemy> enemies;
    for (const Unit &other : mScenario.units()) {
        if (other.sideId() == unit->sideId() || !other.isOnTable())
            continue;
        const OrientedRect theirs = Footprint::of(other, mRules.footprintSettings(mScenario.footprintSettings())).outline();
        enemies.append({other.id(), theirs, std::min(gap, geometry::edgeDistance(outline, theirs).mm())});
    }
    const auto haltedBy = [&](double mm) -> const Enemy * {
        const OrientedRect swept(outline.centre() + outline.forward() * (mm / 2.0), outline.width(), outline.depth() + mm,
                                 outline.facing());
        for (const Enemy &enemy : enemies)
            if (geometry::edgeDistance(swept, enemy.outline).mm() < enemy.nearest - 1e-6)
                return &enemy;
        return nullptr;
    };
    const auto check = [&](double mm) { return checkMove(mScenario, *unit, QPolygonF{from, from + forward * mm}, allowance); };
    const auto ok = [&](double mm) { return check(mm).ok() && !haltedBy(mm); };
    // Bad going costs at least the distance, so the allowance is the farthest it may go.
    double reached = allowance.mm();
    if (!ok(reached)) {
        if (const Enemy *enemy = haltedBy(reached))
            ahead.blocked = Tr::tr("it halts %1 short of %2: a move never ends in contact with an enemy, only a charge does.")
                                .arg(formatLength(Length::fromMm(gap), mScenario.displayUnits()), label(enemy->id));
        else
            ahead.blocked = check(reached).reason;
        // Each check covers the whole path, so once refused it stays refused further on.
        double low = 0.0;
        double high = allowance.mm();
        for (int i = 0; i < 60 && high - low > 0.0005; ++i) {
            const double middle = (low + high) / 2.0;
            if (ok(middle))
                low = middle;
            else
                high = middle;
        }
        reached = low;
    }
    ahead.to = from + forward * reached;
    ahead.distance = Length::fromMm(reached);
    ahead.cost = reached > 0.0 ? check(reached).cost : Length();
    return ahead;
}

double Battle::haltGapMm() const
{
    return mRules.haltShortMm(mScenario.groundScale());
}

QString Battle::moveRefusal(const QString &unitId, QPointF to) const
{
    const Unit *unit = mScenario.unit(unitId);
    if (!unit)
        return {};
    Unit placed = *unit;
    placed.setPosition(to);
    const FootprintSettings settings = mRules.footprintSettings(mScenario.footprintSettings());
    const OrientedRect before = Footprint::of(*unit, settings).outline();
    const OrientedRect after = Footprint::of(placed, settings).outline();
    const double gap = haltGapMm();
    // docs/rules.md M-35: it ends no nearer an enemy than the halt, or than it
    // already stood.
    for (const Unit &other : mScenario.units()) {
        if (other.sideId() == unit->sideId() || !other.isOnTable())
            continue;
        const OrientedRect theirs = Footprint::of(other, settings).outline();
        const double was = geometry::edgeDistance(before, theirs).mm();
        const double now = geometry::edgeDistance(after, theirs).mm();
        if (now < std::min(gap, was) - 0.01)
            return Tr::tr("%1 would end %2 from %3: a move halts %4 short of an enemy; only a charge goes into contact.")
                .arg(label(unitId), formatLength(Length::fromMm(now), mScenario.displayUnits()), label(other.id()),
                     formatLength(Length::fromMm(gap), mScenario.displayUnits()));
    }
    return movement::orderRefusal(mScenario, *unit, unit->position(), to);
}

MoveAllowance Battle::boundAllowance(const QString &unitId) const
{
    MoveAllowance allowance = moveAllowance(unitId);
    const Unit *unit = mScenario.unit(unitId);
    if (!unit)
        return allowance;
    QString why = boundRefusal(*unit);
    if (why.isEmpty()) {
        const UnitBattleState memory = mState.unit(unitId);
        const bool meleeMove = memory.actedBound == mState.bound && memory.actionSucceeded
            && (memory.action == actionId(Action::Withdraw) || memory.action == actionId(Action::FollowUp));
        if (!meleeMove && CombatAnalysis::analyseUnit(mScenario, mRules, mState, unitId).inMelee)
            why = meleeRefusal(label(unitId));
    }
    if (!why.isEmpty()) {
        allowance.total = Length();
        allowance.spent = Length();
        allowance.mayTurn = false;
        allowance.reason = why;
    }
    return allowance;
}

// --- Battle: the options --------------------------------------------------------

BoundOptions Battle::options(bool withOrders) const
{
    BoundOptions options;
    options.sideId = mState.sideToMove();
    options.bound = mState.bound;
    options.phase = mState.phase;
    options.setUp = mState.setUp;
    const Side *side = mScenario.side(options.sideId);
    const QString sideName = side ? side->name : options.sideId;
    if (mState.phase == BoundPhase::Over) {
        options.why = Tr::tr("The battle is over.");
        return options;
    }
    if (mState.setUp) {
        options.why = Tr::tr("The battle is being set up: the first bound begins with its morale tests (Test all).");
        return options;
    }
    if (mState.phase == BoundPhase::Morale) {
        options.why = Tr::tr("The morale tests of this bound come first (Test all).");
        return options;
    }
    const QList<CombatStatus> all = combat();
    QHash<QString, qsizetype> statusOf;
    for (qsizetype i = 0; i < all.size(); ++i)
        statusOf.insert(all[i].unitId, i);
    const GroundScale scale = mScenario.groundScale();
    for (const Unit &unit : mScenario.units()) {
        if (unit.sideId() != options.sideId || !unit.isOnTable() || !statusOf.contains(unit.id()))
            continue;
        const CombatStatus &status = all[statusOf.value(unit.id())];
        const Factor *general = status.factor(FactorKind::GeneralRating);
        const int modifier = (general ? general->value() : 0)
            + (mState.unit(unit.id()).failedMoraleBound == mState.bound ? -1 : 0);
        UnitOptions offered;
        offered.unitId = unit.id();
        for (Act act : allActs()) {
            ActOption option;
            option.act = act;
            ActRequest request;
            request.unitId = unit.id();
            request.act = act;
            switch (act) {
            case Act::Charge: {
                // docs/rules.md M-10, M-30: every enemy it may reach, nearest first.
                QList<std::pair<double, QString>> targets;
                for (const Unit &enemy : mScenario.units()) {
                    if (enemy.sideId() == unit.sideId() || !enemy.isOnTable())
                        continue;
                    request.targetId = enemy.id();
                    if (!actRefusal(request, unit, status, all, withOrders).isEmpty())
                        continue;
                    const movement::ChargeMove move = movement::chargeContact(mScenario, unit, enemy, mRules);
                    const bool needsFog = move.cost.mm() > movement::allowance(unit, scale).mm() + geometry::touchTolerance;
                    option.targetOdds.insert(enemy.id(), winningFaces(modifier) / 6.0 * (needsFog ? 0.5 : 1.0));
                    targets.append({move.cost.mm(), enemy.id()});
                }
                std::stable_sort(targets.begin(), targets.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
                for (const auto &[cost, id] : targets)
                    option.targets.append(id);
                if (option.targets.isEmpty())
                    continue;
                break;
            }
            case Act::Fire: {
                if (!actRefusal(request, unit, status, all, withOrders).isEmpty())
                    continue;
                option.targets = fireTargets(unit.id(), all);
                for (const QString &target : std::as_const(option.targets))
                    option.targetOdds.insert(target, failChance(all[statusOf.value(target)].total()));
                break;
            }
            case Act::ChangeFormation: {
                for (const FormationChoice &choice : choicesFor(unit)) {
                    request.formation = choice;
                    if (actRefusal(request, unit, status, all, withOrders).isEmpty())
                        option.formations.append(choice);
                }
                if (option.formations.isEmpty())
                    continue;
                break;
            }
            case Act::Move: {
                if (!actRefusal(request, unit, status, all, withOrders).isEmpty())
                    continue;
                option.distance = moveAhead(unit.id(), moveAllowance(unit.id()).left()).distance;
                break;
            }
            case Act::Wheel:
            case Act::Withdraw:
            case Act::FollowUp:
                if (!actRefusal(request, unit, status, all, withOrders).isEmpty())
                    continue;
                break;
            }
            if (act != Act::Move && act != Act::Fire) {
                option.modifier = modifier;
                option.winningFaces = winningFaces(modifier);
                option.odds = option.winningFaces / 6.0;
            }
            offered.acts.append(option);
        }
        if (!offered.acts.isEmpty())
            options.units.append(offered);
    }
    if (options.units.isEmpty())
        options.why = Tr::tr("No unit of %1 has anything left to do this bound: end the bound.").arg(sideName);
    return options;
}

// --- Battle: the act ----------------------------------------------------------------

ActResult Battle::act(const ActRequest &request, dice::DiceSource &dice, journal::EventSink &sink)
{
    ActResult result;
    const auto refused = [&result](const QString &reason) {
        result.allowed = false;
        result.succeeded = false;
        result.reason = reason;
        return result;
    };
    const QString why = whyNot(request);
    if (!why.isEmpty()) {
        if (!request.override)
            return refused(why);
        if (const QString hard = hardRefusal(request); !hard.isEmpty())
            return refused(hard);
        result.overridden = true;
    }
    const Unit unit = *mScenario.unit(request.unitId);
    const QString name = label(unit.id());
    const GroundScale scale = mScenario.groundScale();

    // What the act will do, worked out before anything is written.
    AheadMove ahead;
    QStringList fireAt;
    if (request.act == Act::Move) {
        const Length left = moveAllowance(unit.id()).left();
        ahead = moveAhead(unit.id(), left.mm() >= shortestMoveMm ? left : movement::allowance(unit, scale));
        if (ahead.distance.mm() < shortestMoveMm)
            return refused(Tr::tr("%1 cannot move straight ahead: %2").arg(name, ahead.blocked));
    } else if (request.act == Act::Fire) {
        fireAt = request.targetId.isEmpty() ? fireTargets(unit.id(), combat()) : QStringList{request.targetId};
        if (fireAt.isEmpty())
            return refused(Tr::tr("Name the enemy unit %1 fires on.").arg(name));
    }

    if (result.overridden) {
        journal::JournalEvent entry = event(u"balagan.act-override"_s,
                                            Tr::tr("The referee overrides the rules: %1, %2, although %3")
                                                .arg(name, actName(request.act).toLower(), why));
        entry.actors = {unit.id()};
        if (!request.targetId.isEmpty())
            entry.actors.append(request.targetId);
        entry.detail = QJsonObject{{u"act"_s, actId(request.act)}, {u"reason"_s, why}, {u"order"_s, orderId(unit.order())}};
        sink.append(entry);
    }

    switch (request.act) {
    case Act::Move: {
        Unit moved = unit;
        moved.setPosition(ahead.to);
        mScenario.updateUnit(moved);
        recordMove(unit.id(), ahead.cost);
        result.to = ahead.to;
        result.cost = ahead.cost;
        result.outcome = Tr::tr("%1 moves %2 straight ahead.").arg(name, formatLength(ahead.distance, mScenario.displayUnits()));
        journal::JournalEvent entry = event(u"balagan.move"_s, result.outcome);
        entry.actors = {unit.id()};
        entry.detail = QJsonObject{{u"x"_s, ahead.to.x()}, {u"y"_s, ahead.to.y()}, {u"paces"_s, ahead.cost.paces(scale)},
                                   {u"ahead"_s, true}};
        sink.append(entry);
        return result;
    }
    case Act::Fire: {
        layFog(unit, sink);
        mState.units[unit.id()].fireRecordedBound = mState.bound;
        QStringList names;
        for (const QString &id : std::as_const(fireAt))
            names.append(label(id));
        result.targets = fireAt;
        const QList<CombatStatus> all = combat();
        QStringList chances;
        for (const CombatStatus &status : all) {
            if (fireAt.contains(status.unitId))
                chances.append(Tr::tr("%1 fails on %2 in 6").arg(label(status.unitId)).arg(std::clamp(3 - status.total(), 0, 6)));
        }
        result.outcome = Tr::tr("%1 fires on %2; the morale test follows in its own bound (%3).")
                             .arg(name, names.join(u", "_s), chances.join(u", "_s));
        journal::JournalEvent entry = event(u"balagan.fire"_s, result.outcome);
        entry.actors = QStringList{unit.id()} + fireAt;
        entry.detail = QJsonObject{{u"targets"_s, QJsonArray::fromStringList(fireAt)}};
        sink.append(entry);
        return result;
    }
    case Act::Charge:
    case Act::ChangeFormation:
    case Act::Wheel:
    case Act::Withdraw:
    case Act::FollowUp:
        break;
    }
    const CombatStatus status = CombatAnalysis::analyseUnit(mScenario, mRules, mState, unit.id());
    const ActionResult action = resolveAction(actionRequest(request), status, dice, sink);
    result.roll = action.roll;
    result.succeeded = action.succeeded;
    result.contact = action.contact;
    result.outcome = !action.succeeded ? Tr::tr("Rolled %1: the action fails; the unit stays where it is this bound.").arg(action.roll)
        : request.act == Act::Charge
        ? (action.contact ? Tr::tr("Rolled %1: the charge goes into contact.").arg(action.roll)
                          : Tr::tr("Rolled %1: the charge falls short.").arg(action.roll))
        : Tr::tr("Rolled %1: done; it may still move %2.")
              .arg(action.roll)
              .arg(formatLength(action.moveAllowance, mScenario.displayUnits()));
    return result;
}

} // namespace vedette::rules::balagan

#include "balagancontroller.h"

#include "document/campaign.h"
#include "document/diceservice.h"
#include "document/document.h"
#include "store/campaignstore.h"

#include "rules/balagan/combatanalysis.h"
#include "rules/balagan/divisioncheck.h"
#include "rules/balagan/movement.h"
#include "table/lengthformat.h"

#include <QLineF>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vedette {

namespace balagan = rules::balagan;

BalaganController::BalaganController(Document *document)
    : BattleController(document, table::RuleSystem::Balagan)
{
    loadHouseRules();
    connect(document->campaign(), &Campaign::opened, this, &BalaganController::loadHouseRules);
    connect(document->campaign(), &Campaign::closed, this, &BalaganController::loadHouseRules);
}

// --- House rules ---------------------------------------------------------------

bool BalaganController::setHouseRules(const balagan::HouseRules &rules)
{
    if (rules == mRules)
        return true;
    journal::JournalEvent event;
    event.kind = u"balagan.house-rules"_s;
    event.summary = tr("Balagan's house rules changed.");
    event.detail = QJsonObject{{u"before"_s, mRules.toJson()}, {u"after"_s, rules.toJson()}};
    // The campaign keeps its house rules, so they hold when it is opened
    // again: the rules and the entry that reports them are one transaction,
    // and a campaign that refuses them (read-only, a failed write) keeps the old.
    if (!document()->record(event, store::HouseRulesWrite{u"balagan"_s, rules.toJson(), 0}))
        return refuse(document()->lastError());
    mRules = rules;
    // The factors of the units in combat, and the overlays, follow at once.
    emit changed();
    return true;
}

void BalaganController::loadHouseRules()
{
    store::CampaignStore *store = document()->campaign()->store();
    const QJsonObject json = store ? store->houseRules(u"balagan"_s) : QJsonObject();
    balagan::HouseRules rules;
    if (!json.isEmpty()) {
        if (const std::optional<balagan::HouseRules> stored = balagan::HouseRules::fromJson(json))
            rules = *stored;
    }
    if (rules == mRules)
        return;
    mRules = rules;
    emit changed();
}

// --- Where the battle stands ---------------------------------------------------

const balagan::BattleState &BalaganController::state() const
{
    const store::PlayRecord &record = document()->play();
    const bool stored = record.ruleSystem == u"balagan"_s && !record.state.isEmpty();
    // A battle not yet played takes its state from the table, so it follows
    // the table until the first step is written.
    const quint64 revision = stored ? 0 : document()->scenario().revision();
    if (mCachedRecord && *mCachedRecord == record && mCachedRevision == revision)
        return mCached;
    mCachedRecord = record;
    mCachedRevision = revision;
    std::optional<balagan::BattleState> read;
    if (stored)
        read = balagan::BattleState::fromJson(record.state);
    // A damaged state starts the bound afresh rather than losing the table.
    mCached = read ? *read : balagan::Battle(document()->scenario(), mRules).state();
    return mCached;
}

QList<balagan::CombatStatus> BalaganController::combat() const
{
    if (!available())
        return {};
    return balagan::CombatAnalysis::analyse(document()->scenario(), mRules, state());
}

balagan::CombatStatus BalaganController::combatOf(const QString &unitId) const
{
    return balagan::CombatAnalysis::analyseUnit(document()->scenario(), mRules, state(), unitId);
}

int BalaganController::actionModifier(const QString &unitId) const
{
    const balagan::CombatStatus status = combatOf(unitId);
    const balagan::Factor *general = status.factor(balagan::FactorKind::GeneralRating);
    const balagan::BattleState &s = state();
    return (general ? general->value() : 0) + (s.unit(unitId).failedMoraleBound == s.bound ? -1 : 0);
}

QStringList BalaganController::deploymentRollsLeft() const
{
    QStringList sides;
    const balagan::BattleState &s = state();
    if (!s.setUp)
        return sides;
    for (const QString &id : s.sideOrder) {
        if (!s.deploymentRolled.contains(id))
            sides.append(id);
    }
    return sides;
}

balagan::MoveAllowance BalaganController::moveAllowance(const QString &unitId) const
{
    balagan::Battle battle(document()->scenario(), mRules);
    battle.state() = state();
    return battle.boundAllowance(unitId);
}

const balagan::BoundOptions &BalaganController::options() const
{
    const store::PlayRecord &record = document()->play();
    const quint64 revision = document()->scenario().revision();
    if (mOptions && mOptionsRecord == record && mOptionsRevision == revision && mOptionsRules == mRules)
        return *mOptions;
    if (!available()) {
        mOptions = balagan::BoundOptions();
        mOptions->why = unavailableReason();
    } else {
        balagan::Battle battle(document()->scenario(), mRules);
        battle.state() = state();
        mOptions = battle.options();
    }
    mOptionsRecord = record;
    mOptionsRevision = revision;
    mOptionsRules = mRules;
    return *mOptions;
}

balagan::BoundOptions BalaganController::optionsAgainstOrders() const
{
    if (!available()) {
        balagan::BoundOptions none;
        none.why = unavailableReason();
        return none;
    }
    balagan::Battle battle(document()->scenario(), mRules);
    battle.state() = state();
    return battle.options(false);
}

QString BalaganController::whyNot(const balagan::ActRequest &request) const
{
    if (!available())
        return unavailableReason();
    balagan::Battle battle(document()->scenario(), mRules);
    battle.state() = state();
    return battle.whyNot(request);
}

QString BalaganController::moveRefusal(const QString &unitId, QPointF to) const
{
    if (!available() || inSetUp() || !document()->scenario().unit(unitId))
        return {};
    balagan::Battle battle(document()->scenario(), mRules);
    battle.state() = state();
    return battle.moveRefusal(unitId, to);
}

QString BalaganController::messengersRefusal(const QString &sideId) const
{
    if (!available())
        return unavailableReason();
    balagan::Battle battle(document()->scenario(), mRules);
    battle.state() = state();
    return battle.messengersRefusal(sideId.isEmpty() ? state().sideToMove() : sideId);
}

bool BalaganController::chargesThroughFog(const QString &unitId, const QString &targetId) const
{
    const table::Scenario &scenario = document()->scenario();
    const table::Unit *unit = scenario.unit(unitId);
    const table::Unit *target = scenario.unit(targetId);
    if (!available() || !unit || !target || !unit->isMounted() || unit->sideId() == target->sideId())
        return false;
    return balagan::movement::chargeContact(scenario, *unit, *target, mRules).throughFog;
}

QStringList BalaganController::divisionWarnings() const
{
    QStringList warnings;
    if (!available())
        return warnings;
    for (const balagan::DivisionCheck::Division &division : balagan::DivisionCheck::outsideSize(document()->scenario()))
        warnings.append(division.warning);
    return warnings;
}

store::PlayRecord BalaganController::recordOf(const balagan::BattleState &s) const
{
    store::PlayRecord record = playRecord();
    record.turn = s.setUp ? 0 : s.bound;
    record.phase = s.setUp ? u"set-up"_s : balagan::boundPhaseId(s.phase);
    record.side = s.sideToMove();
    record.clockMinutes = s.clockMinutes();
    record.version = 1;
    record.state = s.toJson();
    return record;
}

bool BalaganController::play(const QString &text, const Play &step, bool endsSetUp)
{
    if (!ensureAvailable())
        return false;
    balagan::Battle battle(document()->scenario(), mRules);
    battle.state() = state();
    journal::EventList events;
    try {
        if (const QString nothing = step(battle, document()->dice()->source(), events); !nothing.isEmpty())
            return refuse(nothing);
    } catch (const dice::DiceUnavailable &) {
        return refuse(tr("Roll cancelled; nothing happened."));
    }
    if (endsSetUp)
        battle.state().setUp = false;
    std::optional<table::Scenario> tableAfter;
    if (!(battle.scenario() == document()->scenario()))
        tableAfter = battle.scenario();
    return BattleController::step(text, recordOf(battle.state()), std::move(tableAfter), events.events());
}

// --- Steps -----------------------------------------------------------------------

bool BalaganController::rollDeployment()
{
    const QStringList sides = deploymentRollsLeft();
    if (!state().setUp)
        return refuse(tr("The set-up is over: deployment is rolled before the first bound."));
    if (sides.isEmpty())
        return refuse(tr("Every side has rolled for its deployment."));
    return play(tr("Balagan deployment roll"),
                [&sides](balagan::Battle &battle, dice::DiceSource &dice, journal::EventSink &sink) {
                    for (const QString &id : sides) {
                        battle.rollDeployment(id, dice, sink);
                        battle.state().deploymentRolled.append(id);
                    }
                    return QString();
                },
                false);
}

bool BalaganController::testAll()
{
    if (state().phase != balagan::BoundPhase::Morale)
        return refuse(tr("The morale tests of this bound are taken; the side moves or ends its bound."));
    return play(tr("Balagan morale tests"),
                [](balagan::Battle &battle, dice::DiceSource &dice, journal::EventSink &sink) {
                    battle.runMoralePhase(dice, sink);
                    return QString();
                },
                true);
}

bool BalaganController::testUnit(const QString &unitId)
{
    if (!document()->scenario().unit(unitId))
        return refuse(tr("There is no unit %1 on the table.").arg(unitId));
    if (state().phase == balagan::BoundPhase::Over)
        return refuse(tr("The battle is over."));
    return play(tr("Balagan morale test"),
                [unitId](balagan::Battle &battle, dice::DiceSource &dice, journal::EventSink &sink) {
                    battle.testMorale(unitId, dice, sink);
                    return QString();
                },
                true);
}

bool BalaganController::attemptAction(const QString &unitId, balagan::Action action, const QString &chargeTargetId)
{
    balagan::ActionRequest request;
    request.unitId = unitId;
    request.action = action;
    request.targetId = chargeTargetId;
    return attemptAction(request);
}

bool BalaganController::attemptAction(const balagan::ActionRequest &request)
{
    balagan::ActRequest act;
    act.unitId = request.unitId;
    act.targetId = request.targetId;
    switch (request.action) {
    case balagan::Action::ChangeFormation: act.act = balagan::Act::ChangeFormation; break;
    case balagan::Action::Withdraw: act.act = balagan::Act::Withdraw; break;
    case balagan::Action::FollowUp: act.act = balagan::Act::FollowUp; break;
    case balagan::Action::Charge: act.act = balagan::Act::Charge; break;
    case balagan::Action::Wheel: act.act = balagan::Act::Wheel; break;
    }
    if (request.formation) {
        const table::Unit *unit = document()->scenario().unit(request.unitId);
        std::optional<bool> mounted = request.mounted;
        if (unit && unit->arm() == table::Arm::Dragoons && !mounted)
            mounted = *request.formation != table::Formation::SingleLine || unit->dragoonsMounted();
        act.formation = balagan::FormationChoice{*request.formation, mounted};
    }
    return this->act(act);
}

bool BalaganController::act(const balagan::ActRequest &request)
{
    mLastOutcome.clear();
    if (!ensureAvailable())
        return false;
    const table::Unit *unit = document()->scenario().unit(request.unitId);
    if (!unit)
        return refuse(tr("There is no unit %1 on the table.").arg(request.unitId));
    const QString name = unit->name().isEmpty() ? unit->id() : unit->name();
    QString outcome;
    const bool ok = play(tr("%1: %2").arg(name, balagan::actName(request.act)),
                         [&](balagan::Battle &battle, dice::DiceSource &dice, journal::EventSink &sink) {
                             const balagan::ActResult result = battle.act(request, dice, sink);
                             if (!result.allowed)
                                 return result.reason;
                             outcome = result.outcome;
                             return QString();
                         },
                         true);
    if (ok)
        mLastOutcome = outcome;
    return ok;
}

bool BalaganController::moveUnit(const QString &unitId, QPointF to, const QList<journal::JournalEvent> &notes)
{
    const table::Unit *unit = document()->scenario().unit(unitId);
    if (!unit)
        return refuse(tr("There is no unit %1 on the table.").arg(unitId));
    if (state().phase == balagan::BoundPhase::Over)
        return refuse(tr("The battle is over."));
    const QString name = unit->name().isEmpty() ? unitId : unit->name();
    const bool setUp = inSetUp();
    return play(tr("Move %1").arg(name),
                [&](balagan::Battle &battle, dice::DiceSource &, journal::EventSink &sink) {
                    table::Unit moved = *battle.scenario().unit(unitId);
                    const QPolygonF path{moved.position(), to};
                    table::Length cost = balagan::movement::cost(battle.scenario(), moved, path);
                    // A move the referee forced through impassable ground
                    // counts its length, so the state stays a finite number.
                    if (!cost.isFinite())
                        cost = table::Length::fromMm(QLineF(moved.position(), to).length());
                    moved.setPosition(to);
                    battle.scenario().updateUnit(moved);
                    // Deploying in the set-up is not a move of a bound.
                    if (!setUp)
                        battle.recordMove(unitId, cost);
                    journal::JournalEvent event;
                    event.kind = u"balagan.move"_s;
                    event.turn = battle.state().bound;
                    event.actors = {unitId};
                    event.summary = tr("%1 moves %2.").arg(name, table::formatLength(cost, battle.scenario().displayUnits()));
                    event.detail = QJsonObject{{u"x"_s, to.x()}, {u"y"_s, to.y()},
                                               {u"paces"_s, cost.paces(battle.scenario().groundScale())}};
                    sink.append(event);
                    for (const journal::JournalEvent &note : notes)
                        sink.append(note);
                    return QString();
                },
                !setUp);
}

bool BalaganController::horseThroughFog(const QString &unitId)
{
    mLastOutcome.clear();
    const table::Unit *unit = document()->scenario().unit(unitId);
    if (!unit)
        return refuse(tr("There is no unit %1 on the table.").arg(unitId));
    if (!unit->isMounted())
        return refuse(tr("Only horse rolls for charging through fog."));
    double extra = 0.0;
    const bool ok = play(tr("Horse through the fog"),
                         [&](balagan::Battle &battle, dice::DiceSource &dice, journal::EventSink &sink) {
                             extra = battle.horseThroughFog(unitId, dice, sink);
                             return QString();
                         },
                         true);
    if (ok) {
        const table::Scenario &scenario = document()->scenario();
        mLastOutcome = extra > 0.0 ? tr("Through the fog: %1 further.")
                                         .arg(table::formatLength(table::Length::fromPaces(extra, scenario.groundScale()),
                                                                  scenario.displayUnits()))
                                   : tr("Through the fog: no extra move.");
    }
    return ok;
}

bool BalaganController::setFactorOverride(const QString &unitId, balagan::FactorKind kind, std::optional<int> value)
{
    if (value && (*value < -6 || *value > 6))
        return refuse(tr("A factor can be overridden from -6 to +6, not %1.").arg(*value));
    const table::Unit *unit = document()->scenario().unit(unitId);
    const QString unitName = unit ? unit->name() : unitId;
    return play(tr("Override Balagan factor"),
                [&](balagan::Battle &battle, dice::DiceSource &, journal::EventSink &sink) {
                    battle.state().setOverride(unitId, kind, value);
                    journal::JournalEvent event;
                    event.kind = u"balagan.override"_s;
                    event.turn = battle.state().setUp ? 0 : battle.state().bound;
                    event.actors = {unitId};
                    const QString shown = value ? (*value < 0 ? u"\u2212%1"_s.arg(-*value) : u"+%1"_s.arg(*value)) : QString();
                    event.summary = value ? tr("The referee sets %1 of %2 to %3.")
                                                .arg(balagan::factorKindName(kind), unitName, shown)
                                          : tr("The referee returns %1 of %2 to the table's value.")
                                                .arg(balagan::factorKindName(kind), unitName);
                    event.detail = QJsonObject{{u"factor"_s, balagan::factorKindId(kind)},
                                               {u"overridden"_s, value ? QJsonValue(*value) : QJsonValue()}};
                    sink.append(event);
                    return QString();
                },
                false);
}

bool BalaganController::endBound()
{
    if (state().phase == balagan::BoundPhase::Over)
        return refuse(tr("The battle is over."));
    return play(tr("End of Balagan bound"),
                [](balagan::Battle &battle, dice::DiceSource &dice, journal::EventSink &sink) {
                    battle.endBound(dice, sink);
                    return QString();
                },
                true);
}

// --- Generals and messengers -------------------------------------------------------

bool BalaganController::sendMessenger(const QString &generalId, const QString &targetUnitId, table::Order order)
{
    return play(tr("Send messenger"),
                [&](balagan::Battle &battle, dice::DiceSource &, journal::EventSink &sink) {
                    return battle.sendMessenger(generalId, targetUnitId, order, sink).isEmpty()
                        ? tr("No messenger sent: the general is not on the table.")
                        : QString();
                },
                false);
}

bool BalaganController::changeOrders(const QString &generalId, table::Order order)
{
    mLastOutcome.clear();
    const table::General *general = document()->scenario().general(generalId);
    if (!general)
        return refuse(tr("There is no general %1.").arg(generalId));
    bool changed = false;
    int roll = 0;
    const bool ok = play(tr("%1 changes orders").arg(general->name),
                         [&](balagan::Battle &battle, dice::DiceSource &dice, journal::EventSink &sink) {
                             const balagan::ActionResult result = battle.tryChangeOrders(generalId, order, dice, sink);
                             changed = result.succeeded;
                             roll = result.roll;
                             return result.allowed ? QString() : result.reason;
                         },
                         true);
    if (ok)
        mLastOutcome = changed ? tr("Rolled %1: orders are now %2.").arg(roll).arg(table::orderName(order))
                               : tr("Rolled %1: the orders stand.").arg(roll);
    return ok;
}

bool BalaganController::generalArrives(const QString &generalId, const QString &unitId, table::Order order)
{
    mLastOutcome.clear();
    const table::General *general = document()->scenario().general(generalId);
    if (!general)
        return refuse(tr("There is no general %1.").arg(generalId));
    return play(tr("%1 arrives in person").arg(general->name),
                [&](balagan::Battle &battle, dice::DiceSource &, journal::EventSink &sink) {
                    return battle.generalArrives(generalId, unitId, order, sink);
                },
                false);
}

std::optional<int> BalaganController::rideMessengers(const QString &sideId)
{
    if (!ensureAvailable())
        return 0;
    const QString side = sideId.isEmpty() ? state().sideToMove() : sideId;
    // Nobody to ride, or not now: said, nothing written.
    if (const QString why = messengersRefusal(side); !why.isEmpty()) {
        refuse(why);
        return 0;
    }
    int rode = 0;
    const table::Side *named = document()->scenario().side(side);
    const bool ok = play(tr("Messengers of %1 ride").arg(named ? named->name : side),
                         [&](balagan::Battle &battle, dice::DiceSource &dice, journal::EventSink &sink) {
                             rode = int(battle.rideMessengers(side, dice, sink).size());
                             return QString();
                         },
                         false);
    if (ok)
        return rode;
    return std::nullopt;
}

} // namespace vedette

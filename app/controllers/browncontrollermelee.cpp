// BrownController's melee (docs/rules.md B-26 to B-29), apart from the
// charge to keep each file short: the same class, the same state of play.
#include "browncontroller.h"

#include "commands/commandids.h"
#include "document/diceservice.h"
#include "document/document.h"

using namespace Qt::StringLiterals;

namespace vedette {

namespace brown = rules::brown;

// --- The melee -----------------------------------------------------------------

const brown::MeleeRecord *BrownController::melee() const
{
    const Play &p = play();
    return p.melee ? &*p.melee : nullptr;
}

std::optional<brown::MeleeFight> BrownController::meleeFight() const
{
    const brown::MeleeRecord *record = melee();
    return record ? record->replay() : std::nullopt;
}

bool BrownController::startMelee(const QString &attackerId, const QString &defenderId)
{
    if (!ensureAvailable())
        return false;
    const table::Scenario &scenario = document()->scenario();
    const table::Unit *a = scenario.unit(attackerId);
    const table::Unit *d = scenario.unit(defenderId);
    if (!a || !d || a == d)
        return refuse(tr("Pick two different units on the table for the melee."));
    Play next = play();
    const brown::MeleeRecord melee = meleeOf(scenario, *a, *d, next.turn);
    next.melee = melee;
    journal::JournalEvent event;
    event.kind = u"brown.melee-start"_s;
    event.turn = next.turn;
    event.actors = {a->id(), d->id()};
    event.summary = tr("%1 and %2 are in melee; both are Disordered while it lasts.").arg(a->name(), d->name());
    return step(tr("Melee: %1 and %2").arg(a->name(), d->name()), recordOf(next), std::nullopt, {event});
}

bool BrownController::fightRound()
{
    if (!ensureAvailable())
        return false;
    Play next = play();
    if (!next.melee)
        return refuse(tr("No melee is being fought."));
    // docs/rules.md B-29: a melee that goes on is fought in the next turn.
    if (const std::optional<brown::MeleeFight> now = next.melee->replay();
        now && now->stage() == brown::MeleeFight::Stage::AwaitRound && now->turn() > next.turn)
        return refuse(tr("The melee goes on in turn %1: end turn %2 first (Next Turn).").arg(now->turn()).arg(next.turn));
    brown::MeleeRecord::Step round;
    round.kind = brown::MeleeRecord::Step::Kind::Round;
    journal::EventList events;
    QString error;
    std::optional<brown::MeleeRecord> after;
    try {
        after = next.melee->then(round, document()->dice()->source(), events, &error);
    } catch (const dice::DiceUnavailable &) {
        return refuse(tr("Roll cancelled; the round can be thrown again."));
    }
    if (!after)
        return refuse(error);
    const std::optional<brown::MeleeFight> fight = after->replay();
    table::Scenario tableAfter = document()->scenario();
    if (fight)
        brown::applyMeleeRound(tableAfter, *fight);
    next.melee = *after;
    return step(tr("Melee round %1").arg(fight ? fight->roundsFought() : 0), recordOf(next), tableAfter, events.events());
}

bool BrownController::setMeleeModifier(brown::Side side, int modifier)
{
    if (!ensureAvailable())
        return false;
    if (modifier < -50 || modifier > 50)
        return refuse(tr("A melee modifier must be from -50 to 50, not %1.").arg(modifier));
    Play next = play();
    if (!next.melee)
        return refuse(tr("No melee is being fought."));
    brown::MeleeRecord::Step change;
    change.kind = brown::MeleeRecord::Step::Kind::Modifier;
    change.side = side;
    change.value = modifier;
    journal::EventList events;
    QString error;
    const std::optional<brown::MeleeRecord> after = next.melee->then(change, document()->dice()->source(), events, &error);
    if (!after)
        return refuse(error);
    next.melee = *after;
    return step(tr("Melee modifier"), recordOf(next), std::nullopt, events.events(), MeleeModifierCommandId);
}

bool BrownController::recordMorale(bool attackerRetreats, bool defenderRetreats)
{
    if (!ensureAvailable())
        return false;
    Play next = play();
    if (!next.melee)
        return refuse(tr("No melee is being fought."));
    brown::MeleeRecord::Step morale;
    morale.kind = brown::MeleeRecord::Step::Kind::Morale;
    morale.attackerRetreats = attackerRetreats;
    morale.defenderRetreats = defenderRetreats;
    journal::EventList events;
    QString error;
    const std::optional<brown::MeleeRecord> after = next.melee->then(morale, document()->dice()->source(), events, &error);
    if (!after)
        return refuse(error);
    next.melee = *after;
    return step(tr("Melee morale"), recordOf(next), std::nullopt, events.events());
}

std::optional<BrownController::MeleeResolution> BrownController::resolveMelee(const QString &attackerId,
                                                                              const QString &defenderId,
                                                                              const MeleeDecisions &decisions,
                                                                              bool apply)
{
    using Stage = brown::MeleeFight::Stage;
    using MeleeStep = brown::MeleeRecord::Step;
    if (!ensureAvailable())
        return std::nullopt;
    const table::Scenario &scenario = document()->scenario();
    Play next = play();
    MeleeResolution resolution;
    journal::EventList events;
    if (!next.melee) {
        const table::Unit *a = scenario.unit(attackerId);
        const table::Unit *d = scenario.unit(defenderId);
        if (!a || !d || a == d)
            return refuse(tr("Pick two different units on the table for the melee.")), std::nullopt;
        next.melee = meleeOf(scenario, *a, *d, next.turn);
        journal::JournalEvent event;
        event.kind = u"brown.melee-start"_s;
        event.turn = next.turn;
        event.actors = {a->id(), d->id()};
        event.summary = tr("%1 and %2 are in melee; both are Disordered while it lasts.").arg(a->name(), d->name());
        events.append(event);
        resolution.started = true;
    } else if (next.melee->attacker.unitId != attackerId || next.melee->defender.unitId != defenderId) {
        return refuse(tr("The battle's melee is %1 against %2.").arg(next.melee->attacker.unitId, next.melee->defender.unitId)),
               std::nullopt;
    }
    const auto stageOf = [](const brown::MeleeRecord &record) {
        const std::optional<brown::MeleeFight> fight = record.replay();
        return fight ? std::optional<Stage>(fight->stage()) : std::nullopt;
    };
    const auto take = [&](const MeleeStep &change) -> bool {
        QString error;
        std::optional<brown::MeleeRecord> after;
        try {
            after = next.melee->then(change, document()->dice()->source(), events, &error);
        } catch (const dice::DiceUnavailable &) {
            return refuse(tr("The dice were withheld; nothing was written."));
        }
        if (!after)
            return refuse(error);
        next.melee = *after;
        return true;
    };
    std::optional<table::Scenario> tableAfter;
    std::optional<Stage> stage = stageOf(*next.melee);
    if (!stage)
        return refuse(tr("The melee could not be replayed.")), std::nullopt;
    if (*stage == Stage::AwaitMorale && !decisions.morale)
        return refuse(tr("The melee awaits the morale checks of its last round.")), std::nullopt;
    if (*stage == Stage::AwaitRound) {
        const std::optional<brown::MeleeFight> now = next.melee->replay();
        // docs/rules.md B-29: a melee that goes on is fought in the next turn.
        if (now->turn() > next.turn)
            return refuse(tr("The melee goes on in turn %1: end turn %2 first (Next Turn).").arg(now->turn()).arg(next.turn)),
                   std::nullopt;
        for (const auto &[side, value] : {std::pair{brown::Side::Attacker, decisions.attackerModifier},
                                          std::pair{brown::Side::Defender, decisions.defenderModifier}}) {
            if (!value)
                continue;
            if (*value < -50 || *value > 50)
                return refuse(tr("A melee modifier must be from -50 to 50, not %1.").arg(*value)), std::nullopt;
            MeleeStep change;
            change.kind = MeleeStep::Kind::Modifier;
            change.side = side;
            change.value = *value;
            if (!take(change))
                return std::nullopt;
        }
        MeleeStep round;
        round.kind = MeleeStep::Kind::Round;
        if (!take(round))
            return std::nullopt;
        const std::optional<brown::MeleeFight> fought = next.melee->replay();
        tableAfter = scenario;
        brown::applyMeleeRound(*tableAfter, *fought);
        resolution.rounds.append(fought->rounds().constLast());
        stage = fought->stage();
    }
    if (decisions.morale && *stage == Stage::AwaitMorale) {
        MeleeStep morale;
        morale.kind = MeleeStep::Kind::Morale;
        morale.attackerRetreats = decisions.morale->attackerRetreats;
        morale.defenderRetreats = decisions.morale->defenderRetreats;
        if (!take(morale))
            return std::nullopt;
        stage = stageOf(*next.melee);
    }
    resolution.melee = *next.melee;
    // A side left the melee: it ends in the same step.
    if (stage == Stage::Over) {
        next.melee.reset();
        resolution.ended = true;
    }
    resolution.events = events.events();
    if (!apply)
        return resolution;
    const QString text = resolution.rounds.isEmpty()
        ? tr("Melee morale")
        : tr("Melee round %1").arg(resolution.melee.replay() ? resolution.melee.replay()->roundsFought() : 0);
    if (!step(text, recordOf(next), tableAfter, resolution.events))
        return std::nullopt;
    resolution.applied = true;
    return resolution;
}

bool BrownController::endMelee()
{
    if (!ensureAvailable())
        return false;
    Play next = play();
    if (!next.melee)
        return true;
    next.melee.reset();
    return step(tr("End Melee"), recordOf(next), std::nullopt, {});
}

} // namespace vedette

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

#include "ridemessengerscommand.h"

#include "document/document.h"

namespace vedette {

RideMessengersCommand::RideMessengersCommand(Document *document, const table::Scenario &after, const QString &text,
                                             QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , mDocument(document)
{
    const table::Scenario &before = document->scenario();
    for (const table::Unit &unit : after.units()) {
        const table::Unit *old = before.unit(unit.id());
        if (old && !(*old == unit))
            mUnits.append({*old, unit});
    }
    for (const table::Messenger &messenger : before.messengers()) {
        const table::Messenger *now = after.messenger(messenger.id);
        if (!now)
            mMessengers.append({messenger, std::nullopt});
        else if (!(*now == messenger))
            mMessengers.append({messenger, *now});
    }
    for (const table::Messenger &messenger : after.messengers()) {
        if (!before.messenger(messenger.id))
            mMessengers.append({std::nullopt, messenger});
    }
}

void RideMessengersCommand::applyMessenger(const std::optional<table::Messenger> &from,
                                           const std::optional<table::Messenger> &to)
{
    table::Scenario &scenario = mDocument->scenario();
    if (to && from)
        scenario.updateMessenger(*to);
    else if (to)
        scenario.addMessenger(*to);
    else if (from)
        scenario.removeMessenger(from->id);
}

void RideMessengersCommand::redo()
{
    for (const UnitChange &change : std::as_const(mUnits))
        mDocument->scenario().updateUnit(change.after);
    for (const MessengerChange &change : std::as_const(mMessengers))
        applyMessenger(change.before, change.after);
}

void RideMessengersCommand::undo()
{
    for (const UnitChange &change : std::as_const(mUnits))
        mDocument->scenario().updateUnit(change.before);
    for (const MessengerChange &change : std::as_const(mMessengers))
        applyMessenger(change.after, change.before);
}

} // namespace vedette

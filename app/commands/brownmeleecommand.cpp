#include "brownmeleecommand.h"

#include <QCoreApplication>

namespace vedette {

BrownMeleeCommand::BrownMeleeCommand(table::Scenario *scenario, const QString &attackerId, int attackerStrength,
                                     const QString &defenderId, int defenderStrength, QUndoCommand *parent)
    : QUndoCommand(parent)
    , mScenario(scenario)
{
    setText(QCoreApplication::translate("vedette::BrownMeleeCommand", "Melee round"));
    const std::pair<QString, int> sides[] = {{attackerId, attackerStrength}, {defenderId, defenderStrength}};
    for (const auto &[id, strength] : sides) {
        const table::Unit *unit = scenario->unit(id);
        if (!unit)
            continue;
        mBefore.append(*unit);
        table::Unit after = *unit;
        const int lost = std::max(0, unit->strength() - strength);
        after.setStrength(unit->strength() - lost);
        after.setCasualties(unit->casualties() + lost);
        after.setMarker(table::StateMarker::Disordered);
        mAfter.append(after);
    }
}

void BrownMeleeCommand::redo()
{
    for (const table::Unit &u : mAfter)
        mScenario->updateUnit(u);
}

void BrownMeleeCommand::undo()
{
    for (const table::Unit &u : mBefore)
        mScenario->updateUnit(u);
}

} // namespace vedette

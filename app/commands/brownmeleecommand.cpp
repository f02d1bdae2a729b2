#include "brownmeleecommand.h"

#include <QCoreApplication>

#include <algorithm>

namespace vedette {

BrownMeleeCommand::BrownMeleeCommand(table::Scenario *scenario, const QString &attackerId, int attackerStrength,
                                     const QString &defenderId, int defenderStrength, QUndoCommand *parent)
    : QUndoCommand(parent)
    , mScenario(scenario)
{
    setText(QCoreApplication::translate("vedette::BrownMeleeCommand", "Melee round"));
    const std::pair<QString, int> sides[] = {{attackerId, attackerStrength}, {defenderId, defenderStrength}};
    for (const auto &[id, strength] : sides) {
        if (const table::Unit *unit = scenario->unit(id))
            addLoss(id, std::max(0, unit->strength() - strength));
    }
}

BrownMeleeCommand::BrownMeleeCommand(table::Scenario *scenario, const QList<std::pair<QString, int>> &losses,
                                     QUndoCommand *parent)
    : QUndoCommand(parent)
    , mScenario(scenario)
{
    setText(QCoreApplication::translate("vedette::BrownMeleeCommand", "Melee round"));
    for (const auto &[id, lost] : losses)
        addLoss(id, lost);
}

void BrownMeleeCommand::addLoss(const QString &unitId, int lost)
{
    const table::Unit *unit = mScenario->unit(unitId);
    if (!unit)
        return;
    mBefore.append(*unit);
    table::Unit after = *unit;
    lost = std::clamp(lost, 0, unit->strength());
    after.setStrength(unit->strength() - lost);
    after.setCasualties(unit->casualties() + lost);
    after.setMarker(table::StateMarker::Disordered);
    mAfter.append(after);
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

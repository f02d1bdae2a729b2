#pragma once

#include "table/scenario.h"

#include <QUndoCommand>

namespace vedette {

// One round of a Brown melee on the table: both units' strength after the
// casualty steps, and both Disordered (any unit in melee is).
class BrownMeleeCommand : public QUndoCommand
{
public:
    BrownMeleeCommand(table::Scenario *scenario, const QString &attackerId, int attackerStrength,
                      const QString &defenderId, int defenderStrength, QUndoCommand *parent = nullptr);
    // A melee in a town: the men each unit of the blocks lost (all of them
    // are in the melee, so all are Disordered).
    BrownMeleeCommand(table::Scenario *scenario, const QList<std::pair<QString, int>> &losses,
                      QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;

private:
    void addLoss(const QString &unitId, int lost);

    table::Scenario *mScenario;
    QList<table::Unit> mBefore;
    QList<table::Unit> mAfter;
};

} // namespace vedette

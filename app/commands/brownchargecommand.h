#pragma once

#include "rules/brown/chargeoutcome.h"

#include "table/scenario.h"

#include <QUndoCommand>

namespace vedette {

// Applies a resolved Brown charge to the table as one undoable step: state
// markers, losses (closing fire, ride down, surrender) and the moves the
// text gives a number for. Moves without a number are only applied when the
// referee confirmed the suggestion (`applySuggested`).
class BrownChargeCommand : public QUndoCommand
{
public:
    BrownChargeCommand(table::Scenario *scenario, const QString &attackerId, const QString &defenderId,
                       const rules::brown::ChargeOutcome &outcome, bool applySuggested,
                       QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;

    const table::Unit &attackerAfter() const { return mAttackerAfter; }
    const table::Unit &defenderAfter() const { return mDefenderAfter; }

    // Where `mover` stands when its closest edge is `inches` from `target`'s,
    // moving along the line between their centres (0 = touching).
    static QPointF positionAtDistance(const table::Scenario &scenario, const table::Unit &mover,
                                      const table::Unit &target, double inches);
    // `inches` straight away from `enemy`.
    static QPointF positionBack(const table::Unit &unit, const table::Unit &enemy, double inches);

private:
    table::Scenario *mScenario;
    table::Unit mAttackerBefore;
    table::Unit mDefenderBefore;
    table::Unit mAttackerAfter;
    table::Unit mDefenderAfter;
};

} // namespace vedette

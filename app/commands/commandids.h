#pragma once

namespace vedette {

// Merge ids of the table's undo commands, in one place so no two commands
// merge by accident (QUndoCommand::id()).
enum CommandId {
    MoveUnitCommandId = 1,
    RotateUnitCommandId,
    EditUnitCommandId,
    EditMarkerCommandId,
    EditTerrainCommandId,
    ChargeModifierCommandId, // the referee switching or overriding a charge modifier
    MeleeModifierCommandId,
    EditGeneralCommandId,
    EditSideCommandId,
};

} // namespace vedette

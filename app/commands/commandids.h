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
    EditGeneralCommandId,
    EditSideCommandId,
};

} // namespace vedette

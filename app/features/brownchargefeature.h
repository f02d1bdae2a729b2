#pragma once

namespace vedette {

class MainWindow;

// Brown's charge: the Charge and Melee docks, the charge tool, Next Turn and
// Brown's House Rules dialog.
void installBrownCharge(MainWindow *window);

} // namespace vedette

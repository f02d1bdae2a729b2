#pragma once

namespace vedette {

class MainWindow;

// Each feature (dice tray, table tools, campaign log, rule panels, solo games)
// adds its docks, menus and tool bar actions to the main window in its own
// install function; this calls them in a fixed order.
void installFeatures(MainWindow *window);

} // namespace vedette

#pragma once

namespace vedette {

class MainWindow;

// The table feature: puts the scene in the main window's table view, adds
// the table tools (tool bar, Table menu, shortcuts), the inspector dock, the
// View menu's zoom and grid, File > Export Table, and the cursor position in
// the status bar.
void installTable(MainWindow *window);

} // namespace vedette

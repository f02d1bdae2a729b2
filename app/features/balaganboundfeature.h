#pragma once

namespace vedette {

class MainWindow;

// Balagan's bound: the Bound dock, its house rules in the Rules menu, and the
// reach overlay on the table with its checkable "Show Reach" action (A), on by
// default.
void installBoundPanel(MainWindow *window);

} // namespace vedette

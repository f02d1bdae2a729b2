#pragma once

namespace vedette {

class MainWindow;

// Setting up a battle of one's own: File > New Battle… (from a scenario or
// from nothing), the Order of Battle dock, File > Import and Export Order of
// Battle (CSV), and the deploy tool fed from the dock (its button, and units
// dragged from the dock onto the table). Installed after the table and the
// rule panels, whose tools and set-up state it uses.
void installSetUp(MainWindow *window);

} // namespace vedette

#pragma once

namespace vedette {

class MainWindow;

// Adds "Charge of the Light Brigade…" to the Solo Games menu: resumes the
// charge in progress in the campaign, or forms up a new troop.
void installLightBrigade(MainWindow *window);

} // namespace vedette

#pragma once

namespace vedette {

class MainWindow;

// Adds "Anyone for Tennyson…" to the Solo Games menu: a set-up dialog, then
// the card table in its own window.
void installTennyson(MainWindow *window);

} // namespace vedette

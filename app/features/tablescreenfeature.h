#pragma once

namespace vedette {

class MainWindow;

// View > Table Screen: the second screen over the table and its frame on the scene.
void installTableScreen(MainWindow *window);

} // namespace vedette

#pragma once

namespace vedette {

class MainWindow;

// The dice tray: its dock and its button on the main tool bar.
void installDiceTray(MainWindow *window);

} // namespace vedette

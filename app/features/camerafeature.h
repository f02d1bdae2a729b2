#pragma once

namespace vedette {

class MainWindow;

// The camera over the table (issue 42): the Camera dock in the Table menu.
void installCamera(MainWindow *window);

} // namespace vedette

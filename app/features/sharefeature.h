#pragma once

namespace vedette {

class MainWindow;

// Table > Share with Players…: each side's view served to the players'
// phones and tablets (panels/sharedialog.h, app/server).
void installShareWithPlayers(MainWindow *window);

} // namespace vedette

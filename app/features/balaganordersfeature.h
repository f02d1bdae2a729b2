#pragma once

namespace vedette {

class MainWindow;

// Balagan's orders: the flags and the generals' pieces on the table, the hand
// that moves a general, and the Orders dock in the Rules menu.
void installOrders(MainWindow *window);

} // namespace vedette

#pragma once

#include <QString>

#include <functional>

class QMenu;

namespace vedette {

class BalaganController;

// The table's menu of a Balagan unit in its side's bound (docs/rules.md
// M-34): exactly what the controller's options offer it now (a move straight
// ahead, a charge on each target it may reach, fire on each unit under its
// fire, each formation it may take, a wheel, withdraw, follow up), with the
// chances; each entry is one step through the controller. A unit offered
// nothing gets one line saying why. Orders bind (M-32): what the unit's order
// holds back is left out and a line says so; with `override` (Ctrl held) it
// is listed too, marked, and done as the referee's override, logged.
namespace BalaganActMenu {

// Fills `menu`; returns how many entries act. The menu's triggered entries
// report the controller's outcome, or its refusal, to `report`.
int fill(QMenu *menu, BalaganController *controller, const QString &unitId,
         const std::function<void(const QString &message)> &report, bool override = false);

} // namespace BalaganActMenu

} // namespace vedette

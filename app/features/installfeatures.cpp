#include "features.h"

#include "modes/lightbrigadefeature.h"
#include "modes/tennysonfeature.h"
#include "panels/boundpanel.h"
#include "panels/chargepanel.h"
#include "panels/dicetray.h"
#include "panels/orderspanel.h"
#include "panels/setupfeature.h"
#include "tools/tablefeature.h"
#include "window/mainwindow.h"
#include "window/tablescreencontroller.h"

namespace vedette {

void installFeatures(MainWindow *window)
{
    // One line per feature, in menu order. Keep the declarations next to the
    // feature's code (e.g. "panels/dicetray.h") and include them above.
    installDiceTray(window);
    installTable(window);
    installTableScreen(window);
    installBrownCharge(window);
    installBoundPanel(window);
    installOrders(window);
    installSetUp(window);
    installTennyson(window);
    installLightBrigade(window);
    Q_UNUSED(window)
}

} // namespace vedette

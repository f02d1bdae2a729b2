#include "installfeatures.h"

#include "features/balaganboundfeature.h"
#include "features/balaganordersfeature.h"
#include "features/brownchargefeature.h"
#include "features/camerafeature.h"
#include "features/dicetrayfeature.h"
#include "features/lightbrigadefeature.h"
#include "features/setupfeature.h"
#include "features/sharefeature.h"
#include "features/tablefeature.h"
#include "features/tablescreenfeature.h"
#include "features/tennysonfeature.h"

namespace vedette {

void installFeatures(MainWindow *window)
{
    // One line per feature, in menu order; each feature's wiring is one file
    // of app/features/ (docs/architecture.md).
    installDiceTray(window);
    installTable(window);
    installTableScreen(window);
    installShareWithPlayers(window);
    installCamera(window);
    installBrownCharge(window);
    installBoundPanel(window);
    installOrders(window);
    installSetUp(window);
    installTennyson(window);
    installLightBrigade(window);
}

} // namespace vedette

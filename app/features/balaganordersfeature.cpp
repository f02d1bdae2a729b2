#include "balaganordersfeature.h"

#include "panels/orderspanel.h"
#include "scene/orderflaglayer.h"
#include "scene/pieceslayer.h"
#include "scene/tablescene.h"
#include "scene/tableview.h"
#include "tools/generalhand.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QMenu>

namespace vedette {

void installOrders(MainWindow *window)
{
    auto *scene = window->tableView() ? qobject_cast<TableScene *>(window->tableView()->scene()) : nullptr;
    if (!scene)
        return;
    new OrderFlagLayer(scene);
    auto *pieces = new PiecesLayer(scene);
    auto *panel = new OrdersPanel(window->document(), window);
    // Loading a campaign resets the table without a command.
    QObject::connect(scene, &TableScene::scenarioChanged, panel, &OrdersPanel::scheduleRefresh);
    auto *hand = new GeneralHand(scene, pieces);
    QObject::connect(hand, &GeneralHand::sendMessengerRequested, panel,
                     [panel](const QString &generalId) { panel->askMessenger(generalId); });
    window->addPanel(panel, Qt::RightDockWidgetArea);
    panel->hide();
    QAction *toggle = panel->toggleViewAction();
    toggle->setText(OrdersPanel::tr("Balagan &Orders"));
    toggle->setToolTip(OrdersPanel::tr("Show the divisions, their generals and orders, and the messengers riding"));
    window->menu(MainWindow::Menu::Rules)->addAction(toggle);
}

} // namespace vedette

#include "balaganordersfeature.h"

#include "panels/orderspanel.h"
#include "scene/orderflaglayer.h"
#include "scene/pieceslayer.h"
#include "scene/tablescene.h"
#include "scene/tableview.h"
#include "tools/generalhand.h"
#include "window/mainwindow.h"

#include <QCoreApplication>
#include <QAction>
#include <QMenu>

namespace vedette {

// The strings were the panels' and keep their translation contexts (lupdate
// does not see the panels' classes from here).

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
    toggle->setText(QCoreApplication::translate("vedette::OrdersPanel", "Balagan &Orders"));
    toggle->setToolTip(QCoreApplication::translate("vedette::OrdersPanel", "Show the divisions, their generals and orders, and the messengers riding"));
    window->menu(MainWindow::Menu::Rules)->addAction(toggle);
}

} // namespace vedette

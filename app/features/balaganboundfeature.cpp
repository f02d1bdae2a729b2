#include "balaganboundfeature.h"

#include "document/document.h"
#include "panels/balaganoverlay.h"
#include "panels/boundpanel.h"
#include "scene/tablescene.h"
#include "scene/tableview.h"
#include "window/mainwindow.h"

#include <QCoreApplication>
#include <QAction>
#include <QKeySequence>
#include <QMenu>

using namespace Qt::StringLiterals;

namespace vedette {

// The strings were the panels' and keep their translation contexts (lupdate
// does not see the panels' classes from here).

namespace {

void installBalaganOverlay(MainWindow *window)
{
    TableScene *scene = window->tableView() ? window->tableView()->tableScene() : nullptr;
    if (!scene)
        return;
    auto *toggle = new QAction(QCoreApplication::translate("vedette::BalaganOverlay", "Show Balagan &Reach"), window);
    toggle->setObjectName(u"balaganReachAction"_s);
    toggle->setCheckable(true);
    toggle->setChecked(true);
    toggle->setShortcut(QKeySequence(Qt::Key_A));
    toggle->setToolTip(QCoreApplication::translate("vedette::BalaganOverlay", "Show the selected unit's move allowance in paces on the table, bad going "
                                      "included (Balagan)"));
    window->menu(MainWindow::Menu::Rules)->addAction(toggle);
    new BalaganOverlay(scene, window->document()->balagan(), toggle);
}

} // namespace

void installBoundPanel(MainWindow *window)
{
    auto *panel = new BoundPanel(window->document(), window);
    window->addPanel(panel, Qt::RightDockWidgetArea);
    panel->hide();
    QAction *toggle = panel->toggleViewAction();
    toggle->setText(QCoreApplication::translate("vedette::BoundPanel", "Balagan &Bound"));
    toggle->setToolTip(QCoreApplication::translate("vedette::BoundPanel", "Show the panel that runs a bound of Balagan's Marlburian rules"));
    QMenu *rules = window->menu(MainWindow::Menu::Rules);
    rules->addAction(toggle);
    QAction *house = rules->addAction(QCoreApplication::translate("vedette::BoundPanel", "Balagan's H&ouse Rules..."));
    house->setObjectName(u"balaganHouseRulesAction"_s);
    QObject::connect(house, &QAction::triggered, panel, &BoundPanel::editHouseRules);
    installBalaganOverlay(window);
    // A unit picked on the table is the one that acts, when it may.
    if (TableView *view = window->tableView())
        QObject::connect(view->tableScene(), &TableScene::selectedUnitChanged, panel,
                         [panel](const QString &unitId) { panel->selectActionUnit(unitId); });
}

} // namespace vedette

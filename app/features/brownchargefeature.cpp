// Adds Brown's Charge and Melee panels, the Next Turn action and the House
// Rules dialog to the main window (apart from the panel to keep it short).
#include "brownchargefeature.h"

#include "panels/brownhouserulesdialog.h"
#include "panels/chargepanel.h"
#include "panels/meleepanel.h"

#include "controllers/browncontroller.h"
#include "document/document.h"
#include "scene/tablescene.h"
#include "scene/tableview.h"
#include "tools/chargetool.h"
#include "tools/toolmanager.h"
#include "window/mainwindow.h"

#include <QCoreApplication>
#include <QMenu>
#include <QStatusBar>

using namespace Qt::StringLiterals;

namespace vedette {

// The strings were the panels' and keep their translation contexts (lupdate
// does not see the panels' classes from here).

void installBrownCharge(MainWindow *window)
{
    auto *panel = new ChargePanel(window->document(), window);
    window->addPanel(panel, Qt::RightDockWidgetArea);
    panel->hide();
    auto *melee = new MeleePanel(window->document(), window);
    window->addPanel(melee, Qt::RightDockWidgetArea);
    melee->hide();
    // MELEE!: the battle's melee began with the charge's Apply; show it.
    QObject::connect(panel, &ChargePanel::meleeBegins, melee, [melee] {
        melee->show();
        melee->raise();
    });
    // The table's Charge tool hands its two clicks to the panel; Enter and
    // Esc on the table walk and cancel the charge here.
    if (TableView *view = window->tableView()) {
        panel->setTableScene(view->tableScene());
        // A unit picked on the table is the one that charges, at its nearest target.
        QObject::connect(view->tableScene(), &TableScene::selectedUnitChanged, panel, [panel](const QString &unitId) {
            if (!unitId.isEmpty())
                panel->pickAttacker(unitId);
        });
    }
    if (auto *tools = window->findChild<ToolManager *>(u"toolManager"_s)) {
        if (auto *tool = qobject_cast<ChargeTool *>(tools->tool(u"chargeTool"_s))) {
            tool->setRefusalCheck([panel = QPointer<ChargePanel>(panel)](const QString &a, const QString &t) {
                return panel ? panel->refusalFor(a, t) : QString();
            });
            QObject::connect(tool, &ChargeTool::pairChosen, panel, [panel](const QString &a, const QString &t) {
                panel->choose(a, t);
                panel->show();
                panel->raise();
            });
            QObject::connect(tool, &ChargeTool::advanceRequested, panel, [panel] {
                panel->show();
                panel->advance();
            });
            QObject::connect(tool, &ChargeTool::cancelRequested, panel, &ChargePanel::cancel);
        }
    }
    QMenu *rules = window->menu(MainWindow::Menu::Rules);
    // Brown's battle counts turns: Next Turn ends the set-up, then each turn.
    BrownController *brown = window->document()->brown();
    QAction *nextTurn = rules->addAction(QCoreApplication::translate("vedette::ChargePanel", "Brown: &Next Turn"));
    nextTurn->setObjectName(u"brownNextTurnAction"_s);
    nextTurn->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    nextTurn->setToolTip(QCoreApplication::translate("vedette::ChargePanel", "End the set-up or the turn of a Brown battle; the log files what follows under the next turn"));
    QObject::connect(nextTurn, &QAction::triggered, brown, [brown, window] {
        if (!brown->nextTurn())
            window->statusBar()->showMessage(brown->lastError(), 5000);
    });
    const auto followBattle = [nextTurn, brown] {
        nextTurn->setEnabled(brown->available());
        nextTurn->setText(brown->available() && brown->turn() == 0 ? QCoreApplication::translate("vedette::ChargePanel", "Brown: &Begin Turn 1")
                                                                   : QCoreApplication::translate("vedette::ChargePanel", "Brown: &Next Turn"));
    };
    QObject::connect(brown, &BattleController::changed, nextTurn, followBattle);
    followBattle();
    QAction *toggle = panel->toggleViewAction();
    toggle->setText(QCoreApplication::translate("vedette::ChargePanel", "Brown's &Charge"));
    toggle->setToolTip(QCoreApplication::translate("vedette::ChargePanel", "Show the panel that walks a charge of Dan Brown's rules"));
    rules->addAction(toggle);
    QAction *meleeToggle = melee->toggleViewAction();
    meleeToggle->setText(QCoreApplication::translate("vedette::ChargePanel", "Brown's &Melee"));
    rules->addAction(meleeToggle);
    QAction *house = rules->addAction(QCoreApplication::translate("vedette::ChargePanel", "Brown's &House Rules..."));
    QObject::connect(house, &QAction::triggered, panel, [panel, window] {
        BrownHouseRulesDialog dialog(panel->houseRules(), window);
        if (dialog.exec() == QDialog::Accepted)
            panel->setHouseRules(dialog.houseRules());
    });
}

} // namespace vedette

#include "setupfeature.h"

#include "document/campaign.h"
#include "document/document.h"
#include "panels/boundpanel.h"
#include "panels/inspectorpanel.h"
#include "panels/newbattledialog.h"
#include "panels/orderofbattlepanel.h"
#include "scene/tableview.h"
#include "store/campaignstore.h"
#include "tools/deploydropfilter.h"
#include "tools/deploytool.h"
#include "tools/toolmanager.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QCoreApplication>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>

using namespace Qt::StringLiterals;

namespace vedette {

namespace {

// The translation context of this file, for Tr::tr() in free functions too
// (lupdate reads Tr::tr with this context; a free Tr::tr() helper it would not).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(SetUpFeature)
};

void newBattle(MainWindow *window)
{
    Campaign *campaign = window->document()->campaign();
    store::CampaignStore *store = campaign->store();
    if (!store || campaign->isReadOnly()) {
        QMessageBox::information(window, Tr::tr("New Battle"), Tr::tr("Open a campaign you can write to first (File > Open, or New Campaign)."));
        return;
    }
    NewBattleDialog dialog(*store, 0, window);
    // From the File menu: a battle of one's own, unless the referee picks a scenario.
    dialog.setEmptyTable(true);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (!dialog.startIn(campaign))
        QMessageBox::warning(window, Tr::tr("New Battle"), Tr::tr("The battle could not be started: %1").arg(campaign->errorString()));
}

} // namespace

void installSetUp(MainWindow *window)
{
    Document *document = window->document();
    TableScene *scene = window->tableView() ? window->tableView()->tableScene() : nullptr;
    auto *tools = window->findChild<ToolManager *>(u"toolManager"_s);
    auto *inspector = window->findChild<InspectorPanel *>();
    if (!scene || !tools || !inspector)
        return;
    auto *deploy = qobject_cast<DeployTool *>(tools->tool(u"deployTool"_s));
    if (!deploy) {
        deploy = new DeployTool;
        tools->addTool(deploy);
    }
    // Balagan's deployment zones hold while the Bound panel is in set-up.
    QPointer<BoundPanel> bound = window->findChild<BoundPanel *>();
    deploy->setSetUpCheck([bound] { return bound && bound->inSetUp(); });
    new DeployDropFilter(window->tableView(), tools, deploy);

    auto *panel = new OrderOfBattlePanel(document, scene, inspector, window);
    window->addPanel(panel, Qt::LeftDockWidgetArea);
    if (auto *campaignDock = window->findChild<QDockWidget *>(u"campaignDock"_s))
        window->tabifyDockWidget(campaignDock, panel);
    QObject::connect(panel, &OrderOfBattlePanel::deployRequested, deploy, [tools, deploy](const QStringList &units) {
        tools->selectTool(deploy);
        deploy->setPayload(units);
    });

    // File: New Battle… and the CSV commands as a group after the campaign's own.
    QMenu *file = window->menu(MainWindow::Menu::File);
    QAction *exportLog = window->findChild<QAction *>(u"exportLogAction"_s);
    const QList<QAction *> actions = file->actions();
    const qsizetype at = exportLog ? actions.indexOf(exportLog) : -1;
    QAction *next = at >= 0 && at + 1 < actions.size() ? actions[at + 1] : nullptr;
    auto *newBattleAction = new QAction(QIcon::fromTheme(u"document-new"_s), Tr::tr("New &Battle…"), window);
    newBattleAction->setObjectName(u"newBattleAction"_s);
    newBattleAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    newBattleAction->setStatusTip(Tr::tr("Start a battle in this campaign: from one of its scenarios, or from an empty table "
                                     "with the rule system, size and sides you choose"));
    QObject::connect(newBattleAction, &QAction::triggered, window, [window] { newBattle(window); });
    file->insertSeparator(next);
    file->insertAction(next, newBattleAction);
    for (const QString &name : {u"importCsvAction"_s, u"exportCsvAction"_s})
        if (QAction *action = window->findChild<QAction *>(name))
            file->insertAction(next, action);
    const auto enable = [window, newBattleAction] {
        const Campaign *campaign = window->document()->campaign();
        newBattleAction->setEnabled(campaign->isOpen() && !campaign->isReadOnly());
    };
    QObject::connect(document->campaign(), &Campaign::opened, newBattleAction, enable);
    QObject::connect(document->campaign(), &Campaign::closed, newBattleAction, enable);
    enable();
}

} // namespace vedette

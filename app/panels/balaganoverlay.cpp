#include "balaganoverlay.h"

#include "boundpanel.h"
#include "rules/balagan/movement.h"
#include "scene/deploymentzoneitem.h"
#include "scene/reachableareaitem.h"
#include "scene/tablescene.h"
#include "scene/tableview.h"
#include "table/scenario.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QMenu>

#include <cmath>

using namespace Qt::StringLiterals;

namespace vedette {

BalaganOverlay::BalaganOverlay(TableScene *scene, BoundPanel *panel, QAction *toggle)
    : QObject(scene)
    , mScene(scene)
    , mPanel(panel)
    , mToggle(toggle)
    , mReach(new ReachableAreaItem(scene))
{
    setObjectName(u"balaganOverlay"_s);
    scene->addItem(mReach);
    mReach->hide();
    for (int i = 0; i < 2; ++i) {
        auto *zone = new DeploymentZoneItem(scene);
        scene->addItem(zone);
        zone->hide();
        mZones.append(zone);
    }
    connect(scene, &TableScene::selectedUnitChanged, this, &BalaganOverlay::refresh);
    connect(scene, &TableScene::scenarioChanged, this, &BalaganOverlay::refresh);
    if (panel) {
        connect(panel, &BoundPanel::houseRulesChanged, this, &BalaganOverlay::refresh);
        connect(panel, &BoundPanel::setUpChanged, this, &BalaganOverlay::refresh);
    }
    if (toggle)
        connect(toggle, &QAction::toggled, this, &BalaganOverlay::refresh);
    refresh();
}

void BalaganOverlay::refresh()
{
    const bool balagan = mScene->scenario().ruleSystem() == table::RuleSystem::Balagan;
    const QString selected = mScene->selectedUnitId();
    const bool wanted = balagan && (!mToggle || mToggle->isChecked()) && !selected.isEmpty()
        && mScene->scenario().unit(selected);
    if (wanted) {
        mReach->setUnit(selected, mPanel ? mPanel->houseRules() : rules::balagan::HouseRules());
    } else if (!mReach->unitId().isEmpty()) {
        mReach->setUnit({}, {});
    }
    mReach->setVisible(wanted);
    refreshZones(balagan);
}

void BalaganOverlay::refreshZones(bool balagan)
{
    const table::Scenario &scenario = mScene->scenario();
    const bool show = balagan && mPanel && mPanel->inSetUp() && !scenario.sides().isEmpty();
    for (DeploymentZoneItem *zone : std::as_const(mZones))
        zone->setVisible(show);
    if (!show)
        return;
    const auto zones = rules::balagan::movement::deploymentZones(scenario);
    const QRectF rects[2] = {zones.first, zones.second};
    // Each side takes the zone nearer its units on the table (core decides,
    // so the deploy tool and the picture agree); without units the first two
    // sides take them in order.
    QList<const table::Side *> sides;
    for (const table::Side &side : scenario.sides())
        sides.append(&side);
    if (sides.size() >= 2 && rules::balagan::movement::deploymentZoneOf(scenario, sides[0]->id) == zones.second)
        std::swap(sides[0], sides[1]);
    for (int i = 0; i < 2; ++i) {
        const table::Side *side = sides.value(i);
        mZones[i]->setZone(rects[i], side ? side->name : tr("Second side"), side ? side->colour : QColor(Qt::darkGray));
    }
}

void installBalaganOverlay(MainWindow *window, BoundPanel *panel)
{
    TableScene *scene = window->tableView() ? window->tableView()->tableScene() : nullptr;
    if (!scene)
        return;
    auto *toggle = new QAction(BoundPanel::tr("Show Balagan &Reach"), window);
    toggle->setObjectName(u"balaganReachAction"_s);
    toggle->setCheckable(true);
    toggle->setChecked(true);
    toggle->setShortcut(QKeySequence(Qt::Key_A));
    toggle->setToolTip(BoundPanel::tr("Show the selected unit's move allowance in paces on the table, bad going "
                                      "included (Balagan)"));
    window->menu(MainWindow::Menu::Rules)->addAction(toggle);
    new BalaganOverlay(scene, panel, toggle);
}

} // namespace vedette

#include "balaganoverlay.h"

#include "controllers/balagancontroller.h"
#include "document/document.h"
#include "render/tablepicture.h"
#include "rules/balagan/movement.h"
#include "scene/deploymentzoneitem.h"
#include "scene/reachableareaitem.h"
#include "scene/tablescene.h"
#include "scene/tableview.h"
#include "table/scenario.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QMenu>

using namespace Qt::StringLiterals;

namespace vedette {

BalaganOverlay::BalaganOverlay(TableScene *scene, BalaganController *controller, QAction *toggle)
    : QObject(scene)
    , mScene(scene)
    , mController(controller)
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
    // A step tells the table piece by piece; the controller's changed()
    // follows once after it (Document::ChangeScope), so the overlay is laid
    // out once, not once a piece.
    connect(scene, &TableScene::scenarioChanged, this, [this, controller] {
        if (!controller || !controller->document()->isChanging())
            refresh();
    });
    // House rules and the set-up are the battle's: the controller says when they change.
    if (controller)
        connect(controller, &BattleController::changed, this, &BalaganOverlay::refresh);
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
        // A unit of the side moving, after its morale tests: what it has left
        // this bound, as the Bound panel says (half after a change of
        // formation, less what it moved). Any other unit: its full allowance.
        std::optional<table::Length> left;
        const table::Unit *unit = mScene->scenario().unit(selected);
        if (mController && mController->available() && !mController->inSetUp() && unit
            && unit->sideId() == mController->state().sideToMove()
            && mController->state().phase == rules::balagan::BoundPhase::Action)
            left = mController->moveAllowance(selected).left();
        mReach->setUnit(selected, mController ? mController->houseRules() : rules::balagan::HouseRules(), left);
    } else if (!mReach->unitId().isEmpty()) {
        mReach->setUnit({}, {});
    }
    mReach->setVisible(wanted);
    refreshZones(balagan);
}

void BalaganOverlay::refreshZones(bool balagan)
{
    const table::Scenario &scenario = mScene->scenario();
    const bool show = balagan && mController && mController->inSetUp() && !scenario.sides().isEmpty();
    for (DeploymentZoneItem *zone : std::as_const(mZones))
        zone->setVisible(show);
    if (!show)
        return;
    // The same zones, given to the same sides, as every picture of the table.
    const QList<render::TablePicture::Zone> zones = render::TablePicture::deploymentZones(scenario);
    mZoneSides.clear();
    for (int i = 0; i < mZones.size(); ++i) {
        if (i < zones.size())
            mZones[i]->setZone(zones[i].rect, zones[i].sideName, zones[i].colour);
        mZones[i]->setVisible(i < zones.size());
        mZoneSides.append(i < zones.size() ? zones[i].sideId : QString());
    }
}

void BalaganOverlay::previewZone(const QString &sideId, const QRectF &rect)
{
    const qsizetype index = mZoneSides.indexOf(sideId);
    if (index < 0 || sideId.isEmpty())
        return;
    const table::Side *side = mScene->scenario().side(sideId);
    mZones[index]->setZone(rect, side ? side->name : sideId, side ? side->colour : QColor(Qt::darkGray));
}

} // namespace vedette

#include "selecttool.h"

#include "commands/facade.h"
#include "controllers/balagancontroller.h"
#include "controllers/battlecontroller.h"
#include "controllers/browncontroller.h"
#include "document/document.h"
#include "panels/balaganactmenu.h"
#include "panels/balaganoverlay.h"
#include "render/tablepicture.h"
#include "scene/tapeitem.h"
#include "scene/pinnedrulerlayer.h"
#include "scene/tablescene.h"
#include "scene/terrainselection.h"
#include "scene/unititem.h"
#include "table/geometry.h"
#include "table/lengthformat.h"
#include "table/movecheck.h"
#include "table/scenario.h"
#include "rules/balagan/movement.h"
#include "util/sentence.h"

#include <QGraphicsSceneMouseEvent>
#include <QGraphicsView>
#include <QKeyEvent>
#include <QMenu>
#include <QPointer>
#include <QUndoStack>
#include <QWidget>

#include <cmath>

using namespace Qt::StringLiterals;

namespace vedette {

namespace {

// How far the unit may move this turn by the rules of its battle: in a
// Balagan bound what the battle leaves it (rules::balagan::Battle::
// moveAllowance: half after a formation change, nothing after a failed
// action or a charge), in the set-up its allowance per arm and formation;
// Brown's text gives none, so a Brown unit moves as far as the referee drags it.
table::Length allowanceOf(const Document *document, const table::Unit &unit, QString *why)
{
    const table::Scenario &scenario = document->scenario();
    if (scenario.ruleSystem() == table::RuleSystem::Brown) {
        // docs/rules.md B-33: only when the referee set allowances (a house rule).
        const BrownController *brown = document->brown();
        const std::optional<table::Length> allowance = brown ? brown->moveAllowance(unit.id()) : std::nullopt;
        if (!allowance)
            return table::Length::infinite();
        if (why)
            *why = SelectTool::tr("Brown's house rule: %1 a turn.").arg(table::formatLength(*allowance, scenario.displayUnits()));
        return *allowance;
    }
    if (scenario.ruleSystem() != table::RuleSystem::Balagan)
        return table::Length::infinite();
    const BalaganController *balagan = document->balagan();
    if (balagan && balagan->available() && !balagan->inSetUp()) {
        const rules::balagan::MoveAllowance left = balagan->moveAllowance(unit.id());
        if (why)
            *why = left.reason;
        return left.left();
    }
    return rules::balagan::movement::allowance(unit, scenario.groundScale());
}

// Whether moves go through the Balagan bound (recorded as the unit's move).
bool inBalaganBound(const Document *document)
{
    const BalaganController *balagan = document->balagan();
    return document->scenario().ruleSystem() == table::RuleSystem::Balagan && balagan && balagan->available()
        && !balagan->inSetUp();
}

} // namespace

SelectTool::SelectTool(QObject *parent)
    : AbstractTool(u"selectTool"_s, tr("Select and Move"), QIcon(u":/symbols/tool-select.svg"_s), QKeySequence(Qt::Key_S),
                   parent)
{
}

SelectTool::~SelectTool() = default;

QString SelectTool::hint() const
{
    return tr("Click a unit to select it; drag to move it, drag its handle or press R / Shift+R to turn it; Delete removes it. "
              "Click terrain with no unit on it to inspect it; click a pinned ruler to pick it, double-click to label it, right-click for its menu.");
}

void SelectTool::activate(TableScene *scene)
{
    AbstractTool::activate(scene);
    // The trail measures the last drag; once the unit is no longer where
    // that drag left it (the move undone, the unit edited or removed, the
    // table replaced) it measures nothing on the table and goes.
    mWatch = connect(scene, &TableScene::scenarioChanged, this, [this](const table::ScenarioChange &change) {
        using Kind = table::ScenarioChange::Kind;
        const bool touched = change.kind == Kind::Reset || change.kind == Kind::Settings
            || ((change.kind == Kind::UnitChanged || change.kind == Kind::UnitRemoved) && change.id == mStart.id());
        if (!touched)
            return;
        if (mMode == Mode::Pressed || mMode == Mode::Moving || mMode == Mode::Rotating) {
            // The unit held was changed under the hand (another table's step
            // arrived, the battle was reloaded): the drag measured a unit that
            // is no longer there, so it is let go and nothing is written.
            cancelDrag(tr("%1 was changed meanwhile (another table's step or a reload): the drag was let go.")
                           .arg(mStart.name()));
            return;
        }
        if (!mTrail || mMode != Mode::Idle)
            return;
        const table::Unit *unit = this->scene()->scenario().unit(mStart.id());
        if (!unit || unit->position() != mLastCentre)
            clearTrail();
    });
}

void SelectTool::cancelDrag(const QString &why)
{
    mMode = Mode::Idle;
    mWarning = false;
    mReason.clear();
    clearTrail();
    syncUnit(mStart.id());
    emit message(why);
}

void SelectTool::syncUnit(const QString &id)
{
    // Looked up afresh: a step refused or taken back may have rebuilt the
    // scene's items (a whole table put back), so none is kept across a step.
    if (UnitItem *item = scene()->unitItem(id))
        item->sync();
}

void SelectTool::deactivate()
{
    disconnect(mWatch);
    clearTrail();
    mMode = Mode::Idle;
    AbstractTool::deactivate();
}

TapeItem *SelectTool::trail()
{
    if (!mTrail) {
        mTrail = new TapeItem(scene());
        scene()->addItem(mTrail);
    }
    return mTrail;
}

void SelectTool::clearTrail()
{
    delete mTrail;
    mTrail = nullptr;
}

QString SelectTool::trailText() const
{
    return mTrail ? mTrail->labelText() : QString();
}

QString SelectTool::trailNote() const
{
    return mTrail ? mTrail->note() : QString();
}

void SelectTool::mousePressed(QGraphicsSceneMouseEvent *event)
{
    if (event->button() == Qt::RightButton && mMode == Mode::Idle) {
        // docs/rules.md M-34: a Balagan unit's menu is what it may do now.
        const QString unit = scene()->unitAt(event->scenePos());
        if (!unit.isEmpty() && inBalaganBound(document())) {
            scene()->selectUnit(unit);
            if (!document()->isEditable()) {
                emit message(document()->notEditableReason());
                return;
            }
            auto *menu = new QMenu(event->widget() ? event->widget()->window() : nullptr);
            menu->setObjectName(u"balaganActMenu"_s);
            menu->setAttribute(Qt::WA_DeleteOnClose);
            QPointer<SelectTool> tool(this);
            // Ctrl: also what the unit's order holds back, as overrides (M-32).
            BalaganActMenu::fill(
                menu, document()->balagan(), unit,
                [tool](const QString &said) {
                    if (tool)
                        emit tool->message(said);
                },
                event->modifiers().testFlag(Qt::ControlModifier));
            menu->popup(event->screenPos());
            return;
        }
        PinnedRulerLayer *rulers = PinnedRulerLayer::of(scene());
        const QString ruler = rulers->rulerAt(event->scenePos());
        if (!ruler.isEmpty() && scene()->unitAt(event->scenePos()).isEmpty())
            rulers->showContextMenu(ruler, event->screenPos(),
                                    event->widget() ? event->widget()->parentWidget() : nullptr);
        return;
    }
    if (event->button() != Qt::LeftButton)
        return;
    const QPointF pos = event->scenePos();
    clearTrail();
    if (!document()->isEditable()) {
        // Followed or read-only: a click picks and shows, nothing is dragged.
        mMode = Mode::Idle;
        const QString id = scene()->unitAt(pos);
        scene()->selectUnit(id);
        if (id.isEmpty()) {
            PinnedRulerLayer::of(scene())->select({});
            TerrainSelection::of(scene())->select(scene()->terrainAt(pos));
        } else {
            emit message(document()->notEditableReason());
        }
        return;
    }
    mWarning = false;
    mReason.clear();
    // The rotate handle of the selected unit wins over whatever lies under it.
    if (UnitItem *selected = scene()->unitItem(scene()->selectedUnitId())) {
        if (QLineF(selected->rotateHandlePos(), pos).length() <= UnitItem::rotateHandleRadius * 1.6) {
            mStart = *scene()->scenario().unit(selected->unitId());
            mLastFacing = mStart.facing();
            mMode = Mode::Rotating;
            return;
        }
    }
    const QString id = scene()->unitAt(pos);
    // A deployment zone's corner, where no unit stands, resizes the zone.
    if (id.isEmpty() && pressZone(event) && mMode == Mode::ZoneResizing)
        return;
    scene()->selectUnit(id);
    if (id.isEmpty()) {
        // A pinned ruler, else terrain, is picked only where no unit stands,
        // so a unit in a wood is still easy to grab.
        PinnedRulerLayer *rulers = PinnedRulerLayer::of(scene());
        const QString ruler = rulers->rulerAt(pos);
        rulers->select(ruler);
        TerrainSelection::of(scene())->select(ruler.isEmpty() ? scene()->terrainAt(pos) : QString());
        // Inside a deployment zone a drag moves it; a click picks as before.
        if (mMode != Mode::ZonePressed)
            mMode = Mode::Idle;
        return;
    }
    mStart = *scene()->scenario().unit(id);
    mPressPos = pos;
    mLastCentre = mStart.position();
    mMode = Mode::Pressed;
}

void SelectTool::mouseMoved(QGraphicsSceneMouseEvent *event)
{
    if (!(event->buttons() & Qt::LeftButton))
        return;
    switch (mMode) {
    case Mode::Idle:
        return;
    case Mode::Pressed:
        // A click that wobbles a pixel is not a move.
        if (QLineF(event->screenPos(), event->buttonDownScreenPos(Qt::LeftButton)).length() < 3)
            return;
        mMode = Mode::Moving;
        [[fallthrough]];
    case Mode::Moving:
        updateMove(event->scenePos());
        return;
    case Mode::Rotating:
        updateRotate(event->scenePos(), event->modifiers() & Qt::ShiftModifier);
        return;
    case Mode::ZonePressed:
        if (QLineF(event->screenPos(), event->buttonDownScreenPos(Qt::LeftButton)).length() < 3)
            return;
        mMode = Mode::ZoneMoving;
        [[fallthrough]];
    case Mode::ZoneMoving:
    case Mode::ZoneResizing:
        updateZone(event->scenePos());
        return;
    }
}

bool SelectTool::pressZone(QGraphicsSceneMouseEvent *event)
{
    const BalaganController *balagan = document()->balagan();
    const table::Scenario &scenario = scene()->scenario();
    if (scenario.ruleSystem() != table::RuleSystem::Balagan || !balagan || !balagan->available() || !balagan->inSetUp())
        return false;
    // A corner is within 8 pixels whatever the zoom.
    double perPixel = 1.0;
    if (const QWidget *viewport = event->widget())
        if (const auto *view = qobject_cast<const QGraphicsView *>(viewport->parentWidget()))
            perPixel = 1.0 / std::max(1e-6, view->transform().m11());
    const double grip = 8.0 * perPixel;
    const QPointF pos = event->scenePos();
    for (const render::TablePicture::Zone &zone : render::TablePicture::deploymentZones(scenario)) {
        if (zone.sideId.isEmpty())
            continue;
        const QList<QPointF> corners{zone.rect.topLeft(), zone.rect.topRight(), zone.rect.bottomRight(), zone.rect.bottomLeft()};
        int corner = -1;
        for (int i = 0; i < corners.size() && corner < 0; ++i)
            if (QLineF(corners[i], pos).length() <= grip)
                corner = i;
        if (corner < 0 && !zone.rect.contains(pos))
            continue;
        mZoneSide = zone.sideId;
        mZoneStart = mZoneNow = zone.rect;
        mZoneCorner = corner;
        mPressPos = pos;
        mMode = corner >= 0 ? Mode::ZoneResizing : Mode::ZonePressed;
        return true;
    }
    return false;
}

void SelectTool::updateZone(QPointF scenePos)
{
    if (mZoneCorner < 0) {
        mZoneNow = mZoneStart.translated(scenePos - mPressPos);
    } else {
        // The corner held follows the cursor; the opposite one stays.
        const QList<QPointF> corners{mZoneStart.topLeft(), mZoneStart.topRight(), mZoneStart.bottomRight(),
                                     mZoneStart.bottomLeft()};
        const QPointF opposite = corners[(mZoneCorner + 2) % 4];
        mZoneNow = QRectF(opposite, scenePos).normalized();
        // Never smaller than a brigade's element (4 x 2 cm) either way.
        mZoneNow.setWidth(std::max(mZoneNow.width(), 20.0));
        mZoneNow.setHeight(std::max(mZoneNow.height(), 20.0));
    }
    if (auto *overlay = scene()->findChild<BalaganOverlay *>())
        overlay->previewZone(mZoneSide, mZoneNow);
    const table::Scenario &scenario = scene()->scenario();
    emit message(tr("Deployment zone %1 × %2")
                     .arg(table::formatLength(table::Length::fromMm(mZoneNow.width()), scenario.displayUnits()),
                          table::formatLength(table::Length::fromMm(mZoneNow.height()), scenario.displayUnits())));
}

void SelectTool::finishZone()
{
    if (mZoneNow == mZoneStart)
        return;
    const table::Scenario &scenario = scene()->scenario();
    // Both zones are fixed where they are, the one dragged where it was put: one step.
    QList<table::Side> sides = rules::balagan::movement::fixedDeploymentZones(scenario);
    bool found = false;
    for (table::Side &side : sides) {
        if (side.id == mZoneSide) {
            side.deploymentZone = mZoneNow;
            found = true;
        }
    }
    if (!found) {
        if (const table::Side *side = scenario.side(mZoneSide)) {
            table::Side moved = *side;
            moved.deploymentZone = mZoneNow;
            sides.append(moved);
        }
    }
    if (!cmd::setDeploymentZones(document(), sides)) {
        if (auto *overlay = scene()->findChild<BalaganOverlay *>())
            overlay->refresh();
        emit message(document()->lastError());
    }
}

void SelectTool::updateMove(QPointF scenePos)
{
    const QPointF centre = mStart.position() + (scenePos - mPressPos);
    if (centre == mLastCentre)
        return;
    // Only the picture moves while the button is down: the table (and the
    // file) change once, when the drag is released within the rules.
    mLastCentre = centre;
    if (UnitItem *item = scene()->unitItem(mStart.id()))
        item->setPos(centre);

    const table::Scenario &scenario = scene()->scenario();
    QString why;
    const table::Length allowance = allowanceOf(document(), mStart, &why);
    const table::MoveCheck check
        = table::checkMove(scenario, mStart, QPolygonF{mStart.position(), centre}, allowance);
    QString note;
    if (allowance.isFinite()) {
        const table::Length left = allowance - check.cost;
        note = left.mm() >= 0
            ? tr("%1 left of %2").arg(table::formatLength(left, scenario.displayUnits()),
                                      table::formatLength(allowance, scenario.displayUnits()))
            : tr("%1 over %2").arg(table::formatLength(-left, scenario.displayUnits()),
                                   table::formatLength(allowance, scenario.displayUnits()));
        if (check.cost.isFinite() && std::abs(check.cost.mm() - check.distance.mm()) > 0.05)
            note += u" · "_s + tr("costs %1 in bad going").arg(table::formatLength(check.cost, scenario.displayUnits()));
    }
    mWarning = !check.legal || !check.withinAllowance;
    mReason = check.reason;
    // Beyond what the bound leaves it: say why it is what it is (it acted,
    // changed formation...), docs/rules.md M-7, M-8.
    if (check.legal && !check.withinAllowance && !why.isEmpty())
        mReason = tr("%1 %2").arg(why, check.reason);
    // In a bound core refuses as well a move that ends in contact with an
    // enemy or against the unit's order (docs/rules.md M-35, M-32); Ctrl
    // overrides it, logged with the reason, which names the order.
    if (!mWarning && inBalaganBound(document())) {
        mReason = document()->balagan()->moveRefusal(mStart.id(), centre);
        mWarning = !mReason.isEmpty();
    }
    TapeItem *ruler = trail();
    ruler->setEnds(mStart.position(), centre, tr("Moved"));
    ruler->setNote(note);
    ruler->setWarning(mWarning);
    ruler->setToolTip(mWarning ? mReason : QString());
}

void SelectTool::updateRotate(QPointF scenePos, bool snap)
{
    const QPointF d = scenePos - mStart.position();
    if (std::hypot(d.x(), d.y()) < 1e-6)
        return;
    double facing = std::atan2(d.x(), -d.y()) * 180.0 / M_PI;
    if (snap)
        facing = std::round(facing / 15.0) * 15.0;
    facing = std::fmod(facing + 360.0, 360.0);
    if (facing == mLastFacing)
        return;
    mLastFacing = facing;
    if (UnitItem *item = scene()->unitItem(mStart.id()))
        item->setRotation(facing);

    double turn = std::fmod(facing - mStart.facing() + 540.0, 360.0) - 180.0;
    const table::Scenario &scenario = scene()->scenario();
    const table::Footprint footprint = scenario.footprint(mStart);
    const table::Length wheel = table::geometry::wheelCost(footprint.frontage(), std::abs(turn));
    TapeItem *ruler = trail();
    const QPointF front = footprint.outline().centre() + footprint.outline().forward() * (footprint.depth().mm() / 2);
    ruler->setEnds(front, front, tr("Turned %1°").arg(std::lround(turn)));
    ruler->setNote(tr("wheel %1").arg(table::formatLength(wheel, scenario.displayUnits())));
}

void SelectTool::mouseReleased(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return;
    const Mode mode = std::exchange(mMode, Mode::Idle);
    const bool override = event->modifiers() & Qt::ControlModifier;
    if (mode == Mode::Moving)
        finishMove(override);
    else if (mode == Mode::Rotating)
        finishRotate();
    else if (mode == Mode::ZoneMoving || mode == Mode::ZoneResizing)
        finishZone();
}

void SelectTool::finishMove(bool override)
{
    // No item is held across the step: a step refused and taken back may
    // put the whole table back and rebuild every item (issue 39).
    const QString id = mStart.id();
    if (mLastCentre == mStart.position()) {
        syncUnit(id);
        return;
    }
    if (mWarning && !override) {
        // Refused by the rules: the unit goes back and nothing is written.
        syncUnit(id);
        if (mTrail)
            mTrail->setNote(tr("refused: %1").arg(mReason.isEmpty() ? tr("beyond the allowance") : mReason));
        emit message(tr("Move refused: %1 (Ctrl+release moves it anyway, noted in the log).")
                         .arg(mReason.isEmpty() ? tr("beyond the allowance") : util::withoutFullStop(mReason)));
        return;
    }
    QList<journal::JournalEvent> events;
    if (mWarning) {
        journal::JournalEvent event;
        event.kind = u"table.override"_s;
        event.actors = {mStart.id()};
        event.summary = tr("The referee moves %1 against the rules: %2.")
                            .arg(mStart.name(), mReason.isEmpty() ? tr("beyond the allowance") : util::withoutFullStop(mReason));
        event.detail = QJsonObject{{u"reason"_s, mReason}};
        if (inBalaganBound(document()))
            event.detail.insert(u"order"_s, table::orderId(mStart.order()));
        events.append(event);
    }
    const QString text = mTrail ? mTrail->labelText() : QString();
    if (inBalaganBound(document())) {
        // In a bound the move is the unit's move of the bound, so it may not
        // also attempt an action (M-7): one step through the controller.
        BalaganController *balagan = document()->balagan();
        if (!balagan->moveUnit(id, mLastCentre, events)) {
            syncUnit(id);
            emit message(balagan->lastError());
            return;
        }
        emit message(text);
        return;
    }
    if (!cmd::moveUnit(document(), id, mStart.position(), mLastCentre, events)) {
        syncUnit(id);
        emit message(document()->lastError());
        return;
    }
    emit message(text);
}

void SelectTool::finishRotate()
{
    if (mLastFacing == mStart.facing())
        return;
    const QString id = mStart.id();
    if (!cmd::rotateUnit(document(), id, mStart.facing(), mLastFacing)) {
        syncUnit(id);
        emit message(document()->lastError());
    }
}

void SelectTool::mouseDoubleClicked(QGraphicsSceneMouseEvent *event)
{
    PinnedRulerLayer *rulers = PinnedRulerLayer::of(scene());
    const QString ruler = rulers->rulerAt(event->scenePos());
    if (!ruler.isEmpty() && scene()->unitAt(event->scenePos()).isEmpty())
        rulers->promptLabel(ruler, event->widget() ? event->widget()->parentWidget() : nullptr);
}

void SelectTool::removeUnit(const QString &id)
{
    cmd::removeUnit(document(), id);
}

void SelectTool::turnSelected(double degrees)
{
    const table::Unit *unit = scene()->scenario().unit(scene()->selectedUnitId());
    if (!unit)
        return;
    const double to = std::fmod(unit->facing() + degrees + 360.0, 360.0);
    // Copies: the step changes the unit these would point into.
    const QString id = unit->id();
    const double from = unit->facing();
    cmd::rotateUnit(document(), id, from, to);
}

bool SelectTool::keyPressed(QKeyEvent *event)
{
    const QString selected = scene()->selectedUnitId();
    if (!document()->isEditable() && event->key() != Qt::Key_Escape) {
        if (event->key() == Qt::Key_R || event->key() == Qt::Key_Delete || event->key() == Qt::Key_Backspace) {
            emit message(document()->notEditableReason());
            return true;
        }
        return false;
    }
    switch (event->key()) {
    case Qt::Key_R:
        if (selected.isEmpty())
            return false;
        turnSelected(event->modifiers() & Qt::ShiftModifier ? -15.0 : 15.0);
        return true;
    case Qt::Key_Delete:
    case Qt::Key_Backspace:
        if (!selected.isEmpty()) {
            removeUnit(selected);
            return true;
        }
        if (const QString ruler = PinnedRulerLayer::of(scene())->selectedRulerId(); !ruler.isEmpty()) {
            cmd::removeRuler(document(), ruler);
            return true;
        }
        if (const QString terrain = TerrainSelection::of(scene())->terrainId(); !terrain.isEmpty()) {
            cmd::removeTerrain(document(), terrain);
            return true;
        }
        return false;
    case Qt::Key_Escape:
        clearTrail();
        scene()->selectUnit({});
        TerrainSelection::of(scene())->select({});
        PinnedRulerLayer::of(scene())->select({});
        return true;
    default:
        return false;
    }
}

} // namespace vedette

#include "chargetool.h"

#include "scene/chargelineitem.h"
#include "scene/tablescene.h"
#include "table/scenario.h"

#include <QGraphicsPathItem>
#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>
#include <QPen>

using namespace Qt::StringLiterals;

namespace vedette {

namespace {

QPainterPath outlineOf(const table::Scenario &scenario, const table::Unit &unit)
{
    QPainterPath path;
    for (const QPolygonF &p : scenario.footprint(unit).polygons()) {
        path.addPolygon(p);
        path.closeSubpath();
    }
    return path;
}

QGraphicsPathItem *makeOutline(TableScene *scene, const QColor &colour, Qt::PenStyle style)
{
    auto *item = new QGraphicsPathItem;
    QPen pen(colour, 2.5, style);
    pen.setCosmetic(true);
    item->setPen(pen);
    item->setZValue(TableScene::PinnedRulerLayer - 1);
    item->setVisible(false);
    scene->addItem(item);
    return item;
}

} // namespace

ChargeTool::ChargeTool(QObject *parent)
    : AbstractTool(u"chargeTool"_s, tr("Charge"), QIcon(u":/symbols/tool-charge.svg"_s), QKeySequence(Qt::Key_C),
                   parent)
{
}

ChargeTool::~ChargeTool()
{
    // The scene owns the items while it lives; it may already be gone.
    if (scene())
        clearPicking();
}

QString ChargeTool::hint() const
{
    return mAttackerId.isEmpty()
        ? tr("Click the charging unit, then its target; Enter walks the charge in the Charge panel, Esc cancels.")
        : tr("Click the target of the charge; Esc chooses another attacker.");
}

void ChargeTool::deactivate()
{
    clearPicking();
    AbstractTool::deactivate();
}

void ChargeTool::clearPicking()
{
    delete mPreview;
    mPreview = nullptr;
    delete mHoverOutline;
    mHoverOutline = nullptr;
    delete mAttackerOutline;
    mAttackerOutline = nullptr;
    mAttackerId.clear();
    mHoveredId.clear();
}

QString ChargeTool::refusal(const QString &attackerId, const QString &targetId) const
{
    return mRefusalCheck ? mRefusalCheck(attackerId, targetId) : QString();
}

void ChargeTool::hover(const QString &unitId)
{
    if (!scene())
        return;
    const table::Scenario &scenario = scene()->scenario();
    const table::Unit *unit = scenario.unit(unitId);
    if (unitId == mHoveredId && (mHoverOutline || !unit))
        return;
    mHoveredId = unit ? unitId : QString();
    if (!mHoverOutline)
        mHoverOutline = makeOutline(scene(), QColor(0x3a, 0x24, 0x14), Qt::DashLine);
    if (!unit || unitId == mAttackerId) {
        mHoverOutline->setVisible(false);
        if (mPreview)
            mPreview->setVisible(false);
        return;
    }
    mHoverOutline->setPath(outlineOf(scenario, *unit));
    mHoverOutline->setVisible(true);
    if (mAttackerId.isEmpty()) {
        emit message(tr("Click: %1 charges.").arg(unit->name()));
        return;
    }
    // The charge a click would declare, drawn as it would be.
    if (!mPreview) {
        mPreview = new ChargeLineItem(scene());
        mPreview->setOpacity(0.75);
        scene()->addItem(mPreview);
    }
    const QString why = refusal(mAttackerId, unitId);
    mPreview->setUnits(mAttackerId, unitId);
    mPreview->setRefusal(why);
    emit message(why.isEmpty() ? tr("Click: %1").arg(mPreview->labelText())
                               : tr("%1. Refused: %2").arg(mPreview->labelText(), why));
}

void ChargeTool::pick(const QString &unitId)
{
    if (!scene())
        return;
    const table::Scenario &scenario = scene()->scenario();
    const table::Unit *unit = scenario.unit(unitId);
    if (!unit) {
        emit message(mAttackerId.isEmpty() ? tr("Click a unit to charge with.") : tr("Click the unit to charge."));
        return;
    }
    if (mAttackerId.isEmpty() || unitId == mAttackerId) {
        // A second click on the attacker keeps it: the referee is choosing.
        mAttackerId = unitId;
        if (!mAttackerOutline)
            mAttackerOutline = makeOutline(scene(), QColor(0x3a, 0x24, 0x14), Qt::SolidLine);
        mAttackerOutline->setPath(outlineOf(scenario, *unit));
        mAttackerOutline->setVisible(true);
        if (mHoverOutline)
            mHoverOutline->setVisible(false);
        emit message(tr("%1 charges: click the target.").arg(unit->name()));
        return;
    }
    const QString attacker = mAttackerId;
    clearPicking();
    const QString why = refusal(attacker, unitId);
    emit pairChosen(attacker, unitId);
    if (!why.isEmpty())
        emit message(tr("Refused: %1").arg(why));
    else
        emit message(tr("%1 charges %2: Enter declares, Esc cancels.")
                         .arg(scenario.unit(attacker)->name(), unit->name()));
}

void ChargeTool::mousePressed(QGraphicsSceneMouseEvent *event)
{
    if (event->button() == Qt::RightButton) {
        clearPicking();
        return;
    }
    if (event->button() == Qt::LeftButton)
        pick(scene()->unitAt(event->scenePos()));
}

void ChargeTool::mouseMoved(QGraphicsSceneMouseEvent *event)
{
    hover(scene()->unitAt(event->scenePos()));
}

void ChargeTool::mouseReleased(QGraphicsSceneMouseEvent *)
{
}

bool ChargeTool::keyPressed(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
        emit advanceRequested();
        return true;
    case Qt::Key_Escape:
        if (!mAttackerId.isEmpty()) {
            clearPicking();
            emit message(tr("Click the charging unit."));
        } else {
            emit cancelRequested();
        }
        return true;
    default:
        break;
    }
    return false;
}

} // namespace vedette

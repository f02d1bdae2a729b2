#include "measuretool.h"

#include "commands/facade.h"
#include "document/document.h"
#include "scene/tapeitem.h"
#include "scene/pinnedrulerlayer.h"
#include "scene/tablescene.h"
#include "table/geometry.h"
#include "table/scenario.h"

#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>
#include <QUndoStack>
#include <QWidget>

using namespace Qt::StringLiterals;

namespace vedette {

MeasureTool::MeasureTool(QObject *parent)
    : AbstractTool(u"measureTool"_s, tr("Measure"), QIcon(u":/symbols/tool-measure.svg"_s), QKeySequence(Qt::Key_M),
                   parent)
{
}

MeasureTool::~MeasureTool() = default;

QString MeasureTool::hint() const
{
    return tr("Drag, or click twice, to measure; from unit to unit it measures the closest edges. "
              "P pins the measurement; double-click a pinned ruler to label it, right-click to label or remove it.");
}

void MeasureTool::deactivate()
{
    delete mRuler;
    mRuler = nullptr;
    mPressed = false;
    mWaitingForSecondClick = false;
    AbstractTool::deactivate();
}

TapeItem *MeasureTool::ruler()
{
    if (!mRuler) {
        mRuler = new TapeItem(scene());
        mRuler->setTape(true); // the table screen shows the tape being laid
        scene()->addItem(mRuler);
    }
    return mRuler;
}

void MeasureTool::measure(QPointF from, QPointF to)
{
    const table::Scenario &scenario = scene()->scenario();
    const table::Unit *a = scenario.unit(scene()->unitAt(from));
    const table::Unit *b = scenario.unit(scene()->unitAt(to));
    TapeItem *r = ruler();
    if (a && b && a != b) {
        const table::Footprint fa = scenario.footprint(*a);
        const table::Footprint fb = scenario.footprint(*b);
        const auto [p, q] = PinnedRulerLayer::closestPoints(fa, fb);
        const table::Length edge = table::geometry::edgeDistance(fa, fb);
        const table::Length centres = table::geometry::centreDistance(fa, fb);
        // The tape runs between the closest points; its length is the exact
        // edge distance, and nothing when the units touch or overlap.
        r->setEnds(p, edge.mm() > 0 ? q : p, tr("%1 to %2, edge to edge").arg(a->name(), b->name()));
        r->setNote(tr("centres %1").arg(scene()->formatDistanceShort(centres.mm())));
        // Pinned, the ruler keeps the units, not the points.
        mFromEnd = {a->id(), a->position()};
        mToEnd = {b->id(), b->position()};
    } else {
        r->setEnds(from, to, {});
        r->setNote({});
        mFromEnd = {QString(), from};
        mToEnd = {QString(), to};
    }
    r->setPinned(false);
    emit message(r->labelText());
}

TapeItem *MeasureTool::pinCurrent()
{
    if (!mRuler || mRuler->line().length() <= 0.0)
        return nullptr;
    PinnedRulerLayer *layer = PinnedRulerLayer::of(scene());
    table::PinnedRuler ruler;
    ruler.id = scene()->scenario().freshId(u"ruler"_s);
    ruler.from = mFromEnd;
    ruler.to = mToEnd;
    cmd::pinRuler(document(), ruler);
    // The layer draws the pinned ruler from the model; the tool keeps measuring.
    delete mRuler;
    mRuler = nullptr;
    TapeItem *pinned = layer->item(ruler.id);
    if (pinned)
        emit message(tr("Pinned: %1").arg(pinned->labelText()));
    return pinned;
}

void MeasureTool::mousePressed(QGraphicsSceneMouseEvent *event)
{
    const QPointF pos = event->scenePos();
    if (event->button() == Qt::RightButton) {
        PinnedRulerLayer *layer = PinnedRulerLayer::of(scene());
        const QString id = layer->rulerAt(pos);
        if (id.isEmpty())
            return;
        layer->showContextMenu(id, event->screenPos(), event->widget() ? event->widget()->parentWidget() : nullptr);
        return;
    }
    if (mWaitingForSecondClick) {
        mWaitingForSecondClick = false;
        measure(mFrom, pos);
        return;
    }
    mFrom = pos;
    mPressed = true;
    measure(mFrom, mFrom);
}

void MeasureTool::mouseMoved(QGraphicsSceneMouseEvent *event)
{
    if (mPressed || mWaitingForSecondClick)
        measure(mFrom, event->scenePos());
}

void MeasureTool::mouseReleased(QGraphicsSceneMouseEvent *event)
{
    if (!mPressed || event->button() != Qt::LeftButton)
        return;
    mPressed = false;
    // A click without a drag starts a two-click measurement.
    if (QLineF(event->screenPos(), event->buttonDownScreenPos(Qt::LeftButton)).length() < 3)
        mWaitingForSecondClick = true;
    else
        measure(mFrom, event->scenePos());
}

void MeasureTool::mouseDoubleClicked(QGraphicsSceneMouseEvent *event)
{
    PinnedRulerLayer *layer = PinnedRulerLayer::of(scene());
    const QString id = layer->rulerAt(event->scenePos());
    if (id.isEmpty())
        return;
    // The double click's first press started a measurement; drop it.
    delete mRuler;
    mRuler = nullptr;
    mPressed = false;
    mWaitingForSecondClick = false;
    layer->promptLabel(id, event->widget() ? event->widget()->parentWidget() : nullptr);
}

bool MeasureTool::keyPressed(QKeyEvent *event)
{
    if (event->key() == Qt::Key_P) {
        pinCurrent();
        return true;
    }
    if (event->key() == Qt::Key_Escape) {
        delete mRuler;
        mRuler = nullptr;
        mWaitingForSecondClick = false;
        return true;
    }
    return false;
}

} // namespace vedette

#include "measuretool.h"

#include "scene/ruleritem.h"
#include "scene/tablescene.h"
#include "table/geometry.h"
#include "table/scenario.h"

#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>

#include <limits>

using namespace Qt::StringLiterals;

namespace vedette {

namespace {

QPointF closestOnSegment(QPointF p, QPointF a, QPointF b)
{
    const QPointF ab = b - a;
    const double len2 = QPointF::dotProduct(ab, ab);
    const double t = len2 > 0 ? std::clamp(QPointF::dotProduct(p - a, ab) / len2, 0.0, 1.0) : 0.0;
    return a + ab * t;
}

// The two closest points between the bases of two units, for drawing the
// tape; the distance shown comes from geometry::edgeDistance.
std::pair<QPointF, QPointF> closestPoints(const table::Footprint &a, const table::Footprint &b)
{
    double best = std::numeric_limits<double>::infinity();
    std::pair<QPointF, QPointF> result{a.centre(), b.centre()};
    const auto consider = [&](QPointF p, QPointF q) {
        const double d = QLineF(p, q).length();
        if (d < best) {
            best = d;
            result = {p, q};
        }
    };
    for (const table::Base &ba : a.bases()) {
        const auto ca = ba.rect.corners();
        for (const table::Base &bb : b.bases()) {
            const auto cb = bb.rect.corners();
            for (int i = 0; i < 4; ++i) {
                for (int j = 0; j < 4; ++j) {
                    consider(ca[i], closestOnSegment(ca[i], cb[j], cb[(j + 1) % 4]));
                    consider(closestOnSegment(cb[i], ca[j], ca[(j + 1) % 4]), cb[i]);
                }
            }
        }
    }
    return result;
}

} // namespace

MeasureTool::MeasureTool(QObject *parent)
    : AbstractTool(u"measureTool"_s, tr("Measure"), QIcon(u":/symbols/tool-measure.svg"_s), QKeySequence(Qt::Key_M),
                   parent)
{
}

MeasureTool::~MeasureTool() = default;

QString MeasureTool::hint() const
{
    return tr("Drag, or click twice, to measure; from unit to unit it measures the closest edges. "
              "P pins the measurement, right-click removes a pinned one.");
}

void MeasureTool::deactivate()
{
    delete mRuler;
    mRuler = nullptr;
    mPressed = false;
    mWaitingForSecondClick = false;
    AbstractTool::deactivate();
}

RulerItem *MeasureTool::ruler()
{
    if (!mRuler) {
        mRuler = new RulerItem(scene());
        scene()->addItem(mRuler);
    }
    return mRuler;
}

void MeasureTool::measure(QPointF from, QPointF to)
{
    const table::Scenario &scenario = scene()->scenario();
    const table::Unit *a = scenario.unit(scene()->unitAt(from));
    const table::Unit *b = scenario.unit(scene()->unitAt(to));
    RulerItem *r = ruler();
    if (a && b && a != b) {
        const table::Footprint fa = scenario.footprint(*a);
        const table::Footprint fb = scenario.footprint(*b);
        const auto [p, q] = closestPoints(fa, fb);
        const table::Length edge = table::geometry::edgeDistance(fa, fb);
        const table::Length centres = table::geometry::centreDistance(fa, fb);
        // The tape runs between the closest points; its length is the exact
        // edge distance, and nothing when the units touch or overlap.
        r->setEnds(p, edge.mm() > 0 ? q : p, tr("%1 to %2, edge to edge").arg(a->name(), b->name()));
        r->setNote(tr("centres %1").arg(scene()->formatDistanceShort(centres.mm())));
    } else {
        r->setEnds(from, to, {});
        r->setNote({});
    }
    r->setPinned(false);
    emit message(r->labelText());
}

RulerItem *MeasureTool::pinCurrent()
{
    if (!mRuler || mRuler->line().length() <= 0.0)
        return nullptr;
    const QLineF line = mRuler->line();
    // The pinned copy belongs to the scene; the tool keeps measuring.
    RulerItem *pinned = scene()->addPinnedRuler(line.p1(), line.p2(), mRuler->caption());
    pinned->setNote(mRuler->note());
    delete mRuler;
    mRuler = nullptr;
    emit message(tr("Pinned: %1").arg(pinned->labelText()));
    return pinned;
}

void MeasureTool::mousePressed(QGraphicsSceneMouseEvent *event)
{
    const QPointF pos = event->scenePos();
    if (event->button() == Qt::RightButton) {
        for (QGraphicsItem *item : scene()->items(pos)) {
            if (item->type() == RulerItem::Type && static_cast<RulerItem *>(item)->isPinned()) {
                scene()->removePinnedRuler(static_cast<RulerItem *>(item));
                return;
            }
        }
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

#include "rulerlayer.h"

#include "commands/editrulercommand.h"
#include "commands/removerulercommand.h"
#include "document/document.h"
#include "scene/ruleritem.h"
#include "scene/tablescene.h"
#include "scene/terrainselection.h"
#include "table/geometry.h"
#include "table/scenario.h"

#include <QInputDialog>
#include <QMenu>
#include <QUndoStack>

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

// The point of a unit's bases nearest to `p` (p itself when inside one).
QPointF closestOnFootprint(const table::Footprint &footprint, QPointF p)
{
    double best = std::numeric_limits<double>::infinity();
    QPointF result = footprint.centre();
    for (const table::Base &base : footprint.bases()) {
        const auto c = base.rect.corners();
        const QPolygonF outline{c[0], c[1], c[2], c[3]};
        if (outline.containsPoint(p, Qt::OddEvenFill))
            return p;
        for (int i = 0; i < 4; ++i) {
            const QPointF q = closestOnSegment(p, c[i], c[(i + 1) % 4]);
            const double d = QLineF(p, q).length();
            if (d < best) {
                best = d;
                result = q;
            }
        }
    }
    return result;
}

} // namespace

RulerLayer *RulerLayer::of(TableScene *scene)
{
    if (auto *existing = scene->findChild<RulerLayer *>(QString(), Qt::FindDirectChildrenOnly))
        return existing;
    return new RulerLayer(scene);
}

RulerLayer::RulerLayer(TableScene *scene)
    : QObject(scene)
    , mScene(scene)
{
    connect(scene, &TableScene::scenarioChanged, this, &RulerLayer::onScenarioChanged);
    // A ruler, a unit and a piece of terrain are never picked together.
    connect(scene, &TableScene::selectedUnitChanged, this, [this](const QString &unitId) {
        if (!unitId.isEmpty())
            select({});
    });
    connect(TerrainSelection::of(scene), &TerrainSelection::selectionChanged, this, [this](const QString &terrainId) {
        if (!terrainId.isEmpty())
            select({});
    });
    rebuild();
}

std::pair<QPointF, QPointF> RulerLayer::closestPoints(const table::Footprint &a, const table::Footprint &b)
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

QLineF RulerLayer::line(const table::Scenario &scenario, const table::PinnedRuler &ruler)
{
    // A unit taken off the table leaves the ruler its last point, as a removed one does.
    const auto placed = [&](const table::RulerEnd &end) -> const table::Unit * {
        const table::Unit *unit = end.onUnit() ? scenario.unit(end.unitId) : nullptr;
        return unit && unit->isOnTable() ? unit : nullptr;
    };
    const table::Unit *a = placed(ruler.from);
    const table::Unit *b = placed(ruler.to);
    if (a && b && a != b) {
        const table::Footprint fa = scenario.footprint(*a);
        const table::Footprint fb = scenario.footprint(*b);
        const auto [p, q] = closestPoints(fa, fb);
        // Touching or overlapping units are no distance apart.
        return QLineF(p, table::geometry::edgeDistance(fa, fb).mm() > 0 ? q : p);
    }
    if (a && !b)
        return QLineF(closestOnFootprint(scenario.footprint(*a), ruler.to.point), ruler.to.point);
    if (b && !a)
        return QLineF(ruler.from.point, closestOnFootprint(scenario.footprint(*b), ruler.from.point));
    return QLineF(ruler.from.point, ruler.to.point);
}

QString RulerLayer::caption(const table::Scenario &scenario, const table::PinnedRuler &ruler)
{
    if (!ruler.label.isEmpty())
        return ruler.label;
    const table::Unit *a = ruler.from.onUnit() ? scenario.unit(ruler.from.unitId) : nullptr;
    const table::Unit *b = ruler.to.onUnit() ? scenario.unit(ruler.to.unitId) : nullptr;
    if (a && b)
        return tr("%1 to %2, edge to edge").arg(a->name(), b->name());
    if (a || b)
        return tr("from %1").arg((a ? a : b)->name());
    return {};
}

RulerItem *RulerLayer::item(const QString &rulerId) const
{
    // The scene owns the items (and may clear them); asking it each time
    // leaves no pointer to go stale here.
    for (RulerItem *ruler : mScene->pinnedRulers())
        if (ruler->rulerId() == rulerId)
            return ruler;
    return nullptr;
}

QString RulerLayer::rulerAt(QPointF pos, double tolerance) const
{
    // The nearest pinned tape within reach: a tape is a thin line, and a
    // referee's click rarely lands on it exactly.
    QString best;
    double bestDistance = tolerance;
    for (RulerItem *ruler : mScene->pinnedRulers()) {
        if (ruler->rulerId().isEmpty())
            continue;
        const QLineF tape = ruler->line();
        const double d = QLineF(pos, closestOnSegment(pos, tape.p1(), tape.p2())).length();
        if (d <= bestDistance) {
            bestDistance = d;
            best = ruler->rulerId();
        }
    }
    return best;
}

void RulerLayer::select(const QString &rulerId)
{
    const QString next = mScene->scenario().ruler(rulerId) ? rulerId : QString();
    if (next == mSelected)
        return;
    if (RulerItem *old = item(mSelected))
        old->setHighlighted(false);
    mSelected = next;
    if (RulerItem *now = item(mSelected))
        now->setHighlighted(true);
    if (!mSelected.isEmpty()) {
        mScene->selectUnit({});
        TerrainSelection::of(mScene)->select({});
    }
    emit selectionChanged(mSelected);
}

void RulerLayer::setLabel(const QString &rulerId, const QString &label)
{
    const table::PinnedRuler *ruler = mScene->scenario().ruler(rulerId);
    if (!ruler || ruler->label == label.trimmed())
        return;
    table::PinnedRuler after = *ruler;
    after.label = label.trimmed();
    Document *document = mScene->document();
    document->push(new EditRulerCommand(document, *ruler, after, tr("Label Ruler")));
}

void RulerLayer::remove(const QString &rulerId)
{
    if (!mScene->scenario().ruler(rulerId))
        return;
    Document *document = mScene->document();
    document->push(new RemoveRulerCommand(document, rulerId));
}

void RulerLayer::removeAll()
{
    const QList<table::PinnedRuler> rulers = mScene->scenario().rulers();
    if (rulers.isEmpty())
        return;
    // One step: a parent command whose children remove each ruler.
    auto *step = new QUndoCommand(tr("Clear Pinned Rulers"));
    for (const table::PinnedRuler &ruler : rulers)
        new RemoveRulerCommand(mScene->document(), ruler.id, step);
    mScene->document()->push(step);
}

void RulerLayer::promptLabel(const QString &rulerId, QWidget *parent)
{
    const table::PinnedRuler *ruler = mScene->scenario().ruler(rulerId);
    if (!ruler)
        return;
    bool ok = false;
    const QString label = QInputDialog::getText(parent, tr("Label Ruler"),
                                                tr("Label (empty to name the units measured):"), QLineEdit::Normal,
                                                ruler->label, &ok);
    if (ok)
        setLabel(rulerId, label);
}

void RulerLayer::showContextMenu(const QString &rulerId, QPoint screenPos, QWidget *parent)
{
    if (!mScene->scenario().ruler(rulerId))
        return;
    select(rulerId);
    QMenu menu(parent);
    QAction *label = menu.addAction(tr("&Label Ruler…"));
    QAction *remove = menu.addAction(tr("&Remove Ruler"));
    QAction *chosen = menu.exec(screenPos);
    if (chosen == label)
        promptLabel(rulerId, parent);
    else if (chosen == remove)
        this->remove(rulerId);
}

void RulerLayer::onScenarioChanged(const table::ScenarioChange &change)
{
    using Kind = table::ScenarioChange::Kind;
    switch (change.kind) {
    case Kind::Reset:
    case Kind::Settings:
        rebuild();
        return;
    case Kind::RulerAdded:
    case Kind::RulerChanged:
        sync(change.id);
        return;
    case Kind::RulerRemoved:
        if (RulerItem *ruler = item(change.id))
            mScene->removePinnedRuler(ruler);
        if (change.id == mSelected)
            select({});
        return;
    case Kind::UnitAdded:
    case Kind::UnitChanged:
    case Kind::UnitRemoved:
        // The ruler follows the unit: measured again to its new edges.
        for (const table::PinnedRuler &ruler : mScene->scenario().rulers())
            if (ruler.from.unitId == change.id || ruler.to.unitId == change.id)
                sync(ruler.id);
        return;
    default:
        return;
    }
}

void RulerLayer::sync(const QString &rulerId)
{
    const table::Scenario &scenario = mScene->scenario();
    const table::PinnedRuler *ruler = scenario.ruler(rulerId);
    if (!ruler)
        return;
    RulerItem *shown = item(rulerId);
    const QLineF tape = line(scenario, *ruler);
    if (!shown) {
        shown = mScene->addPinnedRuler(tape.p1(), tape.p2(), caption(scenario, *ruler));
        shown->setRulerId(rulerId);
    } else {
        shown->setEnds(tape.p1(), tape.p2(), caption(scenario, *ruler));
    }
    const table::Unit *a = scenario.unit(ruler->from.unitId);
    const table::Unit *b = scenario.unit(ruler->to.unitId);
    if (a && b && a->isOnTable() && b->isOnTable()) {
        const table::Length centres
            = table::geometry::centreDistance(scenario.footprint(*a), scenario.footprint(*b));
        shown->setNote(tr("centres %1").arg(mScene->formatDistanceShort(centres.mm())));
    } else {
        shown->setNote({});
    }
    shown->setHighlighted(rulerId == mSelected);
}

void RulerLayer::rebuild()
{
    const table::Scenario &scenario = mScene->scenario();
    for (RulerItem *ruler : mScene->pinnedRulers())
        if (!ruler->rulerId().isEmpty() && !scenario.ruler(ruler->rulerId()))
            mScene->removePinnedRuler(ruler);
    for (const table::PinnedRuler &ruler : scenario.rulers())
        sync(ruler.id);
    if (!scenario.ruler(mSelected))
        select({});
}

} // namespace vedette

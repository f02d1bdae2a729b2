#include "pinnedrulerlayer.h"

#include "commands/facade.h"
#include "render/rulerpainter.h"
#include "scene/tapeitem.h"
#include "scene/tablescene.h"
#include "scene/terrainselection.h"
#include "table/geometry.h"
#include "table/scenario.h"

#include <QCoreApplication>
#include <QInputDialog>
#include <QMenu>

#include <limits>

using namespace Qt::StringLiterals;

namespace vedette {

// The strings keep the translation context of the class's old name, RulerLayer.

namespace {

QPointF closestOnSegment(QPointF p, QPointF a, QPointF b)
{
    const QPointF ab = b - a;
    const double len2 = QPointF::dotProduct(ab, ab);
    const double t = len2 > 0 ? std::clamp(QPointF::dotProduct(p - a, ab) / len2, 0.0, 1.0) : 0.0;
    return a + ab * t;
}

} // namespace

PinnedRulerLayer *PinnedRulerLayer::of(TableScene *scene)
{
    if (auto *existing = scene->findChild<PinnedRulerLayer *>(QString(), Qt::FindDirectChildrenOnly))
        return existing;
    return new PinnedRulerLayer(scene);
}

PinnedRulerLayer::PinnedRulerLayer(TableScene *scene)
    : QObject(scene)
    , mScene(scene)
{
    connect(scene, &TableScene::scenarioChanged, this, &PinnedRulerLayer::onScenarioChanged);
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

std::pair<QPointF, QPointF> PinnedRulerLayer::closestPoints(const table::Footprint &a, const table::Footprint &b)
{
    return render::RulerPainter::closestPoints(a, b);
}

QLineF PinnedRulerLayer::line(const table::Scenario &scenario, const table::PinnedRuler &ruler)
{
    return render::RulerPainter::pinnedLine(scenario, ruler);
}

QString PinnedRulerLayer::caption(const table::Scenario &scenario, const table::PinnedRuler &ruler)
{
    return render::RulerPainter::pinnedCaption(scenario, ruler);
}

TapeItem *PinnedRulerLayer::item(const QString &rulerId) const
{
    // The scene owns the items (and may clear them); asking it each time
    // leaves no pointer to go stale here.
    for (TapeItem *ruler : mScene->pinnedRulers())
        if (ruler->rulerId() == rulerId)
            return ruler;
    return nullptr;
}

QString PinnedRulerLayer::rulerAt(QPointF pos, double tolerance) const
{
    // The nearest pinned tape within reach: a tape is a thin line, and a
    // referee's click rarely lands on it exactly.
    QString best;
    double bestDistance = tolerance;
    for (TapeItem *ruler : mScene->pinnedRulers()) {
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

void PinnedRulerLayer::select(const QString &rulerId)
{
    const QString next = mScene->scenario().ruler(rulerId) ? rulerId : QString();
    if (next == mSelected)
        return;
    if (TapeItem *old = item(mSelected))
        old->setHighlighted(false);
    mSelected = next;
    if (TapeItem *now = item(mSelected))
        now->setHighlighted(true);
    if (!mSelected.isEmpty()) {
        mScene->selectUnit({});
        TerrainSelection::of(mScene)->select({});
    }
    emit selectionChanged(mSelected);
}

void PinnedRulerLayer::setLabel(const QString &rulerId, const QString &label)
{
    cmd::labelRuler(mScene->document(), rulerId, label);
}

void PinnedRulerLayer::remove(const QString &rulerId)
{
    cmd::removeRuler(mScene->document(), rulerId);
}

void PinnedRulerLayer::removeAll()
{
    cmd::removeAllRulers(mScene->document());
}

void PinnedRulerLayer::promptLabel(const QString &rulerId, QWidget *parent)
{
    const table::PinnedRuler *ruler = mScene->scenario().ruler(rulerId);
    if (!ruler)
        return;
    bool ok = false;
    const QString label = QInputDialog::getText(
        parent, QCoreApplication::translate("vedette::RulerLayer", "Label Ruler"),
        QCoreApplication::translate("vedette::RulerLayer", "Label (empty to name the units measured):"), QLineEdit::Normal,
        ruler->label, &ok);
    if (ok)
        setLabel(rulerId, label);
}

void PinnedRulerLayer::showContextMenu(const QString &rulerId, QPoint screenPos, QWidget *parent)
{
    if (!mScene->scenario().ruler(rulerId))
        return;
    select(rulerId);
    QMenu menu(parent);
    QAction *label = menu.addAction(QCoreApplication::translate("vedette::RulerLayer", "&Label Ruler…"));
    QAction *remove = menu.addAction(QCoreApplication::translate("vedette::RulerLayer", "&Remove Ruler"));
    QAction *chosen = menu.exec(screenPos);
    if (chosen == label)
        promptLabel(rulerId, parent);
    else if (chosen == remove)
        this->remove(rulerId);
}

void PinnedRulerLayer::onScenarioChanged(const table::ScenarioChange &change)
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
        if (TapeItem *ruler = item(change.id))
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

void PinnedRulerLayer::sync(const QString &rulerId)
{
    const table::Scenario &scenario = mScene->scenario();
    const table::PinnedRuler *ruler = scenario.ruler(rulerId);
    if (!ruler)
        return;
    TapeItem *shown = item(rulerId);
    const QLineF tape = line(scenario, *ruler);
    if (!shown) {
        shown = mScene->addPinnedRuler(tape.p1(), tape.p2(), caption(scenario, *ruler));
        shown->setRulerId(rulerId);
    } else {
        shown->setEnds(tape.p1(), tape.p2(), caption(scenario, *ruler));
    }
    shown->setNote(render::RulerPainter::pinnedNote(scenario, *ruler));
    shown->setHighlighted(rulerId == mSelected);
}

void PinnedRulerLayer::rebuild()
{
    const table::Scenario &scenario = mScene->scenario();
    for (TapeItem *ruler : mScene->pinnedRulers())
        if (!ruler->rulerId().isEmpty() && !scenario.ruler(ruler->rulerId()))
            mScene->removePinnedRuler(ruler);
    for (const table::PinnedRuler &ruler : scenario.rulers())
        sync(ruler.id);
    if (!scenario.ruler(mSelected))
        select({});
}

} // namespace vedette

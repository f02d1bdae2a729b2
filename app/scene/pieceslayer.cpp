#include "pieceslayer.h"

#include "scene/generalitem.h"
#include "scene/messengeritem.h"
#include "scene/messengerrouteitem.h"
#include "scene/tablescene.h"
#include "table/scenario.h"

#include <QGraphicsView>

using namespace Qt::StringLiterals;

namespace vedette {

PiecesLayer::PiecesLayer(TableScene *scene)
    : QObject(scene)
    , mScene(scene)
    , mGenerals(scene)
    , mMessengers(scene)
    , mRoutes(scene)
{
    connect(scene, &TableScene::scenarioChanged, this, &PiecesLayer::onScenarioChanged);
    rebuild();
}

QString PiecesLayer::generalAt(QPointF scenePos) const
{
    // The pieces keep their size on screen, so hit-testing needs the view.
    const QList<QGraphicsView *> views = mScene->views();
    const QTransform device = views.isEmpty() ? QTransform() : views.first()->viewportTransform();
    const QList<QGraphicsItem *> hits = mScene->items(scenePos, Qt::IntersectsItemShape, Qt::DescendingOrder, device);
    for (QGraphicsItem *item : hits) {
        if (item->type() == GeneralItem::Type && item->isVisible())
            return static_cast<GeneralItem *>(item)->generalId();
    }
    return {};
}

void PiecesLayer::onScenarioChanged(const table::ScenarioChange &change)
{
    using Kind = table::ScenarioChange::Kind;
    switch (change.kind) {
    case Kind::Reset:
    case Kind::Settings:
        rebuild();
        break;
    case Kind::GeneralAdded:
    case Kind::GeneralChanged:
        syncGeneral(change.id);
        break;
    case Kind::GeneralRemoved:
        dropGeneralItem(change.id);
        break;
    case Kind::MessengerAdded:
    case Kind::MessengerChanged:
        syncMessenger(change.id);
        break;
    case Kind::MessengerRemoved:
        dropMessengerItems(change.id);
        break;
    case Kind::UnitAdded:
    case Kind::UnitChanged:
    case Kind::UnitRemoved:
    case Kind::SideChanged:
        // Generals stand beside their unit and show their division's order;
        // routes point at the target unit.
        syncGeneralsOfUnit(change.id);
        break;
    default:
        break;
    }
}

void PiecesLayer::syncGeneralsOfUnit(const QString &)
{
    for (auto it = mGenerals.all().cbegin(); it != mGenerals.all().cend(); ++it)
        if (it.key() != mDragged)
            it.value()->sync();
    for (const table::Messenger &messenger : mScene->scenario().messengers())
        syncMessenger(messenger.id);
}

void PiecesLayer::rebuild()
{
    mDragged.clear();
    mGenerals.clear();
    mMessengers.clear();
    mRoutes.clear();
    const table::Scenario &scenario = mScene->scenario();
    if (scenario.ruleSystem() != table::RuleSystem::Balagan)
        return;
    for (const table::General &general : scenario.generals())
        syncGeneral(general.id);
    for (const table::Messenger &messenger : scenario.messengers())
        syncMessenger(messenger.id);
}

void PiecesLayer::syncGeneral(const QString &id)
{
    if (!mScene->scenario().general(id) || mScene->scenario().ruleSystem() != table::RuleSystem::Balagan) {
        dropGeneralItem(id);
        return;
    }
    mGenerals.ensure(id, [this, &id] { return new GeneralItem(mScene, id); })->sync();
}

void PiecesLayer::syncMessenger(const QString &id)
{
    if (!mScene->scenario().messenger(id) || mScene->scenario().ruleSystem() != table::RuleSystem::Balagan) {
        dropMessengerItems(id);
        return;
    }
    mMessengers.ensure(id, [this, &id] { return new MessengerItem(mScene, id); })->sync();
    mRoutes.ensure(id, [this, &id] { return new MessengerRouteItem(mScene, id); })->sync();
}

void PiecesLayer::dropGeneralItem(const QString &id)
{
    mGenerals.drop(id);
    if (mDragged == id)
        mDragged.clear();
}

void PiecesLayer::dropMessengerItems(const QString &id)
{
    mMessengers.drop(id);
    mRoutes.drop(id);
}

} // namespace vedette

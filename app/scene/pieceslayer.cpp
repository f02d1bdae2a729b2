#include "pieceslayer.h"

#include "commands/attachgeneralcommand.h"
#include "commands/movegeneralcommand.h"
#include "document/document.h"
#include "scene/generalitem.h"
#include "scene/messengeritem.h"
#include "scene/messengerrouteitem.h"
#include "scene/tablescene.h"
#include "table/scenario.h"
#include "tools/abstracttool.h"

#include <QGraphicsSceneContextMenuEvent>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsView>
#include <QMenu>
#include <QUndoStack>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vedette {

PiecesLayer::PiecesLayer(TableScene *scene)
    : QObject(scene)
    , mScene(scene)
{
    connect(scene, &TableScene::scenarioChanged, this, &PiecesLayer::onScenarioChanged);
    // The scene hands its mouse to the active tool; the layer looks first so
    // a general can be taken by hand without the select tool knowing him.
    scene->installEventFilter(this);
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

bool PiecesLayer::dropGeneral(const QString &generalId, QPointF scenePos)
{
    const table::Scenario &scenario = mScene->scenario();
    const table::General *general = scenario.general(generalId);
    if (!general)
        return false;
    const table::Unit *unit = scenario.unit(mScene->unitAt(scenePos));
    if (unit && unit->sideId() == general->sideId) {
        if (general->attachedUnitId == unit->id()) {
            syncGeneral(generalId); // back beside the unit he never left
            return false;
        }
        return attachGeneral(generalId, unit->id());
    }
    auto *command = new MoveGeneralCommand(mScene->document(), generalId, scenePos);
    if (!command->isValid()) {
        delete command;
        return false;
    }
    mScene->document()->push(command);
    return true;
}

bool PiecesLayer::attachGeneral(const QString &generalIdRef, const QString &unitIdRef)
{
    // Copies: the caller's ids may live in the units the command rewrites.
    const QString generalId = generalIdRef;
    const QString unitId = unitIdRef;
    Document *document = mScene->document();
    const table::General *general = document->scenario().general(generalId);
    if (!general)
        return false;
    const QString left = general->attachedUnitId;
    const QString name = general->name;
    auto *command = new AttachGeneralCommand(document, generalId, unitId);
    if (!command->isValid()) {
        delete command;
        return false;
    }
    const auto unitName = [&document](const QString &id) {
        const table::Unit *unit = document->scenario().unit(id);
        return unit ? unit->name() : id;
    };
    journal::JournalEvent event;
    event.kind = u"balagan.general"_s;
    event.summary = unitId.isEmpty() ? tr("%1 leaves %2.").arg(name, unitName(left))
                                     : tr("%1 joins %2.").arg(name, unitName(unitId));
    event.actors = {generalId};
    if (!unitId.isEmpty())
        event.actors.append(unitId);
    event.detail = QJsonObject{{u"general"_s, generalId}, {u"unit"_s, unitId}, {u"left"_s, left}};
    // The general's move and its entry are one step, one transaction.
    return document->push(command, {event});
}

QMenu *PiecesLayer::createGeneralMenu(const QString &generalId, QWidget *parent)
{
    const table::Scenario &scenario = mScene->scenario();
    const table::General *general = scenario.general(generalId);
    if (!general)
        return nullptr;
    auto *menu = new QMenu(parent);
    menu->setObjectName(u"generalMenu"_s);
    menu->addSection(general->name);
    QAction *send = menu->addAction(tr("Send &Messenger\u2026"), this,
                                    [this, generalId] { emit sendMessengerRequested(generalId); });
    send->setObjectName(u"sendMessenger"_s);
    QMenu *join = menu->addMenu(tr("&Join Unit"));
    join->setObjectName(u"joinUnit"_s);
    QList<const table::Unit *> units = scenario.unitsOfSide(general->sideId);
    std::sort(units.begin(), units.end(), [](const table::Unit *a, const table::Unit *b) {
        return QString::localeAwareCompare(a->name(), b->name()) < 0;
    });
    for (const table::Unit *unit : units) {
        const QString unitId = unit->id();
        QAction *action = join->addAction(unit->name(), this, [this, generalId, unitId] { attachGeneral(generalId, unitId); });
        action->setData(unitId);
        action->setEnabled(unitId != general->attachedUnitId);
    }
    join->setEnabled(!units.isEmpty());
    if (const table::Unit *with = scenario.unit(general->attachedUnitId)) {
        QAction *leave = menu->addAction(tr("&Leave %1").arg(with->name()), this,
                                         [this, generalId] { attachGeneral(generalId, {}); });
        leave->setObjectName(u"leaveUnit"_s);
    }
    return menu;
}

bool PiecesLayer::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != mScene)
        return false;
    switch (event->type()) {
    case QEvent::GraphicsSceneMousePress:
        return mousePressed(static_cast<QGraphicsSceneMouseEvent *>(event));
    case QEvent::GraphicsSceneMouseMove:
        return mouseMoved(static_cast<QGraphicsSceneMouseEvent *>(event));
    case QEvent::GraphicsSceneMouseRelease:
        return mouseReleased(static_cast<QGraphicsSceneMouseEvent *>(event));
    case QEvent::GraphicsSceneContextMenu:
        return contextMenu(static_cast<QGraphicsSceneContextMenuEvent *>(event));
    default:
        return false;
    }
}

bool PiecesLayer::handsFree() const
{
    // Other tools (measure, charge...) may want to start on a general's spot.
    const AbstractTool *tool = mScene->tool();
    return !tool || tool->id() == QLatin1StringView("selectTool");
}

bool PiecesLayer::mousePressed(QGraphicsSceneMouseEvent *event)
{
    if (!handsFree())
        return false;
    const QString id = generalAt(event->scenePos());
    if (id.isEmpty())
        return false;
    if (event->button() == Qt::LeftButton) {
        mDragged = id;
        mPressScenePos = event->scenePos();
        mPressItemPos = mGenerals.value(id)->pos();
        mMoved = false;
    }
    event->accept();
    return true; // a right press waits for the context menu
}

bool PiecesLayer::mouseMoved(QGraphicsSceneMouseEvent *event)
{
    if (mDragged.isEmpty())
        return false;
    GeneralItem *item = mGenerals.value(mDragged);
    if (!item)
        return false;
    const QPoint travelled = event->screenPos() - event->buttonDownScreenPos(Qt::LeftButton);
    mMoved = mMoved || travelled.manhattanLength() >= 3;
    if (mMoved)
        item->setPos(mPressItemPos + event->scenePos() - mPressScenePos);
    event->accept();
    return true;
}

bool PiecesLayer::mouseReleased(QGraphicsSceneMouseEvent *event)
{
    if (event->button() == Qt::RightButton)
        return handsFree() && !generalAt(event->scenePos()).isEmpty();
    if (mDragged.isEmpty() || event->button() != Qt::LeftButton)
        return false;
    const QString id = mDragged;
    mDragged.clear();
    if (!mMoved || !dropGeneral(id, event->scenePos()))
        syncGeneral(id);
    event->accept();
    return true;
}

bool PiecesLayer::contextMenu(QGraphicsSceneContextMenuEvent *event)
{
    const QString id = generalAt(event->scenePos());
    if (id.isEmpty())
        return false;
    QMenu *menu = createGeneralMenu(id, event->widget());
    if (!menu)
        return false;
    menu->exec(event->screenPos());
    delete menu;
    event->accept();
    return true;
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
    for (auto it = mGenerals.cbegin(); it != mGenerals.cend(); ++it)
        if (it.key() != mDragged)
            it.value()->sync();
    for (const table::Messenger &messenger : mScene->scenario().messengers())
        syncMessenger(messenger.id);
}

void PiecesLayer::rebuild()
{
    mDragged.clear();
    for (const QString &id : mGenerals.keys())
        dropGeneralItem(id);
    for (const QString &id : mMessengers.keys())
        dropMessengerItems(id);
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
    GeneralItem *item = mGenerals.value(id);
    if (!item) {
        item = new GeneralItem(mScene, id);
        mScene->addItem(item);
        mGenerals.insert(id, item);
    }
    item->sync();
}

void PiecesLayer::syncMessenger(const QString &id)
{
    if (!mScene->scenario().messenger(id) || mScene->scenario().ruleSystem() != table::RuleSystem::Balagan) {
        dropMessengerItems(id);
        return;
    }
    MessengerItem *item = mMessengers.value(id);
    if (!item) {
        item = new MessengerItem(mScene, id);
        mScene->addItem(item);
        mMessengers.insert(id, item);
        auto *route = new MessengerRouteItem(mScene, id);
        mScene->addItem(route);
        mRoutes.insert(id, route);
    }
    item->sync();
    mRoutes.value(id)->sync();
}

void PiecesLayer::dropGeneralItem(const QString &id)
{
    if (GeneralItem *item = mGenerals.take(id)) {
        mScene->removeItem(item);
        delete item;
    }
    if (mDragged == id)
        mDragged.clear();
}

void PiecesLayer::dropMessengerItems(const QString &id)
{
    if (MessengerItem *item = mMessengers.take(id)) {
        mScene->removeItem(item);
        delete item;
    }
    if (MessengerRouteItem *route = mRoutes.take(id)) {
        mScene->removeItem(route);
        delete route;
    }
}

} // namespace vedette

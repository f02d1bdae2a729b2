#include "generalhand.h"

#include "commands/facade.h"
#include "document/document.h"
#include "scene/generalitem.h"
#include "scene/pieceslayer.h"
#include "scene/tablescene.h"
#include "table/scenario.h"

#include <QCoreApplication>
#include <QGraphicsSceneContextMenuEvent>
#include <QGraphicsSceneMouseEvent>
#include <QMenu>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vedette {

// The strings were the pieces layer's: they keep its translation context.
GeneralHand::GeneralHand(TableScene *scene, PiecesLayer *pieces)
    : QObject(pieces)
    , mScene(scene)
    , mPieces(pieces)
{
    // The scene hands its mouse to the active tool; the hand looks first so
    // a general can be taken without the select tool knowing him.
    scene->installEventFilter(this);
}

bool GeneralHand::dropGeneral(const QString &generalId, QPointF scenePos)
{
    const table::Scenario &scenario = mScene->scenario();
    const table::General *general = scenario.general(generalId);
    if (!general)
        return false;
    const table::Unit *unit = scenario.unit(mScene->unitAt(scenePos));
    if (unit && unit->sideId() == general->sideId) {
        if (general->attachedUnitId == unit->id()) {
            mPieces->syncGeneral(generalId); // back beside the unit he never left
            return false;
        }
        return attachGeneral(generalId, unit->id());
    }
    return cmd::moveGeneral(mScene->document(), generalId, scenePos);
}

bool GeneralHand::attachGeneral(const QString &generalIdRef, const QString &unitIdRef)
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
    const auto unitName = [&document](const QString &id) {
        const table::Unit *unit = document->scenario().unit(id);
        return unit ? unit->name() : id;
    };
    journal::JournalEvent event;
    event.kind = u"balagan.general"_s;
    event.summary = unitId.isEmpty()
        ? QCoreApplication::translate("vedette::PiecesLayer", "%1 leaves %2.").arg(name, unitName(left))
        : QCoreApplication::translate("vedette::PiecesLayer", "%1 joins %2.").arg(name, unitName(unitId));
    event.actors = {generalId};
    if (!unitId.isEmpty())
        event.actors.append(unitId);
    event.detail = QJsonObject{{u"general"_s, generalId}, {u"unit"_s, unitId}, {u"left"_s, left}};
    // The general's move and its entry are one step, one transaction.
    return cmd::attachGeneral(document, generalId, unitId, {event});
}

QMenu *GeneralHand::createGeneralMenu(const QString &generalId, QWidget *parent)
{
    const table::Scenario &scenario = mScene->scenario();
    const table::General *general = scenario.general(generalId);
    if (!general)
        return nullptr;
    auto *menu = new QMenu(parent);
    menu->setObjectName(u"generalMenu"_s);
    menu->addSection(general->name);
    QAction *send = menu->addAction(QCoreApplication::translate("vedette::PiecesLayer", "Send &Messenger…"), this,
                                    [this, generalId] { emit sendMessengerRequested(generalId); });
    send->setObjectName(u"sendMessenger"_s);
    QMenu *join = menu->addMenu(QCoreApplication::translate("vedette::PiecesLayer", "&Join Unit"));
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
        QAction *leave = menu->addAction(
            QCoreApplication::translate("vedette::PiecesLayer", "&Leave %1").arg(with->name()), this,
            [this, generalId] { attachGeneral(generalId, {}); });
        leave->setObjectName(u"leaveUnit"_s);
    }
    return menu;
}

bool GeneralHand::eventFilter(QObject *watched, QEvent *event)
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

bool GeneralHand::handsFree() const
{
    // Other tools (measure, charge...) may want to start on a general's spot.
    const TableInput *tool = mScene->tool();
    return !tool || tool->id() == QLatin1StringView("selectTool");
}

bool GeneralHand::mousePressed(QGraphicsSceneMouseEvent *event)
{
    if (!handsFree())
        return false;
    const QString id = mPieces->generalAt(event->scenePos());
    if (id.isEmpty())
        return false;
    if (event->button() == Qt::LeftButton) {
        mPieces->hold(id);
        mPressScenePos = event->scenePos();
        mPressItemPos = mPieces->generalItem(id)->pos();
        mMoved = false;
    }
    event->accept();
    return true; // a right press waits for the context menu
}

bool GeneralHand::mouseMoved(QGraphicsSceneMouseEvent *event)
{
    const QString held = mPieces->held();
    if (held.isEmpty())
        return false;
    GeneralItem *item = mPieces->generalItem(held);
    if (!item)
        return false;
    const QPoint travelled = event->screenPos() - event->buttonDownScreenPos(Qt::LeftButton);
    mMoved = mMoved || travelled.manhattanLength() >= 3;
    if (mMoved)
        item->setPos(mPressItemPos + event->scenePos() - mPressScenePos);
    event->accept();
    return true;
}

bool GeneralHand::mouseReleased(QGraphicsSceneMouseEvent *event)
{
    if (event->button() == Qt::RightButton)
        return handsFree() && !mPieces->generalAt(event->scenePos()).isEmpty();
    const QString id = mPieces->held();
    if (id.isEmpty() || event->button() != Qt::LeftButton)
        return false;
    mPieces->hold({});
    if (!mMoved || !dropGeneral(id, event->scenePos()))
        mPieces->syncGeneral(id);
    event->accept();
    return true;
}

bool GeneralHand::contextMenu(QGraphicsSceneContextMenuEvent *event)
{
    const QString id = mPieces->generalAt(event->scenePos());
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

} // namespace vedette

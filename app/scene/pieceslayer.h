#pragma once

#include "table/scenariochange.h"

#include <QHash>
#include <QObject>
#include <QPointF>
#include <QPointer>
#include <QString>

class QGraphicsSceneContextMenuEvent;
class QGraphicsSceneMouseEvent;
class QMenu;

namespace vedette {

class GeneralItem;
class MessengerItem;
class MessengerRouteItem;
class TableScene;

// Balagan's generals and messengers on the table: one piece per placed
// general, one piece and route per riding messenger, synced from the
// scenario as the table scene relays its changes. With the select tool (or
// none) a general is dragged by hand: the drop is one undo step, and a drop on
// a unit of his side attaches him to it. Right-click offers his commands.
class PiecesLayer : public QObject
{
    Q_OBJECT

public:
    explicit PiecesLayer(TableScene *scene);

    GeneralItem *generalItem(const QString &id) const { return mGenerals.value(id); }
    MessengerItem *messengerItem(const QString &id) const { return mMessengers.value(id); }
    MessengerRouteItem *routeItem(const QString &id) const { return mRoutes.value(id); }
    // The general piece under a scene point ({} when none).
    QString generalAt(QPointF scenePos) const;

    // What a drop of the general at `scenePos` does: joins the unit of his
    // side there, else stands him there. Pushes one command; false when
    // nothing changed.
    bool dropGeneral(const QString &generalId, QPointF scenePos);
    bool attachGeneral(const QString &generalId, const QString &unitId);

    // The context menu of a general piece (for the right-click and tests).
    QMenu *createGeneralMenu(const QString &generalId, QWidget *parent);

signals:
    // The referee asked to send a messenger from this general.
    void sendMessengerRequested(const QString &generalId);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void onScenarioChanged(const table::ScenarioChange &change);
    void rebuild();
    void syncGeneral(const QString &id);
    void syncMessenger(const QString &id);
    void dropGeneralItem(const QString &id);
    void dropMessengerItems(const QString &id);
    void syncGeneralsOfUnit(const QString &unitId);
    bool handsFree() const;
    bool mousePressed(QGraphicsSceneMouseEvent *event);
    bool mouseMoved(QGraphicsSceneMouseEvent *event);
    bool mouseReleased(QGraphicsSceneMouseEvent *event);
    bool contextMenu(QGraphicsSceneContextMenuEvent *event);

    TableScene *mScene;
    QHash<QString, GeneralItem *> mGenerals;
    QHash<QString, MessengerItem *> mMessengers;
    QHash<QString, MessengerRouteItem *> mRoutes;
    QString mDragged;
    QPointF mPressScenePos;
    QPointF mPressItemPos;
    bool mMoved = false;
};

} // namespace vedette

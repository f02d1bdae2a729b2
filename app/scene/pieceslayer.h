#pragma once

#include "scene/generalitem.h"
#include "scene/messengeritem.h"
#include "scene/messengerrouteitem.h"
#include "scene/sceneitems.h"
#include "table/scenariochange.h"

#include <QObject>
#include <QPointF>
#include <QPointer>
#include <QString>

namespace vedette {

class TableScene;

// Balagan's generals and messengers on the table: one piece per placed
// general, one piece and route per riding messenger, synced from the
// scenario as the table scene relays its changes. The layer only draws: the
// hand that drags a general (and its right-click menu) is
// tools/generalhand.h, which moves the piece it holds until the drop.
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

    // The general a hand holds ({} when none): his piece follows the hand,
    // not the model, until it lets go.
    QString held() const { return mDragged; }
    void hold(const QString &generalId) { mDragged = generalId; }
    // Puts a general's piece where the model has him (after a refused drop).
    void syncGeneral(const QString &id);

private:
    void onScenarioChanged(const table::ScenarioChange &change);
    void rebuild();
    void syncMessenger(const QString &id);
    void dropGeneralItem(const QString &id);
    void dropMessengerItems(const QString &id);
    void syncGeneralsOfUnit(const QString &unitId);

    TableScene *mScene;
    SceneItems<GeneralItem> mGenerals;
    SceneItems<MessengerItem> mMessengers;
    SceneItems<MessengerRouteItem> mRoutes;
    QString mDragged;
};

} // namespace vedette

#pragma once

#include <QList>
#include <QObject>
#include <QPointer>
#include <QRectF>
#include <QStringList>

class QAction;

namespace vedette {

class BalaganController;
class DeploymentZoneItem;
class MainWindow;
class ReachableAreaItem;
class TableScene;

// What Balagan draws on the table besides the pieces: the reach of the one
// selected unit (its allowance, free move and action-move area) and, during
// set-up, the two deployment zones. Only for a Balagan scenario. Lives as
// long as the table scene, whose items it adds.
class BalaganOverlay : public QObject
{
    Q_OBJECT

public:
    BalaganOverlay(TableScene *scene, BalaganController *controller, QAction *toggle);

    ReachableAreaItem *reachItem() const { return mReach; }
    const QList<DeploymentZoneItem *> &zoneItems() const { return mZones; }

    // While the referee drags a deployment zone: shows the side's zone at
    // `rect` until the table changes (then refresh() shows it as it is).
    void previewZone(const QString &sideId, const QRectF &rect);

public slots:
    void refresh();

private:
    void refreshZones(bool balagan);

    TableScene *mScene;
    QPointer<BalaganController> mController;
    QPointer<QAction> mToggle;
    ReachableAreaItem *mReach;
    QList<DeploymentZoneItem *> mZones;
    QStringList mZoneSides; // the side of each zone item
};

} // namespace vedette

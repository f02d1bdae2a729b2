#pragma once

#include "table/footprint.h"
#include "table/pinnedruler.h"
#include "table/scenariochange.h"

#include <QLineF>
#include <QObject>
#include <QString>

#include <utility>

namespace vedette {

namespace table {
class Scenario;
}

class TapeItem;
class TableScene;

// Draws the scenario's pinned rulers and keeps them true: a ruler whose end
// is on a unit is measured again to the unit's closest edge whenever the
// unit moves or turns. The items are the scene's pinned rulers; the model
// is the scenario's list, changed only by commands. One per scene (a child
// of it), so the tools and the window share it.
class PinnedRulerLayer : public QObject
{
    Q_OBJECT

public:
    static PinnedRulerLayer *of(TableScene *scene);

    // The item showing a ruler (nullptr when there is none).
    TapeItem *item(const QString &rulerId) const;
    // The pinned ruler nearest a table point, within `tolerance` mm ({} when none).
    QString rulerAt(QPointF pos, double tolerance = 6.0) const;

    QString selectedRulerId() const { return mSelected; }
    void select(const QString &rulerId);

    // Undoable changes, for the tools and the menu (through commands/facade.h).
    void setLabel(const QString &rulerId, const QString &label);
    void remove(const QString &rulerId);
    void removeAll();
    // Asks for a new label in a dialog over `parent`.
    void promptLabel(const QString &rulerId, QWidget *parent);
    // Picks the ruler and offers to label or remove it.
    void showContextMenu(const QString &rulerId, QPoint screenPos, QWidget *parent);

    // Where a ruler lies on the table now: between the closest edges of its
    // units, or its fixed points; a unit no longer on the table counts as
    // the point stored for it.
    static QLineF line(const table::Scenario &scenario, const table::PinnedRuler &ruler);
    // The two closest points between two units' bases.
    static std::pair<QPointF, QPointF> closestPoints(const table::Footprint &a, const table::Footprint &b);
    // "A to B, edge to edge", or the referee's label.
    static QString caption(const table::Scenario &scenario, const table::PinnedRuler &ruler);

signals:
    void selectionChanged(const QString &rulerId);

private:
    explicit PinnedRulerLayer(TableScene *scene);
    void onScenarioChanged(const table::ScenarioChange &change);
    void sync(const QString &rulerId);
    void rebuild();

    TableScene *mScene;
    QString mSelected;
};

} // namespace vedette

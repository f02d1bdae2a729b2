#pragma once

#include "table/scenariochange.h"

#include <QObject>
#include <QString>

class QGraphicsItem;

namespace vedette {

class TableScene;

// The terrain piece the referee picked on the table or in the inspector.
// Terrain and units are never selected together: picking one drops the
// other. One per scene (a child of it), so the select tool and the
// inspector share it without the scene having to know about it; it draws
// the picked piece's outline above the terrain.
class TerrainSelection : public QObject
{
    Q_OBJECT

public:
    // The scene's selection, made on first use.
    static TerrainSelection *of(TableScene *scene);

    QString terrainId() const { return mTerrainId; }
    // An unknown id clears the selection.
    void select(const QString &id);

signals:
    void selectionChanged(const QString &terrainId);

private:
    explicit TerrainSelection(TableScene *scene);
    void onScenarioChanged(const table::ScenarioChange &change);
    void syncHighlight();

    TableScene *mScene;
    QString mTerrainId;
    // Owned by the scene, which deletes its items before its children.
    QGraphicsItem *mHighlight = nullptr;
};

} // namespace vedette

#include "terrainselection.h"

#include "scene/tablescene.h"
#include "table/scenario.h"

#include <QGraphicsPathItem>
#include <QPainter>

namespace vedette {

namespace {

// A dashed double outline round the picked piece (the window's only:
// pictures are drawn by the renderer, which knows no selection).
class TerrainHighlight : public QGraphicsPathItem
{
public:
    TerrainHighlight()
    {
        // Above every piece of terrain, below the units standing on it.
        setZValue(TableScene::TerrainLayer + 50);
        setAcceptedMouseButtons(Qt::NoButton);
    }

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        painter->setBrush(QColor(0xff, 0xe0, 0x80, 45));
        QPen halo(QColor(0xff, 0xf6, 0xd8, 220), 5.0);
        halo.setCosmetic(true);
        painter->setPen(halo);
        painter->drawPath(path());
        QPen dash(QColor(0x9a, 0x2a, 0x12), 2.0, Qt::DashLine);
        dash.setCosmetic(true);
        painter->setPen(dash);
        painter->setBrush(Qt::NoBrush);
        painter->drawPath(path());
    }
};

} // namespace

TerrainSelection *TerrainSelection::of(TableScene *scene)
{
    if (auto *existing = scene->findChild<TerrainSelection *>(QString(), Qt::FindDirectChildrenOnly))
        return existing;
    return new TerrainSelection(scene);
}

TerrainSelection::TerrainSelection(TableScene *scene)
    : QObject(scene)
    , mScene(scene)
{
    connect(scene, &TableScene::scenarioChanged, this, &TerrainSelection::onScenarioChanged);
    connect(scene, &TableScene::selectedUnitChanged, this, [this](const QString &unitId) {
        if (!unitId.isEmpty())
            select({});
    });
}

void TerrainSelection::select(const QString &id)
{
    const QString next = mScene->scenario().terrainPiece(id) ? id : QString();
    if (next == mTerrainId)
        return;
    mTerrainId = next;
    if (!mTerrainId.isEmpty())
        mScene->selectUnit({});
    syncHighlight();
    emit selectionChanged(mTerrainId);
}

void TerrainSelection::onScenarioChanged(const table::ScenarioChange &change)
{
    using Kind = table::ScenarioChange::Kind;
    if (mTerrainId.isEmpty())
        return;
    if (change.kind == Kind::Reset || change.kind == Kind::TerrainRemoved) {
        if (!mScene->scenario().terrainPiece(mTerrainId))
            select({});
        else
            syncHighlight();
    } else if (change.kind == Kind::TerrainChanged && change.id == mTerrainId) {
        syncHighlight();
    }
}

void TerrainSelection::syncHighlight()
{
    const table::Terrain *piece = mScene->scenario().terrainPiece(mTerrainId);
    if (!piece) {
        delete mHighlight;
        mHighlight = nullptr;
        return;
    }
    if (!mHighlight) {
        mHighlight = new TerrainHighlight;
        mScene->addItem(mHighlight);
    }
    QPainterPath path;
    path.addPolygon(piece->outline());
    path.closeSubpath();
    static_cast<TerrainHighlight *>(mHighlight)->setPath(path);
}

} // namespace vedette

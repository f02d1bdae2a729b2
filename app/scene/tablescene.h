#pragma once

#include "render/symbolcache.h"
#include "render/tablelabels.h"
#include "render/tablepicture.h"
#include "table/scenariochange.h"
#include "scene/tableinput.h"

#include <QGraphicsScene>
#include <QHash>
#include <QSet>
#include <QPointer>

#include <optional>

namespace vedette {

namespace table {
class Scenario;
}

class Document;
class FogItem;
class MarkerItem;
class TapeItem;
class TerrainItem;
class UnitItem;

// The table as a graphics scene: one item per unit, terrain piece, fog zone
// and marker, each synced from the document's scenario when it changes.
// Scene units are millimetres of table, origin at the top-left corner.
// Mouse and key events go to the active tool.
class TableScene : public QGraphicsScene
{
    Q_OBJECT

public:
    // Stacking order, bottom to top.
    enum Layer { TerrainLayer = 0, UnitLayer = 100, MarkerLayer = 200, FogLayer = 300, PinnedRulerLayer = 400, OverlayLayer = 500 };

    explicit TableScene(Document *document, QObject *parent = nullptr);
    ~TableScene() override;

    Document *document() const { return mDocument; }
    const table::Scenario &scenario() const;

    // --- Units of the scenario, for rulers, grid, labels -----------------------
    QRectF tableRect() const;
    // Millimetres in one ruler unit: an inch, or a centimetre for cm and paces.
    double displayUnitMm() const;
    bool displayUnitIsInch() const;
    // A ruler mark's label in the scenario's primary unit.
    QString rulerLabel(double mm) const;
    // A distance in the scenario's units, with the secondary unit in brackets.
    QString formatDistance(double mm) const;
    QString formatDistanceShort(double mm) const;
    // The cursor position for the status bar.
    QString formatPosition(QPointF pos) const;

    void paintTableCloth(QPainter *painter, const QRectF &rect, double pixelsPerMm) const;

    // --- Items -----------------------------------------------------------------
    UnitItem *unitItem(const QString &id) const { return mUnits.value(id); }
    TerrainItem *terrainItem(const QString &id) const { return mTerrain.value(id); }
    FogItem *fogItem(const QString &id) const { return mFog.value(id); }
    MarkerItem *markerItem(const QString &id) const { return mMarkers.value(id); }
    // The topmost unit whose bases contain the point ({} when none).
    QString unitAt(QPointF pos) const;
    QString terrainAt(QPointF pos) const;
    QString fogZoneAt(QPointF pos) const;
    QString markerAt(QPointF pos, double tolerance) const;

    QString selectedUnitId() const { return mSelectedUnit; }
    void selectUnit(const QString &id);

    // Measurements the referee pinned to the table (view state, not model).
    TapeItem *addPinnedRuler(QPointF from, QPointF to, const QString &caption);
    QList<TapeItem *> pinnedRulers() const;
    void removePinnedRuler(TapeItem *ruler);
    void clearPinnedRulers();

    // What a picture of this table shows now: the model and the overlays
    // on it (deployment zones, charge lines, the measuring tape, the reach),
    // read from the items that draw them. Exports and the table screen draw
    // it with render::TableRenderer, never through the scene.
    render::TablePicture picture() const;

    render::SymbolCache &symbols() { return mSymbols; }

    TableInput *tool() const { return mTool; }
    void setTool(TableInput *tool);

    // The labels the last frame drew (unit names, badges, captions), in
    // device pixels: what tests and tooltips read.
    const QList<render::TableLabels::Placed> &placedLabels() const { return mPlacedLabels; }
    // What the view's last frame shows of them, when it drew them from its
    // picture of the labels (in its pixels).
    void setPlacedLabels(QList<render::TableLabels::Placed> labels) { mPlacedLabels = std::move(labels); }

    // --- The cached layer (TableView) ---------------------------------------
    // Counts the changes to what the layer shows (the model, the play, the
    // referee's pick, every TableLayerItem): a view's picture of the layer
    // is good while this stays as it was when it drew it.
    quint64 layerGeneration() const { return mLayerGeneration; }
    // Where a change to the layer lies: table mm, or, for a piece that
    // keeps its size on the screen (ItemIgnoresTransformations), its pixels
    // round its place (`anchor`, table mm).
    struct LayerDamage
    {
        QRectF rect;
        QPointF anchor;
        bool pixels = false;
        double marginPx = 0; // how far its pens reach past `rect`, in pixels
        QString owner; // the unit, general or fog zone whose labels it moves
    };
    // A change to the layer at `damage` only: a view patches its picture
    // there (TableView::layerFor) instead of drawing it all again.
    void touchLayer(const LayerDamage &damage);
    // What changed on the layer since `generation` (a view's picture): false
    // when the scene cannot say (a change anywhere, an item gone that could
    // not tell where it was, or more changes than it keeps), and the
    // picture is drawn again whole.
    bool layerDamageSince(quint64 generation, QList<LayerDamage> *damage) const;
    // What the labels are laid out from: the layer's generation and that of
    // the marks drawn over the layer that carry a label (charge lines),
    // which change without touching the layer. Two counters, not a walk of
    // every item: a frame asks for it.
    size_t labelFingerprint() const { return qHashMulti(0, mLayerGeneration, mMarkGeneration); }
    // A change anywhere on the layer: every picture of it is drawn again.
    void touchLayer()
    {
        ++mLayerGeneration;
        mWholeDamageAt = mLayerGeneration;
    }
    // A charge line came, went, moved, changed its caption or was shown or hidden.
    void touchMarks() { ++mMarkGeneration; }
    // Draws the layer's items (TableLayerItem::inLayer) over `area` (table
    // mm) with `painter`, whose world transform is the table to the
    // picture's pixels. The labels are not in it: they are laid out afresh
    // over every frame, inside the view (paintLabels).
    void paintLayer(QPainter *painter, const QRectF &area);
    // The layer's items over `area` (table mm) seen through `view`, in the
    // order they are drawn; `paintLayerItems` draws some of them (a view
    // draws its picture a few at a time, TableView::layerJobSlice()).
    QList<QGraphicsItem *> layerItems(const QRectF &area, const QTransform &view) const;
    void paintLayerItems(QPainter *painter, QList<QGraphicsItem *> items);
    // Every label over the layer's items, placed together so none hides
    // another (the pictures place theirs with the same code), over `rect`
    // (table mm) and wholly inside `bounds` (device pixels: the view);
    // what placedLabels() then gives.
    // `keepOff` (device pixels) is what the view draws over them.
    void paintLabels(QPainter *painter, const QRectF &rect, const QRectF &bounds = {}, const QList<QRectF> &keepOff = {});
    // What the labels are laid out from, copied out of the items: a view
    // lays them out on a worker thread from it after a zoom (TableView),
    // while the referee may change the items.
    struct LabelSource
    {
        QList<render::UnitPainter::Shape> units;
        QList<render::GeneralPainter::Shape> generals;
        std::optional<render::ReachPainter::Shape> reach;
        QList<render::FogPainter::Shape> fog;
        QList<render::DeploymentZonePainter::Shape> zones;
        QList<render::ChargeLinePainter::Shape> charges;
        QList<render::TableLabels::Input::Note> notes;
        QList<QRectF> keepOff;
        // TableLabels' input, pointing into this source.
        render::TableLabels::Input input() const;
    };
    LabelSource labelSource(const QList<QRectF> &keepOff = {}) const;

signals:
    // The document's scenario changed (relayed from its observer, after the
    // scene's own items are synced), for panels and tool options.
    void scenarioChanged(const vedette::table::ScenarioChange &change);
    void selectedUnitChanged(const QString &id);
    // A tool's refusal or result, for the status bar.
    void message(const QString &text);

protected:
    // The labels over everything, for whoever draws the scene itself
    // (QGraphicsScene::render); TableView draws them under its overlays.
    void drawForeground(QPainter *painter, const QRectF &rect) override;
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    void onScenarioChanged(const table::ScenarioChange &change);
    void rebuild();
    void addUnitItem(const QString &id);
    void addTerrainItem(const QString &id);
    void addFogItem(const QString &id);
    void addMarkerItem(const QString &id);
    void syncUnitsOfSide(const QString &sideId);
    void updateSceneRect();
    void fadeOut(QGraphicsItem *item);

    Document *mDocument;
    // The document may go first when a window closes.
    QPointer<QObject> mDocumentAlive;
    int mObserver = 0;
    QHash<QString, UnitItem *> mUnits;
    QHash<QString, TerrainItem *> mTerrain;
    QHash<QString, FogItem *> mFog;
    QHash<QString, MarkerItem *> mMarkers;
    QList<TapeItem *> mPinned;
    QSet<QGraphicsItem *> mFading; // removed units fading out, no longer in mUnits
    QString mSelectedUnit;
    QPointer<TableInput> mTool;
    render::SymbolCache mSymbols;
    QList<render::TableLabels::Placed> mPlacedLabels;
    quint64 mLayerGeneration = 0;
    quint64 mMarkGeneration = 0;
    // The last change anywhere (touchLayer()), and the last changes with a
    // place, oldest first, from the generation mDamageKeptFrom on.
    quint64 mWholeDamageAt = 0;
    QList<std::pair<quint64, LayerDamage>> mDamage;
    quint64 mDamageKeptFrom = 0;
};

} // namespace vedette

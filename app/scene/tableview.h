#pragma once

#include <QFont>
#include <QGraphicsView>
#include <QImage>
#include <QList>
#include <QSet>
#include <QTimer>

#include "render/tablelabels.h"

#include <memory>

namespace vedette {

class EdgeRuler;
class TableScene;

// The table in the centre of the main window: the scene to scale (scene
// units are millimetres), with zoom around the cursor, panning, rulers along
// the top and left edges, an optional grid and a scale bar.
class TableView : public QGraphicsView
{
    Q_OBJECT

public:
    explicit TableView(QWidget *parent = nullptr);
    ~TableView() override;

    TableScene *tableScene() const;

    // Screen pixels per millimetre of table.
    double zoom() const { return transform().m11(); }
    void setZoom(double pixelsPerMm, const QPoint &anchor);

    bool isGridVisible() const { return mGridVisible; }

    // Whether the view keeps the table's layer (cloth, terrain, units, fog,
    // markers, pieces and their labels: TableLayerItem) as a picture at the
    // zoom it shows and draws only the rest fresh on every frame. On unless
    // VEDETTE_TABLE_LAYER=direct; tests compare the frames both ways.
    bool isLayerCached() const { return mLayerCached; }
    void setLayerCached(bool cached);
    // Forgets the layer's picture (a benchmark's cold frame).
    void dropLayer();
    // How many times the picture was drawn (tests: a frame that only moves
    // the tape must not draw it again).
    int layerRenders() const { return mLayerRenders; }
    // How many times a step was drawn into the picture where it changed the
    // table only (patchLayer()), the rest kept.
    int layerPatches() const { return mLayerPatches; }
    // Whether the labels last drawn were laid out for the view as it is
    // (not moved with a pan or scaled with a zoom that has not paused yet)
    // and the table as it is (not those before a step on a crowded table,
    // laid out again on a worker thread).
    bool labelsFitView() const;
    // How long a pan pauses before the labels are laid out inside the view
    // again (150 ms). A test comparing two views frame by frame puts the
    // pause out of reach and pauses both itself (settleLabels()): each
    // view's clock starts at its own frame, so under load one view's pause
    // can end between two frames and the other's not.
    void setLabelPause(int ms) { mLabelSettle.setInterval(ms); }
    // What the end of that pause does: the labels laid out again for the
    // view as it is, at the next frame.
    void settleLabels();
    // Labels that took this long or longer to lay out (4 ms) are laid out
    // after a step on a worker thread, the labels of what it changed cleared
    // until they come (isSettled() says when). A test comparing frames
    // right after a step, whatever the build's speed, puts it out of reach.
    void setLabelsAtOnceMs(qint64 ms) { mLabelsAtOnceMs = ms; }
    // Whether the table is drawn sharp for the view as it is, with nothing
    // left to draw after a zoom: the zoom has paused, the picture of the
    // layer is drawn at this zoom and widened, and the labels are laid out
    // for this view (tests and benchmarks wait for it).
    bool isSettled() const;

public slots:
    void zoomIn();
    void zoomOut();
    void fitTable();
    void setGridVisible(bool visible);

signals:
    // The cursor moved over the table (scene position in mm).
    void cursorMoved(const QPointF &scenePos);
    void zoomChanged(double pixelsPerMm);

protected:
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void keyReleaseEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;
    void drawBackground(QPainter *painter, const QRectF &rect) override;
    void drawForeground(QPainter *painter, const QRectF &rect) override;
    void drawItems(QPainter *painter, int numItems, QGraphicsItem *items[],
                   const QStyleOptionGraphicsItem options[]) override;

private:
    // The layer's picture: its pixels are the viewport's at `offset`, drawn
    // at `scale` px/mm from the scene's generation `generation`.
    struct Layer
    {
        QImage image;
        QTransform toImage; // table mm to the image's (logical) pixels
        QRectF area;        // table mm it covers
        size_t generation = 0; // TableScene::labelFingerprint()
        qreal pixelRatio = 0;
        bool valid = false;
        QPoint shownAt{INT_MIN, INT_MIN}; // where the picture was last shown (a pan's way)
    };
    // The viewport's pixel where the picture's (0, 0) goes, once the picture
    // covers the view at its zoom (drawing it again if needed).
    bool layerFor(const QTransform &view, QPoint *offset);
    // A step's change drawn into the picture where it lies only (the
    // scene's damage since the picture's generation), when the picture is
    // at `view`'s scale: a step then costs the few items it touched and
    // their neighbours, not the whole table. False when the picture must be
    // drawn again whole (nothing to patch, or the scene cannot say where).
    bool patchLayer(const QTransform &view);
    // Where the layer changed since `generation` in the viewport's pixels
    // at `view` (none and false when the scene cannot say), and whose
    // labels it moved.
    bool damageOnScreen(quint64 generation, const QTransform &view, QList<QRect> *rects, QSet<QString> *owners) const;
    // A new picture for `view` over `wanted` (table mm): the pixels the
    // last one holds copied, `todo` what is left to draw (device pixels).
    Layer beginLayer(const QTransform &view, const QRectF &wanted, QList<QRect> *todo);
    // The picture drawn in slices on the event loop (the sharp redraw after
    // a zoom, and the widening after it): no slice holds the window longer
    // than a frame, and the picture is swapped in once whole.
    enum class JobKind { Zoom, Widen };
    void startLayerJob(const QTransform &view, const QRectF &wanted, JobKind kind);
    void layerJobSlice();
    void cancelLayerJob();
    void settleZoom();
    // The labels laid out for `view` on a worker thread after a zoom.
    void startLabelTask(const QTransform &view);
    // The last picture, scaled to `view`, when it covers the view.
    bool previewFor(const QTransform &view);
    void renderLayer(const QTransform &view, const QRectF &area);
    QRectF visibleArea(const QTransform &view) const;
    bool fitsLayer(const QTransform &view, const QRectF &area) const;
    QRectF widerArea(const QTransform &view) const;
    void widenLayer();
    void zoomBy(double factor, const QPoint &anchor);
    // The labels of this frame, from their picture when it is good for the
    // frame (drawn again when the table, the zoom or the view's size
    // changed, and a moment after a pan).
    void drawLabels(QPainter *painter);
    void layoutRulers();
    void drawGrid(QPainter *painter, const QRectF &rect);
    void drawScaleBar(QPainter *painter);
    // The scale bar in the view's corner: its length in pixels, its
    // caption, and its box (viewport pixels; null without a table).
    struct ScaleBar
    {
        double px = 0;
        QString label;
        QFont font;
        QRect box;
    };
    ScaleBar scaleBar() const;

    EdgeRuler *mTopRuler;
    EdgeRuler *mLeftRuler;
    bool mGridVisible = false;
    bool mSpaceHeld = false;
    bool mPanning = false;
    bool mFitPending = true; // fitted when first shown
    bool mFitQueued = false; // that fit, queued, not yet overtaken by a zoom
    QPoint mPanLast;
    bool mLayerCached = true;
    Layer mLayer;
    bool mFromLayer = false; // this frame's table came from the picture
    int mLayerRenders = 0;
    int mLayerPatches = 0;
    // After a zoom or a change the picture covers the view only; when the
    // referee pauses (or pans past it) it is drawn again over all the view
    // can pan to, or half a view wider each way when that would be too
    // large, so a pan finds it ready.
    QTimer mWiden;
    // While the referee zooms (wheel notches, + and -), each frame shows the
    // last picture scaled to the new zoom; the table is drawn sharp at the
    // zoom it settles on once the zooming pauses.
    QTimer mZoomSettle;
    // The labels are laid out over the view (inside it: none cut at its
    // edge) into a picture of their own, transparent but where a label is,
    // and copied from it on every frame until the table, the zoom or the
    // view's size changes. Laying them out and drawing their text on every
    // frame took a whole-table frame from 1.2 ms to 80 ms. During a pan the
    // picture moves with the table; when the pan pauses they are laid out
    // again inside the new view.
    struct LabelPicture
    {
        QImage image;
        QTransform view;  // the view's transform they were laid out for
        QSize size;       // the viewport's
        size_t generation = 0; // TableScene::labelFingerprint()
        qreal pixelRatio = 0;
        bool valid = false;
        QList<render::TableLabels::Placed> placed; // in the viewport's pixels at `view`
        QList<QRect> parts; // where the picture holds something, viewport pixels at `view`
        QPoint shownShift;  // how far the last frame moved them
        quint64 layerGeneration = 0; // the layer's, when laid out or last cleared
    };
    // Labels that take long to lay out (a crowded table: 30 ms) are laid out
    // after a step on a worker thread, as after a zoom; meanwhile the frame
    // shows the labels as they were, less those of what the step touched
    // and those it now covers (cleared from the picture). Laid out at once
    // when the last layout took less than this.
    qint64 mLabelsAtOnceMs = 4;
    qint64 mLabelLayoutMs = 0; // the last layout on this thread
    bool clearStaleLabels(const QTransform &view);
    void findLabelParts();
    LabelPicture mLabels;
    struct LayerJob
    {
        bool active = false;
        JobKind kind = JobKind::Zoom;
        Layer layer;
        QList<QRect> parts; // the picture's device pixels to draw, as renderLayer() draws them
        qsizetype part = 0;  // the one being drawn
        qsizetype nextItem = -1; // its next item (-1: its cloth first)
        int clothRow = 0;        // its cloth drawn down to this row
    };
    LayerJob mJob;
    QTimer mJobSlice;
    struct LabelTask;
    std::shared_ptr<LabelTask> mLabelTask; // running, or null
    void labelTaskDone(const std::shared_ptr<LabelTask> &task);
    // Draws what is left of `job` (renderLayer() and the slices alike):
    // within `budgetMs` (-1: all of it); true once it is all drawn.
    bool drawLayerJob(LayerJob &job, qint64 budgetMs);
    // One part of `layer` (device pixels, at a pixel ratio of 1) drawn
    // whole at once, into a picture of its own size copied in.
    void drawPartApart(Layer &layer, const QRect &part, const QRectF &partArea);
    QList<QRectF> labelKeepOff() const;
    void installLabels(QImage image, const QTransform &view, size_t generation,
                       QList<render::TableLabels::Placed> placed);
    bool mLabelsDrawn = false; // in the frame being drawn
    QTimer mLabelSettle;
};

} // namespace vedette

#include "tableview.h"

#include "scene/edgeruler.h"
#include "scene/tablelayeritem.h"
#include "scene/tablescene.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPointer>
#include <QRegion>
#include <QScrollBar>
#include <QStyleOptionGraphicsItem>
#include <QThreadPool>
#include <QWheelEvent>

#include <algorithm>
#include <climits>
#include <cmath>

using namespace Qt::StringLiterals;

namespace vedette {

namespace {
constexpr double kMinZoom = 0.05; // px per mm: a 12' table still fits a small window
constexpr double kMaxZoom = 40.0; // px per mm: a single base fills the screen
constexpr double kZoomStep = 1.25;
} // namespace

TableView::TableView(QWidget *parent)
    : QGraphicsView(parent)
    , mTopRuler(new EdgeRuler(Qt::Horizontal, this))
    , mLeftRuler(new EdgeRuler(Qt::Vertical, this))
{
    setObjectName(u"tableView"_s);
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform | QPainter::TextAntialiasing);
    setDragMode(QGraphicsView::NoDrag);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setResizeAnchor(QGraphicsView::AnchorViewCenter);
    // The scale bar is painted in viewport coordinates over the scene, so a
    // scroll must repaint the whole viewport rather than blit it.
    setViewportUpdateMode(QGraphicsView::FullViewportUpdate);
    // IndirectPainting: drawItems() leaves out the items the layer's
    // picture already holds.
    setOptimizationFlags(QGraphicsView::DontSavePainterState | QGraphicsView::IndirectPainting);
    mLayerCached = qEnvironmentVariable("VEDETTE_TABLE_LAYER") != u"direct"_s;
    mWiden.setSingleShot(true);
    mWiden.setInterval(250);
    connect(&mWiden, &QTimer::timeout, this, &TableView::widenLayer);
    mZoomSettle.setSingleShot(true);
    mZoomSettle.setInterval(150);
    connect(&mZoomSettle, &QTimer::timeout, this, &TableView::settleZoom);
    mJobSlice.setSingleShot(true);
    mJobSlice.setInterval(0);
    connect(&mJobSlice, &QTimer::timeout, this, &TableView::layerJobSlice);
    mLabelSettle.setSingleShot(true);
    mLabelSettle.setInterval(150);
    connect(&mLabelSettle, &QTimer::timeout, this, &TableView::settleLabels);
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setFrameShape(QFrame::NoFrame);
    setBackgroundBrush(QColor(0x3b, 0x33, 0x2a));
    // drawBackground() covers every pixel it is given, with the room's
    // colour, the cloth or the layer's picture: Qt need not fill the
    // viewport with its palette first (a twentieth of a whole-table frame).
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    setViewportMargins(EdgeRuler::thickness(), EdgeRuler::thickness(), 0, 0);
    setToolTip(tr("The table to scale. Wheel: zoom; middle button or Space+drag: pan; Ctrl+0: fit the table"));
}

// The labels laid out on a worker thread: what it was given, and what it
// gives back (read on the UI thread once it says it is done).
struct TableView::LabelTask
{
    TableScene::LabelSource source;
    QTransform view;
    QSize size;
    qreal pixelRatio = 1;
    size_t generation = 0;
    QPainter::RenderHints hints;
    QRectF exposed;
    QRectF bounds;
    QImage image;
    QList<render::TableLabels::Placed> placed;
};

TableView::~TableView() = default;

bool TableView::labelsFitView() const
{
    const TableScene *s = tableScene();
    return mLabels.valid && mLabels.view == viewportTransform() && (!s || mLabels.generation == s->labelFingerprint());
}

bool TableView::isSettled() const
{
    const TableScene *s = tableScene();
    if (!s)
        return true;
    if (mZoomSettle.isActive() || mJob.active || mWiden.isActive() || mLabelTask || !labelsFitView())
        return false;
    if (!mLayerCached)
        return true;
    const QTransform view = viewportTransform();
    return mLayer.valid && mLayer.generation == s->layerGeneration() && mLayer.toImage.m11() == view.m11()
        && mLayer.toImage.m22() == view.m22();
}

TableScene *TableView::tableScene() const
{
    return qobject_cast<TableScene *>(scene());
}

void TableView::setZoom(double pixelsPerMm, const QPoint &anchor)
{
    zoomBy(pixelsPerMm / zoom(), anchor);
}

void TableView::zoomBy(double factor, const QPoint &anchor)
{
    const double target = std::clamp(zoom() * factor, kMinZoom, kMaxZoom);
    factor = target / zoom();
    if (qFuzzyCompare(factor, 1.0))
        return;
    // Keep the table point under `anchor` where it is.
    const QPointF before = mapToScene(anchor);
    const ViewportAnchor old = transformationAnchor();
    setTransformationAnchor(QGraphicsView::NoAnchor);
    scale(factor, factor);
    if (mLayer.valid)
        mZoomSettle.start();
    const QPointF after = mapToScene(anchor);
    const QPointF shift = (after - before) * zoom();
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() - qRound(shift.x()));
    verticalScrollBar()->setValue(verticalScrollBar()->value() - qRound(shift.y()));
    setTransformationAnchor(old);
    mFitPending = false;
    mFitQueued = false;
    mTopRuler->update();
    mLeftRuler->update();
    emit zoomChanged(zoom());
}

void TableView::zoomIn()
{
    zoomBy(kZoomStep, viewport()->rect().center());
}

void TableView::zoomOut()
{
    zoomBy(1.0 / kZoomStep, viewport()->rect().center());
}

void TableView::fitTable()
{
    QRectF table = sceneRect();
    if (TableScene *s = tableScene())
        table = s->tableRect();
    if (table.isEmpty() || viewport()->width() < 10 || viewport()->height() < 10)
        return;
    // A margin of a few percent so the table's edge and frame stay visible.
    const QRectF target = table.marginsAdded(QMarginsF(table.width(), table.height(), table.width(), table.height()) * 0.03);
    mFitPending = false;
    mFitQueued = false;
    fitInView(target, Qt::KeepAspectRatio);
    mTopRuler->update();
    mLeftRuler->update();
    emit zoomChanged(zoom());
}

void TableView::setGridVisible(bool visible)
{
    if (mGridVisible == visible)
        return;
    mGridVisible = visible;
    viewport()->update();
}

void TableView::wheelEvent(QWheelEvent *event)
{
    const double steps = event->angleDelta().y() / 120.0;
    if (steps == 0.0) {
        QGraphicsView::wheelEvent(event);
        return;
    }
    zoomBy(std::pow(1.15, steps), event->position().toPoint());
    event->accept();
}

void TableView::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        mSpaceHeld = true;
        viewport()->setCursor(Qt::OpenHandCursor);
        event->accept();
        return;
    }
    if (event->key() == Qt::Key_Space) {
        event->accept();
        return;
    }
    if (event->key() == Qt::Key_Plus || event->key() == Qt::Key_Equal) {
        zoomIn();
        return;
    }
    if (event->key() == Qt::Key_Minus) {
        zoomOut();
        return;
    }
    if (event->key() == Qt::Key_0 && (event->modifiers() & Qt::ControlModifier)) {
        fitTable();
        return;
    }
    QGraphicsView::keyPressEvent(event);
}

void TableView::keyReleaseEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        mSpaceHeld = false;
        if (!mPanning)
            viewport()->unsetCursor();
        event->accept();
        return;
    }
    QGraphicsView::keyReleaseEvent(event);
}

void TableView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::MiddleButton || (event->button() == Qt::LeftButton && mSpaceHeld)) {
        mPanning = true;
        mPanLast = event->position().toPoint();
        viewport()->setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    QGraphicsView::mousePressEvent(event);
}

void TableView::mouseMoveEvent(QMouseEvent *event)
{
    const QPoint pos = event->position().toPoint();
    if (mPanning) {
        const QPoint delta = pos - mPanLast;
        mPanLast = pos;
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
        event->accept();
        return;
    }
    const QPointF scenePos = mapToScene(pos);
    mTopRuler->setCursorPosition(scenePos.x());
    mLeftRuler->setCursorPosition(scenePos.y());
    emit cursorMoved(scenePos);
    QGraphicsView::mouseMoveEvent(event);
}

void TableView::mouseReleaseEvent(QMouseEvent *event)
{
    if (mPanning && (event->button() == Qt::MiddleButton || event->button() == Qt::LeftButton)) {
        mPanning = false;
        if (mSpaceHeld)
            viewport()->setCursor(Qt::OpenHandCursor);
        else
            viewport()->unsetCursor();
        event->accept();
        return;
    }
    QGraphicsView::mouseReleaseEvent(event);
}

void TableView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    layoutRulers();
    // Never fit (nor zoom) from here: fitting shows or hides the scroll bars,
    // which resizes the viewport again, and in German at 1600x1000 that went
    // round for ever (issue 30). The view keeps its zoom and its centre
    // (AnchorViewCenter); the table is fitted when it is first shown, when
    // another battle is opened, and on Ctrl+0.
}

void TableView::showEvent(QShowEvent *event)
{
    QGraphicsView::showEvent(event);
    if (mFitPending) {
        mFitPending = false;
        // Once the window has its docks laid out, unless the referee (or a
        // caller) zoomed or fitted the view meanwhile.
        mFitQueued = true;
        QTimer::singleShot(0, this, [this] {
            if (mFitQueued)
                fitTable();
        });
    }
}

void TableView::scrollContentsBy(int dx, int dy)
{
    QGraphicsView::scrollContentsBy(dx, dy);
    mTopRuler->update();
    mLeftRuler->update();
}

void TableView::layoutRulers()
{
    const int t = EdgeRuler::thickness();
    const QRect vp = viewport()->geometry();
    mTopRuler->setGeometry(vp.left() - t, vp.top() - t, vp.width() + t, t);
    mLeftRuler->setGeometry(vp.left() - t, vp.top(), t, vp.height());
}

void TableView::setLayerCached(bool cached)
{
    if (mLayerCached == cached)
        return;
    mLayerCached = cached;
    dropLayer();
    viewport()->update();
}

void TableView::dropLayer()
{
    cancelLayerJob();
    mLayer = {};
    mLabels = {};
    mWiden.stop();
}

QRectF TableView::visibleArea(const QTransform &view) const
{
    return view.inverted().mapRect(QRectF(viewport()->rect()));
}

namespace {
// Where a change lies in pixels (`toPixels`: table mm to them).
QRectF damagePixels(const TableScene::LayerDamage &damage, const QTransform &toPixels)
{
    const double m = damage.marginPx;
    return (damage.pixels ? damage.rect.translated(toPixels.map(damage.anchor)) : toPixels.mapRect(damage.rect))
        .adjusted(-m, -m, m, m);
}
} // namespace

bool TableView::damageOnScreen(quint64 generation, const QTransform &view, QList<QRect> *rects,
                               QSet<QString> *owners) const
{
    rects->clear();
    owners->clear();
    QList<TableScene::LayerDamage> damage;
    TableScene *s = tableScene();
    if (!s || !s->layerDamageSince(generation, &damage))
        return false;
    for (const TableScene::LayerDamage &d : std::as_const(damage)) {
        if (!d.owner.isEmpty())
            owners->insert(d.owner);
        if (!d.rect.isEmpty())
            rects->append(damagePixels(d, view).adjusted(-2, -2, 2, 2).toAlignedRect());
    }
    return true;
}

bool TableView::patchLayer(const QTransform &view)
{
    TableScene *s = tableScene();
    const qreal ratio = viewport()->devicePixelRatioF();
    if (!s || !mLayer.valid || mLayer.generation == s->layerGeneration() || mLayer.pixelRatio != ratio
        || mLayer.toImage.m11() != view.m11() || mLayer.toImage.m22() != view.m22())
        return false;
    QList<TableScene::LayerDamage> damage;
    if (!s->layerDamageSince(mLayer.generation, &damage))
        return false;
    const QRect whole(QPoint(0, 0), mLayer.image.size());
    QRegion region;
    for (const TableScene::LayerDamage &d : std::as_const(damage)) {
        if (d.rect.isEmpty())
            continue;
        const QRectF logical = damagePixels(d, mLayer.toImage);
        // Round its edge: a pen's half width past the bounding rectangle
        // and a step of antialiasing.
        const QRect device =
            QRectF(logical.topLeft() * ratio, logical.size() * ratio).adjusted(-3, -3, 3, 3).toAlignedRect().intersected(whole);
        if (!device.isEmpty())
            region += device;
    }
    // A picture being widened is of the table before the change: widened
    // again from this one.
    if (mJob.active && mJob.kind == JobKind::Widen) {
        cancelLayerJob();
        mWiden.start();
    }
    // Many scattered changes (a whole side rallied): the one rectangle round them.
    if (region.rectCount() > 64)
        region = region.boundingRect();
    LayerJob job;
    job.layer = std::move(mLayer);
    job.layer.generation = s->layerGeneration();
    job.parts = QList<QRect>(region.begin(), region.end());
    drawLayerJob(job, -1);
    mLayer = std::move(job.layer);
    ++mLayerPatches;
    return true;
}

bool TableView::layerFor(const QTransform &view, QPoint *offset)
{
    TableScene *s = tableScene();
    // Only the view's own frames, and only a view that neither turns nor
    // shears the table.
    if (!mLayerCached || !s || view.type() > QTransform::TxScale)
        return false;
    // A step: drawn where it changed the table, the rest of the picture kept.
    patchLayer(view);
    const qreal ratio = viewport()->devicePixelRatioF();
    const auto covers = [&](QPoint *at) {
        if (!mLayer.valid || mLayer.generation != s->layerGeneration() || mLayer.pixelRatio != ratio
            || mLayer.toImage.m11() != view.m11() || mLayer.toImage.m22() != view.m22())
            return false;
        // The same pixels only at a whole-pixel shift.
        const QPointF shift(view.dx() - mLayer.toImage.dx(), view.dy() - mLayer.toImage.dy());
        const QPoint whole = shift.toPoint();
        if (std::abs(shift.x() - whole.x()) > 1e-6 || std::abs(shift.y() - whole.y()) > 1e-6)
            return false;
        const QRect inImage = viewport()->rect().translated(-whole);
        if (!QRect(QPoint(0, 0), mLayer.image.deviceIndependentSize().toSize()).contains(inImage))
            return false;
        *at = whole;
        return true;
    };
    if (!covers(offset)) {
        const bool panned = mLayer.valid && mLayer.generation == s->layerGeneration()
            && mLayer.toImage.m11() == view.m11() && mLayer.toImage.m22() == view.m22();
        const QRectF visible = visibleArea(view);
        if (panned) {
            // A pan past the picture's edge: the picture moved further the
            // way the pan goes (a view ahead, half a view behind, a quarter
            // view to each side), keeping the pixels it has and drawing the
            // strip that comes into view (renderLayer), and all the view can
            // pan to when the referee pauses. A steady pan so draws a view
            // and a half's worth (a view wide, a view and a half high) once
            // every view, where it drew four and a half views' worth every
            // view and a half: half as much, in hitches a third the size.
            // Ahead is worked out on the screen, where the picture moved
            // since the last frame, so a table seen turned or mirrored needs
            // no case of its own.
            const QPointF nowAt(view.dx() - mLayer.toImage.dx(), view.dy() - mLayer.toImage.dy());
            const QPointF moved = mLayer.shownAt.x() == INT_MIN ? QPointF() : nowAt - QPointF(mLayer.shownAt);
            const QRectF port(viewport()->rect());
            const double w = port.width();
            const double h = port.height();
            QRectF ahead = port.adjusted(-w / 2, -h / 2, w / 2, h / 2); // no motion known: half a view round
            if (std::abs(moved.x()) >= std::abs(moved.y()) && moved.x() != 0)
                ahead = moved.x() < 0 ? port.adjusted(-w / 2, -h / 4, w, h / 4) : port.adjusted(-w, -h / 4, w / 2, h / 4);
            else if (moved.y() != 0)
                ahead = moved.y() < 0 ? port.adjusted(-w / 4, -h / 2, w / 4, h) : port.adjusted(-w / 4, -h, w / 4, h / 2);
            renderLayer(view, view.inverted().mapRect(ahead));
            mWiden.start();
        } else {
            renderLayer(view, visible);
            mWiden.start();
        }
        if (!covers(offset))
            return false;
    }
    mLayer.shownAt = *offset;
    return true;
}

bool TableView::previewFor(const QTransform &view)
{
    TableScene *s = tableScene();
    const bool drawing = mJob.active && mJob.kind == JobKind::Zoom && mJob.layer.toImage.m11() == view.m11()
        && mJob.layer.toImage.m22() == view.m22();
    if ((!mZoomSettle.isActive() && !drawing) || !mLayer.valid || !s || mLayer.generation != s->layerGeneration()
        || mLayer.pixelRatio != viewport()->devicePixelRatioF() || view.type() > QTransform::TxScale)
        return false;
    // Only a picture that covers some of the view (the cloth is drawn
    // round it, drawBackground()).
    return mLayer.area.intersects(visibleArea(view));
}

namespace {
// The largest picture of the layer: 24 million pixels, 96 MB (what Qt's
// pixmap cache was given for the terrain's pixmaps before), the scene round
// a 12' x 6' table at 1 px/mm.
constexpr double kMaxLayerPixels = 24.0 * 1024 * 1024;
} // namespace

bool TableView::fitsLayer(const QTransform &view, const QRectF &area) const
{
    const qreal ratio = viewport()->devicePixelRatioF();
    const QRectF onScreen = view.mapRect(area);
    return onScreen.width() * onScreen.height() * ratio * ratio <= kMaxLayerPixels;
}

QRectF TableView::widerArea(const QTransform &view) const
{
    // All the view can pan over when the picture of it is not too large;
    // else the table and half a view more round the view; else only the
    // half view more.
    if (fitsLayer(view, sceneRect()))
        return sceneRect();
    const QRectF visible = visibleArea(view);
    const QRectF around =
        visible.adjusted(-visible.width() / 2, -visible.height() / 2, visible.width() / 2, visible.height() / 2);
    if (TableScene *s = tableScene()) {
        const QRectF table = s->tableRect().united(around).intersected(sceneRect());
        if (fitsLayer(view, table))
            return table;
    }
    return around;
}

TableView::Layer TableView::beginLayer(const QTransform &view, const QRectF &wanted, QList<QRect> *todo)
{
    TableScene *s = tableScene();
    // No more than the scene (where the view can go) and the largest
    // picture; never less than what is in view.
    const QRectF visible = visibleArea(view);
    QRectF area = wanted.intersected(sceneRect()).united(visible);
    const qreal ratio = viewport()->devicePixelRatioF();
    if (!fitsLayer(view, area))
        area = visible;
    const QRect pixels = view.mapRect(area).toAlignedRect();
    QImage image(pixels.size() * ratio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    const QTransform toImage = view * QTransform::fromTranslate(-pixels.left(), -pixels.top());
    const QRectF all = toImage.inverted().mapRect(QRectF(QPointF(0, 0), QSizeF(pixels.size())));
    const QRect whole(QPoint(0, 0), image.size()); // device pixels

    // What the last picture holds of this one: the same table at the same
    // scale, its pixels a whole number of device pixels away. Those pixels
    // are copied and only the rest is drawn, each part clipped to its own
    // device pixels: a pan past the picture's edge draws the strip that
    // comes into view, and the pause that widens the picture draws round
    // what it has; an edge pixel may differ by a step of antialiasing from
    // a single drawing (test_tablelayer). The labels are not in the
    // picture: each frame lays them out inside the view (drawItems).
    QRegion left(whole);
    const QPointF shift(toImage.dx() - mLayer.toImage.dx(), toImage.dy() - mLayer.toImage.dy());
    const QPointF deviceShift = shift * ratio;
    const QPoint step = deviceShift.toPoint();
    // Only at one device pixel a logical one: at a ratio of 2 the hatching
    // of buildings and deployment zones comes out in a phase that depends
    // on where the picture starts (a picture and a direct frame already
    // disagree there), and a pieced picture would show a seam in it.
    const bool reuse = ratio == 1.0 && mLayer.valid && mLayer.generation == s->layerGeneration()
        && mLayer.pixelRatio == ratio
        && mLayer.toImage.m11() == toImage.m11() && mLayer.toImage.m22() == toImage.m22()
        && toImage.type() <= QTransform::TxScale && std::abs(deviceShift.x() - step.x()) < 1e-6
        && std::abs(deviceShift.y() - step.y()) < 1e-6;
    if (reuse) {
        const QRect kept = QRect(step, mLayer.image.size()).intersected(whole);
        if (!kept.isEmpty()) {
            QPainter painter(&image);
            painter.setCompositionMode(QPainter::CompositionMode_Source);
            painter.drawImage(QRectF(QPointF(kept.topLeft()) / ratio, QSizeF(kept.size()) / ratio), mLayer.image,
                              QRectF(kept.translated(-step)));
            left -= kept;
        }
    }
    *todo = QList<QRect>(left.begin(), left.end());
    Layer layer;
    layer.image = std::move(image);
    layer.toImage = toImage;
    layer.area = all;
    layer.generation = s->layerGeneration();
    layer.pixelRatio = ratio;
    layer.valid = true;
    return layer;
}

void TableView::renderLayer(const QTransform &view, const QRectF &wanted)
{
    cancelLayerJob();
    LayerJob job;
    job.layer = beginLayer(view, wanted, &job.parts);
    drawLayerJob(job, -1);
    mLayer = std::move(job.layer);
    ++mLayerRenders;
}

namespace {
// How long a slice of a picture drawn on the event loop may take: with the
// frame that follows, within the 16 ms of a frame.
constexpr qint64 kJobSliceMs = 4;
// Items drawn between two looks at the clock (a unit takes up to 0.3 ms).
constexpr qsizetype kJobItems = 2;
// Device rows of room and cloth filled between two looks at the clock.
constexpr int kJobClothRows = 160;
} // namespace

void TableView::startLayerJob(const QTransform &view, const QRectF &wanted, JobKind kind)
{
    cancelLayerJob();
    mJob.layer = beginLayer(view, wanted, &mJob.parts);
    mJob.kind = kind;
    mJob.active = true;
    mJobSlice.start();
}

void TableView::cancelLayerJob()
{
    mJob = {};
    mJobSlice.stop();
}

bool TableView::drawLayerJob(LayerJob &job, qint64 budgetMs)
{
    // Each part with its own clip: the room and the cloth, then the items
    // in their order, a few at a time when there is a budget. No item is
    // clipped anew, so the pixels are those of one drawing at once.
    TableScene *s = tableScene();
    const bool limited = budgetMs >= 0;
    QElapsedTimer slice;
    slice.start();
    const auto inBudget = [&](qint64 ms) { return !limited || slice.elapsed() < ms; };
    Layer &layer = job.layer;
    const qreal ratio = layer.pixelRatio;
    const QRect whole(QPoint(0, 0), layer.image.size());
    while (job.part < job.parts.size() && inBudget(budgetMs)) {
        const QRect part = job.parts.at(job.part);
        const bool single = part == whole;
        const QRectF logical(QPointF(part.topLeft()) / ratio, QSizeF(part.size()) / ratio);
        const QRectF partArea = single ? layer.area : layer.toImage.inverted().mapRect(logical.adjusted(-2, -2, 2, 2));
        if (!limited && !single && ratio == 1.0) {
            drawPartApart(layer, part, partArea);
            ++job.part;
            continue;
        }
        QPainter painter(&layer.image);
        painter.setRenderHints(renderHints());
        if (job.nextItem < 0) {
            // The room and the cloth, a band of rows at a time (filling a
            // whole table's pixels twice takes longer than a slice).
            const int top = part.top() + job.clothRow;
            const QRect band(part.left(), top, part.width(), std::min(limited ? kJobClothRows : part.height(), part.bottom() + 1 - top));
            if (limited || !single)
                painter.setClipRect(QRectF(QPointF(band.topLeft()) / ratio, QSizeF(band.size()) / ratio));
            painter.setWorldTransform(layer.toImage);
            painter.fillRect(partArea, backgroundBrush());
            s->paintTableCloth(&painter, partArea, layer.toImage.m11());
            job.clothRow += band.height();
            if (job.clothRow >= part.height())
                job.nextItem = 0;
            continue;
        }
        if (!single)
            painter.setClipRect(logical);
        painter.setWorldTransform(layer.toImage);
        const QList<QGraphicsItem *> items = s->layerItems(partArea, layer.toImage);
        // (The first look for them at a new zoom can take a slice's time.)
        if (!inBudget(budgetMs / 2))
            break;
        qsizetype next = job.nextItem;
        while (next < items.size() && inBudget(budgetMs)) {
            const qsizetype end = limited ? std::min(items.size(), next + kJobItems) : items.size();
            s->paintLayerItems(&painter, items.mid(next, end - next));
            next = end;
        }
        job.nextItem = next;
        if (next >= items.size()) {
            ++job.part;
            job.nextItem = -1;
            job.clothRow = 0;
        }
    }
    return job.part >= job.parts.size();
}

void TableView::drawPartApart(Layer &layer, const QRect &part, const QRectF &partArea)
{
    // Drawn into a picture of the part's own size, the picture's
    // transform moved by the part's corner (whole pixels), then copied in:
    // the rasterizer then goes over the part's rows and columns only. Into
    // the whole picture with a clip, it went over all of every shape that
    // reaches the part (a wood 500 pixels across for a unit's 70-pixel
    // step: a patch took 5-8 ms on the 2,000-unit table, most of it terrain
    // outside the part). The pixels are those of a drawing at a translation
    // whole pixels apart, as a pan's strips are (test_tablelayer).
    TableScene *s = tableScene();
    QImage apart(part.size(), layer.image.format());
    const QTransform toApart = layer.toImage * QTransform::fromTranslate(-part.left(), -part.top());
    {
        QPainter painter(&apart);
        painter.setRenderHints(renderHints());
        painter.setWorldTransform(toApart);
        painter.fillRect(partArea, backgroundBrush());
        s->paintTableCloth(&painter, partArea, toApart.m11());
        s->paintLayerItems(&painter, s->layerItems(partArea, layer.toImage));
    }
    QPainter painter(&layer.image);
    painter.setCompositionMode(QPainter::CompositionMode_Source);
    painter.drawImage(part.topLeft(), apart);
}

void TableView::layerJobSlice()
{
    TableScene *s = tableScene();
    if (!mJob.active)
        return;
    const QTransform view = viewportTransform();
    // A newer zoom, a change to the table or another screen: this picture
    // is of no use any more.
    if (!s || !mLayerCached || mJob.layer.generation != s->layerGeneration()
        || mJob.layer.pixelRatio != viewport()->devicePixelRatioF() || mJob.layer.toImage.m11() != view.m11()
        || mJob.layer.toImage.m22() != view.m22()) {
        cancelLayerJob();
        viewport()->update();
        return;
    }
    if (!drawLayerJob(mJob, kJobSliceMs)) {
        mJobSlice.start();
        return;
    }
    const JobKind kind = mJob.kind;
    mLayer = std::move(mJob.layer);
    mLayer.shownAt = QPoint(INT_MIN, INT_MIN);
    ++mLayerRenders;
    cancelLayerJob();
    if (kind == JobKind::Zoom)
        mWiden.start();
    viewport()->update();
}

void TableView::settleZoom()
{
    TableScene *s = tableScene();
    const QTransform view = viewportTransform();
    // The last picture at another zoom, of the table as it is: it is shown
    // scaled while the sharp one is drawn in slices.
    const bool drawing = mLayerCached && s && view.type() <= QTransform::TxScale && mLayer.valid
        && mLayer.generation == s->layerGeneration() && mLayer.pixelRatio == viewport()->devicePixelRatioF()
        && (mLayer.toImage.m11() != view.m11() || mLayer.toImage.m22() != view.m22());
    if (drawing)
        startLayerJob(view, visibleArea(view), JobKind::Zoom);
    // The labels, on a worker thread meanwhile (drawLabels() shows the last
    // ones scaled until they are ready).
    if (mLayerCached && s && !mLabelTask && mLabels.valid && mLabels.view != view
        && mLabels.generation == s->labelFingerprint() && mLabels.size == viewport()->size()
        && view.type() <= QTransform::TxScale)
        startLabelTask(view);
    // The frame on screen is the one the slices' end replaces: no frame
    // is drawn meanwhile unless something else asks for it.
    if (!drawing)
        viewport()->update();
}

void TableView::widenLayer()
{
    TableScene *s = tableScene();
    const QTransform view = viewportTransform();
    if (!mLayerCached || !s || !mLayer.valid || mLayer.generation != s->layerGeneration()
        || mLayer.toImage.m11() != view.m11() || mJob.active)
        return;
    startLayerJob(view, widerArea(view), JobKind::Widen);
}

void TableView::drawBackground(QPainter *painter, const QRectF &rect)
{
    QPoint offset;
    mLabelsDrawn = false;
    const bool ownFrame = painter->worldTransform() == viewportTransform();
    if (ownFrame && previewFor(viewportTransform())) {
        if (!mLayer.area.contains(visibleArea(viewportTransform()))) {
            painter->fillRect(rect, backgroundBrush());
            if (TableScene *s = tableScene())
                s->paintTableCloth(painter, rect, zoom());
        }
        // The picture's pixels to the table, the table to this frame.
        painter->save();
        painter->setWorldTransform(mLayer.toImage.inverted() * viewportTransform());
        painter->drawImage(QPointF(0, 0), mLayer.image);
        painter->restore();
        mFromLayer = true;
        mLayer.shownAt = QPoint(INT_MIN, INT_MIN);
        return;
    }
    mFromLayer = ownFrame && layerFor(viewportTransform(), &offset);
    if (mFromLayer) {
        painter->save();
        painter->resetTransform();
        // Only what is in view: Qt would otherwise go over the whole picture.
        const QRect inView = viewport()->rect();
        const qreal ratio = mLayer.pixelRatio;
        const QRect source(QPointF((inView.topLeft() - offset) * ratio).toPoint(), inView.size() * ratio);
        // Every pixel of the picture is opaque (the room's colour is under
        // all of it): copied, not blended, the same pixels in a third of
        // the time.
        painter->setCompositionMode(QPainter::CompositionMode_Source);
        painter->drawImage(QRectF(inView), mLayer.image, QRectF(source));
        painter->restore();
        return;
    }
    painter->fillRect(rect, backgroundBrush());
    if (TableScene *s = tableScene())
        s->paintTableCloth(painter, rect, zoom());
}

void TableView::drawItems(QPainter *painter, int numItems, QGraphicsItem *items[],
                          const QStyleOptionGraphicsItem options[])
{
    // The layer's items, the labels, then the rest: the same order
    // whether the layer comes from its picture or is drawn here. The labels
    // are laid out wholly inside the view (drawLabels()), so a pan never
    // leaves one cut at the view's edge once it pauses. From the
    // picture, the layer's options are not copied at all: a style option
    // holds a palette and a font, and a copy of each of 2,000 of them was a
    // seventh of a whole-table frame (perf, issue 18).
    QList<QGraphicsItem *> layer;
    QList<QStyleOptionGraphicsItem> layerOptions;
    QList<QGraphicsItem *> fresh;
    QList<QStyleOptionGraphicsItem> freshOptions;
    for (int i = 0; i < numItems; ++i) {
        if (TableLayerItem::inLayer(items[i])) {
            if (!mFromLayer) {
                layer.append(items[i]);
                layerOptions.append(options[i]);
            }
        } else {
            fresh.append(items[i]);
            freshOptions.append(options[i]);
        }
    }
    if (!mFromLayer && !layer.isEmpty())
        QGraphicsView::drawItems(painter, int(layer.size()), layer.data(), layerOptions.constData());
    if (TableScene *s = tableScene()) {
        if (painter->worldTransform() == viewportTransform()) {
            drawLabels(painter);
            mLabelsDrawn = true;
        }
        else
            s->paintLabels(painter, visibleArea(painter->worldTransform()));
    }
    if (!fresh.isEmpty())
        QGraphicsView::drawItems(painter, int(fresh.size()), fresh.data(), freshOptions.constData());
}

QList<QRectF> TableView::labelKeepOff() const
{
    return {QRectF(scaleBar().box).adjusted(-4, -4, 4, 4)};
}

void TableView::installLabels(QImage image, const QTransform &view, size_t generation,
                              QList<render::TableLabels::Placed> placed)
{
    mLabels.image = std::move(image);
    mLabels.view = view;
    mLabels.size = viewport()->size();
    mLabels.generation = generation;
    mLabels.pixelRatio = mLabels.image.devicePixelRatio();
    mLabels.valid = true;
    mLabels.placed = std::move(placed);
    mLabels.shownShift = {};
    if (TableScene *s = tableScene())
        mLabels.layerGeneration = s->layerGeneration();
    findLabelParts();
}

void TableView::findLabelParts()
{
    mLabels.parts.clear();
    const QRect frame = viewport()->rect();
    for (const render::TableLabels::Placed &label : std::as_const(mLabels.placed)) {
        QRectF part = label.rect;
        if (!label.leader.isNull())
            part = part.united(QRectF(label.leader.p1(), label.leader.p2()).normalized());
        mLabels.parts.append(part.adjusted(-3, -3, 3, 3).toAlignedRect().intersected(frame));
    }
}

bool TableView::clearStaleLabels(const QTransform &view)
{
    TableScene *s = tableScene();
    QList<QRect> rects;
    QSet<QString> owners;
    if (!s || !damageOnScreen(mLabels.layerGeneration, view, &rects, &owners))
        return false;
    mLabels.layerGeneration = s->layerGeneration();
    if (rects.isEmpty() && owners.isEmpty())
        return true;
    // The labels of what changed, and those over where it changed, taken
    // out of the picture (their boxes, as they are copied, and their
    // leader lines).
    QPainter painter(&mLabels.image);
    painter.setCompositionMode(QPainter::CompositionMode_Clear);
    painter.setPen(QPen(Qt::transparent, 5));
    QList<render::TableLabels::Placed> kept;
    kept.reserve(mLabels.placed.size());
    for (const render::TableLabels::Placed &label : std::as_const(mLabels.placed)) {
        bool stale = owners.contains(label.owner);
        for (qsizetype i = 0; !stale && i < rects.size(); ++i)
            stale = label.rect.intersects(rects.at(i));
        if (!stale) {
            kept.append(label);
            continue;
        }
        painter.fillRect(label.rect.adjusted(-3, -3, 3, 3), Qt::transparent);
        if (!label.leader.isNull())
            painter.drawLine(label.leader);
    }
    painter.end();
    mLabels.placed = std::move(kept);
    findLabelParts();
    return true;
}

void TableView::startLabelTask(const QTransform &view)
{
    TableScene *s = tableScene();
    auto task = std::make_shared<LabelTask>();
    task->source = s->labelSource(labelKeepOff());
    task->view = view;
    task->size = viewport()->size();
    task->pixelRatio = viewport()->devicePixelRatioF();
    task->generation = s->labelFingerprint();
    task->hints = renderHints();
    task->exposed = visibleArea(view);
    task->bounds = QRectF(viewport()->rect());
    mLabelTask = task;
    // The task holds copies of all it reads; the view may be gone when it
    // ends (then its result is dropped on the UI thread).
    QPointer<TableView> self(this);
    QThreadPool::globalInstance()->start([task, self] {
        QImage image(task->size * task->pixelRatio, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(task->pixelRatio);
        image.fill(Qt::transparent);
        QPainter labels(&image);
        labels.setRenderHints(task->hints);
        labels.setWorldTransform(task->view);
        task->placed = render::TableLabels::paint(&labels, task->source.input(), render::MarkScale::screen(),
                                                  task->exposed, task->bounds);
        labels.end();
        task->image = std::move(image);
        // (No application any more: the program is ending, nobody waits.)
        if (QCoreApplication *app = QCoreApplication::instance()) {
            QMetaObject::invokeMethod(
                app,
                [task, self] {
                    if (self)
                        self->labelTaskDone(task);
                },
                Qt::QueuedConnection);
        }
    });
}

void TableView::labelTaskDone(const std::shared_ptr<LabelTask> &task)
{
    if (mLabelTask != task)
        return;
    mLabelTask.reset();
    TableScene *s = tableScene();
    // Only labels laid out for the view as it is and the table as it is; a
    // newer zoom lays them out again at its next frame.
    if (s && task->view == viewportTransform() && task->size == viewport()->size()
        && task->pixelRatio == viewport()->devicePixelRatioF() && task->generation == s->labelFingerprint())
        installLabels(std::move(task->image), task->view, task->generation, std::move(task->placed));
    // Shown with the sharp table when its slices end, if they are still
    // being drawn.
    if (!mJob.active)
        viewport()->update();
}

void TableView::settleLabels()
{
    mLabelSettle.stop();
    mLabels.valid = false;
    viewport()->update();
}

void TableView::drawLabels(QPainter *painter)
{
    TableScene *s = tableScene();
    const QTransform view = viewportTransform();
    const qreal ratio = viewport()->devicePixelRatioF();
    const size_t fingerprint = s->labelFingerprint();
    bool good = mLabels.valid && mLabels.generation == fingerprint && mLabels.size == viewport()->size()
        && mLabels.pixelRatio == ratio && view.type() <= QTransform::TxScale;
    const bool sameScale = good && mLabels.view.m11() == view.m11() && mLabels.view.m22() == view.m22();
    if (good && !sameScale && (mZoomSettle.isActive() || mLayerCached)) {
        // A zoom: the last labels scaled with the table, as the layer's
        // picture is, while the zoom goes on; once it pauses they are laid
        // out afresh on a worker thread (a crowded whole table takes 30 ms)
        // and swapped in when ready (labelTaskDone()).
        if (!mZoomSettle.isActive() && !mLabelTask)
            startLabelTask(view);
        painter->save();
        painter->setWorldTransform(QTransform::fromScale(1.0 / ratio, 1.0 / ratio) * mLabels.view.inverted() * view);
        painter->drawImage(QPointF(0, 0), mLabels.image);
        painter->restore();
        s->setPlacedLabels({});
        return;
    }
    good = good && sameScale;
    // A change on a table whose labels take long to lay out: laid out on a
    // worker thread, the labels of what changed cleared meanwhile.
    const bool later = !good && mLayerCached && mLabels.valid && mLabels.view == view
        && mLabels.size == viewport()->size() && mLabels.pixelRatio == ratio && mLabelLayoutMs >= mLabelsAtOnceMs
        && view.type() <= QTransform::TxScale && clearStaleLabels(view);
    if (later) {
        if (!mLabelTask)
            startLabelTask(view);
    } else if (!good) {
        QElapsedTimer took;
        took.start();
        QImage image(viewport()->size() * ratio, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(ratio);
        image.fill(Qt::transparent);
        QPainter labels(&image);
        labels.setRenderHints(renderHints());
        labels.setWorldTransform(view);
        // Inside the view and off the scale bar, which is drawn over them.
        s->paintLabels(&labels, visibleArea(view), QRectF(viewport()->rect()), labelKeepOff());
        labels.end();
        installLabels(std::move(image), view, fingerprint, s->placedLabels());
        mLabelLayoutMs = took.elapsed();
    }
    // Where the table moved since they were laid out (a pan): they move with
    // it, and are laid out inside the view again when the pan pauses.
    // The pause is counted from the last frame that moved them, not from a
    // repaint where they stand.
    const QPoint shift = QPointF(view.dx() - mLabels.view.dx(), view.dy() - mLabels.view.dy()).toPoint();
    if (shift != mLabels.shownShift) {
        mLabels.shownShift = shift;
        mLabelSettle.start();
    }
    painter->save();
    painter->resetTransform();
    // Only where there are labels: a few of them copied one by one, many
    // (a crowded table's badges) as the one rectangle round them all.
    QList<QRect> parts = mLabels.parts;
    if (parts.size() > 48) {
        QRect all;
        for (const QRect &part : std::as_const(parts))
            all = all.united(part);
        parts = {all};
    }
    for (const QRect &part : std::as_const(parts)) {
        if (part.isEmpty())
            continue;
        const QRect source(QPointF(part.topLeft() * ratio).toPoint(), part.size() * ratio);
        painter->drawImage(QRectF(part.translated(shift)), mLabels.image, QRectF(source));
    }
    painter->restore();
    // (Shared, not copied, where they stand: 2,000 of them on a crowded table.)
    if (shift.isNull()) {
        s->setPlacedLabels(mLabels.placed);
        return;
    }
    QList<render::TableLabels::Placed> shown = mLabels.placed;
    for (render::TableLabels::Placed &placed : shown) {
        placed.rect.translate(shift);
        placed.leader.translate(shift);
    }
    s->setPlacedLabels(std::move(shown));
}

void TableView::drawForeground(QPainter *painter, const QRectF &rect)
{
    // A frame with no item in view (Qt calls no drawItems()) still shows
    // the labels laid out for it: none, or a caption reaching in.
    if (!mLabelsDrawn && tableScene() && painter->worldTransform() == viewportTransform())
        drawLabels(painter);
    // Over the labels (drawItems(), not the scene's foreground): the grid
    // and the scale bar.
    if (mGridVisible)
        drawGrid(painter, rect);
    drawScaleBar(painter);
}

void TableView::drawGrid(QPainter *painter, const QRectF &rect)
{
    TableScene *s = tableScene();
    if (!s)
        return;
    const QRectF area = rect.intersected(s->tableRect());
    if (area.isEmpty())
        return;
    const EdgeRuler::Ticks ticks = EdgeRuler::ticksFor(s->displayUnitMm(), s->displayUnitIsInch(), zoom());
    const double step = ticks.major / ticks.minorPerMajor >= 18.0 / zoom() ? ticks.major / ticks.minorPerMajor : ticks.major;
    painter->save();
    QPen minor(QColor(0x4a, 0x3c, 0x28, 45), 0);
    QPen major(QColor(0x4a, 0x3c, 0x28, 90), 0);
    for (double x = std::ceil(area.left() / step) * step; x <= area.right(); x += step) {
        const bool isMajor = std::fmod(std::abs(x) + step / 2, ticks.major) < step;
        painter->setPen(isMajor ? major : minor);
        painter->drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()));
    }
    for (double y = std::ceil(area.top() / step) * step; y <= area.bottom(); y += step) {
        const bool isMajor = std::fmod(std::abs(y) + step / 2, ticks.major) < step;
        painter->setPen(isMajor ? major : minor);
        painter->drawLine(QPointF(area.left(), y), QPointF(area.right(), y));
    }
    painter->restore();
}

TableView::ScaleBar TableView::scaleBar() const
{
    ScaleBar bar;
    TableScene *s = tableScene();
    if (!s)
        return bar;
    // About 160 px of table, rounded to a step a referee would measure with.
    const double unit = s->displayUnitMm();
    const double wantUnits = 160.0 / zoom() / unit;
    static constexpr double inchSteps[] = {0.5, 1, 2, 3, 4, 6, 8, 12, 18, 24, 36, 48};
    static constexpr double cmSteps[] = {0.5, 1, 2, 5, 10, 20, 25, 50, 100, 200};
    double units = 1;
    const auto pick = [&](const auto &steps) {
        units = steps[0];
        for (double candidate : steps)
            if (candidate <= wantUnits)
                units = candidate;
    };
    if (s->displayUnitIsInch())
        pick(inchSteps);
    else
        pick(cmSteps);
    const double lengthMm = units * unit;
    bar.px = lengthMm * zoom();
    bar.label = s->formatDistance(lengthMm);
    bar.font = font();
    bar.font.setPointSizeF(9);
    const QFontMetrics fm(bar.font);
    const int boxW = int(std::max(bar.px, double(fm.horizontalAdvance(bar.label)))) + 24;
    const QRect vp = viewport()->rect();
    bar.box = QRect(vp.left() + 14, vp.bottom() - 48, boxW, 36);
    return bar;
}

void TableView::drawScaleBar(QPainter *painter)
{
    const ScaleBar scale = scaleBar();
    if (scale.box.isNull())
        return;
    const double px = scale.px;
    const QRect box = scale.box;
    const QString label = scale.label;
    painter->save();
    painter->resetTransform();
    painter->setRenderHint(QPainter::Antialiasing, false);
    painter->setFont(scale.font);
    painter->setPen(QColor(0x4a, 0x3c, 0x28, 160));
    painter->setBrush(QColor(0xf4, 0xec, 0xd6, 225));
    painter->drawRect(box);

    const int segments = 4;
    const double segPx = px / segments;
    const QRectF bar(box.left() + 12, box.top() + 8, px, 6);
    for (int i = 0; i < segments; ++i) {
        const QRectF seg(bar.left() + i * segPx, bar.top(), segPx, bar.height());
        painter->fillRect(seg, i % 2 ? QColor(0xf4, 0xec, 0xd6) : QColor(0x2e, 0x26, 0x1c));
    }
    painter->setPen(QPen(QColor(0x2e, 0x26, 0x1c), 1));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(bar);
    painter->setRenderHint(QPainter::TextAntialiasing, true);
    painter->drawText(QRectF(box.left() + 12, bar.bottom() + 2, box.width() - 16, 18), Qt::AlignLeft | Qt::AlignVCenter, label);
    painter->restore();
}

} // namespace vedette

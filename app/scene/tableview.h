#pragma once

#include <QGraphicsView>

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
    void scrollContentsBy(int dx, int dy) override;
    void drawBackground(QPainter *painter, const QRectF &rect) override;
    void drawForeground(QPainter *painter, const QRectF &rect) override;

private:
    void zoomBy(double factor, const QPoint &anchor);
    void layoutRulers();
    void drawGrid(QPainter *painter, const QRectF &rect);
    void drawScaleBar(QPainter *painter);

    EdgeRuler *mTopRuler;
    EdgeRuler *mLeftRuler;
    bool mGridVisible = false;
    bool mSpaceHeld = false;
    bool mPanning = false;
    bool mFitPending = true;
    QPoint mPanLast;
};

} // namespace vedette

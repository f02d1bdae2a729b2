#pragma once

#include <QObject>
#include <QPointF>
#include <QPolygonF>

class QGraphicsItem;
class QGraphicsSceneMouseEvent;

namespace vedette {

class TableScene;

// On the referee's table, the part of the table the table screen shows,
// when the table is larger than that screen: a bright frame with a tab,
// which the referee drags (by its edge or its tab, with any tool) to move
// what the players see. A view aid: it draws, it never changes the model.
class TableScreenFrame : public QObject
{
    Q_OBJECT

public:
    explicit TableScreenFrame(TableScene *scene);
    ~TableScreenFrame() override;

    // The area shown (table mm); hidden when `shown` is false.
    void setArea(const QPolygonF &area, bool shown);
    QPolygonF area() const;
    bool isShown() const;
    QGraphicsItem *item() const;
    // Whether a press at `scenePos` takes the frame, `pixelMm` being the mm
    // one screen pixel covers.
    bool grabs(QPointF scenePos, double pixelMm) const;

signals:
    // The referee dragged the frame: its centre should be at `centre`.
    void moveRequested(const QPointF &centre);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    bool mousePressed(QGraphicsSceneMouseEvent *event);
    bool mouseMoved(QGraphicsSceneMouseEvent *event);
    bool mouseReleased(QGraphicsSceneMouseEvent *event);

    TableScene *mScene;
    bool mItemAlive = true; // before mItem: the item is given its address
    QGraphicsItem *mItem; // owned by the scene
    bool mDragging = false;
    QPointF mPressPos;
    QPointF mPressCentre;
};

} // namespace vedette

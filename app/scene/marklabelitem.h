#pragma once

#include <QGraphicsItem>

#include <functional>

namespace vedette {

// A caption that keeps its size on screen (a deployment zone's, the
// reach's), drawn by the render function it is given in screen pixels
// round its position: the scene's half of MarkScale::place().
class MarkLabelItem : public QGraphicsItem
{
public:
    using Painter = std::function<void(QPainter *)>;

    explicit MarkLabelItem(QGraphicsItem *parent);

    // `bounds` in screen pixels round the item's position.
    void setPainter(Painter painter, const QRectF &bounds);

    QRectF boundingRect() const override { return mBounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    Painter mPainter;
    QRectF mBounds;
};

} // namespace vedette

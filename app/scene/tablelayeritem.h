#pragma once

#include <QGraphicsItem>

namespace vedette {

// An item of the table's cached layer: terrain, units, fog, markers and the
// pieces, everything the model (or the referee's pick) draws. TableView keeps
// these, with the cloth and the labels, as one picture per zoom and redraws
// only what lies over them (the tape, ghosts, rubber bands) on every frame, so
// an item of the layer must say when it looks different: it calls refresh()
// instead of update() and prepareLayerChange() instead of
// prepareGeometryChange(), and its moves, turns, fades, showing and hiding and
// its joining or leaving the scene are caught in itemChange(), its end in the
// destructor (Qt tells no itemChange() then). Each says where it changes
// (its old place and its new), so a view patches its picture there only; its
// end cannot (it is half destroyed), so an item leaving for good is taken out
// of the scene before it is deleted. Any other item
// (Qt's own, a tool's) is drawn fresh on every frame, above the layer.
class TableLayerItem : public QGraphicsItem
{
public:
    explicit TableLayerItem(QGraphicsItem *parent = nullptr);
    ~TableLayerItem() override;

    // Whether an item (or the item it belongs to) is drawn in the layer.
    static bool inLayer(const QGraphicsItem *item);
    // The id the labels of what it draws carry (TableLabels::Placed::owner):
    // a unit's, a general's, a fog zone's; none for the rest.
    virtual QString labelOwner() const { return {}; }
    // What it draws now, in its own coordinates, and how many pixels its
    // pens reach past that (`marginPx`): where a change to it lies, and
    // what a part of the picture needs of it. Never more than
    // boundingRect(), which has room for all it may draw (a unit's rotate
    // handle at any facing, drawn only when picked).
    virtual QRectF drawnRect(double *marginPx) const
    {
        *marginPx = 0;
        return boundingRect();
    }

protected:
    // update(), and the layer is drawn again.
    void refresh();
    // prepareGeometryChange(), and the layer is drawn again.
    void prepareLayerChange();
    QVariant itemChange(GraphicsItemChange change, const QVariant &value) override;

private:
    // The change anywhere (its end, a child gone: what it cannot place).
    void touchScene(QGraphicsScene *scene) const;
    // The change where the item is drawn now (with its children): before a
    // move and after it, its old place and its new.
    void touchHere(QGraphicsScene *scene) const;
};

} // namespace vedette

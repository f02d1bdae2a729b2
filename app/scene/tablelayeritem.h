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
// destructor (Qt tells no itemChange() then). Any other item
// (Qt's own, a tool's) is drawn fresh on every frame, above the layer.
class TableLayerItem : public QGraphicsItem
{
public:
    explicit TableLayerItem(QGraphicsItem *parent = nullptr);
    ~TableLayerItem() override;

    // Whether an item (or the item it belongs to) is drawn in the layer.
    static bool inLayer(const QGraphicsItem *item);

protected:
    // update(), and the layer is drawn again.
    void refresh();
    // prepareGeometryChange(), and the layer is drawn again.
    void prepareLayerChange();
    QVariant itemChange(GraphicsItemChange change, const QVariant &value) override;

private:
    void touchScene(QGraphicsScene *scene) const;
};

} // namespace vedette

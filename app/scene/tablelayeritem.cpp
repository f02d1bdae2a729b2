#include "tablelayeritem.h"

#include "scene/tablescene.h"

namespace vedette {

TableLayerItem::TableLayerItem(QGraphicsItem *parent)
    : QGraphicsItem(parent)
{
    // Moves (a general in the hand, a unit dragged) reach itemChange().
    setFlag(ItemSendsGeometryChanges);
}

TableLayerItem::~TableLayerItem()
{
    // Deleted while in a scene: it leaves it (a scene being destroyed is no
    // longer a TableScene, and is not touched).
    touchScene(scene());
}

bool TableLayerItem::inLayer(const QGraphicsItem *item)
{
    return dynamic_cast<const TableLayerItem *>(item->topLevelItem()) != nullptr;
}

void TableLayerItem::refresh()
{
    update();
    touchScene(scene());
}

void TableLayerItem::prepareLayerChange()
{
    prepareGeometryChange();
    touchScene(scene());
}

QVariant TableLayerItem::itemChange(GraphicsItemChange change, const QVariant &value)
{
    switch (change) {
    case ItemSceneChange:
        // Leaving: the scene it is still in loses it.
        touchScene(scene());
        break;
    case ItemSceneHasChanged:
        touchScene(value.value<QGraphicsScene *>());
        break;
    case ItemPositionHasChanged:
    case ItemTransformHasChanged:
    case ItemRotationHasChanged:
    case ItemScaleHasChanged:
    case ItemTransformOriginPointHasChanged:
    case ItemVisibleHasChanged:
    case ItemOpacityHasChanged:
    case ItemZValueHasChanged:
    case ItemSelectedHasChanged:
    case ItemEnabledHasChanged:
    case ItemParentHasChanged:
    case ItemChildAddedChange:
    case ItemChildRemovedChange:
    case ItemFlagsHaveChanged:
        touchScene(scene());
        break;
    default:
        break;
    }
    return QGraphicsItem::itemChange(change, value);
}

void TableLayerItem::touchScene(QGraphicsScene *scene) const
{
    if (auto *table = qobject_cast<TableScene *>(scene))
        table->touchLayer();
}

} // namespace vedette

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
    touchHere(scene());
}

void TableLayerItem::prepareLayerChange()
{
    // Where it was: refresh() after the change says where it is.
    touchHere(scene());
    prepareGeometryChange();
}

QVariant TableLayerItem::itemChange(GraphicsItemChange change, const QVariant &value)
{
    switch (change) {
    case ItemSceneChange:
        // Leaving: the scene it is still in loses it, where it stood.
        touchHere(scene());
        break;
    case ItemSceneHasChanged:
        touchHere(value.value<QGraphicsScene *>());
        break;
    // Before and after: its old place and its new.
    case ItemPositionChange:
    case ItemTransformChange:
    case ItemRotationChange:
    case ItemScaleChange:
    case ItemTransformOriginPointChange:
    case ItemParentChange:
    case ItemPositionHasChanged:
    case ItemTransformHasChanged:
    case ItemRotationHasChanged:
    case ItemScaleHasChanged:
    case ItemTransformOriginPointHasChanged:
    case ItemParentHasChanged:
    // Drawn differently where it is.
    case ItemVisibleHasChanged:
    case ItemOpacityHasChanged:
    case ItemZValueHasChanged:
    case ItemSelectedHasChanged:
    case ItemEnabledHasChanged:
    case ItemChildAddedChange:
    case ItemFlagsHaveChanged:
        touchHere(scene());
        break;
    case ItemChildRemovedChange:
        // (The child may be half destroyed: nothing of it can be asked.)
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

void TableLayerItem::touchHere(QGraphicsScene *scene) const
{
    auto *table = qobject_cast<TableScene *>(scene);
    if (!table)
        return;
    double margin = 0;
    const QRectF drawn = drawnRect(&margin);
    const QRectF local = childItems().isEmpty() ? drawn : drawn | childrenBoundingRect();
    TableScene::LayerDamage damage;
    damage.owner = labelOwner();
    damage.marginPx = margin;
    if (flags() & ItemIgnoresTransformations) {
        // Its pixels keep their size: round where it stands, in pixels (its
        // scene transform is the one a view at 1 px/mm gives it, turned as
        // it is turned).
        damage.anchor = scenePos();
        damage.rect = sceneTransform().mapRect(local).translated(-damage.anchor);
        damage.pixels = true;
    } else {
        damage.rect = sceneTransform().mapRect(local);
    }
    table->touchLayer(damage);
}

} // namespace vedette

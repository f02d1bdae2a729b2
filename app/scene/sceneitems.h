#pragma once

#include <QGraphicsScene>
#include <QHash>
#include <QString>
#include <QStringList>

namespace vedette {

// The items a scene layer keeps, one per model object, by the object's id:
// made and added to the scene when the object first needs one, taken off
// the scene and deleted when it goes. The order flags, the generals'
// pieces and the messengers' pieces and routes all keep theirs this way.
template<typename Item>
class SceneItems
{
public:
    explicit SceneItems(QGraphicsScene *scene)
        : mScene(scene)
    {
    }

    Item *value(const QString &id) const { return mItems.value(id); }
    qsizetype size() const { return mItems.size(); }
    QStringList ids() const { return mItems.keys(); }
    const QHash<QString, Item *> &all() const { return mItems; }

    // The item for `id`; when there is none, `make()` makes it and the scene gets it.
    template<typename Make>
    Item *ensure(const QString &id, Make make)
    {
        Item *item = mItems.value(id);
        if (!item) {
            item = make();
            mScene->addItem(item);
            mItems.insert(id, item);
        }
        return item;
    }

    // Takes the item off the scene and deletes it (nothing when there is none).
    void drop(const QString &id)
    {
        if (Item *item = mItems.take(id)) {
            mScene->removeItem(item);
            delete item;
        }
    }

    void clear()
    {
        const QStringList all = ids();
        for (const QString &id : all)
            drop(id);
    }

private:
    QGraphicsScene *mScene;
    QHash<QString, Item *> mItems;
};

} // namespace vedette

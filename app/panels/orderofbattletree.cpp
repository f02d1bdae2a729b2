#include "orderofbattletree.h"

#include <QCursor>
#include <QDrag>
#include <QDropEvent>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMimeData>

using namespace Qt::StringLiterals;

namespace vedette {

QString OrderOfBattleTree::mimeType()
{
    return u"application/x-vedette-order-of-battle"_s;
}

bool OrderOfBattleTree::decode(const QMimeData *data, QStringList *unitIds, QStringList *generalIds)
{
    if (!data || !data->hasFormat(mimeType()))
        return false;
    const QJsonObject object = QJsonDocument::fromJson(data->data(mimeType())).object();
    for (const QJsonValue &value : object.value(u"units"_s).toArray())
        unitIds->append(value.toString());
    for (const QJsonValue &value : object.value(u"generals"_s).toArray())
        generalIds->append(value.toString());
    return !unitIds->isEmpty() || !generalIds->isEmpty();
}

OrderOfBattleTree::OrderOfBattleTree(QWidget *parent)
    : QTreeWidget(parent)
{
    setSelectionMode(QAbstractItemView::ExtendedSelection);
    setDragEnabled(true);
    setAcceptDrops(true);
    setDropIndicatorShown(true);
    setDragDropMode(QAbstractItemView::DragDrop);
    setDefaultDropAction(Qt::MoveAction);
    setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    setUniformRowHeights(true);
    setAlternatingRowColors(true);
}

void OrderOfBattleTree::collect(const QTreeWidgetItem *item, QStringList *unitIds, QStringList *generalIds) const
{
    const QString id = item->data(0, IdRole).toString();
    switch (item->type()) {
    case UnitItem:
        if (!unitIds->contains(id))
            unitIds->append(id);
        return;
    case GeneralItem:
        if (!generalIds->contains(id))
            generalIds->append(id);
        return;
    default:
        for (int i = 0; i < item->childCount(); ++i)
            collect(item->child(i), unitIds, generalIds);
    }
}

void OrderOfBattleTree::selectedIds(QStringList *unitIds, QStringList *generalIds) const
{
    // In the tree's order, whatever order they were picked in: that is the
    // order the deploy tool lays them out in.
    QList<const QTreeWidgetItem *> stack;
    for (int i = topLevelItemCount() - 1; i >= 0; --i)
        stack.append(topLevelItem(i));
    while (!stack.isEmpty()) {
        const QTreeWidgetItem *item = stack.takeLast();
        if (item->isSelected()) {
            collect(item, unitIds, generalIds);
            continue;
        }
        for (int i = item->childCount() - 1; i >= 0; --i)
            stack.append(item->child(i));
    }
}

QTreeWidgetItem *OrderOfBattleTree::findItem(int kind, const QString &id, const QString &sideId) const
{
    QList<QTreeWidgetItem *> stack;
    for (int i = 0; i < topLevelItemCount(); ++i)
        stack.append(topLevelItem(i));
    while (!stack.isEmpty()) {
        QTreeWidgetItem *item = stack.takeFirst();
        if (item->type() == kind && item->data(0, IdRole).toString() == id
            && (sideId.isEmpty() || item->data(0, SideRole).toString() == sideId))
            return item;
        for (int i = 0; i < item->childCount(); ++i)
            stack.append(item->child(i));
    }
    return nullptr;
}

QStringList OrderOfBattleTree::mimeTypes() const
{
    return {mimeType()};
}

QMimeData *OrderOfBattleTree::mimeData(const QList<QTreeWidgetItem *> &items) const
{
    QStringList units;
    QStringList generals;
    for (const QTreeWidgetItem *item : items)
        collect(item, &units, &generals);
    if (units.isEmpty() && generals.isEmpty())
        return nullptr;
    auto *data = new QMimeData;
    data->setData(mimeType(), QJsonDocument(QJsonObject{{u"units"_s, QJsonArray::fromStringList(units)},
                                                        {u"generals"_s, QJsonArray::fromStringList(generals)}})
                                  .toJson(QJsonDocument::Compact));
    data->setText(units.join(u", "_s));
    return data;
}

Qt::DropActions OrderOfBattleTree::supportedDropActions() const
{
    return Qt::MoveAction;
}

void OrderOfBattleTree::startDrag(Qt::DropActions supportedActions)
{
    // QAbstractItemView's own removes the dragged rows when the drop
    // reports a move; the table takes a drop and may then refuse the
    // deployment, and the unit was gone from the tree until the next change.
    QMimeData *data = mimeData(selectedItems());
    if (!data)
        return;
    auto *drag = new QDrag(this);
    drag->setMimeData(data);
    if (QTreeWidgetItem *item = currentItem(); item && item->isSelected()) {
        const QRect rect = visualItemRect(item).intersected(viewport()->rect());
        if (!rect.isEmpty()) {
            drag->setPixmap(viewport()->grab(rect));
            drag->setHotSpot(viewport()->mapFromGlobal(QCursor::pos()) - rect.topLeft());
        }
    }
    drag->exec(supportedActions, defaultDropAction());
}

void OrderOfBattleTree::dragMoveEvent(QDragMoveEvent *event)
{
    if (!event->mimeData()->hasFormat(mimeType()) || !itemAt(event->position().toPoint())) {
        event->ignore();
        return;
    }
    QTreeWidget::dragMoveEvent(event);
}

void OrderOfBattleTree::dropEvent(QDropEvent *event)
{
    QStringList units;
    QStringList generals;
    const QTreeWidgetItem *target = itemAt(event->position().toPoint());
    if (!target || !decode(event->mimeData(), &units, &generals)) {
        event->ignore();
        return;
    }
    // The division the drop lands in: the item's own, its parent's for a unit or general.
    const QString side = target->data(0, SideRole).toString();
    const QString division = target->type() == SideItem ? QString() : target->data(0, DivisionRole).toString();
    // The panel rebuilds the tree from the model; the view must not move items itself.
    event->setDropAction(Qt::IgnoreAction);
    event->accept();
    emit dropped(units, generals, side, division);
}

} // namespace vedette

#pragma once

#include <QStringList>
#include <QTreeWidget>

namespace vedette {

// The order of battle as a tree: sides, their divisions, and in each the
// generals and units. It only shows and hands out what is dragged and where
// it is dropped; the order-of-battle panel turns that into commands.
// Dragged items carry their units' and generals' ids as
// orderOfBattleMimeType (a division or a side carries all of its units), so
// the deploy tool can take them onto the table.
class OrderOfBattleTree : public QTreeWidget
{
    Q_OBJECT

public:
    enum ItemKind { SideItem = QTreeWidgetItem::UserType + 1, DivisionItem, GeneralItem, UnitItem };
    // Data roles of column 0.
    enum Role { IdRole = Qt::UserRole + 1, SideRole, DivisionRole };

    static QString mimeType();
    // The ids in dragged data: units and generals.
    static bool decode(const QMimeData *data, QStringList *unitIds, QStringList *generalIds);

    explicit OrderOfBattleTree(QWidget *parent = nullptr);

    // The units and generals under the selected items (a division stands for
    // its units and generals, a side for everything of that side).
    void selectedIds(QStringList *unitIds, QStringList *generalIds) const;
    QTreeWidgetItem *findItem(int kind, const QString &id, const QString &sideId = {}) const;

signals:
    // Units and generals dropped on a division (or a side: no division).
    void dropped(const QStringList &unitIds, const QStringList &generalIds, const QString &sideId,
                 const QString &divisionId);

protected:
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QList<QTreeWidgetItem *> &items) const override;
    Qt::DropActions supportedDropActions() const override;
    // Drags what is selected and removes nothing, whatever the drop: the
    // panel rebuilds the tree from the model after a drop that changes it.
    void startDrag(Qt::DropActions supportedActions) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void collect(const QTreeWidgetItem *item, QStringList *unitIds, QStringList *generalIds) const;
};

} // namespace vedette

#pragma once

#include "scene/tablelayeritem.h"
#include "render/orderflagpainter.h"
#include "table/unittypes.h"

#include <QGraphicsItem>
#include <QString>

namespace vedette {

// A unit's Balagan order as a small flag planted at its centre: a green
// pennant for Advance, a gold square flag for Hold, a red swallowtail for
// Retreat. Drawn at a fixed size on screen so it stays readable with the
// whole table in view; the tooltip names the order and the division.
class OrderFlagItem : public TableLayerItem
{
public:
    enum { Type = UserType + 21 };

    explicit OrderFlagItem(const QString &unitId);

    const QString &unitId() const { return mUnitId; }
    table::Order order() const { return mOrder; }
    void setOrder(table::Order order);

    // The flag with its pole foot at `foot`, `scale` 1 for the unit flag's
    // size in pixels; general pieces draw their division's flag with it.
    static void paintFlag(QPainter *painter, table::Order order, QPointF foot, double scale = 1.0)
    {
        render::OrderFlagPainter::paint(painter, order, foot, scale);
    }
    static QRectF flagRect(QPointF foot, double scale = 1.0) { return render::OrderFlagPainter::rect(foot, scale); }
    static QColor flagColour(table::Order order) { return render::OrderFlagPainter::colour(order); }

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QString mUnitId;
    table::Order mOrder = table::Order::Hold;
};

} // namespace vedette

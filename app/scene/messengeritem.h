#pragma once

#include "table/unittypes.h"

#include <QColor>
#include <QGraphicsItem>
#include <QList>
#include <QPointF>
#include <QString>

namespace vedette {

class TableScene;

// A riding messenger: a small round base in his side's colour carrying a
// letter, at a fixed size on screen; his route so far is drawn by the layer
// as a dotted line with a mark per bound (MessengerRouteItem).
class MessengerItem : public QGraphicsItem
{
public:
    enum { Type = UserType + 23 };
    static constexpr double baseRadius = 8.0; // pixels

    MessengerItem(TableScene *scene, const QString &messengerId);

    const QString &messengerId() const { return mMessengerId; }
    void sync();

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    TableScene *mTableScene;
    QString mMessengerId;
    QColor mColour;
    table::Order mOrder = table::Order::Hold;
};

} // namespace vedette

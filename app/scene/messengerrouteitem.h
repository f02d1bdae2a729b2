#pragma once

#include "scene/tablelayeritem.h"
#include "render/messengerpainter.h"

#include <QGraphicsItem>
#include <QPolygonF>
#include <QString>

namespace vedette {

class TableScene;

// Where a messenger rode: a dotted line through the points he reached, one
// mark per bound, and a faint dashed line on to his target unit. Table
// millimetres, drawn (by MessengerPainter) with pens and marks of a fixed
// size on screen.
class MessengerRouteItem : public TableLayerItem
{
public:
    enum { Type = UserType + 24 };

    MessengerRouteItem(TableScene *scene, const QString &messengerId);

    const QString &messengerId() const { return mMessengerId; }
    void sync();
    const QPolygonF &route() const { return mShape.route; }

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    TableScene *mTableScene;
    QString mMessengerId;
    render::MessengerPainter::Shape mShape;
};

} // namespace vedette

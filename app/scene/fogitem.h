#pragma once

#include "scene/tablelayeritem.h"
#include "render/fogpainter.h"

#include <QGraphicsItem>
#include <QString>

namespace vedette {

class TableScene;

// Powder smoke in front of a firing unit: a soft, translucent cloud over the
// table, so units under it still show through (drawn by FogPainter).
class FogItem : public TableLayerItem
{
public:
    enum { Type = UserType + 3 };

    FogItem(TableScene *scene, const QString &zoneId);

    const QString &zoneId() const { return mZoneId; }

    QString labelOwner() const override { return mZoneId; }
    void sync();

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    TableScene *mTableScene;
    QString mZoneId;
    render::FogPainter::Shape mShape;
};

} // namespace vedette

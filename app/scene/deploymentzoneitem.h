#pragma once

#include "scene/tablelayeritem.h"
#include "render/deploymentzonepainter.h"

#include <QColor>
#include <QGraphicsItem>
#include <QRectF>
#include <QString>

namespace vedette {

class TableScene;

// One of Balagan's deployment zones while the battle is being set up: a
// hatched rectangle in its side's colour, labelled with the side and the
// zone's size in paces (drawn by DeploymentZonePainter, as in pictures).
class DeploymentZoneItem : public TableLayerItem
{
public:
    enum { Type = UserType + 32 };

    explicit DeploymentZoneItem(TableScene *scene);

    void setZone(const QRectF &zone, const QString &sideName, const QColor &colour);
    QRectF zone() const { return mShape.zone; }
    QString sideName() const { return mShape.sideName; }
    QColor colour() const { return mShape.colour; }
    QString label() const { return mShape.label; }
    const render::DeploymentZonePainter::Shape &zoneShape() const { return mShape; }

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    TableScene *mTableScene;
    render::DeploymentZonePainter::Shape mShape;
};

} // namespace vedette

#pragma once

#include "scene/tablelayeritem.h"
#include "render/deploymentzonepainter.h"

#include <QColor>
#include <QGraphicsItem>
#include <QRectF>
#include <QString>
#include <QTransform>

#include <optional>

namespace vedette {

class MarkLabelItem;
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
    // How far the label was last drawn slid back over the zone, in screen
    // pixels, to stay on the table (0: outside the zone, where it belongs).
    double labelSlide() const { return mLabelSlide; }
    const render::DeploymentZonePainter::Shape &zoneShape() const { return mShape; }

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    TableScene *mTableScene;
    render::DeploymentZonePainter::Shape mShape;
    MarkLabelItem *mLabel;
    std::optional<QTransform> mTableToDevice; // as the zone was last drawn
    double mLabelSlide = 0.0;
};

} // namespace vedette

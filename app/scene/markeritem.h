#pragma once

#include "scene/tablelayeritem.h"
#include "render/markerpainter.h"
#include "table/marker.h"

#include <QGraphicsItem>
#include <QString>

namespace vedette {

class TableScene;

// A token on the table: a morale counter, a casualty marker, an objective or
// a note, drawn by MarkerPainter like the card counters a referee puts down.
class MarkerItem : public TableLayerItem
{
public:
    enum { Type = UserType + 4 };
    static constexpr double radius = render::MarkerPainter::radius; // mm

    MarkerItem(TableScene *scene, const QString &markerId);

    const QString &markerId() const { return mMarkerId; }
    void sync();

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    TableScene *mTableScene;
    QString mMarkerId;
    table::Marker mMarker;
};

} // namespace vedette

#pragma once

#include "scene/tablelayeritem.h"
#include "render/messengerpainter.h"

#include <QGraphicsItem>
#include <QString>

namespace vedette {

class TableScene;

// A riding messenger: a small round base in his side's colour carrying a
// letter, at a fixed size on screen (drawn by MessengerPainter); his route
// so far is drawn by the layer as a dotted line with a mark per bound
// (MessengerRouteItem).
class MessengerItem : public TableLayerItem
{
public:
    enum { Type = UserType + 23 };
    static constexpr double baseRadius = render::MessengerPainter::baseRadius; // pixels

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
    render::MessengerPainter::Shape mShape;
};

} // namespace vedette

#pragma once

#include <QColor>
#include <QGraphicsItem>
#include <QRectF>
#include <QString>

class QGraphicsRectItem;
class QGraphicsSimpleTextItem;

namespace vedette {

class TableScene;

// One of Balagan's deployment zones while the battle is being set up: a
// hatched rectangle in its side's colour, labelled with the side and the
// zone's size in paces.
class DeploymentZoneItem : public QGraphicsItem
{
public:
    enum { Type = UserType + 32 };

    explicit DeploymentZoneItem(TableScene *scene);

    void setZone(const QRectF &zone, const QString &sideName, const QColor &colour);
    QRectF zone() const { return mZone; }
    QString label() const;

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    TableScene *mTableScene;
    QRectF mZone;
    QString mSideName;
    QColor mColour;
    void placeLabel(const QString &text);

    QGraphicsRectItem *mLabelBox;
    QGraphicsSimpleTextItem *mLabel;
};

} // namespace vedette

#pragma once

#include "rules/balagan/houserules.h"
#include "rules/balagan/reachablearea.h"

#include <QGraphicsItem>
#include <QPainterPath>
#include <QString>

class QGraphicsRectItem;
class QGraphicsSimpleTextItem;

namespace vedette {

class TableScene;

// Balagan's movement overlay for one unit: the area its centre reaches with
// an action move (a soft wash with a dashed edge) and the straight-ahead
// free move (a stronger band), labelled with the allowance in paces. It only
// draws what reachableArea() derives from the scenario; sync() recomputes.
class ReachableAreaItem : public QGraphicsItem
{
public:
    enum { Type = UserType + 31 };

    explicit ReachableAreaItem(TableScene *scene);

    // Shows `unitId`'s reach (empty or unknown: nothing).
    void setUnit(const QString &unitId, const rules::balagan::HouseRules &rules);
    void sync();
    const QString &unitId() const { return mUnitId; }
    const rules::balagan::ReachableArea &area() const { return mArea; }
    QString label() const;

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    TableScene *mTableScene;
    QString mUnitId;
    rules::balagan::HouseRules mRules;
    rules::balagan::ReachableArea mArea;
    QPainterPath mActionPath;
    QPainterPath mCorridorPath;
    QRectF mBounds;
    void placeLabel(const QString &text, QPointF at);

    QGraphicsRectItem *mLabelBox;
    QGraphicsSimpleTextItem *mLabel;
};

} // namespace vedette

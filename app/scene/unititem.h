#pragma once

#include "table/footprint.h"
#include "table/unittypes.h"

#include <QColor>
#include <QGraphicsItem>
#include <QList>
#include <QString>

namespace vedette {

class TableScene;

// One unit on the table: its bases drawn from the SVG symbols in the side's
// colour, the front edge in heavy ink, and (close enough to read) its name,
// strength, morale-counter pips and state markers. Placed at the unit's
// centre and turned to its facing; holds only what sync() copied from the
// model.
class UnitItem : public QGraphicsItem
{
public:
    enum { Type = UserType + 1 };

    UnitItem(TableScene *scene, const QString &unitId);

    const QString &unitId() const { return mUnitId; }
    void sync();

    void setHighlighted(bool highlighted);
    bool isHighlighted() const { return mHighlighted; }

    // The rotate handle in front of a highlighted unit, in scene coordinates.
    QPointF rotateHandlePos() const;
    static constexpr double rotateHandleDistance = 14.0; // mm ahead of the front edge
    static constexpr double rotateHandleRadius = 3.5;

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    struct LocalBase
    {
        QPointF centre; // in the unit's frame: x right, y towards the rear
        double width = 0;
        double depth = 0;
        double turn = 0; // relative to the unit's facing
        table::BaseRole role = table::BaseRole::Element;
    };

    void paintLabel(QPainter *painter, double lod);

    TableScene *mTableScene;
    QString mUnitId;
    QList<LocalBase> mBases;
    QRectF mOutline; // the footprint's outline in the unit's frame
    QPainterPath mShape;
    QRectF mBounds;
    QColor mColour;
    table::Arm mArm = table::Arm::Foot;
    QString mName;
    QString mStrengthText;
    QString mStateText;
    int mMoraleCounters = 0;
    int mMoraleLimit = 0;
    bool mFaded = false;
    bool mHighlighted = false;
};

} // namespace vedette

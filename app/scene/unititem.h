#pragma once

#include "table/footprint.h"
#include "table/unittypes.h"

#include <QColor>
#include <QFont>
#include <QGraphicsItem>
#include <QList>
#include <QPolygonF>
#include <QStaticText>
#include <QString>

#include <optional>

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

    // The label's text shaped once, not on every paint: thousands of units
    // are redrawn on every pan step.
    struct Label
    {
        QFont nameFont;
        QFont smallFont;
        QFont stateFont;
        QStaticText name;
        QStaticText strength;
        QStaticText state;
        double nameWidth = 0;
        double nameHeight = 0;
        double strengthWidth = 0;
        double smallHeight = 0;
        double stateWidth = 0;
    };

    void paintLabel(QPainter *painter, double lod);
    const Label &label();

    TableScene *mTableScene;
    QString mUnitId;
    QList<LocalBase> mBases;
    QRectF mOutline; // the footprint's outline in the unit's frame
    QPolygonF mFrontEdge; // the heavy front edge, one pen width deep, for the width it was built
    double mFrontEdgeWidth = 0;
    QPainterPath mShape;
    QRectF mBounds;
    QColor mColour;
    table::Arm mArm = table::Arm::Foot;
    QString mName;
    QString mStrengthText;
    QString mStateText;
    std::optional<Label> mLabel;
    int mMoraleCounters = 0;
    int mMoraleLimit = 0;
    bool mFaded = false;
    bool mHighlighted = false;
};

} // namespace vedette

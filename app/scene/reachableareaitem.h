#pragma once

#include "scene/tablelayeritem.h"
#include "render/reachpainter.h"
#include "rules/balagan/houserules.h"
#include "rules/balagan/reachablearea.h"

#include <QGraphicsItem>
#include <QString>

namespace vedette {

class TableScene;

// Balagan's movement overlay for one unit: the area its centre reaches with
// an action move and the straight-ahead free move, labelled with the
// allowance in paces (drawn by ReachPainter; the caption by TableLabels). It only draws what
// reachableArea() derives from the scenario; sync() recomputes.
class ReachableAreaItem : public TableLayerItem
{
public:
    enum { Type = UserType + 31 };

    explicit ReachableAreaItem(TableScene *scene);

    // Shows `unitId`'s reach (empty or unknown: nothing) with `allowance`
    // (what it has left this bound) or its full allowance.
    void setUnit(const QString &unitId, const rules::balagan::HouseRules &rules,
                 std::optional<table::Length> allowance = std::nullopt);
    void sync();
    const QString &unitId() const { return mUnitId; }
    const rules::balagan::ReachableArea &area() const { return mArea; }
    QString label() const;
    // What the table's labels place for it (TableLabels); shown() is false
    // while there is no unit on the table to move.
    const render::ReachPainter::Shape &painted() const { return mShape; }
    bool shown() const { return mShown; }

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    TableScene *mTableScene;
    QString mUnitId;
    rules::balagan::HouseRules mRules;
    std::optional<table::Length> mAllowance;
    rules::balagan::ReachableArea mArea;
    render::ReachPainter::Shape mShape;
    bool mShown = false;
};

} // namespace vedette

#pragma once

#include "table/unittypes.h"

#include <QColor>
#include <QGraphicsItem>
#include <QString>

#include <optional>

namespace vedette {

class TableScene;

// A general as a period-style piece: a star on a round base in his side's
// colour (the commander-in-chief's gilt, with a double rim), his name and
// rating beneath, and his division's order as a small flag on the base.
// Drawn at a fixed size on screen; a general with a unit stands beside it.
// Holds only what sync() copied from the model.
class GeneralItem : public QGraphicsItem
{
public:
    enum { Type = UserType + 22 };
    static constexpr double baseRadius = 12.0; // pixels

    GeneralItem(TableScene *scene, const QString &generalId);

    const QString &generalId() const { return mGeneralId; }
    // False when the general is neither placed nor with a unit.
    bool isPlaced() const { return mPlaced; }
    void sync();

    // The piece's centre in item coordinates (beside the unit when attached).
    QPointF pieceCentre() const { return mOffset; }
    std::optional<table::Order> divisionOrder() const { return mDivisionOrder; }
    QString label() const { return mLabel; }

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    TableScene *mTableScene;
    QString mGeneralId;
    QColor mColour;
    QString mLabel;
    QPointF mOffset;
    std::optional<table::Order> mDivisionOrder;
    bool mCommanderInChief = false;
    bool mPlaced = false;
};

} // namespace vedette

#pragma once

#include "scene/tablelayeritem.h"
#include "render/generalpainter.h"
#include "table/unittypes.h"

#include <QGraphicsItem>
#include <QString>

#include <optional>

namespace vedette {

class TableScene;

// A general as a period-style piece (drawn by GeneralPainter): a star on a
// round base in his side's colour, his name and rating beneath, his
// division's order as a small flag. Drawn at a fixed size on screen; a
// general with a unit stands beside it. Holds only what sync() copied from
// the model.
class GeneralItem : public TableLayerItem
{
public:
    enum { Type = UserType + 22 };
    static constexpr double baseRadius = render::GeneralPainter::baseRadius; // pixels

    GeneralItem(TableScene *scene, const QString &generalId);

    const QString &generalId() const { return mGeneralId; }

    QString labelOwner() const override { return mGeneralId; }
    // False when the general is neither placed nor with a unit.
    bool isPlaced() const { return mShape.placed; }
    void sync();

    // The piece's centre in item coordinates (beside the unit when attached).
    QPointF pieceCentre() const { return mShape.offset; }
    std::optional<table::Order> divisionOrder() const { return mShape.divisionOrder; }
    QString label() const { return mShape.label; }

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    TableScene *mTableScene;
    QString mGeneralId;
    render::GeneralPainter::Shape mShape;
};

} // namespace vedette

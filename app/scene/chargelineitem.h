#pragma once

#include "render/chargelinepainter.h"

#include <QGraphicsItem>
#include <QLineF>
#include <QList>
#include <QString>

namespace vedette {

class TableScene;

// A declared (or considered) Brown charge drawn on the table (by
// ChargeLinePainter, as in pictures and on the table screen): an arrow from
// the attacker's front edge to the closest edge of the target, labelled with
// the closest-edge distance, with marks at 4" and every inch inside it from
// the target, where the fire-discipline steps halt the attacker. Red, with
// the reason as its tooltip, when the charge is refused. It holds only the
// two unit ids and the refusal; sync() reads the rest from the scenario, so
// it follows the units when they move.
class ChargeLineItem : public QGraphicsItem
{
public:
    enum { Type = UserType + 9 };

    explicit ChargeLineItem(TableScene *scene);
    ~ChargeLineItem() override;

    void setUnits(const QString &attackerId, const QString &targetId);
    const QString &attackerId() const { return mAttackerId; }
    const QString &targetId() const { return mTargetId; }
    // Empty when the charge may go ahead.
    void setRefusal(const QString &reason);
    const QString &refusal() const { return mRefusal; }
    bool isRefused() const { return !mRefusal.isEmpty(); }

    // Re-reads both units; false (and nothing drawn) when one is gone.
    bool sync();

    QLineF line() const { return mShape.line; }
    // Closest edge to closest edge, in mm.
    double distanceMm() const { return mShape.distanceMm; }
    // "Greys to 2e Ligne: 5.3" (13.5 cm)".
    QString labelText() const { return mShape.label; }
    const render::ChargeLinePainter::Shape &painted() const { return mShape; }
    // The fire-discipline marks, in mm from the target: 4" and each inch
    // inside it, those the line is long enough for.
    QList<double> tickDistancesMm() const;

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

protected:
    QVariant itemChange(GraphicsItemChange change, const QVariant &value) override;

private:
    // Its caption is laid out with the table's labels: the scene it is in
    // (`scene`, or its own) learns of every change (TableScene::touchMarks).
    void touchMarks(QGraphicsScene *scene) const;

    TableScene *mTableScene;
    QString mAttackerId;
    QString mTargetId;
    QString mRefusal;
    render::ChargeLinePainter::Shape mShape;
};

} // namespace vedette

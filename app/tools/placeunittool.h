#pragma once

#include "table/unit.h"
#include "tools/abstracttool.h"

class QGraphicsPathItem;

namespace vedette {

// Puts a new unit on the table: the options bar is the palette (side and
// unit type); a ghost of the unit follows the cursor and a click places it,
// facing the enemy. Places off the table are refused with a message.
class PlaceUnitTool : public AbstractTool
{
    Q_OBJECT

public:
    explicit PlaceUnitTool(QObject *parent = nullptr);
    ~PlaceUnitTool() override;

    QString hint() const override;
    QCursor cursor() const override { return Qt::CrossCursor; }
    QWidget *createOptionsWidget(QWidget *parent) override;
    void activate(TableScene *scene) override;
    void deactivate() override;

    void mousePressed(QGraphicsSceneMouseEvent *event) override;
    void mouseMoved(QGraphicsSceneMouseEvent *event) override;
    void mouseReleased(QGraphicsSceneMouseEvent *event) override;
    bool keyPressed(QKeyEvent *event) override;

    QString sideId() const { return mSideId; }
    void setSideId(const QString &sideId);
    table::Arm arm() const { return mArm; }
    void setArm(table::Arm arm);
    double facing() const { return mFacing; }

    // The unit a click at `pos` would place (fresh id and name).
    table::Unit unitAt(QPointF pos) const;
    // Places a unit at `pos`; returns false (and says why) when refused.
    bool placeAt(QPointF pos);

private:
    void updateGhost(QPointF pos);
    QString effectiveSideId() const;

    QString mSideId;
    table::Arm mArm = table::Arm::Foot;
    double mFacing = 0.0;
    bool mFacingSet = false;
    QPointF mLastPos;
    QGraphicsPathItem *mGhost = nullptr;
};

} // namespace vedette

#pragma once

#include "table/unit.h"
#include "tools/abstracttool.h"

#include <QPointF>

namespace vedette {

class TapeItem;

// Select, move and turn units. A drag moves the unit's picture and shows
// the distance moved and what is left of its allowance, in red when the move
// crosses impassable terrain or another unit or goes beyond the allowance;
// on release a move within the rules is one undo step (one transaction),
// a red one goes back unless the referee holds Ctrl (then it is logged).
// In a Balagan bound the allowance is what the bound leaves the unit, the
// move is recorded as its move, and a move that ends in contact with an
// enemy or against its order is refused (red) unless Ctrl overrides it.
// Nothing reaches the table or the file while the button is down. The rotate
// handle (or R and Shift+R) turns it. In a Balagan set-up a deployment zone is
// moved by dragging it and resized by a corner, one undo step each; in a
// bound a unit's right-click menu offers what it may do now.
class SelectTool : public AbstractTool
{
    Q_OBJECT

public:
    explicit SelectTool(QObject *parent = nullptr);
    ~SelectTool() override;

    QString hint() const override;
    bool changesTable() const override { return false; }
    void activate(TableScene *scene) override;
    void deactivate() override;

    void mousePressed(QGraphicsSceneMouseEvent *event) override;
    void mouseMoved(QGraphicsSceneMouseEvent *event) override;
    void mouseReleased(QGraphicsSceneMouseEvent *event) override;
    void mouseDoubleClicked(QGraphicsSceneMouseEvent *event) override;
    bool keyPressed(QKeyEvent *event) override;

    // The read-out of the last drag (for tests and the status bar).
    QString trailText() const;
    // What the read-out says of the allowance ("300 p left of 600 p").
    QString trailNote() const;
    bool trailWarning() const { return mWarning; }
    // Why the last drag was or would be refused (empty when it was not).
    QString refusal() const { return mWarning ? mReason : QString(); }

private:
    enum class Mode { Idle, Pressed, Moving, Rotating, ZonePressed, ZoneMoving, ZoneResizing };

    void updateMove(QPointF scenePos);
    // Balagan set-up: a press on a deployment zone (its corner resizes it,
    // inside a drag moves it); the release is one step.
    bool pressZone(QGraphicsSceneMouseEvent *event);
    void updateZone(QPointF scenePos);
    void finishZone();
    void updateRotate(QPointF scenePos, bool snap);
    void finishMove(bool override);
    // Lets a drag go without a step (the unit was changed under it).
    void cancelDrag(const QString &why);
    void syncUnit(const QString &id);
    void finishRotate();
    void turnSelected(double degrees);
    void removeUnit(const QString &id);
    TapeItem *trail();
    void clearTrail();

    Mode mMode = Mode::Idle;
    table::Unit mStart; // the unit as it was when the drag began
    QPointF mPressPos;
    QPointF mLastCentre;
    double mLastFacing = 0;
    bool mWarning = false;
    QString mReason;
    TapeItem *mTrail = nullptr;
    // The deployment zone being dragged: its side, where it was, where it is
    // now, and the corner held (-1: the whole zone).
    QString mZoneSide;
    QRectF mZoneStart;
    QRectF mZoneNow;
    int mZoneCorner = -1;
    QMetaObject::Connection mWatch; // the table's changes, while active
};

} // namespace vedette

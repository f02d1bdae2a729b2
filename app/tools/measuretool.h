#pragma once

#include "table/pinnedruler.h"
#include "tools/abstracttool.h"

#include <QPointF>

namespace vedette {

class TapeItem;

// Measures on the table: press and drag (or click twice) from point to
// point; from a unit to a unit it measures the closest edges. P pins the
// last measurement to the table (an undoable change kept with the battle;
// a ruler between units follows them). Double-click a pinned ruler to
// label it; right-click it to label or remove it.
class MeasureTool : public AbstractTool
{
    Q_OBJECT

public:
    explicit MeasureTool(QObject *parent = nullptr);
    ~MeasureTool() override;

    QString hint() const override;
    bool changesTable() const override { return false; }
    QCursor cursor() const override { return Qt::CrossCursor; }
    void deactivate() override;

    void mousePressed(QGraphicsSceneMouseEvent *event) override;
    void mouseMoved(QGraphicsSceneMouseEvent *event) override;
    void mouseReleased(QGraphicsSceneMouseEvent *event) override;
    void mouseDoubleClicked(QGraphicsSceneMouseEvent *event) override;
    bool keyPressed(QKeyEvent *event) override;

    // Measures between two table points (or the units under them) and
    // leaves the ruler showing.
    void measure(QPointF from, QPointF to);
    TapeItem *currentRuler() const { return mRuler; }
    // Pins the current measurement; returns the pinned ruler (or nullptr).
    TapeItem *pinCurrent();
    // The ends of the current measurement as a pinned ruler would keep them.
    table::RulerEnd fromEnd() const { return mFromEnd; }
    table::RulerEnd toEnd() const { return mToEnd; }

private:
    TapeItem *ruler();

    TapeItem *mRuler = nullptr;
    table::RulerEnd mFromEnd;
    table::RulerEnd mToEnd;
    QPointF mFrom;
    bool mPressed = false;
    bool mWaitingForSecondClick = false;
};

} // namespace vedette

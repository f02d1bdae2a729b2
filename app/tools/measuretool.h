#pragma once

#include "tools/abstracttool.h"

#include <QPointF>

namespace vedette {

class RulerItem;

// Measures on the table: press and drag (or click twice) from point to
// point; from a unit to a unit it measures the closest edges. P pins the
// last measurement so it stays on the table; a right click on a pinned
// ruler removes it.
class MeasureTool : public AbstractTool
{
    Q_OBJECT

public:
    explicit MeasureTool(QObject *parent = nullptr);
    ~MeasureTool() override;

    QString hint() const override;
    QCursor cursor() const override { return Qt::CrossCursor; }
    void deactivate() override;

    void mousePressed(QGraphicsSceneMouseEvent *event) override;
    void mouseMoved(QGraphicsSceneMouseEvent *event) override;
    void mouseReleased(QGraphicsSceneMouseEvent *event) override;
    bool keyPressed(QKeyEvent *event) override;

    // Measures between two table points (or the units under them) and
    // leaves the ruler showing.
    void measure(QPointF from, QPointF to);
    RulerItem *currentRuler() const { return mRuler; }
    // Pins the current measurement; returns the pinned ruler (or nullptr).
    RulerItem *pinCurrent();

private:
    RulerItem *ruler();

    RulerItem *mRuler = nullptr;
    QPointF mFrom;
    bool mPressed = false;
    bool mWaitingForSecondClick = false;
};

} // namespace vedette

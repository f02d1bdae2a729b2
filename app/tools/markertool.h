#pragma once

#include "table/marker.h"
#include "tools/abstracttool.h"

namespace vedette {

// Counters and markers: with "morale counter" chosen, a click on a unit adds
// a morale counter to it (right click takes one off); otherwise a click
// puts the chosen marker on the table (beside a unit when on one), a click
// on a marker adds to its count and a right click takes one off or removes it.
class MarkerTool : public AbstractTool
{
    Q_OBJECT

public:
    explicit MarkerTool(QObject *parent = nullptr);
    ~MarkerTool() override;

    QString hint() const override;
    QCursor cursor() const override { return Qt::PointingHandCursor; }
    QWidget *createOptionsWidget(QWidget *parent) override;

    void mousePressed(QGraphicsSceneMouseEvent *event) override;
    void mouseMoved(QGraphicsSceneMouseEvent *event) override;
    void mouseReleased(QGraphicsSceneMouseEvent *event) override;

    table::MarkerKind kind() const { return mKind; }
    void setKind(table::MarkerKind kind) { mKind = kind; }
    // What a left (add) or right (take away) click at `pos` does.
    void clickAt(QPointF pos, bool add);

private:
    table::MarkerKind mKind = table::MarkerKind::MoraleCounter;
};

} // namespace vedette

#pragma once

#include "rules/tennyson/decision.h"
#include "rules/tennyson/gamestate.h"

#include <QColor>
#include <QWidget>

namespace vedette {

// The valley of Death as a long strip: the start line on the left, sixteen
// half-league bands in four sectors, the frontal batteries at the guns on the
// right, the flank battery positions of sectors 3 and 4 above (left flank)
// and below (right flank), one lane per regiment with its stands, and the
// Cossacks. When a choice is pending its options are outlined and a click on
// one answers it (optionClicked).
class TennysonValley : public QWidget
{
    Q_OBJECT

public:
    explicit TennysonValley(QWidget *parent = nullptr);

    void setState(const rules::tennyson::GameState &state);
    // Outlines `decision`'s options (regiments, slots, the Cossacks); None clears.
    void setChoice(const rules::tennyson::Decision &decision);

    static QColor regimentColor(int regiment);

    // Geometry, public for tests that click: where each thing is drawn.
    QRectF laneRect(int regiment) const;
    QRectF tokenRect(int regiment) const;
    QRectF slotRect(int slot) const;
    QRectF cossacksRect() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void optionClicked(int option);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;

private:
    struct Layout
    {
        qreal nameWidth, gunsWidth, cell, top, flank, lane, lanesTop, lanesBottom, bottom;
    };
    Layout layout() const;
    qreal cellLeft(int position) const;
    qreal cossacksX() const;
    int optionAt(const QPointF &point) const;
    bool isRegimentChoice() const;
    void paintBattery(QPainter &painter, const QRectF &rect, bool present, bool option, bool hovered, const QString &label) const;

    rules::tennyson::GameState mState;
    rules::tennyson::Decision mChoice;
    int mHover = -1;
};

} // namespace vedette

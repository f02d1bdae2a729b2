#pragma once

#include "rules/lightbrigade/game.h"

#include <QWidget>

namespace vedette {

// The 20 spaces between the British lines (space 0) and the Russian battery
// (space 20), with a marker for every man where he is: riders as numbered
// discs ringed in the colour of their morale, passengers as small discs on
// their carrier, the fallen as grey crosses where they fell.
class LightBrigadeTrack : public QWidget
{
    Q_OBJECT

public:
    explicit LightBrigadeTrack(QWidget *parent = nullptr);

    void setGame(const rules::lightbrigade::Game &game);
    // The man whose turn it is (or -1).
    void setCurrent(qsizetype man);

    QSize sizeHint() const override { return {1200, 190}; }
    QSize minimumSizeHint() const override { return {640, 170}; }

    // A marker's short text: C, T, 1-10, S1...
    static QString markerText(const rules::lightbrigade::Game &game, qsizetype index);
    // Where a riding man's marker is drawn (empty when he rides no more),
    // and the field the markers stand in, in widget pixels.
    QRectF markerRect(qsizetype index) const;
    QRectF fieldRect() const;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    // The radius that keeps the tallest stack of markers inside the field.
    qreal markerRadius(qreal cell, qreal fieldHeight) const;
    QPointF markerCentre(qsizetype index, qreal cell, const QRectF &field, qreal radius) const;

    rules::lightbrigade::Game mGame;
    qsizetype mCurrent = -1;
};

} // namespace vedette

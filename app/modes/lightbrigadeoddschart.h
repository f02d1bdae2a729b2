#pragma once

#include "rules/lightbrigade/simulation.h"

#include <QList>
#include <QWidget>

namespace vedette {

// Score histograms of simulated charges, one panel per troop type (columns)
// and policy (rows), painted with QPainter: the answer to "what are my odds
// with this troop and this way of riding?".
class LightBrigadeOddsChart : public QWidget
{
    Q_OBJECT

public:
    explicit LightBrigadeOddsChart(QWidget *parent = nullptr);

    // Plays `games` charges for each troop type and policy, from `seed`.
    void simulate(std::int64_t games, std::uint64_t seed, bool frontRank);
    const QList<rules::lightbrigade::Simulation> &results() const { return mResults; }

    QSize sizeHint() const override { return {1100, 560}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    void paintPanel(QPainter &p, const QRectF &r, const rules::lightbrigade::Simulation &s, int maxScore, double maxShare) const;

    QList<rules::lightbrigade::Simulation> mResults;
};

} // namespace vedette

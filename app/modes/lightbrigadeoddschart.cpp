#include "lightbrigadeoddschart.h"

#include <QPainter>

#include <cmath>

using namespace Qt::StringLiterals;
namespace lb = vedette::rules::lightbrigade;

namespace vedette {

namespace {
const QColor kInk(0x3a, 0x2c, 0x1c);
const QColor kPaper(0xfb, 0xf7, 0xec);
const QColor kBar(0x1f, 0x3f, 0x8a);
const QColor kMean(0xa8, 0x23, 0x1e);
constexpr int kScoreCap = 30; // scores above are drawn in the last bar
} // namespace

LightBrigadeOddsChart::LightBrigadeOddsChart(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"lightBrigadeOddsChart"_s);
    setMinimumSize(640, 380);
}

void LightBrigadeOddsChart::simulate(std::int64_t games, std::uint64_t seed, bool frontRank)
{
    mResults.clear();
    for (lb::Policy policy : {lb::Policy::Steady, lb::Policy::Bold}) {
        for (lb::TroopType troop : {lb::TroopType::Dragoons, lb::TroopType::Hussars, lb::TroopType::Lancers}) {
            lb::Settings settings;
            settings.troop = troop;
            settings.frontRank = frontRank;
            lb::Simulation s(settings, policy, seed);
            s.run(games);
            mResults.append(s);
        }
    }
    update();
}

void LightBrigadeOddsChart::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), kPaper);
    if (mResults.isEmpty()) {
        p.setPen(kInk);
        p.drawText(rect(), Qt::AlignCenter, tr("Press Simulate to play many charges with each troop type and policy."));
        return;
    }
    int maxScore = 0;
    double maxShare = 0;
    for (const lb::Simulation &s : mResults) {
        maxScore = std::max(maxScore, std::min(kScoreCap, s.score.maximum()));
        for (std::size_t v = 0; v < s.score.counts.size(); ++v)
            maxShare = std::max(maxShare, double(s.score.counts[v]) / double(std::max<std::int64_t>(1, s.games())));
    }
    const int columns = 3;
    const int rows = int((mResults.size() + columns - 1) / columns);
    const QRectF area = QRectF(rect()).adjusted(8, 8, -8, -8);
    const qreal w = area.width() / columns;
    const qreal h = area.height() / rows;
    for (qsizetype i = 0; i < mResults.size(); ++i) {
        const QRectF cell(area.left() + (i % columns) * w, area.top() + (i / columns) * h, w, h);
        paintPanel(p, cell.adjusted(6, 6, -6, -6), mResults[i], maxScore, maxShare);
    }
}

void LightBrigadeOddsChart::paintPanel(QPainter &p, const QRectF &r, const lb::Simulation &s, int maxScore, double maxShare) const
{
    p.setPen(QPen(QColor(0xc9, 0xb8, 0x96), 1));
    p.setBrush(Qt::white);
    p.drawRoundedRect(r, 5, 5);

    QFont bold = font();
    bold.setBold(true);
    QFont small = font();
    small.setPointSizeF(font().pointSizeF() * 0.82);
    const QFontMetricsF bm(bold);
    const QFontMetricsF sm(small);

    p.setPen(kInk);
    p.setFont(bold);
    const QString title = tr("%1 · %2").arg(lb::Settings::troopName(s.settings().troop), lb::PolicyDecider::policyName(s.policy()));
    p.drawText(QRectF(r.left() + 10, r.top() + 4, r.width() - 20, bm.height()), Qt::AlignLeft | Qt::AlignVCenter, title);
    p.setFont(small);
    const std::int64_t games = std::max<std::int64_t>(1, s.games());
    std::int64_t tenPlus = 0;
    for (std::size_t v = 10; v < s.score.counts.size(); ++v)
        tenPlus += s.score.counts[v];
    const QString figures = tr("mean %1 points · median %2 · 10+ points in %3 % · %4 men home, %5 Russians killed (means)")
                                .arg(s.score.mean(), 0, 'f', 1)
                                .arg(s.score.percentile(0.5))
                                .arg(100.0 * double(tenPlus) / double(games), 0, 'f', 1)
                                .arg(s.home.mean() + s.stragglersHome.mean(), 0, 'f', 2)
                                .arg(s.russiansKilled.mean(), 0, 'f', 1);
    const QRectF figRect(r.left() + 10, r.top() + 4 + bm.height(), r.width() - 20, sm.height() * 2.1);
    p.drawText(figRect, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, figures);

    const QRectF plot(r.left() + 40, figRect.bottom() + 6, r.width() - 52, r.bottom() - figRect.bottom() - 6 - sm.height() - 10);
    if (plot.height() < 20 || maxShare <= 0)
        return;
    // Vertical grid in % of games.
    const double top = std::ceil(maxShare * 100.0 / 5.0) * 5.0;
    p.setPen(QPen(QColor(0xe4, 0xdc, 0xc8), 1));
    for (double g = 0; g <= top + 0.01; g += 5.0) {
        const qreal y = plot.bottom() - plot.height() * (g / top);
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        p.setPen(kInk);
        p.drawText(QRectF(r.left() + 2, y - sm.height() / 2, 34, sm.height()), Qt::AlignRight | Qt::AlignVCenter, tr("%1 %").arg(g, 0, 'f', 0));
        p.setPen(QPen(QColor(0xe4, 0xdc, 0xc8), 1));
    }
    const int bars = maxScore + 1;
    const qreal bw = plot.width() / bars;
    p.setPen(Qt::NoPen);
    p.setBrush(kBar);
    for (int v = 0; v <= maxScore; ++v) {
        std::int64_t n = 0;
        if (v < maxScore || maxScore < kScoreCap) {
            n = std::size_t(v) < s.score.counts.size() ? s.score.counts[std::size_t(v)] : 0;
        } else {
            for (std::size_t k = std::size_t(v); k < s.score.counts.size(); ++k)
                n += s.score.counts[k];
        }
        const double share = 100.0 * double(n) / double(games);
        const qreal bh = plot.height() * (share / top);
        p.drawRect(QRectF(plot.left() + v * bw + 1, plot.bottom() - bh, std::max<qreal>(1, bw - 2), bh));
    }
    // The mean as a red line.
    const qreal mx = plot.left() + (s.score.mean() + 0.5) * bw;
    p.setPen(QPen(kMean, 2, Qt::DashLine));
    p.drawLine(QPointF(mx, plot.top()), QPointF(mx, plot.bottom()));
    // Score axis.
    p.setPen(kInk);
    p.drawLine(plot.bottomLeft(), plot.bottomRight());
    const int step = maxScore > 20 ? 5 : 2;
    for (int v = 0; v <= maxScore; v += step) {
        const QString label = (v == maxScore && maxScore == kScoreCap) ? tr("%1+").arg(v) : QString::number(v);
        p.drawText(QRectF(plot.left() + v * bw - 10, plot.bottom() + 2, bw + 20, sm.height()), Qt::AlignHCenter | Qt::AlignTop, label);
    }
    p.drawText(QRectF(plot.right() - 80, plot.bottom() + 2, 80, sm.height()), Qt::AlignRight | Qt::AlignTop, tr("points"));
}

} // namespace vedette

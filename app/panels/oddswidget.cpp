#include "oddswidget.h"

#include <QHelpEvent>
#include <QLocale>
#include <QPainter>
#include <QToolTip>

using namespace Qt::StringLiterals;

namespace vedette {

namespace {
constexpr int margin = 4;
constexpr int gap = 6;
constexpr int minimumBarWidth = 60;
} // namespace

OddsWidget::OddsWidget(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"oddsWidget"_s);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    setAccessibleName(tr("Odds"));
    updateDescription();
}

void OddsWidget::setOutcomes(const QList<Outcome> &outcomes, quint64 total)
{
    mOutcomes = outcomes;
    if (total == 0) {
        for (const Outcome &o : outcomes)
            total += o.count;
    }
    mTotal = total;
    mHighlighted.clear();
    updateDescription();
    updateGeometry();
    update();
}

void OddsWidget::setDistribution(const dice::Distribution &distribution)
{
    QList<Outcome> outcomes;
    const auto counts = distribution.counts();
    outcomes.reserve(qsizetype(counts.size()));
    for (std::size_t i = 0; i < counts.size(); ++i) {
        const QString value = QString::number(distribution.minValue() + int(i));
        outcomes.append(Outcome{value, QLocale().toString(distribution.minValue() + int(i)), counts[i]});
    }
    setOutcomes(outcomes, distribution.total());
}

void OddsWidget::setOutcomeCounts(const QList<dice::OutcomeCount> &counts, quint64 total, const QMap<QString, QString> &labels)
{
    QList<Outcome> outcomes;
    outcomes.reserve(counts.size());
    for (const dice::OutcomeCount &c : counts)
        outcomes.append(Outcome{c.id, labels.value(c.id, c.id), c.count});
    setOutcomes(outcomes, total);
}

void OddsWidget::clear()
{
    setOutcomes({}, 0);
}

void OddsWidget::highlightOutcome(const QString &id)
{
    QString found;
    for (const Outcome &o : std::as_const(mOutcomes)) {
        if (o.id == id)
            found = id;
    }
    if (found == mHighlighted)
        return;
    mHighlighted = found;
    updateDescription();
    update();
}

QString OddsWidget::percentText(quint64 count) const
{
    if (mTotal == 0)
        return {};
    const double percent = 100.0 * double(count) / double(mTotal);
    if (count > 0 && percent < 0.05)
        return tr("<%1 %").arg(QLocale().toString(0.1, 'f', 1));
    return tr("%1 %").arg(QLocale().toString(percent, 'f', 1));
}

QString OddsWidget::outcomeText(int index) const
{
    if (index < 0 || index >= mOutcomes.size())
        return {};
    const Outcome &o = mOutcomes[index];
    return tr("%1: %2 of %3 (%4)").arg(o.label, QLocale().toString(o.count), QLocale().toString(mTotal), percentText(o.count));
}

void OddsWidget::updateDescription()
{
    QStringList lines;
    for (int i = 0; i < mOutcomes.size(); ++i) {
        QString line = outcomeText(i);
        if (mOutcomes[i].id == mHighlighted && !mHighlighted.isEmpty())
            line = tr("%1, thrown").arg(line);
        lines.append(line);
    }
    const QString text = lines.isEmpty() ? tr("No odds to show") : lines.join(u"; "_s);
    setAccessibleDescription(text);
    setToolTip(lines.join(u'\n'));
}

int OddsWidget::rowHeight() const
{
    return fontMetrics().height() + 4;
}

int OddsWidget::labelWidth() const
{
    int width = 0;
    for (const Outcome &o : mOutcomes)
        width = std::max(width, fontMetrics().horizontalAdvance(o.label));
    return width;
}

int OddsWidget::percentWidth() const
{
    return fontMetrics().horizontalAdvance(percentText(mTotal == 0 ? 1 : mTotal)) + fontMetrics().horizontalAdvance(u'0');
}

QSize OddsWidget::sizeHint() const
{
    const int rows = std::max<int>(1, int(mOutcomes.size()));
    return {margin * 2 + labelWidth() + gap + 3 * minimumBarWidth + gap + percentWidth(), margin * 2 + rows * rowHeight()};
}

QSize OddsWidget::minimumSizeHint() const
{
    // A long label ("Angreifer hält bei 4\", ungeordnet") is cut in a narrow
    // panel, whole in the row's tooltip: the widget never holds a panel wide.
    const int rows = std::max<int>(1, int(mOutcomes.size()));
    const int label = std::min(labelWidth(), leastLabelWidth());
    return {margin * 2 + label + gap + minimumBarWidth / 2 + gap + percentWidth(), margin * 2 + rows * rowHeight()};
}

int OddsWidget::leastLabelWidth() const
{
    return fontMetrics().horizontalAdvance(u'M') * 6;
}

QRect OddsWidget::outcomeRect(const QString &id) const
{
    for (int i = 0; i < mOutcomes.size(); ++i) {
        if (mOutcomes[i].id == id)
            return QRect(0, margin + i * rowHeight(), width(), rowHeight());
    }
    return {};
}

int OddsWidget::outcomeAt(const QPoint &position) const
{
    if (position.y() < margin || position.x() < 0 || position.x() > width())
        return -1;
    const int index = (position.y() - margin) / rowHeight();
    return index < mOutcomes.size() ? index : -1;
}

void OddsWidget::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette &pal = palette();
    const int row = rowHeight();
    const int percentW = percentWidth();
    // The labels give up room before the bars do, down to leastLabelWidth().
    const int labelW = std::min(labelWidth(), std::max(std::min(labelWidth(), leastLabelWidth()),
                                                       width() - 2 * margin - 2 * gap - percentW - minimumBarWidth));
    const int barLeft = margin + labelW + gap;
    const int barWidth = std::max(10, width() - barLeft - gap - percentW - margin);

    if (mOutcomes.isEmpty() || mTotal == 0) {
        painter.setPen(pal.color(QPalette::Disabled, QPalette::WindowText));
        painter.drawText(rect().adjusted(margin, margin, -margin, -margin), Qt::AlignLeft | Qt::AlignVCenter, tr("No odds to show"));
        return;
    }

    QColor bar = pal.color(QPalette::Highlight);
    QColor faint = bar;
    faint.setAlphaF(0.45f);
    QColor track = pal.color(QPalette::WindowText);
    track.setAlphaF(0.08f);
    const QFont normal = font();
    QFont bold = normal;
    bold.setBold(true);

    for (int i = 0; i < mOutcomes.size(); ++i) {
        const Outcome &o = mOutcomes[i];
        const int top = margin + i * row;
        const bool marked = !mHighlighted.isEmpty() && o.id == mHighlighted;
        const QRect labelRect(margin, top, labelW, row);
        const QRect trackRect(barLeft, top + 2, barWidth, row - 4);
        const QRect percentRect(barLeft + barWidth + gap, top, percentW, row);

        if (marked) {
            QColor band = pal.color(QPalette::Highlight);
            band.setAlphaF(0.15f);
            painter.fillRect(QRect(0, top, width(), row), band);
        }
        painter.fillRect(trackRect, track);
        const int length = int(double(barWidth) * double(o.count) / double(mTotal) + 0.5);
        if (length > 0)
            painter.fillRect(QRect(trackRect.left(), trackRect.top(), std::max(1, length), trackRect.height()), marked ? bar : faint);

        painter.setFont(marked ? bold : normal);
        painter.setPen(pal.color(QPalette::WindowText));
        const QFontMetrics metrics = painter.fontMetrics();
        painter.drawText(labelRect, Qt::AlignRight | Qt::AlignVCenter,
                         metrics.horizontalAdvance(o.label) <= labelW ? o.label
                                                                      : metrics.elidedText(o.label, Qt::ElideMiddle, labelW));
        painter.drawText(percentRect, Qt::AlignRight | Qt::AlignVCenter, percentText(o.count));
    }
}

bool OddsWidget::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int index = outcomeAt(help->pos());
        if (index >= 0)
            QToolTip::showText(help->globalPos(), outcomeText(index), this);
        else
            QToolTip::showText(help->globalPos(), toolTip(), this);
        return true;
    }
    return QWidget::event(event);
}

void OddsWidget::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange)
        updateDescription();
    if (event->type() == QEvent::FontChange)
        updateGeometry();
    QWidget::changeEvent(event);
}

} // namespace vedette

#pragma once

#include "dice/distribution.h"

#include <QList>
#include <QString>
#include <QWidget>

namespace vedette {

// The exact odds of every outcome of a roll, one horizontal bar each with its
// percentage; after the throw, the outcome the dice gave is highlighted. Every
// resolution panel shows one before the referee throws.
//
//   odds->setOutcomes({{u"repulsed"_s, tr("Repulsed"), 21}, {u"melee"_s, tr("Melee"), 15}}, 36);
//   ... throw ...
//   odds->highlightOutcome(u"melee"_s);
//
// The numbers are also in each bar's tooltip and in the accessible description.
class OddsWidget : public QWidget
{
    Q_OBJECT

public:
    struct Outcome
    {
        QString id;    // stable key for highlightOutcome()
        QString label; // shown, translated by the caller
        quint64 count = 0;
    };

    explicit OddsWidget(QWidget *parent = nullptr);

    // `total` is the number of equally likely combinations; 0 means the sum of the counts.
    void setOutcomes(const QList<Outcome> &outcomes, quint64 total = 0);
    // One bar per value of a distribution, labelled with the value.
    void setDistribution(const dice::Distribution &distribution);
    // Bars for outcomes folded from a distribution; `labels` maps ids to shown text.
    void setOutcomeCounts(const QList<dice::OutcomeCount> &counts, quint64 total, const QMap<QString, QString> &labels = {});
    void clear();

    const QList<Outcome> &outcomes() const { return mOutcomes; }
    quint64 total() const { return mTotal; }

    // Marks the outcome the dice produced; an unknown id clears the mark.
    void highlightOutcome(const QString &id);
    void clearHighlight() { highlightOutcome({}); }
    QString highlightedOutcome() const { return mHighlighted; }

    // "Melee: 15 of 36 (41.7 %)" for outcome `index`.
    QString outcomeText(int index) const;
    // "41.7 %", localised, with "<0.1 %" for the rare but possible.
    QString percentText(quint64 count) const;
    // Where the bar of outcome `id` is drawn (to scroll it into view); invalid if unknown.
    QRect outcomeRect(const QString &id) const;
    // The outcome under a point of the widget, -1 if none.
    int outcomeAt(const QPoint &position) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    int rowHeight() const;
    int labelWidth() const;
    // The least room a label keeps when the widget is narrow.
    int leastLabelWidth() const;
    int percentWidth() const;
    void updateDescription();

    QList<Outcome> mOutcomes;
    quint64 mTotal = 0;
    QString mHighlighted;
};

} // namespace vedette

#pragma once

#include "rules/lightbrigade/decider.h"
#include "rules/lightbrigade/man.h"

#include <QFrame>

class QComboBox;

namespace vedette {

// One man's record card, after Ron Pehr's cards: name, skills with what they
// give, wounds against his limit, morale checks, spur points, a blown horse,
// and the spur order for this turn (the only thing the player writes on it).
class LightBrigadeCard : public QFrame
{
    Q_OBJECT

public:
    explicit LightBrigadeCard(qsizetype index, QWidget *parent = nullptr);

    qsizetype index() const { return mIndex; }
    // `label` is the man's name with rank; `carrierLabel` names whom a passenger rides with.
    void setMan(const rules::lightbrigade::Man &man, const QString &label, const QString &carrierLabel);
    // Whether the player may give a spur order now, and which one stands.
    void setOrder(rules::lightbrigade::SpurUse use, bool editable);
    rules::lightbrigade::SpurUse order() const;
    void setHighlighted(bool highlighted);

    QSize sizeHint() const override;

signals:
    void orderChanged(qsizetype index, vedette::rules::lightbrigade::SpurUse use);

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    qsizetype mIndex;
    rules::lightbrigade::Man mMan;
    QString mLabel;
    QString mCarrier;
    bool mHighlighted = false;
    QComboBox *mOrder;
};

} // namespace vedette

#pragma once

#include <QAbstractButton>

namespace vedette {

// One card of the hand as the players read it: the poem line large, the
// effect below, the card's id, and its marks (must play, battery placement,
// battery removal). A card that may not be played now is shown faded and
// cannot be clicked.
class TennysonCard : public QAbstractButton
{
    Q_OBJECT

public:
    explicit TennysonCard(int card, QWidget *parent = nullptr);

    int card() const { return mCard; }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void enterEvent(QEnterEvent *event) override;
    void leaveEvent(QEvent *event) override;

private:
    int mCard;
    bool mHovered = false;
};

} // namespace vedette

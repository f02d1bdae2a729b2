#pragma once

#include <QCheckBox>

namespace vedette {

// A check box whose text is cut with an ellipsis where the panel is too
// narrow for it (a unit's name in it once held the Charge panel 510 px wide),
// with the whole text in its tooltip then. It asks for a dozen characters'
// room at least, and for its whole text when there is room.
class ElidingCheckBox : public QCheckBox
{
    Q_OBJECT

public:
    explicit ElidingCheckBox(QWidget *parent = nullptr);
    explicit ElidingCheckBox(const QString &text, QWidget *parent = nullptr);

    QSize minimumSizeHint() const override;
    // QAbstractButton::setText, and the tooltip that goes with the text.
    void setText(const QString &text);
    // The tooltip shown under the text when the text is cut.
    void setExplanation(const QString &explanation);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    int textRoom() const;
    void updateToolTip();

    QString mExplanation;
};

} // namespace vedette

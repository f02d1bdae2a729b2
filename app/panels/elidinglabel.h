#pragma once

#include <QLabel>

namespace vedette {

// One line of text that never asks for its whole width (Tiled's
// ElidingLabel, propertyeditorwidgets.cpp): in a narrow panel it is cut in
// the middle with "…", and then shows the whole text as its tooltip. Its
// height is one line whatever the text, so the rows under it stay where
// they are when the text changes length.
class ElidingLabel : public QLabel
{
    Q_OBJECT

public:
    explicit ElidingLabel(QWidget *parent = nullptr);
    explicit ElidingLabel(const QString &text, QWidget *parent = nullptr);

    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;
    // QLabel::setText, and the tooltip that goes with the text.
    void setText(const QString &text);
    // The tooltip shown under the text when the text is cut (and alone when it is not).
    void setExplanation(const QString &explanation);
    // The text is cut now (the tooltip holds it whole).
    bool isElided() const;

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void updateToolTip();

    QString mExplanation;
};

} // namespace vedette

#include "elidingcheckbox.h"

#include <QStyleOptionButton>
#include <QStylePainter>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vedette {

ElidingCheckBox::ElidingCheckBox(QWidget *parent)
    : QCheckBox(parent)
{
    // A check box may not shrink below its whole text (Minimum): this one may.
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

ElidingCheckBox::ElidingCheckBox(const QString &text, QWidget *parent)
    : ElidingCheckBox(parent)
{
    setText(text);
}

QSize ElidingCheckBox::minimumSizeHint() const
{
    QSize size = QCheckBox::minimumSizeHint();
    const int whole = QCheckBox::sizeHint().width();
    const int least = whole - fontMetrics().horizontalAdvance(text()) + fontMetrics().horizontalAdvance(u'M') * 12;
    size.setWidth(std::min(whole, least));
    return size;
}

void ElidingCheckBox::setText(const QString &text)
{
    QCheckBox::setText(text);
    updateToolTip();
}

void ElidingCheckBox::setExplanation(const QString &explanation)
{
    mExplanation = explanation;
    updateToolTip();
}

int ElidingCheckBox::textRoom() const
{
    QStyleOptionButton option;
    initStyleOption(&option);
    return style()->subElementRect(QStyle::SE_CheckBoxContents, &option, this).width();
}

void ElidingCheckBox::paintEvent(QPaintEvent *)
{
    QStylePainter painter(this);
    QStyleOptionButton option;
    initStyleOption(&option);
    option.text = fontMetrics().elidedText(text(), Qt::ElideRight, textRoom(), Qt::TextShowMnemonic);
    painter.drawControl(QStyle::CE_CheckBox, option);
}

void ElidingCheckBox::resizeEvent(QResizeEvent *event)
{
    QCheckBox::resizeEvent(event);
    updateToolTip();
}

void ElidingCheckBox::changeEvent(QEvent *event)
{
    QCheckBox::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        updateToolTip();
}

void ElidingCheckBox::updateToolTip()
{
    const bool cut = fontMetrics().horizontalAdvance(QString(text()).remove(u'&')) > textRoom();
    QString tip = mExplanation;
    if (cut)
        tip = mExplanation.isEmpty() ? text() : text() + u"\n\n"_s + mExplanation;
    if (toolTip() != tip)
        setToolTip(tip);
}

} // namespace vedette

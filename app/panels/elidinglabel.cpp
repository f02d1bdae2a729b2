#include "elidinglabel.h"

#include <QPainter>
#include <QStyle>

using namespace Qt::StringLiterals;

namespace vedette {

ElidingLabel::ElidingLabel(QWidget *parent)
    : QLabel(parent)
{
    setTextFormat(Qt::PlainText);
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
}

ElidingLabel::ElidingLabel(const QString &text, QWidget *parent)
    : ElidingLabel(parent)
{
    setText(text);
}

QSize ElidingLabel::minimumSizeHint() const
{
    const QMargins margins = contentsMargins();
    return {fontMetrics().horizontalAdvance(u"M\u2026M"_s) + margins.left() + margins.right(),
            fontMetrics().height() + margins.top() + margins.bottom()};
}

QSize ElidingLabel::sizeHint() const
{
    const QMargins margins = contentsMargins();
    return {fontMetrics().horizontalAdvance(text()) + margins.left() + margins.right(),
            fontMetrics().height() + margins.top() + margins.bottom()};
}

void ElidingLabel::setText(const QString &text)
{
    if (text == QLabel::text())
        return;
    QLabel::setText(text);
    updateGeometry();
    updateToolTip();
}

void ElidingLabel::setExplanation(const QString &explanation)
{
    mExplanation = explanation;
    updateToolTip();
}

bool ElidingLabel::isElided() const
{
    return fontMetrics().horizontalAdvance(text()) > contentsRect().width();
}

void ElidingLabel::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const QRect room = contentsRect();
    const QString shown = fontMetrics().elidedText(text(), Qt::ElideMiddle, room.width());
    style()->drawItemText(&painter, room, int(alignment()) | Qt::TextSingleLine, palette(), isEnabled(), shown,
                          foregroundRole());
}

void ElidingLabel::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    updateToolTip();
}

void ElidingLabel::changeEvent(QEvent *event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        updateToolTip();
}

void ElidingLabel::updateToolTip()
{
    QString tip = mExplanation;
    if (isElided())
        tip = mExplanation.isEmpty() ? text() : text() + u"\n\n"_s + mExplanation;
    if (toolTip() != tip)
        setToolTip(tip);
}

} // namespace vedette

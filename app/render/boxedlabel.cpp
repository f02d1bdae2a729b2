#include "boxedlabel.h"

#include <QPainter>
#include <QTextLayout>

namespace vedette::render {

namespace {

QRectF layOut(QTextLayout *layout)
{
    layout->setCacheEnabled(true);
    layout->beginLayout();
    while (layout->createLine().isValid()) {
    }
    layout->endLayout();
    qreal width = 0;
    qreal y = 0;
    for (int i = 0; i < layout->lineCount(); ++i) {
        QTextLine line = layout->lineAt(i);
        width = qMax(width, line.naturalTextWidth());
        line.setPosition(QPointF(0, y));
        y += line.height();
    }
    return QRectF(0, 0, width, y);
}

QString withLineSeparators(QString text)
{
    text.replace(u'\n', QChar::LineSeparator);
    return text;
}

} // namespace

BoxedLabel::BoxedLabel(const QString &text, const QColor &ink)
    : mText(withLineSeparators(text))
    , mInk(ink)
{
    QTextLayout layout(mText, font());
    mTextRect = layOut(&layout);
}

QFont BoxedLabel::font()
{
    QFont font;
    font.setBold(true);
    return font;
}

void BoxedLabel::paint(QPainter *painter, const QRectF &box, QPointF textAt) const
{
    painter->save();
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(255, 255, 255, 200));
    painter->drawRect(box);
    painter->restore();
    painter->save();
    painter->translate(textAt);
    const QFont f = font();
    painter->setFont(f);
    QTextLayout layout(mText, f);
    QPen pen;
    pen.setBrush(mInk);
    painter->setPen(pen);
    painter->setBrush(Qt::NoBrush);
    layOut(&layout);
    layout.draw(painter, QPointF(0, 0));
    painter->restore();
}

} // namespace vedette::render

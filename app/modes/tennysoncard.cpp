#include "tennysoncard.h"

#include "rules/tennyson/deck.h"

#include <QPainter>
#include <QPainterPath>

using namespace Qt::StringLiterals;
namespace tennyson = vedette::rules::tennyson;

namespace vedette {

TennysonCard::TennysonCard(int card, QWidget *parent)
    : QAbstractButton(parent)
    , mCard(card)
{
    const tennyson::Card &c = tennyson::Deck::card(card);
    setText(c.lineText());
    setCursor(Qt::PointingHandCursor);
    setAccessibleName(tr("Card %1: %2. %3").arg(c.idText(), c.lineText(), c.effectLabel()));
    setToolTip(c.mustPlay ? tr("Must play: this card has to be played before any normal card.") : QString());
}

QSize TennysonCard::sizeHint() const
{
    return {236, 176};
}

QSize TennysonCard::minimumSizeHint() const
{
    return {180, 150};
}

void TennysonCard::enterEvent(QEnterEvent *event)
{
    mHovered = true;
    update();
    QAbstractButton::enterEvent(event);
}

void TennysonCard::leaveEvent(QEvent *event)
{
    mHovered = false;
    update();
    QAbstractButton::leaveEvent(event);
}

void TennysonCard::paintEvent(QPaintEvent *)
{
    const tennyson::Card &c = tennyson::Deck::card(mCard);
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const bool playable = isEnabled();
    if (!playable)
        p.setOpacity(0.45);

    QRectF card = QRectF(rect()).adjusted(4, mHovered && playable ? 1 : 5, -4, mHovered && playable ? -7 : -3);
    // Shadow, paper, border.
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0, 0, 0, 45));
    p.drawRoundedRect(card.translated(2, 3), 10, 10);
    p.setBrush(QColor(0xFB, 0xF6, 0xE6));
    p.setPen(QPen(c.mustPlay ? QColor(0xA3, 0x1F, 0x1F) : QColor(0x8A, 0x76, 0x50), c.mustPlay ? 2.5 : 1.5));
    p.drawRoundedRect(card, 10, 10);
    if (hasFocus() || (mHovered && playable)) {
        p.setPen(QPen(QColor(0xE0, 0xA8, 0x00), 2));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(card.adjusted(3, 3, -3, -3), 8, 8);
    }

    const QRectF inner = card.adjusted(12, 8, -12, -8);
    // Header: the card's id, and its marks on the right.
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    p.setFont(small);
    p.setPen(QColor(0x6A, 0x58, 0x3A));
    p.drawText(inner, Qt::AlignLeft | Qt::AlignTop, c.idText());
    QString marks;
    if (tennyson::isPlacement(c.effect))
        marks = tr("@ placement");
    else if (c.effect == tennyson::Effect::RemoveBattery)
        marks = tr("* removal");
    if (c.mustPlay) {
        QFont bold = small;
        bold.setBold(true);
        p.setFont(bold);
        const QString must = tr("MUST PLAY");
        const qreal w = QFontMetricsF(bold).horizontalAdvance(must) + 10;
        const QRectF badge(inner.right() - w, inner.top() - 1, w, QFontMetricsF(bold).height() + 2);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0xA3, 0x1F, 0x1F));
        p.drawRoundedRect(badge, 3, 3);
        p.setPen(Qt::white);
        p.drawText(badge, Qt::AlignCenter, must);
        p.setFont(small);
        p.setPen(QColor(0x6A, 0x58, 0x3A));
        if (!marks.isEmpty())
            p.drawText(inner.adjusted(0, 0, -w - 6, 0), Qt::AlignRight | Qt::AlignTop, marks);
    } else if (!marks.isEmpty()) {
        p.drawText(inner, Qt::AlignRight | Qt::AlignTop, marks);
    }

    // The poem line, large, in a book face.
    QFont poem(u"serif"_s);
    poem.setItalic(true);
    poem.setPointSizeF(font().pointSizeF() * 1.45);
    p.setFont(poem);
    p.setPen(QColor(0x2A, 0x20, 0x14));
    const qreal headerHeight = QFontMetricsF(small).height() + 6;
    const QRectF lineRect(inner.left(), inner.top() + headerHeight, inner.width(), inner.height() * 0.58 - headerHeight);
    p.drawText(lineRect, Qt::AlignCenter | Qt::TextWordWrap, c.lineText());

    // A rule, then the effect.
    const qreal ruleY = inner.top() + inner.height() * 0.62;
    p.setPen(QPen(QColor(0x8A, 0x76, 0x50), 1));
    p.drawLine(QPointF(inner.left() + inner.width() * 0.2, ruleY), QPointF(inner.right() - inner.width() * 0.2, ruleY));
    QFont effect = font();
    effect.setBold(true);
    p.setFont(effect);
    p.setPen(c.mustPlay ? QColor(0x8A, 0x18, 0x18) : QColor(0x30, 0x28, 0x1C));
    p.drawText(QRectF(inner.left(), ruleY + 4, inner.width(), inner.bottom() - ruleY - 4), Qt::AlignCenter | Qt::TextWordWrap,
               c.effectLabel());
}

} // namespace vedette

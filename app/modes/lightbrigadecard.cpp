#include "lightbrigadecard.h"

#include "rules/lightbrigade/charts.h"

#include <QComboBox>
#include <QPainter>
#include <QPainterPath>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;
namespace lb = vedette::rules::lightbrigade;

namespace vedette {

namespace {

const QColor kPaper(0xf6, 0xef, 0xdc);
const QColor kInk(0x3a, 0x2c, 0x1c);
const QColor kRule(0xc9, 0xb8, 0x96);
const QColor kRed(0xa8, 0x23, 0x1e);
const QColor kGreen(0x2f, 0x6b, 0x2f);

} // namespace

LightBrigadeCard::LightBrigadeCard(qsizetype index, QWidget *parent)
    : QFrame(parent)
    , mIndex(index)
    , mOrder(new QComboBox(this))
{
    setObjectName(u"lightBrigadeCard%1"_s.arg(index));
    mOrder->setObjectName(u"spurOrder"_s);
    mOrder->addItem(tr("No spur"), int(lb::SpurUse::None));
    mOrder->addItem(tr("Spur: second move"), int(lb::SpurUse::SecondMove));
    mOrder->addItem(tr("Spur: +2 evade/fight"), int(lb::SpurUse::Bonus));
    mOrder->setToolTip(tr("Spur this man's horse this turn: a second move, or +2 to his evade or fight roll. "
                          "A Hesitant man's spur only lets him move once."));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 8, 10, 8);
    layout->addStretch();
    layout->addWidget(mOrder);
    connect(mOrder, &QComboBox::activated, this, [this] { emit orderChanged(mIndex, order()); });
    setMinimumSize(210, 200);
}

QSize LightBrigadeCard::sizeHint() const
{
    return {236, 212};
}

void LightBrigadeCard::setMan(const lb::Man &man, const QString &label, const QString &carrierLabel)
{
    mMan = man;
    mLabel = label;
    mCarrier = carrierLabel;
    update();
}

void LightBrigadeCard::setOrder(lb::SpurUse use, bool editable)
{
    mOrder->setCurrentIndex(mOrder->findData(int(use)));
    mOrder->setEnabled(editable);
    mOrder->setVisible(mMan.rides());
}

lb::SpurUse LightBrigadeCard::order() const
{
    return lb::SpurUse(mOrder->currentData().toInt());
}

void LightBrigadeCard::setHighlighted(bool highlighted)
{
    if (mHighlighted == highlighted)
        return;
    mHighlighted = highlighted;
    update();
}

void LightBrigadeCard::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF card = QRectF(rect()).adjusted(2, 2, -2, -2);
    const bool gone = mMan.fate == lb::Fate::Killed || mMan.fate == lb::Fate::Fled || mMan.fate == lb::Fate::Lost;

    p.setPen(QPen(mHighlighted ? QColor(0xc8, 0x8a, 0x12) : kRule, mHighlighted ? 3.0 : 1.2));
    p.setBrush(gone ? kPaper.darker(112) : kPaper);
    p.drawRoundedRect(card, 6, 6);

    QFont base = font();
    QFont small = base;
    small.setPointSizeF(base.pointSizeF() * 0.85);
    QFont heading = base;
    heading.setBold(true);
    heading.setCapitalization(QFont::AllUppercase);
    heading.setLetterSpacing(QFont::PercentageSpacing, 108);
    QFont nameFont(u"serif"_s);
    nameFont.setPointSizeF(base.pointSizeF() * 1.2);
    nameFont.setItalic(true);

    const qreal left = card.left() + 10;
    const qreal width = card.width() - 20;
    qreal y = card.top() + 6;

    // Role and space.
    QString role;
    switch (mMan.role) {
    case lb::Role::Captain: role = tr("Captain"); break;
    case lb::Role::Trumpeter: role = tr("Trumpeter"); break;
    case lb::Role::Rider: role = tr("Trooper %1").arg(mIndex - 1); break;
    case lb::Role::Straggler: role = tr("Straggler %1").arg(mIndex - 11); break;
    }
    p.setPen(kInk);
    p.setFont(heading);
    const QFontMetricsF hm(heading);
    p.drawText(QRectF(left, y, width, hm.height()), Qt::AlignLeft | Qt::AlignVCenter, role);
    QString where;
    if (mMan.fate == lb::Fate::InPlay)
        where = mMan.space == 20 ? tr("battery") : tr("space %1").arg(mMan.space);
    p.setFont(small);
    p.drawText(QRectF(left, y, width, hm.height()), Qt::AlignRight | Qt::AlignVCenter, where);
    y += hm.height() + 2;
    p.setPen(QPen(kRule, 1));
    p.drawLine(QPointF(left, y), QPointF(left + width, y));
    y += 3;

    // Name.
    p.setPen(kInk);
    p.setFont(nameFont);
    const QFontMetricsF nm(nameFont);
    p.drawText(QRectF(left, y, width, nm.height()), Qt::AlignLeft | Qt::AlignVCenter,
               nm.elidedText(mLabel, Qt::ElideRight, width));
    y += nm.height() + 2;

    // Skills with their effects.
    p.setFont(small);
    const QFontMetricsF sm(small);
    QStringList skills;
    if (mMan.skills & lb::Riding)
        skills << tr("Riding (+1 evade)");
    if (mMan.skills & lb::Horsemanship)
        skills << tr("Horsemanship (+1 spur)");
    if (mMan.skills & lb::Steadfast)
        skills << tr("Steadfast (+1 morale)");
    if (mMan.skills & lb::Fighting)
        skills << tr("Fighting (+1 fight)");
    if (mMan.skills & lb::Tough)
        skills << tr("Tough (+1 kill)");
    const QRectF skillRect(left, y, width, sm.height() * 2.2);
    p.drawText(skillRect, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, skills.join(u", "_s));
    y += sm.height() * 2.2 + 2;

    // Wounds: one dot per wound against the limit.
    const int limit = mMan.isCaptain() ? 0 : lb::Charts::woundLimit(mMan.skills);
    p.drawText(QRectF(left, y, 60, sm.height()), Qt::AlignLeft | Qt::AlignVCenter, tr("Wounds"));
    // The Captain's wounds have no limit: dots up to five, then a number.
    const int dots = mMan.isCaptain() ? std::min(mMan.wounds, 5) : std::max(limit, mMan.wounds);
    qreal x = left + 62;
    const qreal r = 5;
    for (int i = 0; i < dots; ++i) {
        const bool taken = i < mMan.wounds;
        const bool fatal = limit > 0 && i == limit - 1;
        p.setPen(QPen(fatal ? kRed : kInk, 1.2));
        p.setBrush(taken ? (fatal ? kRed : kInk) : Qt::NoBrush);
        p.drawEllipse(QPointF(x + r, y + sm.height() / 2), r, r);
        x += 2 * r + 4;
    }
    p.setPen(kInk);
    if (mMan.isCaptain()) {
        const QString text = mMan.wounds == 0 ? tr("none; never killed") : (mMan.wounds > 5 ? tr("%1; never killed").arg(mMan.wounds) : tr("never killed"));
        p.drawText(QRectF(x + 2, y, left + width - x, sm.height()), Qt::AlignLeft | Qt::AlignVCenter, text);
    }
    y += sm.height() + 4;

    // Morale: the three lines of the card, ticked.
    const lb::BreakStatus statuses[] = {lb::BreakStatus::Hurried, lb::BreakStatus::Hesitant, lb::BreakStatus::Retreating};
    const QString names[] = {tr("Hurried"), tr("Hesitates"), tr("Retreats")};
    x = left;
    for (int i = 0; i < 3; ++i) {
        const QRectF box(x, y + 2, sm.height() - 4, sm.height() - 4);
        p.setPen(QPen(kInk, 1));
        p.setBrush(Qt::NoBrush);
        p.drawRect(box);
        if (mMan.status == statuses[i]) {
            p.setPen(QPen(kRed, 2));
            p.drawLine(box.topLeft() + QPointF(1, box.height() / 2), box.center() + QPointF(0, box.height() / 2 - 1));
            p.drawLine(box.center() + QPointF(0, box.height() / 2 - 1), box.topRight() + QPointF(2, -2));
        }
        p.setPen(kInk);
        const qreal w = sm.horizontalAdvance(names[i]);
        p.drawText(QPointF(box.right() + 4, y + sm.ascent()), names[i]);
        x = box.right() + 4 + w + 10;
    }
    y += sm.height() + 4;

    // Horse.
    QString horse = tr("Spur points: %1").arg(mMan.spurPoints);
    if (mMan.isPassenger())
        horse = tr("Rides behind %1").arg(mCarrier);
    p.drawText(QRectF(left, y, width, sm.height()), Qt::AlignLeft | Qt::AlignVCenter, horse);
    if (mMan.blown && !mMan.isPassenger()) {
        QFont stamp = heading;
        stamp.setPointSizeF(small.pointSizeF());
        p.setFont(stamp);
        p.setPen(QPen(kRed, 1.5));
        const QRectF b(left + width - 64, y - 1, 64, sm.height() + 2);
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(b, 3, 3);
        p.drawText(b, Qt::AlignCenter, tr("Blown"));
        p.setFont(small);
    }
    y += sm.height() + 2;
    if (mMan.russiansKilled > 0) {
        p.setPen(kInk);
        p.drawText(QRectF(left, y, width, sm.height()), Qt::AlignLeft | Qt::AlignVCenter,
                   tr("Russians killed: %1").arg(mMan.russiansKilled));
    }

    // The fate, stamped across the card.
    QString stamp;
    QColor stampColor = kRed;
    switch (mMan.fate) {
    case lb::Fate::InPlay: break;
    case lb::Fate::Home: stamp = mMan.walked ? tr("Walked home") : tr("Home"); stampColor = kGreen; break;
    case lb::Fate::Killed: stamp = tr("Killed, turn %1").arg(mMan.endTurn); break;
    case lb::Fate::Fled: stamp = tr("Fled, turn %1").arg(mMan.endTurn); break;
    case lb::Fate::Lost: stamp = tr("Lost, turn %1").arg(mMan.endTurn); break;
    }
    if (!stamp.isEmpty()) {
        p.save();
        // Low on the card, where the spur order was: the record above stays legible.
        p.translate(QPointF(card.center().x(), card.bottom() - 30));
        p.rotate(-8);
        QFont f = heading;
        f.setPointSizeF(base.pointSizeF() * 1.35);
        p.setFont(f);
        const QFontMetricsF fm(f);
        const qreal w = fm.horizontalAdvance(stamp) + 20;
        QColor fill = stampColor;
        fill.setAlpha(28);
        p.setBrush(fill);
        p.setPen(QPen(stampColor, 2.2));
        const QRectF sr(-w / 2, -fm.height() / 2 - 4, w, fm.height() + 8);
        p.drawRoundedRect(sr, 4, 4);
        p.drawText(sr, Qt::AlignCenter, stamp);
        p.restore();
    }
}

} // namespace vedette

#include "tennysonvalley.h"

#include "rules/tennyson/board.h"
#include "rules/tennyson/regiment.h"

#include <QLinearGradient>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

using namespace Qt::StringLiterals;
namespace tennyson = vedette::rules::tennyson;
using tennyson::Board;
using tennyson::Decision;
using tennyson::Regiment;

namespace vedette {

namespace {
constexpr int kCells = Board::kGuns + 1; // the start line and sixteen bands
const QColor kHighlight(0xE0, 0xA8, 0x00);

std::size_t at(int index)
{
    return static_cast<std::size_t>(index);
}
} // namespace

TennysonValley::TennysonValley(QWidget *parent)
    : QWidget(parent)
{
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setAccessibleName(tr("The valley"));
}

QColor TennysonValley::regimentColor(int regiment)
{
    // Coat and facing colours as a referee might paint the stands; the 11th
    // Hussars in their cherry overalls.
    static const QColor colors[Regiment::kCount] = {QColor(0x2E, 0x5A, 0x88), QColor(0x3F, 0x7A, 0x4A),
                                                    QColor(0xA0, 0x28, 0x3C), QColor(0xB0, 0x84, 0x2C),
                                                    QColor(0x33, 0x33, 0x3A)};
    return regiment >= 0 && regiment < Regiment::kCount ? colors[regiment] : QColor(Qt::gray);
}

QSize TennysonValley::sizeHint() const
{
    return {1180, 392};
}

QSize TennysonValley::minimumSizeHint() const
{
    return {820, 392};
}

void TennysonValley::setState(const tennyson::GameState &state)
{
    mState = state;
    update();
}

void TennysonValley::setChoice(const Decision &decision)
{
    mChoice = decision;
    if (mChoice.kind == Decision::Kind::PlayCard)
        mChoice = Decision{};
    mHover = -1;
    setCursor(mChoice.kind == Decision::Kind::None ? Qt::ArrowCursor : Qt::PointingHandCursor);
    update();
}

TennysonValley::Layout TennysonValley::layout() const
{
    Layout l{};
    l.nameWidth = 176;
    l.gunsWidth = 112;
    l.cell = (width() - l.nameWidth - l.gunsWidth) / kCells;
    l.top = 26;
    l.flank = 52;
    l.lane = 48;
    l.lanesTop = l.top + l.flank;
    l.lanesBottom = l.lanesTop + Regiment::kCount * l.lane;
    l.bottom = l.lanesBottom + l.flank;
    return l;
}

qreal TennysonValley::cellLeft(int position) const
{
    const Layout l = layout();
    return l.nameWidth + position * l.cell;
}

QRectF TennysonValley::laneRect(int regiment) const
{
    const Layout l = layout();
    return QRectF(0, l.lanesTop + regiment * l.lane, width(), l.lane);
}

QRectF TennysonValley::tokenRect(int regiment) const
{
    const Layout l = layout();
    const QRectF lane = laneRect(regiment);
    const qreal x = cellLeft(mState.position[at(regiment)]);
    return QRectF(x + 2, lane.top() + 4, l.cell - 4, lane.height() - 8);
}

QRectF TennysonValley::slotRect(int slot) const
{
    const Layout l = layout();
    if (Board::isFrontal(slot)) {
        const qreal band = (l.lanesBottom - l.lanesTop) / 3.0;
        const qreal x = l.nameWidth + kCells * l.cell + 12;
        return QRectF(x, l.lanesTop + slot * band + (band - 58) / 2, l.gunsWidth - 24, 58);
    }
    const int sector = Board::slotSector(slot);
    const qreal left = cellLeft(4 * sector - 3);
    const qreal w = 4 * l.cell;
    const qreal y = Board::isLeft(slot) ? l.top : l.lanesBottom;
    return QRectF(left + w * 0.2, y + 6, w * 0.6, l.flank - 12);
}

qreal TennysonValley::cossacksX() const
{
    return cellLeft(std::max(0, mState.cossacks)) + 1;
}

QRectF TennysonValley::cossacksRect() const
{
    const Layout l = layout();
    return QRectF(cossacksX() - 12, l.lanesTop, 24, l.lanesBottom - l.lanesTop);
}

bool TennysonValley::isRegimentChoice() const
{
    return mChoice.kind == Decision::Kind::RetireRegiment || mChoice.kind == Decision::Kind::FireOnRegiment;
}

int TennysonValley::optionAt(const QPointF &point) const
{
    if (mChoice.kind == Decision::Kind::None)
        return -1;
    if (isRegimentChoice()) {
        for (int option : mChoice.options) {
            if (laneRect(option).contains(point))
                return option;
        }
        return -1;
    }
    for (int option : mChoice.options) {
        if (option == Board::kCossacks ? cossacksRect().contains(point) : slotRect(option).contains(point))
            return option;
    }
    return -1;
}

void TennysonValley::mousePressEvent(QMouseEvent *event)
{
    const int option = optionAt(event->position());
    if (option >= 0 && event->button() == Qt::LeftButton)
        emit optionClicked(option);
    QWidget::mousePressEvent(event);
}

void TennysonValley::mouseMoveEvent(QMouseEvent *event)
{
    const int option = optionAt(event->position());
    if (option != mHover) {
        mHover = option;
        update();
    }
    QWidget::mouseMoveEvent(event);
}

void TennysonValley::leaveEvent(QEvent *event)
{
    mHover = -1;
    update();
    QWidget::leaveEvent(event);
}

void TennysonValley::paintBattery(QPainter &p, const QRectF &rect, bool present, bool option, bool hovered,
                                  const QString &label) const
{
    p.save();
    if (hovered)
        p.fillRect(rect.adjusted(-3, -3, 3, 3), QColor(kHighlight.red(), kHighlight.green(), kHighlight.blue(), 90));
    if (present) {
        // A field gun: barrel pointing up the valley, one wheel, the trail.
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0x3A, 0x2E, 0x22, 40));
        p.drawRoundedRect(rect, 6, 6);
        const QPointF c(rect.center().x() + rect.width() * 0.08, rect.center().y() - 4);
        const qreal s = std::min(rect.height(), rect.width()) * 0.42;
        p.setBrush(QColor(0x2B, 0x2B, 0x2B));
        QPainterPath barrel;
        barrel.addRoundedRect(QRectF(c.x() - s * 1.5, c.y() - s * 0.18, s * 1.7, s * 0.36), 3, 3);
        p.drawPath(barrel);
        p.setBrush(QColor(0x6B, 0x4A, 0x2A));
        p.drawRect(QRectF(c.x(), c.y() - s * 0.1, s * 0.9, s * 0.2));
        p.setPen(QPen(QColor(0x4A, 0x33, 0x1C), 2));
        p.setBrush(QColor(0x8A, 0x62, 0x38));
        p.drawEllipse(QPointF(c.x() - s * 0.2, c.y() + s * 0.2), s * 0.42, s * 0.42);
    } else {
        p.setPen(QPen(QColor(0x5A, 0x4A, 0x36, 140), 1.2, Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(rect, 6, 6);
    }
    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * 0.8);
    p.setFont(f);
    p.setPen(present ? QColor(0x20, 0x18, 0x10) : QColor(0x5A, 0x4A, 0x36, 170));
    p.drawText(rect.adjusted(2, 0, -2, -1), Qt::AlignBottom | Qt::AlignHCenter, label);
    if (option) {
        p.setPen(QPen(kHighlight, 3));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 7, 7);
    }
    p.restore();
}

void TennysonValley::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const Layout l = layout();
    const qreal right = cellLeft(kCells);

    p.fillRect(rect(), palette().window());

    // The valley floor, greener at the start line, dustier towards the guns.
    QLinearGradient floor(cellLeft(0), 0, right, 0);
    floor.setColorAt(0, QColor(0xCF, 0xCF, 0x9A));
    floor.setColorAt(1, QColor(0xD9, 0xC2, 0x8E));
    p.fillRect(QRectF(cellLeft(0), l.lanesTop, right - cellLeft(0), l.lanesBottom - l.lanesTop), floor);
    // The heights on either flank.
    const QColor heights(0xA8, 0x9A, 0x6A);
    p.fillRect(QRectF(cellLeft(0), l.top, right - cellLeft(0), l.flank), heights.lighter(118));
    p.fillRect(QRectF(cellLeft(0), l.lanesBottom, right - cellLeft(0), l.flank), heights.lighter(118));
    // Sectors alternate in shade; sectors 3 and 4 have flank batteries.
    for (int s = 1; s <= Board::kSectors; ++s) {
        const QRectF band(cellLeft(4 * s - 3), l.top, 4 * l.cell, l.bottom - l.top);
        if (s % 2 == 0)
            p.fillRect(band, QColor(0, 0, 0, 14));
        p.setPen(QColor(0x4A, 0x40, 0x2C));
        QFont f = font();
        f.setBold(true);
        p.setFont(f);
        p.drawText(QRectF(band.left(), 0, band.width(), l.top), Qt::AlignCenter, tr("Sector %1").arg(s));
    }
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.82);
    p.setFont(small);
    p.setPen(QColor(0x4A, 0x40, 0x2C, 200));
    p.drawText(QRectF(cellLeft(1), l.top, 8 * l.cell, l.flank), Qt::AlignCenter | Qt::TextWordWrap,
               tr("Left flank: Fedioukine Heights"));
    p.drawText(QRectF(cellLeft(1), l.lanesBottom, 8 * l.cell, l.flank), Qt::AlignCenter | Qt::TextWordWrap,
               tr("Right flank: Causeway Heights"));

    // Band lines, band numbers below.
    for (int c = 0; c <= kCells; ++c) {
        const qreal x = cellLeft(c);
        const bool sectorEdge = c == 1 || (c - 1) % 4 == 0;
        p.setPen(QPen(QColor(0x5A, 0x4A, 0x36, sectorEdge ? 150 : 60), sectorEdge ? 1.5 : 1));
        p.drawLine(QPointF(x, sectorEdge ? l.top : l.lanesTop), QPointF(x, sectorEdge ? l.bottom : l.lanesBottom));
    }
    p.setPen(QColor(0x4A, 0x40, 0x2C));
    for (int c = 0; c < kCells; ++c) {
        const QRectF num(cellLeft(c), l.bottom, l.cell, height() - l.bottom);
        p.drawText(num, Qt::AlignCenter, c == 0 ? tr("start") : QString::number(c));
    }
    p.drawText(QRectF(right, l.bottom, l.gunsWidth, height() - l.bottom), Qt::AlignCenter, tr("½ league a band"));
    // The start line.
    p.setPen(QPen(QColor(0xF5, 0xF0, 0xE0), 3, Qt::DashLine));
    p.drawLine(QPointF(cellLeft(1) - 1, l.lanesTop), QPointF(cellLeft(1) - 1, l.lanesBottom));

    // The guns at the end of the valley.
    const QRectF guns(right, l.top, l.gunsWidth, l.bottom - l.top);
    QLinearGradient smoke(guns.topLeft(), guns.topRight());
    smoke.setColorAt(0, QColor(0x9C, 0x8A, 0x6C));
    smoke.setColorAt(1, QColor(0x7A, 0x68, 0x50));
    p.fillRect(guns, smoke);
    QFont bold = font();
    bold.setBold(true);
    p.setFont(bold);
    p.setPen(QColor(0xFA, 0xF4, 0xE4));
    p.drawText(QRectF(guns.left(), l.top, guns.width(), l.flank), Qt::AlignCenter, tr("The guns"));

    const bool slotChoice = mChoice.kind == Decision::Kind::FlankPosition || mChoice.kind == Decision::Kind::Remove;
    for (int slot = 0; slot < Board::kSlots; ++slot) {
        const bool present = mState.battery[at(slot)] != Board::kEmpty;
        const bool option = slotChoice && mChoice.options.contains(slot);
        const QString label = Board::isFrontal(slot) ? tr("Front %1").arg(slot + 1)
                                                     : tr("Sector %1").arg(Board::slotSector(slot));
        paintBattery(p, slotRect(slot), present, option, option && mHover == slot, label);
    }

    // Lanes: the regiment's name and strength on the left, its stands in the valley.
    for (int r = 0; r < Regiment::kCount; ++r) {
        const QRectF lane = laneRect(r);
        const QColor color = regimentColor(r);
        const bool alive = mState.alive(r);
        const bool current = mState.current == r && mState.phase != tennyson::GameState::Phase::Over;
        if (current)
            p.fillRect(QRectF(0, lane.top(), l.nameWidth - 4, lane.height()), QColor(color.red(), color.green(), color.blue(), 36));
        p.setPen(QPen(QColor(color.red(), color.green(), color.blue(), 70), 1, Qt::DotLine));
        p.drawLine(QPointF(cellLeft(0), lane.center().y()), QPointF(right, lane.center().y()));

        QFont name = font();
        name.setBold(current);
        name.setStrikeOut(!alive);
        p.setFont(name);
        p.setPen(alive ? color.darker(115) : QColor(Qt::gray));
        const QRectF text(10, lane.top() + 3, l.nameWidth - 16, lane.height() / 2);
        p.drawText(text, Qt::AlignLeft | Qt::AlignVCenter, (current ? u"\u25B6 "_s : QString()) + Regiment::name(r));
        p.setFont(small);
        p.setPen(palette().color(QPalette::WindowText));
        const QString strength = alive ? tr("stands: %1 of 6").arg(mState.stands[at(r)]) : tr("destroyed");
        const QString where = alive ? u" \u00B7 "_s + (mState.position[at(r)] == 0 ? tr("start line")
                                                                                    : tr("band %1").arg(mState.position[at(r)]))
                                    : QString();
        p.drawText(QRectF(10, lane.center().y(), l.nameWidth - 16, lane.height() / 2 - 3), Qt::AlignLeft | Qt::AlignVCenter,
                   strength + where);

        // The regiment's token: its id and one pip per half squadron.
        const QRectF token = tokenRect(r);
        p.setPen(QPen(alive ? color.darker(140) : QColor(Qt::darkGray), 1.5));
        p.setBrush(alive ? color : QColor(0xB0, 0xB0, 0xB0));
        p.drawRoundedRect(token, 6, 6);
        QFont idFont = font();
        idFont.setBold(true);
        idFont.setPointSizeF(idFont.pointSizeF() * 0.85);
        p.setFont(idFont);
        p.setPen(Qt::white);
        p.drawText(QRectF(token.left(), token.top() + 1, token.width(), token.height() * 0.5), Qt::AlignCenter,
                   alive ? Regiment::id(r) : u"\u2715"_s);
        const qreal pip = std::min(token.width() / 8.5, 5.5);
        const qreal pipsLeft = token.center().x() - 3 * pip * 1.35 + pip * 0.675;
        for (int s = 0; s < Regiment::kStands; ++s) {
            const QPointF c(pipsLeft + s * pip * 1.35, token.bottom() - token.height() * 0.27);
            p.setPen(QPen(Qt::white, 1));
            p.setBrush(s < mState.stands[at(r)] ? QBrush(Qt::white) : QBrush(Qt::NoBrush));
            p.drawEllipse(c, pip * 0.5, pip * 0.5);
        }

        if (isRegimentChoice() && mChoice.options.contains(r)) {
            if (mHover == r)
                p.fillRect(lane, QColor(kHighlight.red(), kHighlight.green(), kHighlight.blue(), 60));
            p.setPen(QPen(kHighlight, 3));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(token.adjusted(-3, -3, 3, 3), 8, 8);
        }
    }

    // The Cossacks, half a band behind the rearmost regiment when placed.
    if (mState.cossacks >= 0) {
        const qreal x = cossacksX();
        const bool option = mChoice.kind == Decision::Kind::Remove && mChoice.options.contains(Board::kCossacks);
        if (option && mHover == Board::kCossacks)
            p.fillRect(cossacksRect(), QColor(kHighlight.red(), kHighlight.green(), kHighlight.blue(), 90));
        p.setPen(QPen(QColor(0xB0, 0x1E, 0x1E), 3, Qt::DashDotLine));
        p.drawLine(QPointF(x, l.lanesTop), QPointF(x, l.lanesBottom));
        QFont f = font();
        f.setBold(true);
        f.setPointSizeF(f.pointSizeF() * 0.8);
        p.setFont(f);
        const QString label = tr("Cossacks");
        const qreal w = QFontMetricsF(f).horizontalAdvance(label) + 12;
        const QRectF badge(std::max(cellLeft(0), x - w / 2), l.lanesTop - 20, w, 18);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0xB0, 0x1E, 0x1E));
        p.drawRoundedRect(badge, 4, 4);
        p.setPen(Qt::white);
        p.drawText(badge, Qt::AlignCenter, label);
        if (option) {
            p.setPen(QPen(kHighlight, 3));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(cossacksRect(), 5, 5);
        }
    }
}

} // namespace vedette

#include "lightbrigadetrack.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>

using namespace Qt::StringLiterals;
namespace lb = vedette::rules::lightbrigade;

namespace vedette {

namespace {

const QColor kGrass(0xd9, 0xd3, 0xa8);
const QColor kGrassDark(0xc4, 0xbc, 0x8c);
const QColor kInk(0x3a, 0x2c, 0x1c);
const QColor kBritish(0x1f, 0x3f, 0x8a);
const QColor kRussian(0x2f, 0x4a, 0x2a);

QColor statusColor(lb::BreakStatus s)
{
    switch (s) {
    case lb::BreakStatus::None: return QColor(0xf0, 0xe6, 0xc8);
    case lb::BreakStatus::Hurried: return QColor(0xe0, 0x8a, 0x1e);
    case lb::BreakStatus::Hesitant: return QColor(0xd9, 0xc2, 0x2a);
    case lb::BreakStatus::Retreating: return QColor(0xc0, 0x2a, 0x22);
    }
    return Qt::white;
}

void drawCannon(QPainter &p, QPointF at, qreal scale)
{
    p.save();
    p.translate(at);
    p.scale(scale, scale);
    p.setPen(QPen(QColor(0x22, 0x22, 0x22), 1.2));
    p.setBrush(QColor(0x44, 0x44, 0x44));
    // Barrel pointing left, toward the charge.
    QPainterPath barrel;
    barrel.moveTo(-16, -3);
    barrel.lineTo(6, -5);
    barrel.lineTo(6, 3);
    barrel.lineTo(-16, 1);
    barrel.closeSubpath();
    p.drawPath(barrel);
    p.setBrush(QColor(0x7a, 0x4e, 0x24));
    p.drawEllipse(QPointF(2, 4), 6, 6);
    p.setBrush(QColor(0x22, 0x22, 0x22));
    p.drawEllipse(QPointF(2, 4), 1.5, 1.5);
    p.restore();
}

} // namespace

LightBrigadeTrack::LightBrigadeTrack(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"lightBrigadeTrack"_s);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setMinimumHeight(170);
}

void LightBrigadeTrack::setGame(const lb::Game &game)
{
    mGame = game;
    update();
}

void LightBrigadeTrack::setCurrent(qsizetype man)
{
    mCurrent = man;
    update();
}

QString LightBrigadeTrack::markerText(const lb::Game &game, qsizetype index)
{
    switch (game.man(index).role) {
    case lb::Role::Captain: return tr("C", "Captain's marker");
    case lb::Role::Trumpeter: return tr("T", "Trumpeter's marker");
    case lb::Role::Rider: return QString::number(index - 1);
    case lb::Role::Straggler: return tr("S%1", "straggler's marker").arg(index - 11);
    }
    return {};
}

QRectF LightBrigadeTrack::fieldRect() const
{
    const QRectF area = QRectF(rect()).adjusted(6, 4, -6, -4);
    const qreal header = 22;
    return QRectF(area.left(), area.top() + header, area.width(), area.height() - header - 18);
}

qreal LightBrigadeTrack::markerRadius(qreal cell, qreal fieldHeight) const
{
    // Riders stand two abreast: the space with most of them decides how
    // small the discs must be for the last (9 and 10 at the start) to show.
    QList<int> stacked(lb::Game::kBattery + 1, 0);
    int most = 1;
    for (qsizetype i = 0; i < mGame.size(); ++i) {
        const lb::Man &m = mGame.man(i);
        if (m.fate == lb::Fate::Killed || !m.rides())
            continue;
        most = std::max(most, ++stacked[std::clamp(m.space, 0, lb::Game::kBattery)]);
    }
    const int rows = (most + 1) / 2;
    const qreal fits = (fieldHeight - 24 - 3.0 * rows) / (2.0 * rows);
    return std::max(4.0, std::min({cell / 4.2, 11.0, fits}));
}

QPointF LightBrigadeTrack::markerCentre(qsizetype index, qreal cell, const QRectF &field, qreal radius) const
{
    const lb::Man &me = mGame.man(index);
    const int s = std::clamp(me.space, 0, lb::Game::kBattery);
    int n = 0;
    for (qsizetype i = 0; i < index; ++i) {
        const lb::Man &m = mGame.man(i);
        n += m.fate != lb::Fate::Killed && m.rides() && std::clamp(m.space, 0, lb::Game::kBattery) == s ? 1 : 0;
    }
    const qreal cx = field.left() + s * cell + cell / 2;
    const int column = n % 2;
    const int row = n / 2;
    return QPointF(cx + (column == 0 ? -radius - 1 : radius + 1), field.top() + 22 + radius + row * (2 * radius + 3));
}

QRectF LightBrigadeTrack::markerRect(qsizetype index) const
{
    if (index < 0 || index >= mGame.size())
        return {};
    const lb::Man &m = mGame.man(index);
    if (m.fate == lb::Fate::Killed || !m.rides())
        return {};
    const QRectF field = fieldRect();
    const qreal cell = field.width() / (lb::Game::kBattery + 1);
    const qreal radius = markerRadius(cell, field.height());
    const QPointF c = markerCentre(index, cell, field, radius);
    return QRectF(c.x() - radius, c.y() - radius, 2 * radius, 2 * radius);
}

void LightBrigadeTrack::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF area = QRectF(rect()).adjusted(6, 4, -6, -4);
    const int spaces = lb::Game::kBattery + 1; // 0..20
    const qreal header = 22;
    const qreal cell = area.width() / spaces;
    const QRectF field(area.left(), area.top() + header, area.width(), area.height() - header - 18);

    QFont small = font();
    small.setPointSizeF(font().pointSizeF() * 0.85);
    QFont bold = font();
    bold.setBold(true);

    // Ground: alternate bands, lines at 0 and 20 in their colours.
    for (int s = 0; s < spaces; ++s) {
        const QRectF c(field.left() + s * cell, field.top(), cell, field.height());
        QColor g = (s % 2) ? kGrass : kGrassDark;
        if (s >= 1 && s <= 12)
            g = g.lighter(104);
        if (s >= 17 && s <= 19)
            g = g.darker(104);
        p.fillRect(c, g);
        if (s == 0)
            p.fillRect(c, QColor(0x1f, 0x3f, 0x8a, 40));
        if (s == lb::Game::kBattery)
            p.fillRect(c, QColor(0x5a, 0x3a, 0x2a, 60));
        p.setPen(kInk);
        p.setFont(small);
        p.drawText(QRectF(c.left(), field.bottom() + 1, c.width(), 16), Qt::AlignCenter, QString::number(s));
    }
    p.setPen(QPen(kInk, 1));
    p.setBrush(Qt::NoBrush);
    p.drawRect(field);

    // Headings: who is where, and which way the troop rides.
    p.setFont(bold);
    p.setPen(kBritish);
    p.drawText(QRectF(area.left(), area.top(), cell * 4, header), Qt::AlignLeft | Qt::AlignVCenter, tr("British lines"));
    p.setPen(kRussian);
    p.drawText(QRectF(area.right() - cell * 4, area.top(), cell * 4, header), Qt::AlignRight | Qt::AlignVCenter, tr("Russian battery"));
    p.setPen(kInk);
    // Between turns the heading names the turn about to be played.
    const int turn = mGame.phase() == lb::Phase::TurnStart ? mGame.turn() + 1 : mGame.turn();
    const int first = mGame.firstArrivalTurn();
    const int meleeTurn = first > 0 && turn > first && turn <= first + lb::Game::kMeleeTurns ? turn - first : 0;
    const bool approach = first == 0 || turn <= first + lb::Game::kMeleeTurns;
    QString heading;
    if (mGame.phase() == lb::Phase::Setup)
        heading = tr("Forming up");
    else if (mGame.isOver())
        heading = tr("The charge is over");
    else if (meleeTurn > 0)
        heading = tr("Turn %1 · melee turn %2 of 5").arg(turn).arg(meleeTurn);
    else if (approach)
        heading = tr("Turn %1 · the charge  →").arg(turn);
    else
        heading = tr("←  the ride back · turn %1").arg(turn);
    p.drawText(QRectF(area.left(), area.top(), area.width(), header), Qt::AlignCenter, heading);
    // Cannon bands (+2 to the cannon roll in 1-12, -2 in 17-19).
    p.setFont(small);
    p.setPen(QColor(0x6a, 0x5a, 0x40));
    p.drawText(QRectF(field.left() + cell, field.top() + 1, cell * 12, 14), Qt::AlignCenter, tr("cannon table +2"));
    p.drawText(QRectF(field.left() + cell * 17, field.top() + 1, cell * 3, 14), Qt::AlignCenter, tr("cannon −2"));
    if (mGame.settings().frontRank)
        p.drawText(QRectF(field.left() + cell * 13, field.top() + 1, cell * 4, 14), Qt::AlignCenter, tr("front rank"));

    drawCannon(p, QPointF(field.left() + cell * 20.5, field.top() + 28), cell / 34.0 + 0.35);
    drawCannon(p, QPointF(field.left() + cell * 20.5, field.bottom() - 14), cell / 34.0 + 0.35);

    // Markers: riders stacked in two columns per space.
    const qreal radius = markerRadius(cell, field.height());
    QList<int> fallen(spaces, 0);
    QFont markerFont = small;
    markerFont.setBold(true);
    markerFont.setPixelSize(std::max(7, int(radius * 1.15)));
    for (qsizetype i = 0; i < mGame.size(); ++i) {
        const lb::Man &m = mGame.man(i);
        const int s = std::clamp(m.space, 0, lb::Game::kBattery);
        const qreal cx = field.left() + s * cell + cell / 2;
        if (m.fate == lb::Fate::Killed) {
            const int k = fallen[s]++;
            const QPointF at(cx - cell / 3 + (k % 3) * cell / 3, field.bottom() - 10 - (k / 3) * 10);
            p.setPen(QPen(QColor(0x70, 0x66, 0x58), 2));
            p.drawLine(at + QPointF(-4, -4), at + QPointF(4, 4));
            p.drawLine(at + QPointF(-4, 4), at + QPointF(4, -4));
            continue;
        }
        if (!m.rides())
            continue;
        const QPointF center = markerCentre(i, cell, field, radius);
        p.setPen(QPen(i == mCurrent ? QColor(0xff, 0xc4, 0x20) : statusColor(m.status), i == mCurrent ? 3.5 : 2.6));
        p.setBrush(m.isStraggler() ? QColor(0x5a, 0x6e, 0x9a) : kBritish);
        p.drawEllipse(center, radius, radius);
        p.setPen(Qt::white);
        p.setFont(markerFont);
        p.drawText(QRectF(center.x() - radius, center.y() - radius, 2 * radius, 2 * radius), Qt::AlignCenter, markerText(mGame, i));
        if (m.blown) {
            p.setPen(Qt::NoPen);
            p.setBrush(QColor(0xc0, 0x2a, 0x22));
            p.drawEllipse(center + QPointF(radius * 0.75, -radius * 0.75), 3, 3);
        }
        // Passengers ride on his marker.
        int passengers = 0;
        for (qsizetype j = 12; j < mGame.size(); ++j) {
            if (mGame.man(j).carrier == i && mGame.man(j).inPlay())
                ++passengers;
        }
        for (int k = 0; k < passengers; ++k) {
            p.setPen(QPen(Qt::white, 1));
            p.setBrush(QColor(0x5a, 0x6e, 0x9a));
            p.drawEllipse(center + QPointF(-radius * 0.8 + k * 5, radius * 0.85), 3.5, 3.5);
        }
    }

    // Home: how many are safely back.
    int home = 0;
    for (const lb::Man &m : mGame.men())
        home += m.fate == lb::Fate::Home ? 1 : 0;
    if (home > 0) {
        p.setPen(QColor(0x2f, 0x6b, 0x2f));
        p.setFont(bold);
        p.drawText(QRectF(field.left(), field.bottom() - 40, cell, 36), Qt::AlignCenter | Qt::TextWordWrap, tr("%n home", nullptr, home));
    }
}

} // namespace vedette

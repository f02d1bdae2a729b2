#include "chargelineitem.h"

#include "scene/tablescene.h"
#include "table/geometry.h"
#include "table/scenario.h"

#include <QCoreApplication>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <array>
#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace vedette {

namespace {

// mm round the line kept for the label, which keeps its size on screen: room
// for it at the smallest zoom a whole table is shown at.
constexpr double kLabelRoom = 700.0;
constexpr int kFireSteps = 4;        // Brown halts the charge at 4" and closes an inch at a time

const QColor kInk(0x3a, 0x24, 0x14);      // iron-gall brown of the map's hand
const QColor kRefused(0xb8, 0x1d, 0x13);  // vermilion, as the rest of the table warns
const QColor kPaper(0xfb, 0xf4, 0xdc, 235);

QPointF closestOnSegment(QPointF p, QPointF a, QPointF b)
{
    const QPointF ab = b - a;
    const double len2 = QPointF::dotProduct(ab, ab);
    const double t = len2 > 0 ? std::clamp(QPointF::dotProduct(p - a, ab) / len2, 0.0, 1.0) : 0.0;
    return a + ab * t;
}

QPointF closestOnBases(QPointF p, const table::Footprint &target, double *distance)
{
    double best = std::numeric_limits<double>::infinity();
    QPointF result = target.centre();
    for (const table::Base &b : target.bases()) {
        const auto c = b.rect.corners();
        for (int i = 0; i < 4; ++i) {
            const QPointF q = closestOnSegment(p, c[i], c[(i + 1) % 4]);
            const double d = QLineF(p, q).length();
            if (d < best) {
                best = d;
                result = q;
            }
        }
    }
    *distance = best;
    return result;
}

// From the attacker's front edge to the nearest point of the target. Where
// a stretch of the front is equally near (units squarely facing), the line
// leaves from the middle of that stretch, as a charge would run.
QLineF frontToTarget(QPointF frontLeft, QPointF frontRight, const table::Footprint &target)
{
    constexpr int samples = 64;
    constexpr double tie = 0.05; // mm
    std::array<double, samples + 1> d{};
    double best = std::numeric_limits<double>::infinity();
    for (int i = 0; i <= samples; ++i) {
        closestOnBases(frontLeft + (frontRight - frontLeft) * (double(i) / samples), target, &d[i]);
        best = std::min(best, d[i]);
    }
    int first = samples;
    int last = 0;
    for (int i = 0; i <= samples; ++i) {
        if (d[i] <= best + tie) {
            first = std::min(first, i);
            last = std::max(last, i);
        }
    }
    // Refine a single nearest sample: the true nearest point lies within a sample of it.
    double t = (first + last) / (2.0 * samples);
    if (first == last) {
        double lo = std::max(0.0, (first - 1.0) / samples);
        double hi = std::min(1.0, (first + 1.0) / samples);
        for (int k = 0; k < 40; ++k) {
            const double m1 = lo + (hi - lo) / 3.0;
            const double m2 = hi - (hi - lo) / 3.0;
            double d1 = 0.0;
            double d2 = 0.0;
            closestOnBases(frontLeft + (frontRight - frontLeft) * m1, target, &d1);
            closestOnBases(frontLeft + (frontRight - frontLeft) * m2, target, &d2);
            if (d1 < d2)
                hi = m2;
            else
                lo = m1;
        }
        t = (lo + hi) / 2.0;
    }
    const QPointF from = frontLeft + (frontRight - frontLeft) * t;
    double ignored = 0.0;
    return QLineF(from, closestOnBases(from, target, &ignored));
}

// Where a label of `size` pixels sits beside a point, off to the side of
// `normal`, so it never lies across the line.
QRectF besideLine(QPointF normal, QSizeF size, double gap)
{
    const double reach = std::abs(normal.x()) * size.width() / 2 + std::abs(normal.y()) * size.height() / 2 + gap;
    const QPointF centre = normal * reach;
    return QRectF(centre.x() - size.width() / 2, centre.y() - size.height() / 2, size.width(), size.height());
}

} // namespace

ChargeLineItem::ChargeLineItem(TableScene *scene)
    : mTableScene(scene)
{
    // With the rulers, above units and fog: it is the referee's own mark.
    setZValue(TableScene::RulerLayer);
    setAcceptHoverEvents(true);
}

void ChargeLineItem::setUnits(const QString &attackerId, const QString &targetId)
{
    mAttackerId = attackerId;
    mTargetId = targetId;
    sync();
}

void ChargeLineItem::setRefusal(const QString &reason)
{
    mRefusal = reason;
    setToolTip(reason);
    update();
}

bool ChargeLineItem::sync()
{
    const table::Scenario &scenario = mTableScene->scenario();
    const table::Unit *a = scenario.unit(mAttackerId);
    const table::Unit *t = scenario.unit(mTargetId);
    prepareGeometryChange();
    if (!a || !t || a == t || !a->isOnTable() || !t->isOnTable()) {
        mLine = QLineF();
        mDistanceMm = 0.0;
        setVisible(false);
        return false;
    }
    const table::Footprint fa = scenario.footprint(*a);
    const table::Footprint ft = scenario.footprint(*t);
    mAttackerName = a->name();
    mTargetName = t->name();
    mDistanceMm = table::geometry::edgeDistance(fa, ft).mm();
    const table::OrientedRect &outline = fa.outline();
    mLine = frontToTarget(outline.corner(table::OrientedRect::FrontLeft),
                          outline.corner(table::OrientedRect::FrontRight), ft);
    setVisible(true);
    update();
    return true;
}

QString ChargeLineItem::labelText() const
{
    return QCoreApplication::translate("vedette::ChargeLineItem", "%1 to %2: %3")
        .arg(mAttackerName, mTargetName, mTableScene->formatDistance(mDistanceMm));
}

QList<double> ChargeLineItem::tickDistancesMm() const
{
    QList<double> ticks;
    const double length = mLine.length();
    for (int inches = kFireSteps; inches >= 1; --inches) {
        const double mm = table::Length::fromInches(inches).mm();
        if (mm < length)
            ticks.append(mm);
    }
    return ticks;
}

QRectF ChargeLineItem::boundingRect() const
{
    return QRectF(mLine.p1(), mLine.p2()).normalized().adjusted(-kLabelRoom, -kLabelRoom, kLabelRoom, kLabelRoom);
}

QPainterPath ChargeLineItem::shape() const
{
    QPainterPath path;
    path.moveTo(mLine.p1());
    path.lineTo(mLine.p2());
    QPainterPathStroker stroker;
    stroker.setWidth(6.0);
    return stroker.createStroke(path);
}

void ChargeLineItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    if (mLine.isNull())
        return;
    const double lod = std::max(option->levelOfDetailFromTransform(painter->worldTransform()), 1e-3);
    const QColor ink = isRefused() ? kRefused : kInk;
    const double len = mLine.length();
    const QPointF dir = len > 0 ? (mLine.p2() - mLine.p1()) / len : QPointF(0, -1);
    const QPointF normal(-dir.y(), dir.x());
    painter->setRenderHint(QPainter::Antialiasing);

    // The line in cosmetic pens, so it reads the same at any zoom: a pale
    // halo under the ink keeps it legible over woods and units.
    QPen halo(kPaper, 5.0, Qt::SolidLine, Qt::RoundCap);
    halo.setCosmetic(true);
    painter->setPen(halo);
    painter->drawLine(mLine);
    QPen pen(ink, 2.0, isRefused() ? Qt::DashLine : Qt::SolidLine, Qt::RoundCap);
    pen.setCosmetic(true);
    painter->setPen(pen);
    painter->drawLine(mLine);

    // An engraved arrowhead at the target, sized on screen.
    const double head = 12.0 / lod;
    const QPointF tip = mLine.p2();
    QPolygonF arrow;
    arrow << tip << tip - dir * head + normal * head * 0.4 << tip - dir * head * 0.7
          << tip - dir * head - normal * head * 0.4;
    QPen outline(ink, 1.0);
    outline.setCosmetic(true);
    painter->setPen(outline);
    painter->setBrush(ink);
    if (len > head)
        painter->drawPolygon(arrow);
    // The attacker's end: a small open ring on its front edge.
    painter->setBrush(kPaper);
    painter->drawEllipse(mLine.p1(), 3.5 / lod, 3.5 / lod);

    // Fire-discipline marks counted back from the target: the 4" mark long
    // and numbered, the inches inside it short.
    QFont small(u"serif"_s);
    small.setPixelSize(10);
    small.setItalic(true);
    const QFontMetricsF sfm(small);
    for (double mm : tickDistancesMm()) {
        const QPointF p = tip - dir * mm;
        const bool four = std::abs(mm - table::Length::fromInches(kFireSteps).mm()) < 1e-6;
        const double half = (four ? 9.0 : 5.0) / lod;
        QPen tick(ink, four ? 2.0 : 1.3);
        tick.setCosmetic(true);
        painter->setPen(tick);
        painter->drawLine(p - normal * half, p + normal * half);
        if (four) {
            painter->save();
            painter->translate(p + normal * half);
            painter->scale(1.0 / lod, 1.0 / lod);
            painter->setFont(small);
            const QString text = mTableScene->rulerLabel(mm);
            const QRectF box = besideLine(normal, QSizeF(sfm.horizontalAdvance(text) + 2, sfm.height()), 3.0);
            painter->setPen(ink);
            painter->drawText(box, Qt::AlignCenter, text);
            painter->restore();
        }
    }

    // The label, upright and the same size on screen, beside the middle of
    // the line on the other side from the 4" figure.
    painter->save();
    painter->translate(mLine.center());
    painter->scale(1.0 / lod, 1.0 / lod);
    QFont font(u"serif"_s);
    font.setPixelSize(13);
    font.setBold(true);
    painter->setFont(font);
    const QString text = labelText();
    const QFontMetricsF fm(font);
    const QRectF box = besideLine(-normal, QSizeF(fm.horizontalAdvance(text) + 14, fm.height() + 6), 8.0);
    QPen frame(ink, 1.0);
    painter->setPen(frame);
    painter->setBrush(kPaper);
    painter->drawRoundedRect(box, 3, 3);
    painter->drawText(box, Qt::AlignCenter, text);
    painter->restore();
}

} // namespace vedette

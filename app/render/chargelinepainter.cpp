#include "chargelinepainter.h"

#include "render/tableunits.h"
#include "table/geometry.h"
#include "table/scenario.h"

#include <QCoreApplication>
#include <QPainter>

#include <array>
#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace vedette::render {

namespace {

constexpr int kFireSteps = 4; // Brown halts the charge at 4" and closes an inch at a time

const QColor kInk(0x3a, 0x24, 0x14);     // iron-gall brown of the map's hand
const QColor kRefused(0xb8, 0x1d, 0x13); // vermilion, as the rest of the table warns
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

std::optional<ChargeLinePainter::Shape> ChargeLinePainter::prepare(const table::Scenario &scenario,
                                                                   const QString &attackerId,
                                                                   const QString &targetId, bool refused)
{
    const table::Unit *a = scenario.unit(attackerId);
    const table::Unit *t = scenario.unit(targetId);
    if (!a || !t || a == t || !a->isOnTable() || !t->isOnTable())
        return std::nullopt;
    const table::Footprint fa = scenario.footprint(*a);
    const table::Footprint ft = scenario.footprint(*t);
    Shape shape;
    shape.refused = refused;
    shape.distanceMm = table::geometry::edgeDistance(fa, ft).mm();
    const table::OrientedRect &outline = fa.outline();
    shape.line = frontToTarget(outline.corner(table::OrientedRect::FrontLeft),
                               outline.corner(table::OrientedRect::FrontRight), ft);
    const TableUnits units(scenario);
    shape.distanceLabel = units.distance(shape.distanceMm);
    shape.label = QCoreApplication::translate("vedette::ChargeLineItem", "%1 to %2: %3")
                      .arg(a->name(), t->name(), shape.distanceLabel);
    shape.fourInchLabel = units.rulerLabel(table::Length::fromInches(kFireSteps).mm());
    return shape;
}

QList<double> ChargeLinePainter::tickDistancesMm(const QLineF &line)
{
    QList<double> ticks;
    const double length = line.length();
    for (int inches = kFireSteps; inches >= 1; --inches) {
        const double mm = table::Length::fromInches(inches).mm();
        if (mm < length)
            ticks.append(mm);
    }
    return ticks;
}

QRectF ChargeLinePainter::bounds(const QLineF &line)
{
    return QRectF(line.p1(), line.p2()).normalized().adjusted(-labelRoom, -labelRoom, labelRoom, labelRoom);
}

void ChargeLinePainter::paint(QPainter *painter, const Shape &shape, const MarkScale &marks)
{
    const QLineF &line = shape.line;
    if (line.isNull())
        return;
    const double lod = marks.onScreen() ? std::max(MarkScale::levelOfDetail(painter->worldTransform()), 1e-3)
                                        : marks.marksPerMm(painter);
    const QColor ink = shape.refused ? kRefused : kInk;
    const double len = line.length();
    const QPointF dir = len > 0 ? (line.p2() - line.p1()) / len : QPointF(0, -1);
    const QPointF normal(-dir.y(), dir.x());
    painter->setRenderHint(QPainter::Antialiasing);

    // The line in mark-sized pens, so it reads the same at any zoom: a pale
    // halo under the ink keeps it legible over woods and units.
    painter->setPen(marks.pen(kPaper, 5.0, Qt::SolidLine, Qt::RoundCap));
    painter->drawLine(line);
    painter->setPen(marks.pen(ink, 2.0, shape.refused ? Qt::DashLine : Qt::SolidLine, Qt::RoundCap));
    painter->drawLine(line);

    // An engraved arrowhead at the target, sized on screen.
    const double head = 12.0 / lod;
    const QPointF tip = line.p2();
    QPolygonF arrow;
    arrow << tip << tip - dir * head + normal * head * 0.4 << tip - dir * head * 0.7
          << tip - dir * head - normal * head * 0.4;
    painter->setPen(marks.pen(ink, 1.0));
    painter->setBrush(ink);
    if (len > head)
        painter->drawPolygon(arrow);
    // The attacker's end: a small open ring on its front edge.
    painter->setBrush(kPaper);
    painter->drawEllipse(line.p1(), 3.5 / lod, 3.5 / lod);

    // Fire-discipline marks counted back from the target: the 4" mark long
    // and numbered, the inches inside it short.
    QFont small(u"serif"_s);
    small.setPixelSize(10);
    small.setItalic(true);
    const QFontMetricsF sfm(small);
    for (double mm : tickDistancesMm(line)) {
        const QPointF p = tip - dir * mm;
        const bool four = std::abs(mm - table::Length::fromInches(kFireSteps).mm()) < 1e-6;
        const double half = (four ? 9.0 : 5.0) / lod;
        painter->setPen(marks.pen(ink, four ? 2.0 : 1.3));
        painter->drawLine(p - normal * half, p + normal * half);
        if (four) {
            painter->save();
            painter->translate(p + normal * half);
            painter->scale(1.0 / lod, 1.0 / lod);
            painter->setFont(small);
            const QString &text = shape.fourInchLabel;
            const QRectF box = besideLine(normal, QSizeF(sfm.horizontalAdvance(text) + 2, sfm.height()), 3.0);
            painter->setPen(ink);
            painter->drawText(box, Qt::AlignCenter, text);
            painter->restore();
        }
    }

}

namespace {
QFont labelFont()
{
    QFont font(u"serif"_s);
    font.setPixelSize(13);
    font.setBold(true);
    return font;
}
} // namespace

QSizeF ChargeLinePainter::labelSize(const QString &text)
{
    const QFontMetricsF fm(labelFont());
    return QSizeF(fm.horizontalAdvance(text) + 14, fm.height() + 6);
}

void ChargeLinePainter::paintLabel(QPainter *painter, const Shape &shape, const QString &text, const QRectF &box)
{
    const QColor ink = shape.refused ? kRefused : kInk;
    painter->setFont(labelFont());
    painter->setPen(QPen(ink, 1.0));
    painter->setBrush(kPaper);
    painter->drawRoundedRect(box, 3, 3);
    painter->drawText(box, Qt::AlignCenter, text);
}

} // namespace vedette::render

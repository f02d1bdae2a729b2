#include "rulerpainter.h"

#include "render/tableunits.h"
#include "table/geometry.h"
#include "table/scenario.h"

#include <QCoreApplication>
#include <QPainter>

#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace vedette::render {

namespace {

// The translation context of this file, for Tr::tr() in free functions too
// (lupdate reads Tr::tr with this context; a free Tr::tr() helper it would not).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(vedette::RulerLayer)
};

QPointF closestOnSegment(QPointF p, QPointF a, QPointF b)
{
    const QPointF ab = b - a;
    const double len2 = QPointF::dotProduct(ab, ab);
    const double t = len2 > 0 ? std::clamp(QPointF::dotProduct(p - a, ab) / len2, 0.0, 1.0) : 0.0;
    return a + ab * t;
}

// The point of a unit's bases nearest to `p` (p itself when inside one).
QPointF closestOnFootprint(const table::Footprint &footprint, QPointF p)
{
    double best = std::numeric_limits<double>::infinity();
    QPointF result = footprint.centre();
    for (const table::Base &base : footprint.bases()) {
        const auto c = base.rect.corners();
        const QPolygonF outline{c[0], c[1], c[2], c[3]};
        if (outline.containsPoint(p, Qt::OddEvenFill))
            return p;
        for (int i = 0; i < 4; ++i) {
            const QPointF q = closestOnSegment(p, c[i], c[(i + 1) % 4]);
            const double d = QLineF(p, q).length();
            if (d < best) {
                best = d;
                result = q;
            }
        }
    }
    return result;
}

} // namespace

QString RulerPainter::labelText(const table::Scenario &scenario, QLineF line, const QString &caption,
                                const QString &note)
{
    QString text = TableUnits(scenario).distance(line.length());
    if (!caption.isEmpty())
        text = caption + u": "_s + text;
    if (!note.isEmpty())
        text += u" · "_s + note;
    return text;
}

RulerPainter::Shape RulerPainter::prepare(const table::Scenario &scenario, QLineF line, const QString &caption,
                                          const QString &note)
{
    Shape shape;
    shape.line = line;
    shape.label = labelText(scenario, line, caption, note);
    const TableUnits units(scenario);
    shape.unitMm = units.unitMm();
    shape.inches = units.isInch();
    return shape;
}

QRectF RulerPainter::bounds(const Shape &shape)
{
    return QRectF(shape.line.p1(), shape.line.p2()).normalized().adjusted(-labelRoom, -labelRoom, labelRoom, labelRoom);
}

void RulerPainter::paint(QPainter *painter, const Shape &shape, const MarkScale &marks)
{
    // Millimetres of table per mark pixel: the tape's band and label keep
    // their size on screen (or on paper).
    const double lod = marks.marksPerMm(painter);
    const QLineF &line = shape.line;
    const QColor ink = shape.warning ? QColor(0xc0, 0x1e, 0x12)
                                     : (shape.pinned ? QColor(0x1f, 0x3d, 0x63) : QColor(0x2b, 0x21, 0x18));
    const double len = line.length();
    const QPointF dir = len > 0 ? (line.p2() - line.p1()) / len : QPointF(1, 0);
    const QPointF normal(-dir.y(), dir.x());

    // The tape: a pale band with marks every unit, longer every 6" or 5 cm.
    const double band = std::max(2.2, 7.0 / lod);
    if (shape.highlighted) {
        // A soft glow along the tape shows which ruler Delete would remove.
        QPen glow(QColor(0xff, 0xc8, 0x40, 170), band + 2 * std::max(1.5, 5.0 / lod), Qt::SolidLine, Qt::RoundCap);
        painter->setPen(glow);
        painter->drawLine(line);
    }
    QPolygonF tape;
    tape << line.p1() + normal * band / 2 << line.p2() + normal * band / 2 << line.p2() - normal * band / 2
         << line.p1() - normal * band / 2;
    painter->setPen(QPen(ink, std::max(0.25, 1.0 / lod)));
    painter->setBrush(QColor(0xfb, 0xf4, 0xdc, 215));
    painter->drawPolygon(tape);
    const double unit = shape.unitMm;
    const int every = shape.inches ? 6 : 5;
    if (unit * lod >= 3.0) {
        int i = 1;
        for (double s = unit; s < len; s += unit, ++i) {
            const double tick = (i % every == 0 ? 1.0 : 0.5) * band;
            const QPointF p = line.p1() + dir * s;
            painter->drawLine(p - normal * band / 2, p - normal * band / 2 + normal * tick);
        }
    }
    painter->setBrush(ink);
    const double dot = std::max(0.8, 3.0 / lod);
    painter->drawEllipse(line.p1(), dot, dot);
    painter->drawEllipse(line.p2(), dot, dot);

    // The label, upright and at a fixed size on screen, by the middle.
    painter->save();
    painter->translate(line.center() + QPointF(0, -band));
    painter->scale(1.0 / lod, 1.0 / lod);
    QFont font(u"sans"_s);
    font.setPixelSize(13);
    font.setBold(true);
    painter->setFont(font);
    const QFontMetricsF fm(font);
    const QRectF box(-fm.horizontalAdvance(shape.label) / 2 - 6, -fm.height() - 8,
                     fm.horizontalAdvance(shape.label) + 12, fm.height() + 4);
    painter->setPen(QPen(ink, 1));
    painter->setBrush(QColor(0xfb, 0xf4, 0xdc, 235));
    painter->drawRoundedRect(box, 3, 3);
    painter->drawText(box, Qt::AlignCenter, shape.label);
    if (shape.pinned) {
        painter->setBrush(ink);
        painter->drawEllipse(QPointF(box.left(), box.top()), 3, 3);
    }
    painter->restore();
}

std::pair<QPointF, QPointF> RulerPainter::closestPoints(const table::Footprint &a, const table::Footprint &b)
{
    double best = std::numeric_limits<double>::infinity();
    std::pair<QPointF, QPointF> result{a.centre(), b.centre()};
    const auto consider = [&](QPointF p, QPointF q) {
        const double d = QLineF(p, q).length();
        if (d < best) {
            best = d;
            result = {p, q};
        }
    };
    for (const table::Base &ba : a.bases()) {
        const auto ca = ba.rect.corners();
        for (const table::Base &bb : b.bases()) {
            const auto cb = bb.rect.corners();
            for (int i = 0; i < 4; ++i) {
                for (int j = 0; j < 4; ++j) {
                    consider(ca[i], closestOnSegment(ca[i], cb[j], cb[(j + 1) % 4]));
                    consider(closestOnSegment(cb[i], ca[j], ca[(j + 1) % 4]), cb[i]);
                }
            }
        }
    }
    return result;
}

QLineF RulerPainter::pinnedLine(const table::Scenario &scenario, const table::PinnedRuler &ruler)
{
    // A unit taken off the table leaves the ruler its last point, as a removed one does.
    const auto placed = [&](const table::RulerEnd &end) -> const table::Unit * {
        const table::Unit *unit = end.onUnit() ? scenario.unit(end.unitId) : nullptr;
        return unit && unit->isOnTable() ? unit : nullptr;
    };
    const table::Unit *a = placed(ruler.from);
    const table::Unit *b = placed(ruler.to);
    if (a && b && a != b) {
        const table::Footprint fa = scenario.footprint(*a);
        const table::Footprint fb = scenario.footprint(*b);
        const auto [p, q] = closestPoints(fa, fb);
        // Touching or overlapping units are no distance apart.
        return QLineF(p, table::geometry::edgeDistance(fa, fb).mm() > 0 ? q : p);
    }
    if (a && !b)
        return QLineF(closestOnFootprint(scenario.footprint(*a), ruler.to.point), ruler.to.point);
    if (b && !a)
        return QLineF(ruler.from.point, closestOnFootprint(scenario.footprint(*b), ruler.from.point));
    return QLineF(ruler.from.point, ruler.to.point);
}

QString RulerPainter::pinnedCaption(const table::Scenario &scenario, const table::PinnedRuler &ruler)
{
    if (!ruler.label.isEmpty())
        return ruler.label;
    const table::Unit *a = ruler.from.onUnit() ? scenario.unit(ruler.from.unitId) : nullptr;
    const table::Unit *b = ruler.to.onUnit() ? scenario.unit(ruler.to.unitId) : nullptr;
    if (a && b)
        return Tr::tr("%1 to %2, edge to edge").arg(a->name(), b->name());
    if (a || b)
        return Tr::tr("from %1").arg((a ? a : b)->name());
    return {};
}

QString RulerPainter::pinnedNote(const table::Scenario &scenario, const table::PinnedRuler &ruler)
{
    const table::Unit *a = scenario.unit(ruler.from.unitId);
    const table::Unit *b = scenario.unit(ruler.to.unitId);
    if (!a || !b || !a->isOnTable() || !b->isOnTable())
        return {};
    const table::Length centres = table::geometry::centreDistance(scenario.footprint(*a), scenario.footprint(*b));
    return Tr::tr("centres %1").arg(TableUnits(scenario).distanceShort(centres.mm()));
}

} // namespace vedette::render

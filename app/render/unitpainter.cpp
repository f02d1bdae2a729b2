#include "unitpainter.h"

#include "render/markscale.h"
#include "render/symbolcache.h"
#include "render/tablelabels.h"
#include "table/scenario.h"

#include <QCoreApplication>
#include <QPainter>

#include <cmath>

using namespace Qt::StringLiterals;

namespace vedette::render {

namespace {
const QColor kInk(0x2b, 0x21, 0x18);
} // namespace

UnitPainter::Shape UnitPainter::prepare(const table::Scenario &scenario, const table::Unit &unit)
{
    Shape shape;
    shape.id = unit.id();
    const table::Footprint footprint = scenario.footprint(unit);
    const table::OrientedRect &outline = footprint.outline();
    shape.position = outline.centre();
    shape.rotation = outline.facing();

    for (const table::Base &base : footprint.bases()) {
        const QPointF d = base.rect.centre() - outline.centre();
        // Into the unit's frame: x along its right, y towards its rear.
        const QPointF local(d.x() * outline.right().x() + d.y() * outline.right().y(),
                            -(d.x() * outline.forward().x() + d.y() * outline.forward().y()));
        shape.bases.append(
            {local, base.rect.width(), base.rect.depth(), base.rect.facing() - outline.facing(), base.role});
    }
    shape.outline = QRectF(-outline.width() / 2, -outline.depth() / 2, outline.width(), outline.depth());
    for (const LocalBase &base : std::as_const(shape.bases)) {
        QTransform t;
        t.translate(base.centre.x(), base.centre.y());
        t.rotate(base.turn);
        shape.path.addPolygon(t.map(QPolygonF(QRectF(-base.width / 2, -base.depth / 2, base.width, base.depth))));
        shape.path.closeSubpath();
    }

    const table::Side *side = scenario.side(unit.sideId());
    shape.colour = side && side->colour.isValid() ? side->colour : QColor(0x9a, 0x93, 0x86);
    shape.arm = unit.arm();
    shape.name = unit.name();
    shape.briefName = TableLabels::briefName(scenario, unit);
    if (shape.briefName.isNull())
        shape.briefName = u""_s;
    shape.strengthText = strengthText(unit);
    QStringList states;
    for (table::StateMarker marker : table::allStateMarkers())
        if (unit.hasMarker(marker))
            states.append(table::stateMarkerName(marker));
    // Only the referee's picture still knows who has not seen the unit: the
    // player view filter clears it.
    QStringList unseenBy;
    for (const QString &id : unit.hiddenFrom()) {
        if (!unit.isHiddenFrom(id))
            continue;
        const table::Side *from = scenario.side(id);
        unseenBy.append(from ? from->name : id);
    }
    if (!unseenBy.isEmpty()) {
        shape.unseen = true;
        states.append(tr("unseen by %1").arg(unseenBy.join(u", "_s)));
    }
    shape.stateText = states.join(u" · "_s);
    shape.moraleCounters = unit.moraleCounters();
    // Balagan: foot rout on the 4th counter, everyone else on the 2nd; the
    // hollow pips show what is left.
    shape.moraleLimit = scenario.ruleSystem() == table::RuleSystem::Balagan
        ? (unit.arm() == table::Arm::Foot ? 4 : 2)
        : 0;
    shape.faded = unit.hasMarker(table::StateMarker::Rout) || unit.hasMarker(table::StateMarker::Broken);

    // Room for the rotate handle at any facing (the labels are drawn apart).
    const double radius = std::hypot(outline.width(), outline.depth()) / 2;
    const double reach = radius + rotateHandleDistance + rotateHandleRadius + 2;
    shape.bounds = QRectF(-reach, -reach, 2 * reach, 2 * reach);
    return shape;
}

void UnitPainter::paintBody(QPainter *painter, const Shape &shape, SymbolCache &symbols, bool vector,
                            UnitStyle style)
{
    if (style == UnitStyle::Hidden)
        return;
    const double lod = MarkScale::levelOfDetail(painter->worldTransform());
    if (style == UnitStyle::Outlines) {
        // Figures stand on the glass: each base's edge in the side's colour
        // shows where they go, and a heavier front edge which way they face.
        QPen edge(shape.colour.darker(115), std::max(0.6, 2.0 / lod));
        edge.setJoinStyle(Qt::MiterJoin);
        painter->setPen(edge);
        painter->setBrush(Qt::NoBrush);
        painter->drawPath(shape.path);
    } else {
        const double basePx = shape.bases.isEmpty() ? 0 : shape.bases.first().width * lod;
        if (basePx < 20.0 && !vector) {
            // Far out: a block of colour with its front edge is all that reads.
            painter->setPen(Qt::NoPen);
            painter->setBrush(shape.colour);
            painter->drawPath(shape.path);
        } else {
            // Only the transform changes from base to base: setting it is much
            // cheaper than saving and restoring the whole painter state.
            const QTransform unitTransform = painter->worldTransform();
            for (const LocalBase &base : std::as_const(shape.bases)) {
                QTransform baseTransform;
                baseTransform.translate(base.centre.x(), base.centre.y());
                baseTransform.rotate(base.turn);
                painter->setWorldTransform(baseTransform * unitTransform);
                const QRectF rect(-base.width / 2, -base.depth / 2, base.width, base.depth);
                symbols.paint(painter, rect, shape.arm, base.role, shape.colour, base.width * lod, vector);
            }
            painter->setWorldTransform(unitTransform);
        }
    }
    // The front edge in heavy ink: which way a unit faces decides flank and
    // rear, so it must read at a glance. Filled as the band a flat-capped pen
    // would cover, which the raster engine draws without stroking.
    const double edge = std::max(1.0, 1.8 / lod);
    if (edge != shape.frontEdgeWidth) {
        shape.frontEdgeWidth = edge;
        shape.frontEdge
            = QPolygonF(QRectF(shape.outline.left(), shape.outline.top() - edge / 2, shape.outline.width(), edge));
    }
    painter->setPen(Qt::NoPen);
    painter->setBrush(kInk);
    painter->drawPolygon(shape.frontEdge);
    if (shape.unseen) {
        // A dotted ring, readable at whole-table zoom, inside the picked
        // unit's dashed frame: the referee sees at a glance what the players
        // do not.
        QPen ring(kInk, std::max(0.5, 2.2 / lod), Qt::DotLine);
        painter->setPen(ring);
        painter->setBrush(Qt::NoBrush);
        const double m = std::max(1.2, 2.0 / lod);
        painter->drawRect(shape.outline.adjusted(-m, -m, m, m));
    }
}

void UnitPainter::paintHighlight(QPainter *painter, const Shape &shape)
{
    const double lod = MarkScale::levelOfDetail(painter->worldTransform());
    QPen pen(QColor(0xb0, 0x2e, 0x1c), 1.5 / lod, Qt::DashLine);
    painter->setPen(pen);
    painter->setBrush(Qt::NoBrush);
    const double m = 2.5;
    painter->drawRect(shape.outline.adjusted(-m, -m, m, m));
    const QPointF handle(0, shape.outline.top() - rotateHandleDistance);
    painter->setPen(QPen(QColor(0xb0, 0x2e, 0x1c), 1.2 / lod));
    painter->drawLine(QPointF(0, shape.outline.top() - m), handle + QPointF(0, rotateHandleRadius));
    painter->setBrush(QColor(0xf4, 0xec, 0xd6));
    painter->drawEllipse(handle, rotateHandleRadius, rotateHandleRadius);
}

QString UnitPainter::toolTip(const table::Scenario &scenario, const table::Unit &unit)
{
    QStringList lines;
    lines << unit.name();
    lines << strengthText(unit);
    QStringList states;
    for (table::StateMarker marker : table::allStateMarkers())
        if (unit.hasMarker(marker))
            states.append(table::stateMarkerName(marker));
    lines << (states.isEmpty() ? tr("No state markers") : tr("States: %1").arg(states.join(u", "_s)));
    const int limit = scenario.ruleSystem() == table::RuleSystem::Balagan
        ? (unit.arm() == table::Arm::Foot ? 4 : 2)
        : 0;
    if (limit > 0)
        lines << tr("Morale counters: %1 (routs at %2)").arg(unit.moraleCounters()).arg(limit);
    else
        lines << tr("%n morale counter(s)", nullptr, unit.moraleCounters());
    if (scenario.ruleSystem() == table::RuleSystem::Balagan)
        lines << tr("Order: %1").arg(table::orderName(unit.order()));
    return lines.join(u'\n');
}

QString UnitPainter::strengthText(const table::Unit &unit)
{
    if (unit.arm() != table::Arm::Artillery)
        return tr("%n men", nullptr, unit.strength());
    // Brown's mass compares the crew; the guns are what the table shows.
    const QString crew = tr("%n crew", "the men serving a battery's guns", unit.strength());
    if (unit.guns() <= 0)
        return crew;
    return tr("%1, %2", "a battery: its guns, its crew").arg(tr("%n guns", nullptr, unit.guns()), crew);
}

} // namespace vedette::render

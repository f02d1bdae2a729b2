#include "unitpainter.h"

#include "render/markscale.h"
#include "render/symbolcache.h"
#include "table/scenario.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>

#include <cmath>

using namespace Qt::StringLiterals;

namespace vedette::render {

namespace {
const QColor kInk(0x2b, 0x21, 0x18);
// Label sizes in mm of table: the label grows as the view zooms out, within
// these bounds, and is left out when it would be too small to read.
constexpr double kLabelMinMm = 3.0;
constexpr double kLabelMaxMm = 9.0;
constexpr double kLabelMaxChars = 28.0;
} // namespace

UnitPainter::Shape UnitPainter::prepare(const table::Scenario &scenario, const table::Unit &unit)
{
    Shape shape;
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
    const int strength = unit.strength();
    shape.strengthText = unit.arm() == table::Arm::Artillery
        ? QCoreApplication::translate("UnitItem", "%1 guns").arg(strength)
        : QCoreApplication::translate("UnitItem", "%1 men").arg(strength);
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
        states.append(QCoreApplication::translate("UnitItem", "unseen by %1").arg(unseenBy.join(u", "_s)));
    }
    shape.stateText = states.join(u" · "_s);
    shape.moraleCounters = unit.moraleCounters();
    // Balagan: foot rout on the 4th counter, everyone else on the 2nd; the
    // hollow pips show what is left.
    shape.moraleLimit = scenario.ruleSystem() == table::RuleSystem::Balagan
        ? (unit.arm() == table::Arm::Foot ? 4 : 2)
        : 0;
    shape.faded = unit.hasMarker(table::StateMarker::Rout) || unit.hasMarker(table::StateMarker::Broken);

    // Room for the rotate handle, and for an upright label under the unit at
    // any facing.
    const double radius = std::hypot(outline.width(), outline.depth()) / 2;
    const double labelReach
        = std::hypot(kLabelMaxChars * 0.55 * kLabelMaxMm / 2 + kLabelMaxMm, radius + 4.5 * kLabelMaxMm);
    const double reach = std::max({radius + rotateHandleDistance + rotateHandleRadius + 2, labelReach, radius + 2});
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

const UnitPainter::Label &UnitPainter::label(const Shape &shape)
{
    if (shape.label)
        return *shape.label;
    Label l;
    l.nameFont = QFont(u"serif"_s);
    l.nameFont.setItalic(true);
    l.nameFont.setPixelSize(20);
    l.smallFont = QFont(u"sans"_s);
    l.smallFont.setPixelSize(14);
    l.stateFont = l.smallFont;
    l.stateFont.setBold(true);
    l.stateFont.setCapitalization(QFont::SmallCaps);
    const QFontMetricsF fm(l.nameFont);
    const QFontMetricsF sm(l.smallFont);
    const QFontMetricsF stm(l.stateFont);
    const auto prepared = [](const QString &text, const QFont &font) {
        QStaticText st(text);
        st.setTextFormat(Qt::PlainText);
        st.setPerformanceHint(QStaticText::AggressiveCaching);
        st.prepare(QTransform(), font);
        return st;
    };
    const QString name = fm.elidedText(shape.name, Qt::ElideRight, 20 * kLabelMaxChars * 0.55);
    l.name = prepared(name, l.nameFont);
    l.nameWidth = fm.horizontalAdvance(name);
    l.nameHeight = fm.height();
    l.strength = prepared(shape.strengthText, l.smallFont);
    l.strengthWidth = sm.horizontalAdvance(shape.strengthText);
    l.smallHeight = sm.height();
    l.state = prepared(shape.stateText, l.stateFont);
    l.stateWidth = stm.horizontalAdvance(shape.stateText);
    shape.label = std::move(l);
    return *shape.label;
}

void UnitPainter::paintLabel(QPainter *painter, const Shape &shape, double lod)
{
    const double size = std::clamp(10.0 / lod, kLabelMinMm, kLabelMaxMm);
    if (size * lod < 6.5)
        return;
    const Label &l = label(shape);
    painter->save();
    // Under the unit as the table shows it, upright whatever the facing.
    painter->rotate(-shape.rotation);
    const QPolygonF tableOutline = QTransform().rotate(shape.rotation).map(QPolygonF(shape.outline));
    painter->translate(0, tableOutline.boundingRect().bottom() + size * 0.3);
    // Text is laid out in pixel fonts of 20 units and scaled to `size` mm,
    // so it has the same size on screen, in a PDF and on a printer.
    painter->scale(size / 20.0, size / 20.0);

    // QStaticText is placed by the top of its line, drawText by the baseline.
    double y = 0;
    // A faint paper halo keeps the name legible over terrain.
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0xf4, 0xec, 0xd6, 170));
    painter->drawRoundedRect(QRectF(-l.nameWidth / 2 - 5, y, l.nameWidth + 10, l.nameHeight), 5, 5);
    painter->setFont(l.nameFont);
    painter->setPen(kInk);
    painter->drawStaticText(QPointF(-l.nameWidth / 2, y), l.name);
    y += l.nameHeight;

    // Strength, then the morale pips: filled for counters held, hollow for
    // those still to come before the unit routs.
    painter->setFont(l.smallFont);
    const int pips = std::max(shape.moraleCounters, shape.moraleLimit);
    const double pip = 5.0;
    const double total = l.strengthWidth + (pips ? 8 + pips * pip * 2.6 : 0);
    double x = -total / 2;
    painter->setPen(QColor(0x3a, 0x30, 0x24));
    painter->drawStaticText(QPointF(x, y), l.strength);
    x += l.strengthWidth + 8;
    if (pips) {
        painter->setPen(QPen(QColor(0x8c, 0x1c, 0x13), 1.4));
        for (int i = 0; i < pips; ++i) {
            const QPointF c(x + pip, y + l.smallHeight / 2);
            painter->setBrush(i < shape.moraleCounters ? QColor(0xb3, 0x24, 0x18) : QColor(0xf4, 0xec, 0xd6));
            painter->drawEllipse(c, pip, pip);
            x += pip * 2.6;
        }
    }
    y += l.smallHeight;
    if (!shape.stateText.isEmpty()) {
        painter->setFont(l.stateFont);
        painter->setPen(QColor(0x9b, 0x22, 0x16));
        painter->drawStaticText(QPointF(-l.stateWidth / 2, y), l.state);
    }
    painter->restore();
}

} // namespace vedette::render

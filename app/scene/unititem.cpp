#include "unititem.h"

#include "scene/tablescene.h"
#include "table/scenario.h"

#include <QCoreApplication>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <cmath>

using namespace Qt::StringLiterals;

namespace vedette {

namespace {
const QColor kInk(0x2b, 0x21, 0x18);
// Label sizes in mm of table: the label grows as the view zooms out, within
// these bounds, and is left out when it would be too small to read.
constexpr double kLabelMinMm = 3.0;
constexpr double kLabelMaxMm = 9.0;
constexpr double kLabelMaxChars = 28.0;
} // namespace

UnitItem::UnitItem(TableScene *scene, const QString &unitId)
    : mTableScene(scene)
    , mUnitId(unitId)
{
    setZValue(TableScene::UnitLayer);
    setAcceptHoverEvents(false);
}

void UnitItem::sync()
{
    const table::Scenario &scenario = mTableScene->scenario();
    const table::Unit *unit = scenario.unit(mUnitId);
    if (!unit)
        return;
    // A unit waiting to be deployed has no place: not drawn, not hit.
    setVisible(unit->isOnTable());
    prepareGeometryChange();
    const table::Footprint footprint = scenario.footprint(*unit);
    const table::OrientedRect &outline = footprint.outline();
    setPos(outline.centre());
    setRotation(outline.facing());

    mBases.clear();
    for (const table::Base &base : footprint.bases()) {
        const QPointF d = base.rect.centre() - outline.centre();
        // Into the unit's frame: x along its right, y towards its rear.
        const QPointF local(d.x() * outline.right().x() + d.y() * outline.right().y(),
                            -(d.x() * outline.forward().x() + d.y() * outline.forward().y()));
        mBases.append({local, base.rect.width(), base.rect.depth(), base.rect.facing() - outline.facing(), base.role});
    }
    mOutline = QRectF(-outline.width() / 2, -outline.depth() / 2, outline.width(), outline.depth());
    mShape = QPainterPath();
    for (const LocalBase &base : std::as_const(mBases)) {
        QTransform t;
        t.translate(base.centre.x(), base.centre.y());
        t.rotate(base.turn);
        mShape.addPolygon(t.map(QPolygonF(QRectF(-base.width / 2, -base.depth / 2, base.width, base.depth))));
        mShape.closeSubpath();
    }

    const table::Side *side = scenario.side(unit->sideId());
    mColour = side && side->colour.isValid() ? side->colour : QColor(0x9a, 0x93, 0x86);
    mArm = unit->arm();
    mName = unit->name();
    const int strength = unit->strength();
    mStrengthText = unit->arm() == table::Arm::Artillery
        ? QCoreApplication::translate("UnitItem", "%1 guns").arg(strength)
        : QCoreApplication::translate("UnitItem", "%1 men").arg(strength);
    QStringList states;
    for (table::StateMarker marker : table::allStateMarkers())
        if (unit->hasMarker(marker))
            states.append(table::stateMarkerName(marker));
    mStateText = states.join(u" · "_s);
    mLabel.reset();
    mFrontEdgeWidth = 0;
    mMoraleCounters = unit->moraleCounters();
    // Balagan: foot rout on the 4th counter, everyone else on the 2nd; the
    // hollow pips show what is left.
    mMoraleLimit = scenario.ruleSystem() == table::RuleSystem::Balagan
        ? (unit->arm() == table::Arm::Foot ? 4 : 2)
        : 0;
    mFaded = unit->hasMarker(table::StateMarker::Rout) || unit->hasMarker(table::StateMarker::Broken);

    // Room for the rotate handle, and for an upright label under the unit at
    // any facing.
    const double radius = std::hypot(outline.width(), outline.depth()) / 2;
    const double labelReach = std::hypot(kLabelMaxChars * 0.55 * kLabelMaxMm / 2 + kLabelMaxMm,
                                         radius + 4.5 * kLabelMaxMm);
    const double reach = std::max({radius + rotateHandleDistance + rotateHandleRadius + 2, labelReach, radius + 2});
    mBounds = QRectF(-reach, -reach, 2 * reach, 2 * reach);
    update();
}

void UnitItem::setHighlighted(bool highlighted)
{
    if (mHighlighted == highlighted)
        return;
    mHighlighted = highlighted;
    update();
}

QPointF UnitItem::rotateHandlePos() const
{
    return mapToScene(QPointF(0, mOutline.top() - rotateHandleDistance));
}

QRectF UnitItem::boundingRect() const
{
    return mBounds;
}

QPainterPath UnitItem::shape() const
{
    return mShape;
}

void UnitItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    const bool exporting = mTableScene->isExporting();
    // The item's own opacity (a removed unit fading out) comes in the painter.
    const qreal opacity = painter->opacity();
    if (mFaded)
        painter->setOpacity(opacity * 0.55);

    const double basePx = mBases.isEmpty() ? 0 : mBases.first().width * lod;
    if (basePx < 20.0 && !exporting) {
        // Far out: a block of colour with its front edge is all that reads.
        painter->setPen(Qt::NoPen);
        painter->setBrush(mColour);
        painter->drawPath(mShape);
    } else {
        // Only the transform changes from base to base: setting it is much
        // cheaper than saving and restoring the whole painter state.
        const QTransform unitTransform = painter->worldTransform();
        for (const LocalBase &base : std::as_const(mBases)) {
            QTransform baseTransform;
            baseTransform.translate(base.centre.x(), base.centre.y());
            baseTransform.rotate(base.turn);
            painter->setWorldTransform(baseTransform * unitTransform);
            const QRectF rect(-base.width / 2, -base.depth / 2, base.width, base.depth);
            mTableScene->symbols().paint(painter, rect, mArm, base.role, mColour, base.width * lod, exporting);
        }
        painter->setWorldTransform(unitTransform);
    }
    // The front edge in heavy ink: which way a unit faces decides flank and
    // rear, so it must read at a glance. Filled as the band a flat-capped pen
    // would cover, which the raster engine draws without stroking.
    const double edge = std::max(1.0, 1.8 / lod);
    if (edge != mFrontEdgeWidth) {
        mFrontEdgeWidth = edge;
        mFrontEdge = QPolygonF(QRectF(mOutline.left(), mOutline.top() - edge / 2, mOutline.width(), edge));
    }
    painter->setPen(Qt::NoPen);
    painter->setBrush(kInk);
    painter->drawPolygon(mFrontEdge);

    if (mHighlighted && !exporting) {
        QPen pen(QColor(0xb0, 0x2e, 0x1c), 1.5 / lod, Qt::DashLine);
        painter->setPen(pen);
        painter->setBrush(Qt::NoBrush);
        const double m = 2.5;
        painter->drawRect(mOutline.adjusted(-m, -m, m, m));
        const QPointF handle(0, mOutline.top() - rotateHandleDistance);
        painter->setPen(QPen(QColor(0xb0, 0x2e, 0x1c), 1.2 / lod));
        painter->drawLine(QPointF(0, mOutline.top() - m), handle + QPointF(0, rotateHandleRadius));
        painter->setBrush(QColor(0xf4, 0xec, 0xd6));
        painter->drawEllipse(handle, rotateHandleRadius, rotateHandleRadius);
    }
    painter->setOpacity(opacity);
    paintLabel(painter, exporting ? std::max(lod, 4.0) : lod);
}

const UnitItem::Label &UnitItem::label()
{
    if (mLabel)
        return *mLabel;
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
    const QString name = fm.elidedText(mName, Qt::ElideRight, 20 * kLabelMaxChars * 0.55);
    l.name = prepared(name, l.nameFont);
    l.nameWidth = fm.horizontalAdvance(name);
    l.nameHeight = fm.height();
    l.strength = prepared(mStrengthText, l.smallFont);
    l.strengthWidth = sm.horizontalAdvance(mStrengthText);
    l.smallHeight = sm.height();
    l.state = prepared(mStateText, l.stateFont);
    l.stateWidth = stm.horizontalAdvance(mStateText);
    mLabel = std::move(l);
    return *mLabel;
}

void UnitItem::paintLabel(QPainter *painter, double lod)
{
    const double size = std::clamp(10.0 / lod, kLabelMinMm, kLabelMaxMm);
    if (size * lod < 6.5)
        return;
    const Label &l = label();
    painter->save();
    // Under the unit as the screen shows it, upright whatever the facing.
    painter->rotate(-rotation());
    const QPolygonF screenOutline = QTransform().rotate(rotation()).map(QPolygonF(mOutline));
    painter->translate(0, screenOutline.boundingRect().bottom() + size * 0.3);
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
    const int pips = std::max(mMoraleCounters, mMoraleLimit);
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
            painter->setBrush(i < mMoraleCounters ? QColor(0xb3, 0x24, 0x18) : QColor(0xf4, 0xec, 0xd6));
            painter->drawEllipse(c, pip, pip);
            x += pip * 2.6;
        }
    }
    y += l.smallHeight;
    if (!mStateText.isEmpty()) {
        painter->setFont(l.stateFont);
        painter->setPen(QColor(0x9b, 0x22, 0x16));
        painter->drawStaticText(QPointF(-l.stateWidth / 2, y), l.state);
    }
    painter->restore();
}

} // namespace vedette

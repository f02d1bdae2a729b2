#include "tablescene.h"

#include "document/document.h"
#include "render/tablecloth.h"
#include "render/tableunits.h"
#include "scene/chargelineitem.h"
#include "scene/deploymentzoneitem.h"
#include "scene/reachableareaitem.h"
#include "scene/fogitem.h"
#include "scene/generalitem.h"
#include "scene/pieceslayer.h"
#include "scene/markeritem.h"
#include "scene/tapeitem.h"
#include "scene/tablelayeritem.h"
#include "scene/terrainitem.h"
#include "scene/unititem.h"
#include "table/lengthformat.h"
#include "table/scenario.h"

#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QVariantAnimation>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace vedette {

TableScene::TableScene(Document *document, QObject *parent)
    : QGraphicsScene(parent)
    , mDocument(document)
    , mDocumentAlive(document)
{
    // The items move rarely and are many: the default BSP index pays off.
    setItemIndexMethod(QGraphicsScene::BspTreeIndex);
    // A change to the model reaches the layer through its items, which say
    // where they change (TableLayerItem); the labels are laid out again for
    // any change, as for the play (the turn on the fog's captions) and every
    // step taken, which change no item's pixels.
    mObserver = document->scenario().addObserver([this](const table::ScenarioChange &change) {
        touchMarks();
        onScenarioChanged(change);
        emit scenarioChanged(change);
    });
    connect(document, &Document::playChanged, this, &TableScene::touchMarks);
    connect(document, &Document::eventRecorded, this, &TableScene::touchMarks);
    rebuild();
}

TableScene::~TableScene()
{
    if (mTool)
        mTool->deactivate();
    if (mDocumentAlive)
        mDocument->scenario().removeObserver(mObserver);
}

void TableScene::drawForeground(QPainter *painter, const QRectF &rect)
{
    QGraphicsScene::drawForeground(painter, rect);
    // Inside what is drawn (QGraphicsScene::render's target), as a picture's.
    paintLabels(painter, rect, painter->worldTransform().mapRect(rect));
}

namespace {
// The changes with a place a scene keeps for its views: a step touches a
// few items (a unit's move is its old place and its new), a fade a few
// dozen frames; a view further behind draws its picture again whole.
constexpr qsizetype kKeptDamage = 512;
} // namespace

void TableScene::touchLayer(const LayerDamage &damage)
{
    ++mLayerGeneration;
    if (mDamage.size() >= kKeptDamage) {
        mDamage.remove(0, kKeptDamage / 2);
        mDamageKeptFrom = mDamage.first().first;
    }
    mDamage.append({mLayerGeneration, damage});
}

bool TableScene::layerDamageSince(quint64 generation, QList<LayerDamage> *damage) const
{
    damage->clear();
    if (generation < mWholeDamageAt || generation + 1 < mDamageKeptFrom)
        return false;
    for (auto it = mDamage.crbegin(); it != mDamage.crend() && it->first > generation; ++it)
        damage->append(it->second);
    return true;
}

void TableScene::paintLayer(QPainter *painter, const QRectF &area)
{
    paintLayerItems(painter, layerItems(area, painter->worldTransform()));
}

QList<QGraphicsItem *> TableScene::layerItems(const QRectF &area, const QTransform &view) const
{
    QList<QGraphicsItem *> layer = items(area, Qt::IntersectsItemBoundingRect, Qt::AscendingOrder, view);
    // Not those whose bounding rectangle reaches the area but not what they
    // draw (a unit's room for its rotate handle): clipped away whole, they
    // would only cost time.
    const double pxPerMm = std::max(1e-6, std::hypot(view.m11(), view.m12()));
    layer.removeIf([&](const QGraphicsItem *item) {
        if (!TableLayerItem::inLayer(item) || !item->isVisible())
            return true;
        const auto *own = dynamic_cast<const TableLayerItem *>(item);
        if (!own || (item->flags() & QGraphicsItem::ItemIgnoresTransformations) || !item->childItems().isEmpty())
            return false;
        double margin = 0;
        const QRectF drawn = item->sceneTransform().mapRect(own->drawnRect(&margin));
        const double m = margin / pxPerMm;
        return !drawn.adjusted(-m, -m, m, m).intersects(area);
    });
    return layer;
}

void TableScene::paintLayerItems(QPainter *painter, QList<QGraphicsItem *> items)
{
    if (items.isEmpty())
        return;
    // Qt's own item drawing (opacity, the pieces that keep their size, the
    // device caches), given only these items: each drawn on its own, so
    // drawing them a few at a time gives the same pixels.
    QList<QStyleOptionGraphicsItem> options(items.size());
    drawItems(painter, int(items.size()), items.data(), options.constData(), nullptr);
}

void TableScene::paintLabels(QPainter *painter, const QRectF &rect, const QRectF &bounds, const QList<QRectF> &keepOff)
{
    const LabelSource source = labelSource(keepOff);
    mPlacedLabels = render::TableLabels::paint(painter, source.input(), render::MarkScale::screen(), rect, bounds);
}

TableScene::LabelSource TableScene::labelSource(const QList<QRectF> &keepOff) const
{
    // What TableRenderer gives TableLabels for the same table, read from
    // the items that draw it.
    const table::Scenario &s = scenario();
    LabelSource source;
    source.keepOff = keepOff;
    for (const table::Unit &unit : s.units()) {
        const UnitItem *item = mUnits.value(unit.id());
        if (item && item->isVisible())
            source.units.append(item->painted());
    }
    if (const auto *pieces = findChild<PiecesLayer *>()) {
        for (const table::General &general : s.generals()) {
            const GeneralItem *item = pieces->generalItem(general.id);
            if (item && item->isVisible())
                source.generals.append(render::GeneralPainter::prepare(s, general));
        }
    }
    const QList<QGraphicsItem *> all = items();
    for (const QGraphicsItem *item : all) {
        if (item->type() != ReachableAreaItem::Type || !item->isVisible())
            continue;
        const auto *reach = static_cast<const ReachableAreaItem *>(item);
        if (reach->shown())
            source.reach = reach->painted();
    }
    for (const table::FogZone &zone : s.fogZones())
        source.fog.append(render::FogPainter::prepare(zone, mDocument->turn()));
    for (const QGraphicsItem *item : all) {
        if (item->type() == DeploymentZoneItem::Type && item->isVisible())
            source.zones.append(static_cast<const DeploymentZoneItem *>(item)->zoneShape());
        if (item->type() == ChargeLineItem::Type && item->isVisible()) {
            const auto *charge = static_cast<const ChargeLineItem *>(item);
            if (!charge->line().isNull())
                source.charges.append(charge->painted());
        }
    }
    for (const table::Marker &marker : s.markers()) {
        const MarkerItem *item = mMarkers.value(marker.id);
        if (marker.kind == table::MarkerKind::Note && item && item->isVisible())
            source.notes.append({marker.id, marker.text, marker.position});
    }
    return source;
}

render::TableLabels::Input TableScene::LabelSource::input() const
{
    render::TableLabels::Input input;
    input.units.reserve(units.size());
    for (const render::UnitPainter::Shape &unit : units)
        input.units.append(&unit);
    input.generals = generals;
    input.reach = reach ? &*reach : nullptr;
    input.fog = fog;
    input.zones = zones;
    for (const render::ChargeLinePainter::Shape &charge : charges)
        input.charges.append(&charge);
    input.notes = notes;
    input.keepOff = keepOff;
    return input;
}

const table::Scenario &TableScene::scenario() const
{
    return std::as_const(*mDocument).scenario();
}

QRectF TableScene::tableRect() const
{
    return scenario().tableRect();
}

double TableScene::displayUnitMm() const
{
    return render::TableUnits(scenario()).unitMm();
}

bool TableScene::displayUnitIsInch() const
{
    return render::TableUnits(scenario()).isInch();
}

QString TableScene::rulerLabel(double mm) const
{
    return render::TableUnits(scenario()).rulerLabel(mm);
}

QString TableScene::formatDistance(double mm) const
{
    return render::TableUnits(scenario()).distance(mm);
}

QString TableScene::formatDistanceShort(double mm) const
{
    return render::TableUnits(scenario()).distanceShort(mm);
}

QString TableScene::formatPosition(QPointF pos) const
{
    const table::DisplayUnits &units = scenario().displayUnits();
    const auto fmt = [&](double mm, const table::DisplayUnits &u) {
        return table::formatLength(table::Length::fromMm(mm), u);
    };
    // A battle measured on the table (Brown's inches) in its own units: paces
    // beside them read as the rules' (issue 40: "14,998 p" in Balaclava).
    if (units.primary != table::LengthUnit::Paces)
        return tr("X %1  Y %2").arg(fmt(pos.x(), units), fmt(pos.y(), units));
    // Inches or centimetres for the tape, paces for the rules.
    const table::LengthUnit tape = units.primary == table::LengthUnit::Inches ? table::LengthUnit::Inches
                                                                                : table::LengthUnit::Centimetres;
    const table::DisplayUnits shown{tape, table::LengthUnit::Paces, units.scale};
    const table::DisplayUnits paces = table::DisplayUnits::only(table::LengthUnit::Paces, units.scale);
    return tr("X %1  Y %2  (%3, %4)")
        .arg(fmt(pos.x(), shown), fmt(pos.y(), shown), fmt(pos.x(), paces), fmt(pos.y(), paces));
}

void TableScene::paintTableCloth(QPainter *painter, const QRectF &rect, double pixelsPerMm) const
{
    render::TableCloth::paint(painter, tableRect(), rect, pixelsPerMm);
}

render::TablePicture TableScene::picture() const
{
    render::TablePicture picture;
    picture.scenario = scenario();
    picture.bound = mDocument->turn();
    const QList<QGraphicsItem *> all = items(Qt::AscendingOrder);
    for (const QGraphicsItem *item : all) {
        if (!item->isVisible())
            continue;
        switch (item->type()) {
        case DeploymentZoneItem::Type: {
            const auto *zone = static_cast<const DeploymentZoneItem *>(item);
            picture.zones.append({zone->zone(), {}, zone->sideName(), zone->colour()});
            break;
        }
        case ChargeLineItem::Type: {
            const auto *charge = static_cast<const ChargeLineItem *>(item);
            picture.charges.append({charge->attackerId(), charge->targetId(), charge->isRefused()});
            break;
        }
        case ReachableAreaItem::Type: {
            const auto *reach = static_cast<const ReachableAreaItem *>(item);
            if (!reach->unitId().isEmpty())
                picture.reach = render::TablePicture::Reach{reach->unitId(), reach->area()};
            break;
        }
        case TapeItem::Type: {
            const auto *ruler = static_cast<const TapeItem *>(item);
            if (ruler->isTape() && !ruler->isPinned())
                picture.tape = render::TablePicture::Tape{ruler->line(), ruler->caption(), ruler->note(), ruler->isWarning()};
            break;
        }
        default:
            break;
        }
    }
    // The zones' sides by id, as the players' view assigns them.
    for (render::TablePicture::Zone &zone : picture.zones)
        for (const table::Side &side : picture.scenario.sides())
            if (side.name == zone.sideName)
                zone.sideId = side.id;
    return picture;
}

// A unit that leaves the table (routed, removed) fades out instead of
// vanishing, so the referee sees which one went; the log keeps it.
void TableScene::fadeOut(QGraphicsItem *item)
{
    item->setEnabled(false);
    item->setAcceptedMouseButtons(Qt::NoButton);
    item->setAcceptHoverEvents(false);
    item->setFlag(QGraphicsItem::ItemIsSelectable, false);
    item->setToolTip({});
    mFading.insert(item);
    auto *fade = new QVariantAnimation(this);
    fade->setDuration(700);
    fade->setStartValue(1.0);
    fade->setEndValue(0.0);
    fade->setEasingCurve(QEasingCurve::InQuad);
    connect(fade, &QVariantAnimation::valueChanged, this, [this, item](const QVariant &value) {
        if (mFading.contains(item))
            item->setOpacity(value.toDouble());
    });
    connect(fade, &QVariantAnimation::finished, this, [this, item] {
        if (mFading.remove(item)) {
            // Out of the scene first: it says where it was (its destructor
            // cannot, and would have the whole layer drawn again).
            removeItem(item);
            delete item;
        }
    });
    fade->start(QAbstractAnimation::DeleteWhenStopped);
}

QString TableScene::unitAt(QPointF pos) const
{
    const QList<QGraphicsItem *> hits = items(pos, Qt::IntersectsItemShape, Qt::DescendingOrder);
    for (QGraphicsItem *item : hits)
        if (item->type() == UnitItem::Type && item->isEnabled()) // not one fading out
            return static_cast<UnitItem *>(item)->unitId();
    return {};
}

QString TableScene::terrainAt(QPointF pos) const
{
    const QList<QGraphicsItem *> hits = items(pos, Qt::IntersectsItemShape, Qt::DescendingOrder);
    for (QGraphicsItem *item : hits)
        if (item->type() == TerrainItem::Type)
            return static_cast<TerrainItem *>(item)->terrainId();
    return {};
}

QString TableScene::fogZoneAt(QPointF pos) const
{
    const QList<QGraphicsItem *> hits = items(pos, Qt::IntersectsItemShape, Qt::DescendingOrder);
    for (QGraphicsItem *item : hits)
        if (item->type() == FogItem::Type)
            return static_cast<FogItem *>(item)->zoneId();
    return {};
}

QString TableScene::markerAt(QPointF pos, double tolerance) const
{
    const QRectF probe(pos.x() - tolerance, pos.y() - tolerance, 2 * tolerance, 2 * tolerance);
    const QList<QGraphicsItem *> hits = items(probe, Qt::IntersectsItemShape, Qt::DescendingOrder);
    for (QGraphicsItem *item : hits)
        if (item->type() == MarkerItem::Type)
            return static_cast<MarkerItem *>(item)->markerId();
    return {};
}

void TableScene::selectUnit(const QString &id)
{
    const QString next = scenario().unit(id) ? id : QString();
    if (next == mSelectedUnit)
        return;
    if (UnitItem *old = mUnits.value(mSelectedUnit))
        old->setHighlighted(false);
    mSelectedUnit = next;
    if (UnitItem *now = mUnits.value(mSelectedUnit))
        now->setHighlighted(true);
    emit selectedUnitChanged(mSelectedUnit);
}

TapeItem *TableScene::addPinnedRuler(QPointF from, QPointF to, const QString &caption)
{
    auto *ruler = new TapeItem(this);
    ruler->setEnds(from, to, caption);
    ruler->setPinned(true);
    addItem(ruler);
    mPinned.append(ruler);
    return ruler;
}

QList<TapeItem *> TableScene::pinnedRulers() const
{
    return mPinned;
}

void TableScene::removePinnedRuler(TapeItem *ruler)
{
    if (mPinned.removeOne(ruler)) {
        removeItem(ruler);
        delete ruler;
    }
}

void TableScene::clearPinnedRulers()
{
    const QList<TapeItem *> pinned = mPinned;
    for (TapeItem *ruler : pinned)
        removePinnedRuler(ruler);
}

void TableScene::setTool(TableInput *tool)
{
    if (mTool == tool)
        return;
    if (mTool)
        mTool->deactivate();
    mTool = tool;
    if (mTool)
        mTool->activate(this);
}

void TableScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    if (mTool && (event->button() == Qt::LeftButton || event->button() == Qt::RightButton)) {
        mTool->mousePressed(event);
        event->accept();
        return;
    }
    QGraphicsScene::mousePressEvent(event);
}

void TableScene::mouseMoveEvent(QGraphicsSceneMouseEvent *event)
{
    if (mTool) {
        mTool->mouseMoved(event);
        event->accept();
        return;
    }
    QGraphicsScene::mouseMoveEvent(event);
}

void TableScene::mouseReleaseEvent(QGraphicsSceneMouseEvent *event)
{
    if (mTool && (event->button() == Qt::LeftButton || event->button() == Qt::RightButton)) {
        mTool->mouseReleased(event);
        event->accept();
        return;
    }
    QGraphicsScene::mouseReleaseEvent(event);
}

void TableScene::mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event)
{
    if (mTool && event->button() == Qt::LeftButton) {
        mTool->mouseDoubleClicked(event);
        event->accept();
        return;
    }
    QGraphicsScene::mouseDoubleClickEvent(event);
}

void TableScene::keyPressEvent(QKeyEvent *event)
{
    if (mTool && mTool->keyPressed(event)) {
        event->accept();
        return;
    }
    QGraphicsScene::keyPressEvent(event);
}

void TableScene::onScenarioChanged(const table::ScenarioChange &change)
{
    using Kind = table::ScenarioChange::Kind;
    const auto dropItem = [this](auto &hash, const QString &id) {
        if (auto *item = hash.take(id)) {
            removeItem(item);
            delete item;
        }
    };
    switch (change.kind) {
    case Kind::Reset:
        rebuild();
        break;
    case Kind::Settings:
        // Scale, footprint settings and units change every item's drawing.
        rebuild();
        break;
    case Kind::SideAdded:
    case Kind::SideChanged:
    case Kind::SideRemoved:
        syncUnitsOfSide(change.id);
        break;
    case Kind::UnitAdded:
        addUnitItem(change.id);
        break;
    case Kind::UnitChanged:
        if (UnitItem *item = mUnits.value(change.id))
            item->sync();
        break;
    case Kind::UnitRemoved:
        if (change.id == mSelectedUnit)
            selectUnit({});
        if (UnitItem *item = mUnits.take(change.id))
            fadeOut(item);
        break;
    case Kind::TerrainAdded:
        addTerrainItem(change.id);
        break;
    case Kind::TerrainChanged:
        if (TerrainItem *item = mTerrain.value(change.id))
            item->sync();
        break;
    case Kind::TerrainRemoved:
        dropItem(mTerrain, change.id);
        break;
    case Kind::FogZoneAdded:
        addFogItem(change.id);
        break;
    case Kind::FogZoneChanged:
        if (FogItem *item = mFog.value(change.id))
            item->sync();
        break;
    case Kind::FogZoneRemoved:
        dropItem(mFog, change.id);
        break;
    case Kind::MarkerAdded:
        addMarkerItem(change.id);
        break;
    case Kind::MarkerChanged:
        if (MarkerItem *item = mMarkers.value(change.id))
            item->sync();
        break;
    case Kind::MarkerRemoved:
        dropItem(mMarkers, change.id);
        break;
    case Kind::GeneralAdded:
    case Kind::GeneralChanged:
    case Kind::GeneralRemoved:
    case Kind::MessengerAdded:
    case Kind::MessengerChanged:
    case Kind::MessengerRemoved:
    case Kind::RulerAdded:
    case Kind::RulerChanged:
    case Kind::RulerRemoved:
        // Drawn by their own layers, which observe the scenario themselves.
        break;
    }
}

void TableScene::rebuild()
{
    const QString selected = mSelectedUnit;
    for (auto *item : std::as_const(mUnits))
        delete item;
    for (auto *item : std::as_const(mTerrain))
        delete item;
    for (auto *item : std::as_const(mFog))
        delete item;
    for (auto *item : std::as_const(mMarkers))
        delete item;
    mUnits.clear();
    for (auto *item : std::as_const(mFading))
        delete item;
    mFading.clear();
    mTerrain.clear();
    mFog.clear();
    mMarkers.clear();
    mSelectedUnit.clear();

    const table::Scenario &s = scenario();
    for (const table::Terrain &terrain : s.terrain())
        addTerrainItem(terrain.id());
    for (const table::Unit &unit : s.units())
        addUnitItem(unit.id());
    for (const table::FogZone &zone : s.fogZones())
        addFogItem(zone.id);
    for (const table::Marker &marker : s.markers())
        addMarkerItem(marker.id);
    updateSceneRect();
    if (s.unit(selected))
        selectUnit(selected);
    else
        emit selectedUnitChanged({});
    update();
}

void TableScene::addUnitItem(const QString &id)
{
    if (mUnits.contains(id))
        return;
    auto *item = new UnitItem(this, id);
    mUnits.insert(id, item);
    addItem(item);
    item->sync();
}

void TableScene::addTerrainItem(const QString &id)
{
    if (mTerrain.contains(id))
        return;
    auto *item = new TerrainItem(this, id);
    mTerrain.insert(id, item);
    addItem(item);
    item->sync();
}

void TableScene::addFogItem(const QString &id)
{
    if (mFog.contains(id))
        return;
    auto *item = new FogItem(this, id);
    mFog.insert(id, item);
    addItem(item);
    item->sync();
}

void TableScene::addMarkerItem(const QString &id)
{
    if (mMarkers.contains(id))
        return;
    auto *item = new MarkerItem(this, id);
    mMarkers.insert(id, item);
    addItem(item);
    item->sync();
}

void TableScene::syncUnitsOfSide(const QString &sideId)
{
    for (UnitItem *item : std::as_const(mUnits)) {
        const table::Unit *unit = scenario().unit(item->unitId());
        if (unit && unit->sideId() == sideId)
            item->sync();
    }
}

void TableScene::updateSceneRect()
{
    // Room round the table to pan into, and for the rulers' off-table marks.
    const QRectF table = tableRect();
    const double margin = std::max(table.width(), table.height()) * 0.25;
    setSceneRect(table.adjusted(-margin, -margin, margin, margin));
}

} // namespace vedette

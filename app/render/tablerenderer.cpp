#include "tablerenderer.h"

#include "render/chargelinepainter.h"
#include "render/deploymentzonepainter.h"
#include "render/fogpainter.h"
#include "render/generalpainter.h"
#include "render/markerpainter.h"
#include "render/messengerpainter.h"
#include "render/orderflagpainter.h"
#include "render/reachpainter.h"
#include "render/rulerpainter.h"
#include "render/tablecloth.h"
#include "render/tablelabels.h"
#include "render/tablepicture.h"
#include "render/terrainpainter.h"
#include "render/unitpainter.h"

#include <QPainter>

#include <algorithm>
#include <list>

namespace vedette::render {

namespace {

// Each element is drawn from a fresh painter state, as QGraphicsScene::render
// draws each item between a save and a restore.
class ElementScope
{
public:
    ElementScope(QPainter *painter, const QTransform &world)
        : mPainter(painter)
    {
        mPainter->save();
        mPainter->setWorldTransform(world);
    }
    ~ElementScope() { mPainter->restore(); }
    ElementScope(const ElementScope &) = delete;
    ElementScope &operator=(const ElementScope &) = delete;

private:
    QPainter *mPainter;
};

} // namespace

QTransform TableRenderer::itemTransform(QPointF pos, double rotation)
{
    // QGraphicsItemPrivate::TransformData::computedFullTransform() followed
    // by the item's position, operation for operation.
    QTransform x;
    x.rotate(rotation);
    x *= QTransform::fromTranslate(pos.x(), pos.y());
    return x;
}

void TableRenderer::render(QPainter *painter, const TablePicture &picture, const QRectF &target,
                           const QRectF &source, const Options &options)
{
    // Every label lies wholly inside the picture (each band of it alike).
    const QRectF labelBounds = painter->worldTransform().mapRect(target);
    painter->save();
    painter->setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform | QPainter::TextAntialiasing);
    painter->setClipRect(target);
    if (!options.clip.isEmpty())
        painter->setClipRect(options.clip, Qt::IntersectClip);
    painter->fillRect(target, options.background);
    // The cloth, then the elements over it as QGraphicsScene::render draws
    // its items: the two transforms are built as the old export built them.
    painter->save();
    painter->translate(target.topLeft());
    const double scale = target.width() / source.width();
    painter->scale(scale, target.height() / source.height());
    painter->translate(-source.topLeft());
    TableCloth::paint(painter, picture.scenario.tableRect(), source, scale);
    painter->restore();
    const double xratio = target.width() / source.width();
    const double yratio = target.height() / source.height();
    // As QGraphicsScene::render sets up its items' view.
    painter->setClipRect(target, Qt::IntersectClip);
    const QTransform view = QTransform()
                                .translate(target.left(), target.top())
                                .scale(xratio, yratio)
                                .translate(-source.left(), -source.top());
    painter->setWorldTransform(view, true);
    // A band (Options::clip) draws only the terrain and units that reach
    // into it, with two pixels for their antialiased edges; the labels are
    // still laid out over the whole source, so every band places them alike.
    QRectF cull = source;
    if (!options.clip.isEmpty()) {
        const double pixel = 1.0 / std::max(1e-9, std::min(xratio, yratio));
        cull = QRectF(options.clip)
                   .translated(-target.topLeft())
                   .adjusted(-2.0, -2.0, 2.0, 2.0);
        cull = QRectF(cull.left() / xratio, cull.top() / yratio, cull.width() / xratio, cull.height() / yratio)
                   .translated(source.topLeft())
                   .adjusted(-pixel, -pixel, pixel, pixel)
                   .intersected(source);
    }
    drawElements(painter, picture, source, cull, labelBounds, options);
    painter->restore();
}

void TableRenderer::draw(QPainter *painter, const TablePicture &picture, const QRectF &exposed,
                         const Options &options)
{
    TableCloth::paint(painter, picture.scenario.tableRect(), exposed,
                      MarkScale::levelOfDetail(painter->worldTransform()));
    // The labels inside what the painter draws on (the table screen).
    const QRectF device = painter->device() ? QRectF(0, 0, painter->device()->width(), painter->device()->height()) : QRectF();
    drawElements(painter, picture, exposed, exposed, device, options);
}

void TableRenderer::drawElements(QPainter *painter, const TablePicture &picture, const QRectF &exposed,
                                 const QRectF &cull, const QRectF &labelBounds, const Options &options)
{
    // What lies wholly outside the part drawn draws no pixel there: it is
    // left out (a table screen shows a part of a big table; a band of a
    // picture a part of it).
    const auto outside = [&cull](const QRectF &bounds) { return !cull.isEmpty() && !bounds.intersects(cull); };
    const table::Scenario &scenario = picture.scenario;
    const QTransform view = painter->worldTransform();
    const MarkScale &marks = options.marks;
    const bool balagan = scenario.ruleSystem() == table::RuleSystem::Balagan;

    // Terrain: hills under everything, roads over rivers, woods and buildings
    // on top; pieces of one kind in the order of the scenario.
    {
        QList<TerrainPainter::Shape> terrain;
        for (const table::Terrain &piece : scenario.terrain())
            if (!outside(piece.outline().boundingRect().adjusted(-40, -40, 40, 40)))
                terrain.append(TerrainPainter::prepare(scenario, piece));
        std::stable_sort(terrain.begin(), terrain.end(),
                         [](const auto &a, const auto &b) { return a.stacking < b.stacking; });
        for (const TerrainPainter::Shape &shape : std::as_const(terrain)) {
            ElementScope scope(painter, view);
            TerrainPainter::paint(painter, shape);
        }
    }

    // The labels are laid out together at the end (TableLabels): the zones'
    // captions among them.
    TableLabels::Input labels;
    for (const TablePicture::Zone &zone : picture.zones) {
        labels.zones.append(DeploymentZonePainter::prepare(scenario, zone.rect, zone.sideName, zone.colour));
        ElementScope scope(painter, view);
        DeploymentZonePainter::paintZone(painter, labels.zones.last(), marks);
    }

    std::optional<ReachPainter::Shape> reach;
    if (picture.reach) {
        if (const table::Unit *unit = scenario.unit(picture.reach->unitId)) {
            reach = ReachPainter::prepare(scenario, *unit, picture.reach->area);
            ElementScope scope(painter, view);
            ReachPainter::paintArea(painter, *reach, marks);
        }
    }

    QList<UnitPainter::Shape> units;
    for (const table::Unit &unit : scenario.units()) {
        if (!unit.isOnTable())
            continue; // waiting in the order of battle
        units.append(UnitPainter::prepare(scenario, unit));
        const UnitPainter::Shape &shape = units.last();
        if (outside(shape.bounds.translated(shape.position)))
            continue;
        ElementScope scope(painter, itemTransform(shape.position, shape.rotation) * view);
        const qreal opacity = painter->opacity();
        if (shape.faded)
            painter->setOpacity(opacity * 0.55);
        UnitPainter::paintBody(painter, shape, mSymbols, options.vector, picture.units);
        painter->setOpacity(opacity);
    }

    for (const table::Marker &marker : scenario.markers()) {
        if (marker.kind == table::MarkerKind::Note)
            labels.notes.append({marker.id, marker.text, marker.position});
        ElementScope scope(painter, QTransform::fromTranslate(marker.position.x(), marker.position.y()) * view);
        MarkerPainter::paint(painter, marker.kind, marker.count);
    }

    QList<MessengerPainter::Shape> messengers;
    if (balagan && picture.secrets) {
        for (const table::Messenger &messenger : scenario.messengers()) {
            const MessengerPainter::Shape shape = MessengerPainter::prepare(scenario, messenger);
            if (shape.riding)
                messengers.append(shape);
        }
    }
    for (const MessengerPainter::Shape &shape : std::as_const(messengers)) {
        ElementScope scope(painter, view);
        MessengerPainter::paintRoute(painter, shape, marks);
    }
    if (balagan && picture.secrets) {
        for (const table::Unit &unit : scenario.units()) {
            if (!unit.isOnTable())
                continue;
            ElementScope scope(painter, view);
            marks.place(painter, unit.position());
            OrderFlagPainter::paint(painter, unit.order(), QPointF(0, 0));
        }
    }
    if (balagan) {
        for (const table::General &general : scenario.generals()) {
            const GeneralPainter::Shape shape = GeneralPainter::prepare(scenario, general, picture.secrets);
            if (!shape.placed)
                continue;
            labels.generals.append(shape);
            ElementScope scope(painter, view);
            marks.place(painter, shape.position);
            GeneralPainter::paint(painter, shape);
        }
    }
    for (const MessengerPainter::Shape &shape : std::as_const(messengers)) {
        ElementScope scope(painter, view);
        marks.place(painter, shape.position);
        MessengerPainter::paintPiece(painter, shape);
    }

    for (const table::FogZone &zone : scenario.fogZones()) {
        labels.fog.append(FogPainter::prepare(zone, picture.bound));
        ElementScope scope(painter, view);
        FogPainter::paint(painter, labels.fog.last());
    }

    for (const table::PinnedRuler &ruler : scenario.rulers()) {
        RulerPainter::Shape shape
            = RulerPainter::prepare(scenario, RulerPainter::pinnedLine(scenario, ruler),
                                    RulerPainter::pinnedCaption(scenario, ruler), RulerPainter::pinnedNote(scenario, ruler));
        shape.pinned = true;
        ElementScope scope(painter, view);
        RulerPainter::paint(painter, shape, marks);
    }
    std::list<ChargeLinePainter::Shape> charges; // their labels are laid out at the end
    for (const TablePicture::Charge &charge : picture.charges) {
        const auto shape = ChargeLinePainter::prepare(scenario, charge.attackerId, charge.targetId, charge.refused);
        if (!shape)
            continue;
        charges.push_back(*shape);
        labels.charges.append(&charges.back());
        ElementScope scope(painter, view);
        ChargeLinePainter::paint(painter, *shape, marks);
    }
    if (picture.tape) {
        RulerPainter::Shape shape
            = RulerPainter::prepare(scenario, picture.tape->line, picture.tape->caption, picture.tape->note);
        shape.warning = picture.tape->warning;
        ElementScope scope(painter, view);
        RulerPainter::paint(painter, shape, marks);
    }

    // Names only where the units are drawn as symbols (figures on a table
    // screen carry their own).
    if (picture.units == UnitStyle::Symbols)
        for (const UnitPainter::Shape &shape : std::as_const(units))
            labels.units.append(&shape);
    labels.reach = reach ? &*reach : nullptr;
    ElementScope scope(painter, view);
    TableLabels::paint(painter, labels, marks, exposed, labelBounds);
}

} // namespace vedette::render

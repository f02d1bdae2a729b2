#include "facade.h"

#include "commands/addremoveobjectcommand.h"
#include "commands/attachgeneralcommand.h"
#include "commands/editmarkercommand.h"
#include "commands/editobjectcommand.h"
#include "commands/editrulercommand.h"
#include "commands/movegeneralcommand.h"
#include "commands/orderofbattleedits.h"
#include "commands/unitfieldcommand.h"
#include "table/movecheck.h"
#include "document/document.h"

#include <QCoreApplication>

namespace vedette::cmd {

namespace {

// A step that may be nothing (nullptr, or a command with nothing to do).
bool push(Document *document, QUndoCommand *command, QList<journal::JournalEvent> events = {})
{
    if (!command)
        return false;
    return document->push(command, std::move(events));
}

// The add/remove steps keep the texts the referee knows from the undo menu
// ("Place Grenadiers", "Lay smoke"), in the commands' translation context
// (each a literal translate() call, so that lupdate finds it).
template<typename Command>
QUndoCommand *named(Command *command, const QString &text)
{
    if (command)
        command->setText(text);
    return command;
}

} // namespace

bool placeUnit(Document *document, const table::Unit &unit)
{
    return push(document, named(AddRemoveUnitCommand::add(document, unit), QCoreApplication::translate("Commands", "Place %1").arg(unit.name())));
}

bool removeUnit(Document *document, const QString &unitIdRef)
{
    const QString unitId = unitIdRef; // the caller's id may live in the unit removed
    const table::Scenario &scenario = document->scenario();
    const table::Unit *unit = scenario.unit(unitId);
    if (!unit)
        return false;
    QList<table::PinnedRuler> attached;
    for (const table::PinnedRuler &ruler : scenario.rulers())
        if (ruler.from.unitId == unitId || ruler.to.unitId == unitId)
            attached.append(ruler);
    if (attached.isEmpty())
        return push(document, AddRemoveUnitCommand::remove(document, unitId));
    // A ruler measured to the unit stays where the unit last stood, in the
    // same undo step, so undo brings back both the unit and the ruler's hold.
    const QPointF lastCentre = unit->position();
    auto *step = new QUndoCommand;
    for (const table::PinnedRuler &ruler : std::as_const(attached)) {
        table::PinnedRuler after = ruler;
        for (table::RulerEnd *end : {&after.from, &after.to})
            if (end->unitId == unitId)
                *end = {QString(), lastCentre};
        new EditRulerCommand(document, ruler, after, QString(), step);
    }
    auto *remove = AddRemoveUnitCommand::remove(document, unitId, step);
    step->setText(remove->text());
    return push(document, step);
}

bool moveUnit(Document *document, const QString &unitId, QPointF from, QPointF to, QList<journal::JournalEvent> events)
{
    return push(document, new MoveUnitCommand(document, unitId, from, to), std::move(events));
}

QList<MoveRefusal> checkSeenMoves(const Document *document, const QList<SeenMove> &moves)
{
    // Each move is checked on a table where the other moves are made.
    table::Scenario after = document->scenario();
    for (const SeenMove &move : moves) {
        const table::Unit *unit = after.unit(move.unitId);
        if (!unit)
            continue;
        table::Unit moved = *unit;
        moved.setPosition(move.to);
        moved.setFacing(move.facing);
        after.updateUnit(moved);
    }
    QList<MoveRefusal> refusals;
    for (const SeenMove &move : moves) {
        const table::Unit *before = document->scenario().unit(move.unitId);
        if (!before || !before->isOnTable()) {
            refusals.append({move.unitId, QCoreApplication::translate("Commands", "the unit is not on the table")});
            continue;
        }
        table::Scenario others = after;
        table::Unit start = *before;
        start.setFacing(move.facing);
        others.updateUnit(start);
        const table::MoveCheck check = table::checkMove(others, start, QPolygonF{before->position(), move.to});
        if (!check.legal)
            refusals.append({move.unitId, check.reason});
    }
    return refusals;
}

bool keepCameraMarkers(Document *document, const QHash<QString, int> &markers)
{
    if (markers.isEmpty())
        return false;
    QStringList ids = markers.keys();
    ids.sort();
    return editUnits(document, ids, QStringLiteral("cameraMarker"), QCoreApplication::translate("Commands", "Give camera markers to %1"),
                     [&markers](table::Unit &unit) { unit.setCameraMarker(markers.value(unit.id())); });
}

bool moveSeenUnits(Document *document, const QList<SeenMove> &moves, QList<journal::JournalEvent> events)
{
    auto *step = new QUndoCommand;
    int count = 0;
    for (const SeenMove &move : moves) {
        const table::Unit *unit = document->scenario().unit(move.unitId);
        if (!unit)
            continue;
        if (unit->position() != move.to)
            new MoveUnitCommand(document, move.unitId, unit->position(), move.to, 0, step);
        if (unit->facing() != move.facing)
            new RotateUnitCommand(document, move.unitId, unit->facing(), move.facing, 0, step);
        ++count;
    }
    if (step->childCount() == 0) {
        delete step;
        return false;
    }
    step->setText(QCoreApplication::translate("Commands", "Camera: %n unit(s) moved", nullptr, count));
    return push(document, step, std::move(events));
}

bool rotateUnit(Document *document, const QString &unitId, double from, double to)
{
    return push(document, new RotateUnitCommand(document, unitId, from, to));
}

bool editUnit(Document *document, const table::Unit &before, const table::Unit &after, const QString &field,
              const QString &text)
{
    return push(document, new EditUnitCommand(document, before, after, field, text));
}

bool addTerrain(Document *document, const table::Terrain &terrain)
{
    return push(document, named(AddRemoveTerrainCommand::add(document, terrain),
                                QCoreApplication::translate("Commands", "Add %1").arg(table::terrainTypeName(terrain.type()))));
}

bool removeTerrain(Document *document, const QString &terrainId)
{
    const table::Terrain *piece = document->scenario().terrainPiece(terrainId);
    if (!piece)
        return false;
    const QString text = QCoreApplication::translate("Commands", "Remove %1").arg(table::terrainTypeName(piece->type()));
    return push(document, named(AddRemoveTerrainCommand::remove(document, terrainId), text));
}

bool editTerrain(Document *document, const table::Terrain &before, const table::Terrain &after, const QString &field,
                 const QString &text)
{
    return push(document, new EditTerrainCommand(document, before, after, field, text));
}

bool laySmoke(Document *document, const table::FogZone &zone)
{
    return push(document, named(AddRemoveFogZoneCommand::add(document, zone), QCoreApplication::translate("Commands", "Lay smoke")));
}

bool clearSmoke(Document *document, const QString &zoneId)
{
    return push(document, named(AddRemoveFogZoneCommand::remove(document, zoneId), QCoreApplication::translate("Commands", "Clear smoke")));
}

bool addMarker(Document *document, const table::Marker &marker)
{
    return push(document, named(AddRemoveMarkerCommand::add(document, marker),
                                QCoreApplication::translate("Commands", "Place %1").arg(table::markerKindName(marker.kind))));
}

bool removeMarker(Document *document, const QString &markerId)
{
    const table::Marker *marker = document->scenario().marker(markerId);
    if (!marker)
        return false;
    const QString text = QCoreApplication::translate("Commands", "Remove %1").arg(table::markerKindName(marker->kind));
    return push(document, named(AddRemoveMarkerCommand::remove(document, markerId), text));
}

bool editMarker(Document *document, const table::Marker &before, const table::Marker &after, const QString &text)
{
    return push(document, new EditMarkerCommand(document, before, after, text));
}

bool pinRuler(Document *document, const table::PinnedRuler &ruler)
{
    return push(document, named(AddRemoveRulerCommand::add(document, ruler), QCoreApplication::translate("Commands", "Pin Ruler")));
}

bool removeRuler(Document *document, const QString &rulerId)
{
    return push(document, named(AddRemoveRulerCommand::remove(document, rulerId), QCoreApplication::translate("Commands", "Remove Ruler")));
}

bool removeAllRulers(Document *document)
{
    const QList<table::PinnedRuler> rulers = document->scenario().rulers();
    if (rulers.isEmpty())
        return false;
    // One step: a parent command whose children remove each ruler.
    auto *step = new QUndoCommand(QCoreApplication::translate("vedette::RulerLayer", "Clear Pinned Rulers"));
    for (const table::PinnedRuler &ruler : rulers)
        AddRemoveRulerCommand::remove(document, ruler.id, step);
    return push(document, step);
}

bool labelRuler(Document *document, const QString &rulerId, const QString &label)
{
    const table::PinnedRuler *ruler = document->scenario().ruler(rulerId);
    if (!ruler || ruler->label == label.trimmed())
        return false;
    table::PinnedRuler after = *ruler;
    after.label = label.trimmed();
    return push(document, new EditRulerCommand(document, *ruler, after,
                                               QCoreApplication::translate("vedette::RulerLayer", "Label Ruler")));
}

bool addSide(Document *document, const table::Side &side)
{
    return push(document, AddRemoveSideCommand::add(document, side));
}

bool editSide(Document *document, const table::Side &before, const table::Side &after, const QString &field,
              const QString &text)
{
    return push(document, new EditSideCommand(document, before, after, field, text));
}

bool addGeneral(Document *document, const table::General &general)
{
    return push(document, AddRemoveGeneralCommand::add(document, general));
}

bool editGeneral(Document *document, const table::General &before, const table::General &after,
                 const QString &field, const QString &text)
{
    return push(document, new EditGeneralCommand(document, before, after, field, text));
}

bool moveGeneral(Document *document, const QString &generalId, QPointF to)
{
    auto *command = new MoveGeneralCommand(document, generalId, to);
    if (!command->isValid()) {
        delete command;
        return false;
    }
    return push(document, command);
}

bool attachGeneral(Document *document, const QString &generalId, const QString &unitId,
                   QList<journal::JournalEvent> events)
{
    auto *command = new AttachGeneralCommand(document, generalId, unitId);
    if (!command->isValid()) {
        delete command;
        return false;
    }
    return push(document, command, std::move(events));
}

bool addUnitToOrderOfBattle(Document *document, const table::Unit &unit)
{
    return push(document, AddRemoveUnitCommand::add(document, unit));
}

bool removeFromOrderOfBattle(Document *document, const QStringList &unitIds, const QStringList &generalIds,
                             const QStringList &sideIds)
{
    return push(document, OrderOfBattleEdits::remove(document, unitIds, generalIds, sideIds));
}

bool duplicate(Document *document, const QStringList &unitIds, const QStringList &generalIds, QStringList *newUnitIds)
{
    return push(document, OrderOfBattleEdits::duplicate(document, unitIds, generalIds, newUnitIds));
}

bool moveToDivision(Document *document, const QStringList &unitIds, const QStringList &generalIds,
                    const QString &sideId, const QString &divisionId)
{
    return push(document, OrderOfBattleEdits::moveToDivision(document, unitIds, generalIds, sideId, divisionId));
}

bool renameDivision(Document *document, const QString &sideId, const QString &from, const QString &to)
{
    return push(document, OrderOfBattleEdits::renameDivision(document, sideId, from, to));
}

bool editUnits(Document *document, const QStringList &unitIds, const QString &field, const QString &text,
               const std::function<void(table::Unit &)> &change)
{
    return push(document, OrderOfBattleEdits::editUnits(document, unitIds, field, text, change));
}

bool deploy(Document *document, const QList<table::Unit> &placed, const QList<table::Side> &sides,
            QList<journal::JournalEvent> events)
{
    return push(document, OrderOfBattleEdits::deploy(document, placed, sides), std::move(events));
}

bool setDeploymentZones(Document *document, const QList<table::Side> &sides)
{
    return push(document, OrderOfBattleEdits::setDeploymentZones(document, sides));
}

bool takeOffTable(Document *document, const QStringList &unitIds)
{
    return push(document, OrderOfBattleEdits::takeOffTable(document, unitIds));
}

bool addFrom(Document *document, const table::Scenario &after, const QString &text)
{
    return push(document, OrderOfBattleEdits::addFrom(document, after, text));
}

} // namespace vedette::cmd

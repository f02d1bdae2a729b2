#pragma once

#include "journal/journalevent.h"
#include "table/scenario.h"

#include <QHash>
#include <QList>
#include <QPointF>
#include <QString>
#include <QStringList>

#include <functional>

namespace vedette {

class Document;

// The command facade (as Subsurface's Command:: functions): the one place
// panels, tools and the table's layers build an undoable step and push it
// with Document::push(). Callers say what the referee did; the facade picks
// the command, its text and its journal entries. Each returns true when the
// step was pushed and written, false when there was nothing to do or the
// campaign refused it (Document::lastError() says why).
//
// Rule steps do not come here: the controllers push those themselves
// (BattleController::step).
namespace cmd {

// --- Units on the table --------------------------------------------------------
bool placeUnit(Document *document, const table::Unit &unit);
// Takes a unit off the table's list. A pinned ruler measured to it keeps the
// point where the unit last stood, in the same step.
bool removeUnit(Document *document, const QString &unitId);
bool moveUnit(Document *document, const QString &unitId, QPointF from, QPointF to,
              QList<journal::JournalEvent> events = {});
bool rotateUnit(Document *document, const QString &unitId, double from, double to);
bool editUnit(Document *document, const table::Unit &before, const table::Unit &after, const QString &field,
              const QString &text);

// --- Moves the camera saw (issue 42) ---------------------------------------------
struct SeenMove
{
    QString unitId;
    QPointF to;
    double facing = 0.0;
};
struct MoveRefusal
{
    QString unitId;
    QString reason; // translated
};
// The rules' move checks of a drag on each move, the others made: a unit
// that would leave the table, overlap another unit or cross impassable
// terrain is refused with the reason (nothing is checked against a bound's
// allowance: the camera sees where the referee put the unit).
QList<MoveRefusal> checkSeenMoves(const Document *document, const QList<SeenMove> &moves);
// The camera markers given to units that had none, kept in their data (one
// step), so that a sheet printed again stays valid. False when none is given.
bool keepCameraMarkers(Document *document, const QHash<QString, int> &markers);
// Every move as one step ("Camera: N units moved"), with `events` (the
// referee's override of refusals) in the same transaction.
bool moveSeenUnits(Document *document, const QList<SeenMove> &moves, QList<journal::JournalEvent> events = {});

// --- Terrain, smoke, markers -----------------------------------------------------
bool addTerrain(Document *document, const table::Terrain &terrain);
bool removeTerrain(Document *document, const QString &terrainId);
bool editTerrain(Document *document, const table::Terrain &before, const table::Terrain &after,
                 const QString &field, const QString &text);
bool laySmoke(Document *document, const table::FogZone &zone);
bool clearSmoke(Document *document, const QString &zoneId);
bool addMarker(Document *document, const table::Marker &marker);
bool removeMarker(Document *document, const QString &markerId);
bool editMarker(Document *document, const table::Marker &before, const table::Marker &after, const QString &text);

// --- Pinned rulers -------------------------------------------------------------
bool pinRuler(Document *document, const table::PinnedRuler &ruler);
bool removeRuler(Document *document, const QString &rulerId);
// Every pinned ruler, one step.
bool removeAllRulers(Document *document);
// An empty label names the units measured again.
bool labelRuler(Document *document, const QString &rulerId, const QString &label);

// --- Sides and generals --------------------------------------------------------
bool addSide(Document *document, const table::Side &side);
bool editSide(Document *document, const table::Side &before, const table::Side &after, const QString &field,
              const QString &text);
bool addGeneral(Document *document, const table::General &general);
bool editGeneral(Document *document, const table::General &before, const table::General &after,
                 const QString &field, const QString &text);
bool moveGeneral(Document *document, const QString &generalId, QPointF to);
// Joins the unit, or with an empty unit leaves the one he is with.
bool attachGeneral(Document *document, const QString &generalId, const QString &unitId,
                   QList<journal::JournalEvent> events = {});

// --- The order of battle (commands/orderofbattleedits.h builds these) ----------
bool addUnitToOrderOfBattle(Document *document, const table::Unit &unit);
bool removeFromOrderOfBattle(Document *document, const QStringList &unitIds, const QStringList &generalIds,
                             const QStringList &sideIds = {});
bool duplicate(Document *document, const QStringList &unitIds, const QStringList &generalIds,
               QStringList *newUnitIds = nullptr);
bool moveToDivision(Document *document, const QStringList &unitIds, const QStringList &generalIds,
                    const QString &sideId, const QString &divisionId);
bool renameDivision(Document *document, const QString &sideId, const QString &from, const QString &to);
bool editUnits(Document *document, const QStringList &unitIds, const QString &field, const QString &text,
               const std::function<void(table::Unit &)> &change);
// The units placed, the sides' zones fixed or moved with them (`sides`),
// and `events` (an override of the rules) logged in the same step.
bool deploy(Document *document, const QList<table::Unit> &placed, const QList<table::Side> &sides = {},
            QList<journal::JournalEvent> events = {});
// Balagan set-up: the sides' deployment zones where the referee put them, one step.
bool setDeploymentZones(Document *document, const QList<table::Side> &sides);
bool takeOffTable(Document *document, const QStringList &unitIds);
bool addFrom(Document *document, const table::Scenario &after, const QString &text);

} // namespace cmd

} // namespace vedette

#pragma once

#include "table/scenario.h"

#include <QString>
#include <QStringList>

#include <functional>

class QUndoCommand;

namespace vedette {

class Document;

// The order-of-battle dock's and the deploy tool's steps, each built as ONE
// parent command (one undo step) out of AddRemoveObjectCommand and
// EditObjectCommand children, so that the table stays readable after every
// step: a removed unit's general is detached and its markers and fog go
// with it, a removed general leaves his unit, a copy has ids of its own.
// Each returns nullptr when there is nothing to do; the caller pushes the
// command with Document::push().
class OrderOfBattleEdits
{
public:
    // Sides go with their messengers; their units and generals must be in the lists too.
    static QUndoCommand *remove(Document *document, const QStringList &unitIds, const QStringList &generalIds,
                                const QStringList &sideIds = {});
    // Copies with fresh ids and "(copy)" names, not on the table, each after
    // its original; generals come without a unit and are not commanders-in-chief.
    static QUndoCommand *duplicate(Document *document, const QStringList &unitIds, const QStringList &generalIds,
                                   QStringList *newUnitIds = nullptr);
    // Into `divisionId` of `sideId` ("" = no division). Units changing sides
    // leave their generals.
    static QUndoCommand *moveToDivision(Document *document, const QStringList &unitIds, const QStringList &generalIds,
                                        const QString &sideId, const QString &divisionId);
    static QUndoCommand *renameDivision(Document *document, const QString &sideId, const QString &from, const QString &to);
    // One change to every unit of the list (the forms' multi-selection).
    static QUndoCommand *editUnits(Document *document, const QStringList &unitIds, const QString &field,
                                   const QString &text, const std::function<void(table::Unit &)> &change);
    // The units as the deploy tool laid them out (on the table, placed), and
    // the sides whose deployment zones the step fixes or moves.
    static QUndoCommand *deploy(Document *document, const QList<table::Unit> &placed,
                                const QList<table::Side> &sides = {});
    // The sides' deployment zones where the referee put them (one step).
    static QUndoCommand *setDeploymentZones(Document *document, const QList<table::Side> &sides);
    // Back into the order of battle, off the table (set-up corrections).
    static QUndoCommand *takeOffTable(Document *document, const QStringList &unitIds);
    // What `after` (the table with an imported order of battle or a
    // template) adds to the document's table: its new sides, generals and
    // units, and the generals it attaches.
    static QUndoCommand *addFrom(Document *document, const table::Scenario &after, const QString &text);
};

} // namespace vedette

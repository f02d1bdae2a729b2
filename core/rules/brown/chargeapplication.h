#pragma once

#include "chargeoutcome.h"

#include "table/scenario.h"

#include <QPointF>
#include <QStringList>

namespace vedette::rules::brown {

// A resolved charge put onto the table: both units as they stand after it
// (losses, state markers, the moves the text gives a number for, and the
// suggested moves when the referee confirmed them). Rules only: the app, the
// command line and tests call it; none of them moves a unit itself.
struct ChargeApplication
{
    table::Unit attacker;
    table::Unit defender;
    // Translated sentences for what the table forced: "stopped at the table edge".
    QStringList notes;

    // `applySuggested`: also the moves without a number in the text (the
    // house rule's distance), which the referee confirms. A move that would
    // carry a unit off the table stops at the edge (docs/rules.md B-24); one
    // that would pass through or end on another unit stops short where that
    // unit stands in its way (B-34). Each says so in `notes`.
    static ChargeApplication of(const table::Scenario &scenario, const QString &attackerId, const QString &defenderId,
                                const ChargeOutcome &outcome, bool applySuggested);

    // Where `mover` stands when its closest edge is `inches` from `target`'s,
    // moving along the line between their centres (0 = touching).
    static QPointF positionAtDistance(const table::Scenario &scenario, const table::Unit &mover,
                                      const table::Unit &target, double inches);
    // `inches` straight away from `enemy`.
    static QPointF positionBack(const table::Unit &unit, const table::Unit &enemy, double inches);
    // The furthest point from `from` towards `to` at which `unit` still
    // stands wholly on the table (`to` itself when it does).
    static QPointF keepOnTable(const table::Scenario &scenario, const table::Unit &unit, QPointF from, QPointF to);
    // The furthest point from `from` towards `to` that `unit` reaches without
    // its bases passing over any base of the units in `others` (`to` itself
    // when the way is clear); `blocker` receives the first in its way. A unit
    // it already overlaps where it stands does not hold it.
    static QPointF clearOfUnits(const table::Scenario &scenario, const table::Unit &unit, const QList<table::Unit> &others,
                                QPointF from, QPointF to, QString *blocker = nullptr);
};

} // namespace vedette::rules::brown

#pragma once

#include <QPointF>
#include <QString>

namespace vedette::table {

// One end of a pinned ruler: a unit (measured to its closest edge, so the
// ruler follows the unit) or a fixed point on the table.
struct RulerEnd
{
    QString unitId;  // empty: the end is the fixed point
    QPointF point;   // mm; for a unit end, where the unit was when pinned

    bool onUnit() const { return !unitId.isEmpty(); }

    friend bool operator==(const RulerEnd &, const RulerEnd &) = default;
};

// A measurement the referee pinned to the table, with an optional label.
struct PinnedRuler
{
    QString id;
    RulerEnd from;
    RulerEnd to;
    QString label;

    friend bool operator==(const PinnedRuler &, const PinnedRuler &) = default;
};

} // namespace vedette::table

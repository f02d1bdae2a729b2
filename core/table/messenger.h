#pragma once

#include "unittypes.h"

#include <QList>
#include <QPointF>
#include <QString>

namespace vedette::table {

// A Balagan messenger riding with an order from a general to a unit (and
// through it to its division). He rides as horse in column; the route keeps
// the points he reached, one per bound, so the referee sees where he went.
struct Messenger
{
    QString id;
    QString sideId;
    QString name;
    QString fromGeneralId;
    QString targetUnitId;
    Order order = Order::Hold;
    QPointF position;      // mm, where he is now
    QList<QPointF> route;  // points ridden so far, oldest first, the start included
    bool delivered = false;
    bool killed = false;

    // Still on the table: neither arrived nor killed.
    bool riding() const { return !delivered && !killed; }

    friend bool operator==(const Messenger &, const Messenger &) = default;
};

} // namespace vedette::table

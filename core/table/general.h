#pragma once

#include <QPointF>
#include <QString>

#include <optional>

namespace vedette::table {

// A commander: a Balagan division general or commander-in-chief (rated
// -1/0/+1), or a Brown leader whose rating is added when attached.
struct General
{
    QString id;
    QString sideId;
    QString name;
    int rating = 0;
    QString divisionId;          // empty for the commander-in-chief
    bool commanderInChief = false;
    QString attachedUnitId;      // the unit he is with, if any
    // Where his piece stands on the table (mm); empty when he is not placed.
    // A general attached to a unit is drawn beside it whatever this says.
    std::optional<QPointF> position;

    friend bool operator==(const General &, const General &) = default;
};

} // namespace vedette::table

#pragma once

#include <QString>

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

    friend bool operator==(const General &, const General &) = default;
};

} // namespace vedette::table

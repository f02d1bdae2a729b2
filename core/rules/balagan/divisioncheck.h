#pragma once

#include "table/scenario.h"

#include <QList>
#include <QString>

namespace vedette::rules::balagan {

// docs/rules.md M-27: "a division of 3-7 units has one [general]". Checked on
// set-up so the referee is warned (not stopped) when a division is smaller
// or larger; units without a division are not counted.
class DivisionCheck
{
public:
    static constexpr int minimumUnits = 3;
    static constexpr int maximumUnits = 7;

    struct Division
    {
        QString sideId;
        QString divisionId;
        int units = 0;
        QString warning; // translated: "Division d1 of Red has 2 units; a division has 3 to 7."
    };

    // Every division of the scenario with fewer than 3 or more than 7 units,
    // in the order their first unit stands in the scenario.
    static QList<Division> outsideSize(const table::Scenario &scenario);
};

} // namespace vedette::rules::balagan

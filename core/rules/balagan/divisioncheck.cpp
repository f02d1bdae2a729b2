#include "divisioncheck.h"

#include <QCoreApplication>

#include <algorithm>

namespace vedette::rules::balagan {

QList<DivisionCheck::Division> DivisionCheck::outsideSize(const table::Scenario &scenario)
{
    // A division belongs to its side: two sides may both call one "1st".
    QList<Division> divisions;
    for (const table::Unit &unit : scenario.units()) {
        if (unit.divisionId().isEmpty())
            continue;
        auto it = std::find_if(divisions.begin(), divisions.end(), [&](const Division &d) {
            return d.sideId == unit.sideId() && d.divisionId == unit.divisionId();
        });
        if (it == divisions.end())
            divisions.append({unit.sideId(), unit.divisionId(), 1, {}});
        else
            ++it->units;
    }
    QList<Division> outside;
    for (Division &division : divisions) {
        if (division.units >= minimumUnits && division.units <= maximumUnits)
            continue;
        const table::Side *side = scenario.side(division.sideId);
        // The division by its name, not its key ("Division marsin", issue 40).
        division.warning = QCoreApplication::translate("vedette::rules::balagan::DivisionCheck",
                                                       "%1 (%2) has %n unit(s); a division has %3 to %4.",
                                                       nullptr, division.units)
                               .arg(scenario.divisionName(division.sideId, division.divisionId),
                                    side ? side->name : division.sideId)
                               .arg(minimumUnits)
                               .arg(maximumUnits);
        outside.append(division);
    }
    return outside;
}

} // namespace vedette::rules::balagan

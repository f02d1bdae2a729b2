#pragma once

#include <QString>

namespace vedette::table {
class Scenario;
}

namespace vedette::render {

// A scenario's lengths as the table shows them: in its primary unit for
// ruler marks, with the secondary unit in brackets for measured distances.
// The scene, the rulers and the pictures all ask here, so a distance reads
// the same on screen and on paper.
class TableUnits
{
public:
    explicit TableUnits(const table::Scenario &scenario)
        : mScenario(scenario)
    {
    }

    // Millimetres in one ruler unit: an inch, or a centimetre for cm and paces.
    double unitMm() const;
    bool isInch() const;
    // A ruler mark's label in the scenario's primary unit.
    QString rulerLabel(double mm) const;
    // A distance in the scenario's units, with the secondary unit in brackets.
    QString distance(double mm) const;
    QString distanceShort(double mm) const;

private:
    const table::Scenario &mScenario;
};

} // namespace vedette::render

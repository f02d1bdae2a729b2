#pragma once

#include "table/lengthformat.h"

namespace vedette::rules::brown {

// Brown measures in inches; every distance the referee reads goes through
// the table's one length formatter.
inline QString inchesText(double inches)
{
    return table::formatLength(table::Length::fromInches(inches), table::DisplayUnits::only(table::LengthUnit::Inches));
}

} // namespace vedette::rules::brown

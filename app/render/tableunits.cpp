#include "tableunits.h"

#include "table/lengthformat.h"
#include "table/scenario.h"

namespace vedette::render {

double TableUnits::unitMm() const
{
    return isInch() ? table::Length::mmPerInch : table::Length::mmPerCm;
}

bool TableUnits::isInch() const
{
    return mScenario.displayUnits().primary == table::LengthUnit::Inches;
}

QString TableUnits::rulerLabel(double mm) const
{
    const table::DisplayUnits &units = mScenario.displayUnits();
    return table::formatLength(table::Length::fromMm(mm), table::DisplayUnits::only(units.primary, units.scale));
}

QString TableUnits::distance(double mm) const
{
    return table::formatLength(table::Length::fromMm(mm), mScenario.displayUnits(), table::LengthStyle::Both);
}

QString TableUnits::distanceShort(double mm) const
{
    return table::formatLength(table::Length::fromMm(mm), mScenario.displayUnits(), table::LengthStyle::Primary);
}

} // namespace vedette::render

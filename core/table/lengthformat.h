#pragma once

#include "displayunits.h"
#include "length.h"

#include <QLocale>
#include <QString>

namespace vedette::table {

// The one function that turns a table distance into text for the referee:
// "4.0\"", "12.5 cm", "1,250 p", "12 mm"; with LengthStyle::Both the
// secondary unit follows in brackets: "12.5 cm (1,250 p)". Thousands
// separators and the decimal point follow `locale`.
QString formatLength(Length length, const DisplayUnits &units,
                     LengthStyle style = LengthStyle::Primary,
                     const QLocale &locale = QLocale());

// The unit's symbol as shown after a number: "\"", "cm", "p", "mm".
QString lengthUnitSymbol(LengthUnit unit);

// Stable ids used in files and on the command line: "in", "cm", "p", "mm".
QString lengthUnitId(LengthUnit unit);
LengthUnit lengthUnitFromId(QStringView id, bool *ok = nullptr);

} // namespace vedette::table

#include "lengthformat.h"

#include "util/enumid.h"

#include <QCoreApplication>

#include <cmath>

using namespace Qt::StringLiterals;

namespace vedette::table {

namespace {

QString formatIn(Length length, LengthUnit unit, GroundScale scale, const QLocale &locale)
{
    switch (unit) {
    case LengthUnit::None:
        return {};
    case LengthUnit::Millimetres:
        return QCoreApplication::translate("vedette::table::Length", "%1 mm").arg(locale.toString(length.mm(), 'f', 0));
    case LengthUnit::Inches:
        // The inch mark follows the number directly, as referees write it.
        return QCoreApplication::translate("vedette::table::Length", "%1\"").arg(locale.toString(length.inches(), 'f', 1));
    case LengthUnit::Centimetres:
        return QCoreApplication::translate("vedette::table::Length", "%1 cm").arg(locale.toString(length.cm(), 'f', 1));
    case LengthUnit::Paces: {
        // Paces are counted whole; -0 would read oddly.
        double paces = std::round(length.paces(scale));
        if (paces == 0.0)
            paces = 0.0;
        return QCoreApplication::translate("vedette::table::Length", "%1 p").arg(locale.toString(paces, 'f', 0));
    }
    }
    return {};
}

} // namespace

QString formatLength(Length length, const DisplayUnits &units, LengthStyle style, const QLocale &locale)
{
    if (!length.isFinite())
        return QCoreApplication::translate("vedette::table::Length", "unlimited");
    const LengthUnit primary = units.primary == LengthUnit::None ? LengthUnit::Centimetres : units.primary;
    const QString first = formatIn(length, primary, units.scale, locale);
    if (style == LengthStyle::Primary || units.secondary == LengthUnit::None || units.secondary == primary)
        return first;
    return QCoreApplication::translate("vedette::table::Length", "%1 (%2)")
        .arg(first, formatIn(length, units.secondary, units.scale, locale));
}

QString lengthUnitSymbol(LengthUnit unit)
{
    switch (unit) {
    case LengthUnit::None: return {};
    case LengthUnit::Millimetres: return QCoreApplication::translate("vedette::table::Length", "mm");
    case LengthUnit::Inches: return u"\""_s;
    case LengthUnit::Centimetres: return QCoreApplication::translate("vedette::table::Length", "cm");
    case LengthUnit::Paces: return QCoreApplication::translate("vedette::table::Length", "p");
    }
    return {};
}

namespace {
// The units a preference or a house rule names, spelled once.
constexpr util::EnumId<LengthUnit> kUnits[] = {{LengthUnit::None, "none"},
                                               {LengthUnit::Millimetres, "mm"},
                                               {LengthUnit::Inches, "in"},
                                               {LengthUnit::Centimetres, "cm"},
                                               {LengthUnit::Paces, "p"}};
static_assert(util::isWellFormed(kUnits) && util::coversAll(kUnits, 5));
} // namespace

QString lengthUnitId(LengthUnit unit)
{
    return util::idOf(kUnits, unit);
}

LengthUnit lengthUnitFromId(QStringView id, bool *ok)
{
    return util::fromId(kUnits, id, ok);
}

} // namespace vedette::table

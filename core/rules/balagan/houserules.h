#pragma once

#include "table/footprintsettings.h"
#include "table/groundscale.h"

#include <QJsonObject>
#include <QString>

#include <optional>

namespace vedette::rules::balagan {

// The readings of docs/rules.md M marked "setting", plus the distances the text
// gives, so a referee can change them per scenario or campaign. Defaults are
// the rule as Vedette reads it. Distances are in paces (the text's unit).
struct HouseRules
{
    double frontArcHalfAngle = 45.0;   // degrees each side of straight ahead (setting)
    double behindReachPaces = 1200.0;  // enemy wholly behind flank/rear counts within this (setting)
    double footRangePaces = 200.0;
    double artilleryRangePaces = 1000.0;
    double artilleryLongRangePaces = 200.0; // +1 when only shot at by artillery this far or more
    double supportDistancePaces = 200.0;
    double doubleLineGapCm = 1.0;      // setting (footprint)
    double columnGapCm = 2.0;          // setting (footprint)
    bool wheelCostOuterCorner = true;  // setting: wheel costs the outer corner's path
    // A move never ends in contact with an enemy: it halts this far short
    // (docs/rules.md M-35, setting; never less than the contact tolerance).
    double haltShortPaces = 100.0;
    // Base contact is a measurement on a real table: edges this close count as touching.
    double contactToleranceMm = 1.0;

    // The halt short of an enemy in mm at `scale` (docs/rules.md M-35):
    // never less than the contact tolerance, so a unit halted short is never
    // counted as touching (a tenth of a millimetre beyond it).
    double haltShortMm(table::GroundScale scale) const;

    // The scenario's footprint layout with these gaps: every footprint the
    // rules measure (contact, support, fire, reach, fog) is laid out by it.
    table::FootprintSettings footprintSettings(const table::FootprintSettings &scenario) const;

    QJsonObject toJson() const;
    // Missing keys keep their defaults; a wrong type or an out-of-range value is refused.
    static std::optional<HouseRules> fromJson(const QJsonObject &json, QString *error = nullptr);

    friend bool operator==(const HouseRules &, const HouseRules &) = default;
};

} // namespace vedette::rules::balagan

#pragma once

#include "groundscale.h"

namespace vedette::table {

enum class LengthUnit {
    None,        // only as DisplayUnits::secondary: show one unit
    Millimetres,
    Inches,
    Centimetres,
    Paces,
};

// Whether a length is shown in the primary unit only, or with the secondary
// unit in brackets ("1,250 p (12.5 cm)").
enum class LengthStyle { Primary, Both };

// The units a scenario shows its distances in: inches (+cm) for Brown,
// paces (+cm) for Marlburian scenarios.
struct DisplayUnits
{
    LengthUnit primary = LengthUnit::Centimetres;
    LengthUnit secondary = LengthUnit::None;
    GroundScale scale;

    static DisplayUnits inches(GroundScale scale = {}) { return {LengthUnit::Inches, LengthUnit::Centimetres, scale}; }
    static DisplayUnits paces(GroundScale scale = {}) { return {LengthUnit::Paces, LengthUnit::Centimetres, scale}; }
    static DisplayUnits only(LengthUnit unit, GroundScale scale = {}) { return {unit, LengthUnit::None, scale}; }

    friend bool operator==(const DisplayUnits &, const DisplayUnits &) = default;
};

} // namespace vedette::table

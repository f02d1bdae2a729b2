#pragma once

#include "length.h"

namespace vedette::table {

// How bases are laid out. Elements: Balagan's two 4 x 2 cm elements per unit
// with the gaps of docs/rules.md M-2 (settings). Stands: Brown's stands, each of the
// unit's own frontage and depth.
struct FootprintSettings
{
    enum class BaseStyle { Elements, Stands };

    BaseStyle style = BaseStyle::Stands;
    Length elementWidth = Length::fromCm(4.0);
    Length elementDepth = Length::fromCm(2.0);
    Length doubleLineGap = Length::fromCm(1.0);   // setting
    Length columnGap = Length::fromCm(2.0);       // setting
    Length artilleryGap = Length::fromCm(1.0);    // unlimbered gun to its train

    static FootprintSettings balagan() { FootprintSettings s; s.style = BaseStyle::Elements; return s; }
    static FootprintSettings brown() { return FootprintSettings{}; }

    friend bool operator==(const FootprintSettings &, const FootprintSettings &) = default;
};

} // namespace vedette::table

#pragma once

#include "groundscale.h"

#include <cmath>
#include <limits>

namespace vedette::table {

// A distance on the table. Stored in millimetres so that inch, centimetre and
// pace rules all measure against one number and never drift by rounding.
class Length
{
public:
    static constexpr double mmPerInch = 25.4;
    static constexpr double mmPerCm = 10.0;

    constexpr Length() = default;

    static constexpr Length fromMm(double mm) { return Length(mm); }
    static constexpr Length fromInches(double inches) { return Length(inches * mmPerInch); }
    static constexpr Length fromCm(double cm) { return Length(cm * mmPerCm); }
    static constexpr Length fromFeet(double feet) { return Length(feet * 12.0 * mmPerInch); }
    static constexpr Length fromPaces(double paces, GroundScale scale)
    {
        return Length(paces / scale.pacesPerCm * mmPerCm);
    }

    constexpr double mm() const { return mMm; }
    constexpr double inches() const { return mMm / mmPerInch; }
    constexpr double cm() const { return mMm / mmPerCm; }
    constexpr double paces(GroundScale scale) const { return mMm / mmPerCm * scale.pacesPerCm; }

    bool isFinite() const { return std::isfinite(mMm); }
    static constexpr Length infinite() { return Length(std::numeric_limits<double>::infinity()); }

    constexpr Length operator+(Length other) const { return Length(mMm + other.mMm); }
    constexpr Length operator-(Length other) const { return Length(mMm - other.mMm); }
    constexpr Length operator-() const { return Length(-mMm); }
    constexpr Length operator*(double factor) const { return Length(mMm * factor); }
    constexpr Length operator/(double divisor) const { return Length(mMm / divisor); }
    constexpr double operator/(Length other) const { return mMm / other.mMm; }
    constexpr Length &operator+=(Length other) { mMm += other.mMm; return *this; }
    constexpr Length &operator-=(Length other) { mMm -= other.mMm; return *this; }

    friend constexpr Length operator*(double factor, Length length) { return length * factor; }
    friend constexpr auto operator<=>(const Length &, const Length &) = default;

private:
    explicit constexpr Length(double mm) : mMm(mm) {}

    double mMm = 0.0;
};

} // namespace vedette::table

#pragma once

#include <QString>

namespace vedette::dice {

// One physical die: `faces` faces numbered first, first+1, ... first+faces-1.
// A d10 marked 0-9 (Tennyson's "0=0") is Die{10, 0}; an ordinary d6 is Die{6, 1}.
struct Die
{
    int faces = 6;
    int first = 1;

    constexpr int last() const { return first + faces - 1; }
    constexpr bool isValidFace(int face) const { return face >= first && face <= last(); }

    // "d6", "d10" or "d10(0-9)" for dice that do not start at 1.
    QString name() const;

    static constexpr Die d(int faces) { return Die{faces, 1}; }
    static constexpr Die d6() { return Die{6, 1}; }
    static constexpr Die d10zero() { return Die{10, 0}; }

    friend constexpr bool operator==(const Die &, const Die &) = default;
};

} // namespace vedette::dice

#pragma once

#include <QString>

namespace vedette::rules::tennyson {

// The five regiments of the Light Brigade, in turn order (docs/rules.md T-1).
class Regiment
{
public:
    static constexpr int kCount = 5;
    static constexpr int kStands = 6; // six half squadrons

    // Full translated name, "8th Hussars".
    static QString name(int regiment);
    // Stable id for files and JSON: "4LD", "8H", "11H", "13LD", "17L".
    static QString id(int regiment);
    static int fromId(QStringView id); // -1 when unknown
    // The special first-player die: six faces, the 11th Hussars on two.
    static int forFirstPlayerFace(int face);
};

} // namespace vedette::rules::tennyson

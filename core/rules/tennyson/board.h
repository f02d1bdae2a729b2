#pragma once

#include <QString>

namespace vedette::rules::tennyson {

// The valley: position 0 is the start line, 1-16 are half-league bands in four
// sectors of four, 16 is at the guns. Seven battery slots: three frontal at the
// end, and one per flank in sectors 3 and 4.
class Board
{
public:
    static constexpr int kGuns = 16;
    static constexpr int kSectors = 4;
    static constexpr int kBandsPerSector = 4;

    enum Slot { Frontal1, Frontal2, Frontal3, Right3, Right4, Left3, Left4 };
    static constexpr int kSlots = 7;
    static constexpr int kCossacks = 7; // the removal card's extra option

    // What a slot holds: nothing, the battery placed at set-up (no card), or the
    // index of the placement card that put a battery there.
    static constexpr int kEmpty = -1;
    static constexpr int kStartBattery = -2;

    // Sector 1-4 of a position; 0 for the start line, which no flank covers.
    static constexpr int sectorOf(int position) { return position <= 0 ? 0 : (position + kBandsPerSector - 1) / kBandsPerSector; }
    static constexpr bool isFrontal(int slot) { return slot >= Frontal1 && slot <= Frontal3; }
    static constexpr bool isRight(int slot) { return slot == Right3 || slot == Right4; }
    static constexpr bool isLeft(int slot) { return slot == Left3 || slot == Left4; }
    // Sector a flank slot covers; 0 for frontal slots (they cover everything).
    static constexpr int slotSector(int slot) { return (slot == Right3 || slot == Left3) ? 3 : (slot == Right4 || slot == Left4) ? 4 : 0; }

    static QString slotId(int slot);   // "frontal-1", "right-3", ...
    static int slotFromId(QStringView id);
    static QString slotName(int slot); // translated, "right flank, sector 3"
    // A position for the referee: "start line", "band 7 (sector 2)", "at the guns".
    static QString positionName(int position);
};

} // namespace vedette::rules::tennyson

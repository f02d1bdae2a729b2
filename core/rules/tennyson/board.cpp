#include "board.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace vedette::rules::tennyson {

namespace {
// The translation context of this file, for Tr::tr() in free functions too
// (lupdate reads Tr::tr with this context; a free Tr::tr() helper it would not).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(vedette::rules::tennyson)
};
} // namespace

QString Board::slotId(int slot)
{
    static const QString ids[kSlots] = {u"frontal-1"_s, u"frontal-2"_s, u"frontal-3"_s, u"right-3"_s,
                                        u"right-4"_s, u"left-3"_s, u"left-4"_s};
    return slot >= 0 && slot < kSlots ? ids[slot] : QString();
}

int Board::slotFromId(QStringView id)
{
    for (int s = 0; s < kSlots; ++s) {
        if (slotId(s) == id)
            return s;
    }
    return -1;
}

QString Board::slotName(int slot)
{
    if (isFrontal(slot))
        return Tr::tr("frontal battery %1").arg(slot + 1);
    if (isRight(slot))
        return Tr::tr("right flank battery, sector %1").arg(slotSector(slot));
    if (isLeft(slot))
        return Tr::tr("left flank battery, sector %1").arg(slotSector(slot));
    if (slot == kCossacks)
        return Tr::tr("the Cossacks");
    return {};
}

QString Board::positionName(int position)
{
    if (position <= 0)
        return Tr::tr("the start line");
    if (position >= kGuns)
        return Tr::tr("the guns");
    return Tr::tr("band %1 of 16 (sector %2)").arg(position).arg(sectorOf(position));
}

} // namespace vedette::rules::tennyson

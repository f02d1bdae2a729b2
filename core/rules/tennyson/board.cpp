#include "board.h"

#include "util/enumid.h"

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

namespace {
// The battery slots' ids in saved games.
constexpr util::EnumId<int> kSlotIds[] = {{0, "frontal-1"}, {1, "frontal-2"}, {2, "frontal-3"}, {3, "right-3"},
                                          {4, "right-4"},   {5, "left-3"},    {6, "left-4"}};
static_assert(util::isWellFormed(kSlotIds) && util::coversAll(kSlotIds, Board::kSlots));
} // namespace

QString Board::slotId(int slot)
{
    return util::idOf(kSlotIds, slot);
}

int Board::slotFromId(QStringView id)
{
    return util::fromId(kSlotIds, id).value_or(-1);
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

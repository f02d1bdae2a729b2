#include "board.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace vedette::rules::tennyson {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("vedette::rules::tennyson", text);
}
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
        return tr("frontal battery %1").arg(slot + 1);
    if (isRight(slot))
        return tr("right flank battery, sector %1").arg(slotSector(slot));
    if (isLeft(slot))
        return tr("left flank battery, sector %1").arg(slotSector(slot));
    if (slot == kCossacks)
        return tr("the Cossacks");
    return {};
}

QString Board::positionName(int position)
{
    if (position <= 0)
        return tr("the start line");
    if (position >= kGuns)
        return tr("the guns");
    return tr("band %1 of 16 (sector %2)").arg(position).arg(sectorOf(position));
}

} // namespace vedette::rules::tennyson

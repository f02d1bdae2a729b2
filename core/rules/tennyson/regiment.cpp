#include "regiment.h"

#include "util/enumid.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace vedette::rules::tennyson {

QString Regiment::name(int regiment)
{
    switch (regiment) {
    case 0: return QCoreApplication::translate("vedette::rules::tennyson", "4th Light Dragoons");
    case 1: return QCoreApplication::translate("vedette::rules::tennyson", "8th Hussars");
    case 2: return QCoreApplication::translate("vedette::rules::tennyson", "11th Hussars");
    case 3: return QCoreApplication::translate("vedette::rules::tennyson", "13th Light Dragoons");
    case 4: return QCoreApplication::translate("vedette::rules::tennyson", "17th Lancers");
    default: return {};
    }
}

namespace {
// The regiments' ids in saved games and `tennyson --players`: the army's own
// abbreviations (4LD, 17L), so not in kebab case; saved games hold them.
constexpr util::EnumId<int> kIds[] = {{0, "4LD"}, {1, "8H"}, {2, "11H"}, {3, "13LD"}, {4, "17L"}};
static_assert(util::isOneToOne(kIds) && util::coversAll(kIds, Regiment::kCount));
} // namespace

QString Regiment::id(int regiment)
{
    return util::idOf(kIds, regiment);
}

int Regiment::fromId(QStringView id)
{
    return util::fromId(kIds, id).value_or(-1);
}

int Regiment::forFirstPlayerFace(int face)
{
    // Faces 1-5 are the regiments in order; the extra face 6 is the cherrybums'.
    return face >= 1 && face <= 5 ? face - 1 : 2;
}

} // namespace vedette::rules::tennyson

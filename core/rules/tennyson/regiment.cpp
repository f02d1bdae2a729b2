#include "regiment.h"

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

QString Regiment::id(int regiment)
{
    static const QString ids[kCount] = {u"4LD"_s, u"8H"_s, u"11H"_s, u"13LD"_s, u"17L"_s};
    return regiment >= 0 && regiment < kCount ? ids[regiment] : QString();
}

int Regiment::fromId(QStringView id)
{
    for (int r = 0; r < kCount; ++r) {
        if (Regiment::id(r) == id)
            return r;
    }
    return -1;
}

int Regiment::forFirstPlayerFace(int face)
{
    // Faces 1-5 are the regiments in order; the extra face 6 is the cherrybums'.
    return face >= 1 && face <= 5 ? face - 1 : 2;
}

} // namespace vedette::rules::tennyson

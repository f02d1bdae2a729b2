#include "tennysonseat.h"

using namespace Qt::StringLiterals;

namespace vedette {

QString tennysonSeatId(TennysonSeat seat)
{
    switch (seat) {
    case TennysonSeat::Person: return u"person"_s;
    case TennysonSeat::Random: return u"random"_s;
    case TennysonSeat::Sensible: return u"sensible"_s;
    }
    return u"person"_s;
}

TennysonSeat tennysonSeatFromId(const QString &id)
{
    if (id == u"random"_s)
        return TennysonSeat::Random;
    if (id == u"sensible"_s)
        return TennysonSeat::Sensible;
    return TennysonSeat::Person;
}

} // namespace vedette

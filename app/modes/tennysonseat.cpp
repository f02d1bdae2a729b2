#include "tennysonseat.h"

#include "util/enumid.h"

namespace vedette {

namespace {
// The seats as a saved game stores them.
constexpr util::EnumId<TennysonSeat> kSeats[] = {
    {TennysonSeat::Person, "person"}, {TennysonSeat::Random, "random"}, {TennysonSeat::Sensible, "sensible"}};
static_assert(util::isWellFormed(kSeats) && util::coversAll(kSeats, 3));
} // namespace

QString tennysonSeatId(TennysonSeat seat)
{
    return util::idOf(kSeats, seat);
}

// An unknown seat (a newer file's) is the referee's own: nobody is played
// by the computer without having asked for it.
TennysonSeat tennysonSeatFromId(const QString &id)
{
    return util::fromId(kSeats, id).value_or(TennysonSeat::Person);
}

} // namespace vedette

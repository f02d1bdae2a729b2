#include "tennysondice.h"

namespace vedette {

TennysonDice::TennysonDice(Provider provider)
    : mProvider(std::move(provider))
{
}

dice::DiceOrigin TennysonDice::origin() const
{
    return mProvider().origin();
}

QList<int> TennysonDice::produce(const QList<dice::Die> &dice, const QString &purpose)
{
    return mProvider().roll(dice, purpose);
}

} // namespace vedette

#pragma once

#include "dice/dicesource.h"

#include <functional>

namespace vedette {

// The dice of a Tennyson game: each throw goes to whatever source the provider
// gives at that moment, so switching to physical dice or re-seeding the
// document's dice mid-game takes effect at the next fire roll.
class TennysonDice : public dice::DiceSource
{
public:
    using Provider = std::function<dice::DiceSource &()>;

    explicit TennysonDice(Provider provider);
    dice::DiceOrigin origin() const override;

protected:
    QList<int> produce(const QList<dice::Die> &dice, const QString &purpose) override;

private:
    Provider mProvider;
};

} // namespace vedette

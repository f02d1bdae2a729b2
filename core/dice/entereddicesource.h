#pragma once

#include "dicesource.h"

#include <functional>
#include <optional>

namespace vedette::dice {

// Dice thrown by the referee at the table: the faces are asked from a callback
// (in the app, the keypad dialog). An answer that does not fit the dice (a 7
// on a d6, too few faces) is refused and asked again, with refusal() telling
// why; the callback returning nothing means the referee cancelled, which
// throws DiceUnavailable so the rule step is dropped whole.
class EnteredDiceSource : public DiceSource
{
public:
    using Ask = std::function<std::optional<QList<int>>(const QList<Die> &dice, const QString &purpose)>;

    explicit EnteredDiceSource(Ask ask = {});

    void setAsk(Ask ask) { mAsk = std::move(ask); }
    DiceOrigin origin() const override { return DiceOrigin::Entered; }

    // Why the previous answer was refused, translated; empty when asking the first time.
    QString refusal() const { return mRefusal; }

    // The reason `faces` cannot be the throw of `dice`, translated; empty when they can.
    static QString validate(const QList<Die> &dice, const QList<int> &faces);

    // A callback that never answers sensibly must not hang the program.
    static constexpr int maxAttempts = 50;

protected:
    QList<int> produce(const QList<Die> &dice, const QString &purpose) override;

private:
    Ask mAsk;
    QString mRefusal;
};

} // namespace vedette::dice

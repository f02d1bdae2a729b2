#pragma once

#include "dicesource.h"

namespace vedette::dice {

// Throws through another source and keeps every face it gave, in order, so a
// step of a procedure can be kept with the dice that decided it and replayed
// later from a ScriptedDiceSource (the state of play of a battle keeps its
// charge this way: nothing is thrown twice).
class RecordingDiceSource : public DiceSource
{
public:
    explicit RecordingDiceSource(DiceSource &inner);

    const QList<int> &faces() const { return mFaces; }
    DiceOrigin origin() const override { return mInner.origin(); }

protected:
    QList<int> produce(const QList<Die> &dice, const QString &purpose) override;

private:
    DiceSource &mInner;
    QList<int> mFaces;
};

} // namespace vedette::dice

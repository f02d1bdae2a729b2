#pragma once

#include "dicesource.h"

namespace vedette::dice {

// Hands out faces from a list, in order: for tests and for replaying a log.
// Running out, or a face impossible for the die asked for, throws DiceUnavailable.
class ScriptedDiceSource : public DiceSource
{
public:
    explicit ScriptedDiceSource(QList<int> faces = {});

    void append(const QList<int> &faces) { mFaces.append(faces); }
    qsizetype remaining() const { return mFaces.size() - mNext; }
    qsizetype used() const { return mNext; }
    DiceOrigin origin() const override { return DiceOrigin::Scripted; }

protected:
    QList<int> produce(const QList<Die> &dice, const QString &purpose) override;

private:
    QList<int> mFaces;
    qsizetype mNext = 0;
};

} // namespace vedette::dice

#include "scripteddicesource.h"

namespace vedette::dice {

ScriptedDiceSource::ScriptedDiceSource(QList<int> faces)
    : mFaces(std::move(faces))
{
}

QList<int> ScriptedDiceSource::produce(const QList<Die> &dice, const QString &purpose)
{
    if (remaining() < dice.size())
        throw DiceUnavailable("scripted dice ran out at: " + purpose.toStdString());
    QList<int> faces = mFaces.mid(mNext, dice.size());
    mNext += dice.size();
    return faces;
}

} // namespace vedette::dice

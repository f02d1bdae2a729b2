#include "dicesource.h"

using namespace Qt::StringLiterals;

namespace vedette::dice {

QString originName(DiceOrigin origin)
{
    switch (origin) {
    case DiceOrigin::Random:
        return u"random"_s;
    case DiceOrigin::Entered:
        return u"entered"_s;
    case DiceOrigin::Scripted:
        return u"scripted"_s;
    }
    return u"random"_s;
}

int RollRecord::total() const
{
    int sum = 0;
    for (const DieRoll &r : dice)
        sum += r.face;
    return sum;
}

QList<int> RollRecord::faces() const
{
    QList<int> result;
    result.reserve(dice.size());
    for (const DieRoll &r : dice)
        result.append(r.face);
    return result;
}

DiceSource::~DiceSource() = default;

int DiceSource::roll(const Die &die, const QString &purpose)
{
    return roll(QList<Die>{die}, purpose).constFirst();
}

QList<int> DiceSource::roll(const QList<Die> &dice, const QString &purpose)
{
    const QList<int> faces = produce(dice, purpose);
    if (faces.size() != dice.size())
        throw DiceUnavailable("dice source returned the wrong number of faces");
    RollRecord record;
    record.purpose = purpose;
    record.origin = origin();
    for (qsizetype i = 0; i < dice.size(); ++i) {
        if (!dice[i].isValidFace(faces[i]))
            throw DiceUnavailable("dice source returned an impossible face");
        record.dice.append(DieRoll{dice[i], faces[i]});
    }
    if (mObserver)
        mObserver(record);
    return faces;
}

} // namespace vedette::dice

#include "recordingdicesource.h"

namespace vedette::dice {

RecordingDiceSource::RecordingDiceSource(DiceSource &inner)
    : mInner(inner)
{
}

QList<int> RecordingDiceSource::produce(const QList<Die> &dice, const QString &purpose)
{
    // The inner source validates its own faces; a cancelled roll throws
    // before anything is kept.
    const QList<int> faces = mInner.roll(dice, purpose);
    mFaces.append(faces);
    return faces;
}

} // namespace vedette::dice

#pragma once

#include "dice/dicesource.h"
#include "dice/batcheddicesource.h"

#include <QList>
#include <QString>

#include <functional>

namespace vedette::rules::lightbrigade {

// Why a die is thrown; turned into words only when the roll is recorded.
enum class RollPurpose {
    Skill, Encounter, ManObstacle, GroundObstacle, Evade, EvadeWound, CannonFire, MusketryFire, Hit, Kill,
    Spur, Melee, Fight, MeleeKill, NewHorse, Morale, Break, Rally,
    StragglerSkill, StragglerWounds, StragglerHorse, StragglerSpur, Carrier,
};

// The one door through which the rules get their dice. With a batched
// source and nobody listening (simulation), it takes BatchedDiceSource's
// faces directly: the same faces in the same order as the recorded path
// through roll(), without building purposes or records, so one
// implementation of the rules serves both the table and a million simulated
// charges. Any other source (seeded, entered, scripted) goes through roll().
class Rolls
{
public:
    // Names man `who` in a roll's purpose; only called on the recorded path.
    using Labeler = std::function<QString(qsizetype who)>;

    Rolls(dice::DiceSource &source, bool record, Labeler labeler = {});

    // `who` is the man the roll is for, -1 for nobody in particular.
    Q_ALWAYS_INLINE int d6(RollPurpose purpose, qsizetype who)
    {
        if (mFast)
            return mFast->d6();
        return slow(dice::Die::d6(), purpose, who);
    }
    // Two d6 thrown together, summed (spur and melee rolls).
    Q_ALWAYS_INLINE int twoD6(RollPurpose purpose, qsizetype who)
    {
        if (mFast) {
            const int first = mFast->d6();
            return first + mFast->d6();
        }
        return slowTwo(purpose, who);
    }
    // One die with `faces` faces (choosing a man at random).
    Q_ALWAYS_INLINE int die(int faces, RollPurpose purpose, qsizetype who)
    {
        if (mFast)
            return mFast->face(dice::Die::d(faces));
        return slow(dice::Die::d(faces), purpose, who);
    }

    // The same with the path chosen when the caller is compiled: Fast is
    // fast(), known to the caller (the engine's simulation instantiation).
    template<bool Fast>
    Q_ALWAYS_INLINE int d6(RollPurpose purpose, qsizetype who)
    {
        if constexpr (Fast)
            return mFast->d6();
        else
            return slow(dice::Die::d6(), purpose, who);
    }
    template<bool Fast>
    Q_ALWAYS_INLINE int twoD6(RollPurpose purpose, qsizetype who)
    {
        if constexpr (Fast) {
            const int first = mFast->d6();
            return first + mFast->d6();
        } else {
            return slowTwo(purpose, who);
        }
    }
    template<bool Fast>
    Q_ALWAYS_INLINE int die(int faces, RollPurpose purpose, qsizetype who)
    {
        if constexpr (Fast)
            return mFast->face(dice::Die::d(faces));
        else
            return slow(dice::Die::d(faces), purpose, who);
    }

    bool recording() const { return mRecord; }
    bool fast() const { return mFast != nullptr; }
    // The rolls recorded since the last take().
    QList<dice::RollRecord> take() { return std::exchange(mRecords, {}); }

    static QString purposeText(RollPurpose purpose);

private:
    int slow(const dice::Die &die, RollPurpose purpose, qsizetype who);
    int slowTwo(RollPurpose purpose, qsizetype who);
    QString purposeFor(RollPurpose purpose, qsizetype who) const;

    dice::DiceSource &mSource;
    dice::BatchedDiceSource *mFast = nullptr;
    bool mRecord;
    Labeler mLabeler;
    QList<dice::RollRecord> mRecords;
};

} // namespace vedette::rules::lightbrigade

#include "rolls.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace vedette::rules::lightbrigade {

Rolls::Rolls(dice::DiceSource &source, bool record, Labeler labeler)
    : mSource(source)
    , mRecord(record)
    , mLabeler(std::move(labeler))
{
    if (!record)
        mFast = dynamic_cast<dice::BatchedDiceSource *>(&source);
}

int Rolls::slow(const dice::Die &die, RollPurpose purpose, qsizetype who)
{
    const QString text = purposeFor(purpose, who);
    const int face = mSource.roll(die, text);
    if (mRecord)
        mRecords.append(dice::RollRecord{text, {dice::DieRoll{die, face}}, mSource.origin()});
    return face;
}

int Rolls::slowTwo(RollPurpose purpose, qsizetype who)
{
    const QString text = purposeFor(purpose, who);
    const QList<dice::Die> two{dice::Die::d6(), dice::Die::d6()};
    const QList<int> faces = mSource.roll(two, text);
    if (mRecord)
        mRecords.append(dice::RollRecord{text, {dice::DieRoll{two[0], faces[0]}, dice::DieRoll{two[1], faces[1]}}, mSource.origin()});
    return faces[0] + faces[1];
}

QString Rolls::purposeFor(RollPurpose purpose, qsizetype who) const
{
    if (who < 0 || !mLabeler)
        return purposeText(purpose);
    return QCoreApplication::translate("LightBrigade", "%1 (%2)").arg(purposeText(purpose), mLabeler(who));
}

QString Rolls::purposeText(RollPurpose purpose)
{
    const char *text = "";
    switch (purpose) {
    case RollPurpose::Skill: text = QT_TRANSLATE_NOOP("LightBrigade", "skill"); break;
    case RollPurpose::Encounter: text = QT_TRANSLATE_NOOP("LightBrigade", "encounter"); break;
    case RollPurpose::ManObstacle: text = QT_TRANSLATE_NOOP("LightBrigade", "man obstacle"); break;
    case RollPurpose::GroundObstacle: text = QT_TRANSLATE_NOOP("LightBrigade", "ground obstacle"); break;
    case RollPurpose::Evade: text = QT_TRANSLATE_NOOP("LightBrigade", "evade"); break;
    case RollPurpose::EvadeWound: text = QT_TRANSLATE_NOOP("LightBrigade", "wound after a failed evade"); break;
    case RollPurpose::CannonFire: text = QT_TRANSLATE_NOOP("LightBrigade", "cannon fire"); break;
    case RollPurpose::MusketryFire: text = QT_TRANSLATE_NOOP("LightBrigade", "musketry fire"); break;
    case RollPurpose::Hit: text = QT_TRANSLATE_NOOP("LightBrigade", "hit"); break;
    case RollPurpose::Kill: text = QT_TRANSLATE_NOOP("LightBrigade", "kill"); break;
    case RollPurpose::Spur: text = QT_TRANSLATE_NOOP("LightBrigade", "spur"); break;
    case RollPurpose::Melee: text = QT_TRANSLATE_NOOP("LightBrigade", "melee opponent"); break;
    case RollPurpose::Fight: text = QT_TRANSLATE_NOOP("LightBrigade", "fight"); break;
    case RollPurpose::MeleeKill: text = QT_TRANSLATE_NOOP("LightBrigade", "kill in melee"); break;
    case RollPurpose::NewHorse: text = QT_TRANSLATE_NOOP("LightBrigade", "spur points of the new horse"); break;
    case RollPurpose::Morale: text = QT_TRANSLATE_NOOP("LightBrigade", "morale"); break;
    case RollPurpose::Break: text = QT_TRANSLATE_NOOP("LightBrigade", "break"); break;
    case RollPurpose::Rally: text = QT_TRANSLATE_NOOP("LightBrigade", "rally"); break;
    case RollPurpose::StragglerSkill: text = QT_TRANSLATE_NOOP("LightBrigade", "straggler's skill"); break;
    case RollPurpose::StragglerWounds: text = QT_TRANSLATE_NOOP("LightBrigade", "straggler's wounds"); break;
    case RollPurpose::StragglerHorse: text = QT_TRANSLATE_NOOP("LightBrigade", "straggler's horse"); break;
    case RollPurpose::StragglerSpur: text = QT_TRANSLATE_NOOP("LightBrigade", "spur points of the straggler's horse"); break;
    case RollPurpose::Carrier: text = QT_TRANSLATE_NOOP("LightBrigade", "who carries the straggler"); break;
    }
    return QCoreApplication::translate("LightBrigade", text);
}

} // namespace vedette::rules::lightbrigade

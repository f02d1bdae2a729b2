#include "entereddicesource.h"

#include <QCoreApplication>

namespace vedette::dice {

EnteredDiceSource::EnteredDiceSource(Ask ask)
    : mAsk(std::move(ask))
{
}

QString EnteredDiceSource::validate(const QList<Die> &dice, const QList<int> &faces)
{
    if (faces.size() != dice.size())
        return QCoreApplication::translate("vedette::dice::EnteredDiceSource", "%n face(s) expected, %1 given.", nullptr, int(dice.size()))
            .arg(faces.size());
    for (qsizetype i = 0; i < dice.size(); ++i) {
        if (!dice[i].isValidFace(faces[i]))
            return QCoreApplication::translate("vedette::dice::EnteredDiceSource", "Die %1 (%2) cannot show %3: its faces are %4 to %5.")
                .arg(i + 1)
                .arg(dice[i].name())
                .arg(faces[i])
                .arg(dice[i].first)
                .arg(dice[i].last());
    }
    return {};
}

QList<int> EnteredDiceSource::produce(const QList<Die> &dice, const QString &purpose)
{
    mRefusal.clear();
    if (!mAsk)
        throw DiceUnavailable("no one to ask for the faces of entered dice");
    for (int attempt = 0; attempt < maxAttempts; ++attempt) {
        const std::optional<QList<int>> answer = mAsk(dice, purpose);
        if (!answer) {
            mRefusal.clear();
            throw DiceUnavailable("the referee cancelled the roll");
        }
        mRefusal = validate(dice, *answer);
        if (mRefusal.isEmpty())
            return *answer;
    }
    mRefusal.clear();
    throw DiceUnavailable("no valid faces entered");
}

} // namespace vedette::dice

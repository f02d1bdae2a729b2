#pragma once

#include "chargesituation.h"
#include "modifier.h"

#include <QJsonArray>
#include <QList>

namespace vedette::rules::brown {

// Every attacker and defender modifier of the text for one charge, derived
// from a ChargeSituation, each switchable and overridable by the referee.
// Lines that do not apply are kept (switched off) so the referee can switch
// them on.
class ModifierList
{
public:
    static ModifierList derive(const ChargeSituation &situation);

    const QList<Modifier> &items() const { return mItems; }
    const Modifier *find(const QString &id) const;

    // Referee overrides; false for an unknown id.
    bool setEnabled(const QString &id, bool enabled);
    bool setValue(const QString &id, int value);
    bool reset(const QString &id);

    // The fire step's result: -2 per 10% of closing casualties, derived anew
    // (an earlier override of that line is dropped: the entry is the referee's).
    void setClosingCasualties(int percent);

    int total(Side side) const;
    // Attacker's modifiers minus the defender's: the "modifier" of the odds.
    int net() const { return total(Side::Attacker) - total(Side::Defender); }

    QJsonArray toJson() const;

    // Mass (docs/rules.md B-6): the larger side gets the highest band it reaches,
    // 1.5x +2, 2x +3, 3x +4, 4x +5; 0 below 1.5x.
    static int massBand(int larger, int smaller);
    // Town fights: the attacker's average CW minus the defender's, to the
    // nearest whole number, halves away from zero (2.5 -> 3, -2.5 -> -3).
    static int townCwDifference(const TownBlock &attacker, const TownBlock &defender);

private:
    Modifier *findMutable(const QString &id);
    QList<Modifier> mItems;
};

} // namespace vedette::rules::brown

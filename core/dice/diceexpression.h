#pragma once

#include "dicesource.h"
#include "distribution.h"

#include <QList>
#include <QString>

namespace vedette::dice {

// A roll written the way the rule texts write it: "2d6", "1d6+2", "d6",
// "1d10-1d8", "d12-d6+1". Dice and whole numbers joined by + and -.
//
// Notation:
//   NdS      N dice of S sides numbered 1..S (N defaults to 1): "2d6", "d8"
//   NdSz     the same dice numbered 0..S-1: "d10z" is Tennyson's d10 with 0=0
//   NdS(A-B) explicit numbering, B-A+1 must equal S: "d10(0-9)" (what Die::name() writes);
//            faces from -maxFace to maxFace
//   K        a modifier
// Spaces are ignored, "D" is accepted for "d". Bad input is reported by value
// (isValid(), errorString(), errorPosition()), never by exception.
class DiceExpression
{
public:
    // One group of identical dice, added (sign +1) or subtracted (sign -1).
    struct Term
    {
        int sign = 1;
        int count = 1;
        Die die;

        friend bool operator==(const Term &, const Term &) = default;
    };

    // The outcome of one throw of the whole expression.
    struct Roll
    {
        RollRecord record; // the faces, in the order of dice()
        int total = 0;     // signed sum of the faces plus the modifier
    };

    // Limits that keep every distribution exact in 64-bit counts and the keypad usable.
    static constexpr int maxDice = 40;
    static constexpr int maxSides = 1000;
    static constexpr int maxModifier = 100000;
    // Faces numbered beyond this are refused, not cut down to it: 40 dice of
    // such faces and the modifier still sum within an int.
    static constexpr int maxFace = 100000;

    DiceExpression() = default;
    static DiceExpression parse(const QString &text);

    bool isValid() const { return mError.isEmpty(); }
    bool isEmpty() const { return mTerms.isEmpty() && mModifier == 0; }
    QString errorString() const { return mError; }
    // Index into the parsed text where the problem was found (-1 when valid).
    int errorPosition() const { return mErrorPosition; }

    const QList<Term> &terms() const { return mTerms; }
    int modifier() const { return mModifier; }
    // Every die to throw, in order ("1d10-2d6" gives d10, d6, d6).
    QList<Die> dice() const;
    // +1 or -1 for each die of dice().
    QList<int> signs() const;

    // Canonical spelling: "2d6+1", "d10z-d8".
    QString text() const;

    // The value of the expression for one face per die of dice().
    int valueOf(const QList<int> &faces) const;
    int minValue() const;
    int maxValue() const;

    // Throws all dice at once (one keypad for entered dice). Throws
    // DiceUnavailable when the source cannot give faces.
    Roll roll(DiceSource &source, const QString &purpose = {}) const;

    // Exact, by convolution. Constant 0 for an invalid expression.
    Distribution distribution() const;

    friend bool operator==(const DiceExpression &a, const DiceExpression &b)
    {
        return a.mTerms == b.mTerms && a.mModifier == b.mModifier && a.mError == b.mError;
    }

private:
    QList<Term> mTerms;
    int mModifier = 0;
    QString mError;
    int mErrorPosition = -1;
};

} // namespace vedette::dice

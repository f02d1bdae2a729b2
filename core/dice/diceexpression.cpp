#include "diceexpression.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace vedette::dice {

namespace {

// The translation context of this file, for Tr::tr() in free functions too
// (lupdate reads Tr::tr with this context; a free Tr::tr() helper it would not).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(vedette::dice::DiceExpression)
};

// A hand-written scanner: the grammar is tiny and errors must point at a position.
class Parser
{
public:
    explicit Parser(const QString &text)
        : mText(text)
    {
    }

    bool atEnd()
    {
        skipSpaces();
        return mPos >= mText.size();
    }
    qsizetype pos() const { return mPos; }
    QChar peek()
    {
        skipSpaces();
        return mPos < mText.size() ? mText[mPos] : QChar();
    }
    void advance() { ++mPos; }
    bool isDigit()
    {
        const QChar c = peek();
        return c >= u'0' && c <= u'9';
    }
    // Reads digits, saturating well above any limit so overflow cannot happen.
    long long number()
    {
        skipSpaces();
        long long value = 0;
        while (mPos < mText.size() && mText[mPos] >= u'0' && mText[mPos] <= u'9') {
            value = std::min(value * 10 + (mText[mPos].unicode() - u'0'), 1'000'000'000LL);
            ++mPos;
        }
        return value;
    }

private:
    void skipSpaces()
    {
        while (mPos < mText.size() && mText[mPos].isSpace())
            ++mPos;
    }

    const QString &mText;
    qsizetype mPos = 0;
};

bool isDieLetter(QChar c)
{
    return c == u'd' || c == u'D';
}

} // namespace

DiceExpression DiceExpression::parse(const QString &text)
{
    DiceExpression result;
    auto fail = [&result](qsizetype at, const QString &message) {
        result.mTerms.clear();
        result.mModifier = 0;
        result.mError = message;
        result.mErrorPosition = static_cast<int>(at);
        return result;
    };

    Parser p(text);
    if (p.atEnd())
        return fail(p.pos(), Tr::tr("Type a roll such as 2d6, 1d6+2 or d10-d8."));

    long long modifier = 0;
    int diceCount = 0;
    bool first = true;
    while (!p.atEnd()) {
        int sign = 1;
        const QChar c = p.peek();
        if (c == u'+' || c == u'-') {
            sign = c == u'-' ? -1 : 1;
            p.advance();
        } else if (!first) {
            return fail(p.pos(), Tr::tr("Expected + or - here."));
        }
        first = false;
        if (p.atEnd())
            return fail(p.pos(), Tr::tr("A die or a number is missing at the end."));

        const qsizetype termStart = p.pos();
        long long count = -1;
        if (p.isDigit())
            count = p.number();
        if (!isDieLetter(p.peek())) {
            if (count < 0)
                return fail(p.pos(), Tr::tr("Expected a number or a die such as d6 here."));
            modifier += sign * count;
            if (modifier > maxModifier || modifier < -maxModifier)
                return fail(termStart, Tr::tr("The modifier is too large."));
            continue;
        }
        p.advance(); // the 'd'
        if (count == 0)
            return fail(termStart, Tr::tr("Zero dice cannot be thrown."));
        if (count < 0)
            count = 1;
        if (!p.isDigit())
            return fail(p.pos(), Tr::tr("The number of sides is missing after d."));
        const qsizetype sidesAt = p.pos();
        const long long sides = p.number();
        if (sides < 2 || sides > maxSides)
            return fail(sidesAt, Tr::tr("A die has 2 to %1 sides.").arg(maxSides));
        Die die{static_cast<int>(sides), 1};
        if (p.peek() == u'z' || p.peek() == u'Z') {
            p.advance();
            die.first = 0;
        } else if (p.peek() == u'(') {
            const qsizetype rangeAt = p.pos();
            p.advance();
            bool negative = false;
            if (p.peek() == u'-') {
                negative = true;
                p.advance();
            }
            if (!p.isDigit())
                return fail(p.pos(), Tr::tr("Expected the lowest face, as in d10(0-9)."));
            const qsizetype lowAt = p.pos();
            const long long low = (negative ? -1 : 1) * p.number();
            if (low < -maxFace || low > maxFace)
                return fail(lowAt, Tr::tr("A face may be numbered from -%1 to %1.").arg(maxFace));
            if (p.peek() != u'-')
                return fail(p.pos(), Tr::tr("Expected - between the lowest and highest face."));
            p.advance();
            if (!p.isDigit())
                return fail(p.pos(), Tr::tr("Expected the highest face, as in d10(0-9)."));
            const qsizetype highAt = p.pos();
            const long long high = p.number();
            if (high > maxFace)
                return fail(highAt, Tr::tr("A face may be numbered from -%1 to %1.").arg(maxFace));
            if (p.peek() != u')')
                return fail(p.pos(), Tr::tr("Expected ) after the faces."));
            p.advance();
            if (high - low + 1 != sides)
                return fail(rangeAt, Tr::tr("A d%1 has %1 faces, but %2-%3 numbers %4.").arg(sides).arg(low).arg(high).arg(high - low + 1));
            die.first = static_cast<int>(low);
        }
        diceCount += static_cast<int>(std::min<long long>(count, maxDice + 1));
        if (diceCount > maxDice)
            return fail(termStart, Tr::tr("At most %1 dice in one roll.").arg(maxDice));
        result.mTerms.append(Term{sign, static_cast<int>(count), die});
        if (p.peek() != QChar() && p.peek() != u'+' && p.peek() != u'-')
            return fail(p.pos(), Tr::tr("Unexpected character here."));
    }

    // Every combination must be countable in 64 bits, or the odds would not be exact.
    std::uint64_t combinations = 1;
    for (const Term &t : std::as_const(result.mTerms)) {
        for (int i = 0; i < t.count; ++i) {
            if (__builtin_mul_overflow(combinations, static_cast<std::uint64_t>(t.die.faces), &combinations))
                return fail(0, Tr::tr("Too many dice to count every combination exactly."));
        }
    }
    result.mModifier = static_cast<int>(modifier);
    return result;
}

QList<Die> DiceExpression::dice() const
{
    QList<Die> all;
    for (const Term &t : mTerms) {
        for (int i = 0; i < t.count; ++i)
            all.append(t.die);
    }
    return all;
}

QList<int> DiceExpression::signs() const
{
    QList<int> all;
    for (const Term &t : mTerms) {
        for (int i = 0; i < t.count; ++i)
            all.append(t.sign);
    }
    return all;
}

QString DiceExpression::text() const
{
    QString out;
    for (const Term &t : mTerms) {
        if (t.sign < 0)
            out += u'-';
        else if (!out.isEmpty())
            out += u'+';
        if (t.count != 1)
            out += QString::number(t.count);
        out += u'd' + QString::number(t.die.faces);
        if (t.die.first == 0)
            out += u'z';
        else if (t.die.first != 1)
            out += u"(%1-%2)"_s.arg(t.die.first).arg(t.die.last());
    }
    if (mModifier != 0 || out.isEmpty()) {
        if (mModifier >= 0 && !out.isEmpty())
            out += u'+';
        out += QString::number(mModifier);
    }
    return out;
}

int DiceExpression::valueOf(const QList<int> &faces) const
{
    int value = mModifier;
    const QList<int> s = signs();
    for (qsizetype i = 0; i < s.size() && i < faces.size(); ++i)
        value += s[i] * faces[i];
    return value;
}

int DiceExpression::minValue() const
{
    int value = mModifier;
    for (const Term &t : mTerms)
        value += t.count * (t.sign > 0 ? t.die.first : -t.die.last());
    return value;
}

int DiceExpression::maxValue() const
{
    int value = mModifier;
    for (const Term &t : mTerms)
        value += t.count * (t.sign > 0 ? t.die.last() : -t.die.first);
    return value;
}

DiceExpression::Roll DiceExpression::roll(DiceSource &source, const QString &purpose) const
{
    const QList<Die> all = dice();
    Roll result;
    result.record.purpose = purpose;
    result.record.origin = source.origin();
    const QList<int> faces = all.isEmpty() ? QList<int>{} : source.roll(all, purpose);
    for (qsizetype i = 0; i < all.size(); ++i)
        result.record.dice.append(DieRoll{all[i], faces[i]});
    result.total = valueOf(faces);
    return result;
}

Distribution DiceExpression::distribution() const
{
    Distribution d = Distribution::constant(mModifier);
    for (const Term &t : mTerms) {
        const Distribution group = Distribution::sumOf(t.die, t.count);
        d = t.sign > 0 ? d + group : d - group;
    }
    return d;
}

} // namespace vedette::dice

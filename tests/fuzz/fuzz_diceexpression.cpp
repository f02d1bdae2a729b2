// libFuzzer target for dice expressions, what `vedette-cli roll` and `odds`
// and the dice tray parse ("2d6", "d10z-d8+1", "d10(0-9)"). Whatever the
// text, parsing must not crash; a refusal says why and points into the
// text; an accepted expression is spelled canonically and parsed back to
// itself, and its exact distribution and its throws agree with its range.

#include "fuzzcheck.h"

#include "dice/diceexpression.h"
#include "dice/seededdicesource.h"

#include <cstdint>

using vedette::dice::DiceExpression;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace vedette::fuzz;
    if (size > 4096) // a roll is typed on one line
        return 0;
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    const DiceExpression expression = DiceExpression::parse(text);
    if (!expression.isValid()) {
        checkRefusal(expression.errorString());
        check(expression.errorPosition() >= 0 && expression.errorPosition() <= text.size(), "error position outside the text",
              QString::number(expression.errorPosition()));
        check(expression.terms().isEmpty() && expression.modifier() == 0, "refused expression kept terms");
        return 0;
    }
    const QString canonical = expression.text();
    const DiceExpression again = DiceExpression::parse(canonical);
    check(again.isValid(), "canonical spelling refused", canonical + u": "_qs + again.errorString());
    check(again == expression, "canonical spelling parsed otherwise", text + u" -> "_qs + canonical);
    check(again.text() == canonical, "canonical spelling not stable", canonical);

    const QList<vedette::dice::Die> dice = expression.dice();
    check(dice.size() <= DiceExpression::maxDice, "more dice than allowed");
    check(expression.minValue() <= expression.maxValue(), "minimum above maximum");

    std::uint64_t combinations = 1;
    for (const vedette::dice::Die &die : dice)
        combinations *= static_cast<std::uint64_t>(die.faces);
    const vedette::dice::Distribution distribution = expression.distribution();
    check(distribution.minValue() == expression.minValue() && distribution.maxValue() == expression.maxValue(),
          "distribution range differs from the expression's", canonical);
    check(distribution.total() == combinations, "distribution does not count every combination", canonical);
    std::uint64_t sum = 0;
    for (std::uint64_t count : distribution.counts())
        sum += count;
    check(sum == combinations, "distribution counts do not add up", canonical);

    vedette::dice::SeededDiceSource source(size);
    const DiceExpression::Roll roll = expression.roll(source, u"fuzz"_qs);
    check(roll.record.dice.size() == dice.size(), "a throw gave another number of dice");
    check(roll.total >= expression.minValue() && roll.total <= expression.maxValue(), "a throw outside the range", canonical);
    QList<int> faces;
    for (const vedette::dice::DieRoll &die : roll.record.dice) {
        check(die.die.isValidFace(die.face), "a die showed a face it does not have");
        faces.append(die.face);
    }
    check(expression.valueOf(faces) == roll.total, "the total is not the value of the faces");
    return 0;
}

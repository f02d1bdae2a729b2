// vedette-cli roll: throws a dice expression with Vedette's reproducible dice.

#include "commandline.h"
#include "verb.h"

#include "dice/diceexpression.h"
#include "dice/seededdicesource.h"
#include "document/diceservice.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace {

class Roll
{
    Q_DECLARE_TR_FUNCTIONS(vedette::cli::roll)
};

using vedette::cli::CommandLine;
using vedette::cli::Option;

int runRoll(const QStringList &arguments, vedette::cli::Io &io)
{
    CommandLine command(u"roll"_s, Roll::tr("Throws dice: 2d6, d6+2, d10-d8, d10z (a d10 numbered 0-9)."),
                        {Option::seed(Roll::tr("Seed of the generator; the same seed throws the same dice.")),
                         Option::integer(u"times"_s, u"N"_s, Roll::tr("Throw the expression N times."), 1, 100000, 1),
                         Option::flag(u"json"_s, Roll::tr("Print JSON."))},
                        {{u"EXPRESSION"_s, Roll::tr("The dice to throw, e.g. 2d6+1."), CommandLine::Positional::Count::Rest}});
    if (const auto exit = command.parse(arguments, io))
        return *exit;
    const QString text = command.positional().join(u' ');
    if (text.trimmed().isEmpty())
        return command.fail(io, Roll::tr("which dice? For example: vedette-cli roll 2d6"));
    const vedette::dice::DiceExpression expression = vedette::dice::DiceExpression::parse(text);
    if (!expression.isValid()) {
        io.err << Roll::tr("vedette-cli roll: %1\n  %2\n  %3^\n")
                      .arg(expression.errorString(), text, QString(expression.errorPosition(), u' '));
        return vedette::cli::UsageError;
    }
    const std::uint64_t seed = command.seed();
    const int times = int(command.integer(u"times"_s));

    vedette::dice::SeededDiceSource source(seed);
    QJsonArray rolls;
    for (int i = 0; i < times; ++i) {
        const vedette::dice::DiceExpression::Roll roll = expression.roll(source);
        if (command.isSet(u"json"_s)) {
            QJsonArray dice;
            const QList<int> signs = expression.signs();
            for (qsizetype d = 0; d < roll.record.dice.size(); ++d) {
                const vedette::dice::DieRoll &r = roll.record.dice[d];
                dice.append(QJsonObject{{u"die"_s, r.die.name()}, {u"face"_s, r.face}, {u"sign"_s, signs[d]}});
            }
            rolls.append(QJsonObject{{u"dice"_s, dice}, {u"total"_s, roll.total}});
        } else {
            io.out << expression.text() << ": " << vedette::DiceService::describe(expression, roll) << '\n';
        }
    }
    if (command.isSet(u"json"_s)) {
        const QJsonObject json{
            {u"expression"_s, expression.text()},
            {u"modifier"_s, expression.modifier()},
            {u"seed"_s, QString::number(seed)},
            {u"rolls"_s, rolls},
        };
        printJson(io, json);
    } else {
        io.out << Roll::tr("(seed %1)\n").arg(seed);
    }
    return vedette::cli::Success;
}

const bool registered = vedette::cli::registerVerb(
    {u"roll"_s, QStringLiteral(QT_TRANSLATE_NOOP("vedette::cli::roll", "Throw dice: roll 2d6+1 [--seed N] [--json]")), runRoll});

} // namespace

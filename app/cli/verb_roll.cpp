// vedette-cli roll: throws a dice expression with Vedette's reproducible dice.

#include "dicearguments.h"
#include "verb.h"

#include "dice/diceexpression.h"
#include "dice/seededdicesource.h"
#include "document/diceservice.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("vedette::cli::roll", text);
}

int runRoll(const QStringList &arguments, vedette::cli::Io &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Throws dice: 2d6, d6+2, d10-d8, d10z (a d10 numbered 0-9)."));
    parser.addHelpOption();
    parser.addPositionalArgument(u"expression"_s, tr("The dice to throw, e.g. 2d6+1."));
    parser.addOption({u"seed"_s, tr("Seed of the generator; the same seed throws the same dice."), u"N"_s});
    parser.addOption({u"times"_s, tr("Throw the expression N times (default 1)."), u"N"_s, u"1"_s});
    parser.addOption({u"json"_s, tr("Print JSON.")});
    if (!parser.parse(vedette::cli::protectNegativeDice(arguments, {u"--seed"_s, u"--times"_s}))) {
        io.err << "vedette-cli roll: " << parser.errorText() << '\n';
        return vedette::cli::UsageError;
    }
    if (parser.isSet(u"help"_s)) {
        io.out << parser.helpText();
        return vedette::cli::Success;
    }
    const QString text = parser.positionalArguments().join(u' ');
    if (text.trimmed().isEmpty()) {
        io.err << tr("vedette-cli roll: which dice? For example: vedette-cli roll 2d6\n");
        return vedette::cli::UsageError;
    }
    const vedette::dice::DiceExpression expression = vedette::dice::DiceExpression::parse(text);
    if (!expression.isValid()) {
        io.err << tr("vedette-cli roll: %1\n  %2\n  %3^\n")
                      .arg(expression.errorString(), text, QString(expression.errorPosition(), u' '));
        return vedette::cli::UsageError;
    }

    std::uint64_t seed = QRandomGenerator::global()->bounded(1, 100'000'000);
    if (parser.isSet(u"seed"_s)) {
        bool ok = false;
        seed = parser.value(u"seed"_s).toULongLong(&ok);
        if (!ok) {
            io.err << tr("vedette-cli roll: --seed needs a whole number from 0 up, not '%1'.\n").arg(parser.value(u"seed"_s));
            return vedette::cli::UsageError;
        }
    }
    bool timesOk = false;
    const int times = parser.value(u"times"_s).toInt(&timesOk);
    if (!timesOk || times < 1 || times > 100000) {
        io.err << tr("vedette-cli roll: --times needs a number from 1 to 100000, not '%1'.\n").arg(parser.value(u"times"_s));
        return vedette::cli::UsageError;
    }

    vedette::dice::SeededDiceSource source(seed);
    QJsonArray rolls;
    for (int i = 0; i < times; ++i) {
        const vedette::dice::DiceExpression::Roll roll = expression.roll(source);
        if (parser.isSet(u"json"_s)) {
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
    if (parser.isSet(u"json"_s)) {
        const QJsonObject json{
            {u"expression"_s, expression.text()},
            {u"modifier"_s, expression.modifier()},
            {u"seed"_s, QString::number(seed)},
            {u"rolls"_s, rolls},
        };
        io.out << QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Indented));
    } else {
        io.out << tr("(seed %1)\n").arg(seed);
    }
    return vedette::cli::Success;
}

const bool registered = vedette::cli::registerVerb(
    {u"roll"_s, QCoreApplication::translate("vedette::cli::roll", "Throw dice: roll 2d6+1 [--seed N] [--json]"), runRoll});

} // namespace

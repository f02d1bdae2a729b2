// vedette-cli odds: the exact distribution of a dice expression.

#include "commandline.h"
#include "verb.h"

#include "dice/diceexpression.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

using namespace Qt::StringLiterals;

namespace {

class Odds
{
    Q_DECLARE_TR_FUNCTIONS(vedette::cli::odds)
};

using vedette::cli::CommandLine;
using vedette::cli::Option;

// Far beyond any expression's reach (40 dice of 1000 faces and a modifier of
// 100,000 at most), so no count can overflow.
constexpr int kMaxThreshold = 1'000'000;

QString percent(std::uint64_t count, std::uint64_t total)
{
    return Odds::tr("%1 %").arg(100.0 * double(count) / double(total), 0, 'f', 2);
}

int runOdds(const QStringList &arguments, vedette::cli::Io &io)
{
    CommandLine command(
        u"odds"_s,
        Odds::tr("Exact odds of every result of a dice expression (2d6, d6+2, d10-d8, d10z), as counts over "
                 "all equally likely combinations."),
        {Option::integer(u"at-least"_s, u"N"_s, Odds::tr("Also print the chance of N or more."), -kMaxThreshold, kMaxThreshold),
         Option::integer(u"at-most"_s, u"N"_s, Odds::tr("Also print the chance of N or less."), -kMaxThreshold, kMaxThreshold),
         Option::flag(u"json"_s, Odds::tr("Print JSON."))},
        {{u"EXPRESSION"_s, Odds::tr("The dice, e.g. d10+3-d8."), CommandLine::Positional::Count::Rest}});
    if (const auto exit = command.parse(arguments, io))
        return *exit;
    const QString text = command.positional().join(u' ');
    if (text.trimmed().isEmpty())
        return command.fail(io, Odds::tr("which dice? For example: vedette-cli odds 2d6"));
    const vedette::dice::DiceExpression expression = vedette::dice::DiceExpression::parse(text);
    if (!expression.isValid()) {
        io.err << Odds::tr("vedette-cli odds: %1\n  %2\n  %3^\n")
                      .arg(expression.errorString(), text, QString(expression.errorPosition(), u' '));
        return vedette::cli::UsageError;
    }
    std::optional<int> atLeast;
    std::optional<int> atMost;
    if (command.isSet(u"at-least"_s))
        atLeast = int(command.integer(u"at-least"_s));
    if (command.isSet(u"at-most"_s))
        atMost = int(command.integer(u"at-most"_s));

    const vedette::dice::Distribution d = expression.distribution();
    const std::uint64_t total = d.total();

    if (command.isSet(u"json"_s)) {
        QJsonArray values;
        for (int v = d.minValue(); v <= d.maxValue(); ++v) {
            values.append(QJsonObject{
                {u"value"_s, v},
                // Counts can exceed 2^53; as strings they stay exact.
                {u"count"_s, QString::number(d.count(v))},
                {u"probability"_s, d.probability(v)},
            });
        }
        QJsonObject json{
            {u"expression"_s, expression.text()},
            {u"total"_s, QString::number(total)},
            {u"min"_s, d.minValue()},
            {u"max"_s, d.maxValue()},
            {u"mean"_s, d.mean()},
            {u"values"_s, values},
        };
        if (atLeast)
            json.insert(u"atLeast"_s, QJsonObject{{u"value"_s, *atLeast}, {u"count"_s, QString::number(d.countAtLeast(*atLeast))}, {u"probability"_s, d.probabilityAtLeast(*atLeast)}});
        if (atMost)
            json.insert(u"atMost"_s, QJsonObject{{u"value"_s, *atMost}, {u"count"_s, QString::number(d.countAtMost(*atMost))}, {u"probability"_s, d.probabilityAtMost(*atMost)}});
        printJson(io, json);
        return vedette::cli::Success;
    }

    io.out << Odds::tr("%1: %2 equally likely combinations, mean %3\n").arg(expression.text()).arg(total).arg(d.mean(), 0, 'f', 2);
    std::uint64_t largest = 1;
    for (std::uint64_t c : d.counts())
        largest = std::max(largest, c);
    const int valueWidth = int(std::max(QString::number(d.minValue()).size(), QString::number(d.maxValue()).size()));
    const int countWidth = int(QString::number(largest).size() + 1 + QString::number(total).size());
    for (int v = d.minValue(); v <= d.maxValue(); ++v) {
        const std::uint64_t count = d.count(v);
        const QString fraction = u"%1/%2"_s.arg(count).arg(total);
        const int barLength = int(30.0 * double(count) / double(largest) + 0.5);
        io.out << QString::number(v).rightJustified(valueWidth) << "  " << fraction.rightJustified(countWidth) << "  "
               << percent(count, total).rightJustified(8) << "  " << QString(barLength, u'#') << '\n';
    }
    if (atLeast)
        io.out << Odds::tr("%1 or more: %2/%3 = %4\n").arg(*atLeast).arg(d.countAtLeast(*atLeast)).arg(total).arg(percent(d.countAtLeast(*atLeast), total));
    if (atMost)
        io.out << Odds::tr("%1 or less: %2/%3 = %4\n").arg(*atMost).arg(d.countAtMost(*atMost)).arg(total).arg(percent(d.countAtMost(*atMost), total));
    return vedette::cli::Success;
}

const bool registered = vedette::cli::registerVerb(
    {u"odds"_s, QStringLiteral(QT_TRANSLATE_NOOP("vedette::cli::odds", "Exact odds of dice: odds d10+3-d8 [--json]")), runOdds});

} // namespace

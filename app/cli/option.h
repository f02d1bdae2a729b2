#pragma once

#include <QString>
#include <QStringList>

#include <cstdint>
#include <limits>

namespace vedette::cli {

// One option of a command, as a row of the command's table (see
// CommandLine). The row says what the value may be, so parsing, the refusal
// of a bad value (exit 2, with the reason) and the help text with the
// documented range all come from the same place:
//
//   const QList<Option> options{
//       Option::integer(u"modifier"_s, u"M"_s, Brown::tr("Attacker's modifiers minus the defender's."), -50, 50, 0),
//       Option::choice(u"chart"_s, Brown::tr("Which chart."), {u"open"_s, u"cover"_s}).require(),
//       Option::flag(u"json"_s, Brown::tr("Print JSON (the stable format).")),
//   };
struct Option
{
    enum class Kind {
        Flag,    // --json: present or not
        Integer, // --games N: a whole number inside [minimum, maximum], a multiple of step
        Seed,    // --seed N: 0 to 2^64 - 1
        Text,    // --side ID: any text that is not empty
        Choice,  // --chart open|cover: one of `choices`
        Die,     // --attacker-die d8: a die of minimum to maximum faces ("d8", "D8" or "8")
    };

    QString name;      // without the leading "--"
    Kind kind = Kind::Flag;
    QString valueName; // "N", "FILE", shown in the help
    QString help;      // translated by the command's context
    std::int64_t minimum = std::numeric_limits<std::int64_t>::min();
    std::int64_t maximum = std::numeric_limits<std::int64_t>::max();
    std::int64_t step = 1;
    QString defaultValue; // used when the option is not given; shown in the help
    QStringList choices;
    bool required = false;
    bool repeatable = false; // may be given more than once (CommandLine::values)

    static Option flag(const QString &name, const QString &help);
    static Option integer(const QString &name, const QString &valueName, const QString &help, std::int64_t minimum,
                          std::int64_t maximum);
    static Option integer(const QString &name, const QString &valueName, const QString &help, std::int64_t minimum,
                          std::int64_t maximum, std::int64_t defaultValue);
    // --seed: without a default the command draws a fresh seed (and prints it).
    static Option seed(const QString &help);
    static Option seed(const QString &help, std::uint64_t defaultValue);
    static Option text(const QString &name, const QString &valueName, const QString &help,
                       const QString &defaultValue = QString());
    static Option choice(const QString &name, const QString &help, const QStringList &choices,
                         const QString &defaultValue = QString());
    static Option die(const QString &name, const QString &help, int minimumFaces, int maximumFaces);

    // The option must be given (exit 2 with "--name is required" otherwise).
    Option &require()
    {
        required = true;
        return *this;
    }
    // The option may be given more than once ("--set a=1 --set b=2"); each
    // value is checked; CommandLine::values() returns them in order.
    Option &repeat()
    {
        repeatable = true;
        return *this;
    }
    // Integer values must be multiples of `multiple` (e.g. percentages in steps of 10).
    Option &inSteps(std::int64_t multiple)
    {
        step = multiple;
        return *this;
    }
};

} // namespace vedette::cli

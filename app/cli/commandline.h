#pragma once

#include "option.h"
#include "verb.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace vedette::cli {

// The command line of one verb or sub-command, from a table of options and
// positional arguments. It answers --help (exit 0), and refuses with exit 2
// and a reason: an unknown option, a missing or bad value, a number outside
// its documented range, an option given twice, a missing required option,
// missing or stray arguments. A verb then only reads values it knows are good:
//
//   CommandLine command(u"brown odds"_s, Brown::tr("Exact odds of every charge result."), options);
//   if (const auto exit = command.parse(arguments, io))
//       return *exit;
//   const int modifier = int(command.integer(u"modifier"_s));
//
// Options are long (--name VALUE or --name=VALUE), plus -h. A value option
// always takes the next argument as its value, so "--modifier -3" works. An
// argument that starts with '-' and then a digit or 'd' is positional (a
// negative number or dice: "odds -d6"). "--" ends the options.
class CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(vedette::cli::CommandLine)

public:
    struct Positional
    {
        QString name; // "SCENARIO"
        QString help;
        enum class Count { One, Optional, Rest } count = Count::One; // Rest: zero or more, joined by the verb
    };

    // One sub-command of a verb with sub-commands ("brown odds").
    struct Subcommand
    {
        QString name;
        QString summary; // translated
        std::function<int(const QStringList &arguments, Io &io)> run;
    };

    // `command` is what follows "vedette-cli", e.g. "brown odds".
    CommandLine(const QString &command, const QString &description, const QList<Option> &options,
                const QList<Positional> &positionals = {});

    // Parses `arguments` (the first is the command's own name and is skipped).
    // Returns the exit status when the verb should stop: Success after
    // printing the help, UsageError after printing what is wrong. Returns
    // nothing when every value is good.
    std::optional<int> parse(const QStringList &arguments, Io &io);

    bool isSet(const QString &name) const;
    // The value given, or the default.
    QString value(const QString &name) const;
    // Every value given to a repeatable option, in order (empty when none).
    QStringList values(const QString &name) const;
    std::int64_t integer(const QString &name) const;
    // The faces of a Die option.
    int die(const QString &name) const;
    // The seed given, or its default, or a fresh one when it has none.
    std::uint64_t seed() const;
    QStringList positional() const { return mPositional; }

    QString helpText() const;
    QString usageLine() const;
    // "vedette-cli brown odds"
    QString commandName() const;
    // Prints "vedette-cli COMMAND: message" on stderr and returns UsageError:
    // for the checks a table cannot make (a unit that is not in the scenario).
    int fail(Io &io, const QString &message) const;

    // A verb made of sub-commands: runs the one named in arguments[1], or
    // prints the list (exit 0 on --help, exit 2 when none or an unknown one
    // is named).
    static int dispatch(const QString &verb, const QString &description, const QList<Subcommand> &subcommands,
                        const QStringList &arguments, Io &io);

    // Word-wraps `text` to `width` columns, every line after the first
    // indented by `indent` spaces.
    static QString wrap(const QString &text, int width, int indent);

private:
    const Option *find(const QString &name) const;
    // The reason a value is refused, or an empty string.
    QString check(const Option &option, const QString &value) const;
    QString rangeText(const Option &option) const;

    QString mCommand;
    QString mDescription;
    QList<Option> mOptions;
    QList<Positional> mPositionals;
    QHash<QString, QString> mValues; // name -> value as given ("" for a flag)
    QHash<QString, QStringList> mRepeated; // repeatable options: name -> every value
    QStringList mPositional;
    std::uint64_t mFreshSeed = 0;
};

} // namespace vedette::cli

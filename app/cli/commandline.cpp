#include "commandline.h"

#include <QRandomGenerator>
#include <QRegularExpression>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vedette::cli {

namespace {

constexpr int kWidth = 79;

bool isAllDigits(QStringView text)
{
    return !text.isEmpty() && std::all_of(text.begin(), text.end(), [](QChar c) { return c >= u'0' && c <= u'9'; });
}

// "1.5", "2,5", "1e6": a number, but not a whole one.
bool looksFractional(const QString &text)
{
    static const QRegularExpression fraction(u"^[+-]?[0-9]*([.,][0-9]+|[eE][+-]?[0-9]+)$"_s);
    return fraction.match(text).hasMatch();
}

// "-3", "-d6", "-2+d6": a negative number or dice, never an option.
bool looksNegative(const QString &argument)
{
    return argument.size() > 1 && argument[0] == u'-'
        && (argument[1].isDigit() || argument[1] == u'd' || argument[1] == u'D');
}

} // namespace

CommandLine::CommandLine(const QString &command, const QString &description, const QList<Option> &options,
                         const QList<Positional> &positionals)
    : mCommand(command)
    , mDescription(description)
    , mOptions(options)
    , mPositionals(positionals)
{
}

QString CommandLine::commandName() const
{
    return u"vedette-cli "_s + mCommand;
}

const Option *CommandLine::find(const QString &name) const
{
    const auto it = std::find_if(mOptions.cbegin(), mOptions.cend(), [&](const Option &o) { return o.name == name; });
    return it == mOptions.cend() ? nullptr : &*it;
}

QString CommandLine::check(const Option &option, const QString &value) const
{
    const QString dashed = u"--"_s + option.name;
    switch (option.kind) {
    case Option::Kind::Flag:
        return QString();
    case Option::Kind::Text:
        if (value.trimmed().isEmpty())
            return tr("%1 needs a value (%2), not an empty one.").arg(dashed, option.valueName);
        return QString();
    case Option::Kind::Choice:
        if (!option.choices.contains(value))
            return tr("%1 must be one of %2, not '%3'.").arg(dashed, option.choices.join(u", "_s), value);
        return QString();
    case Option::Kind::Die: {
        QString faces = value.trimmed();
        if (faces.startsWith(u'd') || faces.startsWith(u'D'))
            faces.remove(0, 1);
        bool ok = false;
        const int n = isAllDigits(faces) ? faces.toInt(&ok) : 0;
        if (!ok || n < option.minimum || n > option.maximum)
            return tr("%1 needs a die from d%2 to d%3, such as d8, not '%4'.")
                .arg(dashed)
                .arg(option.minimum)
                .arg(option.maximum)
                .arg(value);
        return QString();
    }
    case Option::Kind::Seed: {
        const QString largest = QString::number(std::numeric_limits<std::uint64_t>::max());
        // The smallest seed is 0 unless the row says more (campaign verbs: 1).
        const std::uint64_t smallest = std::uint64_t(std::max<std::int64_t>(option.minimum, 0));
        const QString need = tr("%1 needs a whole number from %2 to %3").arg(dashed).arg(smallest).arg(largest);
        const QString digits = value.startsWith(u'+') ? value.mid(1) : value;
        if (isAllDigits(digits)) {
            bool ok = false;
            const std::uint64_t seed = digits.toULongLong(&ok);
            if (!ok)
                return tr("%1; %2 is larger than that.").arg(need, value);
            if (seed < smallest)
                return tr("%1; %2 is out of range.").arg(need, value);
            return QString();
        }
        if (value.startsWith(u'-') && isAllDigits(QStringView(value).mid(1)))
            return tr("%1; a seed is never negative, so not %2.").arg(need, value);
        if (looksFractional(value))
            return tr("%1; %2 is not a whole number.").arg(need, value);
        return tr("%1; '%2' is not a number.").arg(need, value);
    }
    case Option::Kind::Integer: {
        const QString need = option.step > 1
            ? tr("%1 needs a whole number from %2 to %3 in steps of %4")
                  .arg(dashed)
                  .arg(option.minimum)
                  .arg(option.maximum)
                  .arg(option.step)
            : tr("%1 needs a whole number from %2 to %3").arg(dashed).arg(option.minimum).arg(option.maximum);
        const bool sign = value.startsWith(u'-') || value.startsWith(u'+');
        const QStringView digits = QStringView(value).mid(sign ? 1 : 0);
        if (!isAllDigits(digits)) {
            if (looksFractional(value))
                return tr("%1; %2 is not a whole number.").arg(need, value);
            return tr("%1; '%2' is not a number.").arg(need, value);
        }
        bool ok = false;
        const std::int64_t n = value.toLongLong(&ok);
        if (!ok || n < option.minimum || n > option.maximum)
            return tr("%1; %2 is out of range.").arg(need, value);
        if (option.step > 1 && n % option.step != 0)
            return tr("%1; %2 is not one of them.").arg(need, value);
        return QString();
    }
    }
    return QString();
}

std::optional<int> CommandLine::parse(const QStringList &arguments, Io &io)
{
    mValues.clear();
    mRepeated.clear();
    mPositional.clear();
    auto refuse = [&](const QString &message) -> std::optional<int> { return fail(io, message); };

    bool optionsEnded = false;
    bool help = false;
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString &argument = arguments[i];
        if (optionsEnded || !argument.startsWith(u'-') || argument == u"-"_s || looksNegative(argument)) {
            mPositional.append(argument);
            continue;
        }
        if (argument == u"--"_s) {
            optionsEnded = true;
            continue;
        }
        if (argument == u"-h"_s || argument == u"--help"_s) {
            help = true;
            continue;
        }
        if (!argument.startsWith(u"--"_s))
            return refuse(tr("unknown option '%1'.").arg(argument));
        const qsizetype equals = argument.indexOf(u'=');
        const QString name = argument.mid(2, equals < 0 ? -1 : equals - 2);
        const Option *option = find(name);
        if (!option)
            return refuse(tr("unknown option '%1'.").arg(argument));
        if (mValues.contains(name) && !option->repeatable)
            return refuse(tr("--%1 is given twice.").arg(name));
        if (option->kind == Option::Kind::Flag) {
            if (equals >= 0)
                return refuse(tr("--%1 takes no value.").arg(name));
            mValues.insert(name, QString());
            continue;
        }
        QString value;
        if (equals >= 0) {
            value = argument.mid(equals + 1);
        } else if (i + 1 < arguments.size()) {
            value = arguments[++i];
        } else {
            return refuse(tr("--%1 needs a value (%2).").arg(name, option->valueName));
        }
        if (!mValues.contains(name))
            mValues.insert(name, value);
        mRepeated[name].append(value);
    }
    // Help wins over every other fault: "brown odds --help" shows the help
    // even though --chart is missing.
    if (help) {
        io.out << helpText();
        return Success;
    }
    for (const Option &option : std::as_const(mOptions)) {
        const auto given = mValues.constFind(option.name);
        if (given == mValues.cend()) {
            if (option.required)
                return refuse(tr("--%1 is required.").arg(option.name));
            continue;
        }
        for (const QString &each : mRepeated.value(option.name, {*given})) {
            if (const QString reason = check(option, each); !reason.isEmpty())
                return refuse(reason);
        }
    }
    qsizetype needed = 0;
    qsizetype allowed = 0;
    for (const Positional &p : std::as_const(mPositionals)) {
        if (p.count == Positional::Count::One)
            ++needed;
        allowed = p.count == Positional::Count::Rest ? std::numeric_limits<qsizetype>::max() : allowed + 1;
    }
    if (mPositional.size() < needed) {
        QStringList missing;
        qsizetype index = 0;
        for (const Positional &p : std::as_const(mPositionals)) {
            if (p.count == Positional::Count::One && index++ >= mPositional.size())
                missing.append(p.name);
        }
        return refuse(tr("%1 is missing. Usage: %2").arg(missing.join(u", "_s), usageLine()));
    }
    if (mPositional.size() > allowed)
        return refuse(tr("unexpected argument '%1'.").arg(mPositional.value(allowed)));

    const Option *seedOption = find(u"seed"_s);
    if (seedOption && seedOption->kind == Option::Kind::Seed && seedOption->defaultValue.isEmpty())
        mFreshSeed = QRandomGenerator::system()->bounded(quint64(1), quint64(100'000'000));
    return std::nullopt;
}

bool CommandLine::isSet(const QString &name) const
{
    return mValues.contains(name);
}

QString CommandLine::value(const QString &name) const
{
    if (const auto given = mValues.constFind(name); given != mValues.cend())
        return *given;
    const Option *option = find(name);
    return option ? option->defaultValue : QString();
}

QStringList CommandLine::values(const QString &name) const
{
    return mRepeated.value(name);
}

std::int64_t CommandLine::integer(const QString &name) const
{
    return value(name).toLongLong();
}

int CommandLine::die(const QString &name) const
{
    QString faces = value(name).trimmed();
    if (faces.startsWith(u'd') || faces.startsWith(u'D'))
        faces.remove(0, 1);
    return faces.toInt();
}

std::uint64_t CommandLine::seed() const
{
    const QString text = value(u"seed"_s);
    return text.isEmpty() ? mFreshSeed : text.toULongLong();
}

int CommandLine::fail(Io &io, const QString &message) const
{
    io.err << commandName() << ": " << message << '\n' << tr("Try '%1 --help'.").arg(commandName()) << '\n';
    return UsageError;
}

QString CommandLine::usageLine() const
{
    QString line = commandName();
    for (const Positional &p : mPositionals) {
        switch (p.count) {
        case Positional::Count::One:
            line += u' ' + p.name;
            break;
        case Positional::Count::Optional:
            line += u" ["_s + p.name + u']';
            break;
        case Positional::Count::Rest:
            line += u" ["_s + p.name + u"...]"_s;
            break;
        }
    }
    return line + u' ' + tr("[options]");
}

QString CommandLine::rangeText(const Option &option) const
{
    QStringList parts;
    switch (option.kind) {
    case Option::Kind::Flag:
    case Option::Kind::Text:
    case Option::Kind::Choice:
        break;
    case Option::Kind::Integer:
        parts.append(option.step > 1 ? tr("%1 to %2 in steps of %3").arg(option.minimum).arg(option.maximum).arg(option.step)
                                     : tr("%1 to %2").arg(option.minimum).arg(option.maximum));
        break;
    case Option::Kind::Seed:
        parts.append(tr("%1 to %2").arg(std::max<std::int64_t>(option.minimum, 0)).arg(std::numeric_limits<std::uint64_t>::max()));
        if (option.defaultValue.isEmpty() && !option.required)
            parts.append(tr("default: a fresh seed, printed"));
        break;
    case Option::Kind::Die:
        parts.append(tr("d%1 to d%2").arg(option.minimum).arg(option.maximum));
        break;
    }
    if (!option.defaultValue.isEmpty())
        parts.append(tr("default %1").arg(option.defaultValue));
    if (option.required)
        parts.append(tr("required"));
    if (option.repeatable)
        parts.append(tr("may be given more than once"));
    return parts.isEmpty() ? QString() : u" ("_s + parts.join(u"; "_s) + u')';
}

QString CommandLine::wrap(const QString &text, int width, int indent)
{
    QString result;
    const QStringList paragraphs = text.split(u'\n');
    for (qsizetype p = 0; p < paragraphs.size(); ++p) {
        if (p > 0)
            result += u'\n' + QString(indent, u' ');
        int column = indent;
        bool first = true;
        for (const QString &word : paragraphs[p].split(u' ', Qt::SkipEmptyParts)) {
            if (!first && column + 1 + word.size() > width) {
                result += u'\n' + QString(indent, u' ');
                column = indent;
                first = true;
            }
            if (!first) {
                result += u' ';
                ++column;
            }
            result += word;
            column += int(word.size());
            first = false;
        }
    }
    return result;
}

QString CommandLine::helpText() const
{
    QString text = tr("Usage: %1").arg(usageLine()) + u"\n\n"_s + wrap(mDescription, kWidth, 0) + u"\n"_s;
    auto column = [](const QList<std::pair<QString, QString>> &rows) {
        int width = 0;
        for (const auto &row : rows)
            width = std::max(width, int(row.first.size()));
        width = std::min(width + 4, 30);
        QString block;
        for (const auto &[left, right] : rows) {
            QString line = u"  "_s + left;
            if (line.size() + 2 > width)
                line += u'\n' + QString(width, u' ');
            else
                line = line.leftJustified(width);
            block += line + wrap(right, kWidth, width) + u'\n';
        }
        return block;
    };
    if (!mPositionals.isEmpty()) {
        QList<std::pair<QString, QString>> rows;
        for (const Positional &p : mPositionals)
            rows.append({p.name, p.help});
        text += u'\n' + tr("Arguments:") + u'\n' + column(rows);
    }
    QList<std::pair<QString, QString>> rows;
    for (const Option &o : mOptions) {
        const QString left = u"--"_s + o.name + (o.kind == Option::Kind::Flag ? QString() : u' ' + o.valueName);
        rows.append({left, o.help + rangeText(o)});
    }
    rows.append({u"-h, --help"_s, tr("Show this help.")});
    text += u'\n' + tr("Options:") + u'\n' + column(rows);
    text += u'\n' + tr("Exit status: 0 success, 1 failure, 2 bad usage or bad input.") + u'\n';
    return text;
}

int CommandLine::dispatch(const QString &verb, const QString &description, const QList<Subcommand> &subcommands,
                          const QStringList &arguments, Io &io)
{
    const QString sub = arguments.value(1);
    for (const Subcommand &s : subcommands) {
        if (s.name == sub)
            return s.run(arguments.mid(1), io);
    }
    QStringList names;
    int width = 0;
    for (const Subcommand &s : subcommands) {
        names.append(s.name);
        width = std::max(width, int(s.name.size()));
    }
    const QString command = u"vedette-cli "_s + verb;
    QString help = tr("Usage: %1").arg(command + u' ' + names.join(u'|') + u' ' + tr("[options]")) + u"\n\n"_s
        + wrap(description, kWidth, 0) + u"\n\n"_s + tr("Commands:") + u'\n';
    for (const Subcommand &s : subcommands)
        help += u"  "_s + s.name.leftJustified(width + 2) + wrap(s.summary, kWidth, width + 4) + u'\n';
    help += u'\n' + tr("Each command accepts --help, e.g. %1 %2 --help.").arg(command, names.value(0)) + u'\n';
    if (sub == u"--help"_s || sub == u"-h"_s) {
        io.out << help;
        return Success;
    }
    if (sub.isEmpty())
        io.err << tr("%1: which command? %2").arg(command, names.join(u", "_s)) << "\n\n" << help;
    else
        io.err << tr("%1: unknown command '%2'; the commands are %3.").arg(command, sub, names.join(u", "_s)) << "\n"
               << tr("Try '%1 --help'.").arg(command) << '\n';
    return UsageError;
}

} // namespace vedette::cli

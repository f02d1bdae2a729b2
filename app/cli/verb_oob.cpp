// vedette-cli oob: orders of battle as CSV, to and from scenario JSON.

#include "verb.h"

#include "rules/balagan/movement.h"
#include "table/deployment.h"
#include "table/orderofbattlecsv.h"
#include "table/scenariojson.h"
#include "table/validation.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>

using namespace Qt::StringLiterals;
using namespace vedette::table;

namespace {

// The translation context of this file, for Tr::tr() in free functions too
// (lupdate reads Tr::tr with this context; a free Tr::tr() helper it would not).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(vedette::cli::oob)
};

bool parse(QCommandLineParser &parser, const QStringList &arguments, const QList<QCommandLineOption> &options,
           const QString &usage, vedette::cli::Io &io)
{
    parser.addHelpOption();
    parser.addOptions(options);
    if (!parser.parse(arguments)) {
        io.err << Tr::tr("vedette-cli oob %1: %2\n").arg(arguments.value(0), parser.errorText());
        return false;
    }
    if (parser.isSet(u"help"_s))
        return true;
    if (parser.positionalArguments().size() != 1) {
        io.err << Tr::tr("vedette-cli oob %1: give exactly one file to read.\n").arg(arguments.value(0)) << usage;
        return false;
    }
    if (!parser.isSet(u"out"_s) || parser.value(u"out"_s).isEmpty()) {
        io.err << Tr::tr("vedette-cli oob %1: --out is required.\n").arg(arguments.value(0)) << usage;
        return false;
    }
    return true;
}

// "1828.8x1219.2": width and height of the table in millimetres.
std::optional<std::pair<Length, Length>> tableOption(const QString &text)
{
    static const QRegularExpression pattern(u"^\\s*([0-9]+(?:\\.[0-9]+)?)\\s*[xX]\\s*([0-9]+(?:\\.[0-9]+)?)\\s*$"_s);
    const QRegularExpressionMatch match = pattern.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    const Length width = Length::fromMm(match.captured(1).toDouble());
    const Length height = Length::fromMm(match.captured(2).toDouble());
    if (!validation::tableSize(width, height).isEmpty())
        return std::nullopt;
    return std::pair{width, height};
}

// Each side's units in line, division after division: along its own long
// table edge (Brown) or in its deployment zone (Balagan). Returns the sides
// that had to be put in single line to fit, or the reason it failed.
QString deploy(Scenario &scenario, QStringList *inLine)
{
    for (const Side &side : scenario.sides()) {
        std::optional<QRectF> area = scenario.ruleSystem() == RuleSystem::Balagan
            ? vedette::rules::balagan::movement::deploymentZoneOf(scenario, side.id)
            : Deployment::edgeBand(scenario, side.id);
        if (!area)
            return Tr::tr("%1 has no table edge or deployment zone; --deploy lays out two sides.").arg(side.name);
        if (scenario.unitsOfSide(side.id).isEmpty())
            continue;
        const Deployment::Result laid = Deployment::army(scenario, side.id, *area);
        if (!laid.ok())
            return Tr::tr("%1: %2").arg(side.name, laid.problem);
        if (laid.inLine)
            inLine->append(side.name);
        for (const Unit &unit : laid.units)
            scenario.updateUnit(unit);
    }
    return {};
}

bool writeOut(const QString &path, const QByteArray &bytes, vedette::cli::Io &io, const QString &verb)
{
    if (path == u"-"_s) {
        io.out << QString::fromUtf8(bytes);
        return true;
    }
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.commit())
        return true;
    io.err << Tr::tr("vedette-cli oob %1: cannot write %2: %3\n").arg(verb, path, file.errorString());
    return false;
}

int runImport(const QStringList &arguments, vedette::cli::Io &io)
{
    const QString usage = Tr::tr("Usage: vedette-cli oob import OOB.csv --rules brown|balagan [--table WIDTHxHEIGHT] "
                             "[--deploy] [--title TITLE] --out SCENARIO.json\n");
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Tr::tr("Builds a scenario from an order of battle in CSV (FORMAT.md, \"Orders of battle as CSV\"). Without "
           "--deploy the units are not on the table yet; with it each side's divisions are laid out in line "
           "along its own long table edge (Brown) or in its deployment zone (Balagan)."));
    parser.addPositionalArgument(u"oob"_s, Tr::tr("The order of battle (.csv, UTF-8, comma or semicolon)."));
    if (!parse(parser, arguments,
               {{u"rules"_s, Tr::tr("The rule system: brown or balagan."), u"system"_s},
                {u"table"_s, Tr::tr("Table size in mm (default 1828.8x1219.2 for Brown, 1200x800 for Balagan)."), u"WxH"_s},
                {u"deploy"_s, Tr::tr("Put every unit on the table.")},
                {u"title"_s, Tr::tr("The scenario's title (default: the file's name)."), u"title"_s},
                {u"out"_s, Tr::tr("Where to write the scenario JSON (- for standard output)."), u"file"_s}},
               usage, io))
        return vedette::cli::UsageError;
    if (parser.isSet(u"help"_s)) {
        io.out << parser.helpText();
        return vedette::cli::Success;
    }
    const QString rules = parser.value(u"rules"_s).trimmed().toLower();
    if (rules != u"brown"_s && rules != u"balagan"_s) {
        io.err << Tr::tr("vedette-cli oob import: --rules must be brown or balagan, not '%1'.\n").arg(parser.value(u"rules"_s));
        return vedette::cli::UsageError;
    }
    Scenario scenario;
    scenario.setRuleSystem(ruleSystemFromId(rules));
    if (scenario.ruleSystem() == RuleSystem::Balagan) {
        scenario.setTableSize(Length::fromCm(120.0), Length::fromCm(80.0));
        scenario.setGroundScale(GroundScale{GroundScale::balaganDefault()});
    } else {
        scenario.setTableSize(Length::fromFeet(6.0), Length::fromFeet(4.0));
    }
    if (parser.isSet(u"table"_s)) {
        const auto size = tableOption(parser.value(u"table"_s));
        if (!size) {
            io.err << Tr::tr("vedette-cli oob import: --table must be WIDTHxHEIGHT in millimetres, each from 0 to "
                         "100000, such as 1828.8x1219.2, not '%1'.\n")
                          .arg(parser.value(u"table"_s));
            return vedette::cli::UsageError;
        }
        scenario.setTableSize(size->first, size->second);
    }
    const QString path = parser.positionalArguments().constFirst();
    scenario.setTitle(parser.isSet(u"title"_s) ? parser.value(u"title"_s) : QFileInfo(path).completeBaseName());

    const OrderOfBattleCsv::ReadResult read = OrderOfBattleCsv::readFile(path, scenario);
    if (!read) {
        io.err << Tr::tr("vedette-cli oob import: %1 was not imported:\n").arg(path);
        for (const QString &error : read.errors)
            io.err << u"  "_s << error << u'\n';
        return vedette::cli::UsageError;
    }
    Scenario result = *read.scenario;
    QStringList inLine;
    if (parser.isSet(u"deploy"_s)) {
        if (const QString problem = deploy(result, &inLine); !problem.isEmpty()) {
            io.err << Tr::tr("vedette-cli oob import --deploy: %1\n").arg(problem);
            return vedette::cli::UsageError;
        }
    }
    const QString out = parser.value(u"out"_s);
    if (!writeOut(out, ScenarioJson::write(result), io, u"import"_s))
        return vedette::cli::Failure;
    qsizetype placed = 0;
    for (const Unit &unit : result.units())
        placed += unit.isOnTable() ? 1 : 0;
    // With the scenario on standard output, what is said goes to standard error.
    QTextStream &say = out == u"-"_s ? io.err : io.out;
    if (out != u"-"_s)
        say << Tr::tr("Wrote %1: %2 sides, %3 generals, %4 units (%5 on the table).\n")
                   .arg(out)
                   .arg(result.sides().size())
                   .arg(result.generals().size())
                   .arg(result.units().size())
                   .arg(placed);
    for (const QString &side : std::as_const(inLine))
        say << Tr::tr("%1: the units did not fit in their own formations and were deployed in single line.\n").arg(side);
    return vedette::cli::Success;
}

int runExport(const QStringList &arguments, vedette::cli::Io &io)
{
    const QString usage = Tr::tr("Usage: vedette-cli oob export SCENARIO.json --out OOB.csv\n");
    QCommandLineParser parser;
    parser.setApplicationDescription(Tr::tr("Writes a scenario's order of battle (sides, generals, units) as CSV, "
                                        "in the columns oob import reads."));
    parser.addPositionalArgument(u"scenario"_s, Tr::tr("Scenario file (.json)."));
    if (!parse(parser, arguments, {{u"out"_s, Tr::tr("Where to write the CSV (- for standard output)."), u"file"_s}}, usage, io))
        return vedette::cli::UsageError;
    if (parser.isSet(u"help"_s)) {
        io.out << parser.helpText();
        return vedette::cli::Success;
    }
    const ScenarioJson::ReadResult read = ScenarioJson::readFile(parser.positionalArguments().constFirst());
    if (!read) {
        io.err << Tr::tr("vedette-cli oob export: %1\n").arg(read.errorString);
        return vedette::cli::UsageError;
    }
    const QString out = parser.value(u"out"_s);
    if (!writeOut(out, OrderOfBattleCsv::write(*read.scenario), io, u"export"_s))
        return vedette::cli::Failure;
    if (out != u"-"_s)
        io.out << Tr::tr("Wrote %1: %2 generals, %3 units.\n")
                      .arg(out)
                      .arg(read.scenario->generals().size())
                      .arg(read.scenario->units().size());
    return vedette::cli::Success;
}

int runOob(const QStringList &arguments, vedette::cli::Io &io)
{
    const QString sub = arguments.value(1);
    const QStringList rest = arguments.mid(1);
    if (sub == u"import"_s)
        return runImport(rest, io);
    if (sub == u"export"_s)
        return runExport(rest, io);
    const bool help = sub == u"--help"_s || sub == u"-h"_s;
    (help ? io.out : io.err) << Tr::tr("Usage: vedette-cli oob import|export FILE [options] --out FILE\n"
                                   "Orders of battle as CSV: import one into a new scenario, or export a "
                                   "scenario's. Each sub-command accepts --help.\n");
    return help ? vedette::cli::Success : vedette::cli::UsageError;
}

const bool registered = vedette::cli::registerVerb(
    {u"oob"_s, QCoreApplication::translate("vedette::cli::oob", "Orders of battle as CSV: import, export"), runOob});

} // namespace

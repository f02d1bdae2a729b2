// vedette-cli oob: orders of battle as CSV, to and from scenario JSON.

#include "commandline.h"
#include "verb.h"

#include "rules/balagan/movement.h"
#include "table/deployment.h"
#include "table/orderofbattlecsv.h"
#include "table/scenariojson.h"
#include "table/validation.h"

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
    using vedette::cli::Option;
    vedette::cli::CommandLine command(
        u"oob import"_s,
        Tr::tr("Builds a scenario from an order of battle in CSV (FORMAT.md, \"Orders of battle as CSV\"). Without "
               "--deploy the units are not on the table yet; with it each side's divisions are laid out in line "
               "along its own long table edge (Brown) or in its deployment zone (Balagan)."),
        {Option::choice(u"rules"_s, Tr::tr("The rule system: brown or balagan."), {u"brown"_s, u"balagan"_s}).require(),
         Option::text(u"table"_s, u"WxH"_s,
                      Tr::tr("Table size in mm (default 1828.8x1219.2 for Brown, 1200x800 for Balagan).")),
         Option::flag(u"deploy"_s, Tr::tr("Put every unit on the table.")),
         Option::text(u"title"_s, u"TITLE"_s, Tr::tr("The scenario's title (default: the file's name).")),
         Option::text(u"out"_s, u"FILE"_s, Tr::tr("Where to write the scenario JSON (- for standard output).")).require()},
        {{u"OOB"_s, Tr::tr("The order of battle (.csv, UTF-8, comma or semicolon).")}});
    if (const auto exit = command.parse(arguments, io))
        return *exit;
    const QString rules = command.value(u"rules"_s);
    Scenario scenario;
    scenario.setRuleSystem(ruleSystemFromId(rules));
    if (scenario.ruleSystem() == RuleSystem::Balagan) {
        scenario.setTableSize(Length::fromCm(120.0), Length::fromCm(80.0));
        scenario.setGroundScale(GroundScale{GroundScale::balaganDefault()});
    } else {
        scenario.setTableSize(Length::fromFeet(6.0), Length::fromFeet(4.0));
    }
    if (command.isSet(u"table"_s)) {
        const auto size = tableOption(command.value(u"table"_s));
        if (!size) {
            io.err << Tr::tr("vedette-cli oob import: --table must be WIDTHxHEIGHT in millimetres, each from 0 to "
                         "100000, such as 1828.8x1219.2, not '%1'.\n")
                          .arg(command.value(u"table"_s));
            return vedette::cli::UsageError;
        }
        scenario.setTableSize(size->first, size->second);
    }
    const QString path = command.positional().constFirst();
    scenario.setTitle(command.isSet(u"title"_s) ? command.value(u"title"_s) : QFileInfo(path).completeBaseName());

    const OrderOfBattleCsv::ReadResult read = OrderOfBattleCsv::readFile(path, scenario);
    if (!read) {
        io.err << Tr::tr("vedette-cli oob import: %1 was not imported:\n").arg(path);
        for (const QString &error : read.errors)
            io.err << u"  "_s << error << u'\n';
        return vedette::cli::UsageError;
    }
    Scenario result = *read.scenario;
    QStringList inLine;
    if (command.isSet(u"deploy"_s)) {
        if (const QString problem = deploy(result, &inLine); !problem.isEmpty()) {
            io.err << Tr::tr("vedette-cli oob import --deploy: %1\n").arg(problem);
            return vedette::cli::UsageError;
        }
    }
    const QString out = command.value(u"out"_s);
    if (!writeOut(out, ScenarioJson::write(result), io, u"import"_s))
        return vedette::cli::Failure;
    qsizetype placed = 0;
    for (const Unit &unit : result.units())
        placed += unit.isOnTable() ? 1 : 0;
    // With the scenario on standard output, what is said goes to standard error.
    QTextStream &say = out == u"-"_s ? io.err : io.out;
    if (out != u"-"_s)
        say << Tr::tr("Wrote %1: %2, %3, %4 (%5 on the table).\n")
                   .arg(out, Tr::tr("%n side(s)", nullptr, int(result.sides().size())),
                        Tr::tr("%n general(s)", nullptr, int(result.generals().size())),
                        Tr::tr("%n unit(s)", nullptr, int(result.units().size())), QString::number(placed));
    for (const QString &side : std::as_const(inLine))
        say << Tr::tr("%1: the units did not fit in their own formations and were deployed in single line.\n").arg(side);
    return vedette::cli::Success;
}

int runExport(const QStringList &arguments, vedette::cli::Io &io)
{
    using vedette::cli::Option;
    vedette::cli::CommandLine command(
        u"oob export"_s,
        Tr::tr("Writes a scenario's order of battle (sides, generals, units) as CSV, in the columns oob import reads."),
        {Option::text(u"out"_s, u"FILE"_s, Tr::tr("Where to write the CSV (- for standard output).")).require()},
        {{u"SCENARIO"_s, Tr::tr("Scenario file (.json).")}});
    if (const auto exit = command.parse(arguments, io))
        return *exit;
    const ScenarioJson::ReadResult read = ScenarioJson::readFile(command.positional().constFirst());
    if (!read) {
        io.err << Tr::tr("vedette-cli oob export: %1\n").arg(read.errorString);
        return vedette::cli::UsageError;
    }
    const QString out = command.value(u"out"_s);
    if (!writeOut(out, OrderOfBattleCsv::write(*read.scenario), io, u"export"_s))
        return vedette::cli::Failure;
    if (out != u"-"_s)
        io.out << Tr::tr("Wrote %1: %2, %3.\n")
                      .arg(out, Tr::tr("%n general(s)", nullptr, int(read.scenario->generals().size())),
                           Tr::tr("%n unit(s)", nullptr, int(read.scenario->units().size())));
    return vedette::cli::Success;
}

int runOob(const QStringList &arguments, vedette::cli::Io &io)
{
    return vedette::cli::CommandLine::dispatch(
        u"oob"_s,
        Tr::tr("Orders of battle as CSV: import one into a new scenario, or export a scenario's."),
        {{u"import"_s, Tr::tr("Build a scenario from an order of battle in CSV."), runImport},
         {u"export"_s, Tr::tr("Write a scenario's order of battle as CSV."), runExport}},
        arguments, io);
}

const bool registered = vedette::cli::registerVerb(
    {u"oob"_s, QCoreApplication::translate("vedette::cli::oob", "Orders of battle as CSV: import, export"), runOob});

} // namespace

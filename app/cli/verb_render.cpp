// vedette-cli render: the table of a scenario file as a PNG, SVG or PDF
// picture, drawn by the same scene as the program's window.

#include "verb.h"

#include "document/document.h"
#include "panels/tableexport.h"
#include "scene/tablescene.h"
#include "table/scenariojson.h"

#include <QCommandLineParser>

using namespace Qt::StringLiterals;

namespace {

int runRender(const QStringList &arguments, vedette::cli::Io &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(u"Draws the table of a scenario file as a picture (PNG, SVG or PDF, by the "
                                     "suffix of --out), at true scale."_s);
    parser.addHelpOption();
    parser.addPositionalArgument(u"scenario"_s, u"The scenario file (JSON)."_s);
    const QCommandLineOption outOption(u"out"_s, u"The picture to write: FILE.png, FILE.svg or FILE.pdf."_s, u"file"_s);
    const QCommandLineOption dpiOption(u"dpi"_s, u"Resolution of a PNG in dots per inch (10 to 600, default 100)."_s,
                                       u"n"_s, u"100"_s);
    parser.addOption(outOption);
    parser.addOption(dpiOption);
    if (!parser.parse(arguments)) {
        io.err << "vedette-cli render: " << parser.errorText() << '\n';
        return vedette::cli::UsageError;
    }
    if (parser.isSet(u"help"_s)) {
        io.out << parser.helpText();
        return vedette::cli::Success;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1) {
        io.err << "vedette-cli render: give exactly one scenario file. Usage: vedette-cli render SCENARIO --out "
                  "FILE.png|.svg|.pdf [--dpi N]\n";
        return vedette::cli::UsageError;
    }
    if (!parser.isSet(outOption)) {
        io.err << "vedette-cli render: --out FILE.png|.svg|.pdf is required.\n";
        return vedette::cli::UsageError;
    }
    const QString out = parser.value(outOption);
    bool known = false;
    vedette::TableExport::formatFor(out, &known);
    if (!known) {
        io.err << "vedette-cli render: " << out << ": unknown picture format; use .png, .svg or .pdf.\n";
        return vedette::cli::UsageError;
    }
    bool dpiOk = false;
    const int dpi = parser.value(dpiOption).toInt(&dpiOk);
    if (!dpiOk || dpi < 10 || dpi > 600) {
        io.err << "vedette-cli render: --dpi must be a whole number from 10 to 600, not '" << parser.value(dpiOption)
               << "'.\n";
        return vedette::cli::UsageError;
    }

    auto result = vedette::table::ScenarioJson::readFile(positional.first());
    if (!result) {
        io.err << "vedette-cli render: " << positional.first() << ": " << result.errorString << '\n';
        return vedette::cli::UsageError;
    }
    vedette::Document document;
    document.scenario() = *result.scenario;
    vedette::TableScene scene(&document);
    QString error;
    if (!vedette::TableExport::exportFile(&scene, out, dpi, true, &error)) {
        io.err << "vedette-cli render: " << error << '\n';
        return vedette::cli::Failure;
    }
    io.out << "Wrote " << out << '\n';
    return vedette::cli::Success;
}

const bool registered = vedette::cli::registerVerb(
    {u"render"_s, u"draw a scenario's table as a PNG, SVG or PDF picture"_s, runRender});

} // namespace

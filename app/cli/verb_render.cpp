// vedette-cli render: the table of a scenario file as a PNG, SVG or PDF
// picture, drawn by the same renderer as the program's window and its table
// screen (no widgets: a QGuiApplication is enough).

#include "verb.h"

#include "render/picturewriter.h"
#include "render/playerview.h"
#include "render/tablepicture.h"
#include "table/scenariojson.h"

#include <QCommandLineParser>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

constexpr double kMinPxPerMm = 0.05;
constexpr double kMaxPxPerMm = 40.0;

int runRender(const QStringList &arguments, vedette::cli::Io &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"Draws the table of a scenario file as a picture (PNG, SVG or PDF, by the suffix of --out), at true "
        "scale, as a battle from it starts (Balagan's deployment zones included). --view players draws what the "
        "table screen shows the players (no orders, messengers, referee-only markers, nothing hidden from a side); "
        "--view side:ID what that side may see."_s);
    parser.addHelpOption();
    parser.addPositionalArgument(u"scenario"_s, u"The scenario file (JSON)."_s);
    const QCommandLineOption outOption(u"out"_s, u"The picture to write: FILE.png, FILE.svg or FILE.pdf."_s, u"file"_s);
    const QCommandLineOption viewOption(u"view"_s, u"Whose picture: referee (default, everything), players, or side:ID."_s,
                                        u"view"_s, u"referee"_s);
    const QCommandLineOption dpiOption(u"dpi"_s, u"Resolution of a PNG in dots per inch (10 to 600, default 100)."_s,
                                       u"n"_s, u"100"_s);
    const QCommandLineOption pxOption(u"px-per-mm"_s,
                                      u"Pixels per millimetre of table (0.05 to 40), exactly: the picture is then the "
                                      "table alone, edge to edge, as the table screen shows it (a 1828.8 mm table at "
                                      "1.0 is 1829 pixels wide). Not with --dpi."_s,
                                      u"K"_s);
    const QCommandLineOption sheetsOption(u"sheets"_s,
                                          u"PDF only: the table at true scale across sheets of a4 or letter paper, "
                                          "with overlap, cut marks and each sheet's name and number."_s,
                                          u"paper"_s);
    parser.addOptions({outOption, viewOption, dpiOption, pxOption, sheetsOption});
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
                  "FILE.png|.svg|.pdf [--view referee|players|side:ID] [--dpi N | --px-per-mm K] [--sheets a4|letter]\n";
        return vedette::cli::UsageError;
    }
    if (!parser.isSet(outOption)) {
        io.err << "vedette-cli render: --out FILE.png|.svg|.pdf is required.\n";
        return vedette::cli::UsageError;
    }
    const QString out = parser.value(outOption);
    const auto format = vedette::render::PictureWriter::formatFor(out);
    if (!format) {
        io.err << "vedette-cli render: " << out << ": unknown picture format; use .png, .svg or .pdf.\n";
        return vedette::cli::UsageError;
    }

    vedette::render::PictureWriter::Settings settings;
    if (parser.isSet(pxOption) && parser.isSet(dpiOption)) {
        io.err << "vedette-cli render: give --dpi or --px-per-mm, not both.\n";
        return vedette::cli::UsageError;
    }
    if (parser.isSet(pxOption)) {
        bool ok = false;
        const double k = parser.value(pxOption).toDouble(&ok);
        if (!ok || !std::isfinite(k) || k < kMinPxPerMm || k > kMaxPxPerMm) {
            io.err << "vedette-cli render: --px-per-mm must be a number from 0.05 to 40, not '" << parser.value(pxOption)
                   << "'.\n";
            return vedette::cli::UsageError;
        }
        settings.pixelsPerMm = k;
        settings.margin = false;
    } else {
        bool dpiOk = false;
        const int dpi = parser.value(dpiOption).toInt(&dpiOk);
        if (!dpiOk || dpi < 10 || dpi > 600) {
            io.err << "vedette-cli render: --dpi must be a whole number from 10 to 600, not '" << parser.value(dpiOption)
                   << "'.\n";
            return vedette::cli::UsageError;
        }
        settings.pixelsPerMm = dpi / 25.4;
    }
    if (parser.isSet(sheetsOption)) {
        const QString paper = parser.value(sheetsOption).toLower();
        if (*format != vedette::render::PictureWriter::Format::Pdf) {
            io.err << "vedette-cli render: --sheets prints on paper: the picture must be a .pdf.\n";
            return vedette::cli::UsageError;
        }
        if (paper == u"a4"_s)
            settings.sheets = QPageSize::A4;
        else if (paper == u"letter"_s)
            settings.sheets = QPageSize::Letter;
        else {
            io.err << "vedette-cli render: --sheets must be a4 or letter, not '" << parser.value(sheetsOption) << "'.\n";
            return vedette::cli::UsageError;
        }
    }

    auto result = vedette::table::ScenarioJson::readFile(positional.first());
    if (!result) {
        io.err << "vedette-cli render: " << positional.first() << ": " << result.errorString << '\n';
        return vedette::cli::UsageError;
    }
    QString viewError;
    const auto view = vedette::render::PlayerView::parse(parser.value(viewOption), &*result.scenario, &viewError);
    if (!view) {
        io.err << "vedette-cli render: --view: " << viewError << '\n';
        return vedette::cli::UsageError;
    }
    // The players' pictures are the table screen's: the table alone.
    if (!view->isReferee())
        settings.margin = false;
    const vedette::render::TablePicture picture
        = view->filter(vedette::render::TablePicture::ofScenario(*result.scenario));
    QString error;
    if (!vedette::render::PictureWriter::write(picture, out, settings, &error)) {
        io.err << "vedette-cli render: " << error << '\n';
        return vedette::cli::Failure;
    }
    io.out << "Wrote " << out << '\n';
    return vedette::cli::Success;
}

const bool registered = vedette::cli::registerVerb(
    {u"render"_s, u"draw a scenario's table as a PNG, SVG or PDF picture"_s, runRender});

} // namespace

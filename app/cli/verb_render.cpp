// vedette-cli render: the table of a scenario file as a PNG, SVG or PDF
// picture, drawn by the same renderer as the program's window and its table
// screen (no widgets: a QGuiApplication is enough).

#include "commandline.h"
#include "verb.h"

#include "render/picturewriter.h"
#include "render/playerview.h"
#include "render/tablepicture.h"
#include "table/scenariojson.h"

#include <QCoreApplication>
#include <QFontMetricsF>

#include <thread>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

// The translation context of this file, for Tr::tr() in free functions too
// (lupdate reads Tr::tr with this context; a free Tr::tr() helper it would not).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(vedette::cli::render)
};

constexpr double kMinPxPerMm = 0.05;
constexpr double kMaxPxPerMm = 40.0;

int runRender(const QStringList &arguments, vedette::cli::Io &io)
{
    using vedette::cli::Option;
    vedette::cli::CommandLine command(
        u"render"_s,
        Tr::tr("Draws the table of a scenario file as a picture (PNG, SVG or PDF, by the suffix of --out), at true "
               "scale, as a battle from it starts (Balagan's deployment zones included). --view players draws what the "
               "table screen shows the players (no orders, messengers, referee-only markers, nothing hidden from a side); "
               "--view side:ID what that side may see."),
        {Option::text(u"out"_s, u"FILE"_s, Tr::tr("The picture to write: FILE.png, FILE.svg or FILE.pdf.")).require(),
         Option::text(u"view"_s, u"VIEW"_s, Tr::tr("Whose picture: referee (everything), players, or side:ID."),
                      u"referee"_s),
         Option::integer(u"dpi"_s, u"N"_s, Tr::tr("Resolution of a PNG in dots per inch."), 10, 600, 100),
         Option::text(u"px-per-mm"_s, u"K"_s,
                      Tr::tr("Pixels per millimetre of table (0.05 to 40), exactly: the picture is then the table alone, "
                             "edge to edge, as the table screen shows it (a 1828.8 mm table at 1.0 is 1829 pixels "
                             "wide). Not with --dpi.")),
         Option::choice(u"sheets"_s,
                        Tr::tr("PDF only: the table at true scale across sheets of paper, with overlap, cut marks and "
                               "each sheet's name and number."),
                        {u"a4"_s, u"letter"_s})},
        {{u"SCENARIO"_s, Tr::tr("The scenario file (JSON).")}});
    if (const auto exit = command.parse(arguments, io))
        return *exit;
    const QStringList positional = command.positional();
    const QString out = command.value(u"out"_s);
    const auto format = vedette::render::PictureWriter::formatFor(out);
    if (!format)
        return command.fail(io, Tr::tr("%1: unknown picture format; use .png, .svg or .pdf.").arg(out));

    vedette::render::PictureWriter::Settings settings;
    if (command.isSet(u"px-per-mm"_s) && command.isSet(u"dpi"_s))
        return command.fail(io, Tr::tr("give --dpi or --px-per-mm, not both."));
    if (command.isSet(u"px-per-mm"_s)) {
        bool ok = false;
        const QString text = command.value(u"px-per-mm"_s);
        const double k = text.toDouble(&ok);
        if (!ok || !std::isfinite(k) || k < kMinPxPerMm || k > kMaxPxPerMm)
            return command.fail(io, Tr::tr("--px-per-mm needs a number from 0.05 to 40, not '%1'.").arg(text));
        settings.pixelsPerMm = k;
        settings.margin = false;
    } else {
        settings.pixelsPerMm = double(command.integer(u"dpi"_s)) / 25.4;
    }
    if (command.isSet(u"sheets"_s)) {
        if (*format != vedette::render::PictureWriter::Format::Pdf)
            return command.fail(io, Tr::tr("--sheets prints on paper: the picture must be a .pdf."));
        settings.sheets = command.value(u"sheets"_s) == u"letter"_s ? QPageSize::Letter : QPageSize::A4;
    }

    // Fontconfig reads its configuration and lists the fonts the first time
    // any font is asked for (10-20 ms here): asked on a thread of its own
    // while this one reads the scenario, the labels find the fonts ready.
    std::thread fonts([] { QFontMetricsF(QFont(u"serif"_s)).horizontalAdvance(u"U0"_s); });
    auto result = vedette::table::ScenarioJson::readFile(positional.first());
    fonts.join();
    if (!result)
        return command.fail(io, result.errorString);
    QString viewError;
    const auto view = vedette::render::PlayerView::parse(command.value(u"view"_s), &*result.scenario, &viewError);
    if (!view)
        return command.fail(io, u"--view: "_s + viewError);
    // The players' pictures are the table screen's: the table alone.
    if (!view->isReferee())
        settings.margin = false;
    const vedette::render::TablePicture picture
        = view->filter(vedette::render::TablePicture::ofScenario(*result.scenario));
    QString error;
    if (!vedette::render::PictureWriter::write(picture, out, settings, &error)) {
        io.err << command.commandName() << ": " << error << '\n';
        return vedette::cli::Failure;
    }
    io.out << Tr::tr("Wrote %1").arg(out) << '\n';
    return vedette::cli::Success;
}

const bool registered = vedette::cli::registerVerb(
    {u"render"_s, QStringLiteral(QT_TRANSLATE_NOOP("vedette::cli::render", "draw a scenario's table as a PNG, SVG or PDF picture")),
     runRender});

} // namespace

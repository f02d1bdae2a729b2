#include "tableexport.h"

#include "render/tablerenderer.h"
#include "scene/tablescene.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPrinter>


namespace vedette {

TableExport::Format TableExport::formatFor(const QString &path, bool *ok)
{
    const auto format = render::PictureWriter::formatFor(path);
    *ok = format.has_value();
    switch (format.value_or(render::PictureWriter::Format::Png)) {
    case render::PictureWriter::Format::Png:
        return Format::Png;
    case render::PictureWriter::Format::Svg:
        return Format::Svg;
    case render::PictureWriter::Format::Pdf:
        return Format::Pdf;
    }
    return Format::Png;
}

render::TablePicture TableExport::picture(TableScene *scene)
{
    // What the screen shows: the deployment zones during set-up, the charge
    // lines and the tape with the pieces; only the picked unit's reach, a
    // view aid that follows the selection, is left out.
    render::TablePicture shown = scene->picture();
    shown.reach.reset();
    return shown;
}

render::PictureWriter::Settings TableExport::settings(int dpi, bool trueScale)
{
    render::PictureWriter::Settings settings;
    settings.pixelsPerMm = dpi / 25.4;
    settings.trueScale = trueScale;
    // Labels and pieces a readable size on paper, whatever the resolution:
    // an 11-pixel label is 3.3 mm, a general's base 7 mm across.
    settings.marks = render::MarkScale::table(render::MarkScale::printedMm);
    return settings;
}

QRectF TableExport::exportRect(TableScene *scene)
{
    return render::PictureWriter::sourceRect(scene->scenario());
}

void TableExport::render(TableScene *scene, QPainter *painter, const QRectF &target, const QRectF &source)
{
    render::TableRenderer renderer;
    render::TableRenderer::Options options;
    options.marks = settings(100, true).marks;
    renderer.render(painter, picture(scene), target, source, options);
}

bool TableExport::exportPng(TableScene *scene, const QString &path, int dpi, QString *errorString)
{
    return render::PictureWriter::writePng(picture(scene), path, settings(dpi, true), errorString);
}

bool TableExport::exportSvg(TableScene *scene, const QString &path, QString *errorString)
{
    return render::PictureWriter::writeSvg(picture(scene), path, settings(100, true), errorString);
}

bool TableExport::exportPdf(TableScene *scene, const QString &path, bool trueScale, QString *errorString)
{
    return render::PictureWriter::writePdf(picture(scene), path, settings(100, trueScale), errorString);
}

int TableExport::print(TableScene *scene, QPrinter *printer, bool trueScale)
{
    const QRectF source = exportRect(scene);
    QPainter painter;
    if (!painter.begin(printer))
        return 0;
    const QRectF page = printer->pageLayout().paintRectPixels(printer->resolution()).translated(
        -printer->pageLayout().paintRectPixels(printer->resolution()).topLeft());
    if (!trueScale) {
        const double scale = std::min(page.width() / source.width(), page.height() / source.height());
        render(scene, &painter, QRectF(page.topLeft(), source.size() * scale), source);
        painter.end();
        return 1;
    }
    // True scale: the table across as many sheets as it needs, with the
    // overlap, cut marks and each sheet's name and number.
    const QRectF printable(QPointF(0, 0), printer->pageLayout().paintRect(QPageLayout::Millimeter).size());
    const int sheets = render::PictureWriter::paintSheets(printer, &painter, picture(scene), printable, settings(100, true));
    painter.end();
    return sheets;
}

bool TableExport::exportFile(TableScene *scene, const QString &path, int dpi, bool trueScale, QString *errorString)
{
    return render::PictureWriter::write(picture(scene), path, settings(dpi, trueScale), errorString);
}

} // namespace vedette

#include "tableexport.h"

#include "render/tablerenderer.h"
#include "scene/tablescene.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPrinter>

#include <cmath>

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
    render::TablePicture shown = scene->picture();
    // The reach and the deployment zones are view aids of the window.
    shown.reach.reset();
    shown.zones.clear();
    return shown;
}

render::PictureWriter::Settings TableExport::settings(int dpi, bool trueScale)
{
    render::PictureWriter::Settings settings;
    settings.pixelsPerMm = dpi / 25.4;
    settings.trueScale = trueScale;
    settings.marks = render::MarkScale::screen();
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
    // True scale: the table in sheet-sized pieces, row by row.
    const double pxPerMm = printer->resolution() / 25.4;
    const QSizeF sheetMm(page.width() / pxPerMm, page.height() / pxPerMm);
    const int columns = int(std::ceil(source.width() / sheetMm.width()));
    const int rows = int(std::ceil(source.height() / sheetMm.height()));
    int sheets = 0;
    for (int row = 0; row < rows; ++row) {
        for (int column = 0; column < columns; ++column) {
            if (sheets > 0)
                printer->newPage();
            const QRectF piece(source.left() + column * sheetMm.width(), source.top() + row * sheetMm.height(),
                               sheetMm.width(), sheetMm.height());
            render(scene, &painter, page, piece);
            ++sheets;
        }
    }
    painter.end();
    return sheets;
}

bool TableExport::exportFile(TableScene *scene, const QString &path, int dpi, bool trueScale, QString *errorString)
{
    return render::PictureWriter::write(picture(scene), path, settings(dpi, trueScale), errorString);
}

} // namespace vedette

#include "tableexport.h"

#include "scene/tablescene.h"
#include "table/scenario.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QPdfWriter>
#include <QPrinter>
#include <QSvgGenerator>

#include <cmath>

using namespace Qt::StringLiterals;

namespace vedette {

namespace {

// Turns off selection drawing for the time of an export.
class ExportingScope
{
public:
    explicit ExportingScope(TableScene *scene)
        : mScene(scene)
    {
        mScene->setExporting(true);
    }
    ~ExportingScope() { mScene->setExporting(false); }
    ExportingScope(const ExportingScope &) = delete;
    ExportingScope &operator=(const ExportingScope &) = delete;

private:
    TableScene *mScene;
};

constexpr double kMarginMm = 10.0;

} // namespace

TableExport::Format TableExport::formatFor(const QString &path, bool *ok)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    *ok = true;
    if (suffix == u"png"_s)
        return Format::Png;
    if (suffix == u"svg"_s)
        return Format::Svg;
    if (suffix == u"pdf"_s)
        return Format::Pdf;
    *ok = false;
    return Format::Png;
}

QRectF TableExport::exportRect(TableScene *scene)
{
    return scene->tableRect().adjusted(-kMarginMm, -kMarginMm, kMarginMm, kMarginMm);
}

void TableExport::render(TableScene *scene, QPainter *painter, const QRectF &target, const QRectF &source)
{
    ExportingScope scope(scene);
    painter->save();
    painter->setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform | QPainter::TextAntialiasing);
    painter->setClipRect(target);
    painter->fillRect(target, Qt::white);
    // The cloth is drawn by the view on screen; here it is drawn by hand in
    // table coordinates, then the items over it.
    painter->save();
    painter->translate(target.topLeft());
    const double scale = target.width() / source.width();
    painter->scale(scale, target.height() / source.height());
    painter->translate(-source.topLeft());
    scene->paintTableCloth(painter, source, scale);
    painter->restore();
    scene->render(painter, target, source, Qt::IgnoreAspectRatio);
    painter->restore();
}

bool TableExport::exportPng(TableScene *scene, const QString &path, int dpi, QString *errorString)
{
    const QRectF source = exportRect(scene);
    const double pxPerMm = dpi / 25.4;
    const QSize size(int(std::ceil(source.width() * pxPerMm)), int(std::ceil(source.height() * pxPerMm)));
    if (size.width() <= 0 || size.height() <= 0 || qint64(size.width()) * size.height() > 400'000'000LL) {
        if (errorString)
            *errorString = QCoreApplication::translate("TableExport", "A picture of %1 x %2 pixels is too large; choose a lower resolution.")
                               .arg(size.width())
                               .arg(size.height());
        return false;
    }
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    if (image.isNull()) {
        if (errorString)
            *errorString = QCoreApplication::translate("TableExport", "Not enough memory for a picture of %1 x %2 pixels.").arg(size.width()).arg(size.height());
        return false;
    }
    // Recording the resolution lets a print program print it at true scale.
    image.setDotsPerMeterX(qRound(pxPerMm * 1000));
    image.setDotsPerMeterY(qRound(pxPerMm * 1000));
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        render(scene, &painter, QRectF(QPointF(0, 0), QSizeF(size)), source);
    }
    if (!image.save(path, "PNG")) {
        if (errorString)
            *errorString = QCoreApplication::translate("TableExport", "Could not write %1.").arg(path);
        return false;
    }
    return true;
}

bool TableExport::exportSvg(TableScene *scene, const QString &path, QString *errorString)
{
    const QRectF source = exportRect(scene);
    // Ten SVG units per millimetre at 254 dpi: the file's width and height
    // come out in true millimetres.
    constexpr int unitsPerMm = 10;
    QSvgGenerator generator;
    generator.setFileName(path);
    generator.setResolution(254);
    generator.setSize(QSize(int(source.width() * unitsPerMm), int(source.height() * unitsPerMm)));
    generator.setViewBox(QRectF(0, 0, source.width() * unitsPerMm, source.height() * unitsPerMm));
    generator.setTitle(scene->scenario().title());
    generator.setDescription(QCoreApplication::translate("TableExport", "The table drawn by Vedette at true scale"));
    QPainter painter;
    if (!painter.begin(&generator)) {
        if (errorString)
            *errorString = QCoreApplication::translate("TableExport", "Could not write %1.").arg(path);
        return false;
    }
    render(scene, &painter, QRectF(0, 0, source.width() * unitsPerMm, source.height() * unitsPerMm), source);
    painter.end();
    return true;
}

bool TableExport::exportPdf(TableScene *scene, const QString &path, bool trueScale, QString *errorString)
{
    const QRectF source = exportRect(scene);
    QPdfWriter writer(path);
    writer.setTitle(scene->scenario().title());
    writer.setCreator(u"Vedette"_s);
    writer.setResolution(300);
    if (trueScale) {
        writer.setPageSize(QPageSize(source.size(), QPageSize::Millimeter, QCoreApplication::translate("TableExport", "Table"), QPageSize::ExactMatch));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout::Millimeter);
    } else {
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setPageOrientation(source.width() >= source.height() ? QPageLayout::Landscape : QPageLayout::Portrait);
        writer.setPageMargins(QMarginsF(10, 10, 10, 10), QPageLayout::Millimeter);
    }
    QPainter painter;
    if (!painter.begin(&writer)) {
        if (errorString)
            *errorString = QCoreApplication::translate("TableExport", "Could not write %1.").arg(path);
        return false;
    }
    const QRectF page = QRectF(painter.viewport());
    QRectF target = page;
    if (!trueScale) {
        const double scale = std::min(page.width() / source.width(), page.height() / source.height());
        target = QRectF(page.topLeft(), source.size() * scale);
    }
    render(scene, &painter, target, source);
    painter.end();
    return true;
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
    bool ok = false;
    const Format format = formatFor(path, &ok);
    if (!ok) {
        if (errorString)
            *errorString = QCoreApplication::translate("TableExport", "Unknown picture format for %1: use .png, .svg or .pdf.").arg(path);
        return false;
    }
    switch (format) {
    case Format::Png:
        return exportPng(scene, path, dpi, errorString);
    case Format::Svg:
        return exportSvg(scene, path, errorString);
    case Format::Pdf:
        return exportPdf(scene, path, trueScale, errorString);
    }
    return false;
}

} // namespace vedette

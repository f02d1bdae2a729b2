#include "picturewriter.h"

#include "render/pagetiles.h"
#include "render/pngencoder.h"
#include "render/poolbands.h"
#include "render/tablepicture.h"
#include "table/scenario.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QImageWriter>
#include <QPagedPaintDevice>

#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include <sys/mman.h>

using namespace Qt::StringLiterals;

namespace vedette::render {

namespace {

// The translation context of this file, for Tr::tr() in free functions too
// (lupdate reads Tr::tr with this context; a free Tr::tr() helper it would not).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(TableExport)
};

void fail(QString *errorString, const QString &message)
{
    if (errorString)
        *errorString = message;
}

TableRenderer::Options rendererOptions(const PictureWriter::Settings &settings)
{
    TableRenderer::Options options;
    options.vector = true;
    options.marks = settings.marks;
    return options;
}

// Mm round the image kept for the cut marks, and under it for the sheet's name.
constexpr double kMarkRoomMm = 6.0;
constexpr double kFooterMm = 9.0;

QRectF sheetImage(const QRectF &printable)
{
    return QRectF(printable.left() + kMarkRoomMm, printable.top() + kMarkRoomMm,
                  printable.width() - 2 * kMarkRoomMm, printable.height() - 2 * kMarkRoomMm - kFooterMm);
}

// Text `heightMm` tall at `at` (baseline left), in a painter scaled to mm.
void drawMmText(QPainter *painter, QPointF at, double heightMm, const QString &text, bool bold = false,
                Qt::Alignment align = Qt::AlignLeft)
{
    painter->save();
    painter->translate(at);
    painter->scale(heightMm / 20.0, heightMm / 20.0);
    QFont font(u"sans"_s);
    font.setPixelSize(20);
    font.setBold(bold);
    painter->setFont(font);
    const double width = QFontMetricsF(font).horizontalAdvance(text);
    painter->drawText(QPointF(align & Qt::AlignRight ? -width : 0.0, 0.0), text);
    painter->restore();
}

// zlib's level 1: QPngHandler maps a quality q to level (100 - q) * 9 / 91
// (90 and over store the pixels uncompressed).
constexpr int pngQuality = 85;

bool isOpaque(const QImage &image)
{
    if (!image.hasAlphaChannel())
        return true;
    if (image.format() != QImage::Format_ARGB32_Premultiplied && image.format() != QImage::Format_ARGB32)
        return false;
    // Every pixel's alpha ANDed together: one pass without a branch per
    // pixel (1.7 million of them in the peer table's picture).
    const int width = image.width();
    QRgb all = 0xffffffff;
    for (int y = 0; y < image.height(); ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = 0; x < width; ++x)
            all &= line[x];
        if (qAlpha(all) != 255)
            return false;
    }
    return true;
}

// An ARGB32 premultiplied image whose pixels lie in the kernel's huge pages
// where it gives them (Linux's transparent huge pages, "madvise" mode as
// Debian sets it): the bands then fault the picture in 2 MiB at a time
// instead of 4 KiB (the peer table's 7 MB picture was 1,700 page faults,
// 15 ms of each band's thread before it drew anything). Its contents are
// undefined, as a QImage(size, format)'s are. Null when memory is short.
QImage hugeImage(QSize size)
{
    const qsizetype bytesPerLine = qsizetype(size.width()) * 4;
    const size_t bytes = size_t(bytesPerLine) * size_t(size.height());
#ifdef MADV_HUGEPAGE
    constexpr size_t kHugePage = size_t(2) << 20;
    if (bytes >= kHugePage) {
        const size_t rounded = (bytes + kHugePage - 1) / kHugePage * kHugePage;
        if (void *pixels = std::aligned_alloc(kHugePage, rounded)) {
            madvise(pixels, rounded, MADV_HUGEPAGE);
            return QImage(static_cast<uchar *>(pixels), size.width(), size.height(), bytesPerLine,
                          QImage::Format_ARGB32_Premultiplied, [](void *p) { std::free(p); }, pixels);
        }
        return {};
    }
#endif
    return QImage(size, QImage::Format_ARGB32_Premultiplied);
}

} // namespace

std::optional<PictureWriter::Format> PictureWriter::formatFor(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == u"png"_s)
        return Format::Png;
    if (suffix == u"svg"_s)
        return Format::Svg;
    if (suffix == u"pdf"_s)
        return Format::Pdf;
    return std::nullopt;
}

QRectF PictureWriter::sourceRect(const table::Scenario &scenario, bool margin)
{
    const double m = margin ? marginMm : 0.0;
    return scenario.tableRect().adjusted(-m, -m, m, m);
}

QImage PictureWriter::image(const TablePicture &picture, const Settings &settings, QString *errorString)
{
    const QRectF source = sourceRect(picture.scenario, settings.margin);
    const double pxPerMm = settings.pixelsPerMm;
    const QSize size(int(std::ceil(source.width() * pxPerMm - 1e-9)), int(std::ceil(source.height() * pxPerMm - 1e-9)));
    if (!(pxPerMm > 0) || size.width() <= 0 || size.height() <= 0 || qint64(size.width()) * size.height() > maxPixels) {
        fail(errorString, Tr::tr("A picture of %1 x %2 pixels is too large; choose a lower resolution.")
                              .arg(size.width())
                              .arg(size.height()));
        return {};
    }
    QImage image = hugeImage(size);
    if (image.isNull()) {
        fail(errorString,
             Tr::tr("Not enough memory for a picture of %1 x %2 pixels.").arg(size.width()).arg(size.height()));
        return {};
    }
    // Recording the resolution lets a print program print it at true scale.
    image.setDotsPerMeterX(qRound(pxPerMm * 1000));
    image.setDotsPerMeterY(qRound(pxPerMm * 1000));
    // Drawn in bands, one on each thread of the pool (see PoolBands): every
    // band lays out the whole table and draws only its own rows, into the
    // one image, so the picture is the same to the pixel as one drawn whole
    // (tests/app/test_tableexport.cpp compares them). Each band fills its
    // own rows white first: the image's memory is touched for the first
    // time there, on each band's thread (filling it whole first took 20 ms
    // of one thread, most of it the kernel's page faults).
    uchar *const pixels = image.bits();
    const qsizetype bytesPerLine = image.bytesPerLine();
    const int bands = PoolBands::count(size.height());
    PoolBands::run(bands, [&](int band) {
        const int top = PoolBands::firstRow(size.height(), band, bands);
        const int bottom = PoolBands::firstRow(size.height(), band + 1, bands);
        std::fill_n(reinterpret_cast<QRgb *>(pixels + top * bytesPerLine), (bottom - top) * bytesPerLine / 4,
                    QRgb(0xffffffff));
        QImage rows(pixels, size.width(), size.height(), bytesPerLine, QImage::Format_ARGB32_Premultiplied);
        QPainter painter(&rows);
        TableRenderer renderer;
        TableRenderer::Options options = rendererOptions(settings);
        if (bands > 1)
            options.clip = QRect(0, top, size.width(), bottom - top);
        renderer.render(&painter, picture, QRectF(QPointF(0, 0), QSizeF(size)), source, options);
    });
    return image;
}

QImage PictureWriter::thumbnail(const TablePicture &picture, int longSide)
{
    const QRectF source = sourceRect(picture.scenario);
    if (source.isEmpty() || longSide <= 0)
        return {};
    const QSize size = source.size().scaled(longSide, longSide, Qt::KeepAspectRatio).toSize();
    QImage image(size, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    Settings settings;
    TableRenderer renderer;
    renderer.render(&painter, picture, QRectF(QPointF(0, 0), QSizeF(size)), source, rendererOptions(settings));
    return image;
}

bool PictureWriter::writePng(const TablePicture &picture, const QString &path, const Settings &settings,
                             QString *errorString)
{
    QImage picturePng = image(picture, settings, errorString);
    if (picturePng.isNull())
        return false;
    // The picture is opaque (filled white, everything drawn over it): written
    // as RGB without filters by PngEncoder (its comment says why). Only a
    // picture with see-through pixels, which no table gives today, goes
    // through Qt's own PNG writer at zlib's fastest level.
    if (isOpaque(picturePng))
        return PngEncoder::write(picturePng, path, errorString);
    QImageWriter writer(path, "PNG");
    writer.setQuality(pngQuality);
    if (!writer.write(picturePng)) {
        fail(errorString, Tr::tr("Could not write %1.").arg(path));
        return false;
    }
    return true;
}

namespace {

// The picture as SVG into `generator`, whose output is set.
bool paintSvg(QSvgGenerator &generator, const TablePicture &picture, const PictureWriter::Settings &settings)
{
    const QRectF source = PictureWriter::sourceRect(picture.scenario, settings.margin);
    // Ten SVG units per millimetre at 254 dpi: the file's width and height
    // come out in true millimetres.
    constexpr int unitsPerMm = 10;
    generator.setResolution(254);
    generator.setSize(QSize(int(source.width() * unitsPerMm), int(source.height() * unitsPerMm)));
    generator.setViewBox(QRectF(0, 0, source.width() * unitsPerMm, source.height() * unitsPerMm));
    generator.setTitle(picture.scenario.title());
    generator.setDescription(Tr::tr("The table drawn by Vedette at true scale"));
    QPainter painter;
    if (!painter.begin(&generator))
        return false;
    TableRenderer renderer;
    renderer.render(&painter, picture, QRectF(0, 0, source.width() * unitsPerMm, source.height() * unitsPerMm), source,
                    rendererOptions(settings));
    painter.end();
    return true;
}

} // namespace

bool PictureWriter::writeSvg(const TablePicture &picture, const QString &path, const Settings &settings,
                             QString *errorString)
{
    QSvgGenerator generator;
    generator.setFileName(path);
    if (!paintSvg(generator, picture, settings)) {
        fail(errorString, Tr::tr("Could not write %1.").arg(path));
        return false;
    }
    return true;
}

QByteArray PictureWriter::svg(const TablePicture &picture, const Settings &settings)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    if (!paintSvg(generator, picture, settings))
        return {};
    return buffer.data();
}

QPageLayout PictureWriter::sheetLayout(const table::Scenario &scenario, QPageSize::PageSizeId page)
{
    const QPageSize size(page);
    const QMarginsF margins(10, 10, 10, 10);
    const QRectF table = sourceRect(scenario, false);
    const auto sheets = [&](QPageLayout::Orientation orientation) {
        const QPageLayout layout(size, orientation, margins, QPageLayout::Millimeter);
        const QRectF printable(QPointF(0, 0), layout.paintRect(QPageLayout::Millimeter).size());
        return PageTiles(table, sheetImage(printable).size()).count();
    };
    const bool landscape = sheets(QPageLayout::Landscape) < sheets(QPageLayout::Portrait);
    return QPageLayout(size, landscape ? QPageLayout::Landscape : QPageLayout::Portrait, margins,
                       QPageLayout::Millimeter);
}

int PictureWriter::paintSheets(QPagedPaintDevice *device, QPainter *painter, const TablePicture &picture,
                               const QRectF &printable, const Settings &settings)
{
    const double pxPerMm = device->logicalDpiX() / 25.4;
    const QRectF image = sheetImage(printable);
    if (image.width() < 20 || image.height() < 20)
        return 0;
    const PageTiles tiles(sourceRect(picture.scenario, false), image.size());
    const double overlap = tiles.overlap();
    const QColor ink(0x2b, 0x21, 0x18);
    TableRenderer renderer;
    int printed = 0;
    for (const PageTiles::Tile &tile : tiles.tiles()) {
        if (printed > 0 && !device->newPage())
            break;
        const QRectF pieceMm(image.topLeft(), tile.source.size());
        const QRectF target(pieceMm.left() * pxPerMm, pieceMm.top() * pxPerMm, pieceMm.width() * pxPerMm,
                            pieceMm.height() * pxPerMm);
        renderer.render(painter, picture, target, tile.source, rendererOptions(settings));

        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->scale(pxPerMm, pxPerMm);
        // The strip a neighbour also prints, to be trimmed off this sheet:
        // a light wash and a dashed cut line, so the sheets butt together.
        QPen cut(QColor(0x60, 0x60, 0x60), 0.2, Qt::DashLine);
        if (tile.cutLeft) {
            painter->fillRect(QRectF(pieceMm.left(), pieceMm.top(), overlap, pieceMm.height()), QColor(0, 0, 0, 28));
            painter->setPen(cut);
            painter->drawLine(QPointF(pieceMm.left() + overlap, pieceMm.top()),
                              QPointF(pieceMm.left() + overlap, pieceMm.bottom()));
        }
        if (tile.cutTop) {
            painter->fillRect(QRectF(pieceMm.left(), pieceMm.top(), pieceMm.width(), overlap), QColor(0, 0, 0, 28));
            painter->setPen(cut);
            painter->drawLine(QPointF(pieceMm.left(), pieceMm.top() + overlap),
                              QPointF(pieceMm.right(), pieceMm.top() + overlap));
        }
        // Cut marks outside the picture: at its corners, and where the
        // trimmed strips end.
        painter->setPen(QPen(Qt::black, 0.2));
        const double gap = 1.0;
        const double length = kMarkRoomMm - gap - 0.5;
        QList<double> xs{pieceMm.left(), pieceMm.right()};
        QList<double> ys{pieceMm.top(), pieceMm.bottom()};
        if (tile.cutLeft)
            xs.append(pieceMm.left() + overlap);
        if (tile.cutTop)
            ys.append(pieceMm.top() + overlap);
        for (double x : std::as_const(xs)) {
            painter->drawLine(QPointF(x, pieceMm.top() - gap), QPointF(x, pieceMm.top() - gap - length));
            painter->drawLine(QPointF(x, pieceMm.bottom() + gap), QPointF(x, pieceMm.bottom() + gap + length));
        }
        for (double y : std::as_const(ys)) {
            painter->drawLine(QPointF(pieceMm.left() - gap, y), QPointF(pieceMm.left() - gap - length, y));
            painter->drawLine(QPointF(pieceMm.right() + gap, y), QPointF(pieceMm.right() + gap + length, y));
        }
        // The sheet's name and number, and a bar to check the printer kept
        // the scale.
        painter->setPen(ink);
        const double baseline = pieceMm.bottom() + kMarkRoomMm + 4.0;
        drawMmText(painter, QPointF(pieceMm.left(), baseline), 3.6,
                   Tr::tr("%1 \u2014 sheet %2 of %3").arg(PageTiles::name(tile.row, tile.column)).arg(tile.number).arg(tiles.count()),
                   true);
        const QString where = Tr::tr("row %1 of %2, column %3 of %4; trim the shaded strips and lay each sheet on its "
                                 "neighbour's edge")
                                  .arg(tile.row + 1)
                                  .arg(tiles.rows())
                                  .arg(tile.column + 1)
                                  .arg(tiles.columns());
        drawMmText(painter, QPointF(pieceMm.left(), baseline + 4.0), 2.6, where);
        const double bar = 50.0;
        const double barRight = image.right();
        painter->setPen(QPen(ink, 0.3));
        painter->drawLine(QPointF(barRight - bar, baseline - 1.0), QPointF(barRight, baseline - 1.0));
        painter->drawLine(QPointF(barRight - bar, baseline - 2.5), QPointF(barRight - bar, baseline + 0.5));
        painter->drawLine(QPointF(barRight, baseline - 2.5), QPointF(barRight, baseline + 0.5));
        drawMmText(painter, QPointF(barRight, baseline + 4.0), 2.6, Tr::tr("50 mm: measure to check the scale"), false,
                   Qt::AlignRight);
        painter->restore();
        ++printed;
    }
    return printed;
}

bool PictureWriter::writePdf(const TablePicture &picture, const QString &path, const Settings &settings,
                             QString *errorString)
{
    QPdfWriter writer(path);
    writer.setTitle(picture.scenario.title());
    writer.setCreator(u"Vedette"_s);
    writer.setResolution(300);
    const QRectF source = sourceRect(picture.scenario, settings.margin);
    QPageLayout sheets;
    if (settings.sheets) {
        sheets = sheetLayout(picture.scenario, *settings.sheets);
        writer.setPageLayout(QPageLayout(sheets.pageSize(), sheets.orientation(), QMarginsF(0, 0, 0, 0),
                                         QPageLayout::Millimeter));
    } else if (settings.trueScale) {
        writer.setPageSize(QPageSize(source.size(), QPageSize::Millimeter, Tr::tr("Table"), QPageSize::ExactMatch));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout::Millimeter);
    } else {
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setPageOrientation(source.width() >= source.height() ? QPageLayout::Landscape : QPageLayout::Portrait);
        writer.setPageMargins(QMarginsF(10, 10, 10, 10), QPageLayout::Millimeter);
    }
    QPainter painter;
    if (!painter.begin(&writer)) {
        fail(errorString, Tr::tr("Could not write %1.").arg(path));
        return false;
    }
    if (settings.sheets) {
        const QRectF printable = sheets.paintRect(QPageLayout::Millimeter);
        const int printed = paintSheets(&writer, &painter, picture, printable, settings);
        painter.end();
        if (printed == 0) {
            fail(errorString, Tr::tr("The sheets are too small to print the table on."));
            return false;
        }
        return true;
    }
    const QRectF page = QRectF(painter.viewport());
    QRectF target = page;
    if (!settings.trueScale) {
        const double scale = std::min(page.width() / source.width(), page.height() / source.height());
        target = QRectF(page.topLeft(), source.size() * scale);
    }
    TableRenderer renderer;
    renderer.render(&painter, picture, target, source, rendererOptions(settings));
    painter.end();
    return true;
}

bool PictureWriter::write(const TablePicture &picture, const QString &path, const Settings &settings,
                          QString *errorString)
{
    const std::optional<Format> format = formatFor(path);
    if (!format) {
        fail(errorString, Tr::tr("Unknown picture format for %1: use .png, .svg or .pdf.").arg(path));
        return false;
    }
    switch (*format) {
    case Format::Png:
        return writePng(picture, path, settings, errorString);
    case Format::Svg:
        return writeSvg(picture, path, settings, errorString);
    case Format::Pdf:
        return writePdf(picture, path, settings, errorString);
    }
    return false;
}

} // namespace vedette::render

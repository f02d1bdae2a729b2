#pragma once

#include "render/markscale.h"
#include "render/tablerenderer.h"

#include <QImage>
#include <QPageLayout>
#include <QPageSize>
#include <QRectF>
#include <QString>

#include <optional>

class QPagedPaintDevice;
class QPainter;

namespace vedette::table {
class Scenario;
}

namespace vedette::render {

struct TablePicture;

// Pictures of the table as files: PNG (at a chosen resolution, which it
// records so it prints at true scale), SVG and PDF (a page the size of the
// table, one inch on paper to one inch of table, or fitted on A4), and the
// table at true scale across A4 or Letter sheets. Labels and pieces are
// printed at a readable size (MarkScale::printedMm a mark pixel).
class PictureWriter
{
public:
    enum class Format { Png, Svg, Pdf };

    struct Settings
    {
        double pixelsPerMm = 100.0 / 25.4; // PNG: 100 dpi
        bool margin = true;                // 10 mm round the table
        bool trueScale = true;             // PDF: the page is the table; false: fitted on A4
        // PDF: the table at true scale across sheets of this size.
        std::optional<QPageSize::PageSizeId> sheets;
        MarkScale marks = MarkScale::table(MarkScale::printedMm);
    };

    static constexpr double marginMm = 10.0;
    static constexpr qint64 maxPixels = 400'000'000;

    // The format a file name asks for, by its suffix.
    static std::optional<Format> formatFor(const QString &path);
    // The table, with the margin round it when asked.
    static QRectF sourceRect(const table::Scenario &scenario, bool margin = true);

    // Writes `picture` to `path` in the format its suffix names; false with
    // the reason in *errorString.
    static bool write(const TablePicture &picture, const QString &path, const Settings &settings,
                      QString *errorString = nullptr);
    static bool writePng(const TablePicture &picture, const QString &path, const Settings &settings,
                         QString *errorString = nullptr);
    static bool writeSvg(const TablePicture &picture, const QString &path, const Settings &settings,
                         QString *errorString = nullptr);
    // The SVG file's bytes, for the players' devices (app/server).
    static QByteArray svg(const TablePicture &picture, const Settings &settings);
    static bool writePdf(const TablePicture &picture, const QString &path, const Settings &settings,
                         QString *errorString = nullptr);

    // The picture as an image `pixelsPerMm` to the mm (null, with the reason,
    // when it would be too large).
    static QImage image(const TablePicture &picture, const Settings &settings, QString *errorString = nullptr);
    // At most `longSide` pixels along the table's longer side.
    static QImage thumbnail(const TablePicture &picture, int longSide);

    // Prints the table at true scale across sheets of `device` (a PDF writer
    // or a printer), `printable` mm of each (from the painter's origin) being
    // printable: cut marks, the overlap and each sheet's name and number in
    // its margin. Returns the sheets printed.
    static int paintSheets(QPagedPaintDevice *device, QPainter *painter, const TablePicture &picture,
                           const QRectF &printable, const Settings &settings);
    // The sheets a table needs on a page of `page` with 10 mm margins, in
    // the orientation that needs fewer.
    static QPageLayout sheetLayout(const table::Scenario &scenario, QPageSize::PageSizeId page);
};

} // namespace vedette::render

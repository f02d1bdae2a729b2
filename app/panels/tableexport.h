#pragma once

#include "render/picturewriter.h"
#include "render/tablepicture.h"

#include <QRectF>
#include <QString>

class QPainter;
class QPrinter;

namespace vedette {

class TableScene;

// Pictures of the referee's table: PNG, SVG and PDF files and prints, drawn
// by render::TableRenderer from what the window shows (render::TablePicture
// of the scene) without selection or handles. At true scale one inch on
// paper is one inch on the table (a PDF page the size of the table; a print
// spread over as many sheets as it needs).
class TableExport
{
public:
    enum class Format { Png, Svg, Pdf };

    // The format a file name asks for; false in *ok for an unknown suffix.
    static Format formatFor(const QString &path, bool *ok);

    // What an export of the window's table shows.
    static render::TablePicture picture(TableScene *scene);
    static render::PictureWriter::Settings settings(int dpi, bool trueScale);

    // Writes the table to `path` in the format its suffix names. PNG is drawn
    // at `dpi` (and records it, so it prints at true scale); PDF at true scale
    // or fitted to an A4 landscape page. Returns false with *errorString set.
    static bool exportFile(TableScene *scene, const QString &path, int dpi = 100, bool trueScale = true,
                           QString *errorString = nullptr);
    static bool exportPng(TableScene *scene, const QString &path, int dpi, QString *errorString = nullptr);
    static bool exportSvg(TableScene *scene, const QString &path, QString *errorString = nullptr);
    static bool exportPdf(TableScene *scene, const QString &path, bool trueScale, QString *errorString = nullptr);
    // Prints on the configured printer; returns the number of sheets.
    static int print(TableScene *scene, QPrinter *printer, bool trueScale);

    // Draws the part `source` (mm) of the table into `target` (device units).
    static void render(TableScene *scene, QPainter *painter, const QRectF &target, const QRectF &source);
    // The table with a thin margin round it.
    static QRectF exportRect(TableScene *scene);
};

} // namespace vedette

#pragma once

#include "panels/afteractionreport.h"

#include <QCoreApplication>
#include <QImage>
#include <QSizeF>
#include <QString>

#include <memory>

class QTextDocument;

namespace vedette {

// Prints the after-action report: a self-contained document (pictures
// embedded) laid out on A4 pages and written as a PDF a club can print.
// The log's Result column takes half the width (the other columns are short
// by nature), the header row repeats on every page, and a heading is never
// left alone at the foot of a page: it moves to the next page with what it
// heads.
class LogExportPdf
{
    Q_DECLARE_TR_FUNCTIONS(LogExportPdf)

public:
    // A4 portrait within 18 mm margins, in the document's units (96 a inch).
    static QSizeF defaultPageSize();
    // The report as a rich-text document with the pictures embedded, laid
    // out in pages of `pageSize` (document units).
    static std::unique_ptr<QTextDocument> reportDocument(const AfterActionReport &report,
                                                         const QSizeF &pageSize = defaultPageSize());
    // Writes the report as PDF; on failure returns false and says why.
    static bool writePdf(const AfterActionReport &report, const QString &path, QString *errorString);

    // The widths of the log's columns (Bound, Time, Who, Dice, Result), in
    // percent of the text's width.
    static constexpr int columnPercent[5] = {9, 9, 17, 15, 50};

private:
    static QString pictureBlock(const QString &caption, const QImage &image, const QString &resource);
    // Moves each heading that would end a page to the next one.
    static void keepHeadingsWithContent(QTextDocument *document);
};

} // namespace vedette

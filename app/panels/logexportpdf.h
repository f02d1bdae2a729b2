#pragma once

#include "panels/afteractionreport.h"

#include <QCoreApplication>
#include <QImage>
#include <QString>

#include <memory>

class QTextDocument;

namespace vedette {

// Prints the after-action report: a self-contained document (pictures
// embedded) rendered to PDF through QPrinter so a club can print it.
class LogExportPdf
{
    Q_DECLARE_TR_FUNCTIONS(LogExportPdf)

public:
    // The report as a rich-text document with the pictures embedded.
    static std::unique_ptr<QTextDocument> reportDocument(const AfterActionReport &report);
    // Writes the report as PDF; on failure returns false and says why.
    static bool writePdf(const AfterActionReport &report, const QString &path, QString *errorString);

private:
    static QString pictureBlock(const QString &caption, const QImage &image, const QString &resource);
};

} // namespace vedette

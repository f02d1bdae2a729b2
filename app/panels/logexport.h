#pragma once

#include "panels/afteractionreport.h"

#include <QString>

#include <memory>

class QTextDocument;

namespace vedette {

// Prints the after-action report: a self-contained document (pictures
// embedded) rendered to PDF through QPrinter so a club can print it.
class LogExport
{
public:
    // The report as a rich-text document with the pictures embedded.
    static std::unique_ptr<QTextDocument> reportDocument(const AfterActionReport &report);
    // Writes the report as PDF; on failure returns false and says why.
    static bool writePdf(const AfterActionReport &report, const QString &path, QString *errorString);
};

} // namespace vedette

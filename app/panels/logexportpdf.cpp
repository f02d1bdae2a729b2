#include "logexportpdf.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QDateTime>
#include <QPageLayout>
#include <QPageSize>
#include <QPrinter>
#include <QTextDocument>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace vedette {

namespace {

QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

} // namespace

QString LogExportPdf::pictureBlock(const QString &caption, const QImage &image, const QString &resource)
{
    QString html = u"<h2>"_s + esc(caption) + u"</h2>"_s;
    if (image.isNull())
        return html + u"<p><i>"_s + esc(tr("No picture of the table is available.")) + u"</i></p>"_s;
    // 170 mm wide on A4 portrait at 96 dpi text layout: about 640 px.
    const int width = qMin(640, image.width());
    return html + u"<p align=\"center\"><img src=\"%1\" width=\"%2\"></p>"_s.arg(resource).arg(width);
}

std::unique_ptr<QTextDocument> LogExportPdf::reportDocument(const AfterActionReport &report)
{
    auto document = std::make_unique<QTextDocument>();
    document->setDocumentMargin(0);
    const QString startUrl = u"vedette://start.png"_s;
    const QString endUrl = u"vedette://end.png"_s;
    if (!report.startPicture.isNull())
        document->addResource(QTextDocument::ImageResource, QUrl(startUrl), report.startPicture);
    if (!report.endPicture.isNull())
        document->addResource(QTextDocument::ImageResource, QUrl(endUrl), report.endPicture);

    document->setDefaultStyleSheet(
        u"body { font-family: serif; font-size: 10pt; }"
        "h1 { font-size: 18pt; margin-bottom: 2pt; }"
        "h2 { font-size: 13pt; margin-top: 12pt; }"
        "table.log { border-collapse: collapse; }"
        "th { background-color: #e8e2d0; text-align: left; padding: 3px; }"
        "td { padding: 3px; vertical-align: top; }"
        "tr.note td { color: #3b4a6b; font-style: italic; }"
        "tr.void td { color: #8a8a8a; text-decoration: line-through; }"_s);

    QString html = u"<html><body>"_s;
    html += u"<h1>"_s + esc(tr("After-action report: %1").arg(report.battle)) + u"</h1>"_s;
    QStringList facts;
    if (!report.campaign.isEmpty())
        facts.append(tr("Campaign: %1").arg(esc(report.campaign)));
    if (!report.scenario.isEmpty())
        facts.append(tr("Scenario: %1").arg(esc(report.scenario)));
    facts.append(tr("Printed: %1").arg(QLocale().toString(QDateTime::currentDateTime(), QLocale::LongFormat)));
    facts.append(tr("Log entries: %1").arg(QLocale().toString(report.rows.size())));
    html += u"<p>"_s + facts.join(u"<br>"_s) + u"</p>"_s;

    html += pictureBlock(tr("The table at the start of the battle"), report.startPicture, startUrl);

    html += u"<h2>"_s + esc(tr("Log of the battle")) + u"</h2>"_s;
    html += u"<table class=\"log\" width=\"100%\" cellspacing=\"0\" border=\"0.5\">"_s;
    html += u"<tr><th>%1</th><th>%2</th><th>%3</th><th>%4</th><th>%5</th></tr>"_s
                .arg(esc(tr("Bound")), esc(tr("Time")), esc(tr("Who")), esc(tr("Dice")), esc(tr("Result")));
    for (const AfterActionReport::Row &row : report.rows) {
        const QString cls = row.voided ? u"void"_s : (row.note ? u"note"_s : QString());
        QString result = esc(row.result);
        if (row.voided)
            result = u"<s>"_s + result + u"</s> "_s + esc(tr("(voided)"));
        html += u"<tr class=\"%1\"><td>%2</td><td>%3</td><td>%4</td><td>%5</td><td>%6</td></tr>"_s.arg(
            cls, esc(row.turn), esc(row.time), esc(row.who), esc(row.dice), result);
    }
    if (report.rows.isEmpty())
        html += u"<tr><td colspan=\"5\"><i>"_s + esc(tr("Nothing was logged in this battle.")) + u"</i></td></tr>"_s;
    html += u"</table>"_s;

    html += pictureBlock(tr("The table at the end of the battle"), report.endPicture, endUrl);
    html += u"</body></html>"_s;
    document->setHtml(html);
    return document;
}

bool LogExportPdf::writePdf(const AfterActionReport &report, const QString &path, QString *errorString)
{
    // QPrinter reports nothing when it cannot write, so check the path first.
    QFile probe(path);
    const bool existed = probe.exists();
    if (!probe.open(QIODevice::WriteOnly)) {
        if (errorString)
            *errorString = tr("Cannot write %1: %2").arg(QFileInfo(path).fileName(), probe.errorString());
        return false;
    }
    probe.close();
    if (!existed)
        probe.remove();

    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    printer.setOutputFileName(path);
    printer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(18, 18, 18, 18),
                                      QPageLayout::Millimeter));
    printer.setDocName(tr("After-action report: %1").arg(report.battle));
    printer.setCreator(u"Vedette"_s);

    reportDocument(report)->print(&printer);

    if (!QFileInfo(path).exists() || QFileInfo(path).size() == 0) {
        if (errorString)
            *errorString = tr("The PDF could not be written to %1.").arg(QFileInfo(path).fileName());
        return false;
    }
    return true;
}

} // namespace vedette

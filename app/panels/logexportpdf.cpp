#include "logexportpdf.h"

#include <QAbstractTextDocumentLayout>
#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QUrl>

#include <cmath>

using namespace Qt::StringLiterals;

namespace vedette {

namespace {

QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

constexpr double kMarginMm = 18.0;
constexpr double kDocumentDpi = 96.0;
// Under the text: the page number.
constexpr double kFooterMm = 8.0;

int pageOf(const QTextDocument *document, const QTextBlock &block)
{
    const double height = document->pageSize().height();
    const QRectF rect = document->documentLayout()->blockBoundingRect(block);
    // A block inside a table frame is placed relative to the document too.
    return int(std::floor((rect.top() + 0.5) / height));
}

} // namespace

QSizeF LogExportPdf::defaultPageSize()
{
    const QSizeF a4 = QPageSize(QPageSize::A4).size(QPageSize::Millimeter);
    const QSizeF text(a4.width() - 2 * kMarginMm, a4.height() - 2 * kMarginMm - kFooterMm);
    return text * (kDocumentDpi / 25.4);
}

QString LogExportPdf::pictureBlock(const QString &caption, const QImage &image, const QString &resource)
{
    QString html = u"<h2>"_s + esc(caption) + u"</h2>"_s;
    if (image.isNull())
        return html + u"<p><i>"_s + esc(tr("No picture of the table is available.")) + u"</i></p>"_s;
    // The text's width (174 mm on A4 at 96 units an inch, about 650) at most.
    const int width = qMin(640, image.width());
    return html + u"<p align=\"center\"><img src=\"%1\" width=\"%2\"></p>"_s.arg(resource).arg(width);
}

void LogExportPdf::keepHeadingsWithContent(QTextDocument *document)
{
    // Each move can push later headings down a page: go on until none ends
    // a page (a few passes; bounded, as each heading moves at most once).
    for (int pass = 0; pass < 16; ++pass) {
        bool moved = false;
        for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
            if (block.blockFormat().headingLevel() == 0)
                continue;
            if (block.blockFormat().pageBreakPolicy() & QTextFormat::PageBreak_AlwaysBefore)
                continue;
            QTextBlock next = block.next();
            while (next.isValid() && next.text().trimmed().isEmpty() && next.layout()->lineCount() == 0)
                next = next.next();
            if (!next.isValid() || pageOf(document, next) == pageOf(document, block))
                continue;
            QTextCursor cursor(block);
            QTextBlockFormat format = block.blockFormat();
            format.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
            cursor.setBlockFormat(format);
            moved = true;
        }
        if (!moved)
            return;
    }
}

std::unique_ptr<QTextDocument> LogExportPdf::reportDocument(const AfterActionReport &report, const QSizeF &pageSize)
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
        "table.log { border-collapse: collapse; font-size: 9pt; }"
        "th { background-color: #e8e2d0; text-align: left; padding: 3px; }"
        "td { padding: 3px; vertical-align: top; }"
        "td.short { white-space: nowrap; }"
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
    // Fixed shares of the width: left to itself the layout gives the short
    // columns what their longest text asks and squeezes the result.
    html += u"<table class=\"log\" width=\"100%\" cellspacing=\"0\" border=\"0.5\"><thead><tr>"_s;
    const QString headers[5] = {report.turnHeader.isEmpty() ? tr("Turn") : report.turnHeader, tr("Time"), tr("Who"),
                                tr("Dice"), tr("Result")};
    for (int c = 0; c < 5; ++c)
        html += u"<th width=\"%1%\">%2</th>"_s.arg(columnPercent[c]).arg(esc(headers[c]));
    html += u"</tr></thead>"_s;
    for (const AfterActionReport::Row &row : report.rows) {
        const QString cls = row.voided ? u"void"_s : (row.note ? u"note"_s : QString());
        QString result = esc(row.result);
        if (row.voided)
            result = u"<s>"_s + result + u"</s> "_s + esc(tr("(voided)"));
        html += u"<tr class=\"%1\"><td class=\"short\">%2</td><td class=\"short\">%3</td><td>%4</td><td>%5</td>"
                "<td>%6</td></tr>"_s.arg(cls, esc(row.turn), esc(row.time), esc(row.who), esc(row.dice), result);
    }
    if (report.rows.isEmpty())
        html += u"<tr><td colspan=\"5\"><i>"_s + esc(tr("Nothing was logged in this battle.")) + u"</i></td></tr>"_s;
    html += u"</table>"_s;

    html += pictureBlock(tr("The table at the end of the battle"), report.endPicture, endUrl);
    html += u"</body></html>"_s;
    document->setHtml(html);
    document->setPageSize(pageSize);
    keepHeadingsWithContent(document.get());
    return document;
}

bool LogExportPdf::writePdf(const AfterActionReport &report, const QString &path, QString *errorString)
{
    // The PDF writer reports nothing when it cannot write, so check the path first.
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

    const auto document = reportDocument(report);
    QPdfWriter writer(path);
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait,
                                     QMarginsF(kMarginMm, kMarginMm, kMarginMm, kMarginMm), QPageLayout::Millimeter));
    writer.setResolution(300);
    writer.setTitle(tr("After-action report: %1").arg(report.battle));
    writer.setCreator(u"Vedette"_s);
    QPainter painter;
    if (!painter.begin(&writer)) {
        if (errorString)
            *errorString = tr("The PDF could not be written to %1.").arg(QFileInfo(path).fileName());
        return false;
    }
    // Document units (96 an inch) to the writer's 300.
    const double scale = writer.resolution() / kDocumentDpi;
    const QSizeF page = document->pageSize();
    const int pages = std::max(1, document->pageCount());
    QFont footer(u"serif"_s);
    footer.setPointSizeF(8.5);
    for (int i = 0; i < pages; ++i) {
        if (i > 0)
            writer.newPage();
        painter.save();
        painter.scale(scale, scale);
        painter.translate(0, -i * page.height());
        const QRectF clip(0, i * page.height(), page.width(), page.height());
        painter.setClipRect(clip);
        document->drawContents(&painter, clip);
        painter.restore();
        painter.save();
        painter.scale(scale, scale);
        painter.setFont(footer);
        painter.setPen(QColor(0x55, 0x4a, 0x3c));
        const QRectF foot(0, page.height(), page.width(), kFooterMm * kDocumentDpi / 25.4);
        painter.drawText(foot, Qt::AlignRight | Qt::AlignBottom,
                         tr("%1 \u2014 page %2 of %3").arg(report.battle).arg(i + 1).arg(pages));
        painter.restore();
    }
    painter.end();

    if (!QFileInfo(path).exists() || QFileInfo(path).size() == 0) {
        if (errorString)
            *errorString = tr("The PDF could not be written to %1.").arg(QFileInfo(path).fileName());
        return false;
    }
    return true;
}

} // namespace vedette

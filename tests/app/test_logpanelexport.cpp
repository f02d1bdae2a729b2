#include "panels/logexportpdf.h"

#include <QAbstractTextDocumentLayout>
#include <QTextBlock>
#include <QTextFrame>
#include <QTextTable>

#include <QFile>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>

using namespace Qt::StringLiterals;
using vedette::AfterActionReport;
using vedette::LogExportPdf;

class TestLogPanelExport : public QObject
{
    Q_OBJECT

    static AfterActionReport sampleReport(int rows, bool pictures)
    {
        AfterActionReport report;
        report.campaign = u"The Crimea"_s;
        report.battle = u"Balaclava, 25 October 1854"_s;
        report.scenario = u"Balaclava"_s;
        if (pictures) {
            report.startPicture = QImage(400, 260, QImage::Format_RGB32);
            report.startPicture.fill(QColor(0xe8, 0xe2, 0xd0));
            report.endPicture = report.startPicture.copy();
            QPainter painter(&report.endPicture);
            painter.fillRect(QRect(10, 10, 40, 20), Qt::red);
        }
        for (int i = 0; i < rows; ++i) {
            AfterActionReport::Row row;
            row.turn = u"Bound %1"_s.arg(i / 4 + 1);
            row.time = u"10:%1"_s.arg(i % 60, 2, 10, QChar(u'0'));
            row.who = u"17th Lancers"_s;
            row.dice = u"4+3 (2d6)"_s;
            row.result = u"Charge result %1 <b>"_s.arg(i);
            row.voided = i == 2;
            row.note = i == 3;
            report.rows.append(row);
        }
        return report;
    }

private slots:
    void documentHasEveryRowAndEscapes()
    {
        const AfterActionReport report = sampleReport(5, true);
        const auto document = LogExportPdf::reportDocument(report);
        const QString text = document->toPlainText();
        QVERIFY(text.contains(u"After-action report: Balaclava, 25 October 1854"_s));
        for (int i = 0; i < 5; ++i)
            QVERIFY2(text.contains(u"Charge result %1 <b>"_s.arg(i)), qPrintable(QString::number(i)));
        QVERIFY(text.contains(u"(voided)"_s));
        QVERIFY(text.contains(u"The table at the start of the battle"_s));
        QVERIFY(text.contains(u"The table at the end of the battle"_s));
        QVERIFY(!text.contains(u"No picture of the table"_s));
        // Both pictures are embedded in the document, not referenced on disk.
        QVERIFY(!document->resource(QTextDocument::ImageResource, QUrl(u"vedette://start.png"_s)).isNull());
        QVERIFY(!document->resource(QTextDocument::ImageResource, QUrl(u"vedette://end.png"_s)).isNull());
    }

    // The Result column has half the width: a charge's outcome reads on one
    // or two lines, not two words a line.
    void resultColumnIsReadable()
    {
        AfterActionReport report = sampleReport(6, false);
        for (AfterActionReport::Row &row : report.rows) {
            row.who = u"17th Lancers, 13th Light Dragoons, 11th Hussars"_s;
            row.result = u"Charge: the Russian battery is taken, 40 men lost, the survivors recoil 2 inches"_s;
        }
        const auto document = LogExportPdf::reportDocument(report);
        QTextTable *table = nullptr;
        for (QTextFrame *frame : document->rootFrame()->childFrames())
            if (auto *candidate = qobject_cast<QTextTable *>(frame))
                table = candidate;
        QVERIFY(table);
        QCOMPARE(table->columns(), 5);
        const QList<QTextLength> widths = table->format().columnWidthConstraints();
        QCOMPARE(widths.size(), 5);
        QCOMPARE(widths[4].type(), QTextLength::PercentageLength);
        QCOMPARE(widths[4].rawValue(), double(LogExportPdf::columnPercent[4]));
        // Laid out: the result's cell is wider than all but one of the others
        // together, and its long text takes few lines.
        const QTextBlock result = table->cellAt(1, 4).firstCursorPosition().block();
        const QTextBlock who = table->cellAt(1, 2).firstCursorPosition().block();
        const double width = document->pageSize().width();
        const double resultWidth = document->documentLayout()->blockBoundingRect(result).width();
        QVERIFY2(resultWidth > width * 0.45, qPrintable(u"%1 of %2"_s.arg(resultWidth).arg(width)));
        QVERIFY(resultWidth > 2 * document->documentLayout()->blockBoundingRect(who).width());
        QVERIFY2(result.layout()->lineCount() <= 2, qPrintable(QString::number(result.layout()->lineCount())));
        // The header row repeats on every page.
        QCOMPARE(table->format().headerRowCount(), 1);
    }

    void headingsStayWithTheirContent_data()
    {
        QTest::addColumn<int>("rows");
        for (int rows = 0; rows <= 90; rows += 3)
            QTest::newRow(qPrintable(u"%1 rows"_s.arg(rows))) << rows;
    }

    // However long the log, no heading ends a page: the picture or the log
    // it heads starts on the same page.
    void headingsStayWithTheirContent()
    {
        QFETCH(int, rows);
        AfterActionReport report = sampleReport(rows, true);
        // Pictures of a real table's shape, which fill half a page each.
        report.startPicture = QImage(1400, 930, QImage::Format_RGB32);
        report.startPicture.fill(QColor(0xe8, 0xe2, 0xd0));
        report.endPicture = report.startPicture.copy();
        const auto document = LogExportPdf::reportDocument(report);
        const double height = document->pageSize().height();
        QVERIFY(height > 0 && height < 1e6); // paginated
        const auto page = [&](const QTextBlock &block) {
            return int(std::floor((document->documentLayout()->blockBoundingRect(block).top() + 0.5) / height));
        };
        int headings = 0;
        for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
            if (block.blockFormat().headingLevel() != 2)
                continue;
            ++headings;
            QTextBlock next = block.next();
            QVERIFY(next.isValid());
            QVERIFY2(page(next) == page(block),
                     qPrintable(u"\"%1\" on page %2, what follows on page %3"_s.arg(block.text()).arg(page(block) + 1)
                                    .arg(page(next) + 1)));
        }
        QCOMPARE(headings, 3);
    }

    void missingPicturesAreSaid()
    {
        const auto document = LogExportPdf::reportDocument(sampleReport(0, false));
        const QString text = document->toPlainText();
        QCOMPARE(text.count(u"No picture of the table is available."_s), 2);
        QVERIFY(text.contains(u"Nothing was logged in this battle."_s));
    }

    void writesPdf_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<bool>("pictures");
        QTest::newRow("empty") << 0 << false;
        QTest::newRow("short with pictures") << 12 << true;
        QTest::newRow("several pages") << 300 << true;
    }

    void writesPdf()
    {
        QFETCH(int, rows);
        QFETCH(bool, pictures);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(u"report.pdf"_s);
        QString error;
        QVERIFY2(LogExportPdf::writePdf(sampleReport(rows, pictures), path, &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        QVERIFY(bytes.startsWith("%PDF-"));
        QVERIFY(bytes.contains("%%EOF"));
        // More rows make more pages.
        const qsizetype pages = bytes.count("/Type /Page") - bytes.count("/Type /Pages");
        QVERIFY(pages >= 1);
        if (rows >= 300)
            QVERIFY2(pages >= 3, qPrintable(QString::number(pages)));
    }

    void unwritablePathIsReported()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QString error;
        QVERIFY(!LogExportPdf::writePdf(sampleReport(1, false), dir.filePath(u"missing/folder/report.pdf"_s), &error));
        QVERIFY(error.contains(u"report.pdf"_s));
    }
};

QTEST_MAIN(TestLogPanelExport)
#include "test_logpanelexport.moc"

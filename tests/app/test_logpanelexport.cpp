#include "panels/logexportpdf.h"

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

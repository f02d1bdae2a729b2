// File > Export Table and Print draw what the screen shows: Balagan's
// deployment zones during set-up, and labels and pieces at a readable
// printed size whatever the resolution; printed at true scale across A4 or
// Letter sheets with overlap, cut marks and numbers.
#include "test_bundledscenario.h"
#include "document/document.h"
#include "panels/balaganoverlay.h"
#include "panels/boundpanel.h"
#include "panels/tableexport.h"
#include "render/picturewriter.h"
#include "scene/tablescene.h"

#include <QFile>
#include <QImage>
#include <QPrinter>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace vedette;

namespace {

const QColor kCloth(0xe9, 0xdf, 0xc3);

// The extent (mm) of what is drawn on the cloth inside `area` (table mm).
QRectF drawnMm(const QImage &image, const QRectF &area, double pxPerMm, double marginMm)
{
    QRect box;
    for (int y = int((area.top() + marginMm) * pxPerMm); y < int((area.bottom() + marginMm) * pxPerMm); ++y)
        for (int x = int((area.left() + marginMm) * pxPerMm); x < int((area.right() + marginMm) * pxPerMm); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (std::abs(c.red() - kCloth.red()) + std::abs(c.green() - kCloth.green())
                    + std::abs(c.blue() - kCloth.blue()) > 40)
                box |= QRect(x, y, 1, 1);
        }
    return QRectF(box.x() / pxPerMm, box.y() / pxPerMm, box.width() / pxPerMm, box.height() / pxPerMm);
}

} // namespace

class TestTableExport : public QObject
{
    Q_OBJECT

private slots:
    // A PNG is written opaque and at zlib's fastest level (issue 18): it
    // must still hold exactly the picture's pixels and its resolution.
    void pngHoldsThePicturesPixels()
    {
        const table::Scenario scenario = test::bundledScenario(u"blenheim-1704.json"_s);
        QVERIFY(!scenario.units().isEmpty());
        const render::TablePicture picture = render::TablePicture::ofScenario(scenario);
        render::PictureWriter::Settings settings;
        settings.pixelsPerMm = 1.5;
        const QImage expected = render::PictureWriter::image(picture, settings);
        QVERIFY(!expected.isNull());
        QTemporaryDir dir;
        const QString path = dir.filePath(u"table.png"_s);
        QString error;
        QVERIFY2(render::PictureWriter::writePng(picture, path, settings, &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.read(8), QByteArray("\x89PNG\r\n\x1a\n", 8));
        file.close();
        const QImage written(path);
        QCOMPARE(written.size(), expected.size());
        QCOMPARE(written.dotsPerMeterX(), expected.dotsPerMeterX());
        QVERIFY(!written.hasAlphaChannel()); // nothing in it is see-through
        QCOMPARE(written.convertToFormat(QImage::Format_ARGB32), expected.convertToFormat(QImage::Format_ARGB32));
    }

    void exportShowsTheDeploymentZones()
    {
        Document document;
        document.scenario() = test::bundledScenario(u"blenheim-1704.json"_s);
        TableScene scene(&document);
        BoundPanel panel(&document);
        new BalaganOverlay(&scene, panel.controller(), nullptr);
        QVERIFY(panel.inSetUp());
        const render::TablePicture picture = TableExport::picture(&scene);
        QCOMPARE(picture.zones.size(), 2);
        QVERIFY(!picture.reach);

        const auto settings = TableExport::settings(50, true);
        const QImage withZones = render::PictureWriter::image(picture, settings);
        render::TablePicture without = picture;
        without.zones.clear();
        const QImage withoutZones = render::PictureWriter::image(without, settings);
        QCOMPARE(withZones.size(), withoutZones.size());
        // Most of each zone is tinted and hatched (units stand in parts of it).
        const double pxPerMm = settings.pixelsPerMm;
        for (const render::TablePicture::Zone &zone : picture.zones) {
            const QRect px = QRectF((zone.rect.topLeft() + QPointF(10, 10)) * pxPerMm, zone.rect.size() * pxPerMm)
                                 .toRect()
                                 .adjusted(2, 2, -2, -2);
            int changed = 0;
            for (int y = px.top(); y <= px.bottom(); ++y)
                for (int x = px.left(); x <= px.right(); ++x)
                    changed += withZones.pixel(x, y) != withoutZones.pixel(x, y) ? 1 : 0;
            QVERIFY2(changed > px.width() * px.height() / 2,
                     qPrintable(u"%1 of %2"_s.arg(changed).arg(px.width() * px.height())));
        }
        // Once the battle is under way the zones are gone from exports too.
        panel.endBound();
        QVERIFY(!panel.inSetUp());
        QVERIFY(TableExport::picture(&scene).zones.isEmpty());
    }

    // A general's piece and name are as big on paper at 300 dpi as at 100
    // dpi: 7 mm of base and a label of about 3 mm, not 2 mm of pixels.
    void piecesKeepTheirPrintedSize()
    {
        table::Scenario s;
        s.setRuleSystem(table::RuleSystem::Balagan);
        s.setTableSize(table::Length::fromMm(300), table::Length::fromMm(200));
        s.addSide({u"allies"_s, u"Allies"_s, QColor(0xc0, 0x39, 0x2b)});
        s.addGeneral({u"cutts"_s, u"allies"_s, u"Lord Cutts"_s, 1, u"d1"_s, false, {}, QPointF(150, 100)});
        render::TablePicture picture;
        picture.scenario = s;
        const QRectF inside(40, 40, 220, 120);
        QList<QRectF> extents;
        for (int dpi : {100, 300}) {
            const auto settings = TableExport::settings(dpi, true);
            const QImage image = render::PictureWriter::image(picture, settings);
            QVERIFY(!image.isNull());
            extents.append(drawnMm(image, inside, settings.pixelsPerMm, render::PictureWriter::marginMm));
        }
        QVERIFY2(std::abs(extents[0].width() - extents[1].width()) < 0.7,
                 qPrintable(u"%1 mm at 100 dpi, %2 mm at 300 dpi"_s.arg(extents[0].width()).arg(extents[1].width())));
        QVERIFY2(std::abs(extents[0].height() - extents[1].height()) < 0.7,
                 qPrintable(u"%1 mm at 100 dpi, %2 mm at 300 dpi"_s.arg(extents[0].height()).arg(extents[1].height())));
        // The base and the name beneath it: at least 7 mm wide, 10 mm tall.
        QVERIFY2(extents[1].width() >= 7.0 && extents[1].height() >= 10.0,
                 qPrintable(u"%1 x %2 mm"_s.arg(extents[1].width()).arg(extents[1].height())));
    }

    void printsAtTrueScaleOnSheets_data()
    {
        QTest::addColumn<int>("paper");
        QTest::addColumn<int>("sheets");
        // 6'x4' on A4 portrait with 10 mm margins: 11 columns, 5 rows.
        QTest::newRow("A4") << int(QPageSize::A4) << 55;
        QTest::newRow("Letter") << int(QPageSize::Letter) << 66;
    }

    void printsAtTrueScaleOnSheets()
    {
        QFETCH(int, paper);
        QFETCH(int, sheets);
        Document document;
        document.scenario() = test::bundledScenario(u"balaclava-1854.json"_s);
        TableScene scene(&document);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"print.pdf"_s);
        QPrinter printer(QPrinter::ScreenResolution);
        printer.setOutputFormat(QPrinter::PdfFormat);
        printer.setOutputFileName(path);
        printer.setPageLayout(QPageLayout(QPageSize(QPageSize::PageSizeId(paper)), QPageLayout::Portrait,
                                          QMarginsF(10, 10, 10, 10), QPageLayout::Millimeter));
        QCOMPARE(TableExport::print(&scene, &printer, true), sheets);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray pdf = file.readAll();
        QCOMPARE(int(pdf.count("/Type /Page") - pdf.count("/Type /Pages")), sheets);
        // Fitted, it is one sheet.
        QPrinter fitted(QPrinter::ScreenResolution);
        fitted.setOutputFormat(QPrinter::PdfFormat);
        fitted.setOutputFileName(dir.filePath(u"fitted.pdf"_s));
        QCOMPARE(TableExport::print(&scene, &fitted, false), 1);
    }
};

QTEST_MAIN(TestTableExport)
#include "test_tableexport.moc"

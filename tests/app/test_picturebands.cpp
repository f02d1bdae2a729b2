// Pictures of the table are drawn in bands on the threads of Qt's pool and
// written by PngEncoder (issue 18). Neither may change a pixel: a picture
// drawn in bands is the picture drawn whole, and the PNG read back is the
// picture, with its resolution, whatever the number of bands.
#include "test_bundledscenario.h"
#include "render/picturewriter.h"
#include "render/pngencoder.h"
#include "render/poolbands.h"
#include "render/tablepicture.h"
#include "table/scenario.h"

#include <QFile>
#include <QImage>
#include <QRandomGenerator>
#include <QSemaphore>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>

using namespace Qt::StringLiterals;
using namespace vedette;

namespace {

// A crowded table: units of every arm turned every way, many across the
// borders of any bands, with their names, on the bundled scenario's sides.
table::Scenario crowded()
{
    table::Scenario scenario = test::bundledScenario(u"blenheim-1704.json"_s);
    const QRectF table = scenario.tableRect();
    const QString side = scenario.sides().first().id;
    const table::Unit model = scenario.units().first();
    QRandomGenerator rng(1704);
    const table::Arm arms[] = {table::Arm::Foot, table::Arm::Horse, table::Arm::Dragoons, table::Arm::Artillery};
    for (int i = 0; i < 400; ++i) {
        table::Unit unit = model;
        unit.setId(u"crowd%1"_s.arg(i));
        unit.setName(u"Crowd %1"_s.arg(i));
        unit.setSideId(side);
        unit.setArm(arms[i % 4]);
        unit.setPosition(QPointF(table.left() + rng.bounded(table.width()), table.top() + rng.bounded(table.height())));
        unit.setFacing(rng.bounded(360.0));
        if (!scenario.addUnit(unit))
            return {};
    }
    return scenario;
}

// The picture drawn on a thread of the pool, where PoolBands draws it in
// one band: the whole picture, as it was drawn before bands.
QImage drawnWhole(const render::TablePicture &picture, const render::PictureWriter::Settings &settings)
{
    QImage whole;
    QSemaphore done;
    QThreadPool::globalInstance()->start([&] {
        whole = render::PictureWriter::image(picture, settings);
        done.release();
    });
    done.acquire();
    return whole;
}

} // namespace

class TestPictureBands : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // Three bands even on a machine of one core: uneven splits and two
        // inner borders.
        QThreadPool::globalInstance()->setMaxThreadCount(3);
        QCOMPARE(render::PoolBands::count(1000), 3);
        QCOMPARE(render::PoolBands::count(100), 1); // bands of at least 64 rows
        QCOMPARE(render::PoolBands::firstRow(1000, 3, 3), 1000);
    }

    void bandsDrawTheWholePicture_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<double>("pixelsPerMm");
        QTest::newRow("blenheim, 40 dpi") << u"blenheim-1704.json"_s << 40 / 25.4;
        QTest::newRow("balaclava, 100 dpi") << u"balaclava-1854.json"_s << 100 / 25.4;
        QTest::newRow("crowded, 22 dpi") << u"crowded"_s << 22 / 25.4;
        QTest::newRow("crowded, 61 dpi") << u"crowded"_s << 61 / 25.4;
    }
    void bandsDrawTheWholePicture()
    {
        QFETCH(QString, scenario);
        QFETCH(double, pixelsPerMm);
        const table::Scenario table = scenario == u"crowded"_s ? crowded() : test::bundledScenario(scenario);
        QVERIFY(table.units().size() > 10);
        const render::TablePicture picture = render::TablePicture::ofScenario(table);
        render::PictureWriter::Settings settings;
        settings.pixelsPerMm = pixelsPerMm;
        const QImage banded = render::PictureWriter::image(picture, settings);
        QVERIFY(render::PoolBands::count(banded.height()) > 1);
        const QImage whole = drawnWhole(picture, settings);
        QVERIFY(!whole.isNull());
        QCOMPARE(banded.size(), whole.size());
        QCOMPARE(banded.dotsPerMeterX(), whole.dotsPerMeterX());
        int differing = 0;
        for (int y = 0; y < whole.height(); ++y)
            for (int x = 0; x < whole.width(); ++x)
                differing += banded.pixel(x, y) != whole.pixel(x, y) ? 1 : 0;
        QCOMPARE(differing, 0);
    }

    void pngHoldsEveryPixel_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("one pixel") << QSize(1, 1);
        QTest::newRow("one band") << QSize(37, 63);
        QTest::newRow("three bands, odd width") << QSize(1601, 1075);
        QTest::newRow("a column") << QSize(1, 700);
    }
    void pngHoldsEveryPixel()
    {
        QFETCH(QSize, size);
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        QRandomGenerator rng(size.width() * 7919 + size.height());
        for (int y = 0; y < size.height(); ++y)
            for (int x = 0; x < size.width(); ++x)
                image.setPixel(x, y, 0xff000000u | (rng.generate() & 0xffffffu));
        // Flat runs as well as noise, as a table has both.
        for (int y = 0; y < size.height() / 3; ++y)
            for (int x = 0; x < size.width(); ++x)
                image.setPixel(x, y, 0xffe9dfc3u);
        image.setDotsPerMeterX(866);
        image.setDotsPerMeterY(867);
        QString error;
        const QByteArray png = render::PngEncoder::encode(image, &error);
        QVERIFY2(!png.isEmpty(), qPrintable(error));
        QImage read;
        QVERIFY(read.loadFromData(png, "PNG"));
        QCOMPARE(read.size(), size);
        QVERIFY(!read.hasAlphaChannel());
        QCOMPARE(read.dotsPerMeterX(), 866);
        QCOMPARE(read.dotsPerMeterY(), 867);
        QCOMPARE(read.convertToFormat(QImage::Format_RGB32), image.convertToFormat(QImage::Format_RGB32));
        // The same bytes whatever thread wrote them (one band there).
        QByteArray fromPool;
        QSemaphore done;
        QThreadPool::globalInstance()->start([&] {
            fromPool = render::PngEncoder::encode(image);
            done.release();
        });
        done.acquire();
        QImage readFromPool;
        QVERIFY(readFromPool.loadFromData(fromPool, "PNG"));
        QCOMPARE(readFromPool, read);
        // The pixels' stream in IDAT chunks of at most 1 MiB, however the
        // bands split it (the noisy pictures need several).
        qsizetype idatBytes = 0;
        for (qsizetype at = 8; at + 8 <= png.size();) {
            const quint32 length = quint32(uchar(png[at])) << 24 | quint32(uchar(png[at + 1])) << 16
                | quint32(uchar(png[at + 2])) << 8 | quint32(uchar(png[at + 3]));
            if (png.mid(at + 4, 4) == "IDAT") {
                QVERIFY(length <= (1u << 20));
                idatBytes += length;
            }
            at += 12 + qsizetype(length);
        }
        QVERIFY(idatBytes > 0);
        // write() streams the very same bytes into the file, over one there.
        QTemporaryDir dir;
        const QString path = dir.filePath(u"table.png"_s);
        {
            QFile before(path);
            QVERIFY(before.open(QIODevice::WriteOnly));
            before.write("an older picture");
        }
        QVERIFY2(render::PngEncoder::write(image, path, &error), qPrintable(error));
        QFile written(path);
        QVERIFY(written.open(QIODevice::ReadOnly));
        QCOMPARE(written.readAll(), png);
    }

    // A file that cannot be written says so and leaves what was there.
    void refusedWriteKeepsTheFile()
    {
        QTemporaryDir dir;
        const QString inMissingFolder = dir.filePath(u"no/such/folder/table.png"_s);
        QImage image(64, 64, QImage::Format_RGB32);
        image.fill(Qt::white);
        QString error;
        QVERIFY(!render::PngEncoder::write(image, inMissingFolder, &error));
        QVERIFY(error.contains(inMissingFolder));
        QVERIFY(!QFile::exists(inMissingFolder));
        QVERIFY(!render::PngEncoder::write(QImage(), dir.filePath(u"empty.png"_s), &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!QFile::exists(dir.filePath(u"empty.png"_s)));
    }
};

QTEST_MAIN(TestPictureBands)
#include "test_picturebands.moc"

// The table's drawing caches: unit symbols pre-rendered per screen size,
// terrain kept in device caches. A cache may only make drawing faster, never
// change the picture, and an export must not use screen pixmaps.

#include "document/document.h"
#include "render/symbolcache.h"
#include "render/tablerenderer.h"
#include "panels/tableexport.h"
#include "scene/tablescene.h"
#include "scene/tableview.h"
#include "scene/terrainitem.h"
#include "table/scenario.h"

#include <QImage>
#include <QPainter>
#include <QPixmapCache>
#include <QScrollBar>
#include <QTest>
#include <QUndoStack>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

vedette::table::Scenario smallTable()
{
    using namespace vedette::table;
    Scenario s;
    s.setRuleSystem(RuleSystem::Brown);
    s.setTableSize(Length::fromFeet(6), Length::fromFeet(4));
    s.addSide({u"red"_s, u"Red"_s, QColor(0xb2, 0x22, 0x22)});
    s.addSide({u"blue"_s, u"Blue"_s, QColor(0x2f, 0x4f, 0x8f)});
    const QList<TerrainType> &types = allTerrainTypes();
    for (int i = 0; i < types.size(); ++i) {
        const QPointF c(200 + 220 * i, 300 + 120 * (i % 3));
        QPolygonF outline;
        for (int k = 0; k < 7; ++k) {
            const double a = 2 * M_PI * k / 7;
            outline.append(c + QPointF(std::cos(a) * (90 + 10 * (k % 2)), std::sin(a) * 80));
        }
        s.addTerrain(Terrain(u"t%1"_s.arg(i), types[i], outline));
    }
    for (int i = 0; i < 24; ++i) {
        const Arm arm = allArms()[i % 4];
        Unit unit(u"u%1"_s.arg(i), i % 2 ? u"blue"_s : u"red"_s, u"Unit %1"_s.arg(i), arm);
        unit.setFormation(defaultFormation(arm));
        unit.setPosition({150.0 + 260 * (i % 6), 150.0 + 240 * (i / 6)});
        unit.setFacing(i * 37 % 360);
        unit.setMoraleCounters(i % 3);
        s.addUnit(unit);
    }
    return s;
}

// Pixels that differ by more than a trace of antialiasing, as a fraction.
double differingShare(const QImage &a, const QImage &b)
{
    if (a.size() != b.size())
        return 1.0;
    qint64 differing = 0;
    for (int y = 0; y < a.height(); ++y) {
        const auto *pa = reinterpret_cast<const QRgb *>(a.constScanLine(y));
        const auto *pb = reinterpret_cast<const QRgb *>(b.constScanLine(y));
        for (int x = 0; x < a.width(); ++x) {
            const int d = std::abs(qRed(pa[x]) - qRed(pb[x])) + std::abs(qGreen(pa[x]) - qGreen(pb[x]))
                + std::abs(qBlue(pa[x]) - qBlue(pb[x]));
            if (d > 24)
                ++differing;
        }
    }
    return double(differing) / (double(a.width()) * a.height());
}

} // namespace

class TestTableRendering : public QObject
{
    Q_OBJECT

private slots:
    void sizeBucket_data()
    {
        QTest::addColumn<double>("pixels");
        QTest::newRow("below the smallest") << 1.0;
        QTest::newRow("block limit") << 20.0;
        QTest::newRow("between steps") << 33.3;
        QTest::newRow("a 4 cm base at 1 px/mm") << 40.0;
        QTest::newRow("a 4 cm base at 2.5 px/mm") << 100.0;
        QTest::newRow("vector limit") << 150.0;
    }

    void sizeBucket()
    {
        QFETCH(double, pixels);
        const int bucket = vedette::render::SymbolCache::sizeBucket(pixels);
        // Never enlarged (blurry), and at most one 6% step smaller.
        QVERIFY(bucket >= pixels);
        QVERIFY(bucket <= std::max(4.0, pixels * 1.06 + 1.0));
        // Larger bases never get a smaller pixmap, and a zoom step gets a new one.
        QVERIFY(vedette::render::SymbolCache::sizeBucket(pixels + 0.5) >= bucket);
        QVERIFY(vedette::render::SymbolCache::sizeBucket(pixels * 1.2) > bucket || pixels < 4.0);
    }

    void symbolPixmapsAreRenderedOncePerSize()
    {
        vedette::render::SymbolCache symbols;
        QImage image(200, 100, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        QPainter painter(&image);
        const QColor red(0xb2, 0x22, 0x22);
        const QRectF base(10, 10, 80, 40);
        symbols.paint(&painter, base, vedette::table::Arm::Foot, vedette::table::BaseRole::Element, red, 80, false);
        QCOMPARE(symbols.pixmapCount(), qsizetype(1));
        // A slightly different zoom falls in the same size.
        symbols.paint(&painter, base, vedette::table::Arm::Foot, vedette::table::BaseRole::Element, red, 79, false);
        QCOMPARE(symbols.pixmapCount(), qsizetype(1));
        symbols.paint(&painter, base, vedette::table::Arm::Foot, vedette::table::BaseRole::Element, red, 40, false);
        QCOMPARE(symbols.pixmapCount(), qsizetype(2));
        // Close up and in exports the SVG itself is drawn.
        symbols.paint(&painter, base, vedette::table::Arm::Foot, vedette::table::BaseRole::Element, red, 400, false);
        symbols.paint(&painter, base, vedette::table::Arm::Foot, vedette::table::BaseRole::Element, red, 80, true);
        QCOMPARE(symbols.pixmapCount(), qsizetype(2));
        painter.end();
        // The symbol is drawn in the side's colour where the base is.
        const QColor inside = image.pixelColor(30, 40);
        QVERIFY2(inside.red() > 150 && inside.green() < 90, qPrintable(inside.name()));
        QCOMPARE(image.pixelColor(150, 80), QColor(Qt::white));
        symbols.clearPixmaps();
        QCOMPARE(symbols.pixmapCount(), qsizetype(0));
    }

    // Pictures are drawn by the renderer from the model, never through the
    // window's scene: its screen caches are neither used nor disturbed.
    void exportsDrawVectorsNotScreenCaches()
    {
        vedette::Document document;
        document.scenario() = smallTable();
        vedette::TableScene scene(&document);
        vedette::TerrainItem *item = scene.terrainItem(u"t0"_s);
        QVERIFY(item);
        // 1.3 px/mm: bases of 40 mm are 52 px, drawn as symbols (pixmaps on screen).
        QImage image(2400, 1600, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        QPainter painter(&image);
        vedette::render::TableRenderer renderer;
        vedette::render::TableRenderer::Options options; // an export: vectors
        renderer.render(&painter, scene.picture(), QRectF(image.rect()), vedette::TableExport::exportRect(&scene), options);
        QCOMPARE(renderer.symbols().pixmapCount(), qsizetype(0));
        QCOMPARE(scene.symbols().pixmapCount(), qsizetype(0));
        // The table screen's renderer keeps pixmaps of its own.
        options.vector = false;
        renderer.render(&painter, scene.picture(), QRectF(image.rect()), vedette::TableExport::exportRect(&scene), options);
        painter.end();
        QVERIFY(renderer.symbols().pixmapCount() > 0);
        QCOMPARE(scene.symbols().pixmapCount(), qsizetype(0));
        // Something was drawn: a red unit's colour somewhere on the picture.
        bool red = false;
        for (int y = 0; y < image.height() && !red; y += 2)
            for (int x = 0; x < image.width() && !red; x += 2)
                red = image.pixelColor(x, y) == QColor(0xb2, 0x22, 0x22);
        QVERIFY(red);
    }

    void cachedFramesMatchFreshOnes_data()
    {
        QTest::addColumn<double>("zoom");
        QTest::addColumn<int>("scroll");
        QTest::newRow("whole table") << 0.0 << 0;
        QTest::newRow("labels, scrolled") << 1.0 << 120;
        QTest::newRow("close, scrolled") << 3.0 << 250;
    }

    void cachedFramesMatchFreshOnes()
    {
        QFETCH(double, zoom);
        QFETCH(int, scroll);
        vedette::Document document;
        document.scenario() = smallTable();
        document.undoStack()->clear();
        vedette::TableView view;
        auto *scene = new vedette::TableScene(&document, &view);
        view.setScene(scene);
        view.resize(800, 600);
        view.setAttribute(Qt::WA_DontShowOnScreen);
        view.show();
        view.fitTable();
        if (zoom > 0)
            view.setZoom(zoom, view.viewport()->rect().center());
        QImage frame(view.viewport()->size(), QImage::Format_ARGB32_Premultiplied);
        // Draw once to fill the caches, scroll (the caches are moved, not
        // redrawn), draw again; then the same view with empty caches.
        view.viewport()->render(&frame);
        view.horizontalScrollBar()->setValue(view.horizontalScrollBar()->value() + scroll);
        view.verticalScrollBar()->setValue(view.verticalScrollBar()->value() + scroll / 2);
        view.viewport()->render(&frame);
        // The labels moved with the table; a moment later they are laid out
        // inside the new view, as a fresh frame lays them out.
        QVERIFY(QTest::qWaitFor([&] {
            view.viewport()->render(&frame);
            return view.labelsFitView();
        }, 5000));
        const QImage cached = frame.copy();
        view.dropLayer();
        QPixmapCache::clear();
        scene->symbols().clearPixmaps();
        view.viewport()->render(&frame);
        const double share = differingShare(cached, frame);
        QVERIFY2(share < 0.002, qPrintable(u"%1 of the pixels differ"_s.arg(share)));
        // And the frame shows the table, not an empty view.
        QVERIFY(frame.pixelColor(frame.rect().center()) != view.backgroundBrush().color());
    }
};

QTEST_MAIN(TestTableRendering)
#include "test_tablerendering.moc"

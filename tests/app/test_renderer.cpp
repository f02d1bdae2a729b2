// The window and the pictures are drawn by the same code: the scene's items
// call the painters TableRenderer calls, so a table drawn through the scene
// and drawn by the renderer gives the same pixels, overlays and Balagan's
// pieces included.
#include "test_bundledscenario.h"
#include "document/document.h"
#include "panels/tableexport.h"
#include "render/markscale.h"
#include "render/tablerenderer.h"
#include "rules/balagan/houserules.h"
#include "scene/chargelineitem.h"
#include "scene/deploymentzoneitem.h"
#include "scene/orderflaglayer.h"
#include "scene/pieceslayer.h"
#include "scene/reachableareaitem.h"
#include "scene/tapeitem.h"
#include "scene/pinnedrulerlayer.h"
#include "scene/tablescene.h"
#include "scene/terrainitem.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace vedette;

namespace {

// Blenheim with every kind of thing on it.
table::Scenario everything()
{
    table::Scenario s = test::bundledScenario(u"blenheim-1704.json"_s);
    table::Unit rowe = *s.unit(u"al-rowe"_s);
    rowe.setMarker(table::StateMarker::Shaken);
    rowe.setMoraleCounters(2);
    s.updateUnit(rowe);
    table::General churchill = *s.general(u"churchill"_s);
    churchill.position = QPointF(640, 500);
    s.updateGeneral(churchill);
    s.addFogZone({u"fog"_s, u"al-guns"_s, QPolygonF({{780, 520}, {840, 520}, {840, 480}, {780, 480}}), 1});
    s.addMarker({u"m1"_s, table::MarkerKind::MoraleCounter, {600, 300}, {}, {}, 3, {}, false});
    s.addMarker({u"m2"_s, table::MarkerKind::Casualty, {620, 320}, {}, {}, 2, {}, false});
    s.addMarker({u"m3"_s, table::MarkerKind::Objective, {600, 400}, {}, {}, 1, {}, false});
    table::Messenger parker;
    parker.id = u"parker"_s;
    parker.sideId = u"allies"_s;
    parker.name = u"Captain Parker"_s;
    parker.fromGeneralId = u"marlborough"_s;
    parker.targetUnitId = u"al-prussian-foot"_s;
    parker.order = table::Order::Advance;
    parker.position = {740, 300};
    parker.route = {{760, 400}, {750, 350}, {740, 300}};
    s.addMessenger(parker);
    s.addRuler({u"r1"_s, {u"al-rowe"_s, {680, 650}}, {u"fb-navarre"_s, {470, 645}}, {}});
    s.addRuler({u"r2"_s, {{}, {100, 100}}, {{}, {300, 150}}, u"Sight line"_s});
    return s;
}

int differingPixels(const QImage &a, const QImage &b)
{
    if (a.size() != b.size())
        return a.width() * a.height();
    int n = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x)
            n += a.pixel(x, y) != b.pixel(x, y) ? 1 : 0;
    return n;
}

} // namespace

class TestRenderer : public QObject
{
    Q_OBJECT

private slots:
    // The items' level of detail is Qt's own.
    void levelOfDetailIsQts()
    {
        const QList<QTransform> transforms{QTransform(), QTransform::fromScale(3.937, 3.937),
                                           QTransform().rotate(37).scale(0.25, 0.25),
                                           QTransform::fromTranslate(10, 20).scale(-2, 2).rotate(90)};
        for (const QTransform &t : transforms)
            QCOMPARE(render::MarkScale::levelOfDetail(t), QStyleOptionGraphicsItem::levelOfDetailFromTransform(t));
    }

    void sceneAndRendererDrawTheSame_data()
    {
        QTest::addColumn<double>("pxPerMm");
        QTest::newRow("whole table, blocks of colour") << 0.4;
        QTest::newRow("labels and symbols") << 2.0;
        QTest::newRow("close") << 6.0;
    }

    void sceneAndRendererDrawTheSame()
    {
        QFETCH(double, pxPerMm);
        Document document;
        document.scenario() = everything();
        TableScene scene(&document);
        new OrderFlagLayer(&scene);
        new PiecesLayer(&scene);
        PinnedRulerLayer::of(&scene);
        const table::Scenario &s = document.scenario();
        auto *charge = new ChargeLineItem(&scene);
        scene.addItem(charge);
        charge->setUnits(u"al-rowe"_s, u"fb-navarre"_s);
        auto *refused = new ChargeLineItem(&scene);
        scene.addItem(refused);
        refused->setUnits(u"al-ross"_s, u"fb-silly"_s);
        refused->setRefusal(u"out of reach"_s);
        auto *tape = new TapeItem(&scene);
        tape->setTape(true);
        scene.addItem(tape);
        tape->setEnds(QPointF(200, 200), QPointF(420, 330), u"measuring"_s);
        auto *reach = new ReachableAreaItem(&scene);
        scene.addItem(reach);
        reach->setUnit(u"al-hompesch"_s, rules::balagan::HouseRules());
        for (const render::TablePicture::Zone &zone : render::TablePicture::deploymentZones(s)) {
            auto *item = new DeploymentZoneItem(&scene);
            scene.addItem(item);
            item->setZone(zone.rect, zone.sideName, zone.colour);
        }

        const QRectF source = TableExport::exportRect(&scene);
        const QSize size = (source.size() * pxPerMm).toSize();
        const QRectF target(QPointF(0, 0), QSizeF(size));

        // Through the scene, as the window draws it.
        QImage viaScene(size, QImage::Format_ARGB32_Premultiplied);
        viaScene.fill(Qt::white);
        {
            QPainter painter(&viaScene);
            painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform | QPainter::TextAntialiasing);
            painter.setClipRect(target);
            painter.save();
            painter.translate(target.topLeft());
            painter.scale(target.width() / source.width(), target.height() / source.height());
            painter.translate(-source.topLeft());
            scene.paintTableCloth(&painter, source, target.width() / source.width());
            painter.restore();
            scene.render(&painter, target, source, Qt::IgnoreAspectRatio);
        }
        // By the renderer, from the picture of the same table.
        const render::TablePicture picture = scene.picture();
        QCOMPARE(picture.zones.size(), 2);
        QCOMPARE(picture.charges.size(), 2);
        QVERIFY(picture.tape);
        QVERIFY(picture.reach);
        QImage viaRenderer(size, QImage::Format_ARGB32_Premultiplied);
        viaRenderer.fill(Qt::white);
        {
            QPainter painter(&viaRenderer);
            render::TableRenderer renderer;
            render::TableRenderer::Options options;
            options.vector = false; // the screen's pixmaps, as the items draw
            options.marks = render::MarkScale::screen();
            renderer.render(&painter, picture, target, source, options);
        }
        const int differing = differingPixels(viaScene, viaRenderer);
        QVERIFY2(differing == 0, qPrintable(u"%1 of %2 pixels differ"_s.arg(differing).arg(size.width() * size.height())));
        // And it is a real picture: the allies' red is on it.
        bool red = false;
        for (int y = 0; y < size.height() && !red; ++y)
            for (int x = 0; x < size.width() && !red; ++x)
                red = qRed(viaRenderer.pixel(x, y)) > 150 && qGreen(viaRenderer.pixel(x, y)) < 80;
        QVERIFY(red);
    }
};

QTEST_MAIN(TestRenderer)
#include "test_renderer.moc"

// The table's scene, tools and commands: undo restores the exact model,
// drags are one step, refusals say why, and the main window's tools work
// with real mouse events on the view.

#include "commands/addremoveobjectcommand.h"
#include "commands/editmarkercommand.h"
#include "commands/editunitcommand.h"
#include "commands/moveunitcommand.h"
#include "commands/rotateunitcommand.h"
#include "document/document.h"
#include "panels/inspectorpanel.h"
#include "panels/tableexport.h"
#include "scene/tapeitem.h"
#include "scene/tablescene.h"
#include "scene/tableview.h"
#include "scene/unititem.h"
#include "table/scenario.h"
#include "tools/measuretool.h"
#include "tools/placeunittool.h"
#include "tools/selecttool.h"
#include "tools/terraintool.h"
#include "tools/toolmanager.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QImage>
#include <QImageReader>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <functional>

using namespace Qt::StringLiterals;
using namespace vedette;

namespace {

// A small Brown table: two sides, three units, a wood, a smoke cloud and a
// marker, so every list has something before and after the edited object.
table::Scenario smallTable()
{
    table::Scenario s;
    s.setRuleSystem(table::RuleSystem::Brown);
    s.setTitle(u"Test table"_s);
    s.addSide({u"red"_s, u"Red"_s, QColor(0xb2, 0x22, 0x22)});
    s.addSide({u"blue"_s, u"Blue"_s, QColor(0x2f, 0x4f, 0x8f)});
    const auto unit = [&](const QString &id, const QString &side, QPointF pos, double facing) {
        table::Unit u(id, side, id.toUpper(), table::Arm::Foot);
        u.setPosition(pos);
        u.setFacing(facing);
        s.addUnit(u);
    };
    unit(u"a"_s, u"red"_s, {400, 900}, 0);
    unit(u"b"_s, u"red"_s, {700, 900}, 0);
    unit(u"c"_s, u"blue"_s, {600, 300}, 180);
    s.addTerrain(table::Terrain(u"wood"_s, table::TerrainType::Woods, QPolygonF{{900, 500}, {1100, 480}, {1050, 650}}));
    s.addTerrain(table::Terrain(u"hill"_s, table::TerrainType::Hill, QPolygonF{{200, 200}, {400, 200}, {300, 400}}));
    table::FogZone fog;
    fog.id = u"fog-1"_s;
    fog.outline = QPolygonF{{500, 500}, {600, 500}, {600, 560}, {500, 560}};
    s.addFogZone(fog);
    table::Marker marker;
    marker.id = u"m1"_s;
    marker.kind = table::MarkerKind::Objective;
    marker.position = {900, 900};
    s.addMarker(marker);
    table::Marker second = marker;
    second.id = u"m2"_s;
    second.position = {950, 900};
    s.addMarker(second);
    return s;
}

// Opens a table the way loading a campaign does: a fresh history.
void setTable(Document &document, const table::Scenario &scenario)
{
    document.scenario() = scenario;
    document.undoStack()->clear();
}

} // namespace

class TestTableScene : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"VedetteTest"_s);
        QCoreApplication::setApplicationName(u"test_tablescene"_s);
    }

    void commandsUndoRedoExactly_data()
    {
        QTest::addColumn<std::function<QUndoCommand *(Document *)>>("make");
        using Make = std::function<QUndoCommand *(Document *)>;
        QTest::newRow("add unit") << Make([](Document *d) {
            table::Unit u(u"new"_s, u"blue"_s, u"New"_s, table::Arm::Horse);
            u.setPosition({1000, 200});
            return AddRemoveUnitCommand::add(d, u);
        });
        QTest::newRow("remove first unit") << Make([](Document *d) { return AddRemoveUnitCommand::remove(d, u"a"_s); });
        QTest::newRow("remove middle unit") << Make([](Document *d) { return AddRemoveUnitCommand::remove(d, u"b"_s); });
        QTest::newRow("move unit") << Make([](Document *d) {
            return new MoveUnitCommand(d, u"b"_s, {700, 900}, {720.5, 850.25});
        });
        QTest::newRow("turn unit") << Make([](Document *d) { return new RotateUnitCommand(d, u"c"_s, 180, 215); });
        QTest::newRow("edit unit") << Make([](Document *d) {
            table::Unit after = *d->scenario().unit(u"a"_s);
            after.setStrength(321);
            after.setMarker(table::StateMarker::Shaken);
            after.setFormation(table::Formation::ColumnOfMarch);
            return new EditUnitCommand(d, *d->scenario().unit(u"a"_s), after, u"strength"_s, u"edit"_s);
        });
        QTest::newRow("add terrain") << Make([](Document *d) {
            return AddRemoveTerrainCommand::add(
                d, table::Terrain(u"marsh"_s, table::TerrainType::Marsh, QPolygonF{{10, 10}, {90, 10}, {50, 80}}));
        });
        QTest::newRow("remove first terrain") << Make([](Document *d) { return AddRemoveTerrainCommand::remove(d, u"wood"_s); });
        QTest::newRow("add fog") << Make([](Document *d) {
            table::FogZone fog;
            fog.id = u"fog-2"_s;
            fog.outline = QPolygonF{{0, 0}, {50, 0}, {50, 50}};
            return AddRemoveFogZoneCommand::add(d, fog);
        });
        QTest::newRow("remove fog") << Make([](Document *d) { return AddRemoveFogZoneCommand::remove(d, u"fog-1"_s); });
        QTest::newRow("add marker") << Make([](Document *d) {
            table::Marker m;
            m.id = u"m3"_s;
            m.kind = table::MarkerKind::Casualty;
            m.position = {100, 100};
            return AddRemoveMarkerCommand::add(d, m);
        });
        QTest::newRow("remove first marker") << Make([](Document *d) { return AddRemoveMarkerCommand::remove(d, u"m1"_s); });
        QTest::newRow("edit marker") << Make([](Document *d) {
            table::Marker after = *d->scenario().marker(u"m2"_s);
            after.count = 3;
            return new EditMarkerCommand(d, *d->scenario().marker(u"m2"_s), after, u"count"_s);
        });
    }

    void commandsUndoRedoExactly()
    {
        QFETCH(std::function<QUndoCommand *(Document *)>, make);
        Document document;
        setTable(document, smallTable());
        TableScene scene(&document);
        const table::Scenario before = document.scenario();
        document.push(make(&document));
        const table::Scenario after = document.scenario();
        QVERIFY(!(after == before));
        document.undoStack()->undo();
        QVERIFY(document.scenario() == before);
        document.undoStack()->redo();
        QVERIFY(document.scenario() == after);
        document.undoStack()->undo();
        QVERIFY(document.scenario() == before);
        // The scene follows the model: one item per unit.
        for (const table::Unit &unit : document.scenario().units())
            QVERIFY(scene.unitItem(unit.id()));
    }

    void dragIsOneUndoStep()
    {
        Document document;
        setTable(document, smallTable());
        QUndoStack *stack = document.undoStack();
        document.push(new MoveUnitCommand(&document, u"a"_s, {400, 900}, {410, 890}, 77));
        document.push(new MoveUnitCommand(&document, u"a"_s, {410, 890}, {430, 870}, 77));
        document.push(new MoveUnitCommand(&document, u"a"_s, {430, 870}, {450, 850}, 77));
        QCOMPARE(stack->count(), 1);
        QCOMPARE(document.scenario().unit(u"a"_s)->position(), QPointF(450, 850));
        // Another drag is another step.
        document.push(new MoveUnitCommand(&document, u"a"_s, {450, 850}, {460, 850}, 78));
        QCOMPARE(stack->count(), 2);
        stack->undo();
        stack->undo();
        QCOMPARE(document.scenario().unit(u"a"_s)->position(), QPointF(400, 900));
    }

    // The status bar's position follows the battle's units (issue 40): a
    // Brown battle measured in inches read "14,998 p"; a battle in paces
    // keeps its paces.
    void positionInTheBattlesUnits()
    {
        Document document;
        table::Scenario inches = smallTable();
        inches.setDisplayUnits(table::DisplayUnits::inches());
        setTable(document, inches);
        TableScene scene(&document);
        const QString brown = scene.formatPosition({254.0, 508.0});
        QVERIFY2(brown.contains(u"10.0\""_s) && !brown.contains(u" p"_s), qPrintable(brown));
        table::Scenario paces = smallTable();
        paces.setDisplayUnits(table::DisplayUnits::paces());
        setTable(document, paces);
        QVERIFY2(scene.formatPosition({254.0, 508.0}).contains(u" p"_s), qPrintable(scene.formatPosition({254.0, 508.0})));
    }

    void sceneFollowsModel()
    {
        Document document;
        setTable(document, smallTable());
        TableScene scene(&document);
        QVERIFY(scene.unitItem(u"a"_s));
        QCOMPARE(scene.unitAt({400, 900}), u"a"_s);
        QCOMPARE(scene.terrainAt({1000, 540}), u"wood"_s);
        QCOMPARE(scene.fogZoneAt({550, 530}), u"fog-1"_s);
        document.push(new MoveUnitCommand(&document, u"a"_s, {400, 900}, {1400, 1000}));
        QCOMPARE(scene.unitItem(u"a"_s)->pos(), QPointF(1400, 1000));
        QCOMPARE(scene.unitAt({400, 900}), QString());
        document.push(new RotateUnitCommand(&document, u"a"_s, 0, 90));
        QCOMPARE(scene.unitItem(u"a"_s)->rotation(), 90.0);
        document.push(AddRemoveUnitCommand::remove(&document, u"a"_s));
        QVERIFY(!scene.unitItem(u"a"_s));
        document.undoStack()->undo();
        QVERIFY(scene.unitItem(u"a"_s));
    }

    // A removed unit (a rout) fades out: at once it is no longer a unit on the
    // table for tools and clicks, and after the fade its picture is gone.
    void removedUnitFadesOut()
    {
        Document document;
        setTable(document, smallTable());
        TableScene scene(&document);
        const auto unitPictures = [&scene] {
            int count = 0;
            for (QGraphicsItem *item : scene.items())
                count += item->type() == UnitItem::Type ? 1 : 0;
            return count;
        };
        const int before = unitPictures();
        QCOMPARE(before, int(document.scenario().units().size()));
        document.push(AddRemoveUnitCommand::remove(&document, u"a"_s));
        QVERIFY(!scene.unitItem(u"a"_s));
        QCOMPARE(scene.unitAt({400, 900}), QString());
        QCOMPARE(unitPictures(), before); // still fading
        QTRY_COMPARE_WITH_TIMEOUT(unitPictures(), before - 1, 3000);
        // Undo brings it back at once, whole.
        document.undoStack()->undo();
        QCOMPARE(scene.unitItem(u"a"_s)->opacity(), 1.0);
        QCOMPARE(scene.unitAt({400, 900}), u"a"_s);
    }

    void offTablePlacementRefused_data()
    {
        QTest::addColumn<QPointF>("pos");
        QTest::addColumn<bool>("accepted");
        QTest::newRow("middle") << QPointF(900, 600) << true;
        QTest::newRow("left of the table") << QPointF(-50, 600) << false;
        QTest::newRow("half over the right edge") << QPointF(1820, 600) << false;
        QTest::newRow("below the table") << QPointF(900, 1300) << false;
    }

    void offTablePlacementRefused()
    {
        QFETCH(QPointF, pos);
        QFETCH(bool, accepted);
        Document document;
        setTable(document, smallTable());
        TableScene scene(&document);
        PlaceUnitTool tool;
        scene.setTool(&tool);
        QSignalSpy messages(&tool, &AbstractTool::message);
        const qsizetype units = document.scenario().units().size();
        QCOMPARE(tool.placeAt(pos), accepted);
        QCOMPARE(document.scenario().units().size(), units + (accepted ? 1 : 0));
        QCOMPARE(messages.count(), 1);
        if (!accepted)
            QVERIFY2(messages.first().first().toString().contains(u"table"_s), qPrintable(messages.first().first().toString()));
        scene.setTool(nullptr);
    }

    void selfIntersectingTerrainRefused()
    {
        Document document;
        setTable(document, smallTable());
        TableScene scene(&document);
        TerrainTool tool;
        scene.setTool(&tool);
        QSignalSpy messages(&tool, &AbstractTool::message);
        const qsizetype pieces = document.scenario().terrain().size();
        // A bow tie: its second and fourth edges cross.
        for (QPointF p : {QPointF(100, 100), QPointF(300, 300), QPointF(300, 100), QPointF(100, 300)})
            tool.addPoint(p);
        QVERIFY(!tool.finish());
        QCOMPARE(document.scenario().terrain().size(), pieces);
        QCOMPARE(messages.count(), 1);
        QVERIFY(!messages.first().first().toString().isEmpty());
        QVERIFY(tool.points().isEmpty());
        // The same corners in order make a square, which is accepted.
        for (QPointF p : {QPointF(100, 100), QPointF(300, 100), QPointF(300, 300), QPointF(100, 300)})
            tool.addPoint(p);
        QVERIFY(tool.finish());
        QCOMPARE(document.scenario().terrain().size(), pieces + 1);
        QCOMPARE(document.scenario().terrain().last().outline().size(), 4);
        scene.setTool(nullptr);
    }

    void measuresEdgeToEdge()
    {
        Document document;
        table::Scenario s = smallTable();
        setTable(document, s);
        TableScene scene(&document);
        MeasureTool tool;
        scene.setTool(&tool);
        // a and b: Brown foot, 4 stands of 40 mm side by side = 160 mm wide,
        // centres 300 mm apart on one line: 140 mm between the edges.
        tool.measure({400, 900}, {700, 900});
        QVERIFY(tool.currentRuler());
        QCOMPARE(qRound(tool.currentRuler()->line().length() * 1000), 140000);
        QVERIFY(tool.currentRuler()->labelText().contains(u"edge to edge"_s));
        // Point to point: 254 mm is 10 inches.
        tool.measure({100, 100}, {100, 354});
        QVERIFY2(tool.currentRuler()->labelText().startsWith(u"10.0\""_s), qPrintable(tool.currentRuler()->labelText()));
        TapeItem *pinned = tool.pinCurrent();
        QVERIFY(pinned);
        QCOMPARE(scene.pinnedRulers().size(), 1);
        QVERIFY(!tool.currentRuler());
        scene.clearPinnedRulers();
        QCOMPARE(scene.pinnedRulers().size(), 0);
        scene.setTool(nullptr);
    }

    // Places a unit, drags it with the mouse, measures, undoes: all through
    // the main window's view and tool bar, as the referee would.
    void placeDragMeasureUndoInWindow()
    {
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        Document *document = window.document();
        setTable(*document, smallTable());
        TableView *view = window.tableView();
        view->fitTable();
        TableScene *scene = view->tableScene();
        QVERIFY(scene);
        auto *tools = window.findChild<ToolManager *>(u"toolManager"_s);
        QVERIFY(tools);
        QWidget *viewport = view->viewport();
        const auto at = [view](QPointF scenePos) { return view->mapFromScene(scenePos); };

        // Place: U chooses the tool, a click puts a unit down.
        tools->action(tools->tool(u"placeUnitTool"_s))->trigger();
        QCOMPARE(tools->activeTool()->id(), u"placeUnitTool"_s);
        const qsizetype before = document->scenario().units().size();
        QTest::mouseClick(viewport, Qt::LeftButton, {}, at({1200, 700}));
        QCOMPARE(document->scenario().units().size(), before + 1);
        const table::Unit placed = document->scenario().units().last();
        QVERIFY(QLineF(placed.position(), QPointF(1200, 700)).length() < 4.0);
        const table::Scenario afterPlace = document->scenario();

        // Drag it 100 mm to the right with the select tool: one undo step.
        tools->action(tools->tool(u"selectTool"_s))->trigger();
        const int steps = document->undoStack()->count();
        const QPoint from = at(placed.position());
        const QPoint to = at(placed.position() + QPointF(100, 0));
        QTest::mousePress(viewport, Qt::LeftButton, {}, from);
        for (int i = 1; i <= 10; ++i)
            QTest::mouseMove(viewport, from + (to - from) * i / 10);
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, to);
        QCOMPARE(document->undoStack()->count(), steps + 1);
        const QPointF moved = document->scenario().unit(placed.id())->position();
        QVERIFY2(std::abs(moved.x() - placed.position().x() - 100) < 4.0, qPrintable(QString::number(moved.x())));
        QVERIFY(std::abs(moved.y() - placed.position().y()) < 4.0);
        QCOMPARE(scene->selectedUnitId(), placed.id());
        auto *select = static_cast<SelectTool *>(tools->tool(u"selectTool"_s));
        QVERIFY2(select->trailText().startsWith(u"Moved"_s), qPrintable(select->trailText()));

        // Measure from the moved unit to unit b with two clicks.
        tools->action(tools->tool(u"measureTool"_s))->trigger();
        QTest::mouseClick(viewport, Qt::LeftButton, {}, at(moved));
        QTest::mouseClick(viewport, Qt::LeftButton, {}, at({700, 900}));
        auto *measure = static_cast<MeasureTool *>(tools->tool(u"measureTool"_s));
        QVERIFY(measure->currentRuler());
        QVERIFY(measure->currentRuler()->labelText().contains(u"edge to edge"_s));
        QCOMPARE(document->undoStack()->count(), steps + 1); // measuring changes nothing

        // Undo the drag: the model is exactly as after placing.
        document->undoStack()->undo();
        QVERIFY(document->scenario() == afterPlace);
        document->undoStack()->undo();
        QCOMPARE(document->scenario().units().size(), before);
        QVERIFY(!scene->unitItem(placed.id()));
    }

    // The "Moved: ..." trail of a drag goes when the move is undone (issue
    // 30: it stayed on the table, measuring a move no longer there).
    void undoneMoveTakesItsTrail()
    {
        Document document;
        setTable(document, smallTable());
        TableView view;
        TableScene scene(&document);
        view.setScene(&scene);
        view.resize(1200, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.fitTable();
        SelectTool tool;
        scene.setTool(&tool);
        const auto trails = [&scene] {
            int n = 0;
            for (QGraphicsItem *item : scene.items())
                n += dynamic_cast<TapeItem *>(item) && item->isVisible() ? 1 : 0;
            return n;
        };
        const QPoint from = view.mapFromScene(QPointF(400, 900));
        const QPoint to = view.mapFromScene(QPointF(400, 800));
        QTest::mousePress(view.viewport(), Qt::LeftButton, {}, from);
        for (int i = 1; i <= 5; ++i)
            QTest::mouseMove(view.viewport(), from + (to - from) * i / 5);
        QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, to);
        QCOMPARE(document.undoStack()->count(), 1);
        QVERIFY2(tool.trailText().startsWith(u"Moved"_s), qPrintable(tool.trailText()));
        QCOMPARE(trails(), 1);
        document.undoStack()->undo();
        QCOMPARE(document.scenario().unit(u"a"_s)->position(), QPointF(400, 900));
        QVERIFY2(tool.trailText().isEmpty(), qPrintable(tool.trailText()));
        QCOMPARE(trails(), 0);
        scene.setTool(nullptr);
    }

    void dragAcrossAUnitTurnsRed()
    {
        Document document;
        setTable(document, smallTable());
        TableView view;
        TableScene scene(&document);
        view.setScene(&scene);
        view.resize(1200, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.fitTable();
        SelectTool tool;
        scene.setTool(&tool);
        // Drag a through b (300 mm to its right on the same line).
        const QPoint from = view.mapFromScene(QPointF(400, 900));
        const QPoint to = view.mapFromScene(QPointF(1000, 900));
        QSignalSpy messages(&tool, &AbstractTool::message);
        QTest::mousePress(view.viewport(), Qt::LeftButton, {}, from);
        QTest::mouseMove(view.viewport(), from + QPoint(5, 0));
        QTest::mouseMove(view.viewport(), to);
        QVERIFY(tool.trailWarning());
        QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, to);
        QVERIFY(!messages.isEmpty());
        QVERIFY2(messages.last().first().toString().contains(u"B"_s), qPrintable(messages.last().first().toString()));
        scene.setTool(nullptr);
    }

    void inspectorEditsAreCommands()
    {
        Document document;
        setTable(document, smallTable());
        TableScene scene(&document);
        InspectorPanel panel(&document, &scene);
        scene.selectUnit(u"b"_s);
        QCOMPARE(panel.unitId(), u"b"_s);
        auto *strength = panel.findChild<QSpinBox *>(u"strengthSpin"_s);
        QVERIFY(strength);
        QCOMPARE(strength->value(), 500);
        const table::Scenario before = document.scenario();
        strength->setValue(420);
        QCOMPARE(document.scenario().unit(u"b"_s)->strength(), 420);
        QCOMPARE(document.undoStack()->count(), 1);
        document.undoStack()->undo();
        QVERIFY(document.scenario() == before);
        QCOMPARE(strength->value(), 500);
    }

    void exportsAtTrueScale_data()
    {
        QTest::addColumn<int>("dpi");
        QTest::newRow("50 dpi") << 50;
        QTest::newRow("100 dpi") << 100;
    }

    void exportsAtTrueScale()
    {
        QFETCH(int, dpi);
        Document document;
        setTable(document, smallTable());
        TableScene scene(&document);
        QTemporaryDir dir;
        const QString png = dir.filePath(u"table.png"_s);
        QString error;
        QVERIFY2(TableExport::exportFile(&scene, png, dpi, true, &error), qPrintable(error));
        // A true-scale table is a big picture; lift the reader's safety limit.
        QImageReader::setAllocationLimit(1024);
        QImage image(png);
        QVERIFY(!image.isNull());
        // A 6' x 4' table plus 1 cm each side, at `dpi` dots per inch.
        const QRectF source = TableExport::exportRect(&scene);
        QCOMPARE(image.width(), int(std::ceil(source.width() / 25.4 * dpi)));
        QCOMPARE(image.height(), int(std::ceil(source.height() / 25.4 * dpi)));
        QCOMPARE(qRound(image.dotsPerMeterX() * 0.0254), dpi);
        // Cloth colour in the middle of nothing, red of unit a where it stands.
        const auto pixel = [&](QPointF mm) {
            return image.pixelColor(int((mm.x() - source.left()) / 25.4 * dpi), int((mm.y() - source.top()) / 25.4 * dpi));
        };
        QCOMPARE(pixel({1500, 1100}), QColor(0xe9, 0xdf, 0xc3));
        QVERIFY(pixel({368, 897}).red() > pixel({368, 897}).blue() + 40);

        QVERIFY2(TableExport::exportFile(&scene, dir.filePath(u"table.svg"_s), dpi, true, &error), qPrintable(error));
        QVERIFY2(TableExport::exportFile(&scene, dir.filePath(u"table.pdf"_s), dpi, true, &error), qPrintable(error));
        QVERIFY(QFileInfo(dir.filePath(u"table.svg"_s)).size() > 1000);
        QVERIFY(QFileInfo(dir.filePath(u"table.pdf"_s)).size() > 1000);
        QVERIFY(!TableExport::exportFile(&scene, dir.filePath(u"table.bmp"_s), dpi, true, &error));
        QVERIFY(error.contains(u".png"_s));
    }
};

QTEST_MAIN(TestTableScene)
#include "test_tablescene.moc"

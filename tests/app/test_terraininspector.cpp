// The terrain inspector: a piece is picked by clicking it with the select
// tool (or from the inspector's list), its type, cover, height and corners
// are edited through the panel as undoable commands, undo restores the
// model exactly, and an edit that would spoil the piece is refused.

#include "document/document.h"
#include "panels/inspectorpanel.h"
#include "panels/terraininspector.h"
#include "scene/tablescene.h"
#include "scene/tableview.h"
#include "scene/terrainselection.h"
#include "table/scenario.h"
#include "tools/selecttool.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGraphicsItem>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPushButton>
#include <QStackedWidget>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

#include <functional>

using namespace Qt::StringLiterals;
using namespace vedette;

namespace {

// A Brown table in inches: a unit standing in a wood, an open wood, a hill
// and a square marsh, so clicks can land on terrain with or without a unit.
table::Scenario brownTable()
{
    table::Scenario s;
    s.setRuleSystem(table::RuleSystem::Brown);
    s.addSide({u"red"_s, u"Red"_s, QColor(0xb2, 0x22, 0x22)});
    table::Unit u(u"a"_s, u"red"_s, u"A"_s, table::Arm::Foot);
    u.setPosition({1000, 560});
    s.addUnit(u);
    table::Terrain wood(u"wood"_s, table::TerrainType::Woods, QPolygonF{{800, 400}, {1300, 400}, {1300, 700}, {800, 700}});
    wood.setName(u"Bois de Bossu"_s);
    s.addTerrain(wood);
    table::Terrain hill(u"hill"_s, table::TerrainType::Hill, QPolygonF{{200, 200}, {400, 200}, {300, 400}});
    hill.setHeight(table::Length::fromInches(2.0));
    s.addTerrain(hill);
    s.addTerrain(table::Terrain(u"marsh"_s, table::TerrainType::Marsh,
                                QPolygonF{{100, 600}, {300, 600}, {300, 800}, {100, 800}}));
    return s;
}

void setTable(Document &document, const table::Scenario &scenario)
{
    document.scenario() = scenario;
    document.undoStack()->clear();
}

// A document, its scene in a shown view, the select tool and the inspector.
struct Bench
{
    Document document;
    TableView view;
    TableScene *scene = nullptr;
    SelectTool tool;
    InspectorPanel *panel = nullptr;

    explicit Bench(const table::Scenario &scenario)
    {
        setTable(document, scenario);
        scene = new TableScene(&document, &view);
        view.setScene(scene);
        view.resize(1200, 800);
        panel = new InspectorPanel(&document, scene, &view);
        scene->setTool(&tool);
    }
    ~Bench() { scene->setTool(nullptr); }

    bool show()
    {
        view.show();
        if (!QTest::qWaitForWindowExposed(&view))
            return false;
        view.fitTable();
        return true;
    }
    void click(QPointF scenePos)
    {
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, view.mapFromScene(scenePos));
    }
    TerrainInspector *inspector() const { return panel->terrainInspector(); }
    template<typename T>
    T *field(const QString &name) const
    {
        return panel->findChild<T *>(name);
    }
    bool showsTerrainPage() const
    {
        auto *stack = panel->findChild<QStackedWidget *>();
        return stack && stack->currentWidget() == inspector();
    }
};

} // namespace

class TestTerrainInspector : public QObject
{
    Q_OBJECT

private slots:
    void clickingPicksTerrainOrUnit_data()
    {
        QTest::addColumn<QPointF>("pos");
        QTest::addColumn<QString>("terrain");
        QTest::addColumn<QString>("unit");
        QTest::newRow("open part of the wood") << QPointF(1200, 650) << u"wood"_s << QString();
        QTest::newRow("unit standing in the wood") << QPointF(1000, 560) << QString() << u"a"_s;
        QTest::newRow("hill") << QPointF(300, 260) << u"hill"_s << QString();
        QTest::newRow("marsh") << QPointF(150, 750) << u"marsh"_s << QString();
        QTest::newRow("open ground") << QPointF(1500, 1000) << QString() << QString();
    }

    void clickingPicksTerrainOrUnit()
    {
        QFETCH(QPointF, pos);
        QFETCH(QString, terrain);
        QFETCH(QString, unit);
        Bench bench(brownTable());
        QVERIFY(bench.show());
        // Start from another selection, which the click must replace.
        TerrainSelection::of(bench.scene)->select(u"hill"_s == terrain ? u"marsh"_s : u"hill"_s);
        bench.click(pos);
        QCOMPARE(TerrainSelection::of(bench.scene)->terrainId(), terrain);
        QCOMPARE(bench.scene->selectedUnitId(), unit);
        QCOMPARE(bench.panel->terrainId(), terrain);
        QCOMPARE(bench.showsTerrainPage(), !terrain.isEmpty());
        QCOMPARE(bench.panel->unitId(), unit);
        // The picked piece is outlined above the terrain, below the units.
        bool outlined = false;
        for (QGraphicsItem *item : bench.scene->items(pos))
            outlined = outlined || item->zValue() == TableScene::TerrainLayer + 50;
        QCOMPARE(outlined, !terrain.isEmpty());
        QCOMPARE(bench.document.undoStack()->count(), 0); // picking changes nothing
    }

    void pickedFromTheInspectorList()
    {
        Bench bench(brownTable());
        auto *picker = bench.field<QComboBox>(u"terrainPicker"_s);
        QVERIFY(picker);
        QCOMPARE(picker->count(), 4); // none and three pieces
        bench.scene->selectUnit(u"a"_s);
        const int index = picker->findData(u"marsh"_s);
        QVERIFY(index > 0);
        picker->setCurrentIndex(index);
        emit picker->activated(index);
        QCOMPARE(TerrainSelection::of(bench.scene)->terrainId(), u"marsh"_s);
        QCOMPARE(bench.scene->selectedUnitId(), QString());
        QVERIFY(bench.showsTerrainPage());
        QVERIFY(picker->itemText(picker->findData(u"wood"_s)).contains(u"Bois de Bossu"_s));
    }

    void editsAreUndoableCommands_data()
    {
        QTest::addColumn<QString>("piece");
        QTest::addColumn<std::function<void(Bench &)>>("act");
        QTest::addColumn<std::function<bool(const table::Terrain &)>>("check");
        using Act = std::function<void(Bench &)>;
        using Check = std::function<bool(const table::Terrain &)>;
        const auto choose = [](Bench &b, const QString &combo, int data) {
            auto *box = b.field<QComboBox>(combo);
            const int i = box->findData(data);
            box->setCurrentIndex(i);
            emit box->activated(i);
        };
        QTest::newRow("wood becomes a town block") << u"wood"_s << Act([choose](Bench &b) {
            choose(b, u"terrainTypeCombo"_s, int(table::TerrainType::Buildings));
        }) << Check([](const table::Terrain &t) {
            return t.type() == table::TerrainType::Buildings && t.cover() == table::CoverClass::Heavy;
        });
        QTest::newRow("hill becomes a road, losing its height") << u"hill"_s << Act([choose](Bench &b) {
            choose(b, u"terrainTypeCombo"_s, int(table::TerrainType::Road));
        }) << Check([](const table::Terrain &t) {
            return t.type() == table::TerrainType::Road && t.height().mm() == 0.0 && !t.isBadGoing();
        });
        QTest::newRow("wood in medium cover") << u"wood"_s << Act([choose](Bench &b) {
            choose(b, u"coverCombo"_s, int(table::CoverClass::Medium));
        }) << Check([](const table::Terrain &t) {
            return t.cover() == table::CoverClass::Medium && t.type() == table::TerrainType::Woods;
        });
        QTest::newRow("marsh gives no cover") << u"marsh"_s << Act([choose](Bench &b) {
            choose(b, u"coverCombo"_s, int(table::CoverClass::Heavy));
        }) << Check([](const table::Terrain &t) { return t.cover() == table::CoverClass::Heavy; });
        QTest::newRow("hill 3 inches high") << u"hill"_s << Act([](Bench &b) {
            b.field<QDoubleSpinBox>(u"heightSpin"_s)->setValue(3.0);
        }) << Check([](const table::Terrain &t) { return qFuzzyCompare(t.height().inches(), 3.0); });
        QTest::newRow("marsh impassable") << u"marsh"_s << Act([](Bench &b) {
            b.field<QCheckBox>(u"impassableCheck"_s)->setChecked(true);
        }) << Check([](const table::Terrain &t) { return t.isImpassable(); });
        QTest::newRow("wood renamed") << u"wood"_s << Act([](Bench &b) {
            auto *name = b.field<QLineEdit>(u"terrainNameEdit"_s);
            name->setText(u"  Bois de Soignes "_s);
            emit name->editingFinished();
        }) << Check([](const table::Terrain &t) { return t.name() == u"Bois de Soignes"_s; });
        QTest::newRow("a marsh corner moved 2 inches right") << u"marsh"_s << Act([](Bench &b) {
            auto *table = b.field<QTableWidget>(u"vertexTable"_s);
            const double x = table->item(1, 0)->data(Qt::EditRole).toDouble();
            table->item(1, 0)->setData(Qt::EditRole, x + 2.0);
        }) << Check([](const table::Terrain &t) {
            return std::abs(t.outline()[1].x() - (300 + 50.8)) < 0.3 && t.outline()[1].y() == 600;
        });
    }

    void editsAreUndoableCommands()
    {
        QFETCH(QString, piece);
        QFETCH(std::function<void(Bench &)>, act);
        QFETCH(std::function<bool(const table::Terrain &)>, check);
        Bench bench(brownTable());
        TerrainSelection::of(bench.scene)->select(piece);
        QCOMPARE(bench.inspector()->terrainId(), piece);
        const table::Scenario before = bench.document.scenario();
        act(bench);
        QVERIFY2(bench.inspector()->refusal().isEmpty(), qPrintable(bench.inspector()->refusal()));
        QCOMPARE(bench.document.undoStack()->count(), 1);
        const table::Scenario after = bench.document.scenario();
        QVERIFY(check(*after.terrainPiece(piece)));
        bench.document.undoStack()->undo();
        QVERIFY(bench.document.scenario() == before);
        QVERIFY(!check(*bench.document.scenario().terrainPiece(piece)));
        bench.document.undoStack()->redo();
        QVERIFY(bench.document.scenario() == after);
        bench.document.undoStack()->undo();
        QVERIFY(bench.document.scenario() == before);
        // The panel shows the model again after undo.
        QCOMPARE(bench.field<QComboBox>(u"terrainTypeCombo"_s)->currentData().toInt(),
                 int(before.terrainPiece(piece)->type()));
        QCOMPARE(bench.field<QComboBox>(u"coverCombo"_s)->currentData().toInt(),
                 int(before.terrainPiece(piece)->cover()));
    }

    void spinSteppingIsOneStep()
    {
        Bench bench(brownTable());
        TerrainSelection::of(bench.scene)->select(u"hill"_s);
        auto *height = bench.field<QDoubleSpinBox>(u"heightSpin"_s);
        QVERIFY(height->isEnabled());
        const table::Scenario before = bench.document.scenario();
        for (double h : {2.1, 2.2, 2.3, 2.4})
            height->setValue(h);
        QCOMPARE(bench.document.undoStack()->count(), 1);
        QVERIFY(qFuzzyCompare(bench.document.scenario().terrainPiece(u"hill"_s)->height().inches(), 2.4));
        bench.document.undoStack()->undo();
        QVERIFY(bench.document.scenario() == before);
        // Only hills have a height to edit.
        TerrainSelection::of(bench.scene)->select(u"wood"_s);
        QVERIFY(!height->isEnabled());
    }

    void badEditRefused_data()
    {
        QTest::addColumn<QString>("piece");
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("column");
        QTest::addColumn<double>("inches");
        QTest::addColumn<QString>("says");
        // (400, 600) joined back to (100, 800) crosses the edge at x = 300.
        QTest::newRow("marsh corner dragged across an edge") << u"marsh"_s << 0 << 0 << 400 / 25.4 << u"crosses"_s;
        // The hill's apex on its base line: a flat triangle.
        QTest::newRow("hill flattened") << u"hill"_s << 2 << 1 << 200 / 25.4 << u"area"_s;
        // The hill's second corner onto its first (both 200 mm down).
        QTest::newRow("two corners made one") << u"hill"_s << 1 << 0 << 200 / 25.4 << u"three"_s;
    }

    void badEditRefused()
    {
        QFETCH(QString, piece);
        QFETCH(int, row);
        QFETCH(int, column);
        QFETCH(double, inches);
        QFETCH(QString, says);
        Bench bench(brownTable());
        TerrainSelection::of(bench.scene)->select(piece);
        const table::Scenario before = bench.document.scenario();
        auto *table = bench.field<QTableWidget>(u"vertexTable"_s);
        const double shown = table->item(row, column)->data(Qt::EditRole).toDouble();
        const table::Scenario beforeLast = bench.document.scenario();
        const int steps = bench.document.undoStack()->count();
        table->item(row, column)->setData(Qt::EditRole, inches);
        QVERIFY2(bench.inspector()->refusal().contains(says), qPrintable(bench.inspector()->refusal()));
        QVERIFY(bench.document.scenario() == beforeLast);
        QCOMPARE(bench.document.undoStack()->count(), steps);
        // The cell shows the model's corner again.
        QCOMPARE(table->item(row, column)->data(Qt::EditRole).toDouble(), shown);
        // A good edit afterwards clears the message.
        while (bench.document.undoStack()->canUndo())
            bench.document.undoStack()->undo();
        QVERIFY(bench.document.scenario() == before);
        auto *cover = bench.field<QComboBox>(u"coverCombo"_s);
        const int heavy = cover->findData(int(table::CoverClass::Heavy));
        cover->setCurrentIndex(heavy);
        emit cover->activated(heavy);
        QCOMPARE(bench.document.scenario().terrainPiece(piece)->cover(), table::CoverClass::Heavy);
        QVERIFY(bench.inspector()->refusal().isEmpty());
    }

    void deleteKeyRemovesPickedTerrain()
    {
        Bench bench(brownTable());
        QVERIFY(bench.show());
        bench.click({1200, 650});
        QCOMPARE(TerrainSelection::of(bench.scene)->terrainId(), u"wood"_s);
        const table::Scenario before = bench.document.scenario();
        QKeyEvent del(QEvent::KeyPress, Qt::Key_Delete, Qt::NoModifier);
        QVERIFY(bench.tool.keyPressed(&del));
        QVERIFY(!bench.document.scenario().terrainPiece(u"wood"_s));
        QCOMPARE(TerrainSelection::of(bench.scene)->terrainId(), QString());
        QVERIFY(!bench.showsTerrainPage());
        QVERIFY(!bench.scene->terrainItem(u"wood"_s));
        bench.document.undoStack()->undo();
        QVERIFY(bench.document.scenario() == before);
        QVERIFY(bench.scene->terrainItem(u"wood"_s));
        // With nothing picked, Delete is not the tool's.
        QVERIFY(!bench.tool.keyPressed(&del));
        // The inspector's button removes the piece as well.
        TerrainSelection::of(bench.scene)->select(u"hill"_s);
        bench.field<QPushButton>(u"removeTerrainButton"_s)->click();
        QVERIFY(!bench.document.scenario().terrainPiece(u"hill"_s));
        bench.document.undoStack()->undo();
        QVERIFY(bench.document.scenario() == before);
    }

    void factsInTheScenarioUnits_data()
    {
        QTest::addColumn<bool>("balagan");
        QTest::addColumn<QStringList>("facts");
        QTest::addColumn<QStringList>("costs");
        // The marsh is 200 x 200 mm: 400 cm², 62.0 sq in; 800 mm round.
        QTest::newRow("Brown, inches, no bad-going rules")
            << false << QStringList{u"62.0 sq in"_s, u"31.5\""_s, u"4 corner"_s}
            << QStringList{u"no extra cost"_s};
        // Balagan at 100 paces a cm: 80 cm round is 8,000 p; every 100 p
        // in a marsh costs foot 400 p in line, 200 p in column.
        QTest::newRow("Balagan, paces")
            << true << QStringList{u"400 cm²"_s, u"8,000 p"_s, u"4 corner"_s}
            << QStringList{u"100 p"_s, u"Foot: 400 p in line, 200 p in column"_s,
                           u"Horse: impassable in line, 400 p in column"_s};
    }

    void factsInTheScenarioUnits()
    {
        QFETCH(bool, balagan);
        QFETCH(QStringList, facts);
        QFETCH(QStringList, costs);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        table::Scenario s = brownTable();
        if (balagan)
            s.setRuleSystem(table::RuleSystem::Balagan);
        Bench bench(s);
        TerrainSelection::of(bench.scene)->select(u"marsh"_s);
        for (const QString &fact : facts)
            QVERIFY2(bench.inspector()->factsText().contains(fact), qPrintable(bench.inspector()->factsText()));
        for (const QString &cost : costs)
            QVERIFY2(bench.inspector()->costText().contains(cost), qPrintable(bench.inspector()->costText()));
        // Impassable terrain says so whatever the rules.
        bench.field<QCheckBox>(u"impassableCheck"_s)->setChecked(true);
        QVERIFY2(bench.inspector()->costText().startsWith(u"Impassable"_s), qPrintable(bench.inspector()->costText()));
    }
};

QTEST_MAIN(TestTerrainInspector)
#include "test_terraininspector.moc"

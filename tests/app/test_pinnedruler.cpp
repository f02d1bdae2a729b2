// Pinned rulers: pinning is an undoable change of the scenario, a ruler
// between two units is measured again to their closest edges whenever one
// moves or turns, its label can be edited, it can be picked and deleted,
// and it comes back when the campaign is closed and opened again.

#include "commands/addremoveobjectcommand.h"
#include "commands/moveunitcommand.h"
#include "commands/rotateunitcommand.h"
#include "document/campaign.h"
#include "document/document.h"
#include "scene/tapeitem.h"
#include "scene/pinnedrulerlayer.h"
#include "scene/tablescene.h"
#include "scene/tableview.h"
#include "table/geometry.h"
#include "table/scenario.h"
#include "test_campaignfixture.h"
#include "tools/measuretool.h"
#include "tools/selecttool.h"

#include <QKeyEvent>
#include <QMenu>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <functional>

using namespace Qt::StringLiterals;
using namespace vedette;

namespace {

// Two Brown foot units on one line, 4 stands of 40 mm: 160 mm wide, centres
// 300 mm apart, so 140 mm (5.5") between their edges; and a third far off.
table::Scenario twoUnits()
{
    table::Scenario s;
    s.setRuleSystem(table::RuleSystem::Brown);
    s.addSide({u"red"_s, u"Red"_s, QColor(0xb2, 0x22, 0x22)});
    s.addSide({u"blue"_s, u"Blue"_s, QColor(0x2f, 0x4f, 0x8f)});
    const auto unit = [&](const QString &id, const QString &side, QPointF pos) {
        table::Unit u(id, side, id.toUpper(), table::Arm::Foot);
        u.setPosition(pos);
        s.addUnit(u);
    };
    unit(u"a"_s, u"red"_s, {400, 900});
    unit(u"b"_s, u"blue"_s, {700, 900});
    unit(u"c"_s, u"blue"_s, {1400, 300});
    return s;
}

void setTable(Document &document, const table::Scenario &scenario)
{
    document.scenario() = scenario;
    document.undoStack()->clear();
}

double edgeDistance(const table::Scenario &s, const QString &a, const QString &b)
{
    return table::geometry::edgeDistance(s.footprint(*s.unit(a)), s.footprint(*s.unit(b))).mm();
}

// Measures from a to b with the measure tool and pins it.
QString pinAToB(TableScene &, MeasureTool &tool)
{
    tool.measure({400, 900}, {700, 900});
    TapeItem *pinned = tool.pinCurrent();
    if (!pinned)
        return {};
    return pinned->rulerId();
}

} // namespace

class TestPinnedRuler : public QObject
{
    Q_OBJECT

    QTemporaryDir mDir;

private slots:
    void initTestCase()
    {
        QVERIFY(mDir.isValid());
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    void pinningIsAnUndoableChange()
    {
        Document document;
        setTable(document, twoUnits());
        TableScene scene(&document);
        MeasureTool tool;
        scene.setTool(&tool);
        const table::Scenario before = document.scenario();
        const QString id = pinAToB(scene, tool);
        QVERIFY(!id.isEmpty());
        QCOMPARE(document.undoStack()->count(), 1);
        const table::PinnedRuler *ruler = document.scenario().ruler(id);
        QVERIFY(ruler);
        QCOMPARE(ruler->from.unitId, u"a"_s);
        QCOMPARE(ruler->to.unitId, u"b"_s);
        TapeItem *item = PinnedRulerLayer::of(&scene)->item(id);
        QVERIFY(item);
        QVERIFY(item->isPinned());
        QCOMPARE(qRound(item->line().length() * 1000), 140000);
        QVERIFY2(item->labelText().startsWith(u"A to B, edge to edge: 5.5\""_s), qPrintable(item->labelText()));
        const table::Scenario pinned = document.scenario();

        document.undoStack()->undo();
        QVERIFY(document.scenario() == before);
        QVERIFY(!PinnedRulerLayer::of(&scene)->item(id));
        QVERIFY(scene.pinnedRulers().isEmpty());
        document.undoStack()->redo();
        QVERIFY(document.scenario() == pinned);
        QVERIFY(PinnedRulerLayer::of(&scene)->item(id));
        QCOMPARE(scene.pinnedRulers().size(), 1);

        // A point-to-point ruler keeps its points.
        tool.measure({100, 100}, {100, 354});
        TapeItem *tape = tool.pinCurrent();
        QVERIFY(tape);
        const table::PinnedRuler *points = document.scenario().ruler(tape->rulerId());
        QVERIFY(points && !points->from.onUnit() && !points->to.onUnit());
        QCOMPARE(points->to.point, QPointF(100, 354));
        QVERIFY2(tape->labelText().startsWith(u"10.0\""_s), qPrintable(tape->labelText()));
        scene.setTool(nullptr);
    }

    void followsUnits_data()
    {
        QTest::addColumn<std::function<QUndoCommand *(Document *)>>("make");
        QTest::addColumn<int>("expectedMm"); // 0: just compare with the geometry
        using Make = std::function<QUndoCommand *(Document *)>;
        QTest::newRow("b steps back 100 mm") << Make([](Document *d) {
            return new MoveUnitCommand(d, u"b"_s, {700, 900}, {800, 900});
        }) << 240;
        QTest::newRow("a closes up 100 mm") << Make([](Document *d) {
            return new MoveUnitCommand(d, u"a"_s, {400, 900}, {500, 900});
        }) << 40;
        QTest::newRow("b turns to face a") << Make([](Document *d) {
            return new RotateUnitCommand(d, u"b"_s, 0, 270);
        }) << 0;
        QTest::newRow("b moves up the table") << Make([](Document *d) {
            return new MoveUnitCommand(d, u"b"_s, {700, 900}, {700, 500});
        }) << 0;
    }

    void followsUnits()
    {
        QFETCH(std::function<QUndoCommand *(Document *)>, make);
        QFETCH(int, expectedMm);
        Document document;
        setTable(document, twoUnits());
        TableScene scene(&document);
        MeasureTool tool;
        scene.setTool(&tool);
        const QString id = pinAToB(scene, tool);
        TapeItem *item = PinnedRulerLayer::of(&scene)->item(id);
        QVERIFY(item);
        const QString labelBefore = item->labelText();
        document.push(make(&document));
        const double expected = expectedMm ? expectedMm : edgeDistance(document.scenario(), u"a"_s, u"b"_s);
        QVERIFY2(std::abs(item->line().length() - expected) < 1e-6,
                 qPrintable(QString::number(item->line().length()) + u" vs "_s + QString::number(expected)));
        // The label says the new distance.
        QVERIFY(item->labelText() != labelBefore);
        QVERIFY2(item->labelText().contains(scene.formatDistance(expected)), qPrintable(item->labelText()));
        // The ruler's model did not change: it names the units, not points.
        QCOMPARE(document.scenario().ruler(id)->from.unitId, u"a"_s);
        document.undoStack()->undo();
        QCOMPARE(qRound(item->line().length() * 1000), 140000);
        QCOMPARE(item->labelText(), labelBefore);
        scene.setTool(nullptr);
    }

    void labelEditedAndUndone()
    {
        Document document;
        setTable(document, twoUnits());
        TableScene scene(&document);
        MeasureTool tool;
        scene.setTool(&tool);
        const QString id = pinAToB(scene, tool);
        PinnedRulerLayer *layer = PinnedRulerLayer::of(&scene);
        layer->setLabel(id, u"  Charge reach "_s);
        QCOMPARE(document.scenario().ruler(id)->label, u"Charge reach"_s);
        QVERIFY2(layer->item(id)->labelText().startsWith(u"Charge reach: 5.5\""_s), qPrintable(layer->item(id)->labelText()));
        QCOMPARE(document.undoStack()->count(), 2);
        // The same label again is no change.
        layer->setLabel(id, u"Charge reach"_s);
        QCOMPARE(document.undoStack()->count(), 2);
        document.undoStack()->undo();
        QCOMPARE(document.scenario().ruler(id)->label, QString());
        QVERIFY(layer->item(id)->labelText().startsWith(u"A to B"_s));
        scene.setTool(nullptr);
    }

    void pickedAndDeletedWithTheSelectTool()
    {
        Document document;
        setTable(document, twoUnits());
        TableView view;
        auto *scene = new TableScene(&document, &view);
        view.setScene(scene);
        view.resize(1200, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.fitTable();
        MeasureTool measure;
        scene->setTool(&measure);
        const QString id = pinAToB(*scene, measure);
        measure.measure({200, 200}, {200, 600});
        const QString other = measure.pinCurrent()->rulerId();
        const table::Scenario before = document.scenario();

        SelectTool select;
        scene->setTool(&select);
        PinnedRulerLayer *layer = PinnedRulerLayer::of(scene);
        // Click the middle of the a-b ruler, between the units.
        const QPointF middle = layer->item(id)->line().center();
        QVERIFY(middle.x() > 480 && middle.x() < 620);
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, view.mapFromScene(middle));
        QCOMPARE(layer->selectedRulerId(), id);
        QVERIFY(layer->item(id)->isHighlighted());
        QVERIFY(!layer->item(other)->isHighlighted());
        QCOMPARE(scene->selectedUnitId(), QString());
        QKeyEvent del(QEvent::KeyPress, Qt::Key_Delete, Qt::NoModifier);
        QVERIFY(select.keyPressed(&del));
        QVERIFY(!document.scenario().ruler(id));
        QVERIFY(!layer->item(id));
        QCOMPARE(layer->selectedRulerId(), QString());
        QVERIFY(document.scenario().ruler(other));
        document.undoStack()->undo();
        // Back in its old place, order included.
        QVERIFY(document.scenario() == before);
        QVERIFY(layer->item(id));
        // Picking a unit drops the ruler.
        layer->select(other);
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, view.mapFromScene(QPointF(400, 900)));
        QCOMPARE(scene->selectedUnitId(), u"a"_s);
        QCOMPARE(layer->selectedRulerId(), QString());
        // Clearing all is one step.
        const int steps = document.undoStack()->index();
        layer->removeAll();
        QVERIFY(document.scenario().rulers().isEmpty());
        QVERIFY(scene->pinnedRulers().isEmpty());
        QCOMPARE(document.undoStack()->index(), steps + 1);
        document.undoStack()->undo();
        QVERIFY(document.scenario() == before);
        QCOMPARE(scene->pinnedRulers().size(), 2);
        scene->setTool(nullptr);
    }

    void doubleClickLabels()
    {
        Document document;
        setTable(document, twoUnits());
        TableView view;
        auto *scene = new TableScene(&document, &view);
        view.setScene(scene);
        view.resize(1200, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.fitTable();
        MeasureTool measure;
        scene->setTool(&measure);
        const QString id = pinAToB(*scene, measure);
        SelectTool select;
        scene->setTool(&select);
        const QPoint middle = view.mapFromScene(PinnedRulerLayer::of(scene)->item(id)->line().center());
        fixture::ModalAnswerer answer([](QWidget *modal) { fixture::ModalAnswerer::enterText(modal, u"Musket range"_s); });
        QTest::mouseDClick(view.viewport(), Qt::LeftButton, {}, middle);
        QVERIFY(answer.seen());
        QVERIFY(answer.unexpected().isEmpty());
        QCOMPARE(document.scenario().ruler(id)->label, u"Musket range"_s);
        QVERIFY(PinnedRulerLayer::of(scene)->item(id)->labelText().startsWith(u"Musket range: "_s));
        document.undoStack()->undo();
        QCOMPARE(document.scenario().ruler(id)->label, QString());
        scene->setTool(nullptr);
    }

    void contextMenuRemoves()
    {
        Document document;
        setTable(document, twoUnits());
        TableView view;
        auto *scene = new TableScene(&document, &view);
        view.setScene(scene);
        view.resize(1200, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.fitTable();
        MeasureTool measure;
        scene->setTool(&measure);
        const QString id = pinAToB(*scene, measure);
        const table::Scenario before = document.scenario();
        SelectTool select;
        scene->setTool(&select);
        // The menu's second entry removes the ruler.
        bool shown = false;
        QTimer::singleShot(100, &view, [&shown] {
            auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
            if (!menu)
                return;
            shown = true;
            const QList<QAction *> actions = menu->actions();
            menu->setActiveAction(actions.value(1));
            QTest::keyClick(menu, Qt::Key_Return);
        });
        const QPoint middle = view.mapFromScene(PinnedRulerLayer::of(scene)->item(id)->line().center());
        QTest::mouseClick(view.viewport(), Qt::RightButton, {}, middle);
        QVERIFY(shown);
        QVERIFY(!document.scenario().ruler(id));
        document.undoStack()->undo();
        QVERIFY(document.scenario() == before);
        scene->setTool(nullptr);
    }

    void unitGoneLeavesItsPoint()
    {
        Document document;
        setTable(document, twoUnits());
        TableScene scene(&document);
        MeasureTool tool;
        scene.setTool(&tool);
        const QString id = pinAToB(scene, tool);
        TapeItem *item = PinnedRulerLayer::of(&scene)->item(id);
        document.push(AddRemoveUnitCommand::remove(&document, u"b"_s));
        // From a's nearest edge to where b stood when pinned: 300 - 80 mm.
        QVERIFY(PinnedRulerLayer::of(&scene)->item(id) == item);
        QCOMPARE(item->line().p2(), QPointF(700, 900));
        QCOMPARE(qRound(item->line().length() * 1000), 220000);
        document.undoStack()->undo();
        QCOMPARE(qRound(item->line().length() * 1000), 140000);
        scene.setTool(nullptr);
    }

    void unitDeletedWithTheSelectToolLeavesItsLastPlace()
    {
        Document document;
        setTable(document, twoUnits());
        TableScene scene(&document);
        MeasureTool measure;
        scene.setTool(&measure);
        const QString id = pinAToB(scene, measure);
        document.push(new MoveUnitCommand(&document, u"b"_s, {700, 900}, {800, 900}));
        const table::Scenario before = document.scenario();
        const int steps = document.undoStack()->index();
        SelectTool select;
        scene.setTool(&select);
        scene.selectUnit(u"b"_s);
        QKeyEvent del(QEvent::KeyPress, Qt::Key_Delete, Qt::NoModifier);
        QVERIFY(select.keyPressed(&del));
        QVERIFY(!document.scenario().unit(u"b"_s));
        QCOMPARE(document.undoStack()->index(), steps + 1);
        const table::PinnedRuler *ruler = document.scenario().ruler(id);
        QVERIFY(ruler);
        QCOMPARE(ruler->to.unitId, QString());
        QCOMPARE(ruler->to.point, QPointF(800, 900));
        QCOMPARE(ruler->from.unitId, u"a"_s);
        TapeItem *item = PinnedRulerLayer::of(&scene)->item(id);
        QCOMPARE(item->line().p2(), QPointF(800, 900));
        QCOMPARE(qRound(item->line().length() * 1000), 320000);
        document.undoStack()->undo();
        QVERIFY(document.scenario() == before);
        QCOMPARE(qRound(item->line().length() * 1000), 240000);
        scene.setTool(nullptr);
    }

    void savedWithTheBattleAndReopened()
    {
        const QString path = mDir.filePath(u"rulers.vedette"_s);
        table::PinnedRuler kept;
        {
            Document document;
            QVERIFY2(document.campaign()->create(path, u"rulers"_s, fixture::writeScenarioJson(mDir.path())),
                     qPrintable(document.campaign()->errorString()));
            TableScene scene(&document);
            MeasureTool tool;
            scene.setTool(&tool);
            // The 17th Lancers and the 11th Hussars stand side by side.
            tool.measure({400, 900}, {600, 900});
            TapeItem *pinned = tool.pinCurrent();
            QVERIFY(pinned);
            PinnedRulerLayer::of(&scene)->setLabel(pinned->rulerId(), u"Gap in the line"_s);
            kept = *document.scenario().ruler(pinned->rulerId());
            QCOMPARE(kept.from.unitId, u"l17"_s);
            QCOMPARE(kept.to.unitId, u"h11"_s);
            scene.setTool(nullptr);
            QVERIFY2(document.campaign()->flush(), qPrintable(document.campaign()->errorString()));
            document.campaign()->close();
        }
        Document reopened;
        TableScene scene(&reopened);
        PinnedRulerLayer *layer = PinnedRulerLayer::of(&scene);
        QVERIFY2(reopened.campaign()->open(path), qPrintable(reopened.campaign()->errorString()));
        QCOMPARE(reopened.scenario().rulers().size(), 1);
        QVERIFY(reopened.scenario().rulers().first() == kept);
        TapeItem *item = layer->item(kept.id);
        QVERIFY(item);
        QVERIFY2(item->labelText().startsWith(u"Gap in the line: "_s), qPrintable(item->labelText()));
        const double edge = edgeDistance(reopened.scenario(), u"l17"_s, u"h11"_s);
        QVERIFY(std::abs(item->line().length() - edge) < 1e-6);
        // And it still follows the units after reopening.
        reopened.push(new MoveUnitCommand(&reopened, u"h11"_s, {600, 900}, {650, 900}));
        QVERIFY(std::abs(item->line().length() - edgeDistance(reopened.scenario(), u"l17"_s, u"h11"_s)) < 1e-6);
        QVERIFY(item->line().length() > edge);
        reopened.campaign()->close();
    }
};

QTEST_MAIN(TestPinnedRuler)
#include "test_pinnedruler.moc"

// Balagan on the table: the reach of the selected unit, the deployment zones
// during set-up, and the house-rules dialog.
#include "test_campaignfixture.h"
#include "test_bundledscenario.h"

#include "document/campaign.h"
#include "document/diceservice.h"
#include "document/document.h"
#include "panels/balaganhouserulesdialog.h"
#include "panels/balaganoverlay.h"
#include "controllers/balagancontroller.h"
#include "panels/boundpanel.h"
#include "scene/deploymentzoneitem.h"
#include "scene/reachableareaitem.h"
#include "scene/tablescene.h"
#include "scene/tableview.h"
#include "scene/unititem.h"
#include "window/mainwindow.h"

#include <algorithm>

#include <QAction>
#include <QApplication>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QMenu>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>
#include <QUndoStack>

using namespace Qt::StringLiterals;
using namespace vedette;

namespace {

using fixture::placedUnit;

// A 3 x 2 m table at 100 paces to the cm: red foot in line facing a wood,
// red horse in column, blue foot far away, and a red and a blue line 600p
// apart.
table::Scenario battle()
{
    table::Scenario scenario;
    scenario.setRuleSystem(table::RuleSystem::Balagan);
    scenario.setTableSize(table::Length::fromMm(3000.0), table::Length::fromMm(2000.0));
    scenario.addSide({u"red"_s, u"Red"_s, Qt::red});
    scenario.addSide({u"blue"_s, u"Blue"_s, Qt::blue});
    scenario.addTerrain(table::Terrain(u"wood"_s, table::TerrainType::Woods,
                                       QPolygonF({{1300, 900}, {1700, 900}, {1700, 1480}, {1300, 1480}})));
    scenario.addUnit(placedUnit(u"red-foot"_s, u"red"_s, table::Arm::Foot, table::Formation::SingleLine, {1500, 1500}, 0.0));
    scenario.addUnit(placedUnit(u"red-horse"_s, u"red"_s, table::Arm::Horse, table::Formation::ColumnOfMarch, {600, 1500}, 0.0));
    scenario.addUnit(placedUnit(u"blue-foot"_s, u"blue"_s, table::Arm::Foot, table::Formation::SingleLine, {1500, 400}, 180.0));
    // Two lines 600p apart: out of the book's foot range of 200p.
    scenario.addUnit(placedUnit(u"blue-line"_s, u"blue"_s, table::Arm::Foot, table::Formation::SingleLine, {2500, 1420}, 180.0));
    scenario.addUnit(placedUnit(u"red-line"_s, u"red"_s, table::Arm::Foot, table::Formation::SingleLine, {2500, 1500}, 0.0));
    return scenario;
}

// Accepts the dialog that opens next after changing one spin box.
void acceptNextDialog(const QString &box, double value)
{
    QTimer::singleShot(0, [box, value] {
        auto *dialog = qobject_cast<BalaganHouseRulesDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        auto *spin = dialog->findChild<QDoubleSpinBox *>(box);
        QVERIFY(spin);
        spin->setValue(value);
        dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
    });
}

} // namespace

class TestBalaganOverlay : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void reachOfTheSelectedUnit()
    {
        Document document;
        document.scenario() = battle();
        TableScene scene(&document);
        BoundPanel panel(&document);
        QAction toggle;
        toggle.setCheckable(true);
        toggle.setChecked(true);
        auto *overlay = new BalaganOverlay(&scene, panel.controller(), &toggle);
        ReachableAreaItem *reach = overlay->reachItem();
        QVERIFY(reach->scene() == &scene);

        // Nothing selected: no overlay.
        QVERIFY(!reach->isVisible());

        // Foot in line: 600p = 60 mm; the wood 20 mm ahead costs x4, so 30 mm straight ahead.
        scene.selectUnit(u"red-foot"_s);
        QVERIFY(reach->isVisible());
        QCOMPARE(reach->unitId(), u"red-foot"_s);
        QCOMPARE(reach->area().allowancePaces, 600.0);
        QVERIFY(std::abs(reach->area().freeDistance.mm() - 30.0) < 0.05);
        QVERIFY(reach->label().startsWith(u"600 p"_s));
        const QRectF footBounds = reach->boundingRect();
        QVERIFY(footBounds.contains(QPointF(1500, 1555)));     // behind it, in the open
        QVERIFY(footBounds.bottom() < 1500 + 60 + 5 + 3);     // not beyond the allowance
        QVERIFY(footBounds.top() > 1500 - 60);                // the wood holds it back ahead

        // Horse in column: 2400p = 240 mm, open ground all round.
        scene.selectUnit(u"red-horse"_s);
        QCOMPARE(reach->unitId(), u"red-horse"_s);
        QVERIFY(reach->label().startsWith(u"2,400 p"_s));
        const QRectF horseBounds = reach->boundingRect();
        QVERIFY(std::abs(horseBounds.width() - 480.0) < 15.0);
        QVERIFY(std::abs(horseBounds.center().x() - 600.0) < 5.0);

        // It follows the unit when it moves.
        table::Unit moved = *document.scenario().unit(u"red-horse"_s);
        moved.setPosition({800, 1500});
        document.scenario().updateUnit(moved);
        QVERIFY(std::abs(reach->boundingRect().center().x() - 800.0) < 5.0);

        // Switched off, and back on.
        toggle.setChecked(false);
        QVERIFY(!reach->isVisible());
        toggle.setChecked(true);
        QVERIFY(reach->isVisible());

        // Not for another rule system.
        table::Scenario brown = document.scenario();
        brown.setRuleSystem(table::RuleSystem::Brown);
        document.scenario() = brown;
        document.scenario().notifyReset();
        scene.selectUnit(u"red-horse"_s);
        QVERIFY(!reach->isVisible());
        for (DeploymentZoneItem *zone : overlay->zoneItems())
            QVERIFY(!zone->isVisible());
    }

    // A zone's caption stands outside it, away from the table's middle,
    // where there is room; it is one of the table's labels (TableLabels), so
    // it is never cut by the view's edge, never covers a unit deploying in
    // the zone and never the other zone's caption (in French the two once
    // overlapped, and units covered them), in the window's layer picture as
    // in a frame drawn directly.
    void zoneLabelsStayOnTheTable_data()
    {
        QTest::addColumn<bool>("layerCached");
        QTest::newRow("layer picture") << true;
        QTest::newRow("direct") << false;
    }
    void zoneLabelsStayOnTheTable()
    {
        QFETCH(bool, layerCached);
        Document document;
        document.scenario() = test::bundledScenario(u"blenheim-1704.json"_s);
        TableView view;
        view.setLayerCached(layerCached);
        auto *scene = new TableScene(&document, &view);
        view.setScene(scene);
        BoundPanel panel(&document);
        auto *overlay = new BalaganOverlay(scene, panel.controller(), nullptr);
        QVERIFY(panel.inSetUp());
        const QList<DeploymentZoneItem *> zones = overlay->zoneItems();
        QCOMPARE(zones.size(), 2);
        view.resize(540, 560);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.fitTable();

        // The zones' captions as the last frame placed them (device pixels).
        // (Once the labels are laid out for this view: after a zoom or a pan
        // they are first moved with the table, laid out again when it pauses.)
        const auto drawn = [&] {
            QHash<QString, QRectF> labels;
            if (!QTest::qWaitFor([&] { view.viewport()->repaint(); return view.labelsFitView(); }))
                return labels;
            for (const render::TableLabels::Placed &placed : scene->placedLabels()) {
                if (placed.kind == render::TableLabels::Placed::ZoneLabel)
                    labels.insert(placed.owner, placed.rect);
            }
            return labels;
        };
        const auto unitsOnScreen = [&] {
            QList<QRectF> rects;
            for (const table::Unit &unit : document.scenario().units()) {
                if (const UnitItem *item = scene->unitItem(unit.id()))
                    rects.append((item->sceneTransform() * view.viewportTransform())
                                     .map(QPolygonF(item->painted().outline)).boundingRect());
            }
            return rects;
        };
        const auto check = [&](const QHash<QString, QRectF> &labels) {
            QCOMPARE(labels.size(), 2);
            const QRectF frame(view.viewport()->rect());
            for (auto it = labels.cbegin(); it != labels.cend(); ++it) {
                QVERIFY2(frame.contains(it.value()), qPrintable(it.key() + u" is cut by the view's edge"_s));
                for (const QRectF &unit : unitsOnScreen())
                    QVERIFY2(!unit.intersects(it.value()), qPrintable(it.key() + u"'s caption covers a unit"_s));
            }
            QVERIFY2(!labels.cbegin().value().intersects(std::next(labels.cbegin()).value()), "the two captions overlap");
        };
        check(drawn());

        // Zoomed in on a zone's labelled corner, there is room: its label is
        // outside the zone, where it belongs.
        for (const DeploymentZoneItem *zone : zones) {
            view.setZoom(view.zoom() * 4.0, view.viewport()->rect().center());
            view.centerOn(zone->zoneShape().anchor); // the label's corner of the zone in view
            const QHash<QString, QRectF> labels = drawn();
            QVERIFY2(labels.contains(zone->sideName()), qPrintable(zone->label()));
            QVERIFY(!labels.value(zone->sideName()).intersects(QRectF(view.mapFromScene(zone->zone()).boundingRect())));
            view.fitTable();
        }
    }

    void deploymentZonesDuringSetUp()
    {
        Document document;
        document.scenario() = battle();
        QList<int> faces{2, 5}; // red 2: all in column; blue 5: as they wish
        fixture::throwFaces(document.dice(), faces);
        TableScene scene(&document);
        BoundPanel panel(&document);
        auto *overlay = new BalaganOverlay(&scene, panel.controller(), nullptr);
        QVERIFY(panel.inSetUp());

        // 4000p x 1000p (400 x 100 mm), 2000p (200 mm) apart across the table's middle.
        const QList<DeploymentZoneItem *> zones = overlay->zoneItems();
        QCOMPARE(zones.size(), 2);
        for (DeploymentZoneItem *zone : zones) {
            QVERIFY(zone->isVisible());
            QCOMPARE(zone->zone().size(), QSizeF(400.0, 100.0));
        }
        QCOMPARE(zones[1]->zone().top() - zones[0]->zone().bottom(), 200.0);
        // Blue stands at the top of the table, so it takes the upper zone.
        QVERIFY(zones[0]->label().startsWith(u"Blue"_s));
        QVERIFY(zones[1]->label().startsWith(u"Red"_s));
        QVERIFY(zones[0]->label().contains(u"4,000 p"_s));
        QVERIFY(zones[0]->label().contains(u"1,000 p"_s));

        // The deployment roll: one step, logged, red starts in column.
        const auto eventsBefore = document.events().size();
        QVERIFY(panel.rollDeployment());
        QCOMPARE(document.undoStack()->count(), 1);
        QCOMPARE(document.events().size(), eventsBefore + 2);
        QCOMPARE(document.events().last().kind, u"balagan.deployment"_s);
        QCOMPARE(document.scenario().unit(u"red-foot"_s)->formation(), table::Formation::ColumnOfMarch);
        QCOMPARE(document.scenario().unit(u"blue-foot"_s)->formation(), table::Formation::SingleLine);
        QVERIFY(!panel.rollDeployment()); // each side rolls once
        QVERIFY(panel.inSetUp());
        QVERIFY(zones[0]->isVisible());

        // The first bound ends the set-up and the zones go; undo brings them back.
        panel.endBound();
        QVERIFY(!panel.inSetUp());
        for (DeploymentZoneItem *zone : zones)
            QVERIFY(!zone->isVisible());
        document.undoStack()->undo();
        QVERIFY(panel.inSetUp());
        QVERIFY(zones[0]->isVisible());
        document.undoStack()->undo();
        QCOMPARE(document.scenario().unit(u"red-foot"_s)->formation(), table::Formation::SingleLine);
        QVERIFY(panel.battleState().deploymentRolled.isEmpty());
    }

    void houseRulesDialogRoundTrip()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(u"balagan.vedette"_s);
        QCOMPARE(fixture::createCampaignFile(path), QString());
        Document document;
        QVERIFY2(document.campaign()->open(path), qPrintable(document.campaign()->errorString()));
        document.scenario() = battle();
        TableScene scene(&document);
        BoundPanel panel(&document);
        auto *overlay = new BalaganOverlay(&scene, panel.controller(), nullptr);
        scene.selectUnit(u"red-horse"_s);
        const double columnDepth = overlay->reachItem()->area().freeCorridor.boundingRect().height();

        // Every field starts at the book's reading and Restore Defaults returns there.
        {
            rules::balagan::HouseRules changed;
            changed.footRangePaces = 300.0;
            changed.wheelCostOuterCorner = false;
            BalaganHouseRulesDialog dialog(changed);
            QCOMPARE(dialog.houseRules(), changed);
            dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::RestoreDefaults)->click();
            QCOMPARE(dialog.houseRules(), rules::balagan::HouseRules());
        }

        // Change the column gap from 2 cm to 3 cm, OK: stored, logged, and the reach follows at once.
        acceptNextDialog(u"columnGapCm"_s, 3.0);
        panel.editHouseRules();
        QCOMPARE(panel.controller()->houseRules().columnGapCm, 3.0);
        QCOMPARE(document.events().last().kind, u"balagan.house-rules"_s);
        QCOMPARE(document.campaign()->store()->houseRules(u"balagan"_s).value(u"columnGapCm"_s).toDouble(), 3.0);
        QVERIFY(std::abs(overlay->reachItem()->area().freeCorridor.boundingRect().height() - columnDepth - 10.0) < 1e-6);

        // The battle's factors use them: foot range 200p -> 1200p puts red under blue's fire.
        QVERIFY(panel.combatList()->topLevelItemCount() == 0);
        acceptNextDialog(u"footRangePaces"_s, 1200.0);
        panel.editHouseRules();
        QCOMPARE(panel.controller()->houseRules().footRangePaces, 1200.0);
        QVERIFY(panel.combatList()->topLevelItemCount() > 0);

        // A fresh panel on the same campaign reads them back.
        BoundPanel again(&document);
        QCOMPARE(again.controller()->houseRules().columnGapCm, 3.0);
        QCOMPARE(again.controller()->houseRules().footRangePaces, 1200.0);
    }

    void reachedFromTheRulesMenu()
    {
        MainWindow window;
        QAction *house = window.findChild<QAction *>(u"balaganHouseRulesAction"_s);
        QVERIFY(house);
        QAction *reach = window.findChild<QAction *>(u"balaganReachAction"_s);
        QVERIFY(reach);
        QVERIFY(reach->isCheckable());
        QVERIFY(reach->isChecked());
        QVERIFY(!reach->shortcut().isEmpty());
        QVERIFY(window.menu(MainWindow::Menu::Rules)->actions().contains(house));
        QVERIFY(window.menu(MainWindow::Menu::Rules)->actions().contains(reach));
    }
};

QTEST_MAIN(TestBalaganOverlay)
#include "test_balaganoverlay.moc"

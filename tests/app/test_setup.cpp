// Setting up a battle of one's own in the window: File > New Battle… from
// nothing, the Order of Battle dock (add, rename, edit many at once, drag
// between divisions, CSV, templates) and the deploy tool (a line drawn on
// the table, units dragged onto it, refusals, Balagan's zones), each step one
// undo step, and what was set up is in the campaign file.

#include "test_campaignfixture.h"

#include "document/campaign.h"
#include "document/document.h"
#include "panels/boundpanel.h"
#include "panels/generalform.h"
#include "panels/inspectorpanel.h"
#include "panels/newbattledialog.h"
#include "panels/orderofbattlepanel.h"
#include "panels/orderofbattletree.h"
#include "rules/balagan/movement.h"
#include "rules/brown/tablecharge.h"
#include "scene/tablescene.h"
#include "scene/tableview.h"
#include "scene/unititem.h"
#include "store/campaignstore.h"
#include "table/orderofbattlecsv.h"
#include "tools/deploytool.h"
#include "tools/toolmanager.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QDockWidget>
#include <QDropEvent>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QScrollBar>
#include <QHeaderView>
#include <QMimeData>
#include <QScopeGuard>
#include <QTranslator>
#include <QTreeWidgetItemIterator>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace Qt::StringLiterals;
using namespace vedette;

namespace {

QString scenarioDir()
{
    return QStringLiteral(VEDETTE_SCENARIO_DIR);
}

QMimeData *dragged(const QStringList &units)
{
    auto *data = new QMimeData;
    data->setData(OrderOfBattleTree::mimeType(),
                  QJsonDocument(QJsonObject{{u"units"_s, QJsonArray::fromStringList(units)}, {u"generals"_s, QJsonArray()}})
                      .toJson(QJsonDocument::Compact));
    return data;
}

void chooseData(QComboBox *combo, const QVariant &data)
{
    const int index = combo->findData(data);
    QVERIFY2(index >= 0, qPrintable(data.toString()));
    combo->setCurrentIndex(index);
    emit combo->activated(index);
}

} // namespace

class TestSetUp : public QObject
{
    Q_OBJECT

    QTemporaryDir mDir;
    int mCampaigns = 0;

    // A window with a fresh campaign open (the fixture's scenario in it).
    void openCampaign(MainWindow &window)
    {
        const QString path = mDir.filePath(u"setup-%1.vedette"_s.arg(++mCampaigns));
        Campaign *campaign = window.document()->campaign();
        QVERIFY2(campaign->create(path, u"Set-up"_s, fixture::writeScenarioJson(mDir.path())),
                 qPrintable(campaign->errorString()));
    }

    // Starts an empty battle of `system` with the given sides through the dialog.
    void startEmptyBattle(MainWindow &window, table::RuleSystem system, const QString &first, const QString &second)
    {
        Campaign *campaign = window.document()->campaign();
        NewBattleDialog dialog(*campaign->store(), 0, &window);
        dialog.setEmptyTable(true);
        chooseData(dialog.findChild<QComboBox *>(u"ruleSystemCombo"_s), int(system));
        dialog.findChild<QLineEdit *>(u"sideName1"_s)->setText(first);
        dialog.findChild<QLineEdit *>(u"sideName2"_s)->setText(second);
        QVERIFY2(dialog.problem().isEmpty(), qPrintable(dialog.problem()));
        // Every label with a mnemonic has a field to go to (a label without a
        // buddy shows its "&" as a character: "&Table:").
        for (const QLabel *label : dialog.findChildren<QLabel *>())
            if (label->text().contains(u'&') && !label->text().contains(u"&&"_s))
                QVERIFY2(label->buddy(), qPrintable(label->text()));
        QVERIFY2(dialog.startIn(campaign), qPrintable(campaign->errorString()));
        // The Order of Battle dock rebuilds once the battle has settled.
        QCoreApplication::processEvents();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(mDir.isValid());
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"VedetteTest"_s);
        QCoreApplication::setApplicationName(u"test_setup"_s);
        QSettings().clear();
    }

    void cleanupTestCase()
    {
        QSettings().clear();
    }

    // File > New Battle… asks the rules, the table and the sides, and the
    // campaign gets the new scenario and its battle.
    void newBattleFromNothing()
    {
        MainWindow window;
        openCampaign(window);
        Campaign *campaign = window.document()->campaign();
        const qsizetype scenarios = campaign->store()->scenarios().size();
        auto *action = window.findChild<QAction *>(u"newBattleAction"_s);
        QVERIFY(action && action->isEnabled());
        fixture::ModalAnswerer answer([](QWidget *modal) {
            auto *dialog = qobject_cast<NewBattleDialog *>(modal);
            if (!dialog)
                return;
            QVERIFY(dialog->isEmptyTable());
            chooseData(dialog->findChild<QComboBox *>(u"ruleSystemCombo"_s), int(table::RuleSystem::Balagan));
            QCOMPARE(dialog->findChild<QComboBox *>(u"tablePresetCombo"_s)->currentText(), u"120 x 80 cm"_s);
            dialog->findChild<QLineEdit *>(u"battleName"_s)->setText(u"Schellenberg"_s);
            dialog->findChild<QLineEdit *>(u"sideName1"_s)->setText(u"Allies"_s);
            dialog->findChild<QLineEdit *>(u"sideName2"_s)->setText(u"Bavarians"_s);
            dialog->accept();
        });
        action->trigger();
        QVERIFY(answer.seen());
        const table::Scenario &s = window.document()->scenario();
        QCOMPARE(s.ruleSystem(), table::RuleSystem::Balagan);
        QCOMPARE(s.title(), u"Schellenberg"_s);
        QCOMPARE(s.tableWidth().mm(), 1200.0);
        QCOMPARE(s.tableHeight().mm(), 800.0);
        QCOMPARE(s.groundScale().pacesPerCm, 100.0);
        QCOMPARE(s.sides().size(), 2);
        QCOMPARE(s.sides()[0].id, u"allies"_s);
        QCOMPARE(s.sides()[1].name, u"Bavarians"_s);
        QVERIFY(s.units().isEmpty());
        QCOMPARE(campaign->store()->scenarios().size(), scenarios + 1);
        QCOMPARE(campaign->currentBattleName(), u"Schellenberg"_s);
    }

    void newBattleDialogRefusesAndConverts()
    {
        MainWindow window;
        openCampaign(window);
        NewBattleDialog dialog(*window.document()->campaign()->store(), 0);
        dialog.setEmptyTable(true);
        chooseData(dialog.findChild<QComboBox *>(u"ruleSystemCombo"_s), int(table::RuleSystem::Brown));
        dialog.findChild<QLineEdit *>(u"sideName2"_s)->setText(u"red"_s);
        QCOMPARE(dialog.problem(), u"The two sides need different names."_s);
        dialog.findChild<QLineEdit *>(u"sideName2"_s)->clear();
        QCOMPARE(dialog.problem(), u"Each side needs a name."_s);
        QCOMPARE(dialog.findChild<QLabel *>(u"problemLabel"_s)->text(), u"Each side needs a name."_s);
        dialog.findChild<QLineEdit *>(u"sideName2"_s)->setText(u"Blue"_s);
        QVERIFY(dialog.problem().isEmpty());
        // Brown sizes are typed in inches: 8' x 5' is 96 x 60, a typed size is custom.
        auto *preset = dialog.findChild<QComboBox *>(u"tablePresetCombo"_s);
        preset->setCurrentIndex(1);
        auto *width = dialog.findChild<QDoubleSpinBox *>(u"tableWidthSpin"_s);
        QCOMPARE(width->value(), 96.0);
        QCOMPARE(width->suffix(), u" in"_s);
        width->setValue(100.0);
        QCOMPARE(preset->currentIndex(), preset->count() - 1);
        const table::Scenario s = dialog.emptyTable();
        QCOMPARE(s.tableWidth().mm(), 2540.0);
        QCOMPARE(s.tableHeight().mm(), table::Length::fromFeet(5).mm());
        QCOMPARE(s.displayUnits().primary, table::LengthUnit::Inches);
        // From a scenario, as before.
        dialog.setEmptyTable(false);
        QVERIFY(!dialog.isEmptyTable());
        QVERIFY(dialog.options().scenarioId > 0);
    }

    // A small Brown battle built through the dock and put on the table with
    // the deploy tool, by a line drawn with the mouse and by a drop.
    void buildAndDeployABattle()
    {
        MainWindow window;
        window.resize(1500, 950);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        openCampaign(window);
        startEmptyBattle(window, table::RuleSystem::Brown, u"Red"_s, u"Blue"_s);
        Document *document = window.document();
        QUndoStack *undo = document->undoStack();
        auto *panel = window.findChild<OrderOfBattlePanel *>();
        QVERIFY(panel);
        OrderOfBattleTree *tree = panel->tree();
        auto *inspector = window.findChild<InspectorPanel *>();
        QCOMPARE(tree->topLevelItemCount(), 2);

        // Red: a division with its general and three units.
        tree->setCurrentItem(tree->findItem(OrderOfBattleTree::SideItem, u"red"_s));
        const QString division = panel->addDivision();
        QCOMPARE(division, u"division-1"_s);
        QCOMPARE(panel->selectedGeneralIds().size(), 1);
        const QString general = panel->selectedGeneralIds().constFirst();
        auto *generalName = panel->generalForm()->findChild<QLineEdit *>(u"generalNameEdit"_s);
        generalName->setText(u"Cardigan"_s);
        emit generalName->editingFinished();
        QCOMPARE(document->scenario().general(general)->name, u"Cardigan"_s);
        auto *rating = panel->generalForm()->findChild<QSpinBox *>(u"generalRatingSpin"_s);
        QCOMPARE(rating->maximum(), 3);
        rating->setValue(2);
        QCOMPARE(document->scenario().general(general)->rating, 2);
        // A Brown leader counts with a unit, so he is not placed on his own.
        QVERIFY(!panel->generalForm()->findChild<QCheckBox *>(u"generalPlacedCheck"_s)->isEnabled());
        QVERIFY(panel->generalForm()->findChild<QLabel *>(u"generalNoteLabel"_s)->text().contains(u"Leader Attached"_s));

        tree->setCurrentItem(tree->findItem(OrderOfBattleTree::DivisionItem, division, u"red"_s));
        const QString foot1 = panel->addUnit(table::Arm::Foot);
        tree->setCurrentItem(tree->findItem(OrderOfBattleTree::DivisionItem, division, u"red"_s));
        const QString foot2 = panel->addUnit(table::Arm::Foot);
        tree->setCurrentItem(tree->findItem(OrderOfBattleTree::DivisionItem, division, u"red"_s));
        const QString horse = panel->addUnit(table::Arm::Horse);
        const table::Scenario &s = document->scenario();
        QCOMPARE(s.units().size(), 3);
        for (const table::Unit &unit : s.units()) {
            QVERIFY(!unit.isOnTable());
            QCOMPARE(unit.divisionId(), division);
            QCOMPARE(unit.sideId(), u"red"_s);
            QCOMPARE(tree->findItem(OrderOfBattleTree::UnitItem, unit.id())->text(3), u"to deploy"_s);
        }
        QCOMPARE(s.unit(horse)->standCount(), 3); // Brown horse: three stands
        // The kind in the words the program uses for each part (never cut
        // and lowercased), and the whole row in every cell's tooltip, a line
        // a field, as the columns name them: a narrow dock cuts the cells.
        const table::Unit &horseUnit = *s.unit(horse);
        const QTreeWidgetItem *horseRow = tree->findItem(OrderOfBattleTree::UnitItem, horse);
        QCOMPARE(horseRow->text(1), u"%1, %2, %3"_s.arg(table::armName(table::Arm::Horse),
                                                        table::horseWeightName(horseUnit.horseWeight()),
                                                        table::troopClassName(horseUnit.troopClass())));
        const QStringList wholeRow{horseUnit.name(), u"Kind: "_s + horseRow->text(1), u"Strength: "_s + horseRow->text(2),
                                   u"Formation: "_s + table::formationName(horseUnit.formation()), u"Place: to deploy"_s};
        for (int column = 0; column < 4; ++column)
            QCOMPARE(horseRow->toolTip(column).split(u'\n'), wholeRow);

        // Renamed in place.
        QTreeWidgetItem *item = tree->findItem(OrderOfBattleTree::UnitItem, foot1);
        item->setText(0, u"Guards"_s);
        QCOMPARE(s.unit(foot1)->name(), u"Guards"_s);
        QCOMPARE(undo->undoText(), u"Rename Foot 1"_s);

        // Two units chosen: the inspector changes both in one step.
        panel->select({foot1, foot2});
        QCOMPARE(inspector->unitIds(), (QStringList{foot1, foot2}));
        const int before = undo->count();
        chooseData(inspector->findChild<QComboBox *>(u"classCombo"_s), int(table::TroopClass::Elite));
        QCOMPARE(undo->count(), before + 1);
        QCOMPARE(s.unit(foot1)->troopClass(), table::TroopClass::Elite);
        QCOMPARE(s.unit(foot2)->troopClass(), table::TroopClass::Elite);
        QCOMPARE(s.unit(foot2)->combatWeight(), 3);
        QCOMPARE(s.unit(horse)->troopClass(), table::TroopClass::Regular);
        // The new fields: CW on its own, the horse's weight.
        panel->select({horse});
        inspector->findChild<QSpinBox *>(u"cwSpin"_s)->setValue(4);
        QCOMPARE(s.unit(horse)->combatWeight(), 4);
        chooseData(inspector->findChild<QComboBox *>(u"horseCombo"_s), int(table::HorseWeight::Heavy));
        QCOMPARE(s.unit(horse)->horseWeight(), table::HorseWeight::Heavy);
        QVERIFY(inspector->findChild<QDoubleSpinBox *>(u"standFrontageSpin"_s)->isEnabled()); // Brown stands
        // The general joins the horse from the inspector.
        chooseData(inspector->findChild<QComboBox *>(u"generalCombo"_s), general);
        QCOMPARE(s.unit(horse)->generalId(), general);
        QCOMPARE(s.general(general)->attachedUnitId, horse);

        // Blue: a battery of no division.
        tree->setCurrentItem(tree->findItem(OrderOfBattleTree::SideItem, u"blue"_s));
        const QString guns = panel->addUnit(table::Arm::Artillery);
        QCOMPARE(s.unit(guns)->sideId(), u"blue"_s);
        QVERIFY(s.unit(guns)->divisionId().isEmpty());

        // Dragged onto a second red division: it changes division in one step.
        tree->setCurrentItem(tree->findItem(OrderOfBattleTree::SideItem, u"red"_s));
        const QString second = panel->addDivision();
        // The dock shares its place with the campaign's: bring it to the front to drop on it.
        panel->show();
        panel->raise();
        QApplication::processEvents();
        QTreeWidgetItem *target = tree->findItem(OrderOfBattleTree::DivisionItem, second, u"red"_s);
        QVERIFY(target);
        tree->scrollToItem(target);
        const QPoint drop = tree->visualItemRect(target).center();
        QCOMPARE(tree->itemAt(drop), target);
        QVERIFY(tree->viewport()->acceptDrops());
        std::unique_ptr<QMimeData> data(dragged({foot2}));
        QSignalSpy droppedSpy(tree, &OrderOfBattleTree::dropped);
        // Qt delivers a drop only to a widget that accepted the drag's entry, as a real drag does.
        QDragEnterEvent enterTree(drop, Qt::MoveAction, data.get(), Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(tree->viewport(), &enterTree);
        QVERIFY(enterTree.isAccepted());
        QDragMoveEvent overTree(drop, Qt::MoveAction, data.get(), Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(tree->viewport(), &overTree);
        QVERIFY(overTree.isAccepted());
        QDropEvent event(drop, Qt::MoveAction, data.get(), Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(tree->viewport(), &event);
        QCOMPARE(droppedSpy.count(), 1);
        QCOMPARE(droppedSpy.first().at(3).toString(), second);
        QCOMPARE(s.unit(foot2)->divisionId(), second);
        QCOMPARE(undo->undoText(), u"Move 1 unit(s) to division %1"_s.arg(second));

        // Deploy the first division: Deploy, then its front line drawn left to right.
        auto *tools = window.findChild<ToolManager *>(u"toolManager"_s);
        auto *deploy = static_cast<DeployTool *>(tools->tool(u"deployTool"_s));
        panel->select({foot1, horse});
        window.findChild<QAction *>(u"deployAction"_s)->trigger();
        QCOMPARE(tools->activeTool(), deploy);
        QCOMPARE(deploy->payload(), (QStringList{foot1, horse}));
        TableView *view = window.tableView();
        view->fitTable();
        QWidget *viewport = view->viewport();
        const auto at = [view](QPointF scenePos) { return view->mapFromScene(scenePos); };
        const int steps = undo->count();
        const QPoint from = at({400, 900});
        const QPoint to = at({900, 900});
        QTest::mousePress(viewport, Qt::LeftButton, {}, from);
        for (int i = 1; i <= 10; ++i)
            QTest::mouseMove(viewport, from + (to - from) * i / 10);
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, to);
        QCOMPARE(undo->count(), steps + 1);
        QCOMPARE(undo->undoText(), u"Deploy 2 unit(s)"_s);
        for (const QString &id : {foot1, horse}) {
            const table::Unit &unit = *s.unit(id);
            QVERIFY(unit.isOnTable());
            QCOMPARE(unit.facing(), 0.0);
            const double front = s.footprint(unit).outline().corner(table::OrientedRect::FrontLeft).y();
            QVERIFY2(std::abs(front - 900.0) < 4.0, qPrintable(QString::number(front)));
        }
        QVERIFY(s.unit(foot1)->position().x() < s.unit(horse)->position().x());
        QVERIFY(view->tableScene()->unitItem(foot1)->isVisible());
        // The dock rebuilds once the step is done (one rebuild for many units).
        QTRY_COMPARE(tree->findItem(OrderOfBattleTree::UnitItem, foot1)->text(3), u"on the table"_s);
        QVERIFY(deploy->payload().isEmpty());
        undo->undo();
        QVERIFY(!s.unit(foot1)->isOnTable() && !s.unit(horse)->isOnTable());
        undo->redo();
        QVERIFY(s.unit(foot1)->isOnTable());

        // The blue battery dragged from the dock and dropped on the table.
        const QPoint dropAt = at({700, 300});
        std::unique_ptr<QMimeData> battery(dragged({guns}));
        QDragEnterEvent enter(dropAt, Qt::MoveAction, battery.get(), Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(viewport, &enter);
        QVERIFY(enter.isAccepted());
        QCOMPARE(tools->activeTool(), deploy);
        QDropEvent dropped(dropAt, Qt::MoveAction, battery.get(), Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(viewport, &dropped);
        QVERIFY(s.unit(guns)->isOnTable());
        // The second side deploys at the far edge, so it faces down the table.
        QCOMPARE(s.unit(guns)->facing(), 180.0);

        // Where another unit stands: refused with the reason, nothing changes.
        deploy->setPayload({foot2});
        const int count = undo->count();
        QSignalSpy messages(deploy, &AbstractTool::message);
        QVERIFY(!deploy->deployAt(s.unit(foot1)->position()));
        QCOMPARE(undo->count(), count);
        QVERIFY(!s.unit(foot2)->isOnTable());
        QVERIFY2(messages.last().first().toString().contains(u"would overlap"_s), qPrintable(messages.last().first().toString()));

        // And the battle can be played: a charge reads off the deployed table.
        const auto charge = rules::brown::TableCharge::situation(s, horse, guns, {});
        QVERIFY2(charge, qPrintable(charge.errorString));
        QCOMPARE(charge.situation->attacker.leaderRating, std::optional<int>(2));

        // All of it is in the campaign file, units on and off the table alike.
        Campaign *campaign = document->campaign();
        QVERIFY(campaign->flush());
        store::CampaignStore reader;
        QVERIFY(reader.open(campaign->filePath(), store::CampaignStore::Mode::ReadOnly));
        const std::optional<table::Scenario> stored = reader.loadBattle(campaign->currentBattle());
        QVERIFY2(stored, qPrintable(reader.errorString()));
        QVERIFY(*stored == s);
        QVERIFY(!stored->unit(foot2)->isOnTable());
    }

    // A general from nothing: named, rated in the rule system's range, given a
    // division, made commander-in-chief, attached to a unit and placed on
    // his own, each change one undo step, a place off the table refused.
    void generalsAreMadeRatedAndPlaced()
    {
        MainWindow window;
        openCampaign(window);
        startEmptyBattle(window, table::RuleSystem::Balagan, u"Allies"_s, u"French"_s);
        Document *document = window.document();
        QUndoStack *undo = document->undoStack();
        auto *panel = window.findChild<OrderOfBattlePanel *>();
        OrderOfBattleTree *tree = panel->tree();
        tree->setCurrentItem(tree->findItem(OrderOfBattleTree::SideItem, u"allies"_s));
        const QString division = panel->addDivision();
        const QString general = panel->selectedGeneralIds().constFirst();
        tree->setCurrentItem(tree->findItem(OrderOfBattleTree::DivisionItem, division, u"allies"_s));
        const QString brigade = panel->addUnit(table::Arm::Foot);
        panel->select({}, {general});
        GeneralForm *form = panel->generalForm();
        const table::Scenario &s = document->scenario();
        const auto him = [&] { return *s.general(general); };

        auto *rating = form->findChild<QSpinBox *>(u"generalRatingSpin"_s);
        QCOMPARE(rating->minimum(), -1); // Balagan rates -1, 0 or +1
        QCOMPARE(rating->maximum(), 1);
        int steps = undo->count();
        rating->setValue(-1);
        QCOMPARE(him().rating, -1);
        QCOMPARE(undo->count(), ++steps);

        auto *chief = form->findChild<QCheckBox *>(u"generalChiefCheck"_s);
        chief->setChecked(true);
        QVERIFY(him().commanderInChief);
        QCOMPARE(undo->count(), ++steps);

        // A division typed anew, then chosen again from the list.
        auto *divisionCombo = form->findChild<QComboBox *>(u"generalDivisionCombo"_s);
        divisionCombo->setEditText(u"reserve"_s);
        emit divisionCombo->lineEdit()->editingFinished();
        QCOMPARE(him().divisionId, u"reserve"_s);
        QCOMPARE(undo->count(), ++steps);
        panel->select({}, {general});
        chooseData(divisionCombo, division);
        QCOMPARE(him().divisionId, division);
        // Back to where the field began: the two edits of the division merge
        // into none (as a drag back to its start leaves no step).
        QCOMPARE(undo->count(), --steps);

        // With a unit he is not placed on his own; on his own he may be.
        panel->select({}, {general});
        auto *with = form->findChild<QComboBox *>(u"generalWithCombo"_s);
        chooseData(with, brigade);
        QCOMPARE(him().attachedUnitId, brigade);
        QCOMPARE(s.unit(brigade)->generalId(), general);
        QCOMPARE(undo->count(), ++steps);
        auto *placed = form->findChild<QCheckBox *>(u"generalPlacedCheck"_s);
        panel->select({}, {general});
        QVERIFY(!placed->isEnabled());
        chooseData(with, QString());
        QVERIFY(him().attachedUnitId.isEmpty());
        QVERIFY(s.unit(brigade)->generalId().isEmpty());
        QCOMPARE(undo->count(), ++steps);
        panel->select({}, {general});
        QVERIFY(placed->isEnabled());
        placed->setChecked(true); // his division is not on the table: the table's middle
        QCOMPARE(him().position, std::optional<QPointF>(QPointF(600, 400)));
        QCOMPARE(undo->count(), ++steps);

        // Typed in centimetres: 30 cm across is 300 mm; 500 cm is off a 120 cm table.
        panel->select({}, {general});
        auto *x = form->findChild<QDoubleSpinBox *>(u"generalXSpin"_s);
        QVERIFY(x->isEnabled());
        QCOMPARE(x->suffix(), u" cm"_s);
        x->setValue(30.0);
        QCOMPARE(him().position->x(), 300.0);
        QCOMPARE(undo->count(), ++steps);
        x->setValue(500.0);
        QCOMPARE(him().position->x(), 300.0);
        QCOMPARE(undo->count(), steps);
        QCOMPARE(form->findChild<QLabel *>(u"generalNoteLabel"_s)->text(),
                 u"Refused: General of %1 would stand off the table."_s.arg(division));
        QCOMPARE(x->value(), 30.0);

        // Each step undoes on its own.
        undo->undo();
        QCOMPARE(him().position->x(), 600.0);
        undo->undo();
        QVERIFY(!him().position);
    }

    // Add, duplicate and delete in the dock, each one undo step; dragoons
    // dismount into single line and mount again for a column.
    void duplicateDeleteAndDragoons()
    {
        MainWindow window;
        openCampaign(window);
        startEmptyBattle(window, table::RuleSystem::Brown, u"Red"_s, u"Blue"_s);
        Document *document = window.document();
        QUndoStack *undo = document->undoStack();
        auto *panel = window.findChild<OrderOfBattlePanel *>();
        auto *inspector = window.findChild<InspectorPanel *>();
        const table::Scenario &s = document->scenario();
        panel->tree()->setCurrentItem(panel->tree()->findItem(OrderOfBattleTree::SideItem, u"blue"_s));
        const QString dragoons = panel->addUnit(table::Arm::Dragoons);
        QCOMPARE(s.unit(dragoons)->sideId(), u"blue"_s);
        QCOMPARE(s.unit(dragoons)->standCount(), 3);
        QCOMPARE(s.unit(dragoons)->strength(), 400);
        QCOMPARE(undo->undoText(), u"Add Dragoons 1"_s);

        panel->select({dragoons});
        QCOMPARE(inspector->unitIds(), QStringList{dragoons});
        chooseData(inspector->findChild<QComboBox *>(u"formationCombo"_s), int(table::Formation::ColumnOfMarch));
        QCOMPARE(s.unit(dragoons)->formation(), table::Formation::ColumnOfMarch);
        auto *mounted = inspector->findChild<QCheckBox *>(u"mountedCheck"_s);
        QVERIFY(mounted->isEnabled() && mounted->isChecked());
        int steps = undo->count();
        mounted->setChecked(false);
        QVERIFY(!s.unit(dragoons)->dragoonsMounted());
        QCOMPARE(s.unit(dragoons)->formation(), table::Formation::SingleLine);
        QCOMPARE(undo->count(), ++steps);
        chooseData(inspector->findChild<QComboBox *>(u"formationCombo"_s), int(table::Formation::ColumnOfMarch));
        QVERIFY(s.unit(dragoons)->dragoonsMounted());
        QCOMPARE(s.unit(dragoons)->formation(), table::Formation::ColumnOfMarch);
        QCOMPARE(undo->count(), ++steps);

        QVERIFY(panel->duplicateSelection());
        QCOMPARE(undo->count(), ++steps);
        QCOMPARE(s.units().size(), 2);
        const table::Unit &copy = s.units()[1];
        QCOMPARE(copy.name(), u"Dragoons 1 (copy)"_s);
        QVERIFY(!copy.isOnTable());
        QCOMPARE(copy.formation(), table::Formation::ColumnOfMarch);
        QCOMPARE(panel->selectedUnitIds(), QStringList{copy.id()});
        QVERIFY(panel->deleteSelection());
        QCOMPARE(undo->count(), ++steps);
        QCOMPARE(s.units().size(), 1);
        undo->undo();
        QCOMPARE(s.units().size(), 2);
        QCOMPARE(s.units()[1].name(), u"Dragoons 1 (copy)"_s);

        // Over to the other side in the inspector: the general stays with his own side.
        panel->tree()->setCurrentItem(panel->tree()->findItem(OrderOfBattleTree::SideItem, u"blue"_s));
        const QString general = panel->addGeneral();
        panel->select({dragoons});
        chooseData(inspector->findChild<QComboBox *>(u"generalCombo"_s), general);
        QCOMPARE(s.general(general)->attachedUnitId, dragoons);
        steps = undo->count();
        chooseData(inspector->findChild<QComboBox *>(u"sideCombo"_s), u"red"_s);
        QCOMPARE(undo->count(), steps + 1);
        QCOMPARE(s.unit(dragoons)->sideId(), u"red"_s);
        QVERIFY(s.unit(dragoons)->generalId().isEmpty());
        QVERIFY(s.general(general)->attachedUnitId.isEmpty());
        QCOMPARE(s.general(general)->sideId, u"blue"_s);
    }

    void balaganZonesHoldDuringSetUp()
    {
        MainWindow window;
        openCampaign(window);
        startEmptyBattle(window, table::RuleSystem::Balagan, u"Allies"_s, u"French"_s);
        auto *bound = window.findChild<BoundPanel *>();
        QVERIFY(bound && bound->inSetUp());
        auto *panel = window.findChild<OrderOfBattlePanel *>();
        panel->tree()->setCurrentItem(panel->tree()->findItem(OrderOfBattleTree::SideItem, u"allies"_s));
        const QString brigade = panel->addUnit(table::Arm::Foot);
        auto *tools = window.findChild<ToolManager *>(u"toolManager"_s);
        auto *deploy = static_cast<DeployTool *>(tools->tool(u"deployTool"_s));
        tools->selectTool(deploy);
        deploy->setPayload({brigade});
        // The first side's zone: 4,000 p by 1,000 p above the middle of a 120 x 80 cm table.
        const auto outside = deploy->layoutAt({600, 700});
        QCOMPARE(outside.problem, u"%1 would stand outside its side's deployment zone."_s.arg(u"Foot 1"_s));
        QVERIFY(!deploy->deployAt({600, 700}));
        // Just inside the front of the zone (the zones are 2,000 p apart across the middle line).
        QVERIFY2(deploy->deployAt({600, 290}), qPrintable(deploy->layoutAt({600, 290}).problem));
        QCOMPARE(window.document()->scenario().unit(brigade)->facing(), 180.0);

        // A whole division dragged from the dock onto the table: side by side
        // where it is dropped, in one step, refused outside the zone.
        OrderOfBattleTree *tree = panel->tree();
        tree->setCurrentItem(tree->findItem(OrderOfBattleTree::SideItem, u"french"_s));
        const QString division = panel->addDivision();
        QStringList brigades;
        for (table::Arm arm : {table::Arm::Foot, table::Arm::Horse, table::Arm::Artillery}) {
            tree->setCurrentItem(tree->findItem(OrderOfBattleTree::DivisionItem, division, u"french"_s));
            brigades.append(panel->addUnit(arm));
        }
        QTreeWidgetItem *divisionItem = tree->findItem(OrderOfBattleTree::DivisionItem, division, u"french"_s);
        tree->clearSelection();
        divisionItem->setSelected(true);
        std::unique_ptr<QMimeData> data(tree->model()->mimeData(tree->selectionModel()->selectedIndexes()));
        QVERIFY(data);
        QStringList units;
        QStringList generals;
        QVERIFY(OrderOfBattleTree::decode(data.get(), &units, &generals));
        QCOMPARE(units, brigades);
        TableView *view = window.tableView();
        view->fitTable();
        QUndoStack *undo = window.document()->undoStack();
        const int steps = undo->count();
        const auto dropOn = [&](QPointF scenePos) {
            const QPoint at = view->mapFromScene(scenePos);
            QDragEnterEvent enter(at, Qt::MoveAction, data.get(), Qt::LeftButton, Qt::NoModifier);
            QApplication::sendEvent(view->viewport(), &enter);
            QVERIFY(enter.isAccepted());
            QDropEvent drop(at, Qt::MoveAction, data.get(), Qt::LeftButton, Qt::NoModifier);
            QApplication::sendEvent(view->viewport(), &drop);
        };
        dropOn({600, 200}); // in the allies' zone
        QCOMPARE(undo->count(), steps);
        dropOn({600, 510}); // the front of the French zone, 2,000 p below the allies'
        QCOMPARE(undo->count(), steps + 1);
        const table::Scenario &s = window.document()->scenario();
        const QRectF zone = *rules::balagan::movement::deploymentZoneOf(s, u"french"_s);
        for (const QString &id : brigades) {
            QVERIFY(s.unit(id)->isOnTable());
            QCOMPARE(s.unit(id)->facing(), 0.0);
            QVERIFY(zone.adjusted(-0.01, -0.01, 0.01, 0.01).contains(s.footprint(*s.unit(id)).boundingRect()));
        }
        QVERIFY(s.unit(brigades[0])->position().x() < s.unit(brigades[1])->position().x());
    }

    void csvThroughTheDock()
    {
        MainWindow window;
        openCampaign(window);
        startEmptyBattle(window, table::RuleSystem::Brown, u"British"_s, u"Russian"_s);
        Document *document = window.document();
        auto *panel = window.findChild<OrderOfBattlePanel *>();
        const QString bundled = scenarioDir() + u"/balaclava-1854.csv"_s;
        QString error;
        QVERIFY2(panel->importCsv(bundled, &error), qPrintable(error));
        const table::Scenario &s = document->scenario();
        QCOMPARE(s.sides().size(), 2); // matched by name
        QCOMPARE(s.units().size(), 21);
        QCOMPARE(s.generals().size(), 4);
        QVERIFY(std::none_of(s.units().cbegin(), s.units().cend(), [](const table::Unit &u) { return u.isOnTable(); }));
        QCOMPARE(document->undoStack()->count(), 1);
        QCOMPARE(document->undoStack()->undoText(), u"Import order of battle balaclava-1854.csv"_s);
        panel->select({});
        QCOMPARE(panel->tree()->findItem(OrderOfBattleTree::SideItem, u"british"_s)->text(3), u"10 to deploy"_s);
        // Exported again, it is the same file.
        const QString out = mDir.filePath(u"export.csv"_s);
        QVERIFY2(panel->exportCsv(out, &error), qPrintable(error));
        QCOMPARE(fixture::fileBytes(out), fixture::fileBytes(bundled));
        // A file with a bad row brings nothing.
        const QString bad = mDir.filePath(u"bad.csv"_s);
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("side,division,name,arm,cw\nBritish,,Rifles,foot,2\nBritish,,Guards,foot,12\n");
        file.close();
        QVERIFY(!panel->importCsv(bad, &error));
        QCOMPARE(error, u"line 3, cw: must be a whole number from 0 to 10"_s);
        QCOMPARE(s.units().size(), 21);
        QCOMPARE(document->undoStack()->count(), 1);
    }

    // Long kinds and places never squeeze the names out of sight, and the
    // list never scrolls sideways (issue 40: the Kind and Place columns were
    // behind a horizontal scroll bar at every size): in a narrow dock the
    // name keeps the most of the width and a cut cell shows its whole text
    // as a tooltip; in a dock of ordinary width every name is whole.
    void namesStayReadableInANarrowDock()
    {
        // In German, where the kinds and places are longest.
        QTranslator german;
        QVERIFY(german.load(QLocale(QLocale::German, QLocale::Germany), u"vedette"_s, u"_"_s, u":/i18n"_s));
        QCoreApplication::installTranslator(&german);
        const auto english = qScopeGuard([&german] { QCoreApplication::removeTranslator(&german); });
        MainWindow window;
        window.resize(1600, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        openCampaign(window);
        startEmptyBattle(window, table::RuleSystem::Brown, u"British"_s, u"Russian"_s);
        auto *panel = window.findChild<OrderOfBattlePanel *>();
        QString error;
        QVERIFY2(panel->importCsv(scenarioDir() + u"/balaclava-1854.csv"_s, &error), qPrintable(error));
        OrderOfBattleTree *tree = panel->tree();
        auto *dock = window.findChild<QDockWidget *>(u"orderOfBattleDock"_s);
        QVERIFY(dock);
        QCoreApplication::processEvents();
        QTRY_VERIFY(tree->topLevelItemCount() > 0);
        tree->expandAll();
        int widest = 0;
        for (QTreeWidgetItemIterator it(tree); *it; ++it)
            widest = std::max(widest, tree->fontMetrics().horizontalAdvance((*it)->text(0)));
        QVERIFY(widest > 100); // "Lord Cardigan", "4th Light Dragoons" and the like
        QHeaderView *header = tree->header();

        // The dock narrower than the four columns would want.
        window.resizeDocks({dock}, {300}, Qt::Horizontal);
        QTRY_VERIFY2(header->length() <= tree->viewport()->width(),
                     qPrintable(u"viewport %1 px, columns %2 px (%3, %4, %5, %6)"_s.arg(tree->viewport()->width()).arg(header->length()).arg(header->sectionSize(0)).arg(header->sectionSize(1)).arg(header->sectionSize(2)).arg(header->sectionSize(3))));
        QVERIFY(!tree->horizontalScrollBar()->isVisible());
        for (int column = 1; column < header->count(); ++column)
            QVERIFY2(header->sectionSize(0) >= header->sectionSize(column),
                     qPrintable(u"name %1 px, column %2 %3 px"_s.arg(header->sectionSize(0)).arg(column).arg(header->sectionSize(column))));
        QVERIFY2(header->sectionSize(0) >= std::min(widest, tree->viewport()->width() / 2),
                 qPrintable(u"name column %1 px of %2 px"_s.arg(header->sectionSize(0)).arg(tree->viewport()->width())));

        // A dock of ordinary width: every name whole, still nothing sideways.
        window.resizeDocks({dock}, {520}, Qt::Horizontal);
        QTRY_VERIFY2(header->sectionSize(0) >= widest,
                     qPrintable(u"name column %1 px, widest name %2 px, viewport %3 px"_s.arg(header->sectionSize(0)).arg(widest).arg(tree->viewport()->width())));
        QVERIFY(header->length() <= tree->viewport()->width());
    }

    void templatesAreReused()
    {
        MainWindow window;
        openCampaign(window);
        startEmptyBattle(window, table::RuleSystem::Brown, u"British"_s, u"Russian"_s);
        Document *document = window.document();
        auto *panel = window.findChild<OrderOfBattlePanel *>();
        QString error;
        QVERIFY(panel->importCsv(scenarioDir() + u"/balaclava-1854.csv"_s, &error));
        panel->select({u"17l"_s});
        QVERIFY2(panel->saveTemplate(u"Lancers"_s, &error), qPrintable(error));
        OrderOfBattleTree *tree = panel->tree();
        QTreeWidgetItem *brigade = tree->findItem(OrderOfBattleTree::DivisionItem, u"light-brigade"_s, u"british"_s);
        tree->clearSelection();
        brigade->setSelected(true);
        tree->setCurrentItem(brigade);
        QVERIFY2(panel->saveTemplate(u"Light Brigade"_s, &error), qPrintable(error));
        store::CampaignStore *store = document->campaign()->store();
        const QList<store::UnitTemplate> saved = store->templates(u"brown"_s);
        QCOMPARE(saved.size(), 2);
        QCOMPARE(saved[0].kind, u"unit"_s);
        QCOMPARE(saved[1].kind, u"division"_s);

        // The Light Brigade again, for the Russians: fresh ids, its own division, to deploy, one step.
        tree->clearSelection();
        tree->setCurrentItem(tree->findItem(OrderOfBattleTree::SideItem, u"russian"_s));
        const qsizetype units = document->scenario().units().size();
        const int steps = document->undoStack()->count();
        QVERIFY2(panel->insertTemplate(saved[1].id, &error), qPrintable(error));
        const table::Scenario &s = document->scenario();
        QCOMPARE(s.units().size(), units + 5);
        QCOMPARE(document->undoStack()->count(), steps + 1);
        int copies = 0;
        for (const table::Unit &unit : s.units()) {
            if (unit.sideId() == u"russian"_s && unit.divisionId() == u"light-brigade"_s) {
                ++copies;
                QVERIFY(!unit.isOnTable());
                QVERIFY(unit.id().startsWith(u"unit-"_s));
            }
        }
        QCOMPARE(copies, 5);
        // Cardigan came along, with the copy of his regiment.
        const table::General *copy = nullptr;
        for (const table::General &general : s.generals())
            if (general.sideId == u"russian"_s && general.name == u"Lord Cardigan"_s)
                copy = &general;
        QVERIFY(copy);
        QVERIFY(s.unit(copy->attachedUnitId));
        QCOMPARE(s.unit(copy->attachedUnitId)->name(), u"17th Lancers"_s);
        QCOMPARE(s.unit(copy->attachedUnitId)->generalId(), copy->id);
    }

    void inspectorRefusesWithTheReason()
    {
        MainWindow window;
        openCampaign(window);
        Document *document = window.document();
        auto *inspector = window.findChild<InspectorPanel *>();
        window.tableView()->tableScene()->selectUnit(u"l17"_s);
        QCOMPARE(inspector->unitId(), u"l17"_s);
        const int steps = document->undoStack()->count();
        // Lancers have a horse weight to choose; the battery (no horses) does not.
        QVERIFY(inspector->findChild<QComboBox *>(u"horseCombo"_s)->isEnabled());
        window.tableView()->tableScene()->selectUnit(u"don"_s);
        QVERIFY(!inspector->findChild<QComboBox *>(u"horseCombo"_s)->isEnabled());
        window.tableView()->tableScene()->selectUnit(u"l17"_s);
        auto *stands = inspector->findChild<QSpinBox *>(u"standsSpin"_s);
        stands->setValue(100); // 100 stands of 40 mm: 4 m wide, off the 6' table
        QCOMPARE(document->undoStack()->count(), steps);
        QVERIFY2(inspector->problem().contains(u"off the table"_s), qPrintable(inspector->problem()));
        QCOMPARE(stands->value(), document->scenario().unit(u"l17"_s)->standCount());
    }
};

QTEST_MAIN(TestSetUp)
#include "test_setup.moc"

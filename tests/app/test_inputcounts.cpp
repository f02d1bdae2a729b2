// Issue 32: the rules guide the hand. The window is driven with QTest events
// as a referee would, and every input is counted: a click, a key, a drag
// (press, move, release) and each entry on the dice keypad is one input.
// - A Brown charge with computer dice in at most 4 inputs (pick the
//   attacker on the table, Resolve, the closing casualties, Apply).
// - With physical dice in at most 3 plus one per die.
// - Albuera's order of battle (18 units) imported from CSV and fully
//   deployed in at most 10 inputs (File > Import, the file's name, Enter,
//   Deploy the Rest).
// - A Blenheim bound (deployment roll, tests, one move, one charge, end) in
//   at most 9.
// With them, what the deployment and the moves show on the way: the ghost
// allowed or refused, a zone moved and resized in one step, Ctrl's
// override logged, Brown's movement allowance when the referee set one.
// What the test sets up before it counts (the battle opened, the panel
// shown, the dice chosen) is the window's state, not the referee's inputs.
#include "test_campaignfixture.h"

#include "commands/facade.h"
#include "controllers/balagancontroller.h"
#include "controllers/browncontroller.h"
#include "document/campaign.h"
#include "document/diceservice.h"
#include "document/document.h"
#include "panels/chargepanel.h"
#include "panels/boundpanel.h"
#include "panels/keypaddialog.h"
#include "panels/orderofbattlepanel.h"
#include "rules/balagan/movement.h"
#include "scene/tablescene.h"
#include "tools/deploytool.h"
#include "tools/selecttool.h"
#include "tools/toolmanager.h"
#include "test_bundledscenario.h"
#include "scene/tableview.h"
#include "window/mainwindow.h"

#include "rules/brown/chargeprocedure.h"

#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QFileDialog>
#include <QGraphicsPathItem>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QToolBar>
#include <QToolButton>
#include <QStatusBar>
#include <QUndoStack>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace Qt::StringLiterals;
using namespace vedette;
using Step = rules::brown::ChargeProcedure::Step;

namespace {

// The referee's hand: every input goes through here and is counted.
class Hand : public QObject
{
public:
    int inputs = 0;
    QStringList said; // what each input was, for the failure message

    void click(QWidget *widget, const QString &what)
    {
        QVERIFY2(widget && widget->isVisible() && widget->isEnabled(), qPrintable(what));
        ++inputs;
        said.append(what);
        QTest::mouseClick(widget, Qt::LeftButton, {}, widget->rect().center());
    }
    void clickTable(TableView *view, QPointF at, const QString &what)
    {
        ++inputs;
        said.append(what);
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(at));
    }
    // Types these faces on the keypad when it opens, one input a digit.
    void typeDiceWhenAsked(const QList<int> &faces)
    {
        mFaces = faces;
        mTimer.setInterval(20);
        QObject::connect(&mTimer, &QTimer::timeout, this, [this] {
            auto *keypad = qobject_cast<KeypadDialog *>(QApplication::activeModalWidget());
            if (!keypad || keypad == mLastKeypad || mFaces.isEmpty())
                return;
            mLastKeypad = keypad;
            // The keypad accepts by itself once the last die is typed whole.
            for (int i = 0; i < keypad->findChildren<QLineEdit *>().size() && !mFaces.isEmpty(); ++i) {
                const int face = mFaces.takeFirst();
                ++inputs;
                said.append(u"die %1"_s.arg(face));
                QTest::keyClick(keypad, Qt::Key(Qt::Key_0 + face % 10));
            }
        });
        mTimer.start();
    }
    void key(QWidget *widget, Qt::Key key, const QString &what)
    {
        ++inputs;
        said.append(what);
        QTest::keyClick(widget, key);
    }
    void drag(TableView *view, QPointF from, QPointF to, const QString &what, Qt::KeyboardModifiers release = {})
    {
        ++inputs;
        said.append(what);
        const auto at = [view](QPointF scene) { return view->mapFromScene(scene); };
        QTest::mousePress(view->viewport(), Qt::LeftButton, {}, at(from));
        QTest::mouseMove(view->viewport(), at(from + (to - from) / 3));
        QTest::mouseMove(view->viewport(), at(from + (to - from) * 2 / 3));
        QTest::mouseMove(view->viewport(), at(to));
        QTest::mouseRelease(view->viewport(), Qt::LeftButton, release, at(to));
    }
    // A right-click on the table: the unit's menu pops up.
    QMenu *rightClickTable(TableView *view, QPointF at, const QString &what)
    {
        ++inputs;
        said.append(what);
        QTest::mousePress(view->viewport(), Qt::RightButton, {}, view->mapFromScene(at));
        QTest::mouseRelease(view->viewport(), Qt::RightButton, {}, view->mapFromScene(at));
        QTest::qWait(50);
        return qobject_cast<QMenu *>(QApplication::activePopupWidget());
    }
    // An entry of a menu on the screen: a click on it.
    void clickMenu(QMenu *menu, QAction *action, const QString &what)
    {
        QVERIFY2(menu && action, qPrintable(what));
        ++inputs;
        said.append(what);
        QTest::mouseClick(menu, Qt::LeftButton, {}, menu->actionGeometry(action).center());
        QTest::qWait(50);
    }
    // Answers the next file dialog: its file name typed, then Enter. (A
    // file dialog still reading its folder may drop an Enter typed faster
    // than a hand could: the same answer is given again then, not counted.)
    void typeFileNameWhenAsked(const QString &path)
    {
        mFile = path;
        mFileTimer.setInterval(100);
        QObject::connect(&mFileTimer, &QTimer::timeout, this, [this] {
            auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
            if (!dialog || mFile.isEmpty())
                return;
            auto *name = dialog->findChild<QLineEdit *>(u"fileNameEdit"_s);
            if (!name)
                return;
            if (!mFileAnswered) {
                mFileAnswered = true;
                inputs += 2;
                said.append(u"the file's name"_s);
                said.append(u"Enter"_s);
            }
            name->clear();
            QTest::keyClicks(name, mFile);
            QTest::keyClick(name, Qt::Key_Return);
        });
        mFileTimer.start();
    }
    int facesLeft() const { return int(mFaces.size()); }
    QString story() const { return said.join(u", "_s); }

private:
    QTimer mTimer;
    QTimer mFileTimer;
    QString mFile;
    bool mFileAnswered = false;
    QList<int> mFaces;
    QPointer<KeypadDialog> mLastKeypad;
};

// A Brown table: the Greys (heavy horse) face the 2e Ligne (foot in line)
// 7" off, and the 1er Cuirassiers (heavy horse) further along.
table::Scenario chargeTable()
{
    using namespace table;
    Scenario s = fixture::brownTable(u"Charge"_s);
    Unit foot(u"foot"_s, u"fr"_s, u"2e Ligne"_s, Arm::Foot);
    foot.setPosition({900, 500});
    s.addUnit(foot);
    Unit cuirassiers(u"cuir"_s, u"fr"_s, u"1er Cuirassiers"_s, Arm::Horse);
    cuirassiers.setHorseWeight(HorseWeight::Heavy);
    cuirassiers.setPosition({1300, 500});
    s.addUnit(cuirassiers);
    Unit greys(u"greys"_s, u"gb"_s, u"Scots Greys"_s, Arm::Horse);
    greys.setHorseWeight(HorseWeight::Heavy);
    greys.setFacing(180);
    greys.setPosition({900, 300});
    s.addUnit(greys);
    Unit dragoons(u"kgl"_s, u"gb"_s, u"1st KGL Dragoons"_s, Arm::Horse);
    dragoons.setHorseWeight(HorseWeight::Heavy);
    dragoons.setFacing(180);
    dragoons.setPosition({1300, 300});
    s.addUnit(dragoons);
    return s;
}

// An empty Balagan table, 120 x 80 cm, for an order of battle to come.
table::Scenario emptyBalagan()
{
    table::Scenario s;
    s.setTitle(u"Albuera"_s);
    s.setRuleSystem(table::RuleSystem::Balagan);
    s.setTableSize(table::Length::fromMm(1200), table::Length::fromMm(800));
    s.setGroundScale(table::GroundScale{100.0});
    return s;
}

QAction *actionNamed(const MainWindow &window, const QString &name)
{
    return window.findChild<QAction *>(name);
}

} // namespace

class TestInputCounts : public QObject
{
    Q_OBJECT

    QTemporaryDir mDir;

    // The window on a new campaign of `scenario`, the table in view.
    void open(MainWindow &window, const QString &name, const table::Scenario &scenario)
    {
        window.resize(1600, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QString json = mDir.filePath(name + u".json"_s);
        QString error;
        QVERIFY2(table::ScenarioJson::writeFile(scenario, json, &error), qPrintable(error));
        QVERIFY(window.document()->campaign()->create(mDir.filePath(name + u".vedette"_s), name, json));
        QTest::qWait(50);
        window.tableView()->fitTable();
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        QVERIFY(mDir.isValid());
    }

    // The Charge panel never offers a unit charging itself: its first pick
    // is a unit that may charge, at its nearest target it may charge.
    void chargePanelFirstPick()
    {
        MainWindow window;
        open(window, u"first"_s, chargeTable());
        auto *panel = window.findChild<ChargePanel *>();
        QVERIFY(panel);
        QVERIFY(!panel->chosenAttackerId().isEmpty());
        QVERIFY(panel->chosenAttackerId() != panel->chosenTargetId());
        QCOMPARE(panel->refusalFor(panel->chosenAttackerId(), panel->chosenTargetId()), QString());
        // Picking the Greys on the table: their nearest target, the 2e Ligne.
        panel->pickAttacker(u"greys"_s);
        QCOMPARE(panel->chosenTargetId(), u"foot"_s);
        panel->pickAttacker(u"kgl"_s);
        QCOMPARE(panel->chosenTargetId(), u"cuir"_s);
    }

    // Computer dice: the Greys picked on the table, Resolve (it stops at the
    // closing casualties, the defender having fired), 10 %, Apply.
    void brownChargeWithComputerDice()
    {
        MainWindow window;
        open(window, u"computer"_s, chargeTable());
        Document *document = window.document();
        document->dice()->setPhysicalDice(false);
        document->dice()->setSeed(11);
        QVERIFY(document->brown()->nextTurn());
        auto *panel = window.findChild<ChargePanel *>();
        panel->show();
        panel->raise();
        QTest::qWait(20);

        Hand hand;
        hand.clickTable(window.tableView(), document->scenario().unit(u"greys"_s)->position(), u"the Greys"_s);
        QCOMPARE(panel->chosenAttackerId(), u"greys"_s);
        QCOMPARE(panel->chosenTargetId(), u"foot"_s);
        hand.click(panel->resolveButton(), u"Resolve"_s);
        QVERIFY2(panel->procedure(), qPrintable(panel->resultLabel()->text()));
        QCOMPARE(panel->procedure()->step(), Step::ClosingCasualties);
        hand.click(panel->casualtyButtons().at(1), u"10 %"_s);
        QCOMPARE(panel->procedure()->step(), Step::Done);
        hand.click(panel->advanceButton(), u"Apply"_s);
        QVERIFY2(panel->isApplied(), qPrintable(hand.story()));
        QVERIFY2(hand.inputs <= 4, qPrintable(hand.story()));
        qInfo("Brown charge with computer dice: %d inputs (%s)", hand.inputs, qPrintable(hand.story()));
    }

    // Physical dice: the KGL picked on the table, Resolve, each die on the
    // keypad (activation, then both class dice), Apply.
    void brownChargeWithPhysicalDice()
    {
        MainWindow window;
        open(window, u"physical"_s, chargeTable());
        Document *document = window.document();
        QVERIFY(document->brown()->nextTurn());
        document->dice()->setPhysicalDice(true);
        auto *panel = window.findChild<ChargePanel *>();
        panel->show();
        panel->raise();
        QTest::qWait(20);

        Hand hand;
        hand.typeDiceWhenAsked({5, 5, 5});
        hand.clickTable(window.tableView(), document->scenario().unit(u"kgl"_s)->position(), u"the KGL"_s);
        QCOMPARE(panel->chosenTargetId(), u"cuir"_s);
        hand.click(panel->resolveButton(), u"Resolve"_s);
        QVERIFY2(panel->procedure(), qPrintable(panel->resultLabel()->text()));
        QCOMPARE(hand.facesLeft(), 0);
        QCOMPARE(panel->procedure()->step(), Step::Done);
        hand.click(panel->advanceButton(), u"Apply"_s);
        QVERIFY2(panel->isApplied(), qPrintable(hand.story()));
        const int dice = 3;
        QVERIFY2(hand.inputs <= 3 + dice, qPrintable(hand.story()));
        qInfo("Brown charge with physical dice: %d inputs for %d dice (%s)", hand.inputs, dice, qPrintable(hand.story()));
    }

    // Albuera's order of battle (18 units, tests/app/data) into an empty
    // Balagan table through File > Import, then Deploy the Rest: every unit
    // in its side's zone, the zones fixed where they were, one step.
    void albueraDeployedFromCsv()
    {
        MainWindow window;
        open(window, u"albuera"_s, emptyBalagan());
        Document *document = window.document();
        QVERIFY(document->balagan()->inSetUp());
        auto *oob = window.findChild<OrderOfBattlePanel *>();
        QVERIFY(oob);
        oob->show();
        oob->raise();
        QTest::qWait(20);

        Hand hand;
        hand.typeFileNameWhenAsked(QStringLiteral(VEDETTE_TEST_DATA "/albuera-1811.csv"));
        QMenuBar *bar = window.menuBar();
        QMenu *file = window.menu(MainWindow::Menu::File);
        ++hand.inputs;
        hand.said.append(u"File"_s);
        QTest::mouseClick(bar, Qt::LeftButton, {}, bar->actionGeometry(file->menuAction()).center());
        QTest::qWait(50);
        hand.clickMenu(file, actionNamed(window, u"importCsvAction"_s), u"Import Order of Battle"_s);
        QTRY_COMPARE(document->scenario().units().size(), 18);
        QCOMPARE(document->scenario().sides().size(), 2);
        for (const table::Unit &unit : document->scenario().units())
            QVERIFY(!unit.isOnTable());

        const int steps = document->undoStack()->count();
        hand.click(oob->findChild<QPushButton *>(u"deployRestButton"_s), u"Deploy the Rest"_s);
        QCOMPARE(document->undoStack()->count(), steps + 1);
        const table::Scenario &s = document->scenario();
        for (const table::Side &side : s.sides()) {
            QVERIFY2(side.deploymentZone, qPrintable(side.name));
            const QRectF zone = side.deploymentZone->adjusted(-0.01, -0.01, 0.01, 0.01);
            for (const table::Unit *unit : s.unitsOfSide(side.id)) {
                QVERIFY2(unit->isOnTable(), qPrintable(unit->name()));
                const table::Footprint print = s.footprint(*unit);
                for (const table::Base &base : print.bases())
                    for (QPointF corner : base.rect.corners())
                        QVERIFY2(zone.contains(corner), qPrintable(unit->name()));
            }
        }
        QVERIFY2(hand.inputs <= 10, qPrintable(hand.story()));
        qInfo("Albuera imported and deployed: %d inputs (%s)", hand.inputs, qPrintable(hand.story()));
        // One step back: the order of battle waits again, the zones are the rules' again.
        document->undoStack()->undo();
        for (const table::Unit &unit : document->scenario().units())
            QVERIFY(!unit.isOnTable());
        QVERIFY(!document->scenario().sides().constFirst().deploymentZone);
    }

    // The deploy tool's ghost: the side's colour, plain, where the units may
    // stand; red and hatched, the reason beside the cursor, where they may
    // not; Ctrl places them there anyway, logged as an override.
    void ghostSaysWhyAndCtrlOverrides()
    {
        MainWindow window;
        table::Scenario s = emptyBalagan();
        s.addSide({u"red"_s, u"Red"_s, QColor(0x2e, 0x4a, 0x8c)});
        s.addSide({u"blue"_s, u"Blue"_s, QColor(0x3d, 0x7a, 0x3a)});
        table::Unit foot(u"rf"_s, u"red"_s, u"Red foot"_s, table::Arm::Foot);
        foot.setOnTable(false);
        s.addUnit(foot);
        open(window, u"ghost"_s, s);
        Document *document = window.document();
        auto *tools = window.findChild<ToolManager *>(u"toolManager"_s);
        auto *deploy = qobject_cast<DeployTool *>(tools->tool(u"deployTool"_s));
        tools->selectTool(deploy);
        deploy->setPayload({u"rf"_s});
        const QRectF zone = *rules::balagan::movement::deploymentZoneOf(document->scenario(), u"red"_s);
        TableView *view = window.tableView();
        QTest::mouseMove(view->viewport(), view->mapFromScene(zone.center()));
        QVERIFY(deploy->ghost()->isVisible());
        QCOMPARE(deploy->ghost()->brush().style(), Qt::SolidPattern);
        QVERIFY(deploy->cursorNote().isEmpty());
        const QPointF outside(zone.center().x(), zone.bottom() + 150);
        QTest::mouseMove(view->viewport(), view->mapFromScene(outside));
        QCOMPARE(deploy->ghost()->brush().style(), Qt::BDiagPattern);
        QVERIFY2(deploy->cursorNote().contains(u"outside"_s), qPrintable(deploy->cursorNote()));
        // A plain click there is refused; Ctrl+click places it, logged.
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(outside));
        QVERIFY(!document->scenario().unit(u"rf"_s)->isOnTable());
        QTest::mouseClick(view->viewport(), Qt::LeftButton, Qt::ControlModifier, view->mapFromScene(outside));
        QVERIFY(document->scenario().unit(u"rf"_s)->isOnTable());
        QCOMPARE(document->events().constLast().kind, u"table.override"_s);
        QVERIFY(document->events().constLast().summary.contains(u"outside"_s));
    }

    // A deployment zone moved by a drag and resized by its corner: one undo step each.
    void zonesMoveAndResize()
    {
        MainWindow window;
        table::Scenario s = emptyBalagan();
        s.addSide({u"red"_s, u"Red"_s, Qt::red});
        s.addSide({u"blue"_s, u"Blue"_s, Qt::blue});
        open(window, u"zones"_s, s);
        Document *document = window.document();
        TableView *view = window.tableView();
        const QRectF before = *rules::balagan::movement::deploymentZoneOf(document->scenario(), u"red"_s);
        const int steps = document->undoStack()->count();
        Hand hand;
        hand.drag(view, before.center(), before.center() + QPointF(0, 60), u"the red zone"_s);
        QCOMPARE(document->undoStack()->count(), steps + 1);
        // Moved by the drag (to the screen's pixel), its size kept.
        const QRectF moved = *document->scenario().side(u"red"_s)->deploymentZone;
        QVERIFY2(QLineF(moved.center(), before.center() + QPointF(0, 60)).length() < 3.0,
                 qPrintable(u"%1, %2"_s.arg(moved.center().x()).arg(moved.center().y())));
        QCOMPARE(moved.size(), before.size());
        QVERIFY(document->scenario().side(u"blue"_s)->deploymentZone); // fixed where it was
        hand.drag(view, moved.bottomRight(), moved.bottomRight() + QPointF(100, 40), u"its corner"_s);
        QCOMPARE(document->undoStack()->count(), steps + 2);
        const QRectF resized = *document->scenario().side(u"red"_s)->deploymentZone;
        QCOMPARE(resized.topLeft(), moved.topLeft());
        QVERIFY2(qAbs(resized.width() - (moved.width() + 100)) < 3.0, qPrintable(QString::number(resized.width())));
        QVERIFY2(qAbs(resized.height() - (moved.height() + 40)) < 3.0, qPrintable(QString::number(resized.height())));
        document->undoStack()->undo();
        document->undoStack()->undo();
        QVERIFY(!document->scenario().side(u"red"_s)->deploymentZone);
        QCOMPARE(*rules::balagan::movement::deploymentZoneOf(document->scenario(), u"red"_s), before);
    }

    // Blenheim's first bound: the deployment roll, the morale tests, a move
    // (a drag), a charge (the unit's menu on the table) and the end of the
    // bound. The Gendarmerie were deployed across the Nebel in the set-up
    // (not counted), so that Lumley's horse have someone to charge.
    void blenheimBound()
    {
        MainWindow window;
        open(window, u"blenheim"_s, test::bundledScenario(u"blenheim-1704.json"_s));
        Document *document = window.document();
        document->dice()->setPhysicalDice(false);
        document->dice()->setSeed(4);
        const table::Unit *gendarmerie = document->scenario().unit(u"fb-gendarmerie"_s);
        QVERIFY(cmd::moveUnit(document, gendarmerie->id(), gendarmerie->position(), QPointF(700, 330)));
        auto *bound = window.findChild<BoundPanel *>();
        bound->show();
        bound->raise();
        QTest::qWait(20);
        TableView *view = window.tableView();
        const table::Scenario &s = document->scenario();

        Hand hand;
        hand.click(bound->findChild<QPushButton *>(u"boundDeployButton"_s), u"Deployment roll"_s);
        QCOMPARE(s.unit(u"al-lumley"_s)->formation(), table::Formation::SingleLine); // the Allies deploy as they wish
        hand.click(bound->findChild<QPushButton *>(u"boundTestAllButton"_s), u"Test all"_s);
        QCOMPARE(document->balagan()->state().phase, rules::balagan::BoundPhase::Action);
        const QPointF prussians = s.unit(u"al-prussian-foot"_s)->position();
        const QPointF grip = s.footprint(*s.unit(u"al-prussian-foot"_s)).bases().constFirst().rect.centre();
        hand.drag(view, grip, grip + QPointF(-20, 0), u"the Prussian foot forward"_s);
        QVERIFY2(s.unit(u"al-prussian-foot"_s)->position() != prussians, qPrintable(window.statusBar()->currentMessage()));
        QMenu *menu = hand.rightClickTable(view, s.unit(u"al-lumley"_s)->position(), u"Lumley's menu"_s);
        QVERIFY(menu);
        QAction *charge = nullptr;
        for (QAction *action : menu->actions())
            if (action->menu() && action->menu()->objectName() == u"balaganChargeMenu"_s)
                charge = action;
        QVERIFY(charge);
        hand.clickMenu(menu, charge, u"Charge into contact"_s);
        QMenu *targets = charge->menu();
        QVERIFY(targets->isVisible());
        QAction *onGendarmerie = nullptr;
        for (QAction *action : targets->actions())
            if (action->text().contains(u"Gendarmerie"_s))
                onGendarmerie = action;
        hand.clickMenu(targets, onGendarmerie, u"the Gendarmerie"_s);
        QCOMPARE(document->balagan()->state().unit(u"al-lumley"_s).actedBound, 1);
        hand.click(bound->findChild<QPushButton *>(u"boundEndButton"_s), u"End bound"_s);
        QCOMPARE(document->balagan()->state().bound, 2);
        QStringList kinds;
        for (const journal::JournalEvent &event : document->events())
            kinds.append(event.kind);
        for (const QString &kind : {u"balagan.deployment"_s, u"balagan.move"_s, u"balagan.action"_s, u"balagan.bound"_s})
            QVERIFY2(kinds.contains(kind), qPrintable(kind));
        QVERIFY2(hand.inputs <= 9, qPrintable(hand.story()));
        qInfo("Blenheim bound: %d inputs (%s)", hand.inputs, qPrintable(hand.story()));
    }

    // docs/rules.md B-33: a drag shows how far; past the referee's movement
    // allowance it turns red and goes back. Off (the text has none): no limit.
    void brownMovementAllowance()
    {
        MainWindow window;
        open(window, u"moves"_s, chargeTable());
        Document *document = window.document();
        TableView *view = window.tableView();
        auto *select = window.findChild<SelectTool *>();
        const QPointF start = document->scenario().unit(u"foot"_s)->position();
        const QPointF far = start + QPointF(0, table::Length::fromInches(8).mm());
        Hand hand;
        hand.drag(view, start, far, u"8 inches"_s);
        QVERIFY(!select->trailWarning());
        QVERIFY2(select->trailText().contains(u"8"_s), qPrintable(select->trailText()));
        QVERIFY(document->scenario().unit(u"foot"_s)->position() != start);
        document->undoStack()->undo();

        rules::brown::HouseRules rules = document->brown()->houseRules();
        rules.movementAllowances = true;
        QVERIFY(document->brown()->setHouseRules(rules));
        hand.drag(view, start, far, u"8 inches again"_s);
        QVERIFY(select->trailWarning());
        QVERIFY2(select->refusal().contains(u"6"_s), qPrintable(select->refusal()));
        QCOMPARE(document->scenario().unit(u"foot"_s)->position(), start);
        hand.drag(view, start, start + QPointF(0, table::Length::fromInches(5).mm()), u"5 inches"_s);
        QVERIFY(!select->trailWarning());
        QVERIFY(document->scenario().unit(u"foot"_s)->position() != start);
    }
};

QTEST_MAIN(TestInputCounts)
#include "test_inputcounts.moc"

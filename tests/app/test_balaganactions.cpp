// Balagan's actions, orders and fog as a referee reaches them in the window
// (docs/rules.md M-7 to M-11, M-26, M-27, M-30, M-32): each through the Bound
// or Orders panel or the move tool, each one step of the BalaganController.
#include "test_campaignfixture.h"

#include "controllers/balagancontroller.h"
#include "document/campaign.h"
#include "document/diceservice.h"
#include "document/document.h"
#include "panels/balaganoverlay.h"
#include "panels/boundpanel.h"
#include "scene/reachableareaitem.h"
#include "panels/orderspanel.h"
#include "rules/balagan/movement.h"
#include "scene/tablescene.h"
#include "scene/tableview.h"
#include "store/campaignstore.h"
#include "table/lengthformat.h"
#include "tools/selecttool.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace Qt::StringLiterals;
using namespace vedette;
namespace balagan = rules::balagan;

namespace {

table::Unit unitAt(const QString &id, const QString &side, table::Arm arm, QPointF at, double facing = 0.0)
{
    table::Unit unit(id, side, id, arm);
    unit.setFormation(table::Formation::SingleLine);
    unit.setPosition(at);
    unit.setFacing(facing);
    return unit;
}

// Red moves first. Red foot (alone in division d1), red dragoons and red
// horse, all under orders to advance, face blue foot across the table; fog
// lies on the horse's way to the blue foot, 130 mm off (its allowance in
// line is 120 mm).
table::Scenario battleTable()
{
    using namespace table;
    Scenario s;
    s.setTitle(u"Actions"_s);
    s.setRuleSystem(RuleSystem::Balagan);
    s.setTableSize(Length::fromMm(2000), Length::fromMm(1600));
    s.addSide({u"red"_s, u"Red"_s, Qt::red});
    s.addSide({u"blue"_s, u"Blue"_s, Qt::blue});
    Unit foot = unitAt(u"rf"_s, u"red"_s, Arm::Foot, {1400, 1000});
    foot.setOrder(Order::Advance);
    foot.setDivisionId(u"d1"_s);
    s.addUnit(foot);
    Unit dragoons = unitAt(u"rd"_s, u"red"_s, Arm::Dragoons, {1000, 1000});
    dragoons.setDragoonsMounted(true);
    dragoons.setOrder(Order::Advance);
    s.addUnit(dragoons);
    Unit horse = unitAt(u"rh"_s, u"red"_s, Arm::Horse, {600, 1000});
    horse.setOrder(Order::Advance);
    s.addUnit(horse);
    s.addUnit(unitAt(u"bf"_s, u"blue"_s, Arm::Foot, {600, 850}, 180.0));
    s.addUnit(unitAt(u"bf2"_s, u"blue"_s, Arm::Foot, {1400, 500}, 180.0));
    s.addFogZone({u"fog1"_s, QString(), QPolygonF(QRectF(500, 840, 200, 180)), 0});
    s.addGeneral({u"gen"_s, u"red"_s, u"Cutts"_s, 1, u"d1"_s, false, QString(), QPointF(1400, 1100)});
    return s;
}

} // namespace

class TestBalaganActions : public QObject
{
    Q_OBJECT

    QTemporaryDir mDir;
    QList<int> mFaces;

    // A window on a new campaign of battleTable(), with the referee's dice.
    void open(MainWindow &window, const QString &name)
    {
        window.resize(1500, 950);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QString json = mDir.filePath(name + u".json"_s);
        QString error;
        QVERIFY2(table::ScenarioJson::writeFile(battleTable(), json, &error), qPrintable(error));
        Document *document = window.document();
        QVERIFY(document->campaign()->create(mDir.filePath(name + u".vedette"_s), name, json));
        document->dice()->setPhysicalDice(true);
        document->dice()->setFaceAsker(
            [this](const QList<dice::Die> &dice, const QString &, const QString &) -> std::optional<QList<int>> {
                if (mFaces.size() < dice.size())
                    return std::nullopt;
                const QList<int> thrown = mFaces.mid(0, dice.size());
                mFaces.remove(0, dice.size());
                return thrown;
            });
        window.tableView()->fitTable();
    }

    // Drags the unit's first element by `delta` (mm on the table).
    static void drag(MainWindow &window, const QString &unitId, QPointF delta, Qt::KeyboardModifiers release = {})
    {
        TableView *view = window.tableView();
        const table::Scenario &s = window.document()->scenario();
        const QPointF grip = s.footprint(*s.unit(unitId)).bases().constFirst().rect.centre();
        const auto at = [view](QPointF scene) { return view->mapFromScene(scene); };
        QTest::mousePress(view->viewport(), Qt::LeftButton, {}, at(grip));
        QTest::mouseMove(view->viewport(), at(grip + delta / 2));
        QTest::mouseMove(view->viewport(), at(grip + delta));
        QTest::mouseRelease(view->viewport(), Qt::LeftButton, release, at(grip + delta));
    }

    static QString lastKind(const Document *document)
    {
        return document->events().isEmpty() ? QString() : document->events().constLast().kind;
    }

    static bool logged(const Document *document, const QString &kind)
    {
        for (const journal::JournalEvent &event : document->events())
            if (event.kind == kind)
                return true;
        return false;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(mDir.isValid());
    }

    // M-27: the set-up lists the divisions outside 3-7 units; the first step
    // of the bound ends the set-up and the warning with it.
    void divisionsWarnedInSetUp()
    {
        MainWindow window;
        open(window, u"divisions"_s);
        auto *bound = window.findChild<BoundPanel *>();
        QVERIFY(bound && bound->inSetUp());
        QVERIFY(!bound->divisionWarning()->isHidden());
        // The division by its general's name, not its key "d1" (issue 40).
        QVERIFY2(bound->divisionWarning()->text().contains(u"Cutts's division"_s), qPrintable(bound->divisionWarning()->text()));
        QVERIFY(!bound->divisionWarning()->text().contains(u"d1"_s));
        mFaces = {};
        QVERIFY(bound->controller()->testAll());
        QVERIFY(!bound->inSetUp());
        QVERIFY(bound->divisionWarning()->isHidden());
    }

    // M-8: a change of formation changes it on the table, and the move tool
    // then offers half of the new allowance; M-9: no withdrawal out of melee,
    // refused with the reason and no die.
    void changeFormationThenHalfAMove()
    {
        MainWindow window;
        open(window, u"formation"_s);
        Document *document = window.document();
        auto *bound = window.findChild<BoundPanel *>();
        mFaces = {};
        QVERIFY(document->balagan()->testAll());
        QVERIFY(bound->selectActionUnit(u"rf"_s));
        // Not in melee: no withdrawal offered, and none attempted (no die).
        QCOMPARE(bound->actionBox()->findData(int(balagan::Act::Withdraw)), -1);
        mFaces = {6};
        QVERIFY(!bound->attemptAction(balagan::Action::Withdraw));
        QVERIFY2(bound->message()->text().contains(u"not in melee"_s), qPrintable(bound->message()->text()));
        QCOMPARE(mFaces.size(), 1);

        QVERIFY(bound->selectAct(balagan::Act::ChangeFormation));
        QVERIFY(!bound->formationBox()->isHidden());
        bound->formationBox()->setCurrentIndex(bound->formationBox()->findData(table::formationId(table::Formation::ColumnOfMarch)));
        mFaces = {3};
        QVERIFY2(bound->attemptAction(balagan::Action::ChangeFormation), qPrintable(bound->message()->text()));
        const table::Unit foot = *document->scenario().unit(u"rf"_s);
        QCOMPARE(foot.formation(), table::Formation::ColumnOfMarch);
        QCOMPARE(document->campaign()->store()->loadBattle(document->campaign()->currentBattle())->unit(u"rf"_s)->formation(),
                 table::Formation::ColumnOfMarch);
        const table::Length half = balagan::movement::halfAllowance(foot, document->scenario().groundScale());
        QCOMPARE(document->balagan()->moveAllowance(u"rf"_s).total, half);
        QVERIFY(half.mm() > 0 && half < balagan::movement::allowance(foot, document->scenario().groundScale()));
        // The reach on the table says the same (issue 40: "600 p" where 300 p were left).
        window.tableView()->tableScene()->selectUnit(u"rf"_s);
        const QString reach = window.findChild<BalaganOverlay *>()->reachItem()->label();
        const table::DisplayUnits paces = table::DisplayUnits::only(table::LengthUnit::Paces, document->scenario().groundScale());
        QVERIFY2(reach.startsWith(table::formatLength(half, paces)), qPrintable(reach));

        // The move tool shows the half allowance, and refuses more.
        drag(window, u"rf"_s, {-200, 0});
        auto *select = window.findChild<SelectTool *>();
        const QString shown = select->trailNote();
        QVERIFY2(shown.contains(table::formatLength(half, document->scenario().displayUnits())), qPrintable(shown));
        QVERIFY(select->trailWarning());
        QVERIFY2(select->refusal().contains(u"half"_s), qPrintable(select->refusal()));
        QCOMPARE(document->scenario().unit(u"rf"_s)->position(), foot.position());
    }

    // A step that changes the state of play and the table together tells the
    // panels once, after both (Document::ChangeScope): they refreshed twice,
    // the first time on the new bound and the old table.
    void oneChangePerStep()
    {
        MainWindow window;
        open(window, u"once"_s);
        Document *document = window.document();
        auto *bound = window.findChild<BoundPanel *>();
        mFaces = {};
        QVERIFY(document->balagan()->testAll());
        QVERIFY(bound->selectActionUnit(u"rf"_s));
        QVERIFY(bound->selectAct(balagan::Act::ChangeFormation));
        bound->formationBox()->setCurrentIndex(bound->formationBox()->findData(table::formationId(table::Formation::ColumnOfMarch)));
        QSignalSpy changed(document->balagan(), &BattleController::changed);
        // Every time a panel hears of it, the table and the state of play agree.
        QList<bool> agreed;
        connect(document->balagan(), &BattleController::changed, this, [&] {
            agreed.append(document->scenario().unit(u"rf"_s)->formation() == table::Formation::ColumnOfMarch
                          && document->balagan()->state().unit(u"rf"_s).actedBound == document->balagan()->state().bound);
        });
        mFaces = {3};
        QVERIFY2(bound->attemptAction(balagan::Action::ChangeFormation), qPrintable(bound->message()->text()));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(agreed, QList<bool>{true});
        changed.clear();
        document->undoStack()->undo();
        QCOMPARE(document->scenario().unit(u"rf"_s)->formation(), table::Formation::SingleLine);
        QCOMPARE(changed.count(), 1);
        changed.clear();
        document->undoStack()->redo();
        QCOMPARE(document->scenario().unit(u"rf"_s)->formation(), table::Formation::ColumnOfMarch);
        QCOMPARE(changed.count(), 1);
    }

    // M-7: a unit whose action failed does not move (Ctrl overrides, logged);
    // one that moved cannot then attempt an action.
    void actedOrMovedNotBoth()
    {
        MainWindow window;
        open(window, u"acted"_s);
        Document *document = window.document();
        auto *bound = window.findChild<BoundPanel *>();
        auto *select = window.findChild<SelectTool *>();
        mFaces = {};
        QVERIFY(document->balagan()->testAll());
        QVERIFY(bound->selectActionUnit(u"rf"_s));
        mFaces = {1};
        QVERIFY(bound->attemptAction(balagan::Action::Wheel)); // attempted, failed
        const QPointF start = document->scenario().unit(u"rf"_s)->position();
        drag(window, u"rf"_s, {0, -20});
        QVERIFY(select->trailWarning());
        QVERIFY2(select->refusal().contains(u"failed"_s), qPrintable(select->refusal()));
        QCOMPARE(document->scenario().unit(u"rf"_s)->position(), start);
        drag(window, u"rf"_s, {0, -20}, Qt::ControlModifier);
        QVERIFY(document->scenario().unit(u"rf"_s)->position() != start);
        QVERIFY(logged(document, u"table.override"_s));
        // The reason ends the log's sentence with one full stop (it read "..").
        for (const journal::JournalEvent &event : document->events())
            if (event.kind == u"table.override"_s)
                QVERIFY2(event.summary.endsWith(u'.') && !event.summary.endsWith(u".."_s), qPrintable(event.summary));

        // docs/rules.md M-34: a unit of the other side has no move in red's
        // bound; it goes back with the reason (Ctrl would override, logged).
        const QPointF blue = document->scenario().unit(u"bf2"_s)->position();
        drag(window, u"bf2"_s, {0, 20});
        QVERIFY(select->trailWarning());
        QVERIFY2(select->refusal().contains(u"side to move"_s), qPrintable(select->refusal()));
        QCOMPARE(document->scenario().unit(u"bf2"_s)->position(), blue);

        // The dragoons move, and may not then act: core refuses, no die.
        const QPointF dragoons = document->scenario().unit(u"rd"_s)->position();
        drag(window, u"rd"_s, {0, -30});
        QVERIFY(!select->trailWarning());
        QVERIFY(document->scenario().unit(u"rd"_s)->position() != dragoons);
        QVERIFY(logged(document, u"balagan.move"_s));
        QCOMPARE(document->balagan()->state().unit(u"rd"_s).movedBound, document->balagan()->state().bound);
        QVERIFY(bound->selectActionUnit(u"rd"_s));
        mFaces = {6};
        QVERIFY(!bound->attemptAction(balagan::Action::ChangeFormation));
        QVERIFY2(bound->message()->text().contains(u"moved"_s), qPrintable(bound->message()->text()));
        QCOMPARE(mFaces.size(), 1);
    }

    // Dragoons are offered mounted or on foot; dismounting puts them in line on foot.
    void dragoonsDismount()
    {
        MainWindow window;
        open(window, u"dragoons"_s);
        Document *document = window.document();
        auto *bound = window.findChild<BoundPanel *>();
        mFaces = {};
        QVERIFY(document->balagan()->testAll());
        QVERIFY(bound->selectActionUnit(u"rd"_s));
        QVERIFY(bound->selectAct(balagan::Act::ChangeFormation));
        // Mounted in line now: on foot is offered, mounted single line is not.
        QVERIFY(bound->formationBox()->findData(u"dismounted"_s) >= 0);
        QCOMPARE(bound->formationBox()->findData(table::formationId(table::Formation::SingleLine)), -1);
        bound->formationBox()->setCurrentIndex(bound->formationBox()->findData(u"dismounted"_s));
        mFaces = {4};
        QVERIFY2(bound->attemptAction(balagan::Action::ChangeFormation), qPrintable(bound->message()->text()));
        QVERIFY(!document->scenario().unit(u"rd"_s)->dragoonsMounted());
        QCOMPARE(document->scenario().unit(u"rd"_s)->formation(), table::Formation::SingleLine);
        // Foot units have no such choice.
        QVERIFY(bound->selectActionUnit(u"rf"_s));
        QVERIFY(bound->selectAct(balagan::Act::ChangeFormation));
        QCOMPARE(bound->formationBox()->findData(u"dismounted"_s), -1);
    }

    // M-32: orders bind the drag: a move against the unit's order goes back
    // with the reason, which names the order; Ctrl+release moves it anyway,
    // logged as an override with the order.
    void ordersBindTheDrag()
    {
        MainWindow window;
        open(window, u"ordersdrag"_s);
        Document *document = window.document();
        mFaces = {};
        QVERIFY(document->balagan()->testAll());
        auto *select = window.findChild<SelectTool *>();
        const QPointF start = document->scenario().unit(u"rf"_s)->position();
        // Advancing foot moving away from the enemy: refused, nothing written.
        const int steps = document->undoStack()->count();
        drag(window, u"rf"_s, {0, 30});
        QVERIFY(select->trailWarning());
        QVERIFY2(select->refusal().contains(u"orders to advance"_s), qPrintable(select->refusal()));
        QCOMPARE(document->scenario().unit(u"rf"_s)->position(), start);
        QCOMPARE(document->undoStack()->count(), steps);
        // Ctrl: the referee's override, one step, the order in the log.
        drag(window, u"rf"_s, {0, 30}, Qt::ControlModifier);
        QVERIFY(document->scenario().unit(u"rf"_s)->position() != start);
        QCOMPARE(document->undoStack()->count(), steps + 1);
        bool found = false;
        for (const journal::JournalEvent &event : document->events()) {
            if (event.kind != u"table.override"_s)
                continue;
            found = true;
            QVERIFY2(event.summary.contains(u"orders to advance"_s), qPrintable(event.summary));
            QCOMPARE(event.detail.value(u"order"_s).toString(), u"advance"_s);
        }
        QVERIFY(found);
        // Towards the enemy: within its orders.
        drag(window, u"rf"_s, {0, -10});
        QVERIFY2(!select->trailWarning(), qPrintable(select->refusal()));
    }

    // M-32: the unit's menu offers what its order allows and says what it
    // holds back; with Ctrl it lists that too, done as an override, logged.
    void menuFollowsOrders()
    {
        MainWindow window;
        open(window, u"ordersmenu"_s);
        Document *document = window.document();
        auto *orders = window.findChild<OrdersPanel *>();
        QVERIFY(orders->generalArrives(u"gen"_s, u"rf"_s, table::Order::Hold));
        mFaces = {};
        QVERIFY(document->balagan()->testAll());
        TableView *view = window.tableView();
        const QPointF at = document->scenario().unit(u"rf"_s)->position();
        const auto menuAt = [view, at](Qt::KeyboardModifiers modifiers) {
            QTest::mousePress(view->viewport(), Qt::RightButton, modifiers, view->mapFromScene(at));
            QTest::mouseRelease(view->viewport(), Qt::RightButton, modifiers, view->mapFromScene(at));
            QTest::qWait(50);
            return qobject_cast<QMenu *>(QApplication::activePopupWidget());
        };
        const auto move = [](QMenu *menu) -> QAction * {
            for (QAction *action : menu->actions())
                if (action->data().toString() == balagan::actId(balagan::Act::Move))
                    return action;
            return nullptr;
        };
        QMenu *menu = menuAt({});
        QVERIFY(menu);
        QVERIFY(!move(menu)); // Hold: no move
        QAction *held = menu->findChild<QAction *>(u"balaganHeldBack"_s);
        QVERIFY(held);
        QVERIFY2(held->text().contains(table::orderName(table::Order::Hold)), qPrintable(held->text()));
        menu->close();
        menu = menuAt(Qt::ControlModifier);
        QVERIFY(menu);
        QAction *forced = move(menu);
        QVERIFY(forced);
        QVERIFY2(forced->text().contains(u"against orders"_s), qPrintable(forced->text()));
        const QPointF start = document->scenario().unit(u"rf"_s)->position();
        forced->trigger();
        menu->close();
        QVERIFY(document->scenario().unit(u"rf"_s)->position() != start);
        QCOMPARE(lastKind(document), u"balagan.move"_s);
        bool overridden = false;
        for (const journal::JournalEvent &event : document->events())
            if (event.kind == u"balagan.act-override"_s)
                overridden = event.detail.value(u"order"_s).toString() == u"hold"_s;
        QVERIFY(overridden);
    }

    // M-26: the general's own order change (5-6 + rating, once a bound) and
    // his arrival in person (at once, his division only), each one step.
    void generalChangesOrdersAndArrives()
    {
        MainWindow window;
        open(window, u"orders"_s);
        Document *document = window.document();
        auto *orders = window.findChild<OrdersPanel *>();
        QVERIFY(orders);
        const int steps = document->undoStack()->count();
        mFaces = {4}; // 4 + 1
        QVERIFY(orders->changeOrders(u"gen"_s, table::Order::Retreat));
        QCOMPARE(document->scenario().unit(u"rf"_s)->order(), table::Order::Retreat);
        QCOMPARE(document->undoStack()->count(), steps + 1);
        QCOMPARE(lastKind(document), u"balagan.orders"_s);
        mFaces = {6};
        QVERIFY(!orders->changeOrders(u"gen"_s, table::Order::Advance));
        QVERIFY2(orders->note()->text().contains(u"already"_s), qPrintable(orders->note()->text()));
        QCOMPARE(mFaces.size(), 1);
        // Arrival: no die; never with the enemy.
        QVERIFY(!orders->generalArrives(u"gen"_s, u"bf"_s, table::Order::Advance));
        QVERIFY(!orders->note()->text().isEmpty());
        QVERIFY(orders->generalArrives(u"gen"_s, u"rf"_s, table::Order::Hold));
        QCOMPARE(document->scenario().unit(u"rf"_s)->order(), table::Order::Hold);
        QCOMPARE(document->scenario().general(u"gen"_s)->attachedUnitId, u"rf"_s);
        QCOMPARE(mFaces.size(), 1);
        QCOMPARE(document->campaign()->store()->loadBattle(document->campaign()->currentBattle())->unit(u"rf"_s)->order(),
                 table::Order::Hold);
        document->undoStack()->undo();
        QCOMPARE(document->scenario().unit(u"rf"_s)->order(), table::Order::Retreat);
    }

    // M-30: horse whose charge lies wholly in fog is offered the roll; a
    // charge that falls short throws it itself and reaches contact on 4-6.
    void horseThroughFog()
    {
        MainWindow window;
        open(window, u"fog"_s);
        Document *document = window.document();
        auto *bound = window.findChild<BoundPanel *>();
        mFaces = {};
        QVERIFY(document->balagan()->testAll());
        QVERIFY(bound->selectActionUnit(u"rh"_s));
        QVERIFY(bound->selectAct(balagan::Act::Charge));
        bound->targetBox()->setCurrentIndex(bound->targetBox()->findData(u"bf"_s));
        QVERIFY(document->balagan()->chargesThroughFog(u"rh"_s, u"bf"_s));
        QVERIFY(!document->balagan()->chargesThroughFog(u"rd"_s, u"bf2"_s));
        QVERIFY(!document->balagan()->chargesThroughFog(u"rf"_s, u"bf"_s)); // foot
        QVERIFY(!bound->fogButton()->isHidden());
        mFaces = {5};
        QVERIFY(bound->horseThroughFog());
        QCOMPARE(lastKind(document), u"balagan.fog-charge"_s);
        QVERIFY2(bound->message()->text().contains(u"200"_s), qPrintable(bound->message()->text()));
        // Foot cannot roll for it.
        QVERIFY(!document->balagan()->horseThroughFog(u"rf"_s));
        // The charge itself: 3 to act, then 4 through the fog: contact.
        mFaces = {3, 4};
        QVERIFY2(document->balagan()->attemptAction({u"rh"_s, balagan::Action::Charge, u"bf"_s, std::nullopt, std::nullopt}),
                 qPrintable(document->balagan()->lastError()));
        QVERIFY(mFaces.isEmpty());
        QVERIFY(document->balagan()->lastOutcome().contains(u"contact"_s));
    }
};

QTEST_MAIN(TestBalaganActions)
#include "test_balaganactions.moc"

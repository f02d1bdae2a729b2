// Balagan's pieces on the table: an order flag per unit, generals dragged by
// hand (one undo step) and attached to units, messengers sent from a general
// and ridden bound by bound with the referee's dice until they deliver, the
// Orders dock, undo.
#include "controllers/balagancontroller.h"
#include "document/diceservice.h"
#include "document/document.h"
#include "panels/orderspanel.h"
#include "scene/generalitem.h"
#include "scene/messengeritem.h"
#include "scene/messengerrouteitem.h"
#include "scene/orderflagitem.h"
#include "scene/orderflaglayer.h"
#include "scene/pieceslayer.h"
#include "scene/tablescene.h"
#include "tools/generalhand.h"

#include <QGraphicsSceneMouseEvent>
#include <QLineF>
#include <QMenu>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTreeWidget>
#include <QUndoStack>

#include <memory>

using namespace Qt::StringLiterals;
using namespace vedette;

Q_DECLARE_METATYPE(vedette::table::Order)

namespace {

table::Unit makeUnit(const QString &id, const QString &side, const QString &division, table::Order order, QPointF position)
{
    table::Unit unit(id, side, id, table::Arm::Foot);
    unit.setFormation(table::Formation::SingleLine);
    unit.setPosition(position);
    unit.setDivisionId(division);
    unit.setOrder(order);
    return unit;
}

// Red's first division (Cadogan +1, on the table) of two brigades, a brigade
// of a second division, a red brigade without a division, a blue brigade;
// the red commander-in-chief is with nobody and nowhere.
table::Scenario commandTable()
{
    table::Scenario scenario;
    scenario.setRuleSystem(table::RuleSystem::Balagan);
    scenario.setTableSize(table::Length::fromMm(3000.0), table::Length::fromMm(2000.0));
    scenario.addSide({u"red"_s, u"Red"_s, Qt::red});
    scenario.addSide({u"blue"_s, u"Blue"_s, Qt::blue});
    scenario.addUnit(makeUnit(u"first"_s, u"red"_s, u"div-1"_s, table::Order::Hold, {1000, 1000}));
    scenario.addUnit(makeUnit(u"second"_s, u"red"_s, u"div-1"_s, table::Order::Hold, {1100, 1000}));
    scenario.addUnit(makeUnit(u"third"_s, u"red"_s, u"div-2"_s, table::Order::Advance, {1300, 1000}));
    scenario.addUnit(makeUnit(u"alone"_s, u"red"_s, {}, table::Order::Retreat, {1500, 1000}));
    scenario.addUnit(makeUnit(u"enemy"_s, u"blue"_s, {}, table::Order::Advance, {1000, 300}));
    table::General cadogan;
    cadogan.id = u"cadogan"_s;
    cadogan.sideId = u"red"_s;
    cadogan.name = u"Cadogan"_s;
    cadogan.rating = 1;
    cadogan.divisionId = u"div-1"_s;
    cadogan.position = QPointF(400.0, 1000.0);
    scenario.addGeneral(cadogan);
    table::General marlborough;
    marlborough.id = u"marlborough"_s;
    marlborough.sideId = u"red"_s;
    marlborough.name = u"Marlborough"_s;
    marlborough.commanderInChief = true;
    scenario.addGeneral(marlborough);
    return scenario;
}

void sendMouse(TableScene &scene, QEvent::Type type, QPointF scenePos, QPointF pressPos)
{
    QGraphicsSceneMouseEvent event(type);
    event.setScenePos(scenePos);
    event.setScreenPos(scenePos.toPoint());
    event.setButton(type == QEvent::GraphicsSceneMouseMove ? Qt::NoButton : Qt::LeftButton);
    event.setButtons(type == QEvent::GraphicsSceneMouseRelease ? Qt::NoButton : Qt::LeftButton);
    event.setButtonDownScenePos(Qt::LeftButton, pressPos);
    event.setButtonDownScreenPos(Qt::LeftButton, pressPos.toPoint());
    QCoreApplication::sendEvent(&scene, &event);
}

// A drag by hand from `from` through the points to the last one.
void drag(TableScene &scene, QPointF from, const QList<QPointF> &through)
{
    sendMouse(scene, QEvent::GraphicsSceneMousePress, from, from);
    for (const QPointF &point : through)
        sendMouse(scene, QEvent::GraphicsSceneMouseMove, point, from);
    sendMouse(scene, QEvent::GraphicsSceneMouseRelease, through.last(), from);
}

struct Table
{
    Table()
        : scene(&document)
    {
        document.scenario() = commandTable();
        flags = new OrderFlagLayer(&scene);
        pieces = new PiecesLayer(&scene);
        hand = new GeneralHand(&scene, pieces);
    }
    Document document;
    TableScene scene;
    OrderFlagLayer *flags;
    PiecesLayer *pieces;
    GeneralHand *hand;
};

} // namespace

class TestBalaganPieces : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void flagPerUnit_data()
    {
        QTest::addColumn<QString>("unitId");
        QTest::addColumn<table::Order>("order");
        QTest::addColumn<QString>("tooltipHas");
        QTest::newRow("division with a general") << u"first"_s << table::Order::Hold << u"Cadogan +1"_s;
        QTest::newRow("division without one") << u"third"_s << table::Order::Advance << u"div-2"_s;
        QTest::newRow("no division") << u"alone"_s << table::Order::Retreat << u"alone"_s;
        QTest::newRow("the enemy") << u"enemy"_s << table::Order::Advance << u"enemy"_s;
    }

    void flagPerUnit()
    {
        QFETCH(QString, unitId);
        QFETCH(table::Order, order);
        QFETCH(QString, tooltipHas);
        Table table;
        QCOMPARE(table.flags->flagCount(), 5);
        OrderFlagItem *flag = table.flags->flag(unitId);
        QVERIFY(flag);
        QCOMPARE(flag->order(), order);
        QCOMPARE(flag->pos(), table.document.scenario().unit(unitId)->position());
        QVERIFY(flag->toolTip().contains(table::orderName(order)));
        QVERIFY2(flag->toolTip().contains(tooltipHas), qPrintable(flag->toolTip()));
        QVERIFY(flag->flags().testFlag(QGraphicsItem::ItemIgnoresTransformations));
    }

    void flagsFollowTheTable()
    {
        Table table;
        table::Unit unit = *table.document.scenario().unit(u"first"_s);
        unit.setOrder(table::Order::Retreat);
        unit.setPosition({800, 900});
        table.document.scenario().updateUnit(unit);
        QCOMPARE(table.flags->flag(u"first"_s)->order(), table::Order::Retreat);
        QCOMPARE(table.flags->flag(u"first"_s)->pos(), QPointF(800, 900));
        table.document.scenario().removeUnit(u"alone"_s);
        QCOMPARE(table.flags->flagCount(), 4);
        QCOMPARE(table.flags->flag(u"alone"_s), nullptr);
        // Only Balagan's battles carry orders.
        table.document.scenario().setRuleSystem(table::RuleSystem::Brown);
        QCOMPARE(table.flags->flagCount(), 0);
        QCOMPARE(table.pieces->generalItem(u"cadogan"_s), nullptr);
        table.document.scenario().setRuleSystem(table::RuleSystem::Balagan);
        QCOMPARE(table.flags->flagCount(), 4);
    }

    void generalPieces()
    {
        Table table;
        GeneralItem *cadogan = table.pieces->generalItem(u"cadogan"_s);
        QVERIFY(cadogan);
        QVERIFY(cadogan->isPlaced());
        QVERIFY(cadogan->isVisible());
        QCOMPARE(cadogan->pos(), QPointF(400, 1000));
        QCOMPARE(cadogan->label(), u"Cadogan +1"_s);
        // His division's order is shown once, on him.
        QCOMPARE(cadogan->divisionOrder(), std::optional(table::Order::Hold));
        // The commander-in-chief is nowhere yet: no piece shown.
        GeneralItem *marlborough = table.pieces->generalItem(u"marlborough"_s);
        QVERIFY(marlborough);
        QVERIFY(!marlborough->isVisible());
        QCOMPARE(table.pieces->generalAt({400, 1000}), u"cadogan"_s);
        QCOMPARE(table.pieces->generalAt({600, 600}), QString());
    }

    void dragGeneralIsOneUndoStep()
    {
        Table table;
        QUndoStack *stack = table.document.undoStack();
        drag(table.scene, {400, 1000}, {{420, 1000}, {450, 980}, {500, 900}, {520, 880}});
        QCOMPARE(stack->count(), 1);
        QCOMPARE(table.document.scenario().general(u"cadogan"_s)->position, std::optional(QPointF(520, 880)));
        QCOMPARE(table.pieces->generalItem(u"cadogan"_s)->pos(), QPointF(520, 880));
        stack->undo();
        QCOMPARE(table.document.scenario().general(u"cadogan"_s)->position, std::optional(QPointF(400, 1000)));
        QCOMPARE(table.pieces->generalItem(u"cadogan"_s)->pos(), QPointF(400, 1000));
        // A click without a move changes nothing.
        drag(table.scene, {400, 1000}, {{400.5, 1000}});
        QCOMPARE(stack->count(), 1);
        QCOMPARE(stack->index(), 0);
    }

    void dropOnUnitAttaches()
    {
        Table table;
        QUndoStack *stack = table.document.undoStack();
        const auto events = table.document.events().size();
        drag(table.scene, {400, 1000}, {{700, 1000}, {1100, 1000}});
        QCOMPARE(stack->count(), 1);
        const table::Scenario &scenario = table.document.scenario();
        QCOMPARE(scenario.general(u"cadogan"_s)->attachedUnitId, u"second"_s);
        QCOMPARE(scenario.unit(u"second"_s)->generalId(), u"cadogan"_s);
        QCOMPARE(table.document.events().size(), events + 1);
        QCOMPARE(table.document.events().last().kind, u"balagan.general"_s);
        // He stands beside the unit and follows it.
        QCOMPARE(table.pieces->generalItem(u"cadogan"_s)->pos(), QPointF(1100, 1000));
        table::Unit moved = *scenario.unit(u"second"_s);
        moved.setPosition({1150, 950});
        table.document.scenario().updateUnit(moved);
        QCOMPARE(table.pieces->generalItem(u"cadogan"_s)->pos(), QPointF(1150, 950));
        table.document.scenario().updateUnit(*table.document.scenario().unit(u"second"_s));
        // Dragged off onto open ground he leaves the unit, again in one step.
        // (The piece stands beside the unit; with no view a pixel is a millimetre.)
        const QPointF piece = QPointF(1150, 950) + table.pieces->generalItem(u"cadogan"_s)->pieceCentre();
        QCOMPARE(table.pieces->generalAt(piece), u"cadogan"_s);
        drag(table.scene, piece, {{1150, 700}, {1200, 600}});
        QCOMPARE(stack->count(), 2);
        QVERIFY(scenario.general(u"cadogan"_s)->attachedUnitId.isEmpty());
        QVERIFY(scenario.unit(u"second"_s)->generalId().isEmpty());
        QCOMPARE(scenario.general(u"cadogan"_s)->position, std::optional(QPointF(1200, 600)));
        stack->undo();
        QCOMPARE(scenario.unit(u"second"_s)->generalId(), u"cadogan"_s);
        stack->undo();
        QVERIFY(scenario.general(u"cadogan"_s)->attachedUnitId.isEmpty());
        QVERIFY(scenario.unit(u"second"_s)->generalId().isEmpty());
        QCOMPARE(scenario.general(u"cadogan"_s)->position, std::optional(QPointF(400, 1000)));
    }

    void contextMenuJoinsAndLeaves()
    {
        Table table;
        std::unique_ptr<QMenu> menu(table.hand->createGeneralMenu(u"cadogan"_s, nullptr));
        QVERIFY(menu);
        QMenu *join = menu->findChild<QMenu *>(u"joinUnit"_s);
        QVERIFY(join);
        // His side's four brigades, not the enemy.
        QCOMPARE(join->actions().size(), 4);
        QAction *third = nullptr;
        for (QAction *action : join->actions())
            if (action->data().toString() == u"third"_s)
                third = action;
        QVERIFY(third);
        third->trigger();
        QCOMPARE(table.document.scenario().unit(u"third"_s)->generalId(), u"cadogan"_s);
        std::unique_ptr<QMenu> again(table.hand->createGeneralMenu(u"cadogan"_s, nullptr));
        QAction *leave = again->findChild<QAction *>(u"leaveUnit"_s);
        QVERIFY(leave);
        leave->trigger();
        QVERIFY(table.document.scenario().unit(u"third"_s)->generalId().isEmpty());
        QCOMPARE(table.document.undoStack()->count(), 2);
        // "Send messenger" asks the Orders dock.
        QSignalSpy asked(table.hand, &GeneralHand::sendMessengerRequested);
        again->findChild<QAction *>(u"sendMessenger"_s)->trigger();
        QCOMPARE(asked.size(), 1);
        QCOMPARE(asked.first().first().toString(), u"cadogan"_s);
    }

    void messengerRidesToArrival()
    {
        Table table;
        OrdersPanel panel(&table.document);
        QList<int> faces;
        table.document.dice()->setPhysicalDice(true);
        table.document.dice()->setFaceAsker([&faces](const QList<dice::Die> &dice, const QString &, const QString &)
                                                -> std::optional<QList<int>> {
            if (faces.size() < dice.size())
                return std::nullopt;
            const QList<int> thrown = faces.mid(0, dice.size());
            faces.remove(0, dice.size());
            return thrown;
        });
        QUndoStack *stack = table.document.undoStack();
        QVERIFY(!panel.sendMessenger(u"marlborough"_s, u"first"_s, table::Order::Advance)); // nowhere
        QVERIFY(panel.sendMessenger(u"cadogan"_s, u"first"_s, table::Order::Advance));
        QCOMPARE(stack->count(), 1);
        const table::Scenario &scenario = table.document.scenario();
        QCOMPARE(scenario.messengers().size(), 1);
        const QString id = scenario.messengers().first().id;
        QVERIFY(table.pieces->messengerItem(id));
        QCOMPARE(table.pieces->messengerItem(id)->pos(), QPointF(400, 1000));
        QCOMPARE(table.document.events().last().kind, u"balagan.messenger-sent"_s);

        // 600 mm to ride at 240 mm a bound (2400p at 100p/cm): three of red's
        // bounds, once each, in red's movement phase (docs/rules.md M-28).
        BalaganController *balagan = table.document.balagan();
        panel.refresh();
        QCOMPARE(panel.ridingSide(), u"red"_s);
        auto *ride = panel.findChild<QPushButton *>(u"messengersRide"_s);
        QVERIFY(ride);
        QVERIFY(!ride->isEnabled()); // the set-up: not yet
        QCOMPARE(panel.rideMessengers(u"red"_s), 0);
        QVERIFY(balagan->testAll()); // red's first bound: nobody in combat, no die
        panel.refresh();
        QVERIFY2(ride->isEnabled(), qPrintable(ride->toolTip()));
        QCOMPARE(panel.rideMessengers(u"red"_s), -1); // dice withheld: nothing rode
        QCOMPARE(stack->count(), 2);
        faces = {5, 3, 6};
        for (int bound = 1; bound <= 3; ++bound) {
            QCOMPARE(panel.rideMessengers(u"red"_s), 1);
            const table::Messenger *messenger = scenario.messenger(id);
            QCOMPARE(messenger->route.size(), bound + 1);
            QCOMPARE(table.pieces->routeItem(id)->route().size(), bound + 1);
            QCOMPARE(messenger->delivered, bound == 3);
            QCOMPARE(table.pieces->messengerItem(id)->isVisible(), bound < 3);
            // Ridden: the button waits for red's next bound, and pressing
            // it again rides nobody and throws no die.
            panel.refresh();
            QVERIFY(!ride->isEnabled());
            const qsizetype left = faces.size();
            QCOMPARE(panel.rideMessengers(u"red"_s), 0);
            QCOMPARE(faces.size(), left);
            if (bound < 3) {
                QVERIFY(balagan->endBound());
                QVERIFY(balagan->testAll()); // blue's bound: red's messengers wait
                panel.refresh();
                QVERIFY(!ride->isEnabled());
                QVERIFY(balagan->endBound());
                QVERIFY(balagan->testAll());
            }
        }
        QVERIFY(faces.isEmpty());
        QCOMPARE(stack->count(), 2 + 3 + 2 * 4);
        QCOMPARE(scenario.unit(u"first"_s)->order(), table::Order::Advance);
        QCOMPARE(scenario.unit(u"second"_s)->order(), table::Order::Advance);
        QCOMPARE(scenario.unit(u"third"_s)->order(), table::Order::Advance); // it was already
        QCOMPARE(table.flags->flag(u"second"_s)->order(), table::Order::Advance);
        QCOMPARE(table.pieces->generalItem(u"cadogan"_s)->divisionOrder(), std::optional(table::Order::Advance));
        QCOMPARE(table.document.events().last().kind, u"balagan.orders"_s);
        // Nobody rides now; blue has no messengers.
        QCOMPARE(panel.rideMessengers(u"red"_s), 0);
        QCOMPARE(panel.rideMessengers(u"blue"_s), 0);

        // Undo the arrival: he is back on his way and the division holds.
        stack->undo();
        QVERIFY(scenario.messenger(id)->riding());
        QCOMPARE(scenario.messenger(id)->route.size(), 3);
        QCOMPARE(scenario.unit(u"second"_s)->order(), table::Order::Hold);
        QCOMPARE(table.flags->flag(u"second"_s)->order(), table::Order::Hold);
        QVERIFY(table.pieces->messengerItem(id)->isVisible());
        stack->setIndex(0);
        QVERIFY(scenario.messengers().isEmpty());
        QCOMPARE(table.pieces->messengerItem(id), nullptr);
    }

    void messengerKilled()
    {
        Table table;
        OrdersPanel panel(&table.document);
        QList<int> faces{1};
        table.document.dice()->setPhysicalDice(true);
        table.document.dice()->setFaceAsker([&faces](const QList<dice::Die> &dice, const QString &, const QString &)
                                                -> std::optional<QList<int>> {
            if (faces.size() < dice.size())
                return std::nullopt;
            const QList<int> thrown = faces.mid(0, dice.size());
            faces.remove(0, dice.size());
            return thrown;
        });
        QVERIFY(panel.sendMessenger(u"cadogan"_s, u"third"_s, table::Order::Retreat));
        const QString id = table.document.scenario().messengers().first().id;
        QVERIFY(table.document.balagan()->testAll());
        QCOMPARE(panel.rideMessengers(u"red"_s), 1);
        QVERIFY(table.document.scenario().messenger(id)->killed);
        QVERIFY(!table.pieces->messengerItem(id)->isVisible());
        QCOMPARE(table.document.scenario().unit(u"third"_s)->order(), table::Order::Advance);
        QCOMPARE(table.document.events().last().kind, u"balagan.messenger"_s);
        QCOMPARE(table.document.events().last().rolls.first().faces(), QList<int>{1});
        // The Orders dock lists him, killed.
        panel.refresh();
        QList<QTreeWidgetItem *> rows = panel.tree()->findItems(table.document.scenario().messenger(id)->name,
                                                                 Qt::MatchExactly | Qt::MatchRecursive);
        QCOMPARE(rows.size(), 1);
        QCOMPARE(rows.first()->text(OrdersPanel::UnitsColumn), u"killed"_s);
    }

    void ordersDock()
    {
        Table table;
        OrdersPanel panel(&table.document);
        QTreeWidget *tree = panel.tree();
        QCOMPARE(tree->topLevelItemCount(), 2);
        QTreeWidgetItem *red = tree->topLevelItem(0);
        // CinC, two divisions, one brigade alone.
        QCOMPARE(red->childCount(), 4);
        QCOMPARE(red->child(0)->text(OrdersPanel::NameColumn), u"Commander-in-chief"_s);
        QTreeWidgetItem *first = red->child(1);
        QCOMPARE(first->text(OrdersPanel::GeneralColumn), u"Cadogan +1"_s);
        QCOMPARE(first->text(OrdersPanel::OrderColumn), table::orderName(table::Order::Hold));
        QCOMPARE(first->text(OrdersPanel::UnitsColumn), u"2"_s);
        QCOMPARE(first->childCount(), 2);
        QCOMPARE(red->child(2)->text(OrdersPanel::GeneralColumn), u"none"_s);
        QCOMPARE(red->child(3)->text(OrdersPanel::OrderColumn), table::orderName(table::Order::Retreat));
        // The commander-in-chief is nowhere until placed behind his side's first unit.
        QCOMPARE(red->child(0)->text(OrdersPanel::UnitsColumn), u"not on the table"_s);
        QVERIFY(!panel.placeGeneral(u"cadogan"_s));
        QVERIFY(panel.placeGeneral(u"marlborough"_s));
        QCOMPARE(table.document.scenario().general(u"marlborough"_s)->position, std::optional(QPointF(1000, 1020)));
        QVERIFY(table.pieces->generalItem(u"marlborough"_s)->isVisible());
        QVERIFY(!panel.placeGeneral(u"marlborough"_s));
        QVERIFY(panel.sendMessenger(u"marlborough"_s, u"alone"_s, table::Order::Hold));
        QCOMPARE(table.document.scenario().messengers().first().position, QPointF(1000, 1020));
        table.document.undoStack()->setIndex(0);
        QVERIFY(!table.document.scenario().general(u"marlborough"_s)->position);
        // The table under other rules has no orders.
        table.document.scenario().setRuleSystem(table::RuleSystem::Brown);
        panel.refresh();
        QCOMPARE(tree->topLevelItemCount(), 0);
    }
};

QTEST_MAIN(TestBalaganPieces)
#include "test_balaganpieces.moc"

// docs/rules.md M-26 and M-32: orders bind, and a move that goes against a
// unit's order is refused (the decision is core's; the move tool, the
// options and the act ask it); a general arriving in person changes his
// division's order at once.
#include "balagantable.h"

#include "rules/balagan/battle.h"
#include "rules/balagan/movement.h"

#include "journal/journalevent.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace vedette::table;
using namespace vedette::rules::balagan;
using namespace vedette::rules::balagan::testing;
using vedette::journal::EventList;

Q_DECLARE_METATYPE(vedette::table::Order)

namespace {

// Red foot in line at (1000, 1000) facing up the table; blue foot 300 mm
// ahead of it (towards -y), facing it.
Scenario facing(Order order, bool withEnemy = true)
{
    Scenario scenario = emptyTable();
    Unit red = makeUnit(u"red-foot"_s, u"red"_s, Arm::Foot, Formation::SingleLine, {1000, 1000}, 0.0);
    red.setOrder(order);
    scenario.addUnit(red);
    if (withEnemy)
        scenario.addUnit(makeUnit(u"blue-foot"_s, u"blue"_s, Arm::Foot, Formation::SingleLine, {1000, 700}, 180.0));
    return scenario;
}

} // namespace

class TestOrders : public QObject
{
    Q_OBJECT

private slots:
    void orderBinds_data()
    {
        QTest::addColumn<Order>("order");
        QTest::addColumn<QPointF>("delta"); // the move of the unit's centre, mm (-y: towards the enemy)
        QTest::addColumn<bool>("withEnemy");
        QTest::addColumn<bool>("refused");
        // Advance: away from the enemy is refused, beyond the 1 mm wobble.
        QTest::addRow("advance towards") << Order::Advance << QPointF(0, -50) << true << false;
        QTest::addRow("advance away 1 mm") << Order::Advance << QPointF(0, 1.0) << true << false;
        QTest::addRow("advance away 1.5 mm") << Order::Advance << QPointF(0, 1.5) << true << true;
        QTest::addRow("advance away") << Order::Advance << QPointF(0, 50) << true << true;
        QTest::addRow("advance sideways") << Order::Advance << QPointF(30, 0) << true << false;
        QTest::addRow("advance away, no enemy") << Order::Advance << QPointF(0, 50) << false << false;
        // Hold: any move beyond the wobble, enemy or not.
        QTest::addRow("hold still") << Order::Hold << QPointF(0, 0.8) << true << false;
        QTest::addRow("hold moves 1.5 mm") << Order::Hold << QPointF(0, 1.5) << true << true;
        QTest::addRow("hold moves sideways") << Order::Hold << QPointF(40, 0) << true << true;
        QTest::addRow("hold moves, no enemy") << Order::Hold << QPointF(0, -40) << false << true;
        // Retreat: only farther from every enemy; no nearer, and not beside it.
        QTest::addRow("retreat away") << Order::Retreat << QPointF(0, 50) << true << false;
        QTest::addRow("retreat towards 1 mm") << Order::Retreat << QPointF(0, -1.0) << true << false;
        QTest::addRow("retreat towards 1.5 mm") << Order::Retreat << QPointF(0, -1.5) << true << true;
        QTest::addRow("retreat towards") << Order::Retreat << QPointF(0, -50) << true << true;
        QTest::addRow("retreat towards, no enemy") << Order::Retreat << QPointF(0, -50) << false << false;
        QTest::addRow("retreat sideways") << Order::Retreat << QPointF(30, 0) << true << true;
        QTest::addRow("retreat away 1.5 mm") << Order::Retreat << QPointF(0, 1.5) << true << false;
    }
    void orderBinds()
    {
        QFETCH(Order, order);
        QFETCH(QPointF, delta);
        QFETCH(bool, withEnemy);
        QFETCH(bool, refused);
        const Scenario scenario = facing(order, withEnemy);
        const Unit &unit = *scenario.unit(u"red-foot"_s);
        const QString why = movement::orderRefusal(scenario, unit, unit.position(), unit.position() + delta);
        QCOMPARE(!why.isEmpty(), refused);
        if (refused)
            QVERIFY2(why.contains(orderName(order).toLower()), qPrintable(why));
    }

    // An enemy that is not yet on the table is no one to advance on.
    void enemyOffTheTableIgnored()
    {
        Scenario scenario = facing(Order::Advance);
        Unit blue = *scenario.unit(u"blue-foot"_s);
        blue.setOnTable(false);
        scenario.updateUnit(blue);
        const Unit &unit = *scenario.unit(u"red-foot"_s);
        QVERIFY(movement::orderRefusal(scenario, unit, unit.position(), unit.position() + QPointF(0, 50)).isEmpty());
    }

    // M-26: a general arriving in person joins the unit, and its division's
    // order changes at once, with no die; never with the enemy or another division.
    void generalArrives()
    {
        Scenario scenario = facing(Order::Hold);
        for (const QString &id : {u"a"_s, u"b"_s}) {
            Unit unit = makeUnit(id, u"red"_s, Arm::Foot, Formation::SingleLine, {id == u"a"_s ? 1400.0 : 1600.0, 1000}, 0.0);
            unit.setDivisionId(u"div"_s);
            scenario.addUnit(unit);
        }
        scenario.addGeneral({u"gen"_s, u"red"_s, u"G"_s, 0, u"div"_s, false, QString(), QPointF(1500, 1200)});
        scenario.addGeneral({u"cinc"_s, u"red"_s, u"C"_s, 1, QString(), true, QString(), QPointF(1500, 1300)});
        Battle battle(scenario);
        EventList events;
        QVERIFY(!battle.generalArrives(u"gen"_s, u"blue-foot"_s, Order::Advance, events).isEmpty());
        QVERIFY(!battle.generalArrives(u"gen"_s, u"red-foot"_s, Order::Advance, events).isEmpty());
        QVERIFY(!battle.generalArrives(u"nobody"_s, u"a"_s, Order::Advance, events).isEmpty());
        QVERIFY(events.events().isEmpty());
        QVERIFY(battle.scenario() == scenario);
        QCOMPARE(battle.generalArrives(u"gen"_s, u"a"_s, Order::Advance, events), QString());
        QCOMPARE(battle.scenario().unit(u"a"_s)->order(), Order::Advance);
        QCOMPARE(battle.scenario().unit(u"b"_s)->order(), Order::Advance);
        QCOMPARE(battle.scenario().unit(u"red-foot"_s)->order(), Order::Hold);
        QCOMPARE(battle.scenario().general(u"gen"_s)->attachedUnitId, u"a"_s);
        QCOMPARE(events.events().size(), 1);
        QCOMPARE(events.events().constFirst().kind, u"balagan.orders"_s);
        QVERIFY(events.events().constFirst().rolls.isEmpty());
        // The commander-in-chief may join a unit of any division, or none.
        QCOMPARE(battle.generalArrives(u"cinc"_s, u"red-foot"_s, Order::Retreat, events), QString());
        QCOMPARE(battle.scenario().unit(u"red-foot"_s)->order(), Order::Retreat);
        QCOMPARE(battle.scenario().unit(u"a"_s)->order(), Order::Advance);
    }
};

QTEST_GUILESS_MAIN(TestOrders)
#include "test_orders.moc"

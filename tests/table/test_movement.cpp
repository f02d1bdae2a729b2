#include "table/movecheck.h"
#include "table/scenario.h"

#include <QTest>

#include <cmath>
#include <numbers>

using namespace vedette::table;

Q_DECLARE_METATYPE(vedette::table::Arm)
Q_DECLARE_METATYPE(vedette::table::Formation)

namespace {

const QString side = QStringLiteral("red");

Scenario balaganTable()
{
    Scenario scenario;
    scenario.setRuleSystem(RuleSystem::Balagan);
    scenario.setTableSize(Length::fromMm(1000), Length::fromMm(1000));
    scenario.addSide({side, QStringLiteral("Red"), Qt::red});
    // Woods: 100 mm square on the path from (0, 500) to (300, 500).
    scenario.addTerrain(Terrain(QStringLiteral("woods"), TerrainType::Woods,
                                QPolygonF({{100, 450}, {200, 450}, {200, 550}, {100, 550}})));
    return scenario;
}

Unit mover(Arm arm, Formation formation, QPointF at = {0, 500}, bool mounted = true)
{
    Unit unit(QStringLiteral("mover"), side, QStringLiteral("Mover"), arm);
    unit.setFormation(formation);
    unit.setDragoonsMounted(mounted);
    unit.setPosition(at);
    unit.setFacing(90.0);
    return unit;
}

const QPolygonF throughWoods({{0, 500}, {300, 500}});

} // namespace

class TestMovement : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // Messages format numbers for the referee's locale; pin one for the test.
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    void badGoing_data()
    {
        QTest::addColumn<Arm>("arm");
        QTest::addColumn<Formation>("formation");
        QTest::addColumn<bool>("mounted");
        QTest::addColumn<double>("cost"); // negative: impassable

        // 300 mm path, 100 mm of it in woods (docs/rules.md M-6 multipliers).
        QTest::newRow("foot line x4") << Arm::Foot << Formation::SingleLine << true << 200.0 + 400.0;
        QTest::newRow("foot double line x4") << Arm::Foot << Formation::DoubleLine << true << 600.0;
        QTest::newRow("foot column x2") << Arm::Foot << Formation::ColumnOfMarch << true << 200.0 + 200.0;
        QTest::newRow("horse column x4") << Arm::Horse << Formation::ColumnOfMarch << true << 600.0;
        QTest::newRow("horse line impassable") << Arm::Horse << Formation::SingleLine << true << -1.0;
        QTest::newRow("mounted dragoons in line impassable") << Arm::Dragoons << Formation::SingleLine << true << -1.0;
        QTest::newRow("mounted dragoons column x4") << Arm::Dragoons << Formation::ColumnOfMarch << true << 600.0;
        QTest::newRow("dismounted dragoons line x4") << Arm::Dragoons << Formation::SingleLine << false << 600.0;
        // docs/rules.md M-22: dismounted they are always in single line and move as
        // foot in line, whatever formation they dismounted from.
        QTest::newRow("dismounted dragoons from column: foot line x4") << Arm::Dragoons << Formation::ColumnOfMarch << false << 600.0;
        QTest::newRow("limbered artillery x4") << Arm::Artillery << Formation::Limbered << true << 600.0;
    }

    void badGoing()
    {
        QFETCH(Arm, arm);
        QFETCH(Formation, formation);
        QFETCH(bool, mounted);
        QFETCH(double, cost);
        const Scenario scenario = balaganTable();
        QString blocking;
        const Length result = pathCost(scenario, mover(arm, formation, {0, 500}, mounted), throughWoods, &blocking);
        if (cost < 0) {
            QVERIFY(!result.isFinite());
            QCOMPARE(blocking, QStringLiteral("woods"));
        } else {
            QVERIFY(std::abs(result.mm() - cost) < 1e-9);
            QVERIFY(blocking.isEmpty());
        }
    }

    // Horse in line may not enter bad going, but open ground costs its length
    // (0 x infinity must not make the cost NaN).
    void horseInLineOnOpenGround()
    {
        const Scenario scenario = balaganTable();
        const QPolygonF open({{0, 800}, {300, 800}});
        QCOMPARE(pathCost(scenario, mover(Arm::Horse, Formation::SingleLine, {0, 800}), open).mm(), 300.0);
        QVERIFY(checkMove(scenario, mover(Arm::Horse, Formation::SingleLine, {0, 800}), open).ok());
    }

    void brownHasNoBadGoingUnlessSet()
    {
        Scenario scenario = balaganTable();
        scenario.setRuleSystem(RuleSystem::Brown);
        QCOMPARE(pathCost(scenario, mover(Arm::Horse, Formation::SingleLine), throughWoods).mm(), 300.0);
        BadGoingRules rules = BadGoingRules::balagan();
        rules.footLine = 3.0;
        scenario.setBadGoingRules(rules);
        QCOMPARE(pathCost(scenario, mover(Arm::Foot, Formation::SingleLine), throughWoods).mm(), 500.0);
    }

    void terrainThatIsNotBadGoing()
    {
        Scenario scenario = balaganTable();
        Terrain woods = *scenario.terrainPiece(QStringLiteral("woods"));
        woods.setType(TerrainType::Hill); // hills are open going
        scenario.updateTerrain(woods);
        QCOMPARE(pathCost(scenario, mover(Arm::Foot, Formation::SingleLine), throughWoods).mm(), 300.0);
    }

    void overlappingBadGoingCountsOnce()
    {
        Scenario scenario = balaganTable();
        scenario.addTerrain(Terrain(QStringLiteral("marsh"), TerrainType::Marsh,
                                    QPolygonF({{150, 450}, {250, 450}, {250, 550}, {150, 550}})));
        // 150 mm of bad going (100..250), foot column x2: 150 + 300.
        QCOMPARE(pathCost(scenario, mover(Arm::Foot, Formation::ColumnOfMarch), throughWoods).mm(), 450.0);
    }

    void polylinePath()
    {
        const Scenario scenario = balaganTable();
        // Up and over the woods, then down: no bad going, 100 + 300 + 100.
        const QPolygonF around({{0, 500}, {0, 400}, {300, 400}, {300, 500}});
        QCOMPARE(pathCost(scenario, mover(Arm::Foot, Formation::SingleLine), around).mm(), 500.0);
    }

    void impassableTerrain()
    {
        Scenario scenario = balaganTable();
        Terrain river(QStringLiteral("river"), TerrainType::River, QPolygonF({{250, 0}, {260, 0}, {260, 1000}, {250, 1000}}));
        river.setImpassable(true);
        river.setName(QStringLiteral("Nebel"));
        scenario.addTerrain(river);
        const MoveCheck check = checkMove(scenario, mover(Arm::Foot, Formation::ColumnOfMarch), throughWoods);
        QVERIFY(!check.legal);
        QCOMPARE(check.blockingId, QStringLiteral("river"));
        QVERIFY(check.reason.contains(QStringLiteral("Nebel")));
        // Impassable blocks even with bad going switched off (Brown).
        scenario.setRuleSystem(RuleSystem::Brown);
        QVERIFY(!checkMove(scenario, mover(Arm::Foot, Formation::ColumnOfMarch), throughWoods).legal);
    }

    void allowance()
    {
        const Scenario scenario = balaganTable();
        const Unit foot = mover(Arm::Foot, Formation::ColumnOfMarch);
        // Foot column: 1200p = 120 mm a bound; the path costs 400 mm.
        const MoveCheck tooFar = checkMove(scenario, foot, throughWoods, Length::fromPaces(1200, scenario.groundScale()));
        QVERIFY(tooFar.legal);
        QVERIFY(!tooFar.withinAllowance);
        QVERIFY(!tooFar.ok());
        QCOMPARE(tooFar.distance.mm(), 300.0);
        QCOMPARE(tooFar.cost.mm(), 400.0);
        QCOMPARE(tooFar.reason, QStringLiteral("The move costs 4,000 p of an allowance of 1,200 p."));
        const MoveCheck exact = checkMove(scenario, foot, QPolygonF({{50, 500}, {50, 380}}),
                                          Length::fromPaces(1200, scenario.groundScale()));
        QVERIFY(exact.ok());
        QVERIFY(exact.reason.isEmpty());
    }

    void interpenetration_data()
    {
        QTest::addColumn<QPolygonF>("path");
        QTest::addColumn<bool>("legal");

        // Mover: single line facing up at (500, 800), 80 x 20. Obstacle: the
        // same at (500, 600), spanning x 460..540, y 590..610.
        QTest::newRow("straight through") << QPolygonF({{500, 800}, {500, 400}}) << false;
        QTest::newRow("stops touching") << QPolygonF({{500, 800}, {500, 620}}) << true;
        QTest::newRow("stops overlapping") << QPolygonF({{500, 800}, {500, 615}}) << false;
        QTest::newRow("passes beside") << QPolygonF({{580, 800}, {580, 400}}) << true;
        QTest::newRow("passes overlapping by 1 mm") << QPolygonF({{579, 800}, {579, 400}}) << false;
        QTest::newRow("goes round") << QPolygonF({{500, 800}, {650, 700}, {650, 500}, {500, 450}}) << true;
        QTest::newRow("off the table") << QPolygonF({{500, 800}, {500, 995}}) << false;
    }

    void interpenetration()
    {
        QFETCH(QPolygonF, path);
        QFETCH(bool, legal);
        Scenario scenario = balaganTable();
        Unit obstacle(QStringLiteral("obstacle"), side, QStringLiteral("Obstacle"), Arm::Foot);
        obstacle.setPosition({500, 600});
        scenario.addUnit(obstacle);
        Unit unit(QStringLiteral("mover"), side, QStringLiteral("Mover"), Arm::Foot);
        unit.setPosition(path.first());
        scenario.addUnit(unit);
        const MoveCheck check = checkMove(scenario, unit, path);
        QCOMPARE(check.legal, legal);
        QCOMPARE(check.reason.isEmpty(), legal);
        if (!legal && path.last().y() < 900)
            QCOMPARE(check.blockingId, QStringLiteral("obstacle"));
    }

    void wheel_data()
    {
        QTest::addColumn<double>("degrees");
        QTest::addColumn<QPointF>("obstacle"); // centre of a 40 x 20 mm stand facing up; (0, 0) = none
        QTest::addColumn<bool>("legal");
        QTest::addColumn<bool>("withinAllowance");

        // Brigade 80 x 20 at (500, 500) facing up: pivots on (540, 490)
        // wheeling right, (460, 490) wheeling left; the outer corner travels
        // 80 mm x angle. Allowance 1200p = 120 mm.
        QTest::newRow("quarter wheel right, clear") << 90.0 << QPointF() << true << false;
        QTest::newRow("45 degrees, within allowance") << 45.0 << QPointF() << true << true;
        QTest::newRow("45 degrees left") << -45.0 << QPointF() << true << true;
        QTest::newRow("runs into a unit in the sweep") << 90.0 << QPointF(490, 440) << false << false;
        QTest::newRow("unit beyond the sweep") << 90.0 << QPointF(420, 400) << true << false;
        QTest::newRow("unit on the other side") << -45.0 << QPointF(580, 440) << true << true;
    }

    void wheel()
    {
        QFETCH(double, degrees);
        QFETCH(QPointF, obstacle);
        QFETCH(bool, legal);
        QFETCH(bool, withinAllowance);
        Scenario scenario = balaganTable();
        Unit unit(QStringLiteral("mover"), side, QStringLiteral("Mover"), Arm::Foot);
        unit.setPosition({500, 500});
        scenario.addUnit(unit);
        if (!obstacle.isNull()) {
            Unit other(QStringLiteral("other"), side, QStringLiteral("Other"), Arm::Foot);
            other.setFormation(Formation::ColumnOfMarch); // 40 x 60
            other.setPosition(obstacle);
            scenario.addUnit(other);
        }
        const MoveCheck check = checkWheel(scenario, unit, degrees, Length::fromPaces(1200, scenario.groundScale()));
        QCOMPARE(check.legal, legal);
        if (legal) {
            QCOMPARE(check.withinAllowance, withinAllowance);
            QVERIFY(std::abs(check.cost.mm() - 80.0 * std::abs(degrees) * std::numbers::pi / 180.0) < 1e-9);
        } else {
            QCOMPARE(check.blockingId, QStringLiteral("other"));
        }
    }

    void wheelIntoImpassableTerrain()
    {
        Scenario scenario = balaganTable();
        Terrain cliff(QStringLiteral("cliff"), TerrainType::SteepSlope, QPolygonF({{430, 380}, {470, 380}, {470, 420}, {430, 420}}));
        cliff.setImpassable(true);
        scenario.addTerrain(cliff);
        Unit unit(QStringLiteral("mover"), side, QStringLiteral("Mover"), Arm::Foot);
        unit.setPosition({500, 500});
        scenario.addUnit(unit);
        // Wheeling right sweeps the left end round over the cliff; wheeling left does not.
        const MoveCheck right = checkWheel(scenario, unit, 90.0);
        QVERIFY(right.legal);
        const MoveCheck left = checkWheel(scenario, unit, -120.0);
        QVERIFY(!left.legal);
        QCOMPARE(left.blockingId, QStringLiteral("cliff"));
        unit.setPosition({500, 30});
        scenario.updateUnit(unit);
        QVERIFY(!checkWheel(scenario, unit, 90.0).legal); // ends off the table
    }

    void emptyPath()
    {
        const MoveCheck check = checkMove(balaganTable(), mover(Arm::Foot, Formation::SingleLine), QPolygonF({{0, 500}}));
        QVERIFY(check.ok());
        QCOMPARE(check.distance.mm(), 0.0);
    }
};

QTEST_GUILESS_MAIN(TestMovement)
#include "test_movement.moc"

#include "balagantable.h"

#include "rules/balagan/reachablearea.h"

#include "table/geometry.h"

#include <QTest>

#include <cmath>
#include <numbers>

using namespace Qt::StringLiterals;
using namespace vedette::table;
using namespace vedette::rules::balagan;
using namespace vedette::rules::balagan::testing;

Q_DECLARE_METATYPE(vedette::table::Arm)
Q_DECLARE_METATYPE(vedette::table::Formation)
Q_DECLARE_METATYPE(vedette::rules::balagan::ReachableArea::Stop)

namespace {

// The mover stands at (1500, 1500) facing up the table (towards -y); a line
// is 80 x 20 mm, so its front edge is at y = 1490. 100 paces to the cm.
constexpr QPointF home{1500.0, 1500.0};

Terrain wood(double nearY, double farY)
{
    return Terrain(u"wood"_s, TerrainType::Woods,
                   QPolygonF({{1300.0, farY}, {1700.0, farY}, {1700.0, nearY}, {1300.0, nearY}}));
}

double polygonsArea(const QList<QPolygonF> &polygons)
{
    double area = 0.0;
    for (const QPolygonF &polygon : polygons)
        area += geometry::signedArea(polygon);
    return std::abs(area);
}

bool anyContains(const QList<QPolygonF> &polygons, QPointF point)
{
    int inside = 0;
    for (const QPolygonF &polygon : polygons)
        inside += geometry::polygonContains(polygon, point) ? 1 : 0;
    return inside % 2 == 1; // holes are outlines inside outlines
}

} // namespace

class TestReachableArea : public QObject
{
    Q_OBJECT

private slots:
    void freeMove_data();
    void freeMove();
    void actionAreaOpenGround_data();
    void actionAreaOpenGround();
    void actionAreaAroundObstacles();
    void unlimberedArtilleryStays();
    void houseRulesGapsShapeTheCorridor();
};

void TestReachableArea::freeMove_data()
{
    QTest::addColumn<Arm>("arm");
    QTest::addColumn<Formation>("formation");
    QTest::addColumn<QString>("obstacle"); // "", "wood", "unit", "edge", "impassable"
    QTest::addColumn<double>("allowancePaces");
    QTest::addColumn<double>("distanceMm");
    QTest::addColumn<ReachableArea::Stop>("stop");

    using S = ReachableArea::Stop;
    // Open ground: the whole allowance (foot line 600p = 60 mm, horse line 1200p, horse column 2400p).
    QTest::newRow("foot line, open") << Arm::Foot << Formation::SingleLine << QString() << 600.0 << 60.0 << S::Allowance;
    QTest::newRow("foot column, open") << Arm::Foot << Formation::ColumnOfMarch << QString() << 1200.0 << 120.0 << S::Allowance;
    QTest::newRow("horse line, open") << Arm::Horse << Formation::SingleLine << QString() << 1200.0 << 120.0 << S::Allowance;
    QTest::newRow("horse column, open") << Arm::Horse << Formation::ColumnOfMarch << QString() << 2400.0 << 240.0 << S::Allowance;
    QTest::newRow("limbered artillery, open") << Arm::Artillery << Formation::Limbered << QString() << 800.0 << 80.0 << S::Allowance;
    // Wood from 20 mm ahead of the centre: 20 mm open, the rest at x4 (foot line), x2 (foot column).
    QTest::newRow("foot line, wood x4") << Arm::Foot << Formation::SingleLine << u"wood"_s << 600.0 << 20.0 + 40.0 / 4.0 << S::BadGoing;
    QTest::newRow("foot column, wood x2") << Arm::Foot << Formation::ColumnOfMarch << u"wood"_s << 1200.0 << 20.0 + 100.0 / 2.0 << S::BadGoing;
    QTest::newRow("horse column, wood x4") << Arm::Horse << Formation::ColumnOfMarch << u"wood"_s << 2400.0 << 20.0 + 220.0 / 4.0 << S::BadGoing;
    QTest::newRow("limbered artillery, wood x4") << Arm::Artillery << Formation::Limbered << u"wood"_s << 800.0 << 20.0 + 60.0 / 4.0 << S::BadGoing;
    // Horse in line may not enter: its front edge (y 1490) stops at the wood's edge (y 1480).
    QTest::newRow("horse line, wood impassable") << Arm::Horse << Formation::SingleLine << u"wood"_s << 1200.0 << 10.0 << S::Impassable;
    QTest::newRow("foot line, impassable ground") << Arm::Foot << Formation::SingleLine << u"impassable"_s << 600.0 << 10.0 << S::Impassable;
    // A friend 30 mm ahead of the front edge: the mover comes up against it
    // and stops; an enemy there: it halts 100 p (10 mm) short (M-35).
    QTest::newRow("foot line, friend in the way") << Arm::Foot << Formation::SingleLine << u"friend"_s << 600.0 << 30.0 << S::Unit;
    QTest::newRow("foot line, enemy in the way") << Arm::Foot << Formation::SingleLine << u"unit"_s << 600.0 << 20.0 << S::Unit;
    QTest::newRow("horse line, enemy in the way") << Arm::Horse << Formation::SingleLine << u"unit"_s << 1200.0 << 20.0 << S::Unit;
    // 40 mm between the front edge and the table's top edge.
    QTest::newRow("foot line, table edge") << Arm::Foot << Formation::SingleLine << u"edge"_s << 600.0 << 40.0 << S::TableEdge;
    QTest::newRow("foot line, far from the edge") << Arm::Foot << Formation::SingleLine << u"edge-far"_s << 600.0 << 60.0 << S::Allowance;
}

void TestReachableArea::freeMove()
{
    QFETCH(Arm, arm);
    QFETCH(Formation, formation);
    QFETCH(QString, obstacle);
    QFETCH(double, allowancePaces);
    QFETCH(double, distanceMm);
    QFETCH(ReachableArea::Stop, stop);

    Scenario scenario = emptyTable();
    Unit mover = makeUnit(u"mover"_s, u"blue"_s, arm, formation, home, 0.0);
    const Footprint print = scenario.footprint(mover);
    // Put the front edge where the rows above expect it: y = 1490.
    mover.setPosition(home + QPointF(0.0, print.depth().mm() / 2.0 - 10.0));
    const double frontY = 1490.0;
    QPointF start = mover.position();
    if (obstacle == u"wood"_s) {
        // The centre line enters the wood 20 mm ahead of the centre.
        Terrain piece = wood(start.y() - 20.0, 900.0);
        scenario.addTerrain(piece);
        if (arm == Arm::Horse && formation == Formation::SingleLine) {
            scenario.removeTerrain(u"wood"_s);
            scenario.addTerrain(wood(frontY - 10.0, 900.0));
        }
    } else if (obstacle == u"impassable"_s) {
        Terrain piece = wood(frontY - 10.0, 900.0);
        piece.setType(TerrainType::River);
        piece.setImpassable(true);
        scenario.addTerrain(piece);
    } else if (obstacle == u"unit"_s || obstacle == u"friend"_s) {
        // Its rear edge 30 mm ahead of the mover's front edge.
        scenario.addUnit(makeUnit(u"other"_s, obstacle == u"unit"_s ? u"red"_s : u"blue"_s, Arm::Foot, Formation::SingleLine,
                                  {1500.0, frontY - 30.0 - 10.0}, 180.0));
    } else if (obstacle == u"edge"_s) {
        mover.setPosition({1500.0, 40.0 + print.depth().mm() / 2.0});
    } else if (obstacle == u"edge-far"_s) {
        mover.setPosition({1500.0, 100.0 + print.depth().mm() / 2.0});
    }
    scenario.addUnit(mover);
    start = mover.position();

    const ReachableArea area = reachableArea(scenario, mover, HouseRules());
    QCOMPARE(area.allowancePaces, allowancePaces);
    QVERIFY(area.canMove());
    QVERIFY2(std::abs(area.freeDistance.mm() - distanceMm) < 0.05,
             qPrintable(u"free move %1 mm, expected %2 mm"_s.arg(area.freeDistance.mm()).arg(distanceMm)));
    QCOMPARE(area.freeStop, stop);
    if (stop == ReachableArea::Stop::Unit)
        QCOMPARE(area.freeStopId, u"other"_s);
    if (stop == ReachableArea::Stop::BadGoing || stop == ReachableArea::Stop::Impassable)
        QCOMPARE(area.freeStopId, u"wood"_s);
    // The corridor runs from the rear edge at the start to the front edge at the end.
    QCOMPARE(area.freeCorridor.size(), 4);
    const QRectF corridor = area.freeCorridor.boundingRect();
    QVERIFY(std::abs(corridor.width() - print.frontage().mm()) < 1e-6);
    QVERIFY(std::abs(corridor.height() - (print.depth().mm() + distanceMm)) < 0.05);
    QVERIFY(std::abs(corridor.bottom() - (start.y() + print.depth().mm() / 2.0)) < 1e-6);
}

void TestReachableArea::actionAreaOpenGround_data()
{
    QTest::addColumn<Arm>("arm");
    QTest::addColumn<Formation>("formation");
    QTest::addColumn<double>("radiusMm");

    QTest::newRow("foot line 600p") << Arm::Foot << Formation::SingleLine << 60.0;
    QTest::newRow("foot column 1200p") << Arm::Foot << Formation::ColumnOfMarch << 120.0;
    QTest::newRow("horse column 2400p") << Arm::Horse << Formation::ColumnOfMarch << 240.0;
}

void TestReachableArea::actionAreaOpenGround()
{
    QFETCH(Arm, arm);
    QFETCH(Formation, formation);
    QFETCH(double, radiusMm);

    Scenario scenario = emptyTable();
    const Unit mover = makeUnit(u"mover"_s, u"blue"_s, arm, formation, home, 0.0);
    scenario.addUnit(mover);
    const ReachableArea area = reachableArea(scenario, mover, HouseRules());
    const double cell = area.cellSize.mm();
    QCOMPARE(cell, 5.0); // 50 paces
    // A disc of the allowance, to within a cell and the grid's 3%.
    const double disc = std::numbers::pi * radiusMm * radiusMm;
    QVERIFY2(area.actionAreaMm2 > disc * 0.94 && area.actionAreaMm2 < disc * 1.06,
             qPrintable(u"area %1 mm2, disc %2 mm2"_s.arg(area.actionAreaMm2).arg(disc)));
    QVERIFY(std::abs(polygonsArea(area.actionArea) - area.actionAreaMm2) < 1e-6);
    QVERIFY(area.farthest.mm() <= radiusMm + 1e-6);
    QVERIFY(area.farthest.mm() > radiusMm - cell);
    QVERIFY(anyContains(area.actionArea, home));
    for (const QPointF &offset : {QPointF(0, -1), QPointF(1, 0), QPointF(0, 1), QPointF(-1, 0), QPointF(0.7071, 0.7071)})
        QVERIFY(anyContains(area.actionArea, home + offset * (radiusMm - 2.0 * cell)));
    QVERIFY(!anyContains(area.actionArea, home + QPointF(0, -1) * (radiusMm + cell)));
    QVERIFY(!anyContains(area.actionArea, home + QPointF(0.7071, 0.7071) * (radiusMm + cell)));
}

void TestReachableArea::actionAreaAroundObstacles()
{
    const HouseRules rules;
    Scenario open = emptyTable();
    const Unit foot = makeUnit(u"mover"_s, u"blue"_s, Arm::Foot, Formation::SingleLine, home, 0.0);
    open.addUnit(foot);
    const ReachableArea free = reachableArea(open, foot, rules);

    // A wood ahead (x4 for foot in line): 10 mm into it at most, the rest of the disc is open.
    Scenario wooded = open;
    wooded.addTerrain(wood(1480.0, 900.0));
    const ReachableArea slowed = reachableArea(wooded, foot, rules);
    QVERIFY(slowed.actionAreaMm2 < free.actionAreaMm2 * 0.8);
    QVERIFY(anyContains(slowed.actionArea, {1500.0, 1475.0}));
    QVERIFY(!anyContains(slowed.actionArea, {1500.0, 1460.0}));
    QVERIFY(anyContains(slowed.actionArea, {1500.0, 1550.0}));

    // The same wood keeps horse in line out altogether (its centre half a depth from the edge).
    Scenario horseWood = emptyTable();
    const Unit horse = makeUnit(u"mover"_s, u"blue"_s, Arm::Horse, Formation::SingleLine, home, 0.0);
    horseWood.addUnit(horse);
    horseWood.addTerrain(wood(1470.0, 900.0));
    const ReachableArea stopped = reachableArea(horseWood, horse, rules);
    QVERIFY(!anyContains(stopped.actionArea, {1500.0, 1465.0}));
    QVERIFY(!anyContains(stopped.actionArea, {1500.0, 1400.0}));
    QVERIFY(anyContains(stopped.actionArea, {1500.0, 1485.0}));
    QVERIFY(anyContains(stopped.actionArea, {1500.0, 1600.0}));

    // A unit across the way: no cell under it; the area reaches round it.
    Scenario blocked = open;
    blocked.addUnit(makeUnit(u"other"_s, u"red"_s, Arm::Foot, Formation::SingleLine, {1500.0, 1460.0}, 180.0));
    const ReachableArea around = reachableArea(blocked, foot, rules);
    QVERIFY(around.actionAreaMm2 < free.actionAreaMm2);
    QVERIFY(!anyContains(around.actionArea, {1500.0, 1460.0}));
    QVERIFY(!anyContains(around.actionArea, {1500.0, 1435.0})); // just behind it: the way round is too long
    QVERIFY(anyContains(around.actionArea, {1500.0, 1540.0}));

    // The table edge: the centre stays half a depth (10 mm) inside.
    Scenario corner = emptyTable();
    const Unit nearEdge = makeUnit(u"mover"_s, u"blue"_s, Arm::Foot, Formation::SingleLine, {60.0, 40.0}, 0.0);
    corner.addUnit(nearEdge);
    const ReachableArea edged = reachableArea(corner, nearEdge, rules);
    for (const QPolygonF &polygon : edged.actionArea) {
        const QRectF bounds = polygon.boundingRect();
        QVERIFY(bounds.top() >= 10.0 - edged.cellSize.mm());
        QVERIFY(bounds.left() >= 10.0 - edged.cellSize.mm());
    }
    // The caps cut off beyond 30 mm above and 50 mm to the left: about a quarter of the disc.
    QVERIFY(edged.actionAreaMm2 < free.actionAreaMm2 * 0.85);
    QVERIFY(edged.actionAreaMm2 > free.actionAreaMm2 * 0.65);
}

void TestReachableArea::unlimberedArtilleryStays()
{
    Scenario scenario = emptyTable();
    const Unit guns = makeUnit(u"guns"_s, u"blue"_s, Arm::Artillery, Formation::Unlimbered, home, 0.0);
    scenario.addUnit(guns);
    const ReachableArea area = reachableArea(scenario, guns, HouseRules());
    QVERIFY(!area.canMove());
    QCOMPARE(area.allowancePaces, 0.0);
    QCOMPARE(area.freeDistance.mm(), 0.0);
    QVERIFY(area.actionArea.isEmpty());
    QCOMPARE(reachableStopId(area.freeStop), u"allowance"_s);
}

void TestReachableArea::houseRulesGapsShapeTheCorridor()
{
    Scenario scenario = emptyTable();
    const Unit column = makeUnit(u"mover"_s, u"blue"_s, Arm::Foot, Formation::ColumnOfMarch, home, 0.0);
    scenario.addUnit(column);
    HouseRules rules;
    const double bookDepth = reachableArea(scenario, column, rules).freeCorridor.boundingRect().height();
    rules.columnGapCm = 3.0;
    const double widerGap = reachableArea(scenario, column, rules).freeCorridor.boundingRect().height();
    QVERIFY(std::abs(widerGap - bookDepth - 10.0) < 1e-6);
}

QTEST_GUILESS_MAIN(TestReachableArea)
#include "test_reachablearea.moc"

#include "table/footprint.h"
#include "table/geometry.h"
#include "table/unit.h"

#include <QTest>

#include <cmath>
#include <numbers>

using namespace vedette::table;
namespace geo = vedette::table::geometry;

Q_DECLARE_METATYPE(vedette::table::geometry::Arc)

namespace {

// A Balagan brigade in single line: 80 mm wide, 20 mm deep.
Footprint line(QPointF centre, double facing)
{
    Unit unit(QStringLiteral("u"), QStringLiteral("s"), QStringLiteral("U"), Arm::Foot);
    unit.setPosition(centre);
    unit.setFacing(facing);
    return Footprint::of(unit, FootprintSettings::balagan());
}

// One 40 x 20 mm Brown stand.
Footprint stand(QPointF centre, double facing = 0.0)
{
    Unit unit(QStringLiteral("u"), QStringLiteral("s"), QStringLiteral("U"), Arm::Foot);
    unit.setStandCount(1);
    unit.setStandFrontage(Length::fromMm(40.0));
    unit.setStandDepth(Length::fromMm(20.0));
    unit.setPosition(centre);
    unit.setFacing(facing);
    return Footprint::of(unit, FootprintSettings::brown());
}

bool near(QPointF a, QPointF b)
{
    return std::abs(a.x() - b.x()) < 1e-9 && std::abs(a.y() - b.y()) < 1e-9;
}

} // namespace

class TestGeometry : public QObject
{
    Q_OBJECT

private slots:
    void rectDistance_data()
    {
        QTest::addColumn<QPointF>("centreB");
        QTest::addColumn<double>("facingA");
        QTest::addColumn<double>("facingB");
        QTest::addColumn<double>("expected");

        // A is a 40 x 20 rect at the origin; B another of the same size.
        QTest::newRow("side by side, 60 apart") << QPointF(100, 0) << 0.0 << 0.0 << 60.0;
        QTest::newRow("touching sides") << QPointF(40, 0) << 0.0 << 0.0 << 0.0;
        QTest::newRow("overlapping") << QPointF(10, 0) << 0.0 << 0.0 << 0.0;
        QTest::newRow("one ahead of the other") << QPointF(0, -50) << 0.0 << 0.0 << 30.0;
        QTest::newRow("corner to corner") << QPointF(70, 50) << 0.0 << 0.0 << std::hypot(30.0, 30.0);
        QTest::newRow("B turned 45, corner nearest")
            << QPointF(100, 0) << 0.0 << 45.0 << 80.0 - 30.0 / std::numbers::sqrt2;
        QTest::newRow("B turned 90") << QPointF(40, 0) << 0.0 << 90.0 << 10.0;
        QTest::newRow("B turned 90, touching") << QPointF(30, 0) << 0.0 << 90.0 << 0.0;
        QTest::newRow("both turned 180") << QPointF(0, 35) << 180.0 << 180.0 << 15.0;
        QTest::newRow("B inside A") << QPointF(0, 0) << 0.0 << 0.0 << 0.0;
    }

    void rectDistance()
    {
        QFETCH(QPointF, centreB);
        QFETCH(double, facingA);
        QFETCH(double, facingB);
        QFETCH(double, expected);
        const OrientedRect a({0, 0}, 40, 20, facingA);
        const OrientedRect b(centreB, 40, 20, facingB);
        QVERIFY(std::abs(geo::edgeDistance(a, b).mm() - expected) < 1e-9);
        QVERIFY(std::abs(geo::edgeDistance(b, a).mm() - expected) < 1e-9);
    }

    void rotatedTouching()
    {
        // Two stands turned 30 degrees, laid edge to edge along their front.
        const OrientedRect a({10, 10}, 40, 20, 30.0);
        const OrientedRect b(a.toTable({40, 0}), 40, 20, 30.0);
        QCOMPARE(geo::edgeDistance(a, b).mm(), 0.0);
        QVERIFY(!geo::overlaps(a, b));
        const OrientedRect c(a.toTable({39, 0}), 40, 20, 30.0);
        QVERIFY(geo::overlaps(a, c));
        const OrientedRect d(a.toTable({0, 30}), 40, 20, 30.0); // 10 mm straight ahead of a
        QVERIFY(std::abs(geo::edgeDistance(a, d).mm() - 10.0) < 1e-9);
    }

    void unitDistances()
    {
        // Two brigades facing each other across 30 mm.
        const Footprint a = line({100, 100}, 0.0);
        const Footprint b = line({100, 50}, 180.0);
        QCOMPARE(geo::centreDistance(a, b).mm(), 50.0);
        QCOMPARE(geo::edgeDistance(a, b).mm(), 30.0);
        // A brigade in double line (1 cm gap): the rear element counts too.
        Unit deep(QStringLiteral("d"), QStringLiteral("s"), QStringLiteral("D"), Arm::Foot);
        deep.setFormation(Formation::DoubleLine);
        deep.setPosition({200, 100}); // spans x 180..220, its elements y 75..95 and 105..125
        const Footprint d = Footprint::of(deep, FootprintSettings::balagan());
        QCOMPARE(geo::edgeDistance(a, d).mm(), 40.0);
        const Footprint corner = stand({100 + 40 + 20 + 30, 100 + 10 + 10 + 40}); // 30 right, 40 below
        QCOMPARE(geo::edgeDistance(a, corner).mm(), 50.0);
        QVERIFY(!geo::overlaps(a, b));
        QVERIFY(geo::overlaps(a, line({150, 100}, 0.0)));
        QVERIFY(!geo::overlaps(a, line({180, 100}, 0.0))); // touching
    }

    void pointDistance()
    {
        const OrientedRect rect({0, 0}, 40, 20, 90.0); // 20 along x, 40 along y
        QCOMPARE(geo::pointDistance(rect, {0, 0}).mm(), 0.0);
        QCOMPARE(geo::pointDistance(rect, {13, 0}).mm(), 3.0);
        QCOMPARE(geo::pointDistance(rect, {13, 24}).mm(), 5.0);
    }

    void brownArc_data()
    {
        QTest::addColumn<double>("defenderFacing");
        QTest::addColumn<QPointF>("attackerCentre");
        QTest::addColumn<geo::Arc>("expected");

        // Defender: 80 x 20 at the origin. Facing 0 its front edge lies on
        // y = -10 and its rear edge on y = +10.
        QTest::newRow("straight ahead") << 0.0 << QPointF(0, -100) << geo::Arc::Front;
        QTest::newRow("ahead, far to one side") << 0.0 << QPointF(500, -11) << geo::Arc::Front;
        QTest::newRow("exactly on the front edge line") << 0.0 << QPointF(200, -10) << geo::Arc::Front;
        QTest::newRow("just behind the front edge line") << 0.0 << QPointF(200, -9.9) << geo::Arc::Flank;
        QTest::newRow("level with the centre") << 0.0 << QPointF(-200, 0) << geo::Arc::Flank;
        QTest::newRow("exactly on the rear edge line") << 0.0 << QPointF(200, 10) << geo::Arc::Flank;
        QTest::newRow("centre just behind the rear line") << 0.0 << QPointF(0, 10.1) << geo::Arc::Rear;
        QTest::newRow("far behind to one side") << 0.0 << QPointF(-300, 100) << geo::Arc::Rear;
        QTest::newRow("facing east, ahead") << 90.0 << QPointF(100, 0) << geo::Arc::Front;
        QTest::newRow("facing east, flank") << 90.0 << QPointF(0, 100) << geo::Arc::Flank;
        QTest::newRow("facing east, rear") << 90.0 << QPointF(-50, 0) << geo::Arc::Rear;
        QTest::newRow("facing 45, ahead on the diagonal") << 45.0 << QPointF(100, -100) << geo::Arc::Front;
        QTest::newRow("facing 45, behind on the diagonal") << 45.0 << QPointF(-100, 100) << geo::Arc::Rear;
        QTest::newRow("facing 45, beside") << 45.0 << QPointF(100, 100) << geo::Arc::Flank;
    }

    void brownArc()
    {
        QFETCH(double, defenderFacing);
        QFETCH(QPointF, attackerCentre);
        QFETCH(geo::Arc, expected);
        const Footprint defender = line({0, 0}, defenderFacing);
        // The attacker's own facing does not matter, only where its centre is.
        for (double attackerFacing : {0.0, 90.0, 200.0})
            QCOMPARE(geo::arcOf(line(attackerCentre, attackerFacing), defender), expected);
    }

    void whollyBehind_data()
    {
        QTest::addColumn<QPointF>("otherCentre");
        QTest::addColumn<bool>("expected");

        // Unit: 80 x 20 at the origin facing up: x -40..40, y -10..10.
        // Other: the same shape, facing up.
        QTest::newRow("wholly behind the rear line") << QPointF(0, 50) << true;
        QTest::newRow("touching the rear line") << QPointF(0, 20) << false;
        QTest::newRow("just past the rear line") << QPointF(0, 20.01) << true;
        QTest::newRow("beside, level with the front edge") << QPointF(100, 0) << false;
        QTest::newRow("beside, wholly behind the front line") << QPointF(100, 5) << true;
        QTest::newRow("left side, wholly behind the front line") << QPointF(-100, 5) << true;
        QTest::newRow("touching the flank line") << QPointF(80, 5) << false;
        QTest::newRow("beside but partly ahead") << QPointF(100, -5) << false;
        QTest::newRow("in front") << QPointF(0, -50) << false;
        QTest::newRow("far behind to one side") << QPointF(300, 200) << true;
    }

    void whollyBehind()
    {
        QFETCH(QPointF, otherCentre);
        QFETCH(bool, expected);
        QCOMPARE(geo::whollyBehindFlankOrRear(line(otherCentre, 0.0), line({0, 0}, 0.0)), expected);
        // The same picture turned a quarter: the unit faces east.
        const QPointF turned(-otherCentre.y(), otherCentre.x());
        QCOMPARE(geo::whollyBehindFlankOrRear(line(turned, 90.0), line({0, 0}, 90.0)), expected);
    }

    void frontArc_data()
    {
        QTest::addColumn<QPointF>("targetCentre");
        QTest::addColumn<double>("halfAngle");
        QTest::addColumn<bool>("expected");

        // Firer: 80 x 20 at the origin facing up, front corners (-40,-10) and
        // (40,-10). At 45 degrees a point d mm ahead of the front edge is in
        // the arc when |x| <= 40 + d. Target: one 40 x 20 stand.
        QTest::newRow("straight ahead") << QPointF(0, -100) << 45.0 << true;
        QTest::newRow("corner exactly on the 45 degree ray") << QPointF(100, -40) << 45.0 << true;
        QTest::newRow("just outside the ray") << QPointF(101, -40) << 45.0 << false;
        QTest::newRow("partly inside") << QPointF(100, -50) << 45.0 << true;
        QTest::newRow("left side, partly inside") << QPointF(-100, -50) << 45.0 << true;
        QTest::newRow("behind") << QPointF(0, 50) << 45.0 << false;
        QTest::newRow("beside, level with the front") << QPointF(100, 0) << 45.0 << false;
        QTest::newRow("touching the front edge") << QPointF(0, -20) << 45.0 << true;
        QTest::newRow("narrower arc, outside") << QPointF(100, -50) << 30.0 << false;
        QTest::newRow("narrower arc, inside") << QPointF(60, -100) << 30.0 << true;
    }

    void frontArc()
    {
        QFETCH(QPointF, targetCentre);
        QFETCH(double, halfAngle);
        QFETCH(bool, expected);
        QCOMPARE(geo::inFrontArc(stand(targetCentre), line({0, 0}, 0.0), halfAngle), expected);
        // Rotating the whole picture by 180 degrees changes nothing.
        QCOMPARE(geo::inFrontArc(stand(-targetCentre, 180.0), line({0, 0}, 180.0), halfAngle), expected);
    }

    void frontArcDistance_data()
    {
        QTest::addColumn<QPointF>("targetCentre");
        QTest::addColumn<double>("expected"); // mm; negative: not in the arc

        // Firer 80 x 20 at the origin facing up (front edge y = -10, x -40..40);
        // target one 40 x 20 stand facing up.
        QTest::newRow("straight ahead, 80 mm") << QPointF(0, -100) << 80.0;
        QTest::newRow("touching the front edge") << QPointF(0, -20) << 0.0;
        QTest::newRow("ahead and to one side, edge over the front") << QPointF(50, -60) << 40.0;
        // Only the corner (80, -60)..(90, -60)..(80, -50) lies inside; its
        // nearest point (80, -50) is 40 right and 40 ahead of the corner (40, -10).
        QTest::newRow("only a corner inside") << QPointF(100, -50) << 40.0 * std::numbers::sqrt2;
        QTest::newRow("outside the arc") << QPointF(101, -40) << -1.0;
        QTest::newRow("behind") << QPointF(0, 50) << -1.0;
    }

    void frontArcDistance()
    {
        QFETCH(QPointF, targetCentre);
        QFETCH(double, expected);
        const Length distance = geo::frontArcDistance(stand(targetCentre), line({0, 0}, 0.0));
        if (expected < 0) {
            QVERIFY(!distance.isFinite());
        } else {
            QVERIFY2(std::abs(distance.mm() - expected) < 1e-9, qPrintable(QString::number(distance.mm())));
        }
        // The same picture turned to face east.
        const Length turned = geo::frontArcDistance(stand({-targetCentre.y(), targetCentre.x()}, 90.0), line({0, 0}, 90.0));
        QCOMPARE(turned.isFinite(), distance.isFinite());
        if (distance.isFinite())
            QVERIFY(std::abs(turned.mm() - distance.mm()) < 1e-9);
    }

    void frontArcPolygon()
    {
        const QPolygonF arc = geo::frontArcPolygon(line({0, 0}, 0.0), Length::fromMm(100.0));
        QVERIFY(near(arc.first(), {-40, -10}));
        QVERIFY(near(arc[1], {40, -10}));
        // The ray from the right front corner, 100 mm long at 45 degrees.
        QVERIFY(near(arc[2], {40 + 100 / std::numbers::sqrt2, -10 - 100 / std::numbers::sqrt2}));
        QVERIFY(near(arc.last(), {-40 - 100 / std::numbers::sqrt2, -10 - 100 / std::numbers::sqrt2}));
        QVERIFY(geo::polygonContains(arc, {0, -60}));
        QVERIFY(!geo::polygonContains(arc, {0, 10}));
    }

    void support_data()
    {
        QTest::addColumn<QPointF>("otherCentre");
        QTest::addColumn<bool>("expected");

        // Unit 80 x 20 at the origin facing up; support box 200p = 20 mm
        // deep behind it: x -40..40, y 10..30. Other: 80 x 20 facing up.
        QTest::newRow("directly behind, touching") << QPointF(0, 20) << true;
        QTest::newRow("exactly 200p behind") << QPointF(0, 40) << true;
        QTest::newRow("just beyond 200p") << QPointF(0, 40.01) << false;
        QTest::newRow("behind, half off to one side") << QPointF(60, 25) << true;
        QTest::newRow("beside, touching the box's side") << QPointF(80, 20) << false;
        QTest::newRow("in front") << QPointF(0, -30) << false;
        QTest::newRow("alongside in line") << QPointF(80, 0) << false;
    }

    void support()
    {
        QFETCH(QPointF, otherCentre);
        QFETCH(bool, expected);
        const Footprint unit = line({0, 0}, 0.0);
        const Length reach = Length::fromPaces(200, GroundScale{100});
        QCOMPARE(geo::withinBehind(line(otherCentre, 0.0), unit, reach), expected);
        // Supporters facing another way support all the same.
        QCOMPARE(geo::withinBehind(line(otherCentre, 180.0), unit, reach), expected);
    }

    void fogZone_data()
    {
        QTest::addColumn<double>("facing");
        QTest::addColumn<double>("pacesPerCm");
        QTest::addColumn<QPointF>("centre");
        QTest::addColumn<double>("width");
        QTest::addColumn<double>("depth");

        // Firer 80 x 20 at the origin. At 100 p/cm, 50p = 5 mm: the zone is
        // 85 mm wide and 5 mm deep, its near edge on the firer's front edge.
        QTest::newRow("facing up") << 0.0 << 100.0 << QPointF(0, -12.5) << 85.0 << 5.0;
        QTest::newRow("facing east") << 90.0 << 100.0 << QPointF(12.5, 0) << 85.0 << 5.0;
        QTest::newRow("facing down") << 180.0 << 100.0 << QPointF(0, 12.5) << 85.0 << 5.0;
        QTest::newRow("50 p/cm: 10 mm deep") << 0.0 << 50.0 << QPointF(0, -15) << 90.0 << 10.0;
    }

    void fogZone()
    {
        QFETCH(double, facing);
        QFETCH(double, pacesPerCm);
        QFETCH(QPointF, centre);
        QFETCH(double, width);
        QFETCH(double, depth);
        const OrientedRect zone = geo::fogZone(line({0, 0}, facing), GroundScale{pacesPerCm});
        QVERIFY(near(zone.centre(), centre));
        QCOMPARE(zone.width(), width);
        QCOMPARE(zone.depth(), depth);
        QCOMPARE(zone.facing(), facing);
    }

    void fogZoneCorners()
    {
        const auto corners = geo::fogZone(line({0, 0}, 0.0), GroundScale{100}).corners();
        QVERIFY(near(corners[OrientedRect::FrontLeft], {-42.5, -15}));
        QVERIFY(near(corners[OrientedRect::FrontRight], {42.5, -15}));
        QVERIFY(near(corners[OrientedRect::RearRight], {42.5, -10}));
        QVERIFY(near(corners[OrientedRect::RearLeft], {-42.5, -10}));
    }

    void wheelCost_data()
    {
        QTest::addColumn<double>("frontage");
        QTest::addColumn<double>("degrees");
        QTest::addColumn<double>("expected");

        QTest::newRow("quarter wheel of 80 mm") << 80.0 << 90.0 << 40.0 * std::numbers::pi;
        QTest::newRow("45 degrees") << 80.0 << 45.0 << 20.0 * std::numbers::pi;
        QTest::newRow("45 degrees the other way") << 80.0 << -45.0 << 20.0 * std::numbers::pi;
        QTest::newRow("about turn of 40 mm") << 40.0 << 180.0 << 40.0 * std::numbers::pi;
        QTest::newRow("no wheel") << 80.0 << 0.0 << 0.0;
    }

    void wheelCost()
    {
        QFETCH(double, frontage);
        QFETCH(double, degrees);
        QFETCH(double, expected);
        QCOMPARE(geo::wheelCost(Length::fromMm(frontage), degrees).mm(), expected);
    }

    void wheeledPose()
    {
        const OrientedRect outline({0, 0}, 80, 20, 0.0);
        // Wheel right: pivot on the right front corner (40, -10).
        const OrientedRect right = geo::wheeled(outline, 90.0);
        QVERIFY(near(right.centre(), {30, -50}));
        QCOMPARE(right.facing(), 90.0);
        QVERIFY(near(right.corner(OrientedRect::FrontRight), {40, -10}));
        QVERIFY(near(right.corner(OrientedRect::FrontLeft), {40, -90}));
        // Wheel left: pivot on the left front corner (-40, -10).
        const OrientedRect left = geo::wheeled(outline, -90.0);
        QVERIFY(near(left.centre(), {-30, -50}));
        QVERIFY(near(left.corner(OrientedRect::FrontLeft), {-40, -10}));
        // The outer corner travelled exactly the wheel cost along its arc.
        const double chord = QLineF(outline.corner(OrientedRect::FrontLeft), right.corner(OrientedRect::FrontLeft)).length();
        QCOMPARE(chord, 80.0 * std::numbers::sqrt2);
    }

    void insideIntervals()
    {
        const QPolygonF square({{100, -50}, {200, -50}, {200, 50}, {100, 50}});
        const auto through = geo::insideIntervals(QLineF(0, 0, 300, 0), square);
        QCOMPARE(through.size(), 1);
        QCOMPARE(through[0].first, 1.0 / 3.0);
        QCOMPARE(through[0].second, 2.0 / 3.0);
        QVERIFY(geo::insideIntervals(QLineF(0, 100, 300, 100), square).isEmpty());
        const auto from = geo::insideIntervals(QLineF(150, 0, 300, 0), square);
        QCOMPARE(from.size(), 1);
        QCOMPARE(from[0].first, 0.0);
        QCOMPARE(from[0].second, 1.0 / 3.0);
        // A U shape is entered twice.
        const QPolygonF u({{0, 0}, {30, 0}, {30, 100}, {20, 100}, {20, 10}, {10, 10}, {10, 100}, {0, 100}});
        QCOMPARE(geo::insideIntervals(QLineF(-10, 50, 40, 50), u).size(), 2);
    }

    void polygons_data()
    {
        QTest::addColumn<QPolygonF>("polygon");
        QTest::addColumn<bool>("selfIntersecting");
        QTest::addColumn<double>("area");

        QTest::newRow("square") << QPolygonF({{0, 0}, {10, 0}, {10, 10}, {0, 10}}) << false << 100.0;
        QTest::newRow("bow tie") << QPolygonF({{0, 0}, {10, 10}, {10, 0}, {0, 10}}) << true << 0.0;
        QTest::newRow("triangle") << QPolygonF({{0, 0}, {10, 0}, {0, 10}}) << false << 50.0;
        QTest::newRow("concave L") << QPolygonF({{0, 0}, {20, 0}, {20, 10}, {10, 10}, {10, 20}, {0, 20}}) << false
                                   << 300.0;
        QTest::newRow("touching itself at a vertex")
            << QPolygonF({{0, 0}, {20, 0}, {10, 10}, {20, 20}, {0, 20}, {10, 10}}) << true << 200.0;
        QTest::newRow("clockwise on screen") << QPolygonF({{0, 0}, {0, 10}, {10, 10}, {10, 0}}) << false << -100.0;
    }

    void polygons()
    {
        QFETCH(QPolygonF, polygon);
        QFETCH(bool, selfIntersecting);
        QFETCH(double, area);
        QCOMPARE(geo::isSelfIntersecting(polygon), selfIntersecting);
        QCOMPARE(geo::signedArea(polygon), area);
    }

    void pointInPolygon()
    {
        const QPolygonF l({{0, 0}, {20, 0}, {20, 10}, {10, 10}, {10, 20}, {0, 20}});
        QVERIFY(geo::polygonContains(l, {5, 5}));
        QVERIFY(geo::polygonContains(l, {5, 15}));
        QVERIFY(!geo::polygonContains(l, {15, 15})); // the notch
        QVERIFY(geo::polygonContains(l, {20, 5}));   // on the edge
        QVERIFY(geo::polygonContains(l, {0, 0}));    // on a corner
        QVERIFY(!geo::polygonContains(l, {-1, 5}));
    }

    void rectAndPolygon()
    {
        const QPolygonF square({{0, 0}, {100, 0}, {100, 100}, {0, 100}});
        QVERIFY(geo::intersects(OrientedRect({50, 50}, 10, 10, 0), square));   // inside
        QVERIFY(geo::intersects(OrientedRect({100, 50}, 10, 10, 0), square));  // straddling
        QVERIFY(geo::intersects(OrientedRect({50, 50}, 300, 300, 0), square)); // around it
        QVERIFY(geo::intersects(OrientedRect({50, 50}, 300, 2, 30), square));  // crossing, no corner inside
        QVERIFY(!geo::intersects(OrientedRect({120, 50}, 10, 10, 0), square));
    }

    void sweep()
    {
        const OrientedRect mover({0, 0}, 40, 20, 0);
        const OrientedRect obstacle({0, -100}, 40, 20, 0);
        QVERIFY(geo::sweepOverlaps(mover, {0, -200}, obstacle));  // straight through
        QVERIFY(!geo::sweepOverlaps(mover, {0, -80}, obstacle));  // stops touching
        QVERIFY(geo::sweepOverlaps(mover, {0, -81}, obstacle));   // one mm into it
        QVERIFY(!geo::sweepOverlaps(mover, {0, 200}, obstacle));  // away from it
        QVERIFY(!geo::sweepOverlaps(mover, {100, -200}, OrientedRect({-30, -100}, 40, 20, 0)));
        // Diagonal sweep clips a corner that neither end position touches.
        QVERIFY(geo::sweepOverlaps(mover, {200, -200}, OrientedRect({100, -100}, 40, 20, 0)));
    }

    void pathLength()
    {
        QCOMPARE(geo::pathLength(QPolygonF({{0, 0}, {30, 40}, {30, 100}})).mm(), 110.0);
        QCOMPARE(geo::pathLength(QPolygonF({{5, 5}})).mm(), 0.0);
    }

    void arcIds()
    {
        QCOMPARE(geo::arcId(geo::Arc::Front), QStringLiteral("front"));
        QCOMPARE(geo::arcId(geo::Arc::Flank), QStringLiteral("flank"));
        QCOMPARE(geo::arcId(geo::Arc::Rear), QStringLiteral("rear"));
        QCOMPARE(geo::arcName(geo::Arc::Rear), QStringLiteral("rear"));
    }
};

QTEST_GUILESS_MAIN(TestGeometry)
#include "test_geometry.moc"

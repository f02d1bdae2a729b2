#include "table/footprint.h"
#include "table/unit.h"

#include <QTest>

#include <cmath>
#include <numbers>

using namespace vedette::table;

Q_DECLARE_METATYPE(vedette::table::Arm)
Q_DECLARE_METATYPE(vedette::table::Formation)

namespace {

Unit makeUnit(Arm arm, Formation formation, QPointF position, double facing, int stands = 4)
{
    Unit unit(QStringLiteral("u"), QStringLiteral("side"), QStringLiteral("Unit"), arm);
    unit.setFormation(formation);
    unit.setPosition(position);
    unit.setFacing(facing);
    unit.setStandCount(stands);
    unit.setStandFrontage(Length::fromMm(40.0));
    unit.setStandDepth(Length::fromMm(20.0));
    return unit;
}

void compareCentres(const Footprint &footprint, const QList<QPointF> &expected)
{
    QCOMPARE(footprint.bases().size(), expected.size());
    for (qsizetype i = 0; i < expected.size(); ++i) {
        const QPointF c = footprint.bases()[i].rect.centre();
        QVERIFY2(qAbs(c.x() - expected[i].x()) < 1e-9 && qAbs(c.y() - expected[i].y()) < 1e-9,
                 qPrintable(QStringLiteral("base %1 at (%2, %3), expected (%4, %5)")
                                .arg(i).arg(c.x()).arg(c.y()).arg(expected[i].x()).arg(expected[i].y())));
    }
}

} // namespace

class TestFootprint : public QObject
{
    Q_OBJECT

private slots:
    void balaganElements_data()
    {
        QTest::addColumn<Arm>("arm");
        QTest::addColumn<Formation>("formation");
        QTest::addColumn<double>("facing");
        QTest::addColumn<double>("width");
        QTest::addColumn<double>("depth");
        QTest::addColumn<QList<QPointF>>("centres"); // front base first

        // Unit centred at (100, 100); 0 degrees faces up the table (-y).
        QTest::newRow("single line") << Arm::Foot << Formation::SingleLine << 0.0 << 80.0 << 20.0
                                     << QList<QPointF>{{80, 100}, {120, 100}};
        QTest::newRow("double line, 1 cm gap") << Arm::Foot << Formation::DoubleLine << 0.0 << 40.0 << 50.0
                                               << QList<QPointF>{{100, 85}, {100, 115}};
        QTest::newRow("column of march, 2 cm gap") << Arm::Horse << Formation::ColumnOfMarch << 0.0 << 40.0 << 60.0
                                                   << QList<QPointF>{{100, 80}, {100, 120}};
        QTest::newRow("closed column touching") << Arm::Foot << Formation::ClosedColumn << 0.0 << 40.0 << 40.0
                                                << QList<QPointF>{{100, 90}, {100, 110}};
        QTest::newRow("square touching") << Arm::Foot << Formation::Square << 0.0 << 40.0 << 40.0
                                         << QList<QPointF>{{100, 90}, {100, 110}};
        QTest::newRow("gun with train behind") << Arm::Artillery << Formation::Unlimbered << 0.0 << 40.0 << 50.0
                                               << QList<QPointF>{{100, 85}, {100, 115}};
        QTest::newRow("limbered, train in front") << Arm::Artillery << Formation::Limbered << 0.0 << 40.0 << 40.0
                                                  << QList<QPointF>{{100, 90}, {100, 110}};
        QTest::newRow("single line facing east") << Arm::Foot << Formation::SingleLine << 90.0 << 80.0 << 20.0
                                                 << QList<QPointF>{{100, 80}, {100, 120}};
        QTest::newRow("column facing south") << Arm::Dragoons << Formation::ColumnOfMarch << 180.0 << 40.0 << 60.0
                                             << QList<QPointF>{{100, 120}, {100, 80}};
        QTest::newRow("double line facing west") << Arm::Foot << Formation::DoubleLine << 270.0 << 40.0 << 50.0
                                                 << QList<QPointF>{{85, 100}, {115, 100}};
    }

    void balaganElements()
    {
        QFETCH(Arm, arm);
        QFETCH(Formation, formation);
        QFETCH(double, facing);
        QFETCH(double, width);
        QFETCH(double, depth);
        QFETCH(QList<QPointF>, centres);
        const Footprint footprint = Footprint::of(makeUnit(arm, formation, {100, 100}, facing),
                                                  FootprintSettings::balagan());
        QCOMPARE(footprint.frontage().mm(), width);
        QCOMPARE(footprint.depth().mm(), depth);
        QCOMPARE(footprint.centre(), QPointF(100, 100));
        QCOMPARE(footprint.facing(), facing);
        compareCentres(footprint, centres);
        for (const Base &base : footprint.bases()) {
            QCOMPARE(base.rect.width(), 40.0);
            QCOMPARE(base.rect.depth(), 20.0);
            QCOMPARE(base.rect.facing(), facing);
        }
    }

    void artilleryRoles()
    {
        const FootprintSettings balagan = FootprintSettings::balagan();
        const Footprint deployed = Footprint::of(makeUnit(Arm::Artillery, Formation::Unlimbered, {0, 0}, 0), balagan);
        QCOMPARE(deployed.bases()[0].role, BaseRole::Gun);
        QCOMPARE(deployed.bases()[1].role, BaseRole::Train);
        const Footprint limbered = Footprint::of(makeUnit(Arm::Artillery, Formation::Limbered, {0, 0}, 0), balagan);
        QCOMPARE(limbered.bases()[0].role, BaseRole::Train);
        QCOMPARE(limbered.bases()[1].role, BaseRole::Gun);
        const Footprint foot = Footprint::of(makeUnit(Arm::Foot, Formation::SingleLine, {0, 0}, 0), balagan);
        QCOMPARE(foot.bases()[0].role, BaseRole::Element);
    }

    void gapsAreSettings()
    {
        FootprintSettings settings = FootprintSettings::balagan();
        settings.doubleLineGap = Length::fromCm(2.0);
        settings.columnGap = Length::fromCm(3.0);
        const Footprint doubleLine = Footprint::of(makeUnit(Arm::Foot, Formation::DoubleLine, {0, 0}, 0), settings);
        QCOMPARE(doubleLine.depth().mm(), 60.0);
        const Footprint column = Footprint::of(makeUnit(Arm::Foot, Formation::ColumnOfMarch, {0, 0}, 0), settings);
        QCOMPARE(column.depth().mm(), 70.0);
    }

    // docs/rules.md M-22: dismounted dragoons always stand in single line: two
    // elements side by side, whatever formation they were in when mounted.
    void dismountedDragoonsStandInLine()
    {
        const FootprintSettings balagan = FootprintSettings::balagan();
        Unit dragoons = makeUnit(Arm::Dragoons, Formation::ColumnOfMarch, {100, 100}, 0);
        QCOMPARE(Footprint::of(dragoons, balagan).depth().mm(), 60.0);
        dragoons.setDragoonsMounted(false);
        const Footprint onFoot = Footprint::of(dragoons, balagan);
        QCOMPARE(onFoot.frontage().mm(), 80.0);
        QCOMPARE(onFoot.depth().mm(), 20.0);
        compareCentres(onFoot, {{80, 100}, {120, 100}});
    }

    // The "stands in" test of docs/rules.md G-6 (M-15, and B-8 for a Brown defender):
    // at least half of the footprint's area (the bases, not the gaps) inside.
    void areaInside_data()
    {
        QTest::addColumn<Formation>("formation");
        QTest::addColumn<QPolygonF>("terrain");
        QTest::addColumn<double>("inside"); // mm²
        QTest::addColumn<bool>("standsIn");
        // Single line at (100, 100) facing up: x 60..140, y 90..110, 1600 mm².
        QTest::newRow("wholly inside") << Formation::SingleLine << QPolygonF({{0, 0}, {200, 0}, {200, 200}, {0, 200}})
                                       << 1600.0 << true;
        QTest::newRow("exactly half (left element)") << Formation::SingleLine
                                                     << QPolygonF({{0, 0}, {100, 0}, {100, 200}, {0, 200}}) << 800.0 << true;
        QTest::newRow("just under half") << Formation::SingleLine << QPolygonF({{0, 0}, {99.9, 0}, {99.9, 200}, {0, 200}})
                                         << 798.0 << false;
        QTest::newRow("a corner only") << Formation::SingleLine << QPolygonF({{0, 0}, {70, 0}, {70, 95}, {0, 95}})
                                       << 50.0 << false;
        QTest::newRow("outside") << Formation::SingleLine << QPolygonF({{300, 300}, {400, 300}, {400, 400}})
                                 << 0.0 << false;
        // An L-shaped (concave) wood covering the left element and the right
        // element's rear half: 800 + 400.
        QTest::newRow("concave wood") << Formation::SingleLine
                                      << QPolygonF({{0, 0}, {100, 0}, {100, 100}, {200, 100}, {200, 200}, {0, 200}})
                                      << 1200.0 << true;
        // Column of march at (100, 100): elements y 70..90 and 110..130, a 20 mm
        // gap between them that does not count. A strip over the gap and the
        // rear element: 800 of 1600 mm².
        QTest::newRow("column: the gap is not footprint") << Formation::ColumnOfMarch
                                                          << QPolygonF({{0, 90}, {200, 90}, {200, 200}, {0, 200}})
                                                          << 800.0 << true;
    }
    void areaInside()
    {
        QFETCH(Formation, formation);
        QFETCH(QPolygonF, terrain);
        QFETCH(double, inside);
        QFETCH(bool, standsIn);
        const FootprintSettings balagan = FootprintSettings::balagan();
        for (const double facing : {0.0, 180.0}) {
            const Footprint footprint = Footprint::of(makeUnit(Arm::Foot, formation, {100, 100}, facing), balagan);
            QCOMPARE(footprint.area(), 1600.0);
            QVERIFY2(std::abs(footprint.areaInside(terrain) - inside) < 1e-6,
                     qPrintable(QString::number(footprint.areaInside(terrain))));
            QCOMPARE(footprint.standsIn(terrain), standsIn);
            // The outline's orientation does not matter.
            QPolygonF reversed;
            for (qsizetype i = terrain.size() - 1; i >= 0; --i)
                reversed.append(terrain[i]);
            QVERIFY(std::abs(footprint.areaInside(reversed) - inside) < 1e-6);
        }
    }

    // Turned 45 degrees: each 40 x 20 element is a diamond; a wood covering
    // the half-plane x <= 100 holds exactly half of the unit.
    void areaInsideTurned()
    {
        const Footprint footprint =
            Footprint::of(makeUnit(Arm::Foot, Formation::SingleLine, {100, 100}, 45.0), FootprintSettings::balagan());
        const QPolygonF half({{-100, -100}, {100, -100}, {100, 300}, {-100, 300}});
        QVERIFY(std::abs(footprint.areaInside(half) - 800.0) < 1e-6);
        QVERIFY(footprint.standsIn(half));
    }

    void brownStands_data()
    {
        QTest::addColumn<Arm>("arm");
        QTest::addColumn<Formation>("formation");
        QTest::addColumn<int>("stands");
        QTest::addColumn<double>("width");
        QTest::addColumn<double>("depth");
        QTest::addColumn<QList<QPointF>>("centres");

        // 40 x 20 mm stands, unit centred at (100, 100) facing up.
        QTest::newRow("line of 4") << Arm::Foot << Formation::SingleLine << 4 << 160.0 << 20.0
                                   << QList<QPointF>{{40, 100}, {80, 100}, {120, 100}, {160, 100}};
        QTest::newRow("double line of 4") << Arm::Foot << Formation::DoubleLine << 4 << 80.0 << 40.0
                                          << QList<QPointF>{{80, 90}, {120, 90}, {80, 110}, {120, 110}};
        QTest::newRow("double line of 5, short rear rank centred")
            << Arm::Foot << Formation::DoubleLine << 5 << 120.0 << 40.0
            << QList<QPointF>{{60, 90}, {100, 90}, {140, 90}, {80, 110}, {120, 110}};
        QTest::newRow("column of 4") << Arm::Horse << Formation::ColumnOfMarch << 4 << 40.0 << 80.0
                                     << QList<QPointF>{{100, 70}, {100, 90}, {100, 110}, {100, 130}};
        QTest::newRow("closed column of 6") << Arm::Foot << Formation::ClosedColumn << 6 << 80.0 << 60.0
                                            << QList<QPointF>{{80, 80}, {120, 80}, {80, 100}, {120, 100},
                                                              {80, 120}, {120, 120}};
        QTest::newRow("square of 4") << Arm::Foot << Formation::Square << 4 << 80.0 << 40.0
                                     << QList<QPointF>{{80, 90}, {120, 90}, {80, 110}, {120, 110}};
        QTest::newRow("one stand") << Arm::Foot << Formation::SingleLine << 1 << 40.0 << 20.0
                                   << QList<QPointF>{{100, 100}};
        QTest::newRow("battery unlimbered") << Arm::Artillery << Formation::Unlimbered << 2 << 80.0 << 20.0
                                            << QList<QPointF>{{80, 100}, {120, 100}};
        QTest::newRow("battery limbered") << Arm::Artillery << Formation::Limbered << 2 << 40.0 << 40.0
                                          << QList<QPointF>{{100, 90}, {100, 110}};
    }

    void brownStands()
    {
        QFETCH(Arm, arm);
        QFETCH(Formation, formation);
        QFETCH(int, stands);
        QFETCH(double, width);
        QFETCH(double, depth);
        QFETCH(QList<QPointF>, centres);
        const Footprint footprint = Footprint::of(makeUnit(arm, formation, {100, 100}, 0.0, stands),
                                                  FootprintSettings::brown());
        QCOMPARE(footprint.frontage().mm(), width);
        QCOMPARE(footprint.depth().mm(), depth);
        compareCentres(footprint, centres);
    }

    void rotatedStandsAreRealRectangles()
    {
        // A line of two 40 x 20 stands turned 30 degrees: the bases sit 40 mm
        // apart along the unit's own right-hand direction.
        const Footprint footprint = Footprint::of(makeUnit(Arm::Foot, Formation::SingleLine, {0, 0}, 30.0, 2),
                                                  FootprintSettings::brown());
        const QPointF right = footprint.outline().right();
        QCOMPARE(right.x(), std::cos(30.0 * std::numbers::pi / 180.0));
        QCOMPARE(right.y(), std::sin(30.0 * std::numbers::pi / 180.0));
        const QPointF a = footprint.bases()[0].rect.centre();
        const QPointF b = footprint.bases()[1].rect.centre();
        QVERIFY(qAbs(a.x() + right.x() * 20.0) < 1e-9 && qAbs(a.y() + right.y() * 20.0) < 1e-9);
        QVERIFY(qAbs(b.x() - right.x() * 20.0) < 1e-9 && qAbs(b.y() - right.y() * 20.0) < 1e-9);
        const auto corners = footprint.bases()[1].rect.corners();
        // Each base keeps its 40 x 20 size when turned.
        QVERIFY(qAbs(QLineF(corners[0], corners[1]).length() - 40.0) < 1e-9);
        QVERIFY(qAbs(QLineF(corners[1], corners[2]).length() - 20.0) < 1e-9);
        QCOMPARE(footprint.boundingRadius(), std::hypot(80.0, 20.0) / 2.0);
    }

    void gapsAreKnown()
    {
        const FootprintSettings balagan = FootprintSettings::balagan();
        QVERIFY(Footprint::of(makeUnit(Arm::Foot, Formation::SingleLine, {0, 0}, 0), balagan).basesFillOutline());
        QVERIFY(Footprint::of(makeUnit(Arm::Foot, Formation::ClosedColumn, {0, 0}, 0), balagan).basesFillOutline());
        QVERIFY(!Footprint::of(makeUnit(Arm::Foot, Formation::DoubleLine, {0, 0}, 0), balagan).basesFillOutline());
        QVERIFY(!Footprint::of(makeUnit(Arm::Foot, Formation::ColumnOfMarch, {0, 0}, 0), balagan).basesFillOutline());
        const FootprintSettings brown = FootprintSettings::brown();
        QVERIFY(Footprint::of(makeUnit(Arm::Foot, Formation::DoubleLine, {0, 0}, 0, 4), brown).basesFillOutline());
        // A short rear rank leaves the corners of the outline empty.
        QVERIFY(!Footprint::of(makeUnit(Arm::Foot, Formation::DoubleLine, {0, 0}, 0, 5), brown).basesFillOutline());
    }

    void editableStandSize()
    {
        Unit unit = makeUnit(Arm::Foot, Formation::SingleLine, {0, 0}, 0.0, 3);
        unit.setStandFrontage(Length::fromInches(1.5));
        unit.setStandDepth(Length::fromInches(1.0));
        const Footprint footprint = Footprint::of(unit, FootprintSettings::brown());
        QCOMPARE(footprint.frontage().inches(), 4.5);
        QCOMPARE(footprint.depth().inches(), 1.0);
        QCOMPARE(footprint.polygons().size(), 3);
    }

    // reach(), by which checkMove() culls the units far from a move before
    // it makes their footprints, is the footprint's own radius to the last
    // bit, and its centre the unit's position: the culling is the one the
    // footprints gave. Every arm, formation, stand count and both styles.
    void reachIsTheFootprintsRadius()
    {
        int checked = 0;
        for (const FootprintSettings &settings : {FootprintSettings::balagan(), FootprintSettings::brown()}) {
            for (Arm arm : allArms()) {
                for (Formation formation : allFormations()) {
                    for (int stands : {1, 2, 3, 5, 8}) {
                        Unit unit = makeUnit(arm, formation, {123.25, -77.5}, 33.0 + stands, stands);
                        unit.setStandFrontage(Length::fromMm(37.5 + stands));
                        const Footprint footprint = Footprint::of(unit, settings);
                        QCOMPARE(Footprint::reach(unit, settings), footprint.boundingRadius());
                        QCOMPARE(footprint.centre(), unit.position());
                        ++checked;
                    }
                }
            }
        }
        QVERIFY(checked > 100);
    }
};

QTEST_GUILESS_MAIN(TestFootprint)
#include "test_footprint.moc"

#include "table/deployment.h"
#include "table/geometry.h"
#include "table/unitdefaults.h"

#include <QTest>

using namespace vedette::table;
using namespace Qt::StringLiterals;

namespace {

// A 6' x 4' Brown table, two sides, a division of three regiments of horse
// (3 stands of 40 x 30 mm: 120 x 30 mm in line) waiting to be deployed.
Scenario table()
{
    Scenario s;
    s.setRuleSystem(RuleSystem::Brown);
    s.setTableSize(Length::fromFeet(6), Length::fromFeet(4));
    s.addSide({u"british"_s, u"British"_s, QColor(Qt::red)});
    s.addSide({u"russian"_s, u"Russian"_s, QColor(Qt::darkGreen)});
    for (const QString &id : {u"a"_s, u"b"_s, u"c"_s}) {
        Unit unit = UnitDefaults::unit(RuleSystem::Brown, Arm::Horse, id, u"british"_s, id.toUpper());
        unit.setOnTable(false);
        unit.setDivisionId(u"light"_s);
        s.addUnit(unit);
    }
    return s;
}

QStringList abc()
{
    return {u"a"_s, u"b"_s, u"c"_s};
}

} // namespace

class TestDeployment : public QObject
{
    Q_OBJECT

private slots:
    void facingOfALine_data()
    {
        QTest::addColumn<QPointF>("to");
        QTest::addColumn<double>("facing");
        QTest::newRow("left to right faces up") << QPointF(100, 0) << 0.0;
        QTest::newRow("down the table faces right") << QPointF(0, 100) << 90.0;
        QTest::newRow("right to left faces down") << QPointF(-100, 0) << 180.0;
        QTest::newRow("up the table faces left") << QPointF(0, -100) << 270.0;
    }

    void facingOfALine()
    {
        QFETCH(QPointF, to);
        QFETCH(double, facing);
        QCOMPARE(Deployment::facingOfLine({0, 0}, to), facing);
    }

    void defaultIntervals()
    {
        Scenario s = table();
        QCOMPARE(Deployment::defaultInterval(s), Length::fromInches(1));
        s.setRuleSystem(RuleSystem::Balagan);
        s.setGroundScale(GroundScale{100});
        QCOMPARE(Deployment::defaultInterval(s).mm(), 10.0); // 100 p at 100 p/cm
    }

    // Side by side to the right of the point, front edges on the line, an
    // interval between neighbours.
    void inLine()
    {
        const Scenario s = table();
        Deployment::Options options;
        options.interval = Length::fromMm(20);
        const Deployment::Result result = Deployment::inLine(s, abc(), {100, 600}, options);
        QVERIFY2(result.ok(), qPrintable(result.problem));
        QCOMPARE(result.units.size(), 3);
        QCOMPARE(result.units[0].position(), QPointF(160, 615));
        QCOMPARE(result.units[1].position(), QPointF(300, 615));
        QCOMPARE(result.units[2].position(), QPointF(440, 615));
        for (const Unit &unit : result.units) {
            QVERIFY(unit.isOnTable());
            QCOMPARE(unit.facing(), 0.0);
            QCOMPARE(s.footprint(unit).outline().corner(OrientedRect::FrontLeft).y(), 600.0);
        }
        // Nothing changed in the scenario itself.
        QVERIFY(!s.unit(u"a"_s)->isOnTable());
    }

    void inLineCentredFacingDownInColumn()
    {
        const Scenario s = table();
        Deployment::Options options;
        options.facing = 180.0;
        options.interval = Length::fromMm(10);
        options.centred = true;
        options.formation = Formation::ColumnOfMarch;
        const Deployment::Result result = Deployment::inLine(s, abc(), {900, 300}, options);
        QVERIFY2(result.ok(), qPrintable(result.problem));
        // Columns one stand (40 mm) wide: 3 x 40 + 2 x 10 = 140 mm, centred on x = 900,
        // running to the units' right, which is to the table's left when facing down.
        QCOMPARE(result.units[0].formation(), Formation::ColumnOfMarch);
        QCOMPARE(result.units[0].position().x(), 970.0 - 20.0);
        QCOMPARE(result.units[1].position().x(), 900.0);
        QCOMPARE(result.units[2].position().x(), 850.0);
        // Front edges on y = 300, the columns (3 stands of 30 mm) behind it, up the table.
        QCOMPARE(result.units[1].position().y(), 300.0 - 45.0);
    }

    // The formation asked for: guns keep theirs when it is not one of a
    // battery's, dismounted dragoons mount for a column (RULES.md §2: they are
    // always in single line while dismounted).
    void formationAskedFor()
    {
        Scenario s = table();
        Unit dragoons = UnitDefaults::unit(RuleSystem::Brown, Arm::Dragoons, u"d"_s, u"british"_s, u"D"_s);
        dragoons.setDragoonsMounted(false);
        dragoons.setOnTable(false);
        s.addUnit(dragoons);
        Unit guns = UnitDefaults::unit(RuleSystem::Brown, Arm::Artillery, u"g"_s, u"british"_s, u"G"_s);
        guns.setOnTable(false);
        s.addUnit(guns);
        Deployment::Options options;
        options.interval = Length::fromMm(20);
        options.formation = Formation::ColumnOfMarch;
        const Deployment::Result column = Deployment::inLine(s, {u"d"_s, u"g"_s}, {100, 600}, options);
        QVERIFY2(column.ok(), qPrintable(column.problem));
        QCOMPARE(column.units[0].formation(), Formation::ColumnOfMarch);
        QVERIFY(column.units[0].dragoonsMounted());
        QCOMPARE(column.units[1].formation(), Formation::Unlimbered);
        options.formation = Formation::SingleLine;
        const Deployment::Result line = Deployment::inLine(s, {u"d"_s}, {100, 600}, options);
        QVERIFY(!line.units[0].dragoonsMounted());
    }

    void refusals_data()
    {
        QTest::addColumn<QPointF>("at");
        QTest::addColumn<QString>("expected");
        QTest::newRow("off the table") << QPointF(1450, 600) << u"C would not fit on the table there."_s;
        QTest::newRow("on another unit") << QPointF(450, 1000) << u"B would overlap Guards."_s;
        QTest::newRow("in the river") << QPointF(100, 200) << u"A would stand in Chernaya, which is impassable."_s;
    }

    void refusals()
    {
        QFETCH(QPointF, at);
        QFETCH(QString, expected);
        Scenario s = table();
        Unit guards(u"guards"_s, u"russian"_s, u"Guards"_s, Arm::Foot);
        guards.setPosition({700, 1010});
        s.addUnit(guards);
        Terrain river(u"river"_s, TerrainType::River, QPolygonF({{0, 190}, {300, 190}, {300, 230}, {0, 230}}));
        river.setName(u"Chernaya"_s);
        river.setImpassable(true);
        s.addTerrain(river);
        // A unit not yet on the table is in nobody's way.
        Unit reserve(u"reserve"_s, u"russian"_s, u"Reserve"_s, Arm::Foot);
        reserve.setOnTable(false);
        reserve.setPosition({160, 615});
        s.addUnit(reserve);

        Deployment::Options options;
        options.interval = Length::fromMm(20);
        const Deployment::Result result = Deployment::inLine(s, abc(), at, options);
        QVERIFY(!result.ok());
        QCOMPARE(result.problem, expected);
        QVERIFY(Deployment::inLine(s, abc(), {100, 600}, options).ok());
    }

    void outsideTheZone()
    {
        const Scenario s = table();
        Deployment::Options options;
        options.zone = QRectF(0, 500, 350, 200);
        const Deployment::Result result = Deployment::inLine(s, abc(), {100, 600}, options);
        QCOMPARE(result.problem, u"C would stand outside its side's deployment zone."_s);
        options.zone = QRectF(0, 500, 600, 200);
        QVERIFY(Deployment::inLine(s, abc(), {100, 600}, options).ok());
    }

    // Units already on the table may be laid out again where they stand.
    void redeployingIgnoresItself()
    {
        Scenario s = table();
        Deployment::Options options;
        const Deployment::Result first = Deployment::inLine(s, abc(), {100, 600}, options);
        for (const Unit &unit : first.units)
            s.updateUnit(unit);
        const Deployment::Result again = Deployment::inLine(s, abc(), {110, 600}, options);
        QVERIFY2(again.ok(), qPrintable(again.problem));
        const Deployment::Result two = Deployment::inLine(s, {u"a"_s}, {110, 600}, options);
        QCOMPARE(two.problem, u"A would overlap B."_s);
    }

    void unknownAndNone()
    {
        const Scenario s = table();
        QCOMPARE(Deployment::inLine(s, {u"x"_s}, {0, 0}, {}).problem, u"There is no unit \"x\"."_s);
        QCOMPARE(Deployment::inLine(s, {}, {0, 0}, {}).problem, u"No unit to deploy."_s);
    }

    void edgeBands()
    {
        Scenario s = table();
        const QRectF near = *Deployment::edgeBand(s, u"british"_s);
        const QRectF far = *Deployment::edgeBand(s, u"russian"_s);
        QCOMPARE(near, QRectF(0, s.tableRect().bottom() - 254.0, s.tableRect().width(), 254.0));
        QCOMPARE(far, QRectF(0, 0, s.tableRect().width(), 254.0));
        QCOMPARE(Deployment::facingTowardsCentre(s, near), 0.0);
        QCOMPARE(Deployment::facingTowardsCentre(s, far), 180.0);
        s.addSide({u"turks"_s, u"Turks"_s, {}});
        QVERIFY(!Deployment::edgeBand(s, u"turks"_s));
        // A table taller than wide: the long edges are left and right.
        s.setTableSize(Length::fromFeet(4), Length::fromFeet(6));
        QCOMPARE(Deployment::edgeBand(s, u"british"_s)->left(), 0.0);
        QCOMPARE(Deployment::facingTowardsCentre(s, *Deployment::edgeBand(s, u"british"_s)), 90.0);
        QCOMPARE(Deployment::facingTowardsCentre(s, *Deployment::edgeBand(s, u"russian"_s)), 270.0);
    }

    // Rows from the front of the area backwards; a division starts after a
    // double interval; refused when the rows reach beyond the back.
    void inArea()
    {
        Scenario s = table();
        for (int i = 0; i < 9; ++i) {
            Unit unit = UnitDefaults::unit(RuleSystem::Brown, Arm::Foot, u"f%1"_s.arg(i), u"british"_s, u"F%1"_s.arg(i));
            unit.setOnTable(false);
            unit.setDivisionId(u"foot"_s);
            s.addUnit(unit);
        }
        QStringList ids = abc();
        for (int i = 0; i < 9; ++i)
            ids.append(u"f%1"_s.arg(i));
        // 600 mm wide: three horse (120) and one foot (160) in the first row
        // (3 x 120 + 2 x 20 + 40 + 160 = 600), the other foot in rows behind.
        const QRectF area(100, 700, 600, 200);
        const Deployment::Result result = Deployment::inArea(s, ids, area, 0.0, Length::fromMm(20));
        QVERIFY2(result.ok(), qPrintable(result.problem));
        QCOMPARE(result.units.size(), 12);
        QCOMPARE(result.units[0].position().y(), 715.0);            // horse, 30 mm deep, front on y = 700
        QCOMPARE(result.units[3].position().y(), 710.0);            // foot, 20 mm deep, same row
        QCOMPARE(result.units[4].position().y(), 700.0 + 30 + 20 + 10); // second row behind the deepest
        for (const Unit &unit : result.units) {
            const Footprint print = s.footprint(unit);
            for (const Base &base : print.bases())
                for (QPointF corner : base.rect.corners())
                    QVERIFY(area.adjusted(-1e-6, -1e-6, 1e-6, 1e-6).contains(corner));
        }
        const Deployment::Result tooSmall = Deployment::inArea(s, ids, QRectF(100, 700, 600, 60), 0.0, Length::fromMm(20));
        QVERIFY(!tooSmall.ok());
        QCOMPARE(tooSmall.problem, u"The units do not fit: 2 more row(s) would reach beyond the back of the area."_s);
        // Rows closer than the interval when that makes them fit: 30 + 20 + 20 + 20 in 120 mm.
        const Deployment::Result close = Deployment::inArea(s, ids, QRectF(100, 700, 600, 120), 0.0, Length::fromMm(20));
        QVERIFY2(close.ok(), qPrintable(close.problem));
        QCOMPARE(close.units[4].position().y(), 700.0 + 30 + 10 + 10);
        const Deployment::Result narrow = Deployment::inArea(s, ids, QRectF(100, 700, 100, 600), 0.0, Length::fromMm(20));
        QCOMPARE(narrow.problem, u"A is wider than the area it is to deploy in."_s);
    }

    // A whole army: in its own formations when it fits, else in single line.
    void army()
    {
        Scenario s = table();
        for (const QString &id : abc()) {
            Unit unit = *s.unit(id);
            unit.setFormation(Formation::ColumnOfMarch); // 40 wide, 90 deep
            s.updateUnit(unit);
        }
        const QRectF band = *Deployment::edgeBand(s, u"british"_s);
        const Deployment::Result deep = Deployment::army(s, u"british"_s, band);
        QVERIFY2(deep.ok(), qPrintable(deep.problem));
        QVERIFY(!deep.inLine);
        QCOMPARE(deep.units[0].formation(), Formation::ColumnOfMarch);
        QCOMPARE(deep.units[0].facing(), 0.0);
        const Deployment::Result shallow = Deployment::army(s, u"british"_s, QRectF(band.left(), band.bottom() - 50, band.width(), 50));
        QVERIFY2(shallow.ok(), qPrintable(shallow.problem));
        QVERIFY(shallow.inLine);
        QCOMPARE(shallow.units[0].formation(), Formation::SingleLine);
        QVERIFY(!Deployment::army(s, u"british"_s, QRectF(band.left(), band.bottom() - 20, band.width(), 20)).ok());
    }

    // "Deploy the rest": the units not yet on the table, division after
    // division in rows, around the one already there, all in the area with
    // the interval between them; when no room is left, refused with the unit named.
    void rest()
    {
        Scenario s = table();
        for (const QString &id : {u"d"_s, u"e"_s}) {
            Unit unit = UnitDefaults::unit(RuleSystem::Brown, Arm::Foot, id, u"british"_s, id.toUpper());
            unit.setOnTable(false);
            unit.setDivisionId(u"foot"_s);
            s.addUnit(unit);
        }
        const QRectF area(614, 1000, 600, 200); // under the table's middle
        // B already stands in the middle of the area's front row.
        Unit b = *s.unit(u"b"_s);
        b.setOnTable(true);
        b.setFacing(0.0);
        b.setPosition({914, 1020});
        s.updateUnit(b);
        const Deployment::Result result = Deployment::rest(s, u"british"_s, area);
        QVERIFY2(result.ok(), qPrintable(result.problem));
        QStringList ids;
        for (const Unit &unit : result.units)
            ids.append(unit.id());
        QCOMPARE(ids, (QStringList{u"a"_s, u"c"_s, u"d"_s, u"e"_s})); // B is left where it is; division order
        const double interval = Deployment::defaultInterval(s).mm();
        QList<Footprint> prints{s.footprint(b)};
        for (const Unit &unit : result.units) {
            QVERIFY(unit.isOnTable());
            QCOMPARE(unit.facing(), 0.0); // towards the table's middle, up from the bottom band
            const Footprint print = s.footprint(unit);
            QVERIFY2(area.adjusted(-0.01, -0.01, 0.01, 0.01).contains(print.boundingRect()), qPrintable(unit.id()));
            for (const Footprint &other : std::as_const(prints))
                QVERIFY2(geometry::edgeDistance(print, other).mm() >= interval - 0.01, qPrintable(unit.id()));
            prints.append(print);
        }
        // Nothing left to deploy, and an area too small for the rest.
        Scenario full = s;
        for (const Unit &unit : result.units)
            full.updateUnit(unit);
        QVERIFY(!Deployment::rest(full, u"british"_s, area).ok());
        const Deployment::Result cramped = Deployment::rest(s, u"british"_s, QRectF(614, 1000, 300, 40));
        QVERIFY(!cramped.ok());
        QVERIFY2(cramped.problem.contains(u"no room"_s) || cramped.problem.contains(u"wider"_s), qPrintable(cramped.problem));
    }
};

QTEST_GUILESS_MAIN(TestDeployment)
#include "test_deployment.moc"

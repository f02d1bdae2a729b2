// The command facade (app/commands/facade.h), one row per kind of step: each
// call is one undo step with the text the undo menu shows, undo gives back
// the exact table (order included), redo the table after it; and the steps
// that merge (typing in a field, clicking a counter up) merge, the others
// never do.

#include "commands/facade.h"
#include "document/document.h"
#include "table/scenario.h"

#include <QTest>
#include <QUndoStack>

#include <functional>

using namespace Qt::StringLiterals;
using namespace vedette;

namespace {

table::Scenario smallTable()
{
    table::Scenario s;
    s.setRuleSystem(table::RuleSystem::Balagan);
    s.setTableSize(table::Length::fromMm(1200), table::Length::fromMm(800));
    s.addSide({u"red"_s, u"Red"_s, Qt::red});
    s.addSide({u"blue"_s, u"Blue"_s, Qt::blue});
    for (int i = 0; i < 4; ++i) {
        table::Unit unit(u"u%1"_s.arg(i), i < 2 ? u"red"_s : u"blue"_s, u"Unit %1"_s.arg(i), table::Arm::Foot);
        unit.setPosition({200.0 + 200 * i, 400});
        unit.setDivisionId(i < 2 ? u"d1"_s : u"d2"_s);
        unit.setOnTable(i < 3); // u3 waits in the order of battle
        s.addUnit(unit);
    }
    s.addGeneral({u"g0"_s, u"red"_s, u"General 0"_s, 1, u"d1"_s, false, {}, QPointF(100, 100)});
    s.addTerrain(table::Terrain(u"t0"_s, table::TerrainType::Woods, QPolygonF{{10, 10}, {90, 10}, {50, 90}}));
    s.addTerrain(table::Terrain(u"t1"_s, table::TerrainType::Hill, QPolygonF{{110, 10}, {190, 10}, {150, 90}}));
    s.addFogZone({u"f0"_s, {}, QPolygonF{{400, 350}, {440, 350}, {440, 360}}, 1});
    table::Marker marker;
    marker.id = u"m0"_s;
    marker.kind = table::MarkerKind::Casualty;
    marker.position = {400, 420};
    s.addMarker(marker);
    s.addRuler({u"r0"_s, {u"u0"_s, {200, 400}}, {{}, {300, 300}}, {}});
    s.addRuler({u"r1"_s, {{}, {0, 0}}, {{}, {10, 10}}, u"x"_s});
    return s;
}

void open(Document &document)
{
    document.scenario() = smallTable();
    document.undoStack()->clear();
}

using Step = std::function<bool(Document *)>;

} // namespace

Q_DECLARE_METATYPE(Step)

class TestCommandFacade : public QObject
{
    Q_OBJECT

private slots:
    void everyStepUndoesAndRedoesExactly_data()
    {
        QTest::addColumn<Step>("step");
        QTest::addColumn<QString>("text");
        table::Unit fresh(u"new"_s, u"red"_s, u"Grenadiers"_s, table::Arm::Foot);
        fresh.setPosition({600, 600});
        QTest::newRow("place unit") << Step([fresh](Document *d) { return cmd::placeUnit(d, fresh); })
                                    << u"Place Grenadiers"_s;
        QTest::newRow("remove unit") << Step([](Document *d) { return cmd::removeUnit(d, u"u1"_s); })
                                     << u"Remove Unit 1"_s;
        QTest::newRow("remove unit a ruler holds")
            << Step([](Document *d) { return cmd::removeUnit(d, u"u0"_s); }) << u"Remove Unit 0"_s;
        QTest::newRow("move unit") << Step([](Document *d) { return cmd::moveUnit(d, u"u0"_s, {200, 400}, {250, 380}); })
                                   << QString();
        QTest::newRow("rotate unit") << Step([](Document *d) { return cmd::rotateUnit(d, u"u2"_s, 0, 45); }) << QString();
        QTest::newRow("keep camera markers") << Step([](Document *d) {
            return cmd::keepCameraMarkers(d, {{u"u0"_s, 8}});
        }) << u"Give camera markers to Unit 0"_s;
        QTest::newRow("move units the camera saw") << Step([](Document *d) {
            return cmd::moveSeenUnits(d, {{u"u0"_s, {250, 500}, 30}, {u"u2"_s, {600, 600}, 0}});
        }) << QString();
        QTest::newRow("edit unit") << Step([](Document *d) {
            table::Unit after = *d->scenario().unit(u"u0"_s);
            after.setStrength(321);
            return cmd::editUnit(d, *d->scenario().unit(u"u0"_s), after, u"strength"_s, u"Strength"_s);
        }) << u"Strength"_s;
        QTest::newRow("add terrain") << Step([](Document *d) {
            return cmd::addTerrain(d, table::Terrain(u"tx"_s, table::TerrainType::Marsh, QPolygonF{{300, 10}, {390, 10}, {350, 90}}));
        }) << u"Add %1"_s.arg(table::terrainTypeName(table::TerrainType::Marsh));
        QTest::newRow("remove terrain") << Step([](Document *d) { return cmd::removeTerrain(d, u"t0"_s); })
                                        << u"Remove %1"_s.arg(table::terrainTypeName(table::TerrainType::Woods));
        QTest::newRow("edit terrain") << Step([](Document *d) {
            table::Terrain after = *d->scenario().terrainPiece(u"t1"_s);
            after.setBadGoing(!after.isBadGoing());
            return cmd::editTerrain(d, *d->scenario().terrainPiece(u"t1"_s), after, u"badGoing"_s, u"Going"_s);
        }) << u"Going"_s;
        QTest::newRow("lay smoke") << Step([](Document *d) {
            return cmd::laySmoke(d, {u"fx"_s, {}, QPolygonF{{0, 0}, {50, 0}, {50, 50}}, 2});
        }) << u"Lay smoke"_s;
        QTest::newRow("clear smoke") << Step([](Document *d) { return cmd::clearSmoke(d, u"f0"_s); }) << u"Clear smoke"_s;
        QTest::newRow("add marker") << Step([](Document *d) {
            table::Marker m;
            m.id = u"mx"_s;
            m.kind = table::MarkerKind::Casualty;
            m.position = {100, 300};
            return cmd::addMarker(d, m);
        }) << u"Place %1"_s.arg(table::markerKindName(table::MarkerKind::Casualty));
        QTest::newRow("remove marker") << Step([](Document *d) { return cmd::removeMarker(d, u"m0"_s); })
                                       << u"Remove %1"_s.arg(table::markerKindName(table::MarkerKind::Casualty));
        QTest::newRow("edit marker") << Step([](Document *d) {
            table::Marker after = *d->scenario().marker(u"m0"_s);
            after.count = 3;
            return cmd::editMarker(d, *d->scenario().marker(u"m0"_s), after, u"Three"_s);
        }) << u"Three"_s;
        QTest::newRow("pin ruler") << Step([](Document *d) {
            return cmd::pinRuler(d, {u"rx"_s, {{}, {1, 1}}, {{}, {5, 5}}, u"tape"_s});
        }) << u"Pin Ruler"_s;
        QTest::newRow("remove ruler") << Step([](Document *d) { return cmd::removeRuler(d, u"r1"_s); })
                                      << u"Remove Ruler"_s;
        QTest::newRow("remove all rulers") << Step([](Document *d) { return cmd::removeAllRulers(d); })
                                           << u"Clear Pinned Rulers"_s;
        QTest::newRow("label ruler") << Step([](Document *d) { return cmd::labelRuler(d, u"r0"_s, u" Gap "_s); })
                                     << u"Label Ruler"_s;
        QTest::newRow("add side") << Step([](Document *d) { return cmd::addSide(d, {u"green"_s, u"Green"_s, Qt::green}); })
                                  << u"Add Green"_s;
        QTest::newRow("edit side") << Step([](Document *d) {
            table::Side after = *d->scenario().side(u"red"_s);
            after.name = u"Crimson"_s;
            return cmd::editSide(d, *d->scenario().side(u"red"_s), after, u"name"_s, u"Rename Red"_s);
        }) << u"Rename Red"_s;
        QTest::newRow("add general") << Step([](Document *d) {
            return cmd::addGeneral(d, {u"gx"_s, u"blue"_s, u"Gx"_s, 0, u"d2"_s, false, {}, {}});
        }) << u"Add Gx"_s;
        QTest::newRow("edit general") << Step([](Document *d) {
            table::General after = *d->scenario().general(u"g0"_s);
            after.rating = 2;
            return cmd::editGeneral(d, *d->scenario().general(u"g0"_s), after, u"rating"_s, u"Rating"_s);
        }) << u"Rating"_s;
        QTest::newRow("move general") << Step([](Document *d) { return cmd::moveGeneral(d, u"g0"_s, {150, 120}); })
                                      << QString();
        QTest::newRow("attach general") << Step([](Document *d) { return cmd::attachGeneral(d, u"g0"_s, u"u1"_s); })
                                        << QString();
        QTest::newRow("add to the order of battle") << Step([fresh](Document *d) {
            table::Unit waiting = fresh;
            waiting.setOnTable(false);
            return cmd::addUnitToOrderOfBattle(d, waiting);
        }) << u"Add Grenadiers"_s;
        QTest::newRow("remove from the order of battle")
            << Step([](Document *d) { return cmd::removeFromOrderOfBattle(d, {u"u2"_s}, {}); }) << QString();
        QTest::newRow("duplicate") << Step([](Document *d) { return cmd::duplicate(d, {u"u0"_s}, {}); }) << QString();
        QTest::newRow("move to a division")
            << Step([](Document *d) { return cmd::moveToDivision(d, {u"u0"_s}, {}, u"red"_s, u"d9"_s); }) << QString();
        QTest::newRow("rename a division")
            << Step([](Document *d) { return cmd::renameDivision(d, u"red"_s, u"d1"_s, u"First"_s); }) << QString();
        QTest::newRow("edit units") << Step([](Document *d) {
            return cmd::editUnits(d, {u"u0"_s, u"u1"_s}, u"strength"_s, u"Strength"_s,
                                  [](table::Unit &unit) { unit.setStrength(99); });
        }) << QString();
        QTest::newRow("deploy") << Step([](Document *d) {
            table::Unit placed = *d->scenario().unit(u"u3"_s);
            placed.setOnTable(true);
            placed.setPosition({900, 600});
            return cmd::deploy(d, {placed});
        }) << QString();
        QTest::newRow("take off the table") << Step([](Document *d) { return cmd::takeOffTable(d, {u"u1"_s}); })
                                            << QString();
        QTest::newRow("add from a template") << Step([fresh](Document *d) {
            table::Scenario after = d->scenario();
            table::Unit copy = fresh;
            copy.setOnTable(false);
            after.addUnit(copy);
            return cmd::addFrom(d, after, u"Add from a template"_s);
        }) << u"Add from a template"_s;
    }

    void everyStepUndoesAndRedoesExactly()
    {
        QFETCH(Step, step);
        QFETCH(QString, text);
        Document document;
        open(document);
        const table::Scenario before = document.scenario();
        QVERIFY(step(&document));
        QCOMPARE(document.undoStack()->count(), 1);
        if (!text.isEmpty())
            QCOMPARE(document.undoStack()->text(0), text);
        const table::Scenario after = document.scenario();
        QVERIFY(!(after == before));
        document.undoStack()->undo();
        QVERIFY(document.scenario() == before);
        document.undoStack()->redo();
        QVERIFY(document.scenario() == after);
    }

    // Nothing to do is no step at all.
    void nothingToDoPushesNothing()
    {
        Document document;
        open(document);
        QVERIFY(!cmd::removeUnit(&document, u"nobody"_s));
        QVERIFY(!cmd::removeTerrain(&document, u"nothing"_s));
        QVERIFY(!cmd::clearSmoke(&document, u"nothing"_s));
        QVERIFY(!cmd::removeMarker(&document, u"nothing"_s));
        QVERIFY(!cmd::removeRuler(&document, u"nothing"_s));
        QVERIFY(!cmd::labelRuler(&document, u"r1"_s, u"x"_s)); // the label it has
        QVERIFY(!cmd::moveGeneral(&document, u"nobody"_s, {1, 1}));
        QVERIFY(!cmd::attachGeneral(&document, u"nobody"_s, u"u0"_s));
        QVERIFY(!cmd::duplicate(&document, {}, {}));
        QVERIFY(!cmd::moveSeenUnits(&document, {{u"u0"_s, {200, 400}, 0}})); // where it stands
        QCOMPARE(document.undoStack()->count(), 0);
        document.scenario().removeRuler(u"r0"_s);
        document.scenario().removeRuler(u"r1"_s);
        QVERIFY(!cmd::removeAllRulers(&document));
    }

    // A unit a ruler measures to goes; the ruler keeps the point where it
    // stood, in the same step, and undo gives the ruler its hold again.
    void removingAUnitLetsItsRulerGo()
    {
        Document document;
        open(document);
        QVERIFY(cmd::removeUnit(&document, u"u0"_s));
        QCOMPARE(document.undoStack()->count(), 1);
        QVERIFY(document.scenario().ruler(u"r0"_s)->from.unitId.isEmpty());
        QCOMPARE(document.scenario().ruler(u"r0"_s)->from.point, QPointF(200, 400));
        document.undoStack()->undo();
        QCOMPARE(document.scenario().ruler(u"r0"_s)->from.unitId, u"u0"_s);
    }

    // Typing in a field: consecutive edits of one field of one object are one
    // step, undone to before the first.
    void editsOfOneFieldMerge()
    {
        Document document;
        open(document);
        const table::Scenario before = document.scenario();
        for (int strength : {500, 510, 520}) {
            const table::Unit now = *document.scenario().unit(u"u0"_s);
            table::Unit after = now;
            after.setStrength(strength);
            QVERIFY(cmd::editUnit(&document, now, after, u"strength"_s, u"Strength"_s));
        }
        QCOMPARE(document.undoStack()->count(), 1);
        QCOMPARE(document.scenario().unit(u"u0"_s)->strength(), 520);
        for (int count : {2, 3}) {
            const table::Marker now = *document.scenario().marker(u"m0"_s);
            table::Marker after = now;
            after.count = count;
            QVERIFY(cmd::editMarker(&document, now, after, u"Count"_s));
        }
        for (const QString &name : {u"Crim"_s, u"Crimson"_s}) {
            const table::Side now = *document.scenario().side(u"red"_s);
            table::Side after = now;
            after.name = name;
            QVERIFY(cmd::editSide(&document, now, after, u"name"_s, u"Rename"_s));
        }
        for (int rating : {2, 3}) {
            const table::General now = *document.scenario().general(u"g0"_s);
            table::General after = now;
            after.rating = rating;
            QVERIFY(cmd::editGeneral(&document, now, after, u"rating"_s, u"Rating"_s));
        }
        for (bool bad : {true, false, true}) {
            const table::Terrain now = *document.scenario().terrainPiece(u"t1"_s);
            table::Terrain after = now;
            after.setBadGoing(bad);
            cmd::editTerrain(&document, now, after, u"badGoing"_s, u"Going"_s);
        }
        QCOMPARE(document.undoStack()->count(), 5);
        while (document.undoStack()->canUndo())
            document.undoStack()->undo();
        QVERIFY(document.scenario() == before);
    }

    // Another field, another object, or a step of another kind is a step of its own.
    void otherStepsNeverMerge()
    {
        Document document;
        open(document);
        const table::Unit u0 = *document.scenario().unit(u"u0"_s);
        table::Unit stronger = u0;
        stronger.setStrength(700);
        QVERIFY(cmd::editUnit(&document, u0, stronger, u"strength"_s, u"Strength"_s));
        table::Unit named = stronger;
        named.setName(u"Guard"_s);
        QVERIFY(cmd::editUnit(&document, stronger, named, u"name"_s, u"Name"_s));
        const table::Unit u1 = *document.scenario().unit(u"u1"_s);
        table::Unit other = u1;
        other.setStrength(700);
        QVERIFY(cmd::editUnit(&document, u1, other, u"strength"_s, u"Strength"_s));
        QCOMPARE(document.undoStack()->count(), 3);
        // Two moves of one unit by hand are two steps (a drag is pushed once, at the drop).
        QVERIFY(cmd::moveUnit(&document, u"u2"_s, {600, 400}, {610, 400}));
        QVERIFY(cmd::moveUnit(&document, u"u2"_s, {610, 400}, {620, 400}));
        QCOMPARE(document.undoStack()->count(), 5);
        // Labels are typed in a dialog: each one a step.
        QVERIFY(cmd::labelRuler(&document, u"r1"_s, u"a"_s));
        QVERIFY(cmd::labelRuler(&document, u"r1"_s, u"b"_s));
        QCOMPARE(document.undoStack()->count(), 7);
        // Adding twice is two steps.
        table::Unit a(u"a"_s, u"red"_s, u"A"_s, table::Arm::Horse);
        a.setPosition({700, 700});
        table::Unit b = a;
        b.setId(u"b"_s);
        QVERIFY(cmd::placeUnit(&document, a));
        QVERIFY(cmd::placeUnit(&document, b));
        QCOMPARE(document.undoStack()->count(), 9);
    }
};

QTEST_GUILESS_MAIN(TestCommandFacade)
#include "test_commandfacade.moc"

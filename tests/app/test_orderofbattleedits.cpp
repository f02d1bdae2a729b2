// The order of battle's commands: the one AddRemoveObjectCommand template
// for every list, and the dock's steps built from it. Each step is one undo
// step, undo gives back the exact table (order included), and after every
// step the table can be written and read again.

#include "commands/addremoveobjectcommand.h"
#include "commands/orderofbattleedits.h"
#include "document/document.h"
#include "table/scenario.h"
#include "table/scenariojson.h"
#include "table/validation.h"

#include <QTest>
#include <QUndoStack>

#include <functional>

using namespace Qt::StringLiterals;
using namespace vedette;

namespace {

table::Scenario table3()
{
    table::Scenario s;
    s.setRuleSystem(table::RuleSystem::Balagan);
    s.setTableSize(table::Length::fromMm(1200), table::Length::fromMm(800));
    s.addSide({u"red"_s, u"Red"_s, Qt::red});
    s.addSide({u"blue"_s, u"Blue"_s, Qt::blue});
    for (int i = 0; i < 3; ++i) {
        table::Unit unit(u"u%1"_s.arg(i), i < 2 ? u"red"_s : u"blue"_s, u"Unit %1"_s.arg(i), table::Arm::Foot);
        unit.setPosition({200.0 + 200 * i, 400});
        unit.setDivisionId(i < 2 ? u"d1"_s : u"d2"_s);
        s.addUnit(unit);
    }
    s.addGeneral({u"g0"_s, u"red"_s, u"General 0"_s, 1, u"d1"_s, false, u"u1"_s, {}});
    s.addGeneral({u"g1"_s, u"red"_s, u"General 1"_s, 0, {}, true, {}, QPointF(100, 100)});
    table::Unit withGeneral = *s.unit(u"u1"_s);
    withGeneral.setGeneralId(u"g0"_s);
    s.updateUnit(withGeneral);
    s.addTerrain(table::Terrain(u"t0"_s, table::TerrainType::Woods, QPolygonF{{10, 10}, {90, 10}, {50, 90}}));
    s.addTerrain(table::Terrain(u"t1"_s, table::TerrainType::Hill, QPolygonF{{110, 10}, {190, 10}, {150, 90}}));
    s.addFogZone({u"f0"_s, u"u1"_s, QPolygonF{{400, 350}, {440, 350}, {440, 360}}, 1});
    s.addFogZone({u"f1"_s, u"u0"_s, QPolygonF{{200, 350}, {240, 350}, {240, 360}}, 1});
    table::Marker marker;
    marker.id = u"m0"_s;
    marker.unitId = u"u1"_s;
    marker.position = {400, 420};
    s.addMarker(marker);
    marker.id = u"m1"_s;
    marker.unitId.clear();
    s.addMarker(marker);
    marker.id = u"m2"_s;
    marker.unitId = u"u1"_s;
    s.addMarker(marker);
    s.addRuler({u"r0"_s, {u"u0"_s, {200, 400}}, {{}, {300, 300}}, {}});
    s.addRuler({u"r1"_s, {{}, {0, 0}}, {{}, {10, 10}}, u"x"_s});
    table::Messenger messenger;
    messenger.id = u"ms0"_s;
    messenger.sideId = u"blue"_s;
    messenger.position = {600, 300};
    s.addMessenger(messenger);
    return s;
}

void open(Document &document, const table::Scenario &scenario)
{
    document.scenario() = scenario;
    document.undoStack()->clear();
}

// The table after a step is still a table the reader takes back.
void readable(const table::Scenario &scenario)
{
    const auto read = table::ScenarioJson::read(table::ScenarioJson::write(scenario));
    QVERIFY2(read, qPrintable(read.errorString));
    QVERIFY(*read.scenario == scenario);
    const QStringList problems = table::validation::scenario(scenario);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

} // namespace

Q_DECLARE_METATYPE(std::function<QUndoCommand *(vedette::Document *)>)

class TestOrderOfBattleEdits : public QObject
{
    Q_OBJECT

private slots:
    void addAndRemoveEveryKind_data()
    {
        using Make = std::function<QUndoCommand *(Document *)>;
        QTest::addColumn<Make>("make");
        QTest::addColumn<QString>("text");
        table::Unit unit(u"new"_s, u"red"_s, u"New"_s, table::Arm::Horse);
        unit.setOnTable(false);
        QTest::newRow("unit at a place") << Make([unit](Document *d) { return AddRemoveUnitCommand::add(d, unit, 1); })
                                         << u"Add New"_s;
        QTest::newRow("remove unit") << Make([](Document *d) { return AddRemoveUnitCommand::remove(d, u"u0"_s); })
                                     << u"Remove Unit 0"_s;
        QTest::newRow("general") << Make([](Document *d) {
            return AddRemoveGeneralCommand::add(d, {u"gx"_s, u"blue"_s, u"Gx"_s, 0, u"d2"_s, false, {}, {}}, 0);
        }) << u"Add Gx"_s;
        QTest::newRow("remove general") << Make([](Document *d) { return AddRemoveGeneralCommand::remove(d, u"g1"_s); })
                                        << u"Remove General 1"_s;
        QTest::newRow("side") << Make([](Document *d) { return AddRemoveSideCommand::add(d, {u"green"_s, u"Green"_s, Qt::green}, 1); })
                              << u"Add Green"_s;
        QTest::newRow("terrain") << Make([](Document *d) {
            return AddRemoveTerrainCommand::add(d, table::Terrain(u"tx"_s, table::TerrainType::Marsh, QPolygonF{{300, 10}, {390, 10}, {350, 90}}), 1);
        }) << u"Add Marsh"_s;
        QTest::newRow("remove terrain") << Make([](Document *d) { return AddRemoveTerrainCommand::remove(d, u"t0"_s); })
                                        << u"Remove Woods"_s;
        QTest::newRow("remove fog") << Make([](Document *d) { return AddRemoveFogZoneCommand::remove(d, u"f0"_s); })
                                    << u"Remove fog"_s;
        QTest::newRow("remove marker") << Make([](Document *d) { return AddRemoveMarkerCommand::remove(d, u"m1"_s); })
                                       << u"Remove Note"_s;
        QTest::newRow("ruler") << Make([](Document *d) {
            return AddRemoveRulerCommand::add(d, {u"rx"_s, {{}, {1, 1}}, {{}, {5, 5}}, u"tape"_s}, 0);
        }) << u"Add tape"_s;
        QTest::newRow("remove ruler") << Make([](Document *d) { return AddRemoveRulerCommand::remove(d, u"r0"_s); })
                                      << u"Remove pinned ruler"_s;
        QTest::newRow("remove messenger") << Make([](Document *d) { return AddRemoveMessengerCommand::remove(d, u"ms0"_s); })
                                          << u"Remove ms0"_s;
    }

    void addAndRemoveEveryKind()
    {
        QFETCH(std::function<QUndoCommand *(Document *)>, make);
        QFETCH(QString, text);
        Document document;
        const table::Scenario before = table3();
        open(document, before);
        QUndoCommand *command = make(&document);
        QVERIFY(command);
        QCOMPARE(command->text(), text);
        QVERIFY(document.push(command));
        QVERIFY(!(document.scenario() == before));
        const table::Scenario after = document.scenario();
        document.undoStack()->undo();
        QVERIFY(document.scenario() == before);
        document.undoStack()->redo();
        QVERIFY(document.scenario() == after);
    }

    void placesAreKept()
    {
        Document document;
        open(document, table3());
        table::Unit unit(u"new"_s, u"red"_s, u"New"_s, table::Arm::Horse);
        document.push(AddRemoveUnitCommand::add(&document, unit, 1));
        QCOMPARE(document.scenario().units()[1].id(), u"new"_s);
        QCOMPARE(document.scenario().unit(u"u2"_s)->id(), u"u2"_s); // the index follows the insertion
        document.push(AddRemoveUnitCommand::remove(&document, u"u0"_s));
        document.undoStack()->undo();
        QCOMPARE(document.scenario().units()[0].id(), u"u0"_s);
        QVERIFY(!AddRemoveUnitCommand::remove(&document, u"nobody"_s));
    }

    // A deleted unit takes its markers and fog with it and leaves its general
    // on his own; a deleted general leaves his unit. One step, exactly undone.
    void deletingKeepsTheTableReadable()
    {
        Document document;
        const table::Scenario before = table3();
        open(document, before);
        QUndoCommand *command = OrderOfBattleEdits::remove(&document, {u"u1"_s}, {});
        QVERIFY(command);
        QCOMPARE(command->text(), u"Delete Unit 1"_s);
        document.push(command);
        const table::Scenario &now = document.scenario();
        QVERIFY(!now.unit(u"u1"_s));
        QVERIFY(now.general(u"g0"_s)->attachedUnitId.isEmpty());
        QVERIFY(!now.marker(u"m0"_s) && !now.marker(u"m2"_s) && now.marker(u"m1"_s));
        QVERIFY(!now.fogZone(u"f0"_s) && now.fogZone(u"f1"_s));
        readable(now);
        QCOMPARE(document.undoStack()->count(), 1);
        document.undoStack()->undo();
        QVERIFY(document.scenario() == before);

        document.push(OrderOfBattleEdits::remove(&document, {}, {u"g0"_s}));
        QVERIFY(document.scenario().unit(u"u1"_s)->generalId().isEmpty());
        readable(document.scenario());
        document.undoStack()->undo();
        QVERIFY(document.scenario() == before);

        // A side goes with everything of it, its messengers included.
        document.push(OrderOfBattleEdits::remove(&document, {u"u2"_s}, {}, {u"blue"_s}));
        QVERIFY(!document.scenario().side(u"blue"_s));
        QVERIFY(document.scenario().messengers().isEmpty());
        readable(document.scenario());
        document.undoStack()->undo();
        QVERIFY(document.scenario() == before);
        QVERIFY(!OrderOfBattleEdits::remove(&document, {u"nobody"_s}, {}));
    }

    void duplicates()
    {
        Document document;
        const table::Scenario before = table3();
        open(document, before);
        QStringList copies;
        QUndoCommand *command = OrderOfBattleEdits::duplicate(&document, {u"u0"_s, u"u1"_s}, {u"g0"_s}, &copies);
        QCOMPARE(command->text(), u"Duplicate 2 unit(s) and 1 general(s)"_s);
        document.push(command);
        const table::Scenario &now = document.scenario();
        QCOMPARE(copies.size(), 2);
        QCOMPARE(now.units().size(), 5);
        // Each copy right after its original.
        QCOMPARE(now.units()[1].id(), copies[0]);
        QCOMPARE(now.units()[3].id(), copies[1]);
        const table::Unit &copy = *now.unit(copies[1]);
        QCOMPARE(copy.name(), u"Unit 1 (copy)"_s);
        QVERIFY(!copy.isOnTable());
        QVERIFY(copy.generalId().isEmpty());
        QCOMPARE(copy.divisionId(), u"d1"_s);
        QCOMPARE(now.generals().size(), 3);
        QCOMPARE(now.generals()[1].name, u"General 0 (copy)"_s);
        QVERIFY(now.generals()[1].attachedUnitId.isEmpty());
        readable(now);
        document.undoStack()->undo();
        QVERIFY(document.scenario() == before);
    }

    // Dragged to another side's division: the general and his unit part.
    void movesBetweenDivisions()
    {
        Document document;
        const table::Scenario before = table3();
        open(document, before);
        document.push(OrderOfBattleEdits::moveToDivision(&document, {u"u1"_s}, {}, u"blue"_s, u"d2"_s));
        const table::Scenario &now = document.scenario();
        QCOMPARE(now.unit(u"u1"_s)->sideId(), u"blue"_s);
        QCOMPARE(now.unit(u"u1"_s)->divisionId(), u"d2"_s);
        QVERIFY(now.unit(u"u1"_s)->generalId().isEmpty());
        QVERIFY(now.general(u"g0"_s)->attachedUnitId.isEmpty());
        readable(now);
        QCOMPARE(document.undoStack()->count(), 1);
        document.undoStack()->undo();
        QVERIFY(document.scenario() == before);
        // Within the side they stay together.
        document.push(OrderOfBattleEdits::moveToDivision(&document, {u"u1"_s}, {u"g0"_s}, u"red"_s, u"d9"_s));
        QCOMPARE(document.scenario().unit(u"u1"_s)->generalId(), u"g0"_s);
        QCOMPARE(document.scenario().general(u"g0"_s)->divisionId, u"d9"_s);
        QVERIFY(!OrderOfBattleEdits::moveToDivision(&document, {u"u1"_s}, {}, u"red"_s, u"d9"_s));
    }

    void renamesADivision()
    {
        Document document;
        open(document, table3());
        document.push(OrderOfBattleEdits::renameDivision(&document, u"red"_s, u"d1"_s, u"Cutts"_s));
        QCOMPARE(document.scenario().unit(u"u0"_s)->divisionId(), u"Cutts"_s);
        QCOMPARE(document.scenario().general(u"g0"_s)->divisionId, u"Cutts"_s);
        QCOMPARE(document.scenario().unit(u"u2"_s)->divisionId(), u"d2"_s);
        QCOMPARE(document.undoStack()->undoText(), u"Rename division d1 to Cutts"_s);
    }

    void oneChangeToManyUnitsIsOneStep()
    {
        Document document;
        const table::Scenario before = table3();
        open(document, before);
        QUndoCommand *command = OrderOfBattleEdits::editUnits(&document, {u"u0"_s, u"u1"_s, u"u2"_s}, u"class"_s,
                                                              u"Change class of %1"_s,
                                                              [](table::Unit &u) { u.setTroopClass(table::TroopClass::Elite); });
        QCOMPARE(command->text(), u"Change class of 3 unit(s)"_s);
        document.push(command);
        for (const table::Unit &unit : document.scenario().units())
            QCOMPARE(unit.troopClass(), table::TroopClass::Elite);
        QCOMPARE(document.undoStack()->count(), 1);
        document.undoStack()->undo();
        QVERIFY(document.scenario() == before);
        // Nothing to change: no step.
        QVERIFY(!OrderOfBattleEdits::editUnits(&document, {u"u0"_s}, u"x"_s, u"%1"_s, [](table::Unit &) {}));
    }

    void deploysAndTakesOff()
    {
        Document document;
        table::Scenario s = table3();
        table::Unit waiting = *s.unit(u"u2"_s);
        waiting.setOnTable(false);
        s.updateUnit(waiting);
        open(document, s);
        table::Unit placed = waiting;
        placed.setOnTable(true);
        placed.setPosition({900, 600});
        placed.setFacing(180);
        document.push(OrderOfBattleEdits::deploy(&document, {placed}));
        QCOMPARE(*document.scenario().unit(u"u2"_s), placed);
        QCOMPARE(document.undoStack()->undoText(), u"Deploy Unit 2"_s);
        document.push(OrderOfBattleEdits::takeOffTable(&document, {u"u2"_s}));
        QVERIFY(!document.scenario().unit(u"u2"_s)->isOnTable());
        readable(document.scenario());
        document.undoStack()->undo();
        document.undoStack()->undo();
        QVERIFY(document.scenario() == s);
    }

    void addsWhatAnImportBrings()
    {
        Document document;
        const table::Scenario before = table3();
        open(document, before);
        table::Scenario after = before;
        after.addSide({u"green"_s, u"Green"_s, Qt::green});
        after.addGeneral({u"gg"_s, u"green"_s, u"Greene"_s, 0, u"d"_s, false, u"ug"_s, {}});
        table::Unit unit(u"ug"_s, u"green"_s, u"Green foot"_s, table::Arm::Foot);
        unit.setOnTable(false);
        unit.setGeneralId(u"gg"_s);
        after.addUnit(unit);
        QUndoCommand *command = OrderOfBattleEdits::addFrom(&document, after, u"Import order of battle x.csv"_s);
        QCOMPARE(command->childCount(), 3);
        document.push(command);
        QVERIFY(document.scenario() == after);
        document.undoStack()->undo();
        QVERIFY(document.scenario() == before);
        QVERIFY(!OrderOfBattleEdits::addFrom(&document, before, u"nothing"_s));
    }
};

QTEST_GUILESS_MAIN(TestOrderOfBattleEdits)
#include "test_orderofbattleedits.moc"

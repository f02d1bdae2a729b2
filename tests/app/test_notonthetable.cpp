// Units of the order of battle not yet on the table (scenario version 3)
// take no part in anything that reads where units stand: charges, Balagan
// combat, movement, deployment zones, measuring and drawing. Each test puts
// such a unit exactly where it would matter and checks that it does not.

#include "dice/scripteddicesource.h"
#include "document/document.h"
#include "journal/journalevent.h"
#include "panels/tableexport.h"
#include "rules/balagan/battle.h"
#include "rules/balagan/combatanalysis.h"
#include "rules/balagan/movement.h"
#include "rules/balagan/reachablearea.h"
#include "rules/brown/tablecharge.h"
#include "scene/generalitem.h"
#include "scene/orderflaglayer.h"
#include "scene/pieceslayer.h"
#include "scene/tapeitem.h"
#include "scene/pinnedrulerlayer.h"
#include "scene/tablescene.h"
#include "scene/unititem.h"
#include "table/movecheck.h"
#include "table/scenario.h"
#include "tools/measuretool.h"

#include <QImage>
#include <QPainter>
#include <QTest>
#include <QUndoStack>

using namespace Qt::StringLiterals;
using namespace vedette;

namespace {

// Balagan: a red brigade in line facing up at (1000, 1000); a blue brigade
// facing it 50 p away in front (in fire range of each other), which is the
// one taken off the table; a red supporter behind.
table::Scenario balaganTable(bool blueOnTable)
{
    table::Scenario s;
    s.setRuleSystem(table::RuleSystem::Balagan);
    s.setTableSize(table::Length::fromMm(2000), table::Length::fromMm(2000));
    s.addSide({u"red"_s, u"Red"_s, Qt::red});
    s.addSide({u"blue"_s, u"Blue"_s, Qt::blue});
    table::Unit red(u"red1"_s, u"red"_s, u"Red brigade"_s, table::Arm::Foot);
    red.setPosition({1000, 1000});
    s.addUnit(red);
    table::Unit blue(u"blue1"_s, u"blue"_s, u"Blue brigade"_s, table::Arm::Foot);
    // Off the table a unit has no place; this one is given one anyway, where
    // it would matter, to show it is not looked at.
    blue.setOnTable(blueOnTable);
    blue.setPosition({1000, 975});
    blue.setFacing(180);
    s.addUnit(blue);
    return s;
}

// Brown: a red regiment of horse charging a blue battalion; a blue battalion
// off the table stands exactly on the defender's flank, and a red one exactly
// where the attacker's charge would end.
table::Scenario brownTable()
{
    table::Scenario s;
    s.setRuleSystem(table::RuleSystem::Brown);
    s.setTableSize(table::Length::fromFeet(6), table::Length::fromFeet(4));
    s.addSide({u"red"_s, u"Red"_s, Qt::red});
    s.addSide({u"blue"_s, u"Blue"_s, Qt::blue});
    table::Unit horse(u"horse"_s, u"red"_s, u"Red Horse"_s, table::Arm::Horse);
    horse.setPosition({600, 800});
    s.addUnit(horse);
    table::Unit foot(u"foot"_s, u"blue"_s, u"Blue Foot"_s, table::Arm::Foot);
    foot.setPosition({600, 600});
    foot.setFacing(180);
    s.addUnit(foot);
    table::Unit reserve(u"reserve"_s, u"blue"_s, u"Blue Reserve"_s, table::Arm::Foot);
    reserve.setOnTable(false);
    reserve.setPosition({760, 600}); // touching the defender's flank
    reserve.setFacing(180);
    s.addUnit(reserve);
    return s;
}

QImage picture(TableScene &scene)
{
    QImage image(600, 400, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    TableExport::render(&scene, &painter, QRectF(0, 0, 600, 400), scene.tableRect());
    return image;
}

} // namespace

class TestNotOnTheTable : public QObject
{
    Q_OBJECT

private slots:
    void brownChargesIgnoreIt()
    {
        table::Scenario s = brownTable();
        const rules::brown::HouseRules rules;
        auto result = rules::brown::TableCharge::situation(s, u"horse"_s, u"foot"_s, rules);
        QVERIFY2(result, qPrintable(result.errorString));
        // The reserve beside the defender's flank does not secure it.
        QCOMPARE(result.situation->secureFlanks, 0);
        table::Unit reserve = *s.unit(u"reserve"_s);
        reserve.setOnTable(true);
        s.updateUnit(reserve);
        QCOMPARE(rules::brown::TableCharge::situation(s, u"horse"_s, u"foot"_s, rules).situation->secureFlanks, 1);
        reserve.setOnTable(false);
        reserve.setPosition({760, 600});
        s.updateUnit(reserve);
        // Nobody charges it, and it charges nobody.
        const auto refused = rules::brown::TableCharge::situation(s, u"horse"_s, u"reserve"_s, rules);
        QVERIFY(!refused);
        QCOMPARE(refused.errorString, u"Blue Reserve is not on the table yet: deploy it first."_s);
        QVERIFY(!rules::brown::TableCharge::situation(s, u"reserve"_s, u"horse"_s, rules));
        QVERIFY(rules::brown::TableCharge::pursuitCandidates(s, u"horse"_s, u"reserve"_s).isEmpty());
        for (const auto &candidate : rules::brown::TableCharge::pursuitCandidates(s, u"horse"_s, u"foot"_s))
            QVERIFY(candidate.unitId != u"reserve"_s);
    }

    void balaganCombatIgnoresIt()
    {
        const rules::balagan::HouseRules rules;
        rules::balagan::BattleState state;
        state.sideOrder = {u"red"_s, u"blue"_s};
        // On the table, the two brigades fire on each other.
        const table::Scenario placed = balaganTable(true);
        QVERIFY(rules::balagan::CombatAnalysis::analyseUnit(placed, rules, state, u"red1"_s).inCombat());
        // Off it, the blue one is in nobody's range and in no list.
        const table::Scenario waiting = balaganTable(false);
        const rules::balagan::CombatStatus red = rules::balagan::CombatAnalysis::analyseUnit(waiting, rules, state, u"red1"_s);
        QVERIFY(!red.inCombat());
        QVERIFY(red.firers.isEmpty());
        const QList<rules::balagan::CombatStatus> all = rules::balagan::CombatAnalysis::analyse(waiting, rules, state);
        QCOMPARE(all.size(), 1);
        QCOMPARE(all.constFirst().unitId, u"red1"_s);
        QVERIFY(!all.constFirst().inCombat());
        QVERIFY(rules::balagan::CombatAnalysis::analyseUnit(waiting, rules, state, u"blue1"_s).unitId.isEmpty());

        // It neither tests morale nor acts; a messenger is not sent to it.
        rules::balagan::Battle battle(waiting);
        dice::ScriptedDiceSource dice({6, 6, 6});
        journal::EventList log;
        const rules::balagan::ActionResult action =
            battle.attemptAction(u"blue1"_s, rules::balagan::Action::Wheel, dice, log);
        QVERIFY(!action.allowed);
        QCOMPARE(action.reason, u"Blue brigade is not on the table yet: deploy it first."_s);
        QVERIFY(battle.testMorale(u"blue1"_s, dice, log).unitId.isEmpty());
        QCOMPARE(dice.used(), 0);
        battle.scenario().addGeneral({u"g"_s, u"blue"_s, u"General"_s, 0, {}, false, {}, QPointF(100, 100)});
        QVERIFY(battle.sendMessenger(u"g"_s, u"blue1"_s, table::Order::Advance, log).isEmpty());
    }

    void movementIgnoresIt()
    {
        table::Scenario s = balaganTable(false);
        // Red moves straight through the place where blue would stand.
        const table::Unit &red = *s.unit(u"red1"_s);
        const table::MoveCheck through = table::checkMove(s, red, QPolygonF{red.position(), {1000, 940}});
        QVERIFY2(through.ok(), qPrintable(through.reason));
        table::Unit blue = *s.unit(u"blue1"_s);
        blue.setOnTable(true);
        s.updateUnit(blue);
        QVERIFY(!table::checkMove(s, red, QPolygonF{red.position(), {1000, 940}}).legal);
        // A unit off the table has no reach.
        blue.setOnTable(false);
        blue.setPosition({1000, 975});
        s.updateUnit(blue);
        const rules::balagan::ReachableArea reach = rules::balagan::reachableArea(s, *s.unit(u"blue1"_s), {});
        QVERIFY(reach.freeCorridor.isEmpty());
        QVERIFY(reach.actionArea.isEmpty());
    }

    // The zones go to the sides by where their units stand on the table.
    void deploymentZonesIgnoreIt()
    {
        table::Scenario s = balaganTable(false);
        s.setTableSize(table::Length::fromMm(1200), table::Length::fromMm(800));
        table::Unit red = *s.unit(u"red1"_s);
        red.setPosition({600, 700}); // near the bottom: red takes the second zone
        s.updateUnit(red);
        table::Unit blue = *s.unit(u"blue1"_s);
        blue.setPosition({600, 700}); // off the table, its "place" does not count
        s.updateUnit(blue);
        const auto zones = rules::balagan::movement::deploymentZones(s);
        QCOMPARE(rules::balagan::movement::deploymentZoneOf(s, u"red"_s), zones.second);
        QCOMPARE(rules::balagan::movement::deploymentZoneOf(s, u"blue"_s), zones.first);
        QVERIFY(!rules::balagan::movement::middleOnTable(s, u"blue"_s));
    }

    void sceneMeasuringAndDrawingIgnoreIt()
    {
        Document document;
        document.scenario() = balaganTable(false);
        document.undoStack()->clear();
        TableScene scene(&document);
        // The layers the Orders feature adds: flags on units, generals' pieces.
        new OrderFlagLayer(&scene);
        new PiecesLayer(&scene);
        // Not drawn, not hit.
        QVERIFY(scene.unitItem(u"blue1"_s));
        QVERIFY(!scene.unitItem(u"blue1"_s)->isVisible());
        QCOMPARE(scene.unitAt({1000, 975}), QString());
        QCOMPARE(scene.unitAt({1000, 1000}), u"red1"_s);
        // The tape measures to the point, not to the unit's edge.
        MeasureTool tool;
        scene.setTool(&tool);
        tool.measure({1000, 1000}, {1000, 975});
        QVERIFY(tool.currentRuler());
        QVERIFY2(!tool.currentRuler()->labelText().contains(u"edge to edge"_s), qPrintable(tool.currentRuler()->labelText()));
        scene.setTool(nullptr);
        // A pinned ruler on it keeps its last point.
        table::PinnedRuler ruler{u"r1"_s, {u"red1"_s, {1000, 1000}}, {u"blue1"_s, {1000, 500}}, {}};
        QCOMPARE(PinnedRulerLayer::line(document.scenario(), ruler).p2(), QPointF(1000, 500));
        // A general with it is not on the table either.
        document.scenario().addGeneral({u"g"_s, u"blue"_s, u"General"_s, 0, {}, false, u"blue1"_s, {}});
        GeneralItem *general = nullptr;
        for (QGraphicsItem *item : scene.items())
            if (item->type() == GeneralItem::Type)
                general = static_cast<GeneralItem *>(item);
        QVERIFY(general);
        QVERIFY(!general->isVisible());

        // The picture is the same as without the unit at all, and differs once it is placed.
        const QImage waiting = picture(scene);
        table::Scenario without = document.scenario();
        without.removeGeneral(u"g"_s);
        without.removeUnit(u"blue1"_s);
        Document emptyDocument;
        emptyDocument.scenario() = without;
        TableScene emptyScene(&emptyDocument);
        new OrderFlagLayer(&emptyScene);
        new PiecesLayer(&emptyScene);
        QCOMPARE(waiting, picture(emptyScene));
        table::Unit blue = *document.scenario().unit(u"blue1"_s);
        blue.setOnTable(true);
        document.scenario().updateUnit(blue);
        QVERIFY(scene.unitItem(u"blue1"_s)->isVisible());
        QCOMPARE(scene.unitAt({1000, 975}), u"blue1"_s);
        QVERIFY(picture(scene) != waiting);
        QVERIFY(general->isVisible());
    }
};

QTEST_MAIN(TestNotOnTheTable)
#include "test_notonthetable.moc"

#include "storetestscenario.h"

#include <QColor>

using namespace Qt::StringLiterals;

namespace vedette::store::test {

using namespace vedette::table;

Scenario fullScenario()
{
    Scenario s;
    s.setRuleSystem(RuleSystem::Balagan);
    s.setTitle(u"Blindheim, 13 August 1704 | test \"quotes\""_s);
    s.setDescription(u"Marlborough and Eugene against Tallard.\nSecond line."_s);
    s.setTableSize(Length::fromCm(120.0), Length::fromCm(80.0));
    s.setGroundScale(GroundScale{90.0});
    s.addSide({u"allies"_s, u"Allies"_s, QColor(200, 30, 40)});
    s.addSide({u"french"_s, u"Franco-Bavarians"_s, QColor(20, 40, 180)});

    Unit foot(u"u-foot"_s, u"allies"_s, u"Cutts' brigade"_s, Arm::Foot);
    foot.setFormation(Formation::DoubleLine);
    foot.setPosition(QPointF(312.25, 401.125));
    foot.setFacing(37.5);
    foot.setStrength(2345);
    foot.setStartingStrength(2800);
    foot.setTroopClass(TroopClass::Veteran);
    foot.setCombatWeight(7);
    foot.setMeleeModifier(-1);
    foot.setStandCount(6);
    foot.setStandFrontage(Length::fromMm(45.5));
    foot.setStandDepth(Length::fromMm(22.0));
    foot.setMoraleCounters(2);
    foot.setMarker(StateMarker::Shaken);
    foot.setMarker(StateMarker::Firefight);
    foot.setCasualties(455);
    foot.setOrder(Order::Advance);
    foot.setDivisionId(u"div-cutts"_s);
    foot.setGeneralId(u"g-cutts"_s);
    s.addUnit(foot);

    Unit horse(u"u-horse"_s, u"french"_s, u"Gendarmerie"_s, Arm::Horse);
    horse.setHorseWeight(HorseWeight::Heavy);
    horse.setFormation(Formation::ColumnOfMarch);
    horse.setPosition(QPointF(700.0, 200.0));
    horse.setFacing(180.0);
    horse.setTroopClass(TroopClass::Elite);
    horse.setMarker(StateMarker::Blown);
    horse.setOrder(Order::Retreat);
    s.addUnit(horse);

    Unit dragoons(u"u-drag"_s, u"french"_s, u"Dismounted dragoons"_s, Arm::Dragoons);
    dragoons.setDragoonsMounted(false);
    dragoons.setFormation(Formation::Square);
    dragoons.setPosition(QPointF(900.0, 300.0));
    dragoons.setTroopClass(TroopClass::Green);
    s.addUnit(dragoons);

    Unit guns(u"u-guns"_s, u"allies"_s, u"Holcroft Blood's guns"_s, Arm::Artillery);
    guns.setFormation(Formation::Limbered);
    guns.setPosition(QPointF(150.0, 650.0));
    guns.setFacing(270.0);
    guns.setStrength(12);
    guns.setStartingStrength(12);
    s.addUnit(guns);

    Terrain village(u"t-village"_s, TerrainType::Buildings, QPolygonF({QPointF(100, 100), QPointF(250, 100), QPointF(250, 220), QPointF(100, 220)}));
    village.setName(u"Blindheim"_s);
    village.setCover(CoverClass::Medium);
    village.setImpassable(true);
    s.addTerrain(village);
    Terrain hill(u"t-hill"_s, TerrainType::Hill, QPolygonF({QPointF(500, 500), QPointF(650, 520), QPointF(600, 700)}));
    hill.setHeight(Length::fromMm(25.0));
    hill.setBadGoing(true);
    s.addTerrain(hill);
    Terrain river(u"t-nebel"_s, TerrainType::River, QPolygonF({QPointF(0, 380), QPointF(1200, 390), QPointF(1200, 410), QPointF(0, 400)}));
    river.setName(u"Nebel"_s);
    s.addTerrain(river);
    for (TerrainType type : {TerrainType::Woods, TerrainType::Marsh, TerrainType::SteepSlope, TerrainType::Road}) {
        const double x = 50.0 + 100.0 * double(int(type));
        s.addTerrain(Terrain(s.freshId(u"t"_s), type, QPolygonF({QPointF(x, 730), QPointF(x + 60, 730), QPointF(x + 60, 780), QPointF(x, 780)})));
    }

    s.addFogZone({u"fog-1"_s, u"u-foot"_s, QPolygonF({QPointF(280, 350), QPointF(350, 350), QPointF(350, 380), QPointF(280, 380)}), 3});
    s.addMarker({u"m-1"_s, MarkerKind::Casualty, QPointF(330.0, 420.0), u"u-foot"_s, u"-455"_s, 2, {}, false});
    s.addMarker({u"m-2"_s, MarkerKind::Objective, QPointF(175.0, 160.0), QString(), u"The village"_s, 1, {}, false});
    s.addGeneral({u"g-cutts"_s, u"allies"_s, u"Lord Cutts"_s, 1, u"div-cutts"_s, false, u"u-foot"_s, std::nullopt});
    s.addGeneral({u"g-tallard"_s, u"french"_s, u"Tallard"_s, -1, QString(), true, QString(), QPointF(900.5, 120.0)});
    Messenger messenger;
    messenger.id = u"ms-1"_s;
    messenger.sideId = u"french"_s;
    messenger.name = u"Aide-de-camp"_s;
    messenger.fromGeneralId = u"g-tallard"_s;
    messenger.targetUnitId = u"u-foot"_s;
    messenger.order = Order::Retreat;
    messenger.position = QPointF(800.0, 200.0);
    messenger.route = {QPointF(900.5, 120.0), QPointF(800.0, 200.0)};
    s.addMessenger(messenger);
    s.addRuler({u"r-1"_s, {u"u-foot"_s, QPointF(300.0, 400.0)}, {QString(), QPointF(700.0, 400.0)}, u"Fire range"_s});
    return s;
}

Scenario largeScenario(int units)
{
    Scenario s;
    s.setRuleSystem(RuleSystem::Brown);
    s.setTitle(u"Large test table"_s);
    s.setTableSize(Length::fromFeet(6.0), Length::fromFeet(4.0));
    s.addSide({u"red"_s, u"Red"_s, QColor(Qt::red)});
    s.addSide({u"blue"_s, u"Blue"_s, QColor(Qt::blue)});
    for (int i = 0; i < units; ++i) {
        Unit unit(u"u%1"_s.arg(i), i % 2 ? u"blue"_s : u"red"_s, u"Battalion %1"_s.arg(i), i % 3 ? Arm::Foot : Arm::Horse);
        unit.setStandCount(2);
        unit.setStandFrontage(Length::fromMm(10.0));
        unit.setStandDepth(Length::fromMm(5.0));
        unit.setPosition(QPointF(50.0 + (i % 50) * 34.0, 50.0 + (i / 50) * 25.0));
        unit.setStrength(400 + i % 300);
        s.addUnit(unit);
    }
    return s;
}

} // namespace vedette::store::test
